// Answer transforms for sensitivity tests (`replay.setTransform(source, ...)`): rewrite every ensemble member of a
// variable, keeping the API's real shape, so a test can make the forecast hotter, wetter, windier or the river higher.
import type { AnswerTransform } from '../replay-server.js';

/** Keys of `variable` in a block: the control (`v`), the members (`v_member01`...), with an optional `_<model>` suffix. */
export function isMemberKey(key: string, variable: string): boolean {
  if (key === variable) return true;
  return new RegExp(`^${variable}_member\\d{2,3}(_[a-z0-9_]+)?$`).test(key);
}

/**
 * Rewrites every value of `variable` (control and members) in `block` with `f(value, date, key)`.
 * `onlyFrom` limits it to dates on or after that day (the forecast part of an answer with past days).
 * Nulls stay null unless `fillNulls` (then f gets NaN).
 */
export function mapMembers(
  block: 'daily' | 'hourly',
  variable: string,
  f: (value: number, date: string, key: string) => number,
  opts: { onlyFrom?: string; fillNulls?: boolean } = {},
): AnswerTransform {
  return (body) => {
    const root = body as Record<string, unknown>;
    const data = root?.[block] as Record<string, unknown[]> | undefined;
    if (!data || !Array.isArray(data.time)) return body;
    const time = data.time as string[];
    for (const key of Object.keys(data)) {
      if (!isMemberKey(key, variable)) continue;
      data[key] = data[key]!.map((v, i) => {
        const date = time[i]!.slice(0, 10);
        if (opts.onlyFrom && date < opts.onlyFrom) return v;
        if (typeof v !== 'number') return opts.fillNulls ? f(Number.NaN, date, key) : v;
        return f(v, date, key);
      });
    }
    return body;
  };
}

/** Every member set to `value` (from `onlyFrom` on). */
export const setMembers = (
  block: 'daily' | 'hourly',
  variable: string,
  value: number,
  opts: { onlyFrom?: string; fillNulls?: boolean } = {},
) => mapMembers(block, variable, () => value, opts);

/** Several transforms in turn. */
export const chain =
  (...ts: AnswerTransform[]): AnswerTransform =>
  (body, req) =>
    ts.reduce((b, t) => t(b, req), body);
