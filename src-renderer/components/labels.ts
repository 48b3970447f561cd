// Display words for the interface's enumerations.
import type { DecisionLens, Horizon } from '../../src-server/contracts/enums';

export { HAZARD_LABELS, hazardLabel } from '../../src-server/contracts/enums';

export const HORIZON_LABELS: Record<Horizon, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '1y': '1 year',
  '10y': '10 years',
  '30y': '30 years',
};

export const LENS_LABELS: Record<DecisionLens, string> = {
  'community-planning': 'Community planning',
  'family-relocation': 'Family relocation',
  'business-setup': 'Business setup',
  travel: 'Travel',
  investment: 'Investment',
};

/** How fresh a source's data is, in words: "fetched now", "fetched 4 min ago", "cached 3 h ago". */
export function formatSourceAge(ageSec: number | null, cached: boolean): string {
  const verb = cached ? 'cached' : 'fetched';
  if (ageSec === null) return `${verb}, age unknown`;
  if (ageSec < 90) return `${verb} now`;
  if (ageSec < 5400) return `${verb} ${Math.round(ageSec / 60)} min ago`;
  if (ageSec < 172_800) return `${verb} ${Math.round(ageSec / 3600)} h ago`;
  return `${verb} ${Math.round(ageSec / 86_400)} days ago`;
}

export const STATUS_WORDS = {
  ok: 'scored',
  unavailable: 'no source answered',
} as const;

/** A date-time window in the reader's locale, e.g. "23 Nov 2026, 09:00 – 23 Dec 2026, 09:00". */
export function formatWindow(start: string, end: string): string {
  const fmt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return `${fmt.format(new Date(start))} – ${fmt.format(new Date(end))}`;
}
