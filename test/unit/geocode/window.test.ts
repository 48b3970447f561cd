// Calendar periods read as windows (pure, clock passed in): weeks, weekends, months, seasons by hemisphere, holidays.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { easterSunday } from '../../../src-server/geocode/horizon.js';
import { parsePrompt } from '../../../src-server/geocode/parse.js';

const MONDAY = new Date('2026-11-23T12:00:00Z');
const day = (s: string) => (s.length === 10 ? `${s}T00:00:00.000Z` : new Date(s).toISOString());
const read = (phrase: string, now = MONDAY, placeLat?: number) => {
  const r = parsePrompt(`flood risk in Lagos ${phrase}`, now, { placeLat });
  return { horizon: r.horizon, window: r.window ? [r.window.start.toISOString(), r.window.end.toISOString()] : undefined };
};

describe('calendar periods are windows', () => {
  const cases: [string, string, string, string][] = [
    // [phrase, start, end (exclusive), horizon]: on Monday 23 Nov 2026, 12:00 UTC
    ['next week', '2026-11-30', '2026-12-07', '30d'],
    ['this week', '2026-11-23T12:00:00Z', '2026-11-30', '7d'],
    ['this weekend', '2026-11-28', '2026-11-30', '7d'],
    ['next weekend', '2026-12-05', '2026-12-07', '30d'],
    ['this month', '2026-11-23T12:00:00Z', '2026-12-01', '30d'],
    ['next month', '2026-12-01', '2027-01-01', '1y'],
    ['in June', '2027-06-01', '2027-07-01', '1y'],
    ['over Christmas', '2026-12-24', '2026-12-27', '1y'],
    ['on Christmas Day', '2026-12-25', '2026-12-26', '1y'],
    ['over New Year', '2026-12-31', '2027-01-02', '1y'],
    ['over Easter', '2027-03-26', '2027-03-30', '1y'],
    ['this summer', '2027-06-01', '2027-09-01', '1y'],
    ['this winter', '2026-12-01', '2027-03-01', '1y'],
    ['next year', '2027-01-01', '2028-01-01', '10y'],
    ['in 2031', '2031-01-01', '2032-01-01', '10y'],
    ['the 2040s', '2040-01-01', '2050-01-01', '30y'],
    ['by 2030', '2026-11-23T12:00:00Z', '2030-01-01', '10y'],
    ['until March', '2026-11-23T12:00:00Z', '2027-04-01', '1y'],
    ['before Christmas', '2026-11-23T12:00:00Z', '2026-12-24', '1y'],
    ['tomorrow', '2026-11-24', '2026-11-25', '7d'],
    ['on Friday', '2026-11-27', '2026-11-28', '7d'],
    ['on December 15', '2026-12-15', '2026-12-16', '30d'],
    ['this hurricane season', '2026-11-23T12:00:00Z', '2026-12-01', '30d'],
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
  test('Christmas already past this year is next year\'s', () => {
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
