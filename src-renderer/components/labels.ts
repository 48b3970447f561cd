// Display words for the interface's enumerations. Hazards are named by the registry's catalogue (hazards/names.ts,
// zod-free): no second table here.
import type { AlertMetric, ChannelType, DecisionLens, Horizon } from '../../src-server/contracts/enums';

export { HAZARD_LABELS, hazardLabel, TRACKED_HAZARDS } from '../../src-server/hazards/names';

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
  pending: 'waiting for its turn',
  unavailable: 'not scored',
} as const;

/** A date-time window in the reader's locale, e.g. "23 Nov 2026, 09:00 – 23 Dec 2026, 09:00". */
export function formatWindow(start: string, end: string): string {
  const fmt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return `${fmt.format(new Date(start))} – ${fmt.format(new Date(end))}`;
}

export const METRIC_LABELS: Record<AlertMetric, string> = {
  riskScore: 'Risk score',
  probability: 'Probability',
  severity: 'Severity',
};

export const CHANNEL_LABELS: Record<ChannelType, string> = {
  webhook: 'Webhook',
  slack: 'Slack',
  telegram: 'Telegram',
  email: 'Email',
  desktop: 'Desktop notification',
};

/** A date-time in the reader's locale, or a dash. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** "in 12 min", "3 h ago": how far a time is from now. */
export function formatRelative(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return '—';
  const diffSec = (Date.parse(iso) - now) / 1000;
  const abs = Math.abs(diffSec);
  const words = abs < 60 ? 'under a minute' : abs < 5400 ? `${Math.round(abs / 60)} min` : abs < 172_800 ? `${Math.round(abs / 3600)} h` : `${Math.round(abs / 86_400)} days`;
  return diffSec >= 0 ? `in ${words}` : `${words} ago`;
}
