// ViEWS and FEWS NET normalisers and request URLs: the documented shapes, the quoted real ViEWS row, hostile input.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { SourceError } from '../../../src-server/sources/http.js';
import { normalizeCountryMonths, normalizeRuns, monthOfId } from '../../../src-server/sources/views/normalize.js';
import { viewsCountryUrl } from '../../../src-server/sources/views/client.js';
import { normalizeIpcPhasePage, normalizeUnitShapes } from '../../../src-server/sources/fews-net/normalize.js';
import { fewsNetQuery, lookbackStart, pageQuery } from '../../../src-server/sources/fews-net/client.js';
import { normalizeCellPage } from '../../../src-server/sources/views/normalize.js';
import { viewsCellsUrl } from '../../../src-server/sources/views/client.js';
import { viewsCountryOf } from '../../../src-server/sources/views/countries.js';
import { cellById, cellOf, cellsWithin } from '../../../src-server/sources/views/priogrid.js';

describe('ViEWS', () => {
  test('the newest fatalities run: data month first, then model version, then try; other runs ignored', () => {
    const runs = [
      'r_2021_12_01',
      'escwa_2021_05',
      'fatalities002_2025_10_t01',
      'fatalities003_2025_10_t01',
      'fatalities003_2026_07_t01',
      'fatalities003_2026_07_t02',
      'fatalities003_2026_08_t01',
      'fatalities001_2023_03_t01',
    ];
    assert.deepEqual(normalizeRuns({ runs }), { latest: 'fatalities003_2026_08_t01', dataYear: 2026, dataMonth: 8 });
    assert.equal(normalizeRuns({ runs: ['fatalities002_2025_10_t01', 'fatalities003_2025_10_t01'] }).latest, 'fatalities003_2025_10_t01');
    assert.equal(normalizeRuns({ runs: ['fatalities003_2026_07_t01', 'fatalities003_2026_07_t02'] }).latest, 'fatalities003_2026_07_t02');
    assert.throws(() => normalizeRuns({ runs: ['r_2021_12_01'] }), SourceError);
    assert.throws(() => normalizeRuns({ data: [] }), SourceError);
  });

  test('the row quoted from a live answer (fatalities003_2026_08_t01, Sudan, September 2026)', () => {
    // test/fixtures/recorded/PROVENANCE.md "ViEWS": the only published excerpt of a fatalities003 answer.
    const body = {
      models: ['main_dich', 'main_mean', 'main_mean_ln'],
      row_count: 36,
      start_date: 561,
      end_date: 596,
      data: [
        {
          country_id: 245,
          month_id: 561,
          name: 'Sudan',
          isoab: 'SDN',
          year: 2026,
          month: 9,
          main_mean_ln: 5.5909,
          main_dich: 1.0,
          main_mean: 266.9778,
        },
      ],
    };
    assert.deepEqual(normalizeCountryMonths(body, 'fatalities003_2026_08_t01', 'sdn'), {
      run: 'fatalities003_2026_08_t01',
      iso3: 'SDN',
      name: 'Sudan',
      months: [{ monthId: 561, year: 2026, month: 9, mainMean: 266.9778, mainDich: 1 }],
    });
    assert.deepEqual(monthOfId(561), { year: 2026, month: 9 });
  });

  test('an ignored ISO filter ("fail-safe") brings other countries: only the one asked is kept; bad rows dropped', () => {
    const body = {
      data: [
        { month_id: 563, isoab: 'KEN', main_mean: 20 },
        { month_id: 564, isoab: 'SDN', main_mean_ln: Math.log1p(99) },
        { month_id: 563, isoab: 'SDN', main_mean: 307, main_dich: 7 },
        { month_id: 'x', isoab: 'SDN', main_mean: 1 },
        { month_id: 565, isoab: 'SDN', main_mean: -3 },
        null,
      ],
    };
    const f = normalizeCountryMonths(body, 'run', 'SDN');
    assert.deepEqual(
      f.months.map((m) => [m.monthId, Math.round(m.mainMean), m.mainDich]),
      [
        [563, 307, null],
        [564, 99, null],
      ],
    );
    assert.throws(() => normalizeCountryMonths({ rows: [] }, 'run', 'SDN'), SourceError);
  });

  test('any JSON: a value or a SourceError, never another throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        for (const fn of [() => normalizeRuns(body), () => normalizeCountryMonths(body, 'r', 'SDN'), () => normalizeIpcPhasePage(body)]) {
          try {
            fn();
          } catch (err) {
            assert.ok(err instanceof SourceError);
          }
        }
      }),
    );
  });

  test('the country request: run, level of analysis cm, state-based, ISO and one page of 1,000 rows', () => {
    const url = new URL(viewsCountryUrl('https://api.viewsforecasting.org', 'fatalities003_2026_08_t01', 'sdn'));
    assert.equal(url.pathname, '/fatalities003_2026_08_t01/cm/sb');
    assert.equal(url.searchParams.get('iso'), 'SDN');
    assert.equal(url.searchParams.get('pagesize'), '1000');
  });
});

describe('FEWS NET', () => {
  const row = (over: Record<string, unknown> = {}) => ({
    id: 1,
    fnid: 'SD2014A10101',
    geographic_unit_name: 'Khartoum',
    geographic_unit_full_name: 'Khartoum, Khartoum, Sudan',
    classification_scale: 'IPC 3.1',
    scenario: 'ML1',
    projection_start: '2026-10-01',
    projection_end: '2027-01-31',
    reporting_date: '2026-10-01',
    value: 4,
    is_allowing_for_assistance: false,
    ...over,
  });

  test("a page: rows in the data dictionary's fields, sentinels unclassified, the national series left out", () => {
    const page = normalizeIpcPhasePage({
      count: 5,
      next: 'https://fdw.fews.net/api/ipcphase/?country_code=SD&format=json&offset=500&page_size=500',
      previous: null,
      results: [
        row(),
        row({ value: 99, scenario: 'ML2' }),
        row({ classification_scale: 'IPC Highest Household' }),
        row({ scenario: 'FIPE6' }),
        row({ value: '3', is_allowing_for_assistance: 'True', scenario: 'cs' }),
      ],
    });
    assert.deepEqual(
      page.rows.map((r) => [r.scenario, r.phase, r.assistance]),
      [
        ['ML1', 4, false],
        ['ML2', null, false],
        ['CS', 3, true],
      ],
    );
    assert.equal(page.rows[0]!.unitFullName, 'Khartoum, Khartoum, Sudan');
    assert.equal(page.nextQuery, 'country_code=SD&format=json&offset=500&page_size=500');
    assert.deepEqual(normalizeIpcPhasePage([row()]).rows.length, 1);
    assert.throws(() => normalizeIpcPhasePage({ count: 0 }), SourceError);
  });

  test('the request: JSON, the filter, the look-back of three years from the first of a month (one URL a month), 500 a page', () => {
    assert.equal(lookbackStart(new Date('2026-11-22T12:00:00Z')), '2023-11-01');
    const q = new URLSearchParams(fewsNetQuery({ country_code: 'SD', start_date: '2023-11-01' }));
    assert.deepEqual(Object.fromEntries(q), { format: 'json', country_code: 'SD', start_date: '2023-11-01', page_size: '500' });
  });
});

describe('ViEWS PRIO-GRID cells', () => {
  test('cell ids: 1 at the south-west corner, 720 columns eastwards, rows northwards (PRIO-GRID v2)', () => {
    assert.equal(cellOf(-89.9, -179.9).gid, 1);
    assert.equal(cellOf(-89.9, 179.9).gid, 720);
    assert.equal(cellOf(-89.4, -179.9).gid, 721);
    assert.equal(cellOf(89.9, 179.9).gid, 259_200);
    // Maiduguri (11.85 N, 13.16 E): row 203, column 386.
    assert.equal(cellOf(11.85, 13.16).gid, 203 * 720 + 386 + 1);
    assert.deepEqual(cellById(cellOf(11.85, 13.16).gid), { gid: 146_547, south: 11.5, west: 13 });
  });

  test('the cells within 50 km: the own cell first, each touching the circle, none twice', () => {
    const cells = cellsWithin(11.85, 13.16, 50);
    assert.equal(cells[0]!.gid, cellOf(11.85, 13.16).gid);
    assert.equal(new Set(cells.map((c) => c.gid)).size, cells.length);
    assert.ok(cells.length >= 4 && cells.length <= 12, String(cells.length));
    assert.deepEqual(
      cellsWithin(11.85, 13.16, 0).map((c) => c.gid),
      [cellOf(11.85, 13.16).gid],
    );
  });

  test('a page of cell-months: only the cells asked, pg_id and month_id, ViEWS main_dich per cell-month', () => {
    const page = normalizeCellPage(
      {
        page_count: 2,
        page_cur: 1,
        row_count: 3,
        data: [
          { pg_id: 146547, month_id: 563, main_mean: 12.5, main_mean_ln: Math.log1p(12.5), main_dich: 0.97 },
          { pg_id: 146548, month_id: 563, main_mean_ln: Math.log1p(3) },
          { pg_id: 1, month_id: 563, main_mean: 900 },
        ],
      },
      'run',
      [146547, 146548],
    );
    assert.deepEqual(
      page.months.map((m) => [m.gid, m.year, m.month, Math.round(m.mainMean * 10) / 10, m.mainDich]),
      [
        [146547, 2026, 11, 12.5, 0.97],
        [146548, 2026, 11, 3, null],
      ],
    );
    assert.equal(page.pageCount, 2);
    assert.throws(() => normalizeCellPage({}, 'run', [1]), SourceError);
  });

  test('the cells request: level pgm, state-based, one priogrid filter per cell, the page', () => {
    const url = new URL(viewsCellsUrl('https://api.viewsforecasting.org', 'fatalities003_2026_08_t01', [146547, 146548], 2));
    assert.equal(url.pathname, '/fatalities003_2026_08_t01/pgm/sb');
    assert.deepEqual(url.searchParams.getAll('priogrid'), ['146547', '146548']);
    assert.equal(url.searchParams.get('page'), '2');
  });

  test("places ViEWS names its own way: Kosovo is XKX, the Palestinian territories are Israel's (as UCDP records them)", () => {
    assert.deepEqual(viewsCountryOf('XK'), { iso3: 'XKX' });
    assert.deepEqual(viewsCountryOf('PS'), { iso3: 'ISR', recordedAs: { iso3: 'ISR', state: 'Israel' } });
    assert.deepEqual(viewsCountryOf('ng'), { iso3: 'NGA' });
    assert.equal(viewsCountryOf(null), undefined);
  });
});

describe('FEWS NET pages and outlines', () => {
  test('pages after the first: the parameter the next link moved, offset by rows or page by number', () => {
    assert.equal(
      pageQuery('country_code=SD&format=json&offset=500&page_size=500', 3, 500),
      'country_code=SD&format=json&offset=1500&page_size=500',
    );
    assert.equal(pageQuery('country_code=SD&page=2&page_size=500', 3, 500), 'country_code=SD&page=4&page_size=500');
  });

  test('outlines: polygons and multipolygons kept with their bbox, points and unnamed features left out, other CRSs refused', () => {
    const square = [
      [
        [1, 1],
        [2, 1],
        [2, 2],
        [1, 2],
        [1, 1],
      ],
    ];
    const shapes = normalizeUnitShapes({
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'EPSG:4326' } },
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Polygon', coordinates: square },
          properties: { fnid: 'A', name: 'Unit A', unit_type: 'fsc_admin_lhz' },
        },
        { type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: [square] }, properties: { attributes: { FNID: 'B' } } },
        { type: 'Feature', geometry: { type: 'Point', coordinates: [1, 1] }, properties: { fnid: 'C' } },
        { type: 'Feature', geometry: { type: 'Polygon', coordinates: square }, properties: {} },
      ],
    });
    assert.deepEqual(
      shapes.map((s) => [s.fnid, s.name, s.bbox]),
      [
        ['A', 'Unit A', [1, 1, 2, 2]],
        ['B', 'B', [1, 1, 2, 2]],
      ],
    );
    assert.throws(() => normalizeUnitShapes({ crs: { properties: { name: 'EPSG:3857' } }, features: [] }), SourceError);
    assert.throws(() => normalizeUnitShapes({ type: 'FeatureCollection' }), SourceError);
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        try {
          normalizeUnitShapes(body);
        } catch (err) {
          assert.ok(err instanceof SourceError);
        }
      }),
    );
  });
});
