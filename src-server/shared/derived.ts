// Values derived from deep-frozen values (cached payloads, and what is derived from them), memoised on the function and
// its arguments, so the key is never written by hand: a model's boundary hands the memoised function exactly what it
// reads, and that is the key. docs/architecture.md "Caches".
//
//   const heatClimateOf = memo(computeHeatClimate);           // heatClimateOf(archive)
//   const floodPart = memo((i: FloodInputs) => ...);          // floodPart({ era5, ensemble, ..., horizon, first, last })
//
// Arguments: a deep-frozen object or array (shared/freeze.ts: a cached payload or a derived value) counts by identity;
// a string, number, boolean, null or undefined by value; a plain record (an unfrozen object literal) by its own
// entries, each one of the former. Anything else (an array a caller built, a Date, a class instance) makes the call
// unmemoised: computed every time, so a memoised function is always safe to call. The computation must be pure: it
// may read its arguments and constants, not the clock or a place it was not given.
//
// A value is kept beside the first frozen argument (its owner, in the freeze registry), deep-frozen (arrays of numbers
// left writable for speed: treat them as read-only), and goes when the owner goes. At most MAX_DERIVED_PER_OWNER values
// per owner and function (oldest out): keys that vary with the window stay bounded.
import { deepFreeze, derivedTable, isDeepFrozen } from './freeze.js';

export const MAX_DERIVED_PER_OWNER = 128;

interface Entry {
  has: boolean;
  value?: unknown;
  /** Values keyed further by the other frozen arguments, in order. */
  next?: WeakMap<object, Entry>;
}

/** Hits, misses and unmemoised calls (diagnostics: tests and the bench). */
const counters = { hits: 0, misses: 0, unmemoised: 0 };
export const derivedStats = () => ({ ...counters });

const isRecord = (v: object): v is Record<string, unknown> => !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** What a frozen object stands as in the key text (its identity is keyed apart). */
const OBJECT = '@';

/** The key text of one value: OBJECT for a deep-frozen object, undefined for what cannot be keyed. */
function textOf(v: unknown): string | undefined {
  switch (typeof v) {
    case 'undefined':
      return 'u';
    case 'number':
      return Object.is(v, -0) ? '-0' : `${v}`;
    case 'string':
      return `s${v.length}:${v}`;
    case 'boolean':
      return v ? 'T' : 'F';
    case 'object':
      return v === null ? 'n' : isDeepFrozen(v) ? OBJECT : undefined;
    default:
      return undefined;
  }
}

/** The arguments' key: its text and the frozen objects in order (the first is the owner); undefined: not memoised. */
interface Key {
  text: string;
  owner: object;
  others: object[] | undefined;
}

/** What keyOf builds: the text so far and the frozen objects in order. */
interface KeyState {
  text: string;
  owner: object | undefined;
  others: object[] | undefined;
}

/** Adds one value to the key; false: it cannot be keyed. */
function take(k: KeyState, v: unknown): boolean {
  const t = textOf(v);
  if (t === undefined) return false;
  k.text += t;
  k.text += '|';
  if (t === OBJECT) {
    if (k.owner === undefined) k.owner = v as object;
    else (k.others ??= []).push(v as object);
  }
  return true;
}

function keyOf(args: readonly unknown[]): Key | undefined {
  // The common case, one frozen payload: no text to build.
  if (args.length === 1 && textOf(args[0]) === OBJECT) return { text: OBJECT, owner: args[0] as object, others: undefined };
  const k: KeyState = { text: '', owner: undefined, others: undefined };
  for (const a of args) {
    if (a !== null && typeof a === 'object' && !isDeepFrozen(a) && isRecord(a)) {
      k.text += '{';
      for (const name of Object.keys(a).sort()) {
        k.text += name;
        k.text += '=';
        if (!take(k, a[name])) return undefined;
      }
      k.text += '}';
    } else if (!take(k, a)) return undefined;
  }
  return k.owner === undefined ? undefined : (k as Key);
}

/** Whether `memo` keeps what a memoised function computes from these arguments. */
export const canMemoise = (...args: unknown[]): boolean => keyOf(args) !== undefined;

/** `fn`, computing once per distinct arguments (see above) and keeping the deep-frozen value beside the first frozen one. */
export function memo<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  return (...args: A): R => {
    const k = keyOf(args);
    if (!k) {
      counters.unmemoised++;
      return fn(...args);
    }
    const table = derivedTable(k.owner)!;
    let byKey = table.get(fn) as Map<string, Entry> | undefined;
    if (!byKey) table.set(fn, (byKey = new Map()));
    let entry = byKey.get(k.text);
    if (!entry) {
      entry = { has: false };
      byKey.set(k.text, entry);
      if (byKey.size > MAX_DERIVED_PER_OWNER) byKey.delete(byKey.keys().next().value!);
    }
    for (const o of k.others ?? []) {
      entry.next ??= new WeakMap();
      let e = entry.next.get(o);
      if (!e) entry.next.set(o, (e = { has: false }));
      entry = e;
    }
    if (entry.has) {
      counters.hits++;
      return entry.value as R;
    }
    counters.misses++;
    const value = deepFreeze(fn(...args), { parts: true });
    entry.has = true;
    entry.value = value;
    return value;
  };
}
