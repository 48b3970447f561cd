// The history store's repository: kept series by (series, cell). A small async interface of its own, so the store can
// move behind another database; createSqliteHistoryRepo is the SQLite one (table source_history, migration 0080).
import type { Database } from 'better-sqlite3';
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

export function createSqliteHistoryRepo(db: Database): HistoryRepo {
  const select = db.prepare<[string, string], Row>('SELECT * FROM source_history WHERE series = ? AND cell = ?');
  const upsert = db.prepare(
    `INSERT INTO source_history (series, cell, first_day, last_day, body_json, provenance_json, fetched_at_ms, checked_at_ms)
     VALUES (@series, @cell, @first_day, @last_day, @body_json, @provenance_json, @fetched_at_ms, @checked_at_ms)
     ON CONFLICT (series, cell) DO UPDATE SET first_day = excluded.first_day, last_day = excluded.last_day,
       body_json = excluded.body_json, provenance_json = excluded.provenance_json,
       fetched_at_ms = excluded.fetched_at_ms, checked_at_ms = excluded.checked_at_ms`,
  );
  return {
    async get(series, cell) {
      const row = select.get(series, cell);
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
      upsert.run({
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
