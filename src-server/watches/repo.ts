// Watches table access: plain functions over prepared statements.
import type { Database } from 'better-sqlite3';
import type { AlertMetric, ChannelType, DecisionLens, Hazard, Horizon } from '../contracts/enums.js';
import type { Place } from '../contracts/risk.js';
import type { Principal } from '../auth/principal.js';

export interface WatchRecord {
  id: string;
  ownerKind: Principal['kind'];
  ownerRef: string;
  status: 'active' | 'paused';
  place: Place;
  hazard: Hazard;
  metric: AlertMetric;
  threshold: number;
  horizon: Horizon;
  lens: DecisionLens;
  correlationHazards: Hazard[];
  correlationThreshold: number | null;
  channels: { type: ChannelType; target: string }[];
  /** The whole validated request that created it, kept for audit and re-evaluation. */
  request: unknown;
  createdAt: string;
  updatedAt: string;
}

interface Row {
  id: string;
  owner_kind: Principal['kind'];
  owner_ref: string;
  status: 'active' | 'paused';
  place_json: string;
  hazard: Hazard;
  metric: AlertMetric;
  threshold: number;
  horizon: Horizon;
  lens: DecisionLens;
  correlation_hazards_json: string;
  correlation_threshold: number | null;
  channels_json: string;
  request_json: string;
  created_at: string;
  updated_at: string;
}

const fromRow = (r: Row): WatchRecord => ({
  id: r.id,
  ownerKind: r.owner_kind,
  ownerRef: r.owner_ref,
  status: r.status,
  place: JSON.parse(r.place_json) as Place,
  hazard: r.hazard,
  metric: r.metric,
  threshold: r.threshold,
  horizon: r.horizon,
  lens: r.lens,
  correlationHazards: JSON.parse(r.correlation_hazards_json) as Hazard[],
  correlationThreshold: r.correlation_threshold,
  channels: JSON.parse(r.channels_json) as WatchRecord['channels'],
  request: JSON.parse(r.request_json),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function createWatchesRepo(db: Database) {
  const insert = db.prepare(`INSERT INTO watches (
      id, owner_kind, owner_ref, status, place_json, hazard, metric, threshold, horizon, lens,
      correlation_hazards_json, correlation_threshold, channels_json, request_json, created_at, updated_at
    ) VALUES (
      @id, @ownerKind, @ownerRef, @status, @place, @hazard, @metric, @threshold, @horizon, @lens,
      @correlationHazards, @correlationThreshold, @channels, @request, @createdAt, @updatedAt
    )`);
  const byId = db.prepare('SELECT * FROM watches WHERE id = ?');

  return {
    insert(w: WatchRecord): void {
      insert.run({
        ...w,
        place: JSON.stringify(w.place),
        correlationHazards: JSON.stringify(w.correlationHazards),
        channels: JSON.stringify(w.channels),
        request: JSON.stringify(w.request),
      });
    },
    get(id: string): WatchRecord | undefined {
      const row = byId.get(id) as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
  };
}
export type WatchesRepo = ReturnType<typeof createWatchesRepo>;
