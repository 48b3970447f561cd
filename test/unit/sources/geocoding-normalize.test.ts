// Open-Meteo geocoding parsing, checked against real recorded responses (test/fixtures/recorded/open-meteo).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { geocodingSearchUrl } from '../../../src-server/sources/open-meteo-geocoding/client.js';
import { normalizeGeocodingSearch } from '../../../src-server/sources/open-meteo-geocoding/normalize.js';
import { readRecordedJson } from '../../helpers/recorded-fixtures.js';

describe('Open-Meteo geocoding normalize (real recordings)', () => {
  test('Enschede: the city first, with country, region and population; the airport has none', () => {
    const hits = normalizeGeocodingSearch(readRecordedJson('open-meteo/geocoding-search-enschede.json'));
    assert.equal(hits.length, 2);
    assert.deepEqual(hits[0], {
      name: 'Enschede',
      lat: 52.21833,
      lng: 6.89583,
      countryCode: 'NL',
      country: 'The Netherlands',
      admin1: 'Overijssel',
      population: 153655,
    });
    assert.equal(hits[1]!.name, 'Enschede Airport Twente');
    assert.equal(hits[1]!.population, null);
  });

  test('no match: a body without `results` is an empty list, not an error', () => {
    assert.deepEqual(normalizeGeocodingSearch(readRecordedJson('open-meteo/geocoding-search-no-results.json')), []);
  });

  test('Paris (French labels): France first, then the US Parises with their states', () => {
    const hits = normalizeGeocodingSearch(readRecordedJson('open-meteo/geocoding-search-paris-count5-lang-fr.json'));
    assert.equal(hits.length, 5);
    assert.deepEqual(
      hits.slice(0, 3).map((h) => [h.countryCode, h.admin1]),
      [
        ['FR', 'Île-de-France'],
        ['US', 'Texas'],
        ['US', 'Tennessee'],
      ],
    );
    assert.equal(hits[0]!.population, 2138551);
    assert.equal(hits[1]!.country, 'États Unis');
  });

  test("Open-Meteo's error body is a failure with its reason", () => {
    assert.throws(() => normalizeGeocodingSearch(readRecordedJson('open-meteo/error-400-invalid-timezone.json')), /Invalid timezone/);
  });
});

describe('Open-Meteo geocoding normalize (shape errors) and request', () => {
  test('hits without a position or country code are dropped; a non-array `results` is a parse failure', () => {
    const hits = normalizeGeocodingSearch({
      results: [
        { name: 'Sea', latitude: 41, longitude: 2.5 },
        { name: 'Nowhere', country_code: 'XX' },
        { name: 'Lagos', latitude: 6.45, longitude: 3.39, country_code: 'ng' },
      ],
    });
    assert.deepEqual(hits, [{ name: 'Lagos', lat: 6.45, lng: 3.39, countryCode: 'NG', country: null, admin1: null, population: null }]);
    assert.throws(() => normalizeGeocodingSearch({ results: 'x' }), /not an array/);
    assert.throws(() => normalizeGeocodingSearch([1]), /not a JSON object/);
  });

  test('the request names the place, asks for 10 candidates in English as JSON', () => {
    const url = new URL(geocodingSearchUrl('https://geocoding-api.open-meteo.com/v1/search', '  Paris   Texas '));
    assert.equal(url.pathname, '/v1/search');
    assert.equal(url.searchParams.get('name'), 'Paris Texas');
    assert.equal(url.searchParams.get('count'), '10');
    assert.equal(url.searchParams.get('language'), 'en');
    assert.equal(url.searchParams.get('format'), 'json');
  });
});
