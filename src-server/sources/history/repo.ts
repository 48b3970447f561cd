// The history store's repository: kept series by (series, cell). A small async interface of its own, so the store can
// move behind another database; createHistoryRepo keeps it in table source_history (migration 0080) through the
// storage seam (db/sql.ts): SQLite on the desktop, the team server's shared PostgreSQL.
import type { Sql } from '../../db/sql.js';
import type { KeptSeries } from './series.js';

export interface HistoryRepo {
  get(series: string, cell: string): Promise<KeptSeries | undefined>;
  put(kept: KeptSeries): Promise<void>;
}

interface Row {
  series: string;
  cell: string;
  first_day: string;
  last_day: string;
  body_json: string;
  provenance_json: string;
  fetched_at_ms: number;
  checked_at_ms: number;
}

const SELECT = 'SELECT * FROM source_history WHERE series = ? AND cell = ?';
const UPSERT = `INSERT INTO source_history (series, cell, first_day, last_day, body_json, provenance_json, fetched_at_ms, checked_at_ms)
     VALUES (@series, @cell, @first_day, @last_day, @body_json, @provenance_json, @fetched_at_ms, @checked_at_ms)
     ON CONFLICT (series, cell) DO UPDATE SET first_day = excluded.first_day, last_day = excluded.last_day,
       body_json = excluded.body_json, provenance_json = excluded.provenance_json,
       fetched_at_ms = excluded.fetched_at_ms, checked_at_ms = excluded.checked_at_ms`;

export function createHistoryRepo(db: Sql): HistoryRepo {
  return {
    async get(series, cell) {
      const row = await db.get<Row>(SELECT, [series, cell]);
      if (!row) return undefined;
      try {
        const body = JSON.parse(row.body_json) as { columns: KeptSeries['columns']; source: KeptSeries['source'] };
        return {
          series: row.series,
          cell: row.cell,
          first: row.first_day,
          last: row.last_day,
          columns: body.columns,
          source: body.source,
          provenance: JSON.parse(row.provenance_json) as KeptSeries['provenance'],
          fetchedAtMs: row.fetched_at_ms,
          checkedAtMs: row.checked_at_ms,
        };
      } catch {
        return undefined; // a corrupt row is fetched again, not a crash
      }
    },
    async put(k) {
      await db.run(UPSERT, {
        series: k.series,
        cell: k.cell,
        first_day: k.first,
        last_day: k.last,
        body_json: JSON.stringify({ columns: k.columns, source: k.source }),
        provenance_json: JSON.stringify(k.provenance),
        fetched_at_ms: k.fetchedAtMs,
        checked_at_ms: k.checkedAtMs,
      });
    },
  };
}
