// Watches table access over the storage seam (SQLite or PostgreSQL); `on(tx)` gives the same repository inside a
// transaction.
import { pick, type Sql } from '../db/sql.js';
import { SECRET_CONTEXT, type SecretBox } from '../secrets/secret-box.js';
import { openingTarget, sealChannels, sealRequestTargets } from '../secrets/sealed-targets.js';
import type { AlertMetric, ChannelType, DecisionLens, HazardId, Horizon } from '../contracts/enums.js';
import type { Place } from '../contracts/risk.js';
import type { Owner } from '../auth/ownership.js';

export interface WatchRecord {
  id: string;
  /** Who made it (auth/ownership.ts): the owner, a key (its id), or an anonymous management token (`token:<id>`). */
  ownerKind: Owner['kind'];
  ownerRef: string;
  status: 'active' | 'paused';
  place: Place;
  /** A watch on a portfolio (issue 48): its sites are evaluated, `place` stands for the portfolio; null or absent: one place. */
  portfolioId?: string | null;
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
  owner_kind: Owner['kind'];
  owner_ref: string;
  status: 'active' | 'paused';
  place_json: string;
  portfolio_id: string | null;
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

const rowRecord = (r: Row, box: SecretBox): WatchRecord =>
  withSecret(r, box, {
    id: r.id,
    ownerKind: r.owner_kind,
    ownerRef: r.owner_ref,
    status: r.status,
    place: JSON.parse(r.place_json) as Place,
    portfolioId: r.portfolio_id ?? null,
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
    ...runState(r),
  } as Omit<WatchRecord, 'signingSecret'>);

/** The state a watch's runs change (its arming and last evaluation), as the record says it: read with every reread. */
const runState = (r: Pick<Row, 'armed' | 'correlation_armed' | 'last_value' | 'last_evaluated_at' | 'next_run_at'>) => ({
  armed: r.armed === 1,
  correlationArmed: r.correlation_armed === 1,
  lastValue: r.last_value,
  lastEvaluatedAt: r.last_evaluated_at,
  nextRunAt: r.next_run_at,
});

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

const INSERT = `INSERT INTO watches (
    id, owner_kind, owner_ref, status, place_json, hazard, metric, threshold, horizon, lens,
    correlation_hazards_json, correlation_threshold, channels_json, request_json, created_at, updated_at,
    interval_min, hysteresis, signing_secret, armed, correlation_armed, last_value, last_evaluated_at, next_run_at,
    portfolio_id
  ) VALUES (
    @id, @ownerKind, @ownerRef, @status, @place, @hazard, @metric, @threshold, @horizon, @lens,
    @correlationHazards, @correlationThreshold, @channels, @request, @createdAt, @updatedAt,
    @intervalMin, @hysteresis, @signingSecret, @armed, @correlationArmed, @lastValue, @lastEvaluatedAt, @nextRunAt,
    @portfolioId
  )`;
const BY_ID = 'SELECT * FROM watches WHERE id = ?';
const SECRET_BY_ID = 'SELECT signing_secret FROM watches WHERE id = ?';
const ALL = 'SELECT * FROM watches ORDER BY created_at DESC, id';
const BY_OWNER = 'SELECT * FROM watches WHERE owner_kind = ? AND owner_ref = ? ORDER BY created_at DESC, id';
const ACTIVE = "SELECT * FROM watches WHERE status = 'active'";
const DUE = "SELECT * FROM watches WHERE status = 'active' AND (next_run_at IS NULL OR next_run_at <= ?)";
const DELETE = 'DELETE FROM watches WHERE id = ?';
const SAVE_STATE = `UPDATE watches SET armed = @armed, correlation_armed = @correlationArmed,
    last_value = @lastValue, last_evaluated_at = @lastEvaluatedAt WHERE id = @id`;
const SET_NEXT_RUN = 'UPDATE watches SET next_run_at = ? WHERE id = ?';
// Positional: a tick runs it for every watch (binding by name costs a lookup per parameter and an object per call).
// The lease of a team-server tick ends with the record.
const SAVE_RUN = `UPDATE watches SET armed = ?, correlation_armed = ?,
    last_value = ?, last_evaluated_at = ?, next_run_at = ?, lease_until = NULL WHERE id = ?`;
const STATE_COLUMNS = `status, threshold, channels_json, interval_min, hysteresis, correlation_threshold,
    armed, correlation_armed, last_value, last_evaluated_at, next_run_at`;
const STATE_BY_ID = `SELECT ${STATE_COLUMNS} FROM watches WHERE id = ?`;
/**
 * A group's watches in one statement (a tick re-reads every watch of its groups), ids as a JSON array. On PostgreSQL
 * the rows are locked until the recording transaction ends: another instance recording the same watch waits, then
 * sees the new slot.
 */
const STATES_BY_IDS = {
  sqlite: `SELECT id, ${STATE_COLUMNS} FROM watches WHERE id IN (SELECT value FROM json_each(?))`,
  postgres: `SELECT id, ${STATE_COLUMNS} FROM watches WHERE id IN (SELECT jsonb_array_elements_text(CAST(? AS jsonb))) ORDER BY id FOR UPDATE`,
};
const STATE_BY_ID_LOCKED = { sqlite: STATE_BY_ID, postgres: `${STATE_BY_ID} FOR UPDATE` };
/**
 * Team server: due watches nobody holds, taken for a tick (leased until `leaseUntil`), oldest slot first. SKIP LOCKED:
 * two instances planning at once take different watches.
 */
const CLAIM_DUE = `UPDATE watches SET lease_until = @leaseUntil WHERE id IN (
    SELECT id FROM watches WHERE status = 'active' AND (next_run_at IS NULL OR next_run_at <= @now)
      AND (lease_until IS NULL OR lease_until < @now)
    ORDER BY next_run_at, id LIMIT @limit FOR UPDATE SKIP LOCKED)
  RETURNING *`;
const BY_IDS = {
  sqlite: 'SELECT * FROM watches WHERE id IN (SELECT value FROM json_each(?))',
  postgres: 'SELECT * FROM watches WHERE id IN (SELECT jsonb_array_elements_text(CAST(? AS jsonb)))',
};
const PATCH_COLUMNS: Record<keyof WatchPatch, string> = {
  status: 'status',
  threshold: 'threshold',
  channels: 'channels_json',
  intervalMin: 'interval_min',
  hysteresis: 'hysteresis',
  correlationThreshold: 'correlation_threshold',
  nextRunAt: 'next_run_at',
};

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `box` seals the signing secret at rest (it never reaches the database in clear). */
export function createWatchesRepo(db: Sql, box: SecretBox) {
  return watchesRepoOn(db, box);
}

function watchesRepoOn(db: Sql, box: SecretBox) {
  const fromRow = (r: Row): WatchRecord => rowToRecord(r, box);

  /** The channels as stored: webhook and Slack targets sealed. */
  const sealedChannelsJson = (channels: WatchRecord['channels']): string =>
    JSON.stringify(sealChannels(box, channels, SECRET_CONTEXT.channelTarget));

  const repo = {
    /** The same repository on a transaction (or another executor). */
    on: (tx: Sql) => watchesRepoOn(tx, box),
    async insert(w: WatchRecord): Promise<void> {
      const channels = sealedChannelsJson(w.channels);
      await db.run(INSERT, {
        ...w,
        portfolioId: w.portfolioId ?? null,
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
    async get(id: string): Promise<WatchRecord | undefined> {
      const row = await db.get<Row>(BY_ID, [id]);
      return row ? fromRow(row) : undefined;
    },
    /**
     * The watch's signing secret, opened: what `get(id)?.signingSecret ?? null` gives (null for no watch or no
     * secret), reading one column instead of the whole record (every delivery attempt asks for it).
     */
    async signingSecretOf(id: string): Promise<string | null> {
      const sealed = (await db.get<{ signing_secret: string | null }>(SECRET_BY_ID, [id]))?.signing_secret;
      return sealed === undefined || sealed === null ? null : box.open(sealed, SECRET_CONTEXT.signingSecret);
    },
    /** Every watch, or the watches of these owners, newest first. */
    async list(owners?: readonly Owner[]): Promise<WatchRecord[]> {
      if (!owners) return (await db.all<Row>(ALL)).map(fromRow);
      const rows: Row[] = [];
      for (const o of owners) rows.push(...(await db.all<Row>(BY_OWNER, [o.kind, o.ref])));
      if (owners.length > 1) rows.sort((a, b) => (a.created_at === b.created_at ? cmp(a.id, b.id) : cmp(b.created_at, a.created_at)));
      return rows.map(fromRow);
    },
    listActive: async (): Promise<WatchRecord[]> => (await db.all<Row>(ACTIVE)).map(fromRow),
    /** Active watches whose slot is at or before `nowIso` (ISO strings sort in time order). */
    listDue: async (nowIso: string): Promise<WatchRecord[]> => (await db.all<Row>(DUE, [nowIso])).map(fromRow),
    /** These watches, in no particular order (a deleted one is missing). */
    listByIds: async (ids: readonly string[]): Promise<WatchRecord[]> =>
      ids.length === 0 ? [] : (await db.all<Row>(pick(db.dialect, BY_IDS), [JSON.stringify(ids)])).map(fromRow),
    /** Team server: up to `limit` due watches no other instance holds, now held until `leaseUntilIso`. */
    claimDue: async (nowIso: string, leaseUntilIso: string, limit: number): Promise<WatchRecord[]> =>
      (await db.all<Row>(CLAIM_DUE, { now: nowIso, leaseUntil: leaseUntilIso, limit })).map(fromRow),
    async update(id: string, patch: WatchPatch, updatedAt: string): Promise<void> {
      const entries = Object.entries(patch).filter(([, v]) => v !== undefined) as [keyof WatchPatch, unknown][];
      if (entries.length === 0) return;
      const sets = entries.map(([k]) => `${PATCH_COLUMNS[k]} = @${k}`).join(', ');
      const params: Record<string, unknown> = { id, updatedAt };
      for (const [k, v] of entries) params[k] = k === 'channels' ? sealedChannelsJson(v as WatchRecord['channels']) : v;
      await db.run(`UPDATE watches SET ${sets}, updated_at = @updatedAt WHERE id = @id`, params);
    },
    delete: async (id: string): Promise<boolean> => (await db.run(DELETE, [id])).changes > 0,
    async saveState(
      id: string,
      s: { armed: boolean; correlationArmed: boolean; lastValue: number | null; lastEvaluatedAt: string },
    ): Promise<void> {
      await db.run(SAVE_STATE, { id, ...s, armed: s.armed ? 1 : 0, correlationArmed: s.correlationArmed ? 1 : 0 });
    },
    setNextRun: async (id: string, nextRunAt: string | null): Promise<void> => {
      await db.run(SET_NEXT_RUN, [nextRunAt, id]);
    },
    /** saveState and setNextRun in one statement (a scheduled evaluation); a team-server lease ends with it. */
    async saveRun(
      id: string,
      s: { armed: boolean; correlationArmed: boolean; lastValue: number | null; lastEvaluatedAt: string; nextRunAt: string | null },
    ): Promise<void> {
      await db.run(SAVE_RUN, [s.armed ? 1 : 0, s.correlationArmed ? 1 : 0, s.lastValue, s.lastEvaluatedAt, s.nextRunAt, id]);
    },
    /**
     * The watch as it is now, reusing `known` (read earlier) when the settings PATCH may change are as they were:
     * then only its status and state are read again (no JSON to parse). Undefined when it was deleted.
     */
    async reread(known: WatchRecord): Promise<WatchRecord | undefined> {
      return rereadFrom(known, await db.get<StateRow>(pick(db.dialect, STATE_BY_ID_LOCKED), [known.id]));
    },
    /**
     * `reread` of several watches with one SELECT (in the same order; undefined for a deleted one). Call it inside the
     * transaction that records them, as `reread` (on PostgreSQL it locks their rows until that transaction ends).
     */
    async rereadAll(known: readonly WatchRecord[]): Promise<(WatchRecord | undefined)[]> {
      if (known.length === 0) return [];
      if (known.length === 1) return [await repo.reread(known[0]!)];
      const rows = await db.all<StateRow & { id: string }>(pick(db.dialect, STATES_BY_IDS), [JSON.stringify(known.map((w) => w.id))]);
      const byIdRow = new Map(rows.map((r) => [r.id, r]));
      return Promise.all(known.map((w) => rereadFrom(w, byIdRow.get(w.id))));
    },
  };
  return repo;

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

  async function rereadFrom(known: WatchRecord, s: StateRow | undefined): Promise<WatchRecord | undefined> {
    if (!s) return undefined;
    const same =
      s.threshold === known.threshold &&
      s.interval_min === known.intervalMin &&
      s.hysteresis === known.hysteresis &&
      s.correlation_threshold === known.correlationThreshold &&
      sameChannels(s.channels_json, known);
    if (!same) return repo.get(known.id);
    const fresh = { ...known, status: s.status, ...runState(s) };
    channelsJsonOf.set(fresh, s.channels_json);
    // The sealed signing secret is a non-enumerable getter (withSecret): carried over as it is, still unopened.
    const secret = Object.getOwnPropertyDescriptor(known, 'signingSecret');
    return secret ? Object.defineProperty(fresh, 'signingSecret', secret) : fresh;
  }
}

type StateRow = Pick<
  Row,
  | 'status'
  | 'threshold'
  | 'channels_json'
  | 'interval_min'
  | 'hysteresis'
  | 'correlation_threshold'
  | 'armed'
  | 'correlation_armed'
  | 'last_value'
  | 'last_evaluated_at'
  | 'next_run_at'
>;
export type WatchesRepo = ReturnType<typeof createWatchesRepo>;
