// ViEWS and FEWS NET normalisers and request URLs: the documented shapes, the quoted real ViEWS row, hostile input.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { SourceError } from '../../../src-server/sources/http.js';
import { normalizeCountryMonths, normalizeRuns, monthOfId } from '../../../src-server/sources/views/normalize.js';
import { viewsCountryUrl } from '../../../src-server/sources/views/client.js';
import { normalizeIpcPhasePage } from '../../../src-server/sources/fews-net/normalize.js';
import { fewsNetQuery, lookbackStart } from '../../../src-server/sources/fews-net/client.js';

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
    classification_scale: 'IPC31',
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

  test('the request: JSON, the country, the look-back from the first of a month (one URL a month), 500 a page', () => {
    assert.equal(lookbackStart(new Date('2026-11-22T12:00:00Z')), '2026-03-01');
    const q = new URLSearchParams(fewsNetQuery('sd', '2026-03-01'));
    assert.deepEqual(Object.fromEntries(q), { format: 'json', country_code: 'SD', start_date: '2026-03-01', page_size: '500' });
  });
});
