// The nesting of a physical window (docs/risk-scale.md "Windows" rule 3): a window's days are cut at the last days of
// the windows it contains (7d and 30d from the same start) and the pieces joined, so that a window's chance and
// expected disruption contain those of every window it contains by construction, whatever past years or members each
// piece could read.
import type { DayWindow } from '../shared/window.js';
import { spanClimates, type PastCriteria, type SpanClimate } from './physical-climatology.js';
import { spanOf } from './physical-inputs.js';

/**
 * The climatologies of day spans at the place, each span cut at the nested windows' last days (`cuts`: the 7d and 30d
 * windows from the same start) and its pieces joined as independent, p = 1 − Π(1 − p_i), episodes and days summed
 * (docs/risk-scale.md "Windows" rule 3). So the climatology of a window's days always contains that of the days of a
 * window it contains, whatever past years each piece's record could use (a year counts for a span when 80 % of the
 * span's days are known that year: a longer span may keep fewer years, or none). The words' years and hits are the
 * whole span's where it has usable years. One pass over the past days for every piece.
 */
export function nestedClimates<T extends { date: string }>(
  past: readonly T[] | undefined,
  spans: readonly (DayWindow | undefined)[],
  cuts: readonly number[],
  criteria: PastCriteria<T>,
  episodeDays: number,
): (SpanClimate | undefined)[] {
  const pieces = spans.map((s) => (s ? cutAt(s, cuts) : []));
  // A span of several pieces is read whole as well, for its words.
  const asked = pieces.flatMap((ps, i) => (ps.length > 1 ? [...ps, spans[i]!] : ps));
  const climates = spanClimates(past, asked.map(spanOf), criteria, episodeDays);
  let next = 0;
  return pieces.map((ps) => {
    if (ps.length === 0) return undefined;
    const mine = climates.slice(next, next + ps.length);
    next += ps.length;
    if (ps.length === 1) return mine[0];
    const whole = climates[next++];
    const known = mine.filter((c): c is SpanClimate => c !== undefined);
    if (known.length === 0) return undefined;
    return {
      p: 1 - known.reduce((none, c) => none * (1 - c.p), 1),
      episodes: known.reduce((sum, c) => sum + c.episodes, 0),
      days: known.reduce((sum, c) => sum + c.days, 0),
      years: whole?.years ?? Math.max(...known.map((c) => c.years)),
      hits: whole?.hits ?? Math.max(...known.map((c) => c.hits)),
    };
  });
}

/** A day span cut after each of `cuts` inside it. */
export function cutAt(span: DayWindow, cuts: readonly number[]): DayWindow[] {
  const out: DayWindow[] = [];
  let first = span.first;
  for (const c of [...cuts].sort((a, b) => a - b))
    if (c >= first && c < span.last) {
      out.push({ first, last: c });
      first = c + 1;
    }
  out.push({ first, last: span.last });
  return out;
}
