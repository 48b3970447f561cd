// Track-record service over an in-memory database with scripted sources: logging, dedupe, grouping,
// failures left pending, unverifiable events, scores and the aggregates kept in step with the rows.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { openTestDb } from '../../helpers/test-db.js';
import type { HazardAssessment } from '../../../src-server/contracts/risk.js';
import { createManualClock } from '../../../src-server/shared/clock.js';
import type { EonetClient } from '../../../src-server/sources/eonet/client.js';
import type { EonetEvent } from '../../../src-server/sources/eonet/normalize.js';
import type { SourceOutcome } from '../../../src-server/sources/types.js';
import type { QuakeQuery, UsgsClient } from '../../../src-server/sources/usgs/client.js';
import type { Quake } from '../../../src-server/sources/usgs/normalize.js';
import { decideEonet, decideQuake, groupForecasts } from '../../../src-server/track-record/resolve.js';
import type { DueForecast } from '../../../src-server/track-record/repo.js';
import {
  createTrackRecordService,
  toRow,
  verificationSource,
  type TrackedForecastInput,
  type TrackLogger,
} from '../../../src-server/track-record/service.js';
import { createTrackRecordRepo, trackKey } from '../../../src-server/track-record/repo.js';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';
import type { VerifiableEvent } from '../../../src-server/hazards/event-fields.js';
import type { HeatEvent } from '../../../src-server/hazards/heat/event.js';

const DAY = 86_400_000;
const TOKYO = { name: 'Tokyo, Japan', lat: 35.68, lng: 139.69 };

type UsgsEvent = Extract<VerifiableEvent, { verifiedBy: 'USGS Earthquake Catalog' }>;

function quakeForecast(
  issued: string,
  probabilityPct: number,
  over: Partial<TrackedForecastInput> = {},
): TrackedForecastInput & { event: UsgsEvent } {
  const start = new Date(issued);
  return {
    hazard: 'earthquake',
    horizon: '7d',
    probabilityPct,
    place: TOKYO,
    issuedAt: start,
    event: {
      hazard: 'earthquake',
      description: 'At least one M5.0+ earthquake within 150 km of Tokyo',
      radiusKm: 150,
      windowStart: start.toISOString(),
      windowEnd: new Date(start.getTime() + 7 * DAY).toISOString(),
      minMagnitude: 5,
      center: { lat: TOKYO.lat, lng: TOKYO.lng },
      verifiedBy: 'USGS Earthquake Catalog',
    },
    ...over,
  } as TrackedForecastInput & { event: UsgsEvent };
}

/** The same forecast about another event window (a calendar period the question named). */
function inWindow<F extends ReturnType<typeof quakeForecast>>(f: F, start: string, end: string): F {
  return { ...f, event: { ...f.event, windowStart: new Date(start).toISOString(), windowEnd: new Date(end).toISOString() } };
}

/** The earthquake model's own event (shaking at the place), which USGS cannot decide: its companion is the USGS event. */
const shakingEvent = (e: UsgsEvent) => ({
  hazard: 'earthquake' as const,
  description: 'Shaking of MMI VI or more at Tokyo',
  radiusKm: e.radiusKm,
  windowStart: e.windowStart,
  windowEnd: e.windowEnd,
  minIntensity: 6,
  intensityScale: 'MMI' as const,
  center: e.center,
});

const quake = (id: string, time: string, magnitude: number, lat = 35.7, lng = 139.7): Quake => ({
  id,
  magnitude,
  time,
  lat,
  lng,
  depthKm: 10,
  place: null,
  url: null,
});

async function setup(quakes: () => SourceOutcome<Quake[]>, events: () => SourceOutcome<EonetEvent[]> = () => ok('eonet', [])) {
  const db = await openTestDb(null);
  const clock = createManualClock('2026-09-01T00:00:00Z');
  const calls: QuakeQuery[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  const logger: TrackLogger = { info() {}, warn: (_o, m) => warnings.push(m ?? ''), error: (_o, m) => errors.push(m ?? '') };
  // Clients answer { key, outcome } (sources/types.ts Keyed); the service reads the outcome.
  const usgs = { quakes: async (q: QuakeQuery) => (calls.push(q), { outcome: quakes() }) } as unknown as UsgsClient;
  const eonet = { events: async () => ({ outcome: events() }) } as unknown as EonetClient;
  const service = createTrackRecordService({ db, clock, clients: { usgs, eonet }, hazards: BUILT_IN_REGISTRY, logger });
  return { db, clock, service, calls, warnings, errors };
}

function ok<T>(source: 'usgs' | 'eonet', data: T): SourceOutcome<T> {
  return { ok: true, source, data, fetchedAt: '2026-11-01T00:00:00Z', cached: false };
}
const down = (source: 'usgs' | 'eonet'): SourceOutcome<never> => ({ ok: false, source, kind: 'http', reason: 'HTTP 503' });

describe('track-record service', () => {
  test('logs once per place cell, hazard, horizon and UTC day; probability stored on 0-1', async () => {
    const { service, db } = await setup(() => ok('usgs', []));
    assert.equal((await service.log([quakeForecast('2026-09-01T08:00:00Z', 12.5)])).logged, 1);
    // Same day, a nearby point in the same 0.1° cell, later: ignored.
    assert.equal((await service.log([quakeForecast('2026-09-01T22:00:00Z', 40, { place: { ...TOKYO, lat: 35.7 } })])).logged, 0);
    assert.equal((await service.log([quakeForecast('2026-09-01T09:00:00Z', 12.5, { horizon: '30d' })])).logged, 1);
    assert.equal((await service.log([quakeForecast('2026-09-02T00:00:00Z', 12.5)])).logged, 1);
    const row = await db.get('SELECT probability, place_cell, source, min_magnitude FROM track_forecasts ORDER BY id LIMIT 1');
    assert.deepEqual(row, { probability: 0.125, place_cell: '35.7,139.7', source: 'usgs', min_magnitude: 5 });
    assert.equal((await service.get({})).forecastsLogged, 3);

    const skipped = await service.log([
      quakeForecast('2026-09-03T00:00:00Z', 10, { hazard: 'heat' }),
      quakeForecast('2026-09-03T00:00:00Z', 10, { horizon: '1y' }),
      quakeForecast('2026-09-03T00:00:00Z', 101),
    ]);
    assert.equal(skipped.logged, 0);
    assert.equal(skipped.skipped.length, 3);
  });

  test('a named period is its own forecast: next week and the next 30 days asked the same day are both kept; repeats weigh once', async () => {
    const { service, clock, db } = await setup(() => ok('usgs', [quake('q1', '2026-12-02T10:00:00Z', 5.8)]));
    const monday = '2026-11-23T12:00:00Z';
    // "the next 30 days": now → now + 30 days; "next week": Monday 30 Nov to Monday 7 Dec (both read as horizon 30d).
    const month = quakeForecast(monday, 30, { horizon: '30d' });
    const rolling = inWindow(month, monday, '2026-12-23T12:00:00Z');
    const nextWeek = inWindow(quakeForecast(monday, 8, { horizon: '30d' }), '2026-11-30T00:00:00Z', '2026-12-07T00:00:00Z');
    assert.equal((await service.log([rolling])).logged, 1);
    assert.equal((await service.log([nextWeek])).logged, 1, 'another event window the same day is another forecast');
    // The same two questions asked again that afternoon: the rolling window starts at the new now, the period does not.
    const later = '2026-11-23T17:30:00Z';
    assert.equal((await service.log([inWindow(quakeForecast(later, 31, { horizon: '30d' }), later, '2026-12-23T17:30:00Z')])).logged, 0);
    assert.equal(
      (await service.log([inWindow(quakeForecast(later, 9, { horizon: '30d' }), '2026-11-30T00:00:00Z', '2026-12-07T00:00:00Z')])).logged,
      0,
    );
    // A period under way starts at the moment of asking ("this weekend" asked on Saturday): asked twice, kept once.
    const weekend = (at: string) => inWindow(quakeForecast(at, 2), at, '2026-11-30T00:00:00Z');
    assert.equal((await service.log([weekend('2026-11-28T09:00:00Z')])).logged, 1);
    assert.equal((await service.log([weekend('2026-11-28T21:00:00Z')])).logged, 0);

    const rows = await db.all('SELECT horizon, probability, window_start_ms AS s, window_end_ms AS e FROM track_forecasts ORDER BY id');
    assert.deepEqual(rows, [
      { horizon: '30d', probability: 0.3, s: Date.parse(monday), e: Date.parse('2026-12-23T12:00:00Z') },
      { horizon: '30d', probability: 0.08, s: Date.parse('2026-11-30T00:00:00Z'), e: Date.parse('2026-12-07T00:00:00Z') },
      { horizon: '7d', probability: 0.02, s: Date.parse('2026-11-28T09:00:00Z'), e: Date.parse('2026-11-30T00:00:00Z') },
    ]);
    let tr = await service.get({ horizon: '30d' });
    assert.equal(tr.forecastsLogged, 2);
    assert.equal(tr.perHazard.find((h) => h.hazard === 'earthquake')!.logged, 2);

    // Each resolves on its own window: next week's ends first. The M5.8 on 2 Dec lies in both.
    clock.set('2026-12-08T00:00:00Z');
    assert.equal((await service.resolveDue(clock.now())).resolved, 2, 'the weekend and next week');
    tr = await service.get({ horizon: '30d' });
    assert.equal(tr.forecastsResolved, 1);
    assert.ok(Math.abs(tr.brierScore! - (0.08 - 1) ** 2) < 1e-12);
    clock.set('2026-12-24T00:00:00Z');
    assert.equal((await service.resolveDue(clock.now())).resolved, 1);
    tr = await service.get({ horizon: '30d' });
    assert.equal(tr.forecastsResolved, 2);
    assert.ok(Math.abs(tr.brierScore! - ((0.08 - 1) ** 2 + (0.3 - 1) ** 2) / 2) < 1e-12);
    assert.deepEqual(
      tr.reliability.map((r) => r.count),
      [1, 0, 0, 1, 0, 0, 0, 0, 0, 0],
    );
    // The incremental aggregates are the ones the rows give.
    const before = await service.get({});
    await service.rebuildAggregates();
    assert.deepEqual({ ...(await service.get({})), generatedAt: null }, { ...before, generatedAt: null });
  });

  test('property: a forecast is kept exactly when its key (cell, hazard, horizon, day, window days) is new; aggregates agree', async () => {
    const t0 = Date.parse('2026-01-05T00:00:00Z');
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 3 }),
            minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
            cell: fc.integer({ min: 0, max: 1 }),
            horizon: fc.constantFrom('7d', '30d'),
            // the window: from the moment of asking, or a named period starting on a later day boundary
            named: fc.boolean(),
            startDays: fc.integer({ min: 1, max: 10 }),
            lengthHours: fc.constantFrom(12, 24, 48, 72, 7 * 24, 30 * 24),
            p: fc.integer({ min: 0, max: 1000 }),
          }),
          { maxLength: 50 },
        ),
        async (forecasts) => {
          const { service, clock, db } = await setup(() => ok('usgs', [quake('q', new Date(t0 + 6 * DAY).toISOString(), 5.5)]));
          const seen = new Set<string>();
          for (const f of forecasts) {
            const issued = t0 + f.day * DAY + f.minute * 60_000;
            const start = f.named ? t0 + (f.day + f.startDays) * DAY : issued;
            const input = inWindow(
              quakeForecast(new Date(issued).toISOString(), f.p / 10, { horizon: f.horizon, place: { ...TOKYO, lng: TOKYO.lng + f.cell } }),
              new Date(start).toISOString(),
              new Date(start + f.lengthHours * 3_600_000).toISOString(),
            );
            const row = toRow(input, BUILT_IN_REGISTRY.tracked);
            assert.ok(typeof row !== 'string');
            const key = trackKey(row);
            assert.equal((await service.log([input])).logged, seen.has(key) ? 0 : 1, key);
            seen.add(key);
          }
          assert.equal((await service.get({})).forecastsLogged, seen.size);
          clock.set('2026-01-20T00:00:00Z');
          await service.resolveDue(clock.now());
          clock.set('2026-03-01T00:00:00Z');
          await service.resolveDue(clock.now());
          const incremental = await service.get({});
          await service.rebuildAggregates();
          assert.deepEqual({ ...(await service.get({})), generatedAt: null }, { ...incremental, generatedAt: null });
          await db.close();
        },
      ),
      { numRuns: 40 },
    );
  });

  test('logAssessment logs tracked, scored hazards and never rejects, even when the database is gone', async () => {
    const { service, db, errors } = await setup(() => ok('usgs', []));
    const f = quakeForecast('2026-09-01T00:00:00Z', 20);
    const scored: HazardAssessment = {
      hazard: 'earthquake',
      riskScore: 10,
      probability: 20,
      probabilityPerYear: null,
      severity: 30,
      riskLevel: 'low',
      confidenceLabel: 'medium',
      event: shakingEvent(f.event),
      companionEvent: { probability: 20, event: f.event },
      dataSources: ['USGS Earthquake Catalog'],
      status: 'ok',
    };
    const unscored: HazardAssessment = { ...scored, hazard: 'flood', probability: null, event: null, status: 'unavailable' };
    await service.logAssessment({ place: TOKYO, horizon: '7d', breakdown: [scored, unscored], issuedAt: f.issuedAt });
    assert.equal((await service.get({})).forecastsLogged, 1);
    await service.logAssessment({ place: TOKYO, horizon: '10y', breakdown: [scored], issuedAt: new Date('2026-09-05T00:00:00Z') });
    assert.equal((await service.get({})).forecastsLogged, 1);

    await db.close();
    await assert.doesNotReject(service.logAssessment({ place: TOKYO, horizon: '30d', breakdown: [scored], issuedAt: f.issuedAt }));
    assert.equal(errors.length, 1);
  });

  test('one source call resolves every due forecast of a place cell; a failed call leaves them pending', async () => {
    let usgsUp = false;
    const { service, clock, calls, warnings } = await setup(() =>
      usgsUp ? ok('usgs', [quake('q1', '2026-09-04T10:00:00.000Z', 5.6), quake('far', '2026-09-12T00:00:00Z', 7, 40, 150)]) : down('usgs'),
    );
    // Ten daily forecasts: windows [d, d+7]. The M5.6 on 09-04 falls in the windows issued 09-01..09-04.
    const inputs = Array.from({ length: 10 }, (_, i) =>
      quakeForecast(new Date(Date.parse('2026-09-01T00:00:00Z') + i * DAY).toISOString(), 10 * i),
    );
    await service.log(inputs);

    clock.set('2026-09-20T00:00:00Z');
    let report = await service.resolveDue(clock.now());
    assert.deepEqual(report, { due: 10, resolved: 0, unverifiable: 0, pending: 10, sourceCalls: 1, failedCalls: 1 });
    assert.equal((await service.get({})).forecastsResolved, 0);
    assert.match(warnings.join('\n'), /stay pending/);

    usgsUp = true;
    report = await service.resolveDue(clock.now());
    assert.deepEqual(report, { due: 10, resolved: 10, unverifiable: 0, pending: 0, sourceCalls: 1, failedCalls: 0 });
    // The one call covered the union of the windows with the smallest magnitude asked.
    const last = calls.at(-1)!;
    assert.equal(last.start.toISOString(), '2026-09-01T00:00:00.000Z');
    assert.equal(last.end.toISOString(), '2026-09-17T00:00:01.000Z');
    assert.equal(last.minMagnitude, 5);

    const tr = await service.get({});
    const expected = inputs.map((f, i) => [f.probabilityPct / 100, i <= 3 ? 1 : 0] as const);
    const bs = expected.reduce((s, [p, o]) => s + (p - o) ** 2, 0) / 10;
    assert.ok(Math.abs(tr.brierScore! - bs) < 1e-12);
    assert.ok(Math.abs(tr.baselineBrierScore! - 0.4 * 0.6) < 1e-12);
    assert.equal(tr.forecastsResolved, 10);
    assert.deepEqual(
      tr.reliability.map((r) => r.count),
      [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    assert.equal((await service.resolveDue(clock.now())).due, 0);
  });

  test('not due until the window and the reporting grace have passed', async () => {
    const { service, clock } = await setup(() => ok('usgs', []));
    await service.log([quakeForecast('2026-09-01T00:00:00Z', 10)]);
    clock.set('2026-09-08T00:30:00Z'); // window ended 30 min ago; USGS grace is an hour
    assert.equal((await service.resolveDue(clock.now())).due, 0);
    clock.set('2026-09-08T01:00:00Z');
    assert.equal((await service.resolveDue(clock.now())).resolved, 1);
  });

  test('a legacy row with no verification source is not guessed: unverifiable, with a warning', async () => {
    const { service, db, clock, calls, warnings } = await setup(() => ok('usgs', []));
    const row = toRow(quakeForecast('2026-09-01T00:00:00Z', 10, { hazard: 'storm' }), BUILT_IN_REGISTRY.tracked);
    assert.ok(typeof row !== 'string');
    await createTrackRecordRepo(db).log([{ ...row, source: null, minMagnitude: null, category: null }]);
    clock.set('2026-10-01T00:00:00Z');
    const report = await service.resolveDue(clock.now());
    assert.equal(report.unverifiable, 1);
    assert.equal(report.sourceCalls, 0);
    assert.equal(calls.length, 0);
    assert.match(warnings.join('\n'), /neither minMagnitude/);
  });

  test('logAssessment: a verifiable hazard whose event names no criterion is refused with a reason; a companion is logged', async () => {
    const { service, warnings } = await setup(() => ok('usgs', []));
    const f = quakeForecast('2026-09-01T00:00:00Z', 20);
    const { minMagnitude: _m, verifiedBy: _v, ...bare } = f.event;
    const heatEvent: HeatEvent = { ...bare, hazard: 'heat', minTmaxC: 35, percentile: 95, verifiedBy: 'ERA5' };
    const base: HazardAssessment = {
      hazard: 'heat',
      riskScore: 10,
      probability: 20,
      probabilityPerYear: null,
      severity: 30,
      riskLevel: 'low',
      confidenceLabel: 'medium',
      event: heatEvent,
      companionEvent: null,
      dataSources: [],
      status: 'ok',
    };
    // Heat is not verifiable and has no companion: nothing is logged, nothing is said.
    await service.logAssessment({ place: TOKYO, horizon: '7d', breakdown: [base], issuedAt: f.issuedAt });
    assert.equal((await service.get({})).forecastsLogged, 0);
    assert.equal(warnings.length, 0);
    // A model that returns a verifiable companion gets the companion logged, with the companion's probability.
    const withCompanion: HazardAssessment = {
      ...base,
      hazard: 'earthquake',
      event: shakingEvent(f.event),
      companionEvent: { probability: 7, event: { ...f.event, minMagnitude: 6 } },
    };
    await service.logAssessment({ place: TOKYO, horizon: '7d', breakdown: [withCompanion], issuedAt: f.issuedAt });
    const tr = await service.get({});
    assert.equal(tr.forecastsLogged, 1);
    assert.equal(tr.perHazard.find((h) => h.hazard === 'earthquake')!.logged, 1);
  });

  test('the source comes from the event: USGS events by minMagnitude, EONET events by category', async () => {
    const base = quakeForecast('2026-09-01T00:00:00Z', 10).event;
    const { minMagnitude: _m, verifiedBy: _v, ...noCriterion } = base;
    assert.deepEqual(verificationSource(base), { source: 'usgs', minMagnitude: 5, category: null });
    assert.deepEqual(verificationSource({ ...noCriterion, category: 'floods', verifiedBy: 'NASA EONET' }), {
      source: 'eonet',
      minMagnitude: null,
      category: 'floods',
    });
    assert.equal(verificationSource({ ...noCriterion, category: 'severeStorms', verifiedBy: 'NASA EONET' }).category, 'severeStorms');
  });

  test('from after to is a validation error naming `to`', async () => {
    const { service } = await setup(() => ok('usgs', []));
    await assert.rejects(
      service.get({ from: '2026-10-02', to: '2026-10-01' }),
      (err: { statusCode: number; errors: { field: string }[] }) => {
        assert.equal(err.statusCode, 400);
        assert.equal(err.errors[0]!.field, 'to');
        return true;
      },
    );
  });

  test('property: the incremental aggregates equal the ones rebuilt from the rows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 20 }),
            cell: fc.integer({ min: 0, max: 3 }),
            horizon: fc.constantFrom('7d', '30d'),
            p: fc.integer({ min: 0, max: 1000 }),
          }),
          { maxLength: 60 },
        ),
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 5 }),
        async (forecasts, quakeDays) => {
          const quakes = quakeDays.map((d, i) =>
            quake(`q${i}`, new Date(Date.parse('2026-01-01T00:00:00Z') + d * DAY).toISOString(), 5.5, 35.7, 139.7),
          );
          const { service, clock, db } = await setup(() => ok('usgs', quakes));
          await service.log(
            forecasts.map((f) =>
              quakeForecast(new Date(Date.parse('2026-01-01T00:00:00Z') + f.day * DAY).toISOString(), f.p / 10, {
                horizon: f.horizon,
                place: { ...TOKYO, lng: TOKYO.lng + f.cell },
              }),
            ),
          );
          clock.set('2026-01-10T00:00:00Z');
          await service.resolveDue(clock.now()); // some resolved now, the rest later
          clock.set('2026-03-01T00:00:00Z');
          await service.resolveDue(clock.now());
          const incremental = await service.get({});
          await service.rebuildAggregates();
          const rebuilt = await service.get({});
          assert.equal(incremental.forecastsLogged, rebuilt.forecastsLogged);
          assert.equal(incremental.forecastsResolved, rebuilt.forecastsResolved);
          assert.deepEqual(
            incremental.reliability.map((r) => r.count),
            rebuilt.reliability.map((r) => r.count),
          );
          if (rebuilt.brierScore === null) assert.equal(incremental.brierScore, null);
          else assert.ok(Math.abs(incremental.brierScore! - rebuilt.brierScore) < 1e-9);
          await db.close();
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('resolution rules', () => {
  const due = (over: Partial<DueForecast> = {}): DueForecast => ({
    id: 1,
    placeCell: '35.7,139.7',
    lat: 35.68,
    lng: 139.69,
    hazard: 'earthquake',
    horizon: '7d',
    utcDay: '2026-09-01',
    probability: 0.1,
    radiusKm: 150,
    windowStartMs: Date.parse('2026-09-01T00:00:00Z'),
    windowEndMs: Date.parse('2026-09-08T00:00:00Z'),
    source: 'usgs',
    minMagnitude: 5,
    category: null,
    ...over,
  });

  test('earthquake: magnitude, radius and window are all required', async () => {
    assert.equal(decideQuake(due(), [quake('a', '2026-09-03T00:00:00Z', 5.0)]).outcome, 1);
    assert.equal(decideQuake(due(), [quake('b', '2026-09-03T00:00:00Z', 4.9)]).outcome, 0);
    assert.equal(decideQuake(due(), [quake('c', '2026-09-08T00:00:01Z', 6)]).outcome, 0);
    assert.equal(decideQuake(due(), [quake('d', '2026-08-31T23:59:59Z', 6)]).outcome, 0);
    assert.equal(decideQuake(due(), [quake('e', '2026-09-03T00:00:00Z', 6, 37.2, 139.69)]).outcome, 0); // ~169 km north
    assert.deepEqual(decideQuake(due(), [quake('f', '2026-09-08T00:00:00Z', 6)]).evidence, ['f']); // window end inclusive
  });

  test('EONET: category, geometry within radius, dated within window', async () => {
    const f = due({ source: 'eonet', hazard: 'flood', minMagnitude: null, category: 'floods', radiusKm: 50, lat: 6.45, lng: 3.39 });
    const event = (id: string, category: string, date: string, lat: number, lng: number): EonetEvent => ({
      id,
      title: id,
      categories: [category],
      closed: null,
      link: null,
      sources: [],
      geometries: [{ date, kind: 'point', lat, lng, magnitudeValue: null, magnitudeUnit: null }],
    });
    assert.equal(decideEonet(f, [event('a', 'floods', '2026-09-02T00:00:00Z', 6.6, 3.4)]).outcome, 1);
    assert.equal(decideEonet(f, [event('b', 'wildfires', '2026-09-02T00:00:00Z', 6.6, 3.4)]).outcome, 0);
    assert.equal(decideEonet(f, [event('c', 'floods', '2026-09-10T00:00:00Z', 6.6, 3.4)]).outcome, 0);
    assert.equal(decideEonet(f, [event('d', 'floods', '2026-09-02T00:00:00Z', 7.5, 3.4)]).outcome, 0);
  });

  test('groups: one per source and place cell; the query radius covers every member', async () => {
    const groups = groupForecasts([
      due({ id: 1 }),
      due({ id: 2, lat: 35.72, lng: 139.74, radiusKm: 100, windowStartMs: Date.parse('2026-08-20T00:00:00Z') }),
      due({ id: 3, placeCell: '6.5,3.4', source: 'eonet', category: 'floods' }),
      due({ id: 4, source: null }),
    ]);
    assert.equal(groups.length, 2);
    const g = groups.find((x) => x.source === 'usgs')!;
    assert.deepEqual(
      g.forecasts.map((f) => f.id),
      [1, 2],
    );
    assert.ok(g.radiusKm >= 150 && g.radiusKm < 160);
    assert.equal(new Date(g.startMs).toISOString(), '2026-08-20T00:00:00.000Z');
  });
});
