// Calendar periods read as windows (pure, clock passed in): weeks, weekends, months, seasons by hemisphere, holidays.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { easterSunday } from '../../../src-server/geocode/horizon.js';
import { horizonForWindow, parsePrompt } from '../../../src-server/geocode/parse.js';
import { DAY_MS } from '../../../src-server/shared/clock.js';
import { PROMPT_WORDS } from '../../helpers/built-in.js';

const MONDAY = new Date('2026-11-23T12:00:00Z');
const day = (s: string) => (s.length === 10 ? `${s}T00:00:00.000Z` : new Date(s).toISOString());
const read = (phrase: string, now = MONDAY, placeLat?: number) => {
  const r = parsePrompt(`flood risk in Lagos ${phrase}`, now, { words: PROMPT_WORDS, placeLat });
  return { horizon: r.horizon, window: r.window ? [r.window.start.toISOString(), r.window.end.toISOString()] : undefined };
};

describe('calendar periods are windows', () => {
  const cases: [string, string, string, string][] = [
    // [phrase, start, end (exclusive), horizon]: on Monday 23 Nov 2026, 12:00 UTC
    ['next week', '2026-11-30', '2026-12-07', '7d'],
    ['this week', '2026-11-23T12:00:00Z', '2026-11-30', '7d'],
    ['this weekend', '2026-11-28', '2026-11-30', '7d'],
    ['next weekend', '2026-12-05', '2026-12-07', '7d'],
    ['this month', '2026-11-23T12:00:00Z', '2026-12-01', '7d'],
    ['next month', '2026-12-01', '2027-01-01', '30d'],
    ['in June', '2027-06-01', '2027-07-01', '1y'],
    ['over Christmas', '2026-12-24', '2026-12-27', '30d'],
    ['on Christmas Day', '2026-12-25', '2026-12-26', '30d'],
    ['over New Year', '2026-12-31', '2027-01-02', '30d'],
    ['over Easter', '2027-03-26', '2027-03-30', '1y'],
    ['this summer', '2027-06-01', '2027-09-01', '1y'],
    ['this winter', '2026-12-01', '2027-03-01', '30d'],
    ['next year', '2027-01-01', '2028-01-01', '1y'],
    ['in 2031', '2031-01-01', '2032-01-01', '10y'],
    ['the 2040s', '2040-01-01', '2050-01-01', '30y'],
    ['by 2030', '2026-11-23T12:00:00Z', '2030-01-01', '10y'],
    ['until March', '2026-11-23T12:00:00Z', '2027-04-01', '1y'],
    ['before Christmas', '2026-11-23T12:00:00Z', '2026-12-24', '30d'],
    ['tomorrow', '2026-11-24', '2026-11-25', '7d'],
    ['on Friday', '2026-11-27', '2026-11-28', '7d'],
    ['on December 15', '2026-12-15', '2026-12-16', '30d'],
    ['this hurricane season', '2026-11-23T12:00:00Z', '2026-12-01', '7d'],
    // Issue 37: weekends, fortnights, quarters, day ranges, as exact windows.
    ['for a weekend trip', '2026-11-28', '2026-11-30', '7d'],
    ['at the weekend', '2026-11-28', '2026-11-30', '7d'],
    ['over the next fortnight', '2026-11-23T12:00:00Z', '2026-12-07T12:00:00Z', '7d'],
    ['in the first fortnight of August', '2027-08-01', '2027-08-15', '1y'],
    ['the second fortnight of December', '2026-12-15', '2027-01-01', '30d'],
    ['in Q1', '2027-01-01', '2027-04-01', '1y'],
    ['in Q4', '2026-11-23T12:00:00Z', '2027-01-01', '30d'],
    ['in Q3 2027', '2027-07-01', '2027-10-01', '1y'],
    ['in the second quarter of 2028', '2028-04-01', '2028-07-01', '1y'],
    ['by Q2', '2026-11-23T12:00:00Z', '2027-04-01', '1y'],
    ['this quarter', '2026-11-23T12:00:00Z', '2027-01-01', '30d'],
    ['next quarter', '2027-01-01', '2027-04-01', '1y'],
    ['on 10-12 February', '2027-02-10', '2027-02-13', '30d'],
    ['from 3 to 5 March 2027', '2027-03-03', '2027-03-06', '30d'],
    ['in the fourth quarter of 2031', '2031-10-01', '2032-01-01', '10y'],
    ['on February 10-12', '2027-02-10', '2027-02-13', '30d'],
  ];
  for (const [phrase, start, end, horizon] of cases) {
    test(`"${phrase}" → ${start} – ${end}, ${horizon}`, () => {
      assert.deepEqual(read(phrase), { horizon, window: [day(start), day(end)] });
    });
  }

  test('spans from now are not calendar periods: no window (the default now → now + horizon applies)', () => {
    for (const phrase of ['over the next 10 days', 'next 30 days', 'in the next 48 hours', 'long-term', 'over the next decade']) {
      assert.equal(read(phrase).window, undefined, phrase);
    }
  });

  test('several cues: the smallest window that holds them all', () => {
    assert.deepEqual(read('this week and through 2030').window, [day('2026-11-23T12:00:00Z'), day('2031-01-01')]);
    assert.deepEqual(read('in June or July').window, [day('2027-06-01'), day('2027-08-01')]);
  });
});

describe('the horizon of a calendar window is the nearest one (issue 37)', () => {
  test('"next year" asked on 27 November is 1y and "next month" 30d, not the next longer bucket', () => {
    const friday = new Date('2026-11-27T12:00:00Z');
    assert.deepEqual(read('next year', friday), { horizon: '1y', window: [day('2027-01-01'), day('2028-01-01')] });
    assert.deepEqual(read('next month', friday), { horizon: '30d', window: [day('2026-12-01'), day('2027-01-01')] });
  });
  test('nearest on a log scale: 7d to 14.5 days, 30d to 105 days, 1y to 3.2 years; longer windows are covered', () => {
    const t = MONDAY.getTime();
    const at = (days: number, length = Math.min(days, 30)) =>
      horizonForWindow(MONDAY, { start: t + (days - length) * DAY_MS, end: t + days * DAY_MS });
    assert.deepEqual([at(14), at(15), at(104), at(105), at(1150, 365), at(1160, 365)], ['7d', '30d', '30d', '1y', '1y', '10y']);
    // A window longer than a year is computed per year: 10y (or 30y) covering its end, never 1y.
    assert.equal(at(800, 800), '10y');
    assert.equal(at(4000, 365), '30y');
  });
  test('spans from now keep the covering horizon and the default window', () => {
    assert.deepEqual(read('over the next 10 days'), { horizon: '30d', window: undefined });
    assert.deepEqual(read('in the next two weeks'), { horizon: '30d', window: undefined });
  });
});

describe('across boundaries', () => {
  test('a week across a month end and a year end', () => {
    assert.deepEqual(read('next week', new Date('2027-01-29T12:00:00Z')).window, [day('2027-02-01'), day('2027-02-08')]);
    assert.deepEqual(read('next week', new Date('2026-12-28T12:00:00Z')).window, [day('2027-01-04'), day('2027-01-11')]);
    assert.deepEqual(read('this week', new Date('2027-01-03T18:00:00Z')).window, [day('2027-01-03T18:00:00Z'), day('2027-01-04')]); // a Sunday
  });
  test('a weekend already under way starts now', () => {
    assert.deepEqual(read('this weekend', new Date('2026-11-29T08:00:00Z')).window, [day('2026-11-29T08:00:00Z'), day('2026-11-30')]);
  });
  test('next month in December is January of next year; in January, February (28 or 29 days)', () => {
    assert.deepEqual(read('next month', new Date('2026-12-10T00:00:00Z')).window, [day('2027-01-01'), day('2027-02-01')]);
    assert.deepEqual(read('next month', new Date('2028-01-10T00:00:00Z')).window, [day('2028-02-01'), day('2028-03-01')]);
  });
  test("Christmas already past this year is next year's", () => {
    assert.deepEqual(read('over Christmas', new Date('2026-12-28T00:00:00Z')).window, [day('2027-12-24'), day('2027-12-27')]);
  });
});

describe('seasons by hemisphere', () => {
  const jan10 = new Date('2027-01-10T12:00:00Z');
  test('summer: June–August north, December–February south (under way: from now)', () => {
    assert.deepEqual(read('this summer', jan10, 40).window, [day('2027-06-01'), day('2027-09-01')]);
    assert.deepEqual(read('this summer', jan10, -33.9).window, [day('2027-01-10T12:00:00Z'), day('2027-03-01')]);
    assert.deepEqual(read('next summer', jan10, -33.9).window, [day('2027-12-01'), day('2028-03-01')]);
  });
  test('winter: December–February north, June–August south', () => {
    assert.deepEqual(read('this winter', jan10, 45.5).window, [day('2027-01-10T12:00:00Z'), day('2027-03-01')]);
    assert.deepEqual(read('this winter', jan10, -34.6).window, [day('2027-06-01'), day('2027-09-01')]);
  });
  test('spring and autumn flip too; hazard seasons do not', () => {
    assert.deepEqual(read('this spring', MONDAY, -33.9).window, [day('2026-11-23T12:00:00Z'), day('2026-12-01')]);
    assert.deepEqual(read('this autumn', MONDAY, 48.9).window, [day('2026-11-23T12:00:00Z'), day('2026-12-01')]);
    assert.deepEqual(read('this autumn', MONDAY, -33.9).window, [day('2027-03-01'), day('2027-06-01')]);
    assert.deepEqual(read('this hurricane season', MONDAY, -10).window, [day('2026-11-23T12:00:00Z'), day('2026-12-01')]);
  });
});

test('Easter Sunday (Meeus): 2026-04-05, 2027-03-28, 2038-04-25', () => {
  assert.equal(new Date(easterSunday(2026)).toISOString().slice(0, 10), '2026-04-05');
  assert.equal(new Date(easterSunday(2027)).toISOString().slice(0, 10), '2027-03-28');
  assert.equal(new Date(easterSunday(2038)).toISOString().slice(0, 10), '2038-04-25');
});
