// Delivery health of each watch, for the watch list: counts by status and a verdict from the latest notification
// to each of its channels (an old failure that a later delivery to the same channel made good is history, not health).
import type { Sql } from '../db/sql.js';
import type { DeliveryHealth } from '../contracts/watches.js';

interface LatestRow {
  watch_id: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

export const NO_DELIVERIES: DeliveryHealth = {
  status: 'none',
  delivered: 0,
  failed: 0,
  pending: 0,
  queued: 0,
  lastDeliveredAt: null,
  lastError: null,
};

/** The verdict from the latest delivery per channel: the worst of them wins. */
export function healthStatus(latest: readonly { status: string; attempts: number }[]): DeliveryHealth['status'] {
  if (latest.length === 0) return 'none';
  if (latest.some((d) => d.status === 'failed')) return 'failing';
  if (latest.some((d) => (d.status === 'pending' || d.status === 'sending') && d.attempts > 0)) return 'retrying';
  if (latest.some((d) => d.status === 'queued')) return 'waiting';
  if (latest.some((d) => d.status === 'pending' || d.status === 'sending')) return 'sending';
  return 'ok';
}

// `@watch` null: every watch; else only that one (the cast tells PostgreSQL what the parameter is).
const COUNTS = `SELECT watch_id, status, COUNT(*) AS n, MAX(delivered_at) AS last_delivered
  FROM deliveries WHERE CAST(@watch AS TEXT) IS NULL OR watch_id = @watch GROUP BY watch_id, status`;
// The newest delivery per (watch, channel): ROW_NUMBER over created_at, insertion order (rowid) as the tie-break.
const LATEST = `SELECT watch_id, status, attempts, last_error FROM (
    SELECT watch_id, status, attempts, last_error,
           ROW_NUMBER() OVER (PARTITION BY watch_id, channel_index ORDER BY created_at DESC, rowid DESC) AS rn
    FROM deliveries WHERE CAST(@watch AS TEXT) IS NULL OR watch_id = @watch) latest WHERE rn = 1`;

export function createDeliveryHealth(db: Sql) {
  /** Health of every watch that has deliveries (others: NO_DELIVERIES). Two grouped queries, whatever the count. */
  async function all(watch: string | null = null): Promise<Map<string, DeliveryHealth>> {
    const out = new Map<string, DeliveryHealth>();
    const get = (id: string) => {
      let h = out.get(id);
      if (!h) out.set(id, (h = { ...NO_DELIVERIES }));
      return h;
    };
    for (const r of await db.all<{ watch_id: string; status: string; n: number; last_delivered: string | null }>(COUNTS, { watch })) {
      const h = get(r.watch_id);
      if (r.status === 'delivered') {
        h.delivered += r.n;
        h.lastDeliveredAt = r.last_delivered;
      } else if (r.status === 'failed') h.failed += r.n;
      else if (r.status === 'queued') h.queued += r.n;
      else h.pending += r.n;
    }
    const byWatch = new Map<string, LatestRow[]>();
    for (const r of await db.all<LatestRow>(LATEST, { watch })) byWatch.set(r.watch_id, [...(byWatch.get(r.watch_id) ?? []), r]);
    for (const [id, rows] of byWatch) {
      const h = get(id);
      h.status = healthStatus(rows);
      h.lastError = rows.find((r) => r.status !== 'delivered' && r.last_error)?.last_error ?? null;
    }
    return out;
  }

  return {
    all: () => all(),
    of: async (watchId: string): Promise<DeliveryHealth> => (await all(watchId)).get(watchId) ?? { ...NO_DELIVERIES },
  };
}
export type DeliveryHealthReader = ReturnType<typeof createDeliveryHealth>;
