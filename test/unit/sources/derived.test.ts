// derive: values computed once per deep-frozen payload and key, never for unfrozen input; kept values are frozen.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { deepFreeze } from '../../../src-server/shared/freeze.js';
import { derive, deriveAll, derivedStats, identityOf, MAX_DERIVED_PER_PAYLOAD } from '../../../src-server/sources/derived.js';

describe('derive', () => {
  test('once per payload and key; another key or another payload computes again', () => {
    const payload = deepFreeze([{ q: 1 }, { q: 3 }]);
    let runs = 0;
    const mean = () => derive(payload, 'mean', () => (runs++, payload.reduce((s, r) => s + r.q, 0) / payload.length));
    assert.equal(mean(), 2);
    assert.equal(mean(), 2);
    assert.equal(runs, 1);
    assert.equal(derive(payload, ['mean', 'again'], () => (runs++, 0)), 0);
    const fresh = deepFreeze([{ q: 1 }, { q: 3 }]); // a new answer from the source: a new identity
    derive(fresh, 'mean', () => (runs++, 2));
    assert.equal(runs, 3);
  });

  test('the key names what else the computation read: key parts keep apart what differs', () => {
    const payload = deepFreeze([1, 2, 3, 4]);
    const atLeast = (t: number) => derive(payload, ['atLeast', t], () => payload.filter((x) => x >= t).length);
    assert.equal(atLeast(2), 3);
    assert.equal(atLeast(4), 1);
    assert.equal(atLeast(2), 3);
    // undefined and the string "~" are kept apart from each other and from "undefined"
    assert.notEqual(derive(payload, ['k', undefined], () => 'u'), derive(payload, ['k', 'undefined'], () => 's'));
  });

  test('unfrozen (or missing) input is never memoised: computed on every call, so derive is always safe', () => {
    const rows = [{ q: 1 }];
    let runs = 0;
    derive(rows, 'x', () => runs++);
    rows.push({ q: 2 });
    derive(rows, 'x', () => runs++);
    derive(undefined, 'x', () => runs++);
    assert.equal(runs, 3);
  });

  test('kept values are deep-frozen, and their parts can be derived upon in turn', () => {
    const payload = deepFreeze([{ d: '2020-01-01', v: 2 }]);
    const col = derive(payload, 'col', () => ({ values: payload.map((r) => r.v), rows: [...payload] }));
    assert.ok(Object.isFrozen(col) && Object.isFrozen(col.rows));
    const before = derivedStats();
    derive(col.values, 'sum', () => 2);
    derive(col.values, 'sum', () => 2);
    const after = derivedStats();
    assert.equal(after.hits - before.hits, 1, 'the column (a part of a derived value) is memoisable');
  });

  test('deriveAll: kept on the first payload, keyed by every payload; a missing one counts as such', () => {
    const a = deepFreeze([1]);
    const b = deepFreeze([2]);
    const c = deepFreeze([2]);
    let runs = 0;
    const sum = (x: readonly number[] | undefined) => deriveAll([a, x], 'sum', () => (runs++, a[0]! + (x?.[0] ?? 0)));
    assert.equal(sum(b), 3);
    assert.equal(sum(b), 3);
    assert.equal(sum(c), 3);
    assert.equal(sum(undefined), 1);
    assert.equal(sum(undefined), 1);
    assert.equal(runs, 3);
    assert.notEqual(identityOf(b), identityOf(c));
    let unfrozen = 0;
    deriveAll([a, [5]], 'sum', () => unfrozen++);
    deriveAll([a, [5]], 'sum', () => unfrozen++);
    assert.equal(unfrozen, 2);
  });

  test('at most MAX_DERIVED_PER_PAYLOAD values per payload: the oldest goes first', () => {
    const payload = deepFreeze([0]);
    let runs = 0;
    for (let i = 0; i <= MAX_DERIVED_PER_PAYLOAD; i++) derive(payload, ['k', i], () => runs++);
    derive(payload, ['k', MAX_DERIVED_PER_PAYLOAD], () => runs++); // still kept
    assert.equal(runs, MAX_DERIVED_PER_PAYLOAD + 1);
    derive(payload, ['k', 0], () => runs++); // dropped, computed again
    assert.equal(runs, MAX_DERIVED_PER_PAYLOAD + 2);
  });
});
