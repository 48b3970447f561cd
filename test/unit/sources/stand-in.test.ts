// An earlier day's answer standing in for a call the budget refuses (issue 48: a portfolio longer than a day must not
// spend the next day's budget on forecasts it has already scored): the keys of earlier days, the answer served with its
// true age, nothing queued for it, and the limits (a week; only calls whose dates follow the clock).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openDatabase } from '../../../src-server/db/open.js';
import { sqliteDb } from '../../../src-server/db/sqlite-db.js';
import { createSourceLayer, type SourceRequest } from '../../../src-server/sources/layer.js';
import { daysAround, openMeteoUrl } from '../../../src-server/sources/open-meteo-request.js';
import { anyDayKey, earlierDayKeys, STAND_IN_DAYS } from '../../../src-server/sources/stand-in.js';
import { createJumpableTime } from '../../support/budget-time.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('earlierDayKeys', () => {
  test('moves start_date and end_date back together, a day at a time, for a week', () => {
    const key = '6.4,3.4|/v1/ensemble?daily=a&end_date=2026-12-22&models=m&start_date=2026-12-01&timezone=GMT';
    const keys = earlierDayKeys(key);
    assert.equal(keys.length, STAND_IN_DAYS);
    assert.equal(keys[0], '6.4,3.4|/v1/ensemble?daily=a&end_date=2026-12-21&models=m&start_date=2026-11-30&timezone=GMT');
    assert.equal(keys[6], '6.4,3.4|/v1/ensemble?daily=a&end_date=2026-12-15&models=m&start_date=2026-11-24&timezone=GMT');
  });
  test('a key without dates has none; a date at the end of the key moves too; other dates stay', () => {
    assert.deepEqual(earlierDayKeys('6.4,3.4|/v1/forecast?daily=a&past_days=92'), []);
    assert.deepEqual(earlierDayKeys('-|x=1&start_date=2026-03-01', 1), ['-|x=1&start_date=2026-02-28']);
    assert.deepEqual(earlierDayKeys('-|release_date=2026-03-01&y=2', 1), []);
  });
});

describe('anyDayKey', () => {
  test('kept history (since): one key whatever its end; another start or variable is another call', () => {
    const day1 = '-1.2,36.8|/archive?daily=a&end_date=2026-11-16&models=era5&start_date=1996-01-01';
    const day2 = '-1.2,36.8|/archive?daily=a&end_date=2026-11-17&models=era5&start_date=1996-01-01';
    assert.equal(anyDayKey(day1, 'since'), anyDayKey(day2, 'since'));
    assert.equal(anyDayKey(day1, 'since'), '-1.2,36.8|/archive?daily=a&end_date=*&models=era5&start_date=1996-01-01');
    assert.notEqual(anyDayKey(day1, 'since'), anyDayKey(day1.replace('1996-01-01', '2026-11-10'), 'since'));
    assert.notEqual(anyDayKey(day1, 'since'), anyDayKey(day1.replace('daily=a', 'daily=b'), 'since'));
  });
  test('a window that follows the clock: one key on any day for the same span; another span is another call', () => {
    const today = '6.4,3.4|/forecast?daily=a&end_date=2026-12-22&start_date=2026-09-06';
    const tomorrow = '6.4,3.4|/forecast?daily=a&end_date=2026-12-23&start_date=2026-09-07';
    const shorter = '6.4,3.4|/forecast?daily=a&end_date=2026-12-22&start_date=2026-12-07';
    assert.equal(anyDayKey(today, 'window'), anyDayKey(tomorrow, 'window'));
    assert.equal(anyDayKey(today, 'window'), '6.4,3.4|/forecast?daily=a&end_date=+107d&start_date=*');
    assert.notEqual(anyDayKey(today, 'window'), anyDayKey(shorter, 'window'));
    assert.equal(anyDayKey('-|x=1', 'window'), '-|x=1');
  });
});

describe('the source layer: an earlier day stands in for a refused call', () => {
  function setUp() {
    const time = createJumpableTime('2026-11-22T12:00:00Z');
    const calls: string[] = [];
    let failing = false;
    const fetch = (async (input: string | URL | Request) => {
      calls.push(String(input));
      if (failing) return new Response('{"error":true}', { status: 503 });
      return new Response(`{"value":${calls.length}}`, { status: 200, headers: { 'content-type': 'application/json' } });
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
      openMeteoPerMinute: 500,
      openMeteoPerHour: 4500,
      openMeteoPerDay: 9000,
      budgetTime: time,
      clock: time.clock,
      db: sqliteDb(openDatabase(':memory:')),
    });
    /** Today's forecast call of a cell (92 days back, 16 ahead: the dates follow the clock), of weight `weight`. */
    const forecast = (lat: number, weight: number, followsClock = true): SourceRequest<{ value: number }> => ({
      source: 'open-meteo-forecast',
      url: openMeteoUrl('https://api.open-meteo.com/v1/forecast', { lat, lng: 0 }, { daily: 'a', ...daysAround(time.clock.now(), 92, 16) }),
      cell: { lat, lng: 0 },
      normalize: (b) => b as { value: number },
      weight,
      ...(followsClock ? { followsClock: true } : {}),
    });
    return { time, http, calls, forecast, fail: (on: boolean) => (failing = on) };
  }

  test("a day later with the budget spent: yesterday's answer serves, with its fetch time, and no refresh is queued", async () => {
    const { time, http, calls, forecast } = setUp();
    const first = (await http.request(forecast(1, 10))).outcome;
    assert.ok(first.ok && !first.cached);
    time.jump(DAY + HOUR);
    // Spend the minute with a cell nobody asked before (queued: nothing kept for it).
    assert.ok((await http.request(forecast(2, 495))).outcome.ok);
    const queuedBefore = http.openMeteoBudget().queuedCalls;
    const next = (await http.request(forecast(1, 10))).outcome;
    assert.ok(next.ok, JSON.stringify(next));
    assert.equal(next.cached, true);
    assert.deepEqual(next.data, first.data, "yesterday's payload");
    assert.equal(next.fetchedAt, first.fetchedAt, 'its true age');
    assert.match(next.liveError ?? '', /^live call failed \(Open-Meteo budget: .*\); served cached data$/);
    assert.equal(http.openMeteoBudget().queuedCalls, queuedBefore, 'a refused refresh with an answer kept queues nothing');
    assert.equal(calls.length, 2);
    // Nothing kept for a new cell: refused, and queued for its turn as before.
    const fresh = (await http.request(forecast(3, 10))).outcome;
    assert.ok(!fresh.ok && fresh.kind === 'rate_limited' && fresh.readyInMs! > 0);
    assert.equal(http.openMeteoBudget().queuedCalls, queuedBefore + 1);
    await http.closeCache();
  });

  test('a failing source: the newest earlier day within the week serves; past a week, or when the dates do not follow the clock, none', async () => {
    const { time, http, forecast, fail } = setUp();
    assert.ok((await http.request(forecast(1, 1))).outcome.ok);
    time.jump(DAY);
    const second = (await http.request(forecast(1, 1))).outcome;
    assert.ok(second.ok && !second.cached);
    fail(true);
    time.jump(3 * DAY);
    const served = (await http.request(forecast(1, 1))).outcome;
    assert.ok(served.ok && served.cached, JSON.stringify(served));
    assert.equal(served.fetchedAt, second.fetchedAt, 'the newest of the earlier days');
    assert.ok(!(await http.request(forecast(1, 1, false))).outcome.ok, 'dates that do not follow the clock: no stand-in');
    time.jump(STAND_IN_DAYS * DAY);
    assert.ok(!(await http.request(forecast(1, 1))).outcome.ok, 'past a week: no stand-in');
    await http.closeCache();
  });
});
