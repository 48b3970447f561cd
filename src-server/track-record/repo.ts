// SQL for the track record: logged forecasts and the additive aggregates kept in the same transactions.
import { pick, type Sql } from '../db/sql.js';
import { DAY_MS } from '../shared/clock.js';
import { binOf, type BinAggregate } from '../science/scoring.js';

export type VerificationSource = 'usgs' | 'eonet';

export interface NewForecastRow {
  placeCell: string;
  placeName: string;
  lat: number;
  lng: number;
  hazard: string;
  horizon: string;
  utcDay: string;
  issuedAt: string;
  /** 0-1. */
  probability: number;
  eventJson: string;
  radiusKm: number;
  windowStartMs: number;
  windowEndMs: number;
  source: VerificationSource | null;
  minMagnitude: number | null;
  category: string | null;
  dueAtMs: number;
}

/** A logged forecast whose window has ended: what resolving it reads of the row. */
export type DueForecast = { id: number } & Omit<NewForecastRow, 'placeName' | 'issuedAt' | 'eventJson' | 'dueAtMs'>;

export interface Resolution {
  forecast: DueForecast;
  outcome: 0 | 1;
  /** Ids of the observed events that decided it (first few). */
  evidence: string[];
}

export interface AggregateFilter {
  hazard?: string;
  horizon?: string;
  /** Inclusive issue days `YYYY-MM-DD`. */
  fromDay?: string;
  toDay?: string;
}

export interface AggregateCell extends BinAggregate {
  logged: number;
}

export interface ExportRow {
  id: number;
  issued_at: string;
  utc_day: string;
  hazard: string;
  horizon: string;
  place_name: string;
  place_cell: string;
  lat: number;
  lng: number;
  probability: number;
  outcome: number;
  window_start_ms: number;
  window_end_ms: number;
  radius_km: number;
  min_magnitude: number | null;
  category: string | null;
  source: string | null;
  resolved_at: string;
  event_json: string;
  evidence: string | null;
}

/**
 * The event window as the de-duplication key counts it: the UTC days of its start and of its end, in whole days since
 * 1970. The end's own day (not the last day inside the window): a default window starts at the moment of asking, so
 * the same question asked at 00:00 and at 20:00 of one day ends on one day and weighs once. The unique index `track_forecasts_once` (migration 0060) computes the same two numbers
 * in SQL; a cache that skips repeats before asking the database must use this.
 */
export function windowDays(windowStartMs: number, windowEndMs: number): { first: number; last: number } {
  return { first: Math.trunc(windowStartMs / DAY_MS), last: Math.trunc(windowEndMs / DAY_MS) };
}

/** A logged forecast's de-duplication key: place cell, hazard, horizon, UTC issue day and the window's days. */
export function trackKey(
  row: Pick<NewForecastRow, 'placeCell' | 'hazard' | 'horizon' | 'utcDay' | 'windowStartMs' | 'windowEndMs'>,
): string {
  const { first, last } = windowDays(row.windowStartMs, row.windowEndMs);
  return `${row.placeCell}|${row.hazard}|${row.horizon}|${row.utcDay}|${first}|${last}`;
}

// The casts say what the parameters are where PostgreSQL cannot tell (`$1 IS NULL`); SQLite takes them as they are.
const FILTER_SQL = `(CAST(@hazard AS TEXT) IS NULL OR hazard = @hazard) AND (CAST(@horizon AS TEXT) IS NULL OR horizon = @horizon)`;
const DAYS_SQL = (column: string) =>
  `(CAST(@fromDay AS TEXT) IS NULL OR ${column} >= @fromDay) AND (CAST(@toDay AS TEXT) IS NULL OR ${column} <= @toDay)`;

// A forecast already logged for its key (`trackKey`: the unique index track_forecasts_once) is skipped.
const INSERT = `
  INSERT INTO track_forecasts (place_cell, place_name, lat, lng, hazard, horizon, utc_day, issued_at, probability,
    event_json, radius_km, window_start_ms, window_end_ms, source, min_magnitude, category, due_at_ms)
  VALUES (@placeCell, @placeName, @lat, @lng, @hazard, @horizon, @utcDay, @issuedAt, @probability,
    @eventJson, @radiusKm, @windowStartMs, @windowEndMs, @source, @minMagnitude, @category, @dueAtMs)
  ON CONFLICT DO NOTHING`;
const BUMP_LOGGED = `
  INSERT INTO track_aggregates (hazard, horizon, day, bin, logged) VALUES (?, ?, ?, ?, 1)
  ON CONFLICT (hazard, horizon, day, bin) DO UPDATE SET logged = track_aggregates.logged + 1`;
const ADD_RESOLVED = `
  INSERT INTO track_aggregates (hazard, horizon, day, bin, n, sum_p, sum_p2, sum_o, sum_po) VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?)
  ON CONFLICT (hazard, horizon, day, bin) DO UPDATE SET n = track_aggregates.n + 1,
    sum_p = track_aggregates.sum_p + excluded.sum_p, sum_p2 = track_aggregates.sum_p2 + excluded.sum_p2,
    sum_o = track_aggregates.sum_o + excluded.sum_o, sum_po = track_aggregates.sum_po + excluded.sum_po`;
const MARK_RESOLVED = `UPDATE track_forecasts SET status = 'resolved', outcome = ?, resolved_at = ?, evidence = ? WHERE id = ? AND status = 'pending'`;
const MARK_UNVERIFIABLE = `UPDATE track_forecasts SET status = 'unverifiable' WHERE id = ? AND status = 'pending'`;
const DUE = `
  SELECT id, place_cell AS "placeCell", lat, lng, hazard, horizon, utc_day AS "utcDay", probability, radius_km AS "radiusKm",
    window_start_ms AS "windowStartMs", window_end_ms AS "windowEndMs", source, min_magnitude AS "minMagnitude", category
  FROM track_forecasts WHERE status = 'pending' AND due_at_ms <= ? ORDER BY due_at_ms LIMIT ?`;
const AGGREGATES = `
  SELECT hazard, bin, SUM(logged) AS logged, SUM(n) AS n, SUM(sum_p) AS "sumP", SUM(sum_p2) AS "sumP2", SUM(sum_o) AS "sumO",
    SUM(sum_po) AS "sumPO"
  FROM track_aggregates
  WHERE ${FILTER_SQL} AND ${DAYS_SQL('day')}
  GROUP BY hazard, bin`;
const EXPORT_PAGE = `
  SELECT id, issued_at, utc_day, hazard, horizon, place_name, place_cell, lat, lng, probability, outcome, window_start_ms,
    window_end_ms, radius_km, min_magnitude, category, source, resolved_at, event_json, evidence
  FROM track_forecasts
  WHERE status = 'resolved' AND id > @after AND ${FILTER_SQL}
    AND ${DAYS_SQL('utc_day')}
  ORDER BY id LIMIT @limit`;
const RESOLVED_OF = `SELECT probability, outcome, event_json AS "eventJson" FROM track_forecasts WHERE status = 'resolved' AND hazard = ?`;
const RESOLVED_COUNT = `SELECT COUNT(*) AS n FROM track_forecasts WHERE status = 'resolved' AND hazard = ?`;
/** The bin of a probability, as binOf computes it: floor(p × 10) within 0-9 (a CAST rounds on PostgreSQL). */
const BIN_SQL = {
  sqlite: 'MIN(9, MAX(0, CAST(probability * 10 AS INTEGER)))',
  postgres: 'LEAST(9, GREATEST(0, FLOOR(probability * 10)::integer))',
};
const rebuildSql = (binSql: string) => `
  INSERT INTO track_aggregates (hazard, horizon, day, bin, logged, n, sum_p, sum_p2, sum_o, sum_po)
  SELECT hazard, horizon, utc_day, ${binSql}, COUNT(*),
    SUM(CASE WHEN status = 'resolved' THEN 1 ELSE 0 END),
    SUM(CASE WHEN status = 'resolved' THEN probability ELSE 0 END),
    SUM(CASE WHEN status = 'resolved' THEN probability * probability ELSE 0 END),
    SUM(CASE WHEN status = 'resolved' THEN outcome ELSE 0 END),
    SUM(CASE WHEN status = 'resolved' THEN probability * outcome ELSE 0 END)
  FROM track_forecasts GROUP BY 1, 2, 3, 4`;

export function createTrackRecordRepo(db: Sql) {
  const params = (f: AggregateFilter) => ({
    hazard: f.hazard ?? null,
    horizon: f.horizon ?? null,
    fromDay: f.fromDay ?? null,
    toDay: f.toDay ?? null,
  });

  return {
    /**
     * Inserts the forecasts not yet logged for their key (`trackKey`: cell, hazard, horizon, issue day, window days);
     * returns how many were new.
     */
    log: (rows: readonly NewForecastRow[]): Promise<number> =>
      db.transaction(async (tx) => {
        let logged = 0;
        for (const row of rows) {
          if ((await tx.run(INSERT, row)).changes === 0) continue;
          await tx.run(BUMP_LOGGED, [row.hazard, row.horizon, row.utcDay, binOf(row.probability)]);
          logged++;
        }
        return logged;
      }),

    /** Pending forecasts whose window (plus the source's reporting grace) has ended, oldest first. */
    due: (nowMs: number, limit: number): Promise<DueForecast[]> => db.all<DueForecast>(DUE, [nowMs, limit]),

    /** Records outcomes and adds them to the aggregates in one transaction; a row resolved twice counts once. */
    resolve: (resolutions: readonly Resolution[], resolvedAt: string): Promise<number> =>
      db.transaction(async (tx) => {
        let done = 0;
        for (const { forecast: f, outcome, evidence } of resolutions) {
          // Resolved already (another instance, or an earlier run cut short): its sums are in the aggregates.
          if ((await tx.run(MARK_RESOLVED, [outcome, resolvedAt, evidence.length ? evidence.join(' ') : null, f.id])).changes === 0)
            continue;
          const p = f.probability;
          await tx.run(ADD_RESOLVED, [f.hazard, f.horizon, f.utcDay, binOf(p), p, p * p, outcome, p * outcome]);
          done++;
        }
        return done;
      }),

    markUnverifiable: (ids: readonly number[]): Promise<void> =>
      db.transaction(async (tx) => {
        for (const id of ids) await tx.run(MARK_UNVERIFIABLE, [id]);
      }),

    /** Summed cells (hazard × bin) over the filter, from the aggregate table. */
    aggregates: (f: AggregateFilter): Promise<AggregateCell[]> => db.all<AggregateCell>(AGGREGATES, params(f)),

    /** One page of resolved forecasts after id `after` (keyset paging: no statement stays open between pages). */
    exportPage: (f: AggregateFilter, after: number, limit: number): Promise<ExportRow[]> =>
      db.all<ExportRow>(EXPORT_PAGE, { ...params(f), after, limit }),

    /**
     * Resolved forecasts of a hazard as (raw link probability, outcome): the event's `linkProbability` when it logged
     * one (the companion link before recalibration), else the probability as published.
     */
    async resolvedLinks(hazard: string): Promise<{ p: number; o: 0 | 1 }[]> {
      return (await db.all<{ probability: number; outcome: number; eventJson: string }>(RESOLVED_OF, [hazard])).map((r) => {
        let p = r.probability;
        try {
          const link = (JSON.parse(r.eventJson) as { linkProbability?: unknown }).linkProbability;
          if (typeof link === 'number' && Number.isFinite(link)) p = link;
        } catch {
          // a row whose JSON does not parse keeps its published probability
        }
        return { p, o: r.outcome === 1 ? 1 : 0 };
      });
    },

    resolvedCount: async (hazard: string): Promise<number> => (await db.get<{ n: number }>(RESOLVED_COUNT, [hazard]))!.n,

    /** Recomputes the aggregates from the rows (repair, and tests that the incremental sums agree). */
    rebuildAggregates: (): Promise<void> =>
      db.transaction(async (tx) => {
        await tx.run('DELETE FROM track_aggregates');
        await tx.run(rebuildSql(pick(tx.dialect, BIN_SQL)));
      }),
  };
}
export type TrackRecordRepo = ReturnType<typeof createTrackRecordRepo>;
