// Display words for the interface's enumerations, in the dashboard's language. Hazards are named through
// components/hazards.ts (the server's list, GET /api/v1/hazards, and the shared catalogue's `common.hazard`).
import type { AlertMetric, ChannelType, DecisionLens, Horizon, RiskLevel } from '../../src-server/contracts/enums';
import { i18n, locale } from '../i18n';

export const horizonLabel = (h: Horizon): string => i18n.t(`common:horizon.${h}`);
export const lensLabel = (l: DecisionLens): string => i18n.t(`common:lens.${l}`);
export const levelWords = (l: RiskLevel): string => i18n.t(`common:level.${l}`);
export const confidenceWords = (c: string): string => i18n.t(`common:confidence.${c}`, { defaultValue: c });
export const metricLabel = (m: AlertMetric): string => i18n.t(`metric.${m}`);
export const channelLabel = (c: ChannelType): string => i18n.t(`channel.${c}`);

/** How fresh a source's data is, in words: "fetched now", "fetched 4 min ago", "cached 3 h ago". */
export function formatSourceAge(ageSec: number | null, cached: boolean): string {
  const verb = cached ? 'cached' : 'fetched';
  if (ageSec === null) return i18n.t(`sources.${verb}Unknown`);
  if (ageSec < 90) return i18n.t(`sources.${verb}Now`);
  if (ageSec < 5400) return i18n.t(`sources.${verb}Minutes`, { count: Math.round(ageSec / 60) });
  if (ageSec < 172_800) return i18n.t(`sources.${verb}Hours`, { count: Math.round(ageSec / 3600) });
  return i18n.t(`sources.${verb}Days`, { count: Math.round(ageSec / 86_400) });
}

const STATUS_KEYS = { ok: 'breakdown.statusOk', pending: 'breakdown.statusPending', unavailable: 'breakdown.statusUnavailable' } as const;
export const statusWords = (status: keyof typeof STATUS_KEYS): string => i18n.t(STATUS_KEYS[status]);

/** How old the data of an evaluation was ("3 h old"). */
export function formatDataAge(ageSec: number): string {
  if (ageSec < 90) return i18n.t('chart.ageNow');
  if (ageSec < 5400) return i18n.t('chart.ageMinutes', { count: Math.round(ageSec / 60) });
  if (ageSec < 172_800) return i18n.t('chart.ageHours', { count: Math.round(ageSec / 3600) });
  return i18n.t('chart.ageDays', { count: Math.round(ageSec / 86_400) });
}

const dateTimeFormat = () => new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' });

/** A date-time window in the reader's locale, e.g. "23 Nov 2026, 09:00 – 23 Dec 2026, 09:00". */
export function formatWindow(start: string, end: string): string {
  const fmt = dateTimeFormat();
  return `${fmt.format(new Date(start))} – ${fmt.format(new Date(end))}`;
}

/** A date-time in the reader's locale, or a dash. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return dateTimeFormat().format(new Date(iso));
}

/** "in 12 min", "3 h ago": how far a time is from now. */
export function formatRelative(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return '—';
  const diffSec = (Date.parse(iso) - now) / 1000;
  const abs = Math.abs(diffSec);
  const words =
    abs < 60
      ? i18n.t('time.underAMinute')
      : abs < 5400
        ? i18n.t('time.minutes', { count: Math.round(abs / 60) })
        : abs < 172_800
          ? i18n.t('time.hours', { count: Math.round(abs / 3600) })
          : i18n.t('time.days', { count: Math.round(abs / 86_400) });
  return i18n.t(diffSec >= 0 ? 'time.in' : 'time.ago', { when: words });
}
