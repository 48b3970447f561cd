// SQL for the track record: logged forecasts and the additive aggregates kept in the same transactions.
import type { Database } from 'better-sqlite3';
import { DAY_MS } from '../shared/clock.js';
import { binOf, type BinAggregate } from './scoring.js';

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

export interface DueForecast {
  id: number;
  placeCell: string;
  lat: number;
  lng: number;
  hazard: string;
  horizon: string;
  utcDay: string;
  probability: number;
  radiusKm: number;
  windowStartMs: number;
  windowEndMs: number;
  source: VerificationSource | null;
  minMagnitude: number | null;
  category: string | null;
}

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
export function trackKey(row: Pick<NewForecastRow, 'placeCell' | 'hazard' | 'horizon' | 'utcDay' | 'windowStartMs' | 'windowEndMs'>): string {
  const { first, last } = windowDays(row.windowStartMs, row.windowEndMs);
  return `${row.placeCell}|${row.hazard}|${row.horizon}|${row.utcDay}|${first}|${last}`;
}

const FILTER_SQL = `(@hazard IS NULL OR hazard = @hazard) AND (@horizon IS NULL OR horizon = @horizon)`;

export function createTrackRecordRepo(db: Database) {
  const insert = db.prepare(`
    INSERT OR IGNORE INTO track_forecasts (place_cell, place_name, lat, lng, hazard, horizon, utc_day, issued_at, probability,
      event_json, radius_km, window_start_ms, window_end_ms, source, min_magnitude, category, due_at_ms)
    VALUES (@placeCell, @placeName, @lat, @lng, @hazard, @horizon, @utcDay, @issuedAt, @probability,
      @eventJson, @radiusKm, @windowStartMs, @windowEndMs, @source, @minMagnitude, @category, @dueAtMs)`);
  const bumpLogged = db.prepare(`
    INSERT INTO track_aggregates (hazard, horizon, day, bin, logged) VALUES (?, ?, ?, ?, 1)
    ON CONFLICT (hazard, horizon, day, bin) DO UPDATE SET logged = logged + 1`);
  const addResolved = db.prepare(`
    INSERT INTO track_aggregates (hazard, horizon, day, bin, n, sum_p, sum_p2, sum_o, sum_po) VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?)
    ON CONFLICT (hazard, horizon, day, bin) DO UPDATE SET n = n + 1, sum_p = sum_p + excluded.sum_p,
      sum_p2 = sum_p2 + excluded.sum_p2, sum_o = sum_o + excluded.sum_o, sum_po = sum_po + excluded.sum_po`);
  const markResolved = db.prepare(
    `UPDATE track_forecasts SET status = 'resolved', outcome = ?, resolved_at = ?, evidence = ? WHERE id = ? AND status = 'pending'`,
  );
  const markUnverifiable = db.prepare(`UPDATE track_forecasts SET status = 'unverifiable' WHERE id = ? AND status = 'pending'`);
  const due = db.prepare(`
    SELECT id, place_cell AS placeCell, lat, lng, hazard, horizon, utc_day AS utcDay, probability, radius_km AS radiusKm,
      window_start_ms AS windowStartMs, window_end_ms AS windowEndMs, source, min_magnitude AS minMagnitude, category
    FROM track_forecasts WHERE status = 'pending' AND due_at_ms <= ? ORDER BY due_at_ms LIMIT ?`);
  const aggregates = db.prepare(`
    SELECT hazard, bin, SUM(logged) AS logged, SUM(n) AS n, SUM(sum_p) AS sumP, SUM(sum_p2) AS sumP2, SUM(sum_o) AS sumO,
      SUM(sum_po) AS sumPO
    FROM track_aggregates
    WHERE ${FILTER_SQL} AND (@fromDay IS NULL OR day >= @fromDay) AND (@toDay IS NULL OR day <= @toDay)
    GROUP BY hazard, bin`);
  const exportPage = db.prepare(`
    SELECT id, issued_at, utc_day, hazard, horizon, place_name, place_cell, lat, lng, probability, outcome, window_start_ms,
      window_end_ms, radius_km, min_magnitude, category, source, resolved_at, event_json, evidence
    FROM track_forecasts
    WHERE status = 'resolved' AND id > @after AND ${FILTER_SQL}
      AND (@fromDay IS NULL OR utc_day >= @fromDay) AND (@toDay IS NULL OR utc_day <= @toDay)
    ORDER BY id LIMIT @limit`);

  const resolvedOf = db.prepare(`SELECT probability, outcome, event_json AS eventJson FROM track_forecasts WHERE status = 'resolved' AND hazard = ?`);
  const resolvedCount = db.prepare(`SELECT COUNT(*) AS n FROM track_forecasts WHERE status = 'resolved' AND hazard = ?`);

  const logOne = (row: NewForecastRow): boolean => {
    if (insert.run(row).changes === 0) return false;
    bumpLogged.run(row.hazard, row.horizon, row.utcDay, binOf(row.probability));
    return true;
  };

  const logTx = db.transaction((rows: readonly NewForecastRow[]): number => rows.filter(logOne).length);
  const resolveTx = db.transaction((resolutions: readonly Resolution[], resolvedAt: string): number => {
    let done = 0;
    for (const { forecast: f, outcome, evidence } of resolutions) {
      if (markResolved.run(outcome, resolvedAt, evidence.length ? evidence.join(' ') : null, f.id).changes === 0) continue;
      const p = f.probability;
      addResolved.run(f.hazard, f.horizon, f.utcDay, binOf(p), p, p * p, outcome, p * outcome);
      done++;
    }
    return done;
  });
  const unverifiableTx = db.transaction((ids: readonly number[]): void => {
    for (const id of ids) markUnverifiable.run(id);
  });
  const rebuildTx = db.transaction((): void => {
    db.exec(`
        DELETE FROM track_aggregates;
        INSERT INTO track_aggregates (hazard, horizon, day, bin, logged, n, sum_p, sum_p2, sum_o, sum_po)
        SELECT hazard, horizon, utc_day, MIN(9, MAX(0, CAST(probability * 10 AS INTEGER))), COUNT(*),
          SUM(status = 'resolved'),
          SUM(CASE WHEN status = 'resolved' THEN probability ELSE 0 END),
          SUM(CASE WHEN status = 'resolved' THEN probability * probability ELSE 0 END),
          SUM(CASE WHEN status = 'resolved' THEN outcome ELSE 0 END),
          SUM(CASE WHEN status = 'resolved' THEN probability * outcome ELSE 0 END)
        FROM track_forecasts GROUP BY 1, 2, 3, 4;`);
  });

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
    log: (rows: readonly NewForecastRow[]): number => logTx(rows),

    /** Pending forecasts whose window (plus the source's reporting grace) has ended, oldest first. */
    due(nowMs: number, limit: number): DueForecast[] {
      return due.all(nowMs, limit) as DueForecast[];
    },

    /** Records outcomes and adds them to the aggregates in one transaction; a row resolved twice counts once. */
    resolve: (resolutions: readonly Resolution[], resolvedAt: string): number => resolveTx(resolutions, resolvedAt),

    markUnverifiable: (ids: readonly number[]): void => unverifiableTx(ids),

    /** Summed cells (hazard × bin) over the filter, from the aggregate table. */
    aggregates(f: AggregateFilter): AggregateCell[] {
      return aggregates.all(params(f)) as AggregateCell[];
    },

    /** One page of resolved forecasts after id `after` (keyset paging: no statement stays open between pages). */
    exportPage(f: AggregateFilter, after: number, limit: number): ExportRow[] {
      return exportPage.all({ ...params(f), after, limit }) as ExportRow[];
    },

    /**
     * Resolved forecasts of a hazard as (raw link probability, outcome): the event's `linkProbability` when it logged
     * one (the companion link before recalibration), else the probability as published.
     */
    resolvedLinks(hazard: string): { p: number; o: 0 | 1 }[] {
      return (resolvedOf.all(hazard) as { probability: number; outcome: number; eventJson: string }[]).map((r) => {
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

    resolvedCount: (hazard: string): number => (resolvedCount.get(hazard) as { n: number }).n,

    /** Recomputes the aggregates from the rows (repair, and tests that the incremental sums agree). */
    rebuildAggregates: (): void => rebuildTx(),
  };
}
export type TrackRecordRepo = ReturnType<typeof createTrackRecordRepo>;
