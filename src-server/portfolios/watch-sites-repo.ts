// The trigger state of each site of a portfolio watch (table portfolio_watch_sites, migration 0161): armed per site, so
// a site fires once when it crosses and again only after it falls back below.
import type { Sql } from '../db/sql.js';
import type { TriggerState } from '../watches/trigger.js';

export interface SiteState extends TriggerState {
  lastValue: number | null;
}

interface Row {
  site_id: string;
  armed: number;
  correlation_armed: number;
  last_value: number | null;
}

const UPSERT = `INSERT INTO portfolio_watch_sites (watch_id, site_id, armed, correlation_armed, last_value)
  VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (watch_id, site_id) DO UPDATE SET armed = excluded.armed, correlation_armed = excluded.correlation_armed,
    last_value = excluded.last_value`;

export function createWatchSitesRepo(db: Sql) {
  const on = (q: Sql) => ({
    on,
    /** Every site's state the watch has recorded (a site never evaluated has none: it starts armed). */
    async states(watchId: string): Promise<Map<string, SiteState>> {
      const rows = await q.all<Row>('SELECT site_id, armed, correlation_armed, last_value FROM portfolio_watch_sites WHERE watch_id = ?', [
        watchId,
      ]);
      return new Map(
        rows.map((r) => [r.site_id, { armed: r.armed === 1, correlationArmed: r.correlation_armed === 1, lastValue: r.last_value }]),
      );
    },
    async save(watchId: string, siteId: string, s: SiteState): Promise<void> {
      await q.run(UPSERT, [watchId, siteId, s.armed ? 1 : 0, s.correlationArmed ? 1 : 0, s.lastValue]);
    },
  });
  return on(db);
}
export type WatchSitesRepo = ReturnType<typeof createWatchSitesRepo>;
