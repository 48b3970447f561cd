// The track record: logs verifiable forecasts, resolves them against USGS and EONET, and scores them.
import { TRACKED_HORIZONS, type TrackRecord, type TrackRecordFilter, type TrackRecordReader } from '../contracts/track-record.js';
import type { HazardAssessment } from '../contracts/risk.js';
import { verifiableEventSchema, type VerifiableEvent } from '../hazards/event-fields.js';
import type { HazardRegistry } from '../hazards/registry.js';
import type { Sql } from '../db/sql.js';
import { isStorageError } from '../db/storage-errors.js';
import type { Clock } from '../shared/clock.js';
import { DAY_MS, utcDay } from '../shared/clock.js';
import { validationError } from '../shared/errors.js';
import { placeCell } from '../shared/geo.js';
import type { EonetClient } from '../sources/eonet/client.js';
import type { UsgsClient } from '../sources/usgs/client.js';
import { toCsv } from './csv.js';
import { createTrackRecordRepo, trackKey, type AggregateFilter, type NewForecastRow, type VerificationSource } from './repo.js';
import { groupForecasts, resolveGroup } from './resolve.js';
import { scoreAggregates } from '../science/scoring.js';
import { fitCalibration, type Calibration } from '../science/recalibration.js';

/** The slice of pino the service uses (Fastify's `app.log` fits). */
export interface TrackLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
const silentLogger: TrackLogger = { info() {}, warn() {}, error() {} };

/**
 * How long after a window ends the source is asked: catalogues and feeds publish events with a lag
 * (USGS reviews within about an hour; EONET curators add events within a day or so).
 */
export const REPORTING_GRACE_MS: Record<VerificationSource, number> = { usgs: 3_600_000, eonet: DAY_MS };

/** Most due forecasts one resolution run takes; the next run takes the rest. */
export const MAX_DUE_PER_RUN = 100_000;
/** Source calls in flight at once during a run (polite to public APIs). */
export const RESOLVE_CONCURRENCY = 4;

export interface TrackedForecastInput {
  hazard: string;
  horizon: string;
  /** 0-100, as published in the API. */
  probabilityPct: number;
  /** The event a feed decides: the forecast's companion, or its own event when that is verifiable. */
  event: VerifiableEvent;
  place: { name: string; lat: number; lng: number };
  issuedAt: Date;
}

export interface ResolveReport {
  due: number;
  resolved: number;
  /** Logged forecasts with no verification source (rows logged before events were checked at logging time). */
  unverifiable: number;
  /** Left pending because their source failed (tried again next run). */
  pending: number;
  sourceCalls: number;
  failedCalls: number;
}

export interface TrackRecordDeps {
  db: Sql;
  clock: Clock;
  clients: { usgs: UsgsClient; eonet: EonetClient };
  /** Which hazards are verifiable (and so logged). */
  hazards: HazardRegistry;
  logger?: TrackLogger;
}

const isTracked = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);
const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** The verification source an event names, and the criterion that source decides it by. */
export function verificationSource(event: VerifiableEvent): {
  source: VerificationSource;
  minMagnitude: number | null;
  category: string | null;
} {
  return event.verifiedBy === 'USGS Earthquake Catalog'
    ? { source: 'usgs', minMagnitude: event.minMagnitude, category: null }
    : { source: 'eonet', minMagnitude: null, category: event.category };
}

/** The row for a forecast of one of the `tracked` hazards, or a reason it cannot be logged. */
export function toRow(input: TrackedForecastInput, tracked: readonly string[]): NewForecastRow | string {
  const { hazard, horizon, place } = input;
  // The type says verifiable; callers outside TypeScript (scripts, old rows re-logged) are checked here.
  const parsed = verifiableEventSchema.safeParse(input.event);
  if (!parsed.success) return 'not a verifiable event (it names neither a USGS minMagnitude nor an EONET category)';
  const event = parsed.data;
  if (!tracked.includes(hazard)) return `hazard ${hazard} is not tracked`;
  if (!isTracked(TRACKED_HORIZONS, horizon)) return `horizon ${horizon} is not tracked`;
  if (!finite(input.probabilityPct) || input.probabilityPct < 0 || input.probabilityPct > 100) return 'probability outside 0-100';
  const windowStartMs = Date.parse(event.windowStart);
  const windowEndMs = Date.parse(event.windowEnd);
  if (!finite(windowStartMs) || !finite(windowEndMs) || windowEndMs < windowStartMs) return 'event window is not a valid interval';
  if (!finite(event.radiusKm) || event.radiusKm <= 0) return 'event radius is not positive';
  const lat = finite(event.center.lat) ? event.center.lat : place.lat;
  const lng = finite(event.center.lng) ? event.center.lng : place.lng;
  const v = verificationSource(event);
  return {
    placeCell: placeCell(place.lat, place.lng),
    placeName: place.name,
    lat,
    lng,
    hazard,
    horizon,
    utcDay: utcDay(input.issuedAt),
    issuedAt: input.issuedAt.toISOString(),
    probability: input.probabilityPct / 100,
    eventJson: JSON.stringify(event),
    radiusKm: event.radiusKm,
    windowStartMs,
    windowEndMs,
    ...v,
    dueAtMs: windowEndMs + REPORTING_GRACE_MS[v.source],
  };
}

/** UTC day of a filter bound; years outside 0000-9999 (ISO allows ±275760) are clamped so days compare as text. */
function filterDay(iso: string): string {
  const t = new Date(iso);
  const year = t.getUTCFullYear();
  if (year > 9999) return '9999-12-31';
  if (year < 0) return '0000-01-01';
  return utcDay(t);
}

export function createTrackRecordService(deps: TrackRecordDeps) {
  const repo = createTrackRecordRepo(deps.db);
  let log: TrackLogger = deps.logger ?? silentLogger;
  let running: Promise<ResolveReport> | null = null;
  let stopped = false;

  /**
   * What is already in the table, per UTC issue day (today's and yesterday's), by `trackKey` (cell, hazard, horizon,
   * issue day, the window's days): rows are never deleted, and the first forecast of a key is the one kept, so a
   * repeat needs no statement at all.
   */
  const present = new Map<string, Set<string>>();
  const isPresent = (day: string, key: string) => present.get(day)?.has(key) ?? false;
  function markPresent(rows: readonly NewForecastRow[]): void {
    for (const r of rows) {
      let day = present.get(r.utcDay);
      if (!day) {
        present.set(r.utcDay, (day = new Set()));
        while (present.size > 2) present.delete([...present.keys()].sort()[0]!);
      }
      day.add(trackKey(r));
    }
  }
  /** The key an input would be logged under, read without validating it (undefined: let toRow say why not). */
  function keyOf(
    input: { hazard: string; horizon: string; place: TrackedForecastInput['place']; event: { windowStart?: unknown; windowEnd?: unknown } },
    day: string,
  ): string | undefined {
    // Callers outside TypeScript may pass anything: toRow checks it; this only reads what parses.
    const windowStartMs = Date.parse(String(input.event?.windowStart));
    const windowEndMs = Date.parse(String(input.event?.windowEnd));
    if (!finite(windowStartMs) || !finite(windowEndMs)) return undefined;
    return trackKey({
      placeCell: placeCell(input.place.lat, input.place.lng),
      hazard: input.hazard,
      horizon: input.horizon,
      utcDay: day,
      windowStartMs,
      windowEndMs,
    });
  }

  /**
   * Logs forecasts (INSERT OR IGNORE per place cell, hazard, horizon, UTC issue day and event window: `trackKey`).
   * Throws only on storage errors.
   */
  async function logForecasts(inputs: readonly TrackedForecastInput[]): Promise<{ logged: number; skipped: string[] }> {
    const rows: NewForecastRow[] = [];
    const skipped: string[] = [];
    for (const input of inputs) {
      const day = utcDay(input.issuedAt);
      const key = keyOf(input, day);
      if (key !== undefined && isPresent(day, key)) continue;
      const row = toRow(input, deps.hazards.tracked);
      if (typeof row === 'string') skipped.push(`${input.hazard}: ${row}`);
      else rows.push(row);
    }
    if (rows.length === 0) return { logged: 0, skipped };
    const logged = await repo.log(rows);
    markPresent(rows);
    return { logged, skipped };
  }

  /**
   * What a scored hazard logs: its companion event when the model gave one, else its own event when the hazard is
   * verifiable; nothing for the rest. A string says why a verifiable hazard's event could not be logged.
   */
  function loggable(h: HazardAssessment): { probabilityPct: number; event: VerifiableEvent } | string | null {
    if (h.status !== 'ok' || h.probability === null || !h.event) return null;
    if (h.companionEvent) return { probabilityPct: h.companionEvent.probability, event: h.companionEvent.event };
    if (!deps.hazards.has(h.hazard) || deps.hazards.get(h.hazard).verification === null) return null;
    const parsed = verifiableEventSchema.safeParse(h.event);
    return parsed.success ? { probabilityPct: h.probability, event: parsed.data } : 'its event names no verifiable criterion';
  }

  function dayRange(filter: TrackRecordFilter): AggregateFilter {
    const fromDay = filter.from ? filterDay(filter.from) : undefined;
    const toDay = filter.to ? filterDay(filter.to) : undefined;
    if (fromDay && toDay && fromDay > toDay) {
      throw validationError([{ field: 'to', message: `must not be before from (${fromDay} > ${toDay})` }]);
    }
    return { hazard: filter.hazard, horizon: filter.horizon, fromDay, toDay };
  }

  async function runResolution(now: Date): Promise<ResolveReport> {
    if (stopped) return { due: 0, resolved: 0, unverifiable: 0, pending: 0, sourceCalls: 0, failedCalls: 0 };
    const due = await repo.due(now.getTime(), MAX_DUE_PER_RUN);
    const report: ResolveReport = { due: due.length, resolved: 0, unverifiable: 0, pending: 0, sourceCalls: 0, failedCalls: 0 };
    const unverifiable = due.filter((f) => !f.source);
    if (unverifiable.length > 0) {
      log.warn(
        { ids: unverifiable.slice(0, 20).map((f) => f.id), count: unverifiable.length },
        'track record: forecasts whose event names neither minMagnitude (USGS) nor category (EONET) are left unresolved',
      );
      await repo.markUnverifiable(unverifiable.map((f) => f.id));
      report.unverifiable = unverifiable.length;
    }
    const queue = groupForecasts(due);
    const worker = async () => {
      for (let g = queue.shift(); g && !stopped; g = queue.shift()) {
        report.sourceCalls++;
        const out = await resolveGroup(g, deps.clients);
        if (!out.ok) {
          report.failedCalls++;
          report.pending += g.forecasts.length;
          log.warn(
            { source: g.source, forecasts: g.forecasts.length, reason: out.reason },
            'track record: source unavailable, forecasts stay pending',
          );
          continue;
        }
        // Read the sum after the write: `report.resolved += await …` would read it before, and lose the other workers'.
        const resolved = await repo.resolve(out.resolutions, deps.clock.now().toISOString());
        report.resolved += resolved;
      }
    };
    await Promise.all(Array.from({ length: RESOLVE_CONCURRENCY }, worker));
    if (report.resolved > 0) await refreshCalibrations();
    if (report.due > 0) log.info({ ...report }, 'track record: resolution run');
    return report;
  }

  /**
   * Companion-link recalibration per EONET hazard, held in memory (the models ask for it synchronously, on every
   * question) and refitted when the number of resolved forecasts has changed: at start, after each resolution run, and
   * (on the team server, where another instance may resolve) whenever `refresh` is called.
   */
  const fits = new Map<string, { resolved: number; calibration: Calibration }>();
  const NO_CALIBRATION = fitCalibration([]);
  async function refreshCalibrations(): Promise<void> {
    for (const hazard of deps.hazards.catalogue.recalibrated) {
      const resolved = await repo.resolvedCount(hazard);
      if (fits.get(hazard)?.resolved === resolved) continue;
      fits.set(hazard, { resolved, calibration: fitCalibration(await repo.resolvedLinks(hazard)) });
    }
  }
  const calibration = (hazard: string): Calibration => fits.get(hazard)?.calibration ?? NO_CALIBRATION;

  const service = {
    /**
     * The recalibration of a hazard's companion link (Platt or isotonic once enough forecasts have resolved; 'none'
     * before), used by the models of the EONET-verified hazards.
     */
    calibration,
    /** Refits the recalibrations whose resolved count changed (at start; periodically on the team server). */
    refresh: refreshCalibrations,

    /** Uses the app's logger once Fastify has made it. */
    useLogger(logger: TrackLogger): void {
      log = logger;
    },

    log: logForecasts,

    /**
     * The hook in risk assess(): logs each scored, tracked hazard of a breakdown (no statement at all for a forecast
     * already logged today). A full or failing disk is thrown (the caller answers 503 storage_full): a forecast that
     * cannot be logged must not be issued, or the public record would silently miss it. Any other failure is logged
     * and the answer goes out regardless.
     */
    async logAssessment(input: {
      place: TrackedForecastInput['place'];
      horizon: string;
      breakdown: readonly HazardAssessment[];
      issuedAt: Date;
    }): Promise<void> {
      try {
        if (!isTracked(TRACKED_HORIZONS, input.horizon)) return;
        const entries: TrackedForecastInput[] = [];
        const skipped: string[] = [];
        const day = utcDay(input.issuedAt);
        for (const h of input.breakdown) {
          // Already logged for this cell, day and window: the first forecast is the one kept, nothing to check or write.
          const event = h.companionEvent?.event ?? h.event;
          const key =
            h.status === 'ok' && event ? keyOf({ hazard: h.hazard, horizon: input.horizon, place: input.place, event }, day) : undefined;
          if (key !== undefined && isPresent(day, key)) continue;
          const logged = loggable(h);
          if (typeof logged === 'string') skipped.push(`${h.hazard}: ${logged}`);
          else if (logged)
            entries.push({ hazard: h.hazard, horizon: input.horizon, ...logged, place: input.place, issuedAt: input.issuedAt });
        }
        if (entries.length > 0) skipped.push(...(await logForecasts(entries)).skipped);
        if (skipped.length) log.warn({ skipped }, 'track record: forecasts not logged');
      } catch (err) {
        if (isStorageError(err)) throw err;
        log.error({ err }, 'track record: logging failed; the forecast was answered anyway');
      }
    },

    /** Resolves every due forecast; runs one at a time (a second call while one runs shares its result). */
    resolveDue(now: Date = deps.clock.now()): Promise<ResolveReport> {
      running ??= runResolution(now).finally(() => {
        running = null;
      });
      return running;
    },

    /** Stops a run in progress after its current source calls (app close); later runs do nothing. */
    async stop(): Promise<void> {
      stopped = true;
      await running?.catch(() => undefined);
    },

    async get(filter: TrackRecordFilter): Promise<TrackRecord> {
      const cells = await repo.aggregates(dayRange(filter));
      const scores = scoreAggregates(cells, deps.hazards.tracked);
      const logged = new Map<string, number>();
      for (const c of cells) logged.set(c.hazard, (logged.get(c.hazard) ?? 0) + c.logged);
      const tracked = scores.perHazard.filter((h) => deps.hazards.tracked.includes(h.hazard));
      const filters: TrackRecordFilter = {};
      for (const k of ['hazard', 'horizon', 'from', 'to'] as const) if (filter[k] !== undefined) Object.assign(filters, { [k]: filter[k] });
      return {
        object: 'service.track_record',
        brierScore: scores.brierScore,
        baselineBrierScore: scores.baselineBrierScore,
        skillVsBaselinePct: scores.skillVsBaselinePct,
        forecastsResolved: scores.resolved,
        forecastsLogged: [...logged.values()].reduce((a, b) => a + b, 0),
        perHazard: tracked.map((h) => ({
          hazard: h.hazard,
          brierScore: h.brierScore,
          baselineBrierScore: h.baselineBrierScore,
          resolved: h.resolved,
          logged: logged.get(h.hazard) ?? 0,
        })),
        reliability: scores.reliability,
        decomposition: scores.decomposition
          ? {
              reliability: scores.decomposition.reliability,
              resolution: scores.decomposition.resolution,
              uncertainty: scores.decomposition.uncertainty,
            }
          : null,
        // Hazards whose forecasts log an EONET companion through a link the track record recalibrates.
        recalibration: deps.hazards.catalogue.recalibrated.map((hazard) => {
          const c = calibration(hazard);
          return {
            hazard: hazard as TrackRecord['recalibration'][number]['hazard'],
            method: c.method,
            resolved: c.n,
            events: c.events,
            platt: c.method === 'platt' ? { a: c.a, b: c.b } : null,
            isotonic: c.method === 'isotonic' ? c.steps : null,
            note: c.method === 'none' ? c.reason : null,
          };
        }),
        filters,
        generatedAt: deps.clock.now().toISOString(),
      };
    },

    /** The resolved forecasts as CSV (header row first), produced page by page. */
    exportCsv(filter: TrackRecordFilter): AsyncIterable<string> {
      return toCsv(repo, dayRange(filter));
    },

    /** Recomputes the aggregate table from the logged rows. */
    rebuildAggregates: () => repo.rebuildAggregates(),
  };
  return service satisfies TrackRecordReader;
}
export type TrackRecordService = ReturnType<typeof createTrackRecordService>;
