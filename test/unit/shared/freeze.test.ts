// deepFreeze: everything reachable frozen (number arrays excepted), the root (and with `parts`, the parts) registered.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { deepFreeze, isDeepFrozen } from '../../../src-server/shared/freeze.js';

describe('deepFreeze', () => {
  test('freezes all the way down and registers the root only', () => {
    const v = deepFreeze({ rows: [{ a: 1 }, { a: 2 }], meta: { name: 'x', tags: ['t'] } });
    assert.ok(Object.isFrozen(v) && Object.isFrozen(v.rows) && Object.isFrozen(v.rows[0]) && Object.isFrozen(v.meta.tags));
    assert.ok(isDeepFrozen(v));
    assert.ok(!isDeepFrozen(v.rows) && !isDeepFrozen(v.meta));
    assert.throws(() => (v.rows as unknown as unknown[]).push({ a: 3 }), TypeError);
    assert.throws(() => {
      (v.rows[0] as { a: number }).a = 9;
    }, TypeError);
  });

  test('parts: arrays and objects holding objects are registered too; plain records are not', () => {
    const v = deepFreeze({ layer: { features: [{ geometry: { coordinates: [1, 2] } }] }, record: { a: 1 } }, { parts: true });
    assert.ok(isDeepFrozen(v.layer) && isDeepFrozen(v.layer.features) && isDeepFrozen(v.layer.features[0]));
    assert.ok(isDeepFrozen(v.layer.features[0]!.geometry.coordinates), 'an array is a part');
    assert.ok(!isDeepFrozen(v.record));
  });

  test('arrays of numbers are registered but left writable (V8 boxes frozen doubles)', () => {
    const v = deepFreeze({ column: [1.5, 2.5] }, { parts: true });
    assert.ok(isDeepFrozen(v.column));
    assert.ok(!Object.isFrozen(v.column));
    assert.ok(isDeepFrozen(deepFreeze([0.5, 1])));
  });

  test('a value holding a typed array is frozen around it but not registered', () => {
    const v: { a: Float64Array; b: { c: number } } = deepFreeze({ a: new Float64Array(2), b: { c: 1 } });
    assert.ok(!isDeepFrozen(v));
    assert.ok(Object.isFrozen(v.b));
  });

  test('primitives pass through; freezing twice is harmless', () => {
    assert.equal(deepFreeze(3), 3);
    assert.equal(deepFreeze(null), null);
    const v = deepFreeze({ a: [{}] });
    assert.equal(deepFreeze(v), v);
    assert.ok(!isDeepFrozen({}));
  });
});
