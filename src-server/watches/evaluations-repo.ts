// watch_evaluations access: every evaluation of a watch (values, decision), newest first.
import type { Sql } from '../db/sql.js';
import type { HazardId } from '../contracts/enums.js';
import type { HazardValues, TriggerDecision, TriggerReason } from './trigger.js';

export interface EvaluationRecord {
  id: number;
  watchId: string;
  evaluatedAt: string;
  trigger: 'scheduled' | 'manual';
  /** The monitored metric's value (null when unknown). */
  value: number | null;
  /** Every hazard evaluated, with its three metrics and status. */
  values: Partial<Record<HazardId, HazardValues & { status: string }>>;
  decision: TriggerDecision;
  fired: boolean;
  reasons: TriggerReason[];
  error: string | null;
  /** Age of the oldest data the scored hazards used, in seconds (null when nothing was scored, or before 0090). */
  dataAgeSec: number | null;
  /** A portfolio watch's sites, each with its own decision (absent for a watch on one place). */
  sites?: SiteEvaluation[];
}

export interface SiteEvaluation {
  siteId: string;
  siteName: string;
  value: number | null;
  /** The monitored hazard's status at the site: ok, pending or unavailable. */
  status: string;
  decision: TriggerDecision;
  reasons: TriggerReason[];
}

interface Row {
  id: number;
  watch_id: string;
  evaluated_at: string;
  trigger: 'scheduled' | 'manual';
  value: number | null;
  values_json: string;
  decision: TriggerDecision;
  fired: number;
  reasons_json: string;
  error: string | null;
  data_age_sec: number | null;
  sites_json?: string | null;
}

/**
 * The hazards' values of a stored evaluation: one object per hazard, as every version has written them; anything else
 * in the column (a hand-edited or damaged row) is left out rather than failing the whole history with a 500.
 */
function valuesOf(json: string): EvaluationRecord['values'] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(([, v]) => v !== null && typeof v === 'object' && !Array.isArray(v)),
  ) as EvaluationRecord['values'];
}

const fromRow = (r: Row): EvaluationRecord => ({
  id: r.id,
  watchId: r.watch_id,
  evaluatedAt: r.evaluated_at,
  trigger: r.trigger,
  value: r.value,
  values: valuesOf(r.values_json),
  decision: r.decision,
  fired: r.fired === 1,
  reasons: JSON.parse(r.reasons_json) as TriggerReason[],
  error: r.error,
  dataAgeSec: r.data_age_sec,
  ...(r.sites_json ? { sites: JSON.parse(r.sites_json) as SiteEvaluation[] } : {}),
});

// Positional: a tick inserts one for every watch.
const INSERT = `INSERT INTO watch_evaluations
    (watch_id, evaluated_at, trigger, value, values_json, decision, fired, reasons_json, error, data_age_sec, sites_json)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`;
const BY_WATCH = 'SELECT * FROM watch_evaluations WHERE watch_id = ? ORDER BY id DESC LIMIT ?';

export function createEvaluationsRepo(db: Sql) {
  // The watches of one group share one values object: its JSON is made once.
  const valuesJson = new WeakMap<object, string>();
  const jsonOf = (values: EvaluationRecord['values']): string => {
    let json = valuesJson.get(values);
    if (json === undefined) valuesJson.set(values, (json = JSON.stringify(values)));
    return json;
  };
  const on = (q: Sql) => ({
    /** The same repository on a transaction. */
    on,
    async insert(e: Omit<EvaluationRecord, 'id'>): Promise<EvaluationRecord> {
      const row = await q.get<{ id: number }>(INSERT, [
        e.watchId,
        e.evaluatedAt,
        e.trigger,
        e.value,
        jsonOf(e.values),
        e.decision,
        e.fired ? 1 : 0,
        JSON.stringify(e.reasons),
        e.error,
        e.dataAgeSec,
        e.sites ? JSON.stringify(e.sites) : null,
      ]);
      return { ...e, id: row!.id };
    },
    listForWatch: async (watchId: string, limit = 50): Promise<EvaluationRecord[]> =>
      (await q.all<Row>(BY_WATCH, [watchId, limit])).map(fromRow),
  });
  return on(db);
}
export type EvaluationsRepo = ReturnType<typeof createEvaluationsRepo>;
