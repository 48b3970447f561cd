// The team server's Open-Meteo budget: instances on one PostgreSQL share one budget (Open-Meteo counts the client, not
// the process). Two source layers on one database, as two instances, never make more weighted calls in a window than
// the budget allows together; on SQLite the budget stays the process's own (limiter.ts, open-meteo-budget.test.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createManualClock } from '../../../src-server/shared/clock.js';
import { createSourceLayer } from '../../../src-server/sources/layer.js';
import { createSharedCallLimiter } from '../../../src-server/sources/shared-limiter.js';
import { createCallLimiter, type WindowLimit } from '../../../src-server/sources/limiter.js';
import { onPostgres, openTestDb, reopenTestDb } from '../../helpers/test-db.js';

const skip = onPostgres ? false : "the shared budget is the team server's (PostgreSQL): npm run test:postgres";
const windows: WindowLimit[] = [
  { windowMs: 60_000, max: 10, label: 'minute' },
  { windowMs: 3_600_000, max: 25, label: 'hour' },
];

describe('Open-Meteo budget shared through the database', { skip }, () => {
  test("the same rule as the process-local limiter, over every instance's reservations", async (t) => {
    const db = await openTestDb(t, { file: true });
    const other = await reopenTestDb(t, db);
    let now = 1_000_000;
    const a = createSharedCallLimiter(windows, () => now, db);
    const b = createSharedCallLimiter(windows, () => now, other);
    const local = createCallLimiter(windows, () => now);
    // The same sequence of asks, alternating between the two instances, gives what one process would.
    const asks = [4, 3, 2, 5, 1, 6, 2, 9, 3];
    for (const [i, w] of asks.entries()) {
      const shared = await (i % 2 === 0 ? a : b).reserve(w, i % 3 === 0 ? Infinity : 0);
      assert.deepEqual(shared, local.reserve(w, i % 3 === 0 ? Infinity : 0), `ask ${i} (weight ${w})`);
      now += 7_000;
    }
  });

  test('two instances calling at once: together never more weight in a minute than the budget', async (t) => {
    const db = await openTestDb(t, { file: true });
    const other = await reopenTestDb(t, db);
    const made: string[] = [];
    const fetch = (async (input: string | URL | Request) => {
      made.push(String(input));
      return new Response('{"value":1}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const layer = (on: typeof db) =>
      createSourceLayer({
        fetch,
        userAgent: 'test',
        offline: false,
        timeoutMs: 300,
        retries: 0,
        backoffMs: 5,
        breakerFailures: 50,
        breakerHalfOpenMs: 60_000,
        openMeteoPerMinute: 10,
        openMeteoLimitScope: 'all',
        openMeteoWindows: windows,
        deferRefused: false,
        clock: createManualClock('2026-11-22T12:00:00Z'),
        db: on,
        cache: false,
      });
    const instances = [layer(db), layer(other)];
    const ask = (i: number) =>
      instances[i % 2]!.request({
        source: 'open-meteo-archive',
        url: `https://archive-api.open-meteo.com/v1/archive?latitude=${i}`,
        params: { latitude: i },
        weight: 1,
        normalize: (x: unknown) => x,
      }).then((k) => k.outcome);
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => ask(i)));
    assert.equal(made.length, 10, 'ten calls of weight 1 in the minute, whichever instance made them');
    assert.equal(outcomes.filter((o) => o.ok).length, 10);
    assert.ok(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.kind === 'rate_limited' && /Open-Meteo budget/.test(o.reason)));
    const reserved = await db.get<{ n: number; w: number }>('SELECT COUNT(*) AS n, SUM(weight) AS w FROM open_meteo_budget');
    assert.deepEqual(reserved, { n: 10, w: 10 });
  });
});
