// Watches table access: plain functions over prepared statements.
import type { Database } from 'better-sqlite3';
import { SECRET_CONTEXT, type SecretBox } from '../secrets/secret-box.js';
import { openingTarget, sealChannels, sealRequestTargets } from '../secrets/sealed-targets.js';
import type { AlertMetric, ChannelType, DecisionLens, HazardId, Horizon } from '../contracts/enums.js';
import type { Place } from '../contracts/risk.js';
import type { Principal } from '../auth/principal.js';

export interface WatchRecord {
  id: string;
  ownerKind: Principal['kind'];
  ownerRef: string;
  status: 'active' | 'paused';
  place: Place;
  hazard: HazardId;
  metric: AlertMetric;
  threshold: number;
  horizon: Horizon;
  lens: DecisionLens;
  correlationHazards: HazardId[];
  correlationThreshold: number | null;
  /** Webhook and Slack targets are sealed at rest and open when first read (secrets/sealed-targets.ts). */
  channels: { type: ChannelType; target: string }[];
  /** The whole validated request that created it, kept for audit; read back with its URL targets still sealed. */
  request: unknown;
  createdAt: string;
  updatedAt: string;
  /** Minutes between scheduled evaluations; null: the global default (config.watchIntervalMin). */
  intervalMin: number | null;
  /** Re-arm margin below the threshold (0-100 scale). */
  hysteresis: number;
  /** Standard Webhooks secret (`whsec_…`) used to sign this watch's webhook deliveries. */
  signingSecret: string | null;
  /** Trigger state: true while below the threshold (or never evaluated). */
  armed: boolean;
  correlationArmed: boolean;
  lastValue: number | null;
  lastEvaluatedAt: string | null;
  /** The next scheduled slot (ISO); keeps each watch's phase so runs stay spread. */
  nextRunAt: string | null;
}

interface Row {
  id: string;
  owner_kind: Principal['kind'];
  owner_ref: string;
  status: 'active' | 'paused';
  place_json: string;
  hazard: HazardId;
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
  interval_min: number | null;
  hysteresis: number;
  signing_secret: string | null;
  armed: number;
  correlation_armed: number;
  last_value: number | null;
  last_evaluated_at: string | null;
  next_run_at: string | null;
}

/** The channels' JSON each record was read from (reread compares it with the row's, instead of serialising them again). */
const channelsJsonOf = new WeakMap<WatchRecord, string>();

const rowToRecord = (r: Row, box: SecretBox): WatchRecord => {
  const rec = rowRecord(r, box);
  channelsJsonOf.set(rec, r.channels_json);
  return rec;
};

const rowRecord = (r: Row, box: SecretBox): WatchRecord => withSecret(r, box, {
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
  correlationHazards: JSON.parse(r.correlation_hazards_json) as HazardId[],
  correlationThreshold: r.correlation_threshold,
  channels: openChannels(r.channels_json, box),
  request: JSON.parse(r.request_json),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  intervalMin: r.interval_min,
  hysteresis: r.hysteresis,
  armed: r.armed === 1,
  correlationArmed: r.correlation_armed === 1,
  lastValue: r.last_value,
  lastEvaluatedAt: r.last_evaluated_at,
  nextRunAt: r.next_run_at,
} as Omit<WatchRecord, 'signingSecret'>);

/** The stored channels, each sealed target opening when it is first read. */
const openChannels = (json: string, box: SecretBox): WatchRecord['channels'] =>
  (JSON.parse(json) as WatchRecord['channels']).map((c) => openingTarget(box, c, c.type, SECRET_CONTEXT.channelTarget));

/**
 * The signing secret is opened only when read (a delivery signing), not for every listed watch; non-enumerable,
 * so spreading or serialising a record never decrypts or leaks it.
 */
function withSecret(r: Row, box: SecretBox, rec: Omit<WatchRecord, 'signingSecret'>): WatchRecord {
  return Object.defineProperty(rec, 'signingSecret', {
    get: () => (r.signing_secret === null ? null : box.open(r.signing_secret, SECRET_CONTEXT.signingSecret)),
    enumerable: false,
  }) as WatchRecord;
}

/** The fields PATCH may change. */
export type WatchPatch = Partial<
  Pick<WatchRecord, 'status' | 'threshold' | 'channels' | 'intervalMin' | 'hysteresis' | 'correlationThreshold' | 'nextRunAt'>
>;

export interface OwnerFilter {
  ownerKind: Principal['kind'];
  ownerRef: string;
}

/** `box` seals the signing secret at rest (it never reaches the file in clear). */
export function createWatchesRepo(db: Database, box: SecretBox) {
  const fromRow = (r: Row): WatchRecord => rowToRecord(r, box);
  const insert = db.prepare(`INSERT INTO watches (
      id, owner_kind, owner_ref, status, place_json, hazard, metric, threshold, horizon, lens,
      correlation_hazards_json, correlation_threshold, channels_json, request_json, created_at, updated_at,
      interval_min, hysteresis, signing_secret, armed, correlation_armed, last_value, last_evaluated_at, next_run_at
    ) VALUES (
      @id, @ownerKind, @ownerRef, @status, @place, @hazard, @metric, @threshold, @horizon, @lens,
      @correlationHazards, @correlationThreshold, @channels, @request, @createdAt, @updatedAt,
      @intervalMin, @hysteresis, @signingSecret, @armed, @correlationArmed, @lastValue, @lastEvaluatedAt, @nextRunAt
    )`);
  const byId = db.prepare('SELECT * FROM watches WHERE id = ?');
  const secretById = db.prepare('SELECT signing_secret FROM watches WHERE id = ?').pluck();
  const all = db.prepare('SELECT * FROM watches ORDER BY created_at DESC, id');
  const byOwner = db.prepare('SELECT * FROM watches WHERE owner_kind = ? AND owner_ref = ? ORDER BY created_at DESC, id');
  const active = db.prepare("SELECT * FROM watches WHERE status = 'active'");
  const due = db.prepare("SELECT * FROM watches WHERE status = 'active' AND (next_run_at IS NULL OR next_run_at <= ?)");
  const del = db.prepare('DELETE FROM watches WHERE id = ?');
  const saveState = db.prepare(`UPDATE watches SET armed = @armed, correlation_armed = @correlationArmed,
      last_value = @lastValue, last_evaluated_at = @lastEvaluatedAt WHERE id = @id`);
  const setNextRun = db.prepare('UPDATE watches SET next_run_at = ? WHERE id = ?');
  // Positional: a tick runs it for every watch (binding by name costs a lookup per parameter and an object per call).
  const saveRun = db.prepare(`UPDATE watches SET armed = ?, correlation_armed = ?,
      last_value = ?, last_evaluated_at = ?, next_run_at = ? WHERE id = ?`);
  const STATE_COLUMNS = `status, threshold, channels_json, interval_min, hysteresis, correlation_threshold,
      armed, correlation_armed, last_value, last_evaluated_at, next_run_at`;
  const stateById = db.prepare(`SELECT ${STATE_COLUMNS} FROM watches WHERE id = ?`);
  // A group's watches in one statement (a tick re-reads every watch of its groups): ids as a JSON array.
  const statesByIds = db.prepare(`SELECT id, ${STATE_COLUMNS} FROM watches WHERE id IN (SELECT value FROM json_each(?))`);
  const PATCH_COLUMNS: Record<keyof WatchPatch, string> = {
    status: 'status',
    threshold: 'threshold',
    channels: 'channels_json',
    intervalMin: 'interval_min',
    hysteresis: 'hysteresis',
    correlationThreshold: 'correlation_threshold',
    nextRunAt: 'next_run_at',
  };

  /** The channels as stored: webhook and Slack targets sealed. */
  const sealedChannelsJson = (channels: WatchRecord['channels']): string => JSON.stringify(sealChannels(box, channels, SECRET_CONTEXT.channelTarget));

  return {
    insert(w: WatchRecord): void {
      const channels = sealedChannelsJson(w.channels);
      insert.run({
        ...w,
        place: JSON.stringify(w.place),
        correlationHazards: JSON.stringify(w.correlationHazards),
        channels,
        request: JSON.stringify(sealRequestTargets(box, w.request)),
        signingSecret: w.signingSecret === null ? null : box.seal(w.signingSecret, SECRET_CONTEXT.signingSecret),
        armed: w.armed ? 1 : 0,
        correlationArmed: w.correlationArmed ? 1 : 0,
      });
      // The stored text of these very channels: a reread compares the row's with it (no target opened).
      channelsJsonOf.set(w, channels);
    },
    get(id: string): WatchRecord | undefined {
      const row = byId.get(id) as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    /**
     * The watch's signing secret, opened: what `get(id)?.signingSecret ?? null` gives (null for no watch or no
     * secret), reading one column instead of the whole record (every delivery attempt asks for it).
     */
    signingSecretOf(id: string): string | null {
      const sealed = secretById.get(id) as string | null | undefined;
      return sealed === undefined || sealed === null ? null : box.open(sealed, SECRET_CONTEXT.signingSecret);
    },
    /** Every watch (owner) or one owner's watches, newest first. */
    list(owner?: OwnerFilter): WatchRecord[] {
      const rows = (owner ? byOwner.all(owner.ownerKind, owner.ownerRef) : all.all()) as Row[];
      return rows.map(fromRow);
    },
    listActive: (): WatchRecord[] => (active.all() as Row[]).map(fromRow),
    /** Active watches whose slot is at or before `nowIso` (ISO strings sort in time order). */
    listDue: (nowIso: string): WatchRecord[] => (due.all(nowIso) as Row[]).map(fromRow),
    update(id: string, patch: WatchPatch, updatedAt: string): void {
      const entries = Object.entries(patch).filter(([, v]) => v !== undefined) as [keyof WatchPatch, unknown][];
      if (entries.length === 0) return;
      const sets = entries.map(([k]) => `${PATCH_COLUMNS[k]} = @${k}`).join(', ');
      const params: Record<string, unknown> = { id, updatedAt };
      for (const [k, v] of entries) params[k] = k === 'channels' ? sealedChannelsJson(v as WatchRecord['channels']) : v;
      db.prepare(`UPDATE watches SET ${sets}, updated_at = @updatedAt WHERE id = @id`).run(params);
    },
    delete: (id: string): boolean => del.run(id).changes > 0,
    saveState(id: string, s: { armed: boolean; correlationArmed: boolean; lastValue: number | null; lastEvaluatedAt: string }): void {
      saveState.run({ id, ...s, armed: s.armed ? 1 : 0, correlationArmed: s.correlationArmed ? 1 : 0 });
    },
    setNextRun: (id: string, nextRunAt: string | null): void => {
      setNextRun.run(nextRunAt, id);
    },
    /** saveState and setNextRun in one statement (a scheduled evaluation). */
    saveRun(id: string, s: { armed: boolean; correlationArmed: boolean; lastValue: number | null; lastEvaluatedAt: string; nextRunAt: string | null }): void {
      saveRun.run(s.armed ? 1 : 0, s.correlationArmed ? 1 : 0, s.lastValue, s.lastEvaluatedAt, s.nextRunAt, id);
    },
    /**
     * The watch as it is now, reusing `known` (read earlier) when the settings PATCH may change are as they were:
     * then only its status and state are read again (no JSON to parse). Undefined when it was deleted.
     */
    reread(known: WatchRecord): WatchRecord | undefined {
      return rereadFrom(known, stateById.get(known.id) as StateRow | undefined);
    },
    /**
     * `reread` of several watches with one SELECT (in the same order; undefined for a deleted one). Call it inside the
     * transaction that records them, as `reread`.
     */
    rereadAll(known: readonly WatchRecord[]): (WatchRecord | undefined)[] {
      if (known.length === 0) return [];
      if (known.length === 1) return [rereadFrom(known[0]!, stateById.get(known[0]!.id) as StateRow | undefined)];
      const rows = statesByIds.all(JSON.stringify(known.map((w) => w.id))) as (StateRow & { id: string })[];
      const byIdRow = new Map(rows.map((r) => [r.id, r]));
      return known.map((w) => rereadFrom(w, byIdRow.get(w.id)));
    },
  };

  /**
   * Whether the row's channels are the record's: the text the record was read from (or stored as) when it was one (no
   * target opened), else, for a record built by hand, the row's channels opened and compared with its own (sealing
   * draws a fresh IV each time, so the texts of equal channels differ).
   */
  function sameChannels(rowJson: string, known: WatchRecord): boolean {
    const seen = channelsJsonOf.get(known);
    if (seen !== undefined) return rowJson === seen;
    return JSON.stringify(openChannels(rowJson, box)) === JSON.stringify(known.channels);
  }

  function rereadFrom(known: WatchRecord, s: StateRow | undefined): WatchRecord | undefined {
    if (!s) return undefined;
    const same =
      s.threshold === known.threshold &&
      s.interval_min === known.intervalMin &&
      s.hysteresis === known.hysteresis &&
      s.correlation_threshold === known.correlationThreshold &&
      sameChannels(s.channels_json, known);
    if (!same) {
      const row = byId.get(known.id) as Row | undefined;
      return row ? fromRow(row) : undefined;
    }
    const fresh = {
      ...known,
      status: s.status,
      armed: s.armed === 1,
      correlationArmed: s.correlation_armed === 1,
      lastValue: s.last_value,
      lastEvaluatedAt: s.last_evaluated_at,
      nextRunAt: s.next_run_at,
    };
    channelsJsonOf.set(fresh, s.channels_json);
    // The sealed signing secret is a non-enumerable getter (withSecret): carried over as it is, still unopened.
    const secret = Object.getOwnPropertyDescriptor(known, 'signingSecret');
    return secret ? Object.defineProperty(fresh, 'signingSecret', secret) : fresh;
  }
}

type StateRow = Pick<
  Row,
  'status' | 'threshold' | 'channels_json' | 'interval_min' | 'hysteresis' | 'correlation_threshold' | 'armed' | 'correlation_armed' | 'last_value' | 'last_evaluated_at' | 'next_run_at'
>;
export type WatchesRepo = ReturnType<typeof createWatchesRepo>;
