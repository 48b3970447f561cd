// The CSV export's cells: RFC 4180 quoting, and no cell a spreadsheet would run as a formula (OWASP CSV injection:
// `=`, `+`, `-`, `@`, tab, carriage return), while numbers, negative ones included, stay numbers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CSV_COLUMNS, csvField, csvLine } from '../../../src-server/track-record/csv.js';
import type { ExportRow } from '../../../src-server/track-record/repo.js';

describe('csvField', () => {
  test("text starting with any of OWASP's formula characters gets an apostrophe", () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const cell = `${start}2+3+cmd|' /C calc'!A0`;
      const out = csvField(cell);
      assert.ok(out === `'${cell}` || out === `"'${cell.replace(/"/g, '""')}"`, JSON.stringify(out));
    }
    assert.equal(csvField('-1+1'), "'-1+1");
    assert.equal(csvField('-HYPERLINK("http://evil.example")'), `"'-HYPERLINK(""http://evil.example"")"`);
    assert.equal(csvField('@SUM(A1)'), "'@SUM(A1)");
  });

  test('numbers are data: negative ones are written as numbers, not neutralised', () => {
    assert.equal(csvField(-0.5), '-0.5');
    assert.equal(csvField(-33.92), '-33.92');
    assert.equal(csvField(0), '0');
    assert.equal(csvField(null), '');
  });

  test('ordinary text as it is; commas, quotes and newlines quoted', () => {
    assert.equal(csvField('Tokyo, Japan'), '"Tokyo, Japan"');
    assert.equal(csvField('a "b"'), '"a ""b"""');
    assert.equal(csvField('Lagos'), 'Lagos');
    assert.equal(csvField('2026-11-22T12:00:00.000Z'), '2026-11-22T12:00:00.000Z');
  });
});

test('a whole line: a hostile description is neutralised, a southern-hemisphere cell keeps its numbers', () => {
  const row: ExportRow = {
    id: 7,
    issued_at: '2026-11-01T00:00:00.000Z',
    utc_day: '2026-11-01',
    hazard: 'flood',
    horizon: '7d',
    place_name: 'Cape Town, South Africa',
    place_cell: '-33.9,18.4',
    lat: -33.92,
    lng: 18.42,
    probability: 0.25,
    outcome: 0,
    window_start_ms: Date.parse('2026-11-01T00:00:00Z'),
    window_end_ms: Date.parse('2026-11-08T00:00:00Z'),
    radius_km: 50,
    min_magnitude: null,
    category: 'floods',
    source: 'eonet',
    resolved_at: '2026-11-09T00:00:00.000Z',
    event_json: JSON.stringify({ description: '-2+3+cmd' }),
    evidence: null,
  };
  const cells = csvLine(row).replace(/\r\n$/, '');
  assert.equal(cells.split(',').length, CSV_COLUMNS.length + 2, 'a comma inside the quoted place name and one inside the place cell');
  assert.ok(cells.includes(`"'-33.9,18.4",-33.92,18.42,0.25,0,`), cells);
  assert.ok(cells.endsWith(",'-2+3+cmd,"), cells);
});
