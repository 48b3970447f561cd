// The source layer on a scripted fetch: cache, expiry, stale answers, offline, de-dup, retries, Retry-After, breaker
// (the Open-Meteo budget: open-meteo-budget.test.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openDatabase } from '../../../src-server/db/open.js';
import { sqliteDb } from '../../../src-server/db/sqlite-db.js';
import { createManualClock } from '../../../src-server/shared/clock.js';
import { cacheKeyOf } from '../../../src-server/sources/cache-key.js';
import { createSourceLayer, type SourceLayerDeps } from '../../../src-server/sources/layer.js';
import { parseRetryAfter } from '../../../src-server/sources/http.js';
import { SOURCE_TTL_SEC } from '../../../src-server/sources/ttl.js';

type Step = { status?: number; body?: string; headers?: Record<string, string>; delayMs?: number } | 'hang';

/** A fetch that plays `steps` in order (the last one repeats) and counts calls. */
function scriptedFetch(steps: Step[]) {
  const calls: string[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push(String(input));
    const step = steps[Math.min(calls.length - 1, steps.length - 1)]!;
    if (step === 'hang') {
      // A real hanging socket keeps the process alive; AbortSignal.timeout's timer alone does not.
      const keepAlive = setTimeout(() => {}, 10_000);
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(keepAlive);
          reject(init.signal!.reason);
        }),
      );
    }
    if (step.delayMs) await new Promise((r) => setTimeout(r, step.delayMs));
    return new Response(step.body ?? '{"value":1}', {
      status: step.status ?? 200,
      headers: { 'content-type': 'application/json', ...step.headers },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function layerWith(steps: Step[], overrides: Partial<SourceLayerDeps> = {}) {
  const { fetch, calls } = scriptedFetch(steps);
  const clock = createManualClock('2026-11-22T12:00:00Z');
  const db = overrides.db ?? sqliteDb(openDatabase(':memory:'));
  const http = createSourceLayer({
    fetch,
    userAgent: 'Hazardcast/test',
    offline: false,
    timeoutMs: 1500,
    retries: 2,
    backoffMs: 5,
    breakerFailures: 3,
    breakerHalfOpenMs: 60,
    openMeteoPerMinute: 500,
    clock,
    db,
    ...overrides,
  });
  return { http, calls, clock, db };
}

const normalize = (body: unknown) => {
  const v = (body as { value?: unknown }).value;
  if (typeof v !== 'number') throw new Error('no value');
  return { value: v };
};
const req = (extra: Record<string, unknown> = {}) => ({
  source: 'usgs' as const,
  url: 'http://127.0.0.1:9/usgs/query?latitude=35.6895&longitude=139.6917&minmagnitude=4.5',
  cell: { lat: 35.6895, lng: 139.6917 },
  normalize,
  ...extra,
});

describe('source layer: cache', () => {
  test('the same question twice makes one call; the second is cached with its true age', async () => {
    const { http, calls, clock } = layerWith([{}]);
    const first = (await http.request(req())).outcome;
    clock.advance(600_000);
    const second = (await http.request(req())).outcome;
    assert.equal(calls.length, 1);
    assert.ok(first.ok && !first.cached);
    assert.ok(second.ok && second.cached && second.liveError === undefined);
    assert.equal(second.fetchedAt, '2026-11-22T12:00:00.000Z');
    assert.deepEqual(second.data, { value: 1 });
  });

  test('a nearby point in the same 0.1° cell shares the answer; another cell does not', async () => {
    const { http, calls } = layerWith([{}]);
    await http.request(req());
    await http.request(
      req({ cell: { lat: 35.71, lng: 139.66 }, url: 'http://127.0.0.1:9/usgs/query?latitude=35.71&longitude=139.66&minmagnitude=4.5' }),
    );
    assert.equal(calls.length, 1);
    await http.request(req({ cell: { lat: 36.2, lng: 139.66 } }));
    assert.equal(calls.length, 2);
  });

  test('after its TTL the answer is fetched again', async () => {
    const { http, calls, clock } = layerWith([{ body: '{"value":1}' }, { body: '{"value":2}' }]);
    await http.request(req());
    clock.advance(SOURCE_TTL_SEC.usgs * 1000 + 1);
    const again = (await http.request(req())).outcome;
    assert.equal(calls.length, 2);
    assert.ok(again.ok && !again.cached);
    assert.deepEqual(again.data, { value: 2 });
  });

  test('an expired answer is served, with its age and the live error, when the live call fails', async () => {
    const { http, calls, clock } = layerWith([{}, { status: 500 }], { retries: 0 });
    await http.request(req());
    clock.advance(3 * 86_400_000);
    const stale = (await http.request(req())).outcome;
    assert.equal(calls.length, 2);
    assert.ok(stale.ok && stale.cached);
    assert.equal(stale.fetchedAt, '2026-11-22T12:00:00.000Z');
    assert.match(stale.liveError ?? '', /live call failed \(HTTP 500/);
  });

  test('offline: no call at all; a place seen before is served from the cache (even expired)', async () => {
    const online = layerWith([{}]);
    await online.http.request(req());
    online.http.closeCache(); // as the app does on close: answers still waiting (write-behind) reach SQLite
    const offline = layerWith([{}], { offline: true, db: online.db });
    offline.clock.advance(10 * 86_400_000);
    const seen = (await offline.http.request(req())).outcome;
    assert.ok(seen.ok && seen.cached);
    assert.match(seen.liveError ?? '', /offline mode/);
    const unseen = (await offline.http.request(req({ cell: { lat: -12.04, lng: -77.03 } }))).outcome;
    assert.ok(!unseen.ok);
    assert.equal(unseen.kind, 'offline');
    assert.equal(offline.calls.length, 0);
  });

  test('ttlSec 0 never caches', async () => {
    const { http, calls } = layerWith([{}]);
    await http.request(req({ ttlSec: 0 }));
    await http.request(req({ ttlSec: 0 }));
    assert.equal(calls.length, 2);
  });

  test('cache keys: coordinates leave the URL part, params and cells tell answers apart', () => {
    const a = cacheKeyOf({ url: 'http://x/q?latitude=1.01&longitude=2.02&m=5', cell: { lat: 1.01, lng: 2.02 } });
    const b = cacheKeyOf({ url: 'http://x/q?longitude=2.04&m=5&latitude=1.03', cell: { lat: 1.03, lng: 2.04 } });
    assert.equal(a, b);
    assert.notEqual(a, cacheKeyOf({ url: 'http://x/q?latitude=1.01&longitude=2.02&m=6', cell: { lat: 1.01, lng: 2.02 } }));
    assert.equal(
      cacheKeyOf({ url: 'http://x/a?t=1', params: { r: 1, k: 'x' } }),
      cacheKeyOf({ url: 'http://x/a?t=2', params: { k: 'x', r: 1 } }),
    );
  });
});

describe('source layer: resilience', () => {
  test('two concurrent questions about one place make one call', async () => {
    const { http, calls } = layerWith([{ delayMs: 60 }]);
    const [a, b] = await Promise.all([http.request(req()), http.request(req())]);
    assert.equal(calls.length, 1);
    assert.ok(a.outcome.ok && b.outcome.ok);
  });

  test('5xx is retried with backoff, up to `retries` times', async () => {
    const ok = layerWith([{ status: 503 }, { status: 502 }, {}]);
    const answer = (await ok.http.request(req())).outcome;
    assert.ok(answer.ok);
    assert.equal(ok.calls.length, 3);

    const failing = layerWith([{ status: 500 }], { retries: 1 });
    const failed = (await failing.http.request(req())).outcome;
    assert.ok(!failed.ok);
    assert.equal(failed.kind, 'http');
    assert.equal(failing.calls.length, 2);
  });

  test('429 waits what Retry-After asks, then succeeds', async () => {
    const { http, calls } = layerWith([{ status: 429, headers: { 'retry-after': '1' } }, {}], { timeoutMs: 2500 });
    const started = performance.now();
    const answer = (await http.request(req())).outcome;
    const elapsed = performance.now() - started;
    assert.ok(answer.ok);
    assert.equal(calls.length, 2);
    assert.ok(elapsed >= 950, `waited ${elapsed} ms, Retry-After asked 1000`);
  });

  test('a Retry-After longer than the budget: give up at once, and make no call until it has passed', async () => {
    const { http, calls } = layerWith([{ status: 429, headers: { 'retry-after': '120' } }]);
    const started = performance.now();
    const answer = (await http.request(req())).outcome;
    assert.ok(performance.now() - started < 500);
    assert.ok(!answer.ok);
    assert.equal(answer.kind, 'rate_limited');
    assert.match(answer.reason, /HTTP 429.*Retry-After 120 s/);
    const again = (await http.request(req({ cell: { lat: 10, lng: 10 } }))).outcome;
    assert.ok(!again.ok);
    assert.match(again.reason, /waiting \d+ s more/);
    assert.equal(calls.length, 1);
  });

  test('4xx (our request) is neither retried nor counted by the breaker', async () => {
    const { http, calls } = layerWith([{ status: 400, body: '{"reason":"Invalid timezone","error":true}' }], { breakerFailures: 1 });
    const a = (await http.request(req())).outcome;
    const b = (await http.request(req())).outcome;
    assert.ok(!a.ok && !b.ok);
    assert.match(a.reason, /HTTP 400: Invalid timezone/);
    assert.equal(b.kind, 'http');
    assert.equal(calls.length, 2);
  });

  test('a garbled body is a parse failure, not retried', async () => {
    const { http, calls } = layerWith([{ body: '{"value": "x"}' }]);
    const answer = (await http.request(req())).outcome;
    assert.ok(!answer.ok);
    assert.equal(answer.kind, 'parse');
    assert.equal(calls.length, 1);
  });

  test('a hanging source times out within the budget', async () => {
    const { http } = layerWith(['hang'], { timeoutMs: 200 });
    const started = performance.now();
    const answer = (await http.request(req())).outcome;
    const elapsed = performance.now() - started;
    assert.ok(!answer.ok);
    assert.equal(answer.kind, 'timeout');
    assert.ok(elapsed < 400, `took ${elapsed} ms`);
  });

  test('breaker: opens after N failed questions, half-opens after the pause, closes on success', async () => {
    const { fetch, calls } = scriptedFetch([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }, {}]);
    const clock = createManualClock('2026-11-22T12:00:00Z');
    const http = createSourceLayer({
      fetch,
      userAgent: 't',
      offline: false,
      timeoutMs: 1000,
      retries: 0,
      backoffMs: 1,
      breakerFailures: 3,
      breakerHalfOpenMs: 80,
      openMeteoPerMinute: 500,
      clock,
      db: sqliteDb(openDatabase(':memory:')),
    });
    const cell = (i: number) => ({ cell: { lat: i, lng: i } }); // distinct places: no cache, no de-dup
    for (let i = 0; i < 3; i++) assert.equal((await http.request(req(cell(i)))).outcome.ok, false);
    assert.equal(http.breakerStates().usgs, 'open');
    const blocked = (await http.request(req(cell(3)))).outcome;
    assert.ok(!blocked.ok);
    assert.equal(blocked.kind, 'circuit_open');
    assert.equal(calls.length, 3, 'an open breaker makes no call');

    await new Promise((r) => setTimeout(r, 100));
    const probe = (await http.request(req(cell(4)))).outcome; // half-open: one test call, which fails (step 4)
    assert.ok(!probe.ok && probe.kind === 'http');
    assert.equal(http.breakerStates().usgs, 'open');
    await new Promise((r) => setTimeout(r, 100));
    const healed = (await http.request(req(cell(5)))).outcome;
    assert.ok(healed.ok);
    assert.equal(http.breakerStates().usgs, 'closed');
    assert.equal(calls.length, 5);
  });
});

describe('Retry-After parsing', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  test('delay-seconds, HTTP date, absent and unreadable', () => {
    assert.equal(parseRetryAfter('30', now), 30);
    assert.equal(parseRetryAfter('Sun, 22 Nov 2026 12:01:30 GMT', now), 90);
    assert.equal(parseRetryAfter('Sun, 22 Nov 2026 11:00:00 GMT', now), 0);
    assert.equal(parseRetryAfter(null, now), undefined);
    assert.equal(parseRetryAfter('soon', now), undefined);
  });
});
