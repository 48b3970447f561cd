// The per-cell memo of request keys (sources/outcome-memo.ts): its keys, and that every hazard's source outcomes
// through it (an evaluation with the memo) are the very ones the source layer gives (an evaluation without), for places
// sharing a cell, at any time of one day, and after the answers expire.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HORIZONS } from '../../../src-server/contracts/enums.js';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';
import { createEvaluation } from '../../../src-server/hazards/evaluation.js';
import type { Evaluation, EvaluationSources, ModelContext, SourceClients } from '../../../src-server/hazards/types.js';
import { horizonWindow } from '../../../src-server/hazards/window.js';
import { createManualClock, DAY_MS } from '../../../src-server/shared/clock.js';
import { callKey, createOutcomeMemo, type OutcomeMemo } from '../../../src-server/sources/outcome-memo.js';
import type { SourceOutcome } from '../../../src-server/sources/types.js';
import { buildTestApp } from '../../helpers/build-app.js';
import { startReplayServer, type ReplayServer } from '../../support/replay-server.js';

describe('callKey', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const at = (lat: number, lng: number, t = now) => ({ lat, lng, now: new Date(t) });

  test('places in one cell share a key; other cells, days and arguments do not', () => {
    const k = callKey('openMeteoForecast.daily', [at(6.451, 3.391)], now);
    assert.ok(k);
    assert.equal(callKey('openMeteoForecast.daily', [at(6.459, 3.399)], now), k);
    assert.notEqual(callKey('openMeteoForecast.daily', [at(6.56, 3.391)], now), k);
    assert.notEqual(callKey('openMeteoArchive.climatology', [at(6.451, 3.391)], now), k);
    assert.notEqual(callKey('openMeteoForecast.daily', [at(6.451, 3.391, now + DAY_MS)], now + DAY_MS), k);
    assert.notEqual(
      callKey('openMeteoEnsemble.daily', [{ ...at(6.451, 3.391), pastDays: 92 }], now),
      callKey('openMeteoEnsemble.daily', [{ ...at(6.451, 3.391), pastDays: 91 }], now),
    );
    assert.notEqual(
      callKey('openMeteoEnsemble.daily', [at(6.451, 3.391), ['a']], now),
      callKey('openMeteoEnsemble.daily', [at(6.451, 3.391), ['b']], now),
    );
  });

  test('instants count by their day and their whole days before now', () => {
    const q = (start: number, end: number) => [
      { lat: 1, lng: 2, radiusKm: 300, start: new Date(start), end: new Date(end), minMagnitude: 4 },
    ];
    const k = callKey('usgs.quakes', q(now - 3650 * DAY_MS, now), now);
    assert.equal(callKey('usgs.quakes', q(now - 3650 * DAY_MS + 5, now + 5), now + 10), k);
    assert.notEqual(callKey('usgs.quakes', q(now - 3649 * DAY_MS, now), now), k);
    assert.notEqual(callKey('usgs.quakes', q(now - 3650 * DAY_MS, now - DAY_MS), now), k);
    // A window one hour shorter, from the same days: another length.
    assert.notEqual(callKey('usgs.quakes', q(now - 3650 * DAY_MS + 3600_000, now), now), k);
    // Half a day before now rounds otherwise than just under it.
    const r = (from: number) => callKey('reliefweb.disasters', [{ iso3: 'PER', from: new Date(from), limit: 100 }], now);
    assert.notEqual(r(now - 10.6 * DAY_MS), r(now - 10.4 * DAY_MS));
  });

  test('calls with arguments it cannot key are not memoised; positional places', () => {
    assert.equal(callKey('geocoding.search', ['Lima'], now), callKey('geocoding.search', ['Lima'], now));
    assert.notEqual(callKey('geocoding.search', ['Lima'], now), callKey('geocoding.search', ['Lim'], now));
    assert.equal(callKey('x.y', [{ lat: 1, lng: 2, f: () => 1 }], now), undefined);
    assert.equal(callKey('x.y', [{ lat: 1, lng: 2, m: new Map() }], now), undefined);
    assert.ok(callKey('gbif.occurrenceCount', [6.451, 3.391], now));
    assert.equal(callKey('gbif.occurrenceCount', [6.451, 3.391], now), callKey('gbif.occurrenceCount', [6.459, 3.399], now));
    assert.notEqual(callKey('gbif.occurrenceCount', [6.451, 3.391, 10], now), callKey('gbif.occurrenceCount', [6.451, 3.391, 20], now));
  });
});

describe('memoised clients answer what the source layer answers', () => {
  let replay: ReplayServer;
  let raw: SourceClients;
  let memo: OutcomeMemo;
  const clock = createManualClock('2026-11-22T00:00:01Z');
  const closers: (() => unknown)[] = [];
  before(async () => {
    replay = await startReplayServer();
    const { app } = await buildTestApp({ after: (fn: () => unknown) => closers.push(fn) }, { replay, clock });
    raw = app.services.clients as SourceClients;
    memo = createOutcomeMemo({ now: () => clock.now(), cached: app.services.http.cached });
  });
  after(async () => {
    for (const close of closers) await close();
    await replay.close();
  });

  /** An evaluation (with the memo or without) whose every call is logged with its outcome, in the order of the calls. */
  function recording(ctx: ModelContext, withMemo: boolean, log: SourceOutcome<unknown>[]): Evaluation {
    const ev = createEvaluation({ context: ctx, clients: raw, ...(withMemo ? { memo } : {}) });
    // The evaluation's views hold their methods on prototypes: walk the raw clients' names instead.
    const sources = Object.fromEntries(
      Object.entries(raw).map(([name, client]) => [
        name,
        Object.fromEntries(
          Object.keys(client as object).map((m) => [
            m,
            async (...args: unknown[]) => {
              const i = log.push(undefined as never) - 1; // in the order of the calls, not of the answers
              const view = (ev.sources as unknown as Record<string, Record<string, (...a: unknown[]) => Promise<SourceOutcome<unknown>>>>)[
                name
              ]!;
              const o = await view[m]!(...args);
              log[i] = o;
              return o;
            },
          ]),
        ),
      ]),
    ) as unknown as EvaluationSources;
    return { context: ev.context, cell: ev.cell, sources, calibration: ev.calibration, calls: ev.calls, needs: ev.needs };
  }
  const ctx = (horizon: ModelContext['horizon'], lat: number, lng: number): ModelContext => ({
    place: { name: 'Lagos, Nigeria', city: 'Lagos', country: 'Nigeria', countryCode: 'NG', admin1: null, lat, lng, source: 'gazetteer' },
    horizon,
    lens: 'community-planning',
    now: clock.now(),
    window: horizonWindow(clock.now(), horizon),
  });

  const PLACES = [
    [6.451, 3.391],
    [6.459, 3.352],
    [6.4501, 3.3999],
  ] as const;
  async function compare(label: string) {
    // The layer first, for everything (live calls where nothing is cached yet; some runners leave calls running), and
    // time for what is still in flight to land; then per question the memo and the layer: both from the cache.
    for (const def of BUILT_IN_REGISTRY.definitions)
      for (const horizon of HORIZONS)
        for (const [lat, lng] of PLACES) await def.run(createEvaluation({ context: ctx(horizon, lat, lng), clients: raw }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const def of BUILT_IN_REGISTRY.definitions) {
      for (const horizon of HORIZONS) {
        for (const [lat, lng] of PLACES) {
          const viaMemo: SourceOutcome<unknown>[] = [];
          const viaLayer: SourceOutcome<unknown>[] = [];
          await def.run(recording(ctx(horizon, lat, lng), true, viaMemo));
          await def.run(recording(ctx(horizon, lat, lng), false, viaLayer));
          assert.equal(viaMemo.length, viaLayer.length, `${label} ${def.id} ${horizon}`);
          viaMemo.forEach((o, i) => {
            const l = viaLayer[i]!;
            assert.deepEqual({ ...o, data: undefined }, { ...l, data: undefined }, `${label} ${def.id} ${horizon} call ${i}`);
            if (o.ok && l.ok) assert.ok(o.data === l.data, `${label} ${def.id} ${horizon} call ${i}: the same payload object`);
          });
        }
      }
    }
  }

  test('every hazard, every horizon, three places in one cell, at several times of one day and after expiry', async () => {
    await compare('00:00:01');
    const hits = memo.stats().hits;
    assert.ok(hits > 0, 'the memo served answers');
    clock.set('2026-11-22T11:59:59.999Z');
    await compare('11:59');
    clock.set('2026-11-22T23:59:59.999Z');
    await compare('23:59');
    // Past every answer's TTL of the day before (a new day: new keys) and then past the hour-long ones within a day.
    clock.set('2026-11-23T00:00:00.000Z');
    await compare('next day');
    clock.advance(3 * 3600_000);
    await compare('three hours later');
    assert.ok(memo.stats().hits > hits);
  });
});
