// Words and numbers for the scoreboard: tracked hazards and horizons, and nulls shown as "not yet scored".
import type { TrackedHazard, TrackedHorizon } from '../../../src-server/contracts/track-record';
import { HAZARD_LABELS, HORIZON_LABELS, TRACKED_HAZARDS } from '../../components/labels';

// The tracked hazards are the catalogue's verifiable ones; horizons are keyed by the contract's type, so the compiler
// flags a horizon added on the server.
const TRACKED_HORIZON_SET: Record<TrackedHorizon, true> = { '7d': true, '30d': true };

export const TRACKED_HAZARD_OPTIONS: readonly (readonly [TrackedHazard, string])[] = TRACKED_HAZARDS.map((h) => [h, HAZARD_LABELS[h]] as const);
export const TRACKED_HORIZON_OPTIONS = (Object.keys(TRACKED_HORIZON_SET) as TrackedHorizon[]).map((h) => [h, HORIZON_LABELS[h]] as const);

export const NOT_SCORED = 'not yet scored';

export function formatBrier(value: number | null): string {
  return value === null ? NOT_SCORED : value.toFixed(3);
}

export function formatSkill(pct: number | null): string {
  if (pct === null) return NOT_SCORED;
  const sign = pct > 0 ? '+' : pct < 0 ? '−' : '';
  return `${sign}${Math.abs(pct).toFixed(1)}%`;
}

export function formatPct(fraction: number | null): string {
  return fraction === null ? NOT_SCORED : `${(fraction * 100).toFixed(0)}%`;
}
