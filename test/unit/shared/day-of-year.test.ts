// yearOfDate stands for Number(date.slice(0, 4)); dayOfYearDigits for the Date.UTC day of year (or undefined).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dateOfNo, dayNo, dayOfYearDigits, yearOfDate } from '../../../src-server/shared/day-of-year.js';

test('yearOfDate is Number(date.slice(0, 4)) for every kind of text', () => {
  const dates = [
    '2026-11-26',
    '1991-01-01',
    '0000-01-01',
    '0999-12-31',
    '9999',
    '199',
    '',
    ' 2020-01-01',
    '20x0-01-01',
    '+2020',
    '-001-01-01',
    '1e30-01-01',
    '0x1F-01-01',
    '２０２０-01-01',
    '2020T00',
    '12345-01-01',
  ];
  for (const d of dates) assert.ok(Object.is(yearOfDate(d), Number(d.slice(0, 4))), d);
});

test('dayOfYearDigits agrees with Date.UTC on valid dates', () => {
  for (let n = 0; n < 800; n++) {
    const date = new Date(Date.UTC(2019, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    const m = Number(date.slice(5, 7)) - 1;
    const d = Number(date.slice(8, 10));
    assert.equal(dayOfYearDigits(date), Math.round((Date.UTC(2001, m, d) - Date.UTC(2001, 0, 1)) / 86_400_000) % 365, date);
  }
  assert.equal(dayOfYearDigits('2020-13-01'), undefined);
});

test('dayNo counts UTC days from 1970-01-01 and dateOfNo is its inverse, across leap days and years', () => {
  assert.equal(dayNo('1970-01-01'), 0);
  assert.equal(dayNo('1969-12-31'), -1);
  assert.equal(dayNo('2024-03-01') - dayNo('2024-02-28'), 2); // 29 February 2024 counts
  assert.equal(dayNo('2023-03-01') - dayNo('2023-02-28'), 1);
  assert.ok(Number.isNaN(dayNo('not a date')));
  for (const date of ['1970-01-01', '2000-02-29', '2024-12-31', '1950-06-15']) assert.equal(dateOfNo(dayNo(date)), date);
});
