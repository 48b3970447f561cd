// GBIF occurrence search parsing, checked against real recorded responses (test/fixtures/recorded/gbif).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gbifCountUrl } from '../../../src-server/sources/gbif/client.js';
import { normalizeOccurrenceSearch } from '../../../src-server/sources/gbif/normalize.js';
import { readRecordedJson } from '../../helpers/recorded-fixtures.js';

const RECORDED: [file: string, count: number][] = [
  ['gbif/occurrence-search-geodistance-50N-10E-10km-limit2.json', 75272],
  ['gbif/occurrence-search-limit0-count-only.json', 3509696929],
  ['gbif/occurrence-search-limit0-facet-country-limit2.json', 3562023280],
  ['gbif/occurrence-search-limit0-facet-year.json', 3674827120],
  ['gbif/occurrence-search-limit0-facet-year-taxon212-2000-2003.json', 42985256],
  ['gbif/occurrence-search-geometry-polygon-limit2.json', 15788615],
  ['gbif/occurrence-search-geometry-europe-bbox-limit30.json', 878634359],
  ['gbif/occurrence-search-identifiedByID-limit3.json', 2225],
];

describe('GBIF normalize (real recordings)', () => {
  for (const [file, count] of RECORDED) {
    test(`${file.slice(5)}: count ${count}`, () => {
      assert.deepEqual(normalizeOccurrenceSearch(readRecordedJson(file)), { totalCount: count });
    });
  }
});

describe('GBIF normalize (shape errors) and request', () => {
  test('a bare number (/occurrence/count), an error object or a negative count is a parse failure', () => {
    assert.throws(() => normalizeOccurrenceSearch(765), /not an occurrence search page/);
    assert.throws(() => normalizeOccurrenceSearch({ error: 'x' }), /not an occurrence search page/);
    assert.throws(() => normalizeOccurrenceSearch({ results: [], count: -1 }), /non-negative integer/);
    assert.throws(() => normalizeOccurrenceSearch(null), /not an occurrence search page/);
  });

  test('the request asks for the count only, within 10 km, of present occurrences', () => {
    const url = new URL(gbifCountUrl('https://api.gbif.org/v1', 50, 10));
    assert.equal(url.pathname, '/v1/occurrence/search');
    assert.equal(url.searchParams.get('limit'), '0');
    assert.equal(url.searchParams.get('geoDistance'), '50.0000,10.0000,10km');
    assert.equal(url.searchParams.get('occurrenceStatus'), 'PRESENT');
  });
});
