// What conflict and food insecurity share beside their forecast systems: ReliefWeb's latest situation reports as
// context in the drivers (never in the probability), and the answer for a country a forecast system does not cover.
import { DAY_MS } from '../shared/clock.js';
import type { ReliefWebReport } from '../sources/reliefweb/normalize.js';
import type { SourceId, SourceOutcome } from '../sources/types.js';
import type { SourceClients } from './types.js';

/** Scene scale of a country-wide event (the event itself is the whole country or a FEWS NET area). */
export const COUNTRY_SCENE_RADIUS_KM = 500;

/** ReliefWeb reports read for context: the newest few of the last 90 days. */
const CONTEXT_DAYS = 90;
const CONTEXT_REPORTS = 3;

export type ReliefWebContext =
  | { ok: true; total: number; days: number; themes: readonly string[]; reports: readonly ReliefWebReport[] }
  | { ok: false; reason: string };

/**
 * The country's newest ReliefWeb reports with the hazard's themes. Its outcome stays out of the hazard's sources:
 * the numbers do not rest on it, so a ReliefWeb failure (or an appname it refuses) lowers no confidence and is said
 * in the drivers instead.
 */
export async function reliefwebContext(clients: SourceClients, iso3: string, themes: readonly string[], now: Date): Promise<ReliefWebContext> {
  const o = await clients.reliefweb.reports({ iso3, themes, from: new Date(now.getTime() - CONTEXT_DAYS * DAY_MS), to: now, limit: CONTEXT_REPORTS });
  return o.ok ? { ok: true, total: o.data.totalCount, days: CONTEXT_DAYS, themes, reports: o.data.items.slice(0, CONTEXT_REPORTS) } : { ok: false, reason: o.reason };
}

/** The context's driver sentences (one function, so the strings can become message descriptors together). */
export function contextDrivers(c: ReliefWebContext | undefined, country: string): string[] {
  if (!c) return [];
  if (!c.ok) return [`ReliefWeb situation reports (context only) could not be read: ${c.reason}`];
  if (c.reports.length === 0) return [`ReliefWeb lists no report on ${country} tagged ${c.themes.join(' or ')} in the last ${c.days} days (context only).`];
  const titles = c.reports.map((r) => `"${r.title}"${r.createdAt ? ` (${r.createdAt.slice(0, 10)})` : ''}`).join('; ');
  return [`Latest ReliefWeb situation reports on ${country} (${c.total} tagged ${c.themes.join(' or ')} in ${c.days} days; context, not part of the probability): ${titles}.`];
}

/** The source answered, but has nothing for this place: the hazard is unavailable and the answer says why. */
export const notCovered = (source: SourceId, reason: string): SourceOutcome<never> => ({ ok: false, source, kind: 'not_covered', reason });
