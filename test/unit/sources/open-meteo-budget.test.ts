// Open-Meteo's call weights (its own rule and test values) and the local weighted budget: reservations, refusals with
// their reason, the breaker left alone, the hosts it counts, and a burst that never exceeds the free tier.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openDatabase } from '../../../src-server/db/open.js';
import { sqliteDb } from '../../../src-server/db/sqlite-db.js';
import { createManualClock } from '../../../src-server/shared/clock.js';
import { createSourceLayer, type BudgetScope, type SourceLayerDeps } from '../../../src-server/sources/layer.js';
import { createJumpableTime } from '../../support/budget-time.js';
import { createCallLimiter, isFreeTierHost } from '../../../src-server/sources/limiter.js';
import {
  archiveDailyUrl,
  climatologyPeriod,
  era5PhysicalUrl,
  recentPeriod,
} from '../../../src-server/sources/open-meteo-archive/client.js';
import { ensembleDailyUrl, ensembleMembersOf } from '../../../src-server/sources/open-meteo-ensemble/client.js';
import { floodMembersUrl, floodReanalysisUrl } from '../../../src-server/sources/open-meteo-flood/client.js';
import { openMeteoUrlWeight, openMeteoWeight } from '../../../src-server/sources/open-meteo-weight.js';

describe('Open-Meteo call weights', () => {
  test("Open-Meteo's own test values (OutputformatTests.apiWeight)", () => {
    // 2000-01-01 ..< 2021-01-01 is 7,671 days.
    assert.equal(openMeteoWeight({ variables: 1, days: 7671 }).toFixed(4), '54.7929');
    assert.equal(openMeteoWeight({ variables: 2, days: 7671 }).toFixed(4), '109.5857');
    assert.equal(openMeteoWeight({ variables: 1, days: 7 }), 1);
    assert.equal(openMeteoWeight({ variables: 2, days: 7 }), 1);
    assert.equal(openMeteoWeight({ variables: 15, days: 7 }), 1.5);
    assert.equal(openMeteoWeight({ variables: 30, days: 7 }), 3);
    assert.equal(openMeteoWeight({ variables: 1, days: 31, locations: 2 }), 2);
    assert.equal(openMeteoWeight({ variables: 15, days: 31, locations: 2 }).toFixed(4), '6.6429');
    assert.equal(openMeteoWeight({ variables: 30, days: 31, locations: 2 }).toFixed(4), '13.2857');
  });

  test('from a URL: every block, the members of the models, the inclusive date range, the locations', () => {
    const u = (qs: string) => `https://api.open-meteo.com/v1/forecast?${qs}`;
    assert.equal(openMeteoUrlWeight(u('latitude=1&longitude=1&daily=a,b,c&hourly=d&start_date=2026-01-01&end_date=2026-03-11')), 0.4 * 5);
    assert.equal(openMeteoUrlWeight(u('latitude=1,2&longitude=1,2&hourly=a&past_days=92&forecast_days=16')), 2 * 1);
    assert.equal(openMeteoUrlWeight(u('latitude=1&longitude=1&daily=a,b,c,d,e,f,g,h,i,j,k,l&past_days=0')), 1.2);
    const members = (m: string) => ({ ecmwf_ifs025: 51, gfs025: 31 })[m] ?? 1;
    assert.equal(openMeteoUrlWeight(u('latitude=1&longitude=1&daily=a&models=ecmwf_ifs025,gfs025&forecast_days=14'), members), 8.2);
  });

  test("our clients' calls: the ensemble with its past days weighs ~273, 30 years of ERA5 ~564", () => {
    const q = { lat: 6.45, lng: 3.39, now: new Date('2026-11-22T12:00:00Z') };
    const e = 'https://example.open-meteo.com/v1/x';
    // 7 variables x 51 members / 10 x 107 days / 14.
    assert.equal(openMeteoUrlWeight(ensembleDailyUrl(e, { ...q, pastDays: 92 }), ensembleMembersOf).toFixed(2), '272.85');
    // 7 variables / 10 x 11,274 days (1996-01-01 .. 2026-11-12) / 14.
    assert.equal(openMeteoUrlWeight(era5PhysicalUrl(e, q)).toFixed(1), '563.7');
    assert.equal(openMeteoUrlWeight(archiveDailyUrl(e, { ...q, ...climatologyPeriod(q.now) })).toFixed(2), '182.65');
    assert.equal(openMeteoUrlWeight(archiveDailyUrl(e, { ...q, ...recentPeriod(q.now) })).toFixed(2), '4.35');
    // GloFAS members: `ensemble=true` does not multiply the Flood API's count.
    assert.equal(openMeteoUrlWeight(floodMembersUrl(e, { ...q, days: 30 })), 1);
    assert.equal(openMeteoUrlWeight(floodReanalysisUrl(e, q)).toFixed(1), '109.6');
  });
});

describe('weighted budget (limiter)', () => {
  const limits = [
    { windowMs: 1000, max: 10, label: 'second' },
    { windowMs: 10_000, max: 25, label: 'ten seconds' },
  ];

  test('reservations queue first come, first served until the weight fits; an empty window takes one heavy call', () => {
    let now = 0;
    const l = createCallLimiter(limits, () => now);
    assert.deepEqual(l.reserve(6, 5000), { ok: true, waitMs: 0 });
    assert.deepEqual(l.reserve(4, 5000), { ok: true, waitMs: 0 });
    assert.deepEqual(l.reserve(3, 5000), { ok: true, waitMs: 1000 }, 'the second is full until the first two leave it');
    now = 500;
    assert.deepEqual(l.reserve(1, 5000), { ok: true, waitMs: 500 }, 'behind the queued call, not before it');
    now = 2000;
    assert.deepEqual(l.reserve(40, 60_000), { ok: true, waitMs: 9000 }, 'heavier than any window: alone, when both are empty');
    assert.deepEqual(l.usage(), [
      { label: 'second', max: 10, used: 0 },
      { label: 'ten seconds', max: 25, used: 14 },
    ]);
  });

  test('a wait beyond what the caller can wait is refused, names the full window and reserves nothing', () => {
    let now = 0;
    const l = createCallLimiter(limits, () => now);
    for (let i = 0; i < 5; i++) assert.ok(l.reserve(5, 100_000).ok);
    const r = l.reserve(5, 1000);
    assert.equal(r.ok, false);
    if (r.ok) return;
    assert.equal(r.window.label, 'ten seconds');
    assert.equal(r.used, 25);
    assert.ok(r.waitMs > 1000);
    now = 10_000;
    assert.deepEqual(l.reserve(5, 0), { ok: true, waitMs: 0 }, 'the refusal took no room');
  });

  test('a burst of many calls never puts more than a window holds into it (plus at most one lone heavy call)', () => {
    let now = 0;
    const l = createCallLimiter(limits, () => now);
    const starts: { t: number; w: number }[] = [];
    for (let i = 0; i < 400; i++) {
      const w = [0.5, 1, 3, 7, 12][i % 5]!;
      now = i * 37;
      const r = l.reserve(w, 30_000);
      if (r.ok) starts.push({ t: now + r.waitMs, w });
    }
    assert.ok(starts.length > 20);
    for (const { windowMs, max } of limits) {
      for (const a of starts) {
        const inside = starts.filter((b) => b.t > a.t - windowMs && b.t <= a.t);
        const sum = inside.reduce((s, b) => s + b.w, 0);
        assert.ok(sum <= max + 1e-9 || inside.length === 1, `${sum} in ${windowMs} ms at ${a.t}`);
      }
    }
  });

  test('a light call takes a gap before a queued one but never breaks it; earliest() reserves nothing', () => {
    let now = 0;
    const l = createCallLimiter(limits, () => now);
    assert.deepEqual(l.reserve(20, 0), { ok: true, waitMs: 0 }, 'heavier than the second: alone in it');
    assert.deepEqual(l.reserve(4, Infinity), { ok: true, waitMs: 1000 });
    assert.deepEqual(l.reserve(9, Infinity), { ok: true, waitMs: 10_000 }, 'the ten seconds hold 24 until the first leaves');
    now = 3000;
    assert.equal(l.earliest(1), 0, 'room now: 25 - 24 in the ten seconds, and the queued 9 shares no window past the budget with it');
    assert.equal(l.earliest(2), 8000, '2 overfills the ten seconds until the 20 leaves (10 s), then the second with the queued 9: at 11 s');
    assert.deepEqual(l.reserve(1, 0), { ok: true, waitMs: 0 });
    assert.equal(l.queued(), 9);
  });

  test('random reservations, queued however far: no window ever holds more than its budget (or one lone heavy call)', () => {
    let now = 0;
    const l = createCallLimiter(limits, () => now);
    const starts: { t: number; w: number }[] = [];
    let seed = 7;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 300; i++) {
      now += Math.floor(rnd() * 300);
      const w = [0.5, 1, 3, 7, 12, 30][Math.floor(rnd() * 6)]!;
      const r = l.reserve(w, rnd() < 0.5 ? 0 : Infinity);
      if (r.ok) starts.push({ t: now + r.waitMs, w });
    }
    for (const { windowMs, max } of limits) {
      for (const a of starts) {
        const inside = starts.filter((b) => b.t > a.t - windowMs && b.t <= a.t);
        const sum = inside.reduce((acc, b) => acc + b.w, 0);
        assert.ok(sum <= max + 1e-9 || inside.length === 1, `${sum} in ${windowMs} ms at ${a.t}`);
      }
    }
  });

  test('free-tier hosts are the public *.open-meteo.com ones, not customer- hosts or a replay', () => {
    assert.ok(isFreeTierHost('https://ensemble-api.open-meteo.com/v1/ensemble?x=1'));
    assert.ok(isFreeTierHost('https://archive-api.open-meteo.com/v1/archive'));
    assert.ok(!isFreeTierHost('https://customer-api.open-meteo.com/v1/forecast'));
    assert.ok(!isFreeTierHost('http://127.0.0.1:4000/v1/forecast'));
    assert.ok(!isFreeTierHost('https://open-meteo.com.evil.example/v1'));
  });
});

describe('the layer counts weights against the Open-Meteo budget', () => {
  function layer(overrides: Partial<SourceLayerDeps>) {
    const calls: string[] = [];
    const fetch = (async (input: string | URL | Request) => {
      calls.push(String(input));
      return new Response('{"value":1}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const http = createSourceLayer({
      fetch,
      userAgent: 'Hazardcast/test',
      offline: false,
      timeoutMs: 300,
      retries: 0,
      backoffMs: 5,
      breakerFailures: 2,
      breakerHalfOpenMs: 60_000,
      openMeteoPerMinute: 500,
      openMeteoPerHour: 4500,
      openMeteoPerDay: 9000,
      clock: createManualClock('2026-11-22T12:00:00Z'),
      db: sqliteDb(openDatabase(':memory:')),
      ...overrides,
    });
    return { http, calls };
  }
  const normalize = (b: unknown) => b as { value: number };
  const om = (i: number, weight: number, host = 'api.open-meteo.com') => ({
    source: 'open-meteo-archive' as const,
    url: `https://${host}/v1/archive?latitude=${i}&longitude=0`,
    cell: { lat: i, lng: 0 },
    normalize,
    weight,
  });

  test('heavy calls use up the minute: the next is queued for its turn with the budget in its reason, and the breaker stays closed', async () => {
    const { http, calls } = layer({});
    assert.ok((await http.request(om(1, 272.85))).outcome.ok);
    assert.ok((await http.request(om(2, 182.65))).outcome.ok);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = (await http.request(om(3 + i, 563.7))).outcome;
      assert.ok(!refused.ok);
      assert.equal(refused.kind, 'rate_limited');
      assert.match(
        refused.reason,
        /^Open-Meteo budget: [\d,.]+ of 500 weighted calls used or queued in the last minute; this call \(weight 563\.7\) fits in \d+ (s|min), beyond the 300 ms source budget; queued for its turn$/,
      );
      assert.ok(refused.readyInMs !== undefined && refused.readyInMs >= 59_000, `ready in ${refused.readyInMs} ms`);
      waits.push(refused.readyInMs!);
    }
    // Each heavy call goes alone in its minute: the four queued ones a minute apart.
    for (let i = 1; i < waits.length; i++) assert.ok(waits[i]! - waits[i - 1]! >= 59_000, waits.join(', '));
    assert.equal(calls.length, 2, 'refused calls are not made now');
    assert.equal(http.breakerStates()['open-meteo-archive'], 'closed', 'our own budget is not the source failing');
    const budget = http.openMeteoBudget();
    assert.equal(budget.refused, 4);
    assert.equal(budget.deferred, 4);
    assert.equal(budget.queuedCalls, 4);
    assert.equal(budget.queuedWeight, 2254.8);
    assert.equal(budget.windows[0]!.used, 455.5, 'queued calls count when their turn comes, not now');
    http.closeCache();
  });

  test('a queued call is made at its turn and warms the cache; asking again meanwhile says when, without queueing twice', async () => {
    const time = createJumpableTime('2026-11-22T12:00:00Z');
    const { http, calls } = layer({ budgetTime: time, clock: time.clock, timeoutMs: 2000 });
    assert.ok((await http.request(om(1, 400))).outcome.ok);
    const first = (await http.request(om(2, 300))).outcome;
    assert.ok(!first.ok && first.readyInMs !== undefined && first.readyInMs > 55_000, JSON.stringify(first));
    time.jump(20_000);
    const again = (await http.request(om(2, 300))).outcome;
    assert.ok(!again.ok);
    assert.match(again.reason, /^Open-Meteo budget: this call \(weight 300\) is queued for its turn in 4\d s$/);
    assert.ok(Math.abs(again.readyInMs! - (first.readyInMs! - 20_000)) < 1000);
    // A light call fits now, before the queued one, as long as it does not share the queued one's window beyond the budget.
    assert.ok((await http.request(om(3, 50))).outcome.ok);
    assert.equal(calls.length, 2);
    time.jump(first.readyInMs!);
    await http.deferredSettled();
    assert.equal(calls.length, 3, 'made at its turn');
    const warm = (await http.request(om(2, 300))).outcome;
    assert.ok(warm.ok && warm.cached, 'the next question finds it cached');
    assert.equal(calls.length, 3);
    assert.equal(http.openMeteoBudget().queuedCalls, 0);
    http.closeCache();
  });

  test('the jumping test time: a jump fires what falls due, and what is left waits only what is left of its wait', async () => {
    const time = createJumpableTime('2026-11-22T12:00:00Z');
    const fired: string[] = [];
    time.at(time.now() + 60_000, () => fired.push('minute'));
    time.at(time.now() + 3_600_000, () => fired.push('hour'));
    time.jump(60_000);
    assert.deepEqual(fired, ['minute']);
    time.jump(3_600_000 - 60_000 - 30);
    assert.deepEqual(fired, ['minute'], 'not yet');
    await new Promise((r) => setTimeout(r, 120));
    assert.deepEqual(fired, ['minute', 'hour'], 'the last 30 ms passed in real time');
  });

  test('calls within a budget scope are counted into it; preferCache serves a stale answer instead of a counted call', async () => {
    const time = createJumpableTime('2026-11-22T12:00:00Z');
    const { http, calls } = layer({ budgetTime: time, clock: time.clock });
    const scope: BudgetScope = { calls: [] };
    await http.withBudget(scope, async () => {
      assert.ok((await http.request(om(1, 12.5))).outcome.ok);
      assert.ok((await http.request(om(1, 12.5))).outcome.ok, 'a cache hit is not counted');
    });
    assert.deepEqual(
      scope.calls!.map((c) => [c.weight, c.ttlSec]),
      [[12.5, 7 * 86_400]],
    );
    time.jump(8 * 86_400_000);
    const kept = await http.withBudget({ preferCache: true }, () => http.request(om(1, 12.5)).then((k) => k.outcome));
    assert.ok(kept.ok && kept.cached && kept.liveError?.startsWith('not refreshed'), JSON.stringify(kept));
    assert.equal(calls.length, 1);
    const held = await http.withBudget({ preferCache: true, holdUntilMs: time.now() + 90_000 }, () =>
      http.request(om(2, 1)).then((k) => k.outcome),
    );
    assert.ok(!held.ok && held.readyInMs !== undefined && Math.abs(held.readyInMs - 90_000) < 1000, JSON.stringify(held));
    assert.match(held.reason, /^Open-Meteo budget: planned for this place's next refresh, in 9\d s$/);
    assert.equal(calls.length, 1, 'held: no call');
    const cold = await http.withBudget({ preferCache: true }, () => http.request(om(2, 1)).then((k) => k.outcome));
    assert.ok(cold.ok && !cold.cached, 'nothing kept and no hold: the call is made');
    http.closeCache();
  });

  test('kept history (not cached by the layer) is recorded in a scope by when it comes again, not as due at every refresh', async () => {
    const time = createJumpableTime('2026-11-22T12:00:00Z');
    const { http } = layer({ budgetTime: time, clock: time.clock });
    const scope: BudgetScope = { calls: [] };
    await http.withBudget(scope, async () => {
      assert.ok((await http.request({ ...om(1, 80.6), ttlSec: 0, recursSec: 365 * 86_400 })).outcome.ok);
      assert.ok((await http.request({ ...om(2, 1), ttlSec: 0, recursSec: 86_400 })).outcome.ok);
      assert.ok((await http.request({ ...om(3, 1), ttlSec: 0 })).outcome.ok);
    });
    assert.deepEqual(
      scope.calls!.map((c) => [c.weight, c.ttlSec]),
      [
        [80.6, 365 * 86_400],
        [1, 86_400],
        [1, 0],
      ],
    );
    http.closeCache();
  });

  test("an API key: free hosts become Open-Meteo's customer hosts with &apikey=, not counted; self-hosted URLs stay; the key never shows", async () => {
    const calls: string[] = [];
    const fetch = (async (input: string | URL | Request) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('latitude=9')) throw new Error(`connect ECONNREFUSED for ${url}`);
      return new Response('{"value":1}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const http = createSourceLayer({
      fetch,
      userAgent: 'Hazardcast/test',
      offline: false,
      timeoutMs: 300,
      retries: 0,
      backoffMs: 5,
      breakerFailures: 5,
      breakerHalfOpenMs: 60_000,
      openMeteoPerMinute: 1,
      clock: createManualClock('2026-11-22T12:00:00Z'),
      db: sqliteDb(openDatabase(':memory:')),
      openMeteoApiKey: () => 'k3y-Secret_123',
    });
    for (let i = 1; i <= 3; i++) assert.ok((await http.request(om(i, 100, 'archive-api.open-meteo.com'))).outcome.ok);
    assert.deepEqual(
      calls.map((u) => new URL(u).host),
      ['customer-archive-api.open-meteo.com', 'customer-archive-api.open-meteo.com', 'customer-archive-api.open-meteo.com'],
    );
    assert.equal(new URL(calls[0]!).searchParams.get('apikey'), 'k3y-Secret_123');
    assert.equal(http.openMeteoBudget().weightAsked, 0, 'customer calls are outside the free tier');
    assert.ok((await http.request(om(4, 100, '127.0.0.1:9'))).outcome.ok);
    assert.equal(calls.at(-1), 'https://127.0.0.1:9/v1/archive?latitude=4&longitude=0', 'a self-hosted server is called as configured');
    const failed = (await http.request(om(9, 100, 'archive-api.open-meteo.com'))).outcome;
    assert.ok(!failed.ok);
    assert.ok(!failed.reason.includes('k3y-Secret_123') && failed.reason.includes('apikey=***'), failed.reason);
    http.closeCache();
  });

  test("scope: a replay or self-hosted endpoint is not counted unless 'all'; 'off' counts nothing", async () => {
    const local = layer({ openMeteoPerMinute: 1 });
    for (let i = 0; i < 3; i++) assert.ok((await local.http.request(om(i, 100, '127.0.0.1:9'))).outcome.ok);
    const all = layer({ openMeteoPerMinute: 1, openMeteoLimitScope: 'all' });
    assert.ok((await all.http.request(om(1, 100, '127.0.0.1:9'))).outcome.ok);
    assert.equal((await all.http.request(om(2, 1, '127.0.0.1:9'))).outcome.ok, false);
    const off = layer({ openMeteoPerMinute: 1, openMeteoLimitScope: 'off' });
    for (let i = 0; i < 3; i++) assert.ok((await off.http.request(om(i, 100))).outcome.ok);
  });
});
