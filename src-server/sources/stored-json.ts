// How the source cache writes a payload to SQLite: JSON, with every table (an array of records that all have the same
// keys in the same order: a day a row over 30 years, a member's days) written by columns. The rows' keys are written
// once instead of once a row, which makes the text about a third as long and JSON.stringify about 40% faster: for a new
// cell, writing its answers behind was a third of the watch tick's CPU (docs/performance.md "Cold cells").
//
// Reading gives back the same value: the same keys in the same order, the same numbers, strings and nulls. Text written
// before this encoding (plain JSON) is read as it always was: encoded text starts with a prefix JSON never starts with.

/** Starts every encoded text (JSON text starts with a value: `{`, `[`, `"`, a digit, `-`, `t`, `f` or `n`). */
const PREFIX = 'c1:';
/** Names an encoded table; no record of a payload may have it as a key (such a payload is written as plain JSON). */
const MARK = '\u0000table';
/** Fewer rows than this are written as they are (nothing to gain). */
const MIN_ROWS = 4;

interface Table {
  [MARK]: string[];
  n: number;
  c: unknown[][];
}

class NotEncodable extends Error {}

/** What the rows' keys would have taken in plain JSON, summed while encoding or decoding (the memory LRU's measure). */
let keyBytes = 0;
/** Plain JSON of n rows with these keys minus the encoded table, values aside (the same text in both). */
function tableDelta(keys: readonly string[], n: number): number {
  const keysLength = keys.reduce((s, k) => s + JSON.stringify(k).length, 0);
  const plain = 2 + (n - 1) + n * (2 + keysLength + 2 * keys.length - 1);
  const encoded = JSON.stringify({ [MARK]: keys, n, c: keys.map(() => []) }).length + keys.length * (n - 1);
  return plain - encoded;
}
/** Values JSON leaves out of a record (they would turn into null in a column). */
const dropped = (x: unknown) => x === undefined || typeof x === 'function' || typeof x === 'symbol';

const isRecord = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** The keys of a record whose values all survive JSON as they are (no undefined, which JSON leaves out). */
function tableKeys(row: Record<string, unknown>): string[] | undefined {
  const keys = Object.keys(row);
  if (keys.length === 0) return undefined;
  for (const k of keys) {
    if (k === MARK) throw new NotEncodable();
    if (k === '__proto__' || dropped(row[k])) return undefined;
  }
  return keys;
}

function encodeValue(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    if (v.length >= MIN_ROWS && isRecord(v[0])) {
      const keys = tableKeys(v[0]);
      if (keys && v.every((r) => isRecord(r) && sameKeys(r, keys))) {
        const c = keys.map((k) => v.map((r) => encodeValue((r as Record<string, unknown>)[k])));
        keyBytes += tableDelta(keys, v.length);
        return { [MARK]: keys, n: v.length, c } satisfies Table;
      }
    }
    return v.map(encodeValue);
  }
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function' || !isRecord(v)) throw new NotEncodable();
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    if (k === MARK) throw new NotEncodable();
    out[k] = encodeValue(v[k]);
  }
  return out;
}

function sameKeys(r: Record<string, unknown>, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in r) {
    if (!Object.prototype.hasOwnProperty.call(r, k)) return false;
    if (keys[i] !== k || dropped(r[k])) return false;
    i++;
  }
  return i === keys.length;
}

function decodeValue(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = decodeValue(v[i]);
    return v;
  }
  const o = v as Record<string, unknown>;
  const keys = o[MARK] as string[] | undefined;
  if (keys !== undefined) {
    const t = o as unknown as Table;
    const cols = t.c.map((col) => col.map(decodeValue));
    keyBytes += tableDelta(keys, t.n);
    const rows = new Array<Record<string, unknown>>(t.n);
    for (let i = 0; i < t.n; i++) {
      const r: Record<string, unknown> = {};
      for (let j = 0; j < keys.length; j++) r[keys[j]!] = cols[j]![i];
      rows[i] = r;
    }
    return rows;
  }
  for (const k of Object.keys(o)) o[k] = decodeValue(o[k]);
  return o;
}

/**
 * The text to store for a JSON-safe payload (as `JSON.stringify` would take it), and about how long its plain JSON
 * would be (the measure of the in-memory cache's bound, which predates this encoding).
 */
export function encodeStored(data: unknown): { text: string; plainLength: number } {
  keyBytes = 0;
  try {
    const text = PREFIX + JSON.stringify(encodeValue(data));
    return { text, plainLength: text.length - PREFIX.length + keyBytes };
  } catch (err) {
    if (!(err instanceof NotEncodable)) throw err;
    const text = JSON.stringify(data);
    return { text, plainLength: text.length };
  }
}

/** The payload a stored text holds (encoded or plain JSON), and its plain length; throws as JSON.parse does on a corrupt text. */
export function decodeStored(text: string): { data: unknown; plainLength: number } {
  if (!text.startsWith(PREFIX)) return { data: JSON.parse(text), plainLength: text.length };
  keyBytes = 0;
  const data = decodeValue(JSON.parse(text.slice(PREFIX.length)));
  return { data, plainLength: text.length - PREFIX.length + keyBytes };
}
