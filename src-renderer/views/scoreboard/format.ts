// Words and numbers for the scoreboard: tracked horizons, and nulls shown as "not yet scored".
import type { TrackedHorizon } from '../../../src-server/contracts/track-record';
import { horizonLabel } from '../../components/labels';
import { formatFixed, formatPercent, i18n } from '../../i18n';

// The tracked hazards are the server's (components/hazards.ts); horizons are keyed by the contract's type, so the
// compiler flags a horizon added on the server.
const TRACKED_HORIZON_SET: Record<TrackedHorizon, true> = { '7d': true, '30d': true };

export const trackedHorizonOptions = (): (readonly [TrackedHorizon, string])[] =>
  (Object.keys(TRACKED_HORIZON_SET) as TrackedHorizon[]).map((h) => [h, horizonLabel(h)] as const);

export const notScored = (): string => i18n.t('scoreboard.notScored');

export function formatBrier(value: number | null): string {
  return value === null ? notScored() : formatFixed(value, 3);
}

export function formatSkill(pct: number | null): string {
  if (pct === null) return notScored();
  const sign = pct > 0 ? '+' : pct < 0 ? '−' : '';
  return `${sign}${formatPercent(Math.abs(pct), 1)}`;
}

export function formatPct(fraction: number | null): string {
  return fraction === null ? notScored() : formatPercent(fraction * 100, 0);
}
