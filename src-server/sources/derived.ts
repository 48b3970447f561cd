// Derived values of source payloads, memoised by the payload's identity (docs/performance.md "Derived values").
//
// The source layer hands every cached payload out deep-frozen, and replaces it with a new object when the source
// answers anew (sources/cache.ts). So a value computed from a frozen payload (a climatology, a percentile, a return
// level, a rate) stays true for as long as that object lives, and can be kept beside it: keyed by the object itself
// (a WeakMap, so it goes when the payload goes) and by a string naming what else the computation used.
//
//   const q2 = derive(history, 'flood:q2', () => twoYearLevel(history));
//   const sample = derive(rows, ['seasonal', dayOfYear, days], () => seasonalRows(rows, dayOfYear, days));
//   const lr = deriveAll([forecast, archive], ['storm:lr', level], () => ...);
//
// Rules (a wrong key is a wrong answer, served silently):
// - the key names everything the computation reads besides the payload(s): thresholds, window day of year and
//   length, constants that differ between callers. Prefix it with the model or helper name.
// - the computation is pure: no clock, no place (two places share a cell's payload: compute per place outside).
// - values are deep-frozen (arrays of numbers: registered, left writable for speed) before they are kept: treat
//   them as read-only (copy before sorting or pushing). Their parts can be derived upon in turn.
// - inputs not deep-frozen (arrays built by a test, or by a model on the fly) are never memoised: the value is computed
//   every time, so a caller can always use `derive` safely.
// This is a pure memo of pure functions, so one process-wide store is safe (unlike state a test could observe).
import { deepFreeze, isDeepFrozen } from '../shared/freeze.js';

type KeyPart = string | number | boolean | null | undefined;
export type DerivedKey = string | readonly KeyPart[];

/** Most derived values kept per payload (oldest dropped first): keys that vary by window stay bounded. */
export const MAX_DERIVED_PER_PAYLOAD = 128;

const store = new WeakMap<object, Map<string, unknown>>();
const ids = new WeakMap<object, number>();
let nextId = 1;
const counters = { hits: 0, misses: 0, unmemoised: 0 };

/** A process-unique number for an object (to name a second payload inside a key). */
export function identityOf(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = nextId++));
  return id;
}

const keyString = (key: DerivedKey): string => (typeof key === 'string' ? key : key.map((p) => (p === undefined ? '~' : String(p))).join('|'));

/** Whether `derive` will memoise on this value: a deep-frozen object or array (a cached payload or a derived value). */
export const isMemoisable = (o: unknown): boolean => isDeepFrozen(o);

/**
 * The value `compute()` returns for `payload`, computed once per payload and key, then kept (deep-frozen) beside
 * the payload. An unfrozen or missing payload is not memoised: the value is computed on every call.
 */
export function derive<T>(payload: object | null | undefined, key: DerivedKey, compute: () => T): T {
  if (!isMemoisable(payload)) {
    counters.unmemoised++;
    return compute();
  }
  return remember(payload as object, keyString(key), compute);
}

/**
 * The same for a value computed from several payloads (e.g. a forecast against a climatology): kept on the first
 * present one, the others' identities join the key; a missing payload (a source that did not answer) counts as such.
 */
export function deriveAll<T>(payloads: readonly (object | null | undefined)[], key: DerivedKey, compute: () => T): T {
  const owner = payloads.find((p) => p !== null && p !== undefined);
  if (!owner || payloads.some((p) => p !== null && p !== undefined && !isMemoisable(p))) {
    counters.unmemoised++;
    return compute();
  }
  return remember(owner, `${keyString(key)}#${payloads.map((p) => (p ? identityOf(p) : '-')).join(',')}`, compute);
}

function remember<T>(owner: object, k: string, compute: () => T): T {
  let values = store.get(owner);
  if (!values) store.set(owner, (values = new Map()));
  if (values.has(k)) {
    counters.hits++;
    return values.get(k) as T;
  }
  counters.misses++;
  const value = deepFreeze(compute(), { parts: true });
  if (values.size >= MAX_DERIVED_PER_PAYLOAD) values.delete(values.keys().next().value!);
  values.set(k, value);
  return value;
}

/** Hits, misses and unmemoised calls so far (tests and bench). */
export const derivedStats = () => ({ ...counters });
