// ReliefWeb: parsing real recorded answers, the request URLs, and the ISO2 -> ISO3 step.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { normalizeDisasters, normalizeReports } from '../../../src-server/sources/reliefweb/normalize.js';
import { reliefwebDisastersUrl, reliefwebReportsUrl } from '../../../src-server/sources/reliefweb/client.js';
import { SourceError } from '../../../src-server/sources/http.js';
import { iso3FromIso2 } from '../../../src-server/shared/country.js';
import { parseBrackets } from '../../support/replay/reliefweb.js';
import { readRecordedJson } from '../../helpers/recorded-fixtures.js';

// The bracketed query read back as the nested object it encodes (lists are objects keyed '0', '1', ...).
type Condition = { field?: string; value?: unknown; operator?: string; conditions?: Record<string, Condition> };
type Brackets = {
  limit?: string;
  sort?: Record<string, string>;
  fields: { include: Record<string, string> };
  filter: { operator?: string; conditions: Record<string, Condition> };
};

describe('ReliefWeb normalize (real recordings)', () => {
  test('v2 disaster (DR Congo Ebola, Sep 2025): every field we use', () => {
    const page = normalizeDisasters(readRecordedJson('reliefweb/v2-disaster-52433-drc-ebola-2025.json'));
    assert.equal(page.totalCount, 1);
    assert.deepEqual(page.items[0], {
      id: 52433,
      name: 'DR Congo: Ebola Outbreak - Sep 2025',
      status: 'ongoing',
      glide: 'EP-2025-000157-COD',
      types: ['Epidemic'],
      eventDate: '2025-09-04T00:00:00.000Z',
      countries: ['cod'],
      location: { lat: -4.03833, lng: 21.7587 },
      url: 'https://reliefweb.int/disaster/ep-2025-000157-cod',
    });
  });

  test('v1 disasters list (1,000 of 3,677, only id/name/status/glide): totalCount kept, missing fields null', () => {
    const page = normalizeDisasters(readRecordedJson('reliefweb/v1-disasters-preset-external-limit1000.json'));
    assert.equal(page.totalCount, 3677);
    assert.equal(page.items.length, 1000);
    const first = page.items[0]!;
    assert.equal(first.name, 'Chad: Floods - Aug 2024');
    assert.equal(first.status, 'ongoing');
    assert.equal(first.eventDate, null);
    assert.deepEqual(first.types, []);
    assert.equal(first.location, null);
  });

  test('v1 disaster (Burkina Faso floods 2015): type, country and dates', () => {
    const d = normalizeDisasters(readRecordedJson('reliefweb/v1-disaster-25466-burkina-faso-floods-2015.json')).items[0]!;
    assert.deepEqual(d.types, ['Flood']);
    assert.deepEqual(d.countries, ['bfa']);
    assert.equal(d.status, 'past');
    assert.ok(d.eventDate?.startsWith('2015-'));
  });

  test('v1 reports for Nepal (author-trimmed: 4 items of totalCount 14)', () => {
    const page = normalizeReports(readRecordedJson('reliefweb/v1-reports-country-NPL-from-2020-09-10-author-trimmed.json'));
    assert.equal(page.totalCount, 14);
    assert.equal(page.items.length, 4);
    const r = page.items[0]!;
    assert.equal(r.id, 3670885);
    assert.match(r.title, /^Nepal makes progress in human capital/);
    assert.equal(r.createdAt, '2020-09-17T00:00:00.000Z'); // only date.original was recorded
    assert.deepEqual(r.sources, ['World Bank']);
    assert.deepEqual(r.themes, []);
    assert.match(r.url ?? '', /^https:\/\/reliefweb\.int\/report\/nepal\//);
  });
});

describe('ReliefWeb normalize (shapes)', () => {
  test('no data array is a parse failure; odd items are skipped; totalCount never below the items', () => {
    assert.throws(() => normalizeReports({ error: 'x' }), SourceError);
    assert.throws(() => normalizeDisasters(null), SourceError);
    const page = normalizeReports({
      totalCount: 'many',
      data: [null, { id: 'x' }, { id: '7', fields: { title: 5, theme: { name: 'Health' }, date: { created: 'not a date' } } }],
    });
    assert.equal(page.totalCount, 1);
    assert.deepEqual(page.items[0], { id: 7, title: 'Report 7', createdAt: null, themes: ['Health'], sources: [], url: null });
  });
});

describe('ReliefWeb requests', () => {
  const from = new Date('2026-08-24T12:00:00Z');
  const to = new Date('2026-11-22T12:00:00Z');

  test('reports: appname, country, themes (OR), date range, newest first, only the fields used', () => {
    const url = new URL(
      reliefwebReportsUrl(
        'http://rw.test/v2',
        { iso3: 'sdn', themes: ['Safety and Security', 'Peacekeeping and Peacebuilding'], from, to, limit: 10 },
        'hazardcast-replay',
      ),
    );
    assert.equal(url.pathname, '/v2/reports');
    assert.equal(url.searchParams.get('appname'), 'hazardcast-replay');
    const p = parseBrackets(url.searchParams) as Brackets;
    assert.equal(p.limit, '10');
    assert.deepEqual(p.sort, { 0: 'date.created:desc' });
    assert.deepEqual(Object.values(p.fields.include), ['id', 'title', 'date.created', 'theme.name', 'source.shortname', 'url_alias']);
    assert.equal(p.filter.operator, 'AND');
    assert.deepEqual(p.filter.conditions[0], { field: 'primary_country.iso3', value: 'sdn' });
    assert.deepEqual(p.filter.conditions[1], {
      field: 'theme.name',
      value: { 0: 'Safety and Security', 1: 'Peacekeeping and Peacebuilding' },
      operator: 'OR',
    });
    assert.deepEqual(p.filter.conditions[2], {
      field: 'date.created',
      value: { from: '2026-08-24T12:00:00+00:00', to: '2026-11-22T12:00:00+00:00' },
    });
  });

  test('disasters: recent or still ongoing, of the asked types, for the country', () => {
    const url = new URL(
      reliefwebDisastersUrl('http://rw.test/v2', { iso3: 'nga', types: ['Complex Emergency'], from, limit: 100 }, 'my-approved-app'),
    );
    assert.equal(url.pathname, '/v2/disasters');
    assert.equal(url.searchParams.get('appname'), 'my-approved-app');
    const p = parseBrackets(url.searchParams) as Brackets;
    assert.deepEqual(p.filter.conditions[0], { field: 'country.iso3', value: 'nga' });
    assert.equal(p.filter.conditions[2]?.operator, 'OR');
    assert.deepEqual(p.filter.conditions[2]?.conditions?.[1], { field: 'status', value: { 0: 'alert', 1: 'ongoing' }, operator: 'OR' });
  });

  test('ISO 3166 alpha-2 -> alpha-3 (lower case, as ReliefWeb answers)', () => {
    assert.equal(iso3FromIso2('NG'), 'nga');
    assert.equal(iso3FromIso2('sd'), 'sdn');
    assert.equal(iso3FromIso2('CD'), 'cod');
    assert.equal(iso3FromIso2('XX'), undefined);
    assert.equal(iso3FromIso2(''), undefined);
    assert.equal(iso3FromIso2(null), undefined);
  });
});

describe('ReliefWeb normalize (any JSON)', () => {
  test('either a parse failure or records with finite ids and counts, never another throw', async () => {
    const fc = (await import('fast-check')).default;
    const item = fc.record(
      {
        id: fc.anything(),
        fields: fc.dictionary(
          fc.constantFrom('id', 'title', 'name', 'date', 'theme', 'type', 'status', 'country', 'primary_country', 'source', 'url_alias'),
          fc.anything(),
        ),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.anything(),
      fc.record({ totalCount: fc.anything(), data: fc.array(fc.oneof(item, fc.anything()), { maxLength: 5 }) }),
    );
    fc.assert(
      fc.property(body, (b) => {
        for (const normalize of [normalizeReports, normalizeDisasters]) {
          try {
            const page = normalize(b);
            assert.ok(Number.isFinite(page.totalCount) && page.totalCount >= page.items.length);
            assert.ok(page.items.every((i) => Number.isFinite(i.id) && typeof ('title' in i ? i.title : i.name) === 'string'));
          } catch (err) {
            assert.ok(err instanceof SourceError, String(err));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
