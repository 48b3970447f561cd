// What conflict and food insecurity share beside their forecast systems: ReliefWeb's latest situation reports as
// context in the drivers (never in the probability), and the answer for a country a forecast system does not cover.
import { msg, seq, day, type Message } from '../i18n/message.js';
import { DAY_MS } from '../shared/clock.js';
import type { Reason } from '../sources/reason.js';
import type { ReliefWebReport } from '../sources/reliefweb/normalize.js';
import type { SourceId, SourceOutcome } from '../sources/types.js';
import type { EvaluationSources } from './types.js';

/** Scene scale of a country-wide event (the event itself is the whole country or a FEWS NET area). */
export const COUNTRY_SCENE_RADIUS_KM = 500;

/** ReliefWeb reports read for context: the newest few of the last 90 days. */
const CONTEXT_DAYS = 90;
const CONTEXT_REPORTS = 3;

export type ReliefWebContext =
  | { ok: true; total: number; days: number; themes: readonly string[]; reports: readonly ReliefWebReport[] }
  | { ok: false; reason: Message };

/**
 * The country's newest ReliefWeb reports with the hazard's themes. Its outcome stays out of the hazard's sources:
 * the numbers do not rest on it, so a ReliefWeb failure (or an appname it refuses) lowers no confidence and is said
 * in the drivers instead.
 */
export async function reliefwebContext(
  clients: EvaluationSources,
  iso3: string,
  themes: readonly string[],
  now: Date,
): Promise<ReliefWebContext> {
  const o = await clients.reliefweb.reports({
    iso3,
    themes,
    from: new Date(now.getTime() - CONTEXT_DAYS * DAY_MS),
    to: now,
    limit: CONTEXT_REPORTS,
  });
  return o.ok
    ? { ok: true, total: o.data.totalCount, days: CONTEXT_DAYS, themes, reports: o.data.items.slice(0, CONTEXT_REPORTS) }
    : { ok: false, reason: o.reasonWords ?? o.reason };
}

/**
 * The context's driver sentence, as a message (the catalogues' `reliefweb` section). ReliefWeb's theme names and the
 * reports' titles are ReliefWeb's own words, quoted as they are in every language.
 */
export function contextDrivers(c: ReliefWebContext | undefined, country: string): Message[] {
  if (!c) return [];
  if (!c.ok) return [msg('reliefweb.unread', { reason: c.reason })];
  const themes = seq(
    c.themes.map((name) => msg('reliefweb.theme', { name })),
    'or',
  );
  if (c.reports.length === 0) return [msg('reliefweb.none', { country, themes, days: c.days })];
  const titles = c.reports.map((r) =>
    r.createdAt
      ? msg('reliefweb.reportDated', { title: r.title, date: day(r.createdAt.slice(0, 10)) })
      : msg('reliefweb.report', { title: r.title }),
  );
  return [msg('reliefweb.latest', { country, total: c.total, themes, days: c.days, titles: seq(titles, 'semicolon') })];
}

/**
 * The source answered, but has nothing for this place: the hazard is unavailable and the answer says why. `answer`:
 * the outcome the place was found missing from, whose freshness this one keeps (so the run can be reused as long).
 */
export const notCovered = (source: SourceId, reason: Reason, answer?: SourceOutcome<unknown>): SourceOutcome<never> => ({
  ok: false,
  source,
  kind: 'not_covered',
  ...reason,
  ...(answer?.ok && answer.liveError === undefined && answer.expiresAt !== undefined ? { expiresAt: answer.expiresAt } : {}),
});
