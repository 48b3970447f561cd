// The source cache's stored text: tables by columns, read back as the very payload JSON would give (keys, order, values).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { decodeStored, encodeStored } from '../../../src-server/sources/stored-json.js';

/** What a JSON round trip gives: the reference the encoding must match, key order included. */
const viaJson = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;
const roundTrip = (x: unknown) => decodeStored(encodeStored(x).text).data;
/** Strict comparison that also sees key order (deepStrictEqual does not). */
const same = (a: unknown, b: unknown) => assert.equal(JSON.stringify(a), JSON.stringify(b)) || assert.deepStrictEqual(a, b);

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ date: `2020-01-${String((i % 28) + 1).padStart(2, '0')}`, tmaxC: i % 5 === 0 ? null : i / 3, precipMm: i % 7 === 0 ? -0 : 0.1 * i, flag: i % 2 === 0 }));

describe('stored payload text', () => {
  test('a table of days comes back as the same rows, keys in the same order, and the text is shorter', () => {
    const payload = days(400);
    const { text, plainLength } = encodeStored(payload);
    same(roundTrip(payload), viaJson(payload));
    assert.ok(text.length < 0.7 * JSON.stringify(payload).length);
    // The memory bound's measure: the plain JSON's length.
    assert.equal(plainLength, JSON.stringify(payload).length);
    assert.equal(decodeStored(text).plainLength, plainLength);
  });

  test('nested tables (ensemble members with their days), records, arrays of numbers and strings', () => {
    const payload = {
      latitude: 6.5,
      dates: ['2020-01-01', '2020-01-02'],
      members: Array.from({ length: 6 }, (_, m) => ({ member: m, days: days(10), tags: ['a', 'b'] })),
      empty: [],
      nested: { deeper: { list: [1, 2, null, 3.5e-12, -4] } },
    };
    same(roundTrip(payload), viaJson(payload));
    assert.equal(encodeStored(payload).plainLength, JSON.stringify(payload).length);
  });

  test('what JSON drops or changes is dropped or changed alike: undefined, NaN, functions, mixed rows', () => {
    const undefinedValue = Array.from({ length: 5 }, (_, i) => ({ a: i, b: i === 2 ? undefined : i }));
    const nan = Array.from({ length: 5 }, (_, i) => ({ a: i === 1 ? Number.NaN : i, b: Number.POSITIVE_INFINITY }));
    const fn = Array.from({ length: 5 }, (_, i) => ({ a: i, f: () => i }));
    const mixedOrder = Array.from({ length: 5 }, (_, i) => (i === 3 ? { b: 1, a: 2 } : { a: 2, b: 1 }));
    const extraKey = Array.from({ length: 5 }, (_, i) => (i === 3 ? { a: 1, b: 2, c: 3 } : { a: 1, b: 2 }));
    const notRecords = [{ a: 1 }, [1], { a: 2 }, { a: 3 }, 'x', null];
    const numericKeys = Array.from({ length: 5 }, (_, i) => ({ b: i, 2: 'two', a: i }));
    for (const payload of [undefinedValue, nan, fn, mixedOrder, extraKey, notRecords, numericKeys]) same(roundTrip(payload), viaJson(payload));
  });

  test('a payload holding the encoding\'s own marker key is written as plain JSON', () => {
    const payload = Array.from({ length: 5 }, (_, i) => ({ '\u0000table': i, a: i }));
    const { text } = encodeStored(payload);
    assert.equal(text, JSON.stringify(payload));
    same(roundTrip(payload), viaJson(payload));
  });

  test('text stored before the encoding (plain JSON) reads as before; a corrupt text throws', () => {
    const old = JSON.stringify({ features: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }] });
    same(decodeStored(old).data, JSON.parse(old));
    assert.throws(() => decodeStored('{not json'));
    assert.throws(() => decodeStored('c1:{not json'));
  });

  test('600 generated payloads come back as JSON gives them', () => {
    let seed = 42;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const value = (depth: number): unknown => {
      const r = rand();
      if (depth > 3 || r < 0.3) return [null, 0, -0, 1.5, -7, 'text', true, false][Math.floor(rand() * 8)];
      if (r < 0.55) {
        const keys = ['a', 'b', 'date', 'x1'].slice(0, 1 + Math.floor(rand() * 4));
        return Array.from({ length: Math.floor(rand() * 9) }, () => Object.fromEntries(keys.map((k) => [k, value(depth + 1)])));
      }
      if (r < 0.8) return Array.from({ length: Math.floor(rand() * 6) }, () => value(depth + 1));
      return Object.fromEntries(['p', 'q', 'r'].slice(0, 1 + Math.floor(rand() * 3)).map((k) => [k, value(depth + 1)]));
    };
    for (let i = 0; i < 600; i++) {
      const payload = value(0);
      same(roundTrip(payload), viaJson(payload));
      assert.equal(encodeStored(payload).plainLength, JSON.stringify(payload).length);
    }
  });
});
