// Deep freezing with a registry: values shared between requests (cached payloads, derived values, cached model runs)
// are frozen all the way down, and `isDeepFrozen` tells such a value apart from one that is only shallowly frozen,
// so memos keyed by object identity (shared/derived.ts, http/serializer.ts) only ever trust immutable values.
//
// The registry is the process's one table keyed by object identity: beside each registered value, the values derived
// from it (shared/derived.ts) are kept, and go with it. Nothing in it can be seen by a request but as speed: a value is
// only ever registered once it cannot change, and what is kept beside it is a pure function of it.

/** Registered values, each with the table of what is derived from it (made on first use). */
const deepFrozen = new WeakMap<object, Map<unknown, unknown> | undefined>();

/** True when `value` was registered by `deepFreeze` (so nothing reachable from it can change). */
export const isDeepFrozen = (value: unknown): boolean => value !== null && typeof value === 'object' && deepFrozen.has(value);

/** The table of values derived from a registered value (shared/derived.ts); undefined for any value not registered. */
export function derivedTable(value: object): Map<unknown, unknown> | undefined {
  if (!deepFrozen.has(value)) return undefined;
  let table = deepFrozen.get(value);
  if (!table) deepFrozen.set(value, (table = new Map()));
  return table;
}

export interface FreezeOptions {
  /**
   * Also register the parts, not only the root: every array, and every object that holds an object (layers, events,
   * features), for values whose parts are memoised on their own (a derived value's columns, the JSON of a cached
   * run's layers). Records of plain values (a day's weather) are frozen but not registered: nothing is keyed on
   * them, and registering costs more than freezing.
   */
  parts?: boolean;
}

/**
 * Freezes a JSON-like value in place, all the way down, and registers it. In strict-mode code (all of ours) an
 * attempt to change it throws instead of silently corrupting the next answer. Two exceptions: arrays of numbers are
 * registered but left writable (see below), and typed arrays cannot be frozen (a value holding one is frozen around
 * it but not registered). Returns the value.
 */
export function deepFreeze<T>(value: T, options: FreezeOptions = {}): T {
  if (value === null || typeof value !== 'object' || deepFrozen.has(value)) return value;
  if (freeze(value, options.parts === true)) deepFrozen.set(value, undefined);
  return value;
}

/**
 * Freezes an array of flat records that the caller has just built (every property of every row a string, number,
 * boolean or null, none shared with anything else) and registers it as deep-frozen, so `deepFreeze` stops at it instead
 * of walking every property of every row: what a source normaliser returns (tens of thousands of day rows per answer).
 * The caller vouches for flatness by construction; `test/unit/shared/freeze.test.ts` checks each such normaliser's output
 * all the way down. Returns the array.
 */
export function freezeFlatRows<T extends object>(rows: T[]): T[] {
  for (let i = 0; i < rows.length; i++) Object.freeze(rows[i]);
  Object.freeze(rows);
  if (!deepFrozen.has(rows)) deepFrozen.set(rows, undefined);
  return rows;
}

/** Freezes everything reachable; returns whether all of it could be frozen. */
function freeze(value: object, parts: boolean): boolean {
  if (deepFrozen.has(value)) return true;
  if (ArrayBuffer.isView(value)) return false;
  let all = true;
  let container = false;
  if (Array.isArray(value)) {
    let numbers = true;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v !== 'number') numbers = false;
      if (v !== null && typeof v === 'object' && !freeze(v, parts)) all = false;
    }
    // An array of numbers is left writable: V8 boxes every element of a frozen number array, which makes reading
    // it several times slower (a derived climatology column is read on every question). Treat it as read-only all
    // the same: it is registered with the value it belongs to.
    if (numbers && value.length > 0) {
      if (all && parts) deepFrozen.set(value, undefined);
      return all;
    }
    container = true;
  } else {
    for (const k in value) {
      const v = (value as Record<string, unknown>)[k];
      if (v !== null && typeof v === 'object') {
        container = true;
        if (!freeze(v, parts)) all = false;
      }
    }
  }
  Object.freeze(value);
  if (all && parts && container) deepFrozen.set(value, undefined);
  return all;
}
