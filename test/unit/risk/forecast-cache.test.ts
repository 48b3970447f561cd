// The forecast cache: keys, how long a run may be reused, hits, shared runs in flight, frozen on reuse.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { HazardRun } from '../../../src-server/hazards/types.js';
import { createForecastCache, FORECAST_MAX_AGE_MS, forecastKey, reusableUntil, asKept } from '../../../src-server/risk/forecast-cache.js';
import type { SourceOutcome } from '../../../src-server/sources/types.js';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const place = {
  name: 'Lima, Peru',
  city: 'Lima',
  country: 'Peru',
  countryCode: 'PE',
  admin1: null,
  lat: -12.04,
  lng: -77.03,
  source: 'gazetteer' as const,
};
const ok = (expiresAt: string | undefined, extra: Partial<Extract<SourceOutcome<unknown>, { ok: true }>> = {}): SourceOutcome<unknown> => ({
  ok: true,
  source: 'usgs',
  data: [],
  fetchedAt: '2026-11-22T11:00:00.000Z',
  cached: true,
  ...(expiresAt ? { expiresAt } : {}),
  ...extra,
});
const run = (...outcomes: SourceOutcome<unknown>[]): HazardRun => ({ outcomes, result: null });

describe('forecast cache', () => {
  test('keys: the cell first, then the exact place, horizon, lens and window (a default window by its UTC day)', () => {
    const k = (over: Partial<Parameters<typeof forecastKey>[0]> = {}) =>
      forecastKey({ place, horizon: '30d', lens: 'community-planning', now: new Date(NOW), ...over });
    assert.match(k(), /^-12\.0,-77\.0\|/);
    assert.equal(k(), k({ now: new Date(NOW + 3_600_000) }), 'same UTC day');
    assert.notEqual(k(), k({ now: new Date(NOW + 13 * 3_600_000) }), 'the next UTC day');
    assert.notEqual(k(), k({ place: { ...place, lat: -12.041 } }), 'another place in the same cell');
    assert.notEqual(k(), k({ place: { ...place, name: 'Callao, Peru' } }));
    assert.notEqual(k(), k({ horizon: '7d' }));
    assert.notEqual(k(), k({ lens: 'travel' }));
    const window = { start: new Date('2027-06-01T00:00:00Z'), end: new Date('2027-09-01T00:00:00Z') };
    assert.notEqual(k(), k({ window }));
    assert.equal(k({ window }), k({ window, now: new Date(NOW + 86_400_000) }), 'an explicit window does not move');
  });

  test('reusable until the youngest source expires, at most an hour, never past UTC midnight', () => {
    assert.equal(
      reusableUntil(run(ok('2026-11-22T12:30:00.000Z'), ok('2026-11-22T15:00:00.000Z')), NOW),
      Date.parse('2026-11-22T12:30:00Z'),
    );
    assert.equal(reusableUntil(run(ok('2026-11-29T00:00:00.000Z')), NOW), NOW + FORECAST_MAX_AGE_MS);
    const lateEvening = Date.parse('2026-11-22T23:30:00Z');
    assert.equal(reusableUntil(run(ok('2026-11-29T00:00:00.000Z')), lateEvening), Date.parse('2026-11-23T00:00:00Z'));
    assert.equal(reusableUntil(run(), NOW), NOW + FORECAST_MAX_AGE_MS, 'no source asked (open sea): an hour');
  });

  test('never reused: a failed source, stale data served after a failed call, an uncached answer, an expired one', () => {
    const failed: SourceOutcome<unknown> = { ok: false, source: 'eonet', kind: 'http', reason: 'HTTP 503' };
    assert.equal(reusableUntil(run(ok('2026-11-22T15:00:00.000Z'), failed), NOW), undefined);
    assert.equal(reusableUntil(run(ok('2026-11-22T15:00:00.000Z', { liveError: 'live call failed' })), NOW), undefined);
    assert.equal(reusableUntil(run(ok(undefined)), NOW), undefined);
    assert.equal(reusableUntil(run(ok('2026-11-22T11:59:00.000Z')), NOW), undefined);
  });

  test('not covered is an answer: kept while the answer it was read from is fresh; without its expiry, not kept', () => {
    const notCovered = (expiresAt?: string): SourceOutcome<unknown> => ({
      ok: false,
      source: 'fews-net',
      kind: 'not_covered',
      reason: 'FEWS NET publishes nothing for Peru',
      ...(expiresAt ? { expiresAt } : {}),
    });
    assert.equal(
      reusableUntil(run(ok('2026-11-22T15:00:00.000Z'), notCovered('2026-11-22T13:00:00.000Z')), NOW),
      Date.parse('2026-11-22T13:00:00Z'),
    );
    assert.equal(reusableUntil(run(notCovered()), NOW), undefined);
    const failed: SourceOutcome<unknown> = {
      ok: false,
      source: 'eonet',
      kind: 'http',
      reason: 'HTTP 503',
      expiresAt: '2026-11-22T13:00:00.000Z',
    };
    assert.equal(reusableUntil(run(failed), NOW), undefined, 'a failure is never kept, whatever it carries');
  });

  test('stamps: a kept run has one while it lives; a new run under the key, a clear or an expiry end it', async () => {
    const cache = createForecastCache({ enabled: true });
    const compute = async () => run(ok('2026-11-22T12:30:00.000Z'));
    const first = await cache.run('k', new Date(NOW), compute);
    assert.ok(first.kept);
    assert.equal(first.kept.untilMs, Date.parse('2026-11-22T12:30:00Z'));
    assert.equal(cache.stampOf('k', NOW + 1000), first.kept.stamp);
    const hit = await cache.run('k', new Date(NOW + 1000), compute);
    assert.equal(hit.kept?.stamp, first.kept.stamp, 'a reuse is the same version');
    assert.equal(cache.stampOf('k', Date.parse('2026-11-22T12:30:00Z')), undefined, 'expired');
    assert.equal(cache.stampOf('other', NOW), undefined);
    cache.clear();
    assert.equal(cache.stampOf('k', NOW + 1000), undefined);
    const again = await cache.run('k', new Date(NOW + 2000), compute);
    assert.ok(again.kept && again.kept.stamp !== first.kept.stamp, 'a new run, a new stamp');
    const failed: SourceOutcome<unknown> = { ok: false, source: 'eonet', kind: 'http', reason: 'HTTP 503' };
    assert.equal((await cache.run('bad', new Date(NOW), async () => run(failed))).kept, undefined, 'not kept: no stamp');
    assert.equal((await createForecastCache({ enabled: false }).run('k', new Date(NOW), compute)).kept, undefined);
  });

  test('hits until expiry; concurrent misses share one run; a run is frozen when first reused', async () => {
    const cache = createForecastCache({ enabled: true });
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 10));
      return { outcomes: [ok('2026-11-22T12:30:00.000Z')], result: null } as HazardRun;
    };
    const [ra, rb] = await Promise.all([cache.run('k', new Date(NOW), compute), cache.run('k', new Date(NOW), compute)]);
    const a = ra.run;
    assert.equal(a, rb.run);
    assert.deepEqual([ra.reused, rb.reused], [false, false]);
    assert.equal(computed, 1);
    assert.ok(!Object.isFrozen(a), 'a run asked once is not frozen');
    const { run: hit, reused } = await cache.run('k', new Date(NOW + 60_000), compute);
    // The kept run is the computed one less its payloads (see the next test): same result, same outcomes otherwise.
    assert.equal(hit.result, a.result);
    assert.deepEqual(
      hit.outcomes,
      a.outcomes.map((o) => ({ ...o, data: null })),
    );
    assert.equal((await cache.run('k', new Date(NOW + 120_000), compute)).run, hit, 'one kept run for every reuse');
    assert.ok(reused);
    assert.ok(Object.isFrozen(hit) && Object.isFrozen(hit.outcomes));
    await cache.run('k', new Date(Date.parse('2026-11-22T12:30:00Z')), compute);
    assert.equal(computed, 2, 'expired with its youngest source');
    // The second run's source expires at once (the same instant): not kept.
    assert.deepEqual(cache.stats(), { hits: 2, misses: 2, shared: 1, uncacheable: 1, entries: 0 });
  });

  test('a kept run holds no payload: the first caller gets the run as computed, reuses get it without data', async () => {
    const cache = createForecastCache({ enabled: true });
    const payload = { rows: [{ date: '2026-11-22', rain: 1 }] };
    const result = { score: 1 } as unknown as HazardRun['result'];
    const computed: HazardRun = {
      outcomes: [ok('2026-11-22T15:00:00.000Z', { data: payload, cached: false }), ok('2026-11-22T13:00:00.000Z', { data: null })],
      result,
    };
    const first = await cache.run('k', new Date(NOW), async () => computed);
    assert.equal(first.run, computed, 'the caller that computed it gets it whole');
    assert.equal((first.run.outcomes[0] as { data: unknown }).data, payload, 'and its outcomes are not changed');
    const { run: hit, reused } = await cache.run('k', new Date(NOW + 1000), async () => assert.fail('not reused'));
    assert.ok(reused);
    assert.equal(hit.result, result);
    assert.deepEqual(
      hit.outcomes.map((o) => (o.ok ? o.data : 'failed')),
      [null, null],
    );
    const rest = (o: SourceOutcome<unknown>) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'data' && k !== 'cached'));
    assert.deepEqual(hit.outcomes.map(rest), computed.outcomes.map(rest));
    assert.deepEqual(
      hit.outcomes.map((o) => o.ok && o.cached),
      [true, true],
      'a reuse made no call: its sources answered from the cache',
    );
    assert.equal((await cache.run('k', new Date(NOW + 2000), async () => assert.fail('not reused'))).run.outcomes[0], hit.outcomes[0]);
    assert.equal(reusableUntil(hit, NOW), reusableUntil(computed, NOW), 'the same lifetime');
  });

  test('asKept: failed outcomes and cached outcomes without data are kept as they are; the others lose data, become cached', () => {
    const failed: SourceOutcome<unknown> = { ok: false, source: 'eonet', kind: 'http', reason: 'HTTP 503' };
    const empty = ok('2026-11-22T15:00:00.000Z', { data: null });
    const live = ok('2026-11-22T15:00:00.000Z', { data: null, cached: false });
    const r = asKept(run(failed, empty, ok('2026-11-22T15:00:00.000Z'), live));
    assert.equal(r.outcomes[0], failed);
    assert.equal(r.outcomes[1], empty);
    assert.deepEqual(r.outcomes[2], { ...ok('2026-11-22T15:00:00.000Z'), data: null });
    assert.deepEqual(r.outcomes[3], { ...live, cached: true });
    assert.equal((live as { cached: boolean }).cached, false, 'the computed run is not changed');
  });

  test('disabled (no source cache): every evaluation runs the models', async () => {
    const cache = createForecastCache({ enabled: false });
    let computed = 0;
    const compute = async () => (computed++, run(ok('2026-11-22T15:00:00.000Z')));
    await cache.run('k', new Date(NOW), compute);
    await cache.run('k', new Date(NOW), compute);
    assert.equal(computed, 2);
  });

  test('bounded: the oldest entry goes first', async () => {
    const cache = createForecastCache({ enabled: true, maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) await cache.run(k, new Date(NOW), async () => run(ok('2026-11-22T15:00:00.000Z')));
    assert.equal(cache.stats().entries, 2);
    let computed = 0;
    await cache.run('a', new Date(NOW), async () => (computed++, run(ok('2026-11-22T15:00:00.000Z'))));
    assert.equal(computed, 1);
  });
});
