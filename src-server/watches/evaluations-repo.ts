// watch_evaluations access: every evaluation of a watch (values, decision), newest first.
import type { Database } from 'better-sqlite3';
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
}

const fromRow = (r: Row): EvaluationRecord => ({
  id: r.id,
  watchId: r.watch_id,
  evaluatedAt: r.evaluated_at,
  trigger: r.trigger,
  value: r.value,
  values: JSON.parse(r.values_json) as EvaluationRecord['values'],
  decision: r.decision,
  fired: r.fired === 1,
  reasons: JSON.parse(r.reasons_json) as TriggerReason[],
  error: r.error,
});

export function createEvaluationsRepo(db: Database) {
  const insert = db.prepare(`INSERT INTO watch_evaluations
      (watch_id, evaluated_at, trigger, value, values_json, decision, fired, reasons_json, error)
      VALUES (@watchId, @evaluatedAt, @trigger, @value, @values, @decision, @fired, @reasons, @error)`);
  const byWatch = db.prepare('SELECT * FROM watch_evaluations WHERE watch_id = ? ORDER BY id DESC LIMIT ?');
  return {
    insert(e: Omit<EvaluationRecord, 'id'>): EvaluationRecord {
      const info = insert.run({
        ...e,
        values: JSON.stringify(e.values),
        fired: e.fired ? 1 : 0,
        reasons: JSON.stringify(e.reasons),
      });
      return { ...e, id: Number(info.lastInsertRowid) };
    },
    listForWatch: (watchId: string, limit = 50): EvaluationRecord[] => (byWatch.all(watchId, limit) as Row[]).map(fromRow),
  };
}
export type EvaluationsRepo = ReturnType<typeof createEvaluationsRepo>;
