// Reading an import's rows: each row kept (coordinates or a place) or rejected with its reason and row number; a CSV's
// header, separators and decimal commas; GeoJSON Points; the 1,000-site limit before any lookup.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AppError } from '../../../src-server/shared/errors.js';
import {
  checkRow,
  detectDelimiter,
  rowsFromCsv,
  rowsFromGeoJson,
  rowsFromJson,
  type ImportRow,
} from '../../../src-server/portfolios/import-rows.js';

const reasons = (rows: ImportRow[]) => rows.flatMap((r) => (r.ok ? [] : [[r.row, r.reason]]));

describe('checkRow', () => {
  test('coordinates as numbers or text are kept and win over a place', () => {
    assert.deepEqual(checkRow(1, { name: ' Apapa ', lat: 6.45, lng: '3.36', place: 'Lagos' }), {
      ok: true,
      site: { row: 1, name: 'Apapa', at: { lat: 6.45, lng: 3.36 } },
    });
    assert.deepEqual(checkRow(2, { lat: '-33.9', lng: '+151.2' }), { ok: true, site: { row: 2, at: { lat: -33.9, lng: 151.2 } } });
  });

  test('a place alone is kept to be found; a blank name is no name', () => {
    assert.deepEqual(checkRow(3, { name: '  ', place: ' Nairobi, Kenya ' }), { ok: true, site: { row: 3, place: 'Nairobi, Kenya' } });
  });

  test('each unusable row says why', () => {
    assert.deepEqual(checkRow(1, { name: 'x' }), { ok: false, row: 1, reason: 'no coordinates (lat and lng) and no place' });
    assert.deepEqual(checkRow(2, { lat: 95, lng: 3 }), { ok: false, row: 2, reason: 'lat 95 is outside -90 to 90' });
    assert.deepEqual(checkRow(3, { lat: 5, lng: -181 }), { ok: false, row: 3, reason: 'lng -181 is outside -180 to 180' });
    assert.deepEqual(checkRow(4, { lat: 'abc', lng: 3 }), { ok: false, row: 4, reason: 'lat "abc" is not a number' });
    assert.deepEqual(checkRow(5, { lat: 5 }), { ok: false, row: 5, reason: 'lat is given without lng' });
    assert.deepEqual(checkRow(6, { lng: 5, place: 'Lagos' }), { ok: false, row: 6, reason: 'lng is given without lat' });
    assert.deepEqual(checkRow(7, { lat: '1e3', lng: 3 }), { ok: false, row: 7, reason: 'lat "1e3" is not a number' });
    assert.deepEqual(checkRow(8, { name: 'n'.repeat(201), place: 'Lagos' }), {
      ok: false,
      row: 8,
      reason: 'name is longer than 200 characters',
    });
  });

  test('a decimal comma is read only where the comma is not the separator', () => {
    assert.deepEqual(checkRow(1, { lat: '6,45', lng: '3,36' }, true), { ok: true, site: { row: 1, at: { lat: 6.45, lng: 3.36 } } });
    assert.equal(checkRow(1, { lat: '6,45', lng: '3,36' }, false).ok, false);
  });
});

describe('rowsFromCsv', () => {
  test('a CSV with bad rows: row numbers count data rows (blank lines skipped); other columns ignored', () => {
    const csv = [
      '\uFEFFName,Latitude,Lon,Notes',
      'Apapa warehouse,6.45,3.36,main',
      '',
      'No coordinates,,,',
      'Out of range,91,3,',
      '"Quoted, name",-1.29,36.82,"says ""hi"""',
      'Text latitude,north,3,',
    ].join('\r\n');
    const rows = rowsFromCsv(csv);
    assert.equal(rows.length, 5);
    assert.deepEqual(rows[0], { ok: true, site: { row: 1, name: 'Apapa warehouse', at: { lat: 6.45, lng: 3.36 } } });
    assert.deepEqual(rows[3], { ok: true, site: { row: 4, name: 'Quoted, name', at: { lat: -1.29, lng: 36.82 } } });
    assert.deepEqual(reasons(rows), [
      [2, 'no coordinates (lat and lng) and no place'],
      [3, 'lat 91 is outside -90 to 90'],
      [5, 'lat "north" is not a number'],
    ]);
  });

  test('a place column, semicolons and decimal commas (a European spreadsheet)', () => {
    const rows = rowsFromCsv('site;lat;lng;place\nBerlin office;52,52;13,40;\nLyon depot;;;Lyon, France\n');
    assert.deepEqual(rows, [
      { ok: true, site: { row: 1, name: 'Berlin office', at: { lat: 52.52, lng: 13.4 } } },
      { ok: true, site: { row: 2, name: 'Lyon depot', place: 'Lyon, France' } },
    ]);
  });

  test("the separator is the header line's most frequent one outside quotes", () => {
    assert.equal(detectDelimiter('name,lat,lng'), ',');
    assert.equal(detectDelimiter('name;lat;lng'), ';');
    assert.equal(detectDelimiter('name\tlat\tlng\n'), '\t');
    assert.equal(detectDelimiter('"a;b;c",lat,lng'), ',');
  });

  test('a header without coordinate or place columns is a 422 naming the columns it has', () => {
    assert.throws(
      () => rowsFromCsv('name,city\nA,Lagos\n'),
      (err: AppError) => err.code === 'no_usable_sites' && /it names: name, city/.test(err.message),
    );
    assert.throws(
      () => rowsFromCsv('name,lat\nA,6\n'),
      (err: AppError) => err.code === 'no_usable_sites',
    );
    assert.throws(
      () => rowsFromCsv(''),
      (err: AppError) => err.code === 'no_usable_sites',
    );
  });

  test('text csv-parse cannot read is a 400 on the body', () => {
    assert.throws(
      () => rowsFromCsv('name,lat,lng\n"unclosed,6,3\n'),
      (err: AppError) => err.code === 'validation_failed' && err.errors[0]?.field === 'body',
    );
  });

  test('more than 1,000 rows is a 422 too_many_sites (counting those already held)', () => {
    const csv = `name,lat,lng\n${Array.from({ length: 1001 }, (_, i) => `s${i},1.5,2.5`).join('\n')}`;
    assert.throws(
      () => rowsFromCsv(csv),
      (err: AppError) => err.code === 'too_many_sites' && err.statusCode === 422,
    );
    assert.equal(rowsFromJson([{ lat: 1, lng: 2 }], 999).length, 1);
    assert.throws(
      () =>
        rowsFromJson(
          [
            { lat: 1, lng: 2 },
            { lat: 1, lng: 2 },
          ],
          999,
        ),
      (err: AppError) => err.code === 'too_many_sites',
    );
  });
});

describe('rowsFromGeoJson', () => {
  test('Points are kept with properties.name; other geometries and bad positions are rejected rows', () => {
    const rows = rowsFromGeoJson({
      features: [
        { geometry: { type: 'Point', coordinates: [3.36, 6.45] }, properties: { name: 'Apapa' } },
        {
          geometry: {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
          properties: { name: 'Road' },
        },
        { geometry: { type: 'Point', coordinates: ['x', 1] }, properties: null },
        { geometry: { type: 'Point', coordinates: [200, 1] }, properties: {} },
        { geometry: null, properties: { name: 'Office', place: 'Nairobi' } },
      ],
    });
    assert.deepEqual(rows[0], { ok: true, site: { row: 1, name: 'Apapa', at: { lat: 6.45, lng: 3.36 } } });
    assert.deepEqual(rows[4], { ok: true, site: { row: 5, name: 'Office', place: 'Nairobi' } });
    assert.deepEqual(reasons(rows), [
      [2, 'geometry is a "LineString", not a Point'],
      [3, 'the Point has no [longitude, latitude] coordinates'],
      [4, 'lng 200 is outside -180 to 180'],
    ]);
  });
});
