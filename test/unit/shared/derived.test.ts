// memo: a function's values computed once per distinct arguments (frozen objects by identity, the rest by value), never
// for arguments it cannot key; kept values are frozen and live beside their first frozen argument.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { deepFreeze } from '../../../src-server/shared/freeze.js';
import { canMemoise, derivedStats, MAX_DERIVED_PER_OWNER, memo } from '../../../src-server/shared/derived.js';

describe('memo', () => {
  test('once per payload; another payload (a new answer: a new identity) computes again', () => {
    let runs = 0;
    const mean = memo((rows: readonly { q: number }[]) => (runs++, rows.reduce((s, r) => s + r.q, 0) / rows.length));
    const payload = deepFreeze([{ q: 1 }, { q: 3 }]);
    assert.equal(mean(payload), 2);
    assert.equal(mean(payload), 2);
    assert.equal(runs, 1);
    assert.equal(mean(deepFreeze([{ q: 1 }, { q: 3 }])), 2);
    assert.equal(runs, 2);
  });

  test('every argument is in the key: values kept apart by value, type and sign', () => {
    const payload = deepFreeze([1, 2, 3, 4]);
    const seen: unknown[] = [];
    const f = memo((xs: readonly number[], t: unknown) => (seen.push(t), xs.filter((x) => x >= Number(t)).length));
    assert.equal(f(payload, 2), 3);
    assert.equal(f(payload, 4), 1);
    assert.equal(f(payload, 2), 3);
    assert.deepEqual(seen, [2, 4]);
    for (const t of [undefined, 'undefined', null, 'null', '2', 0, -0, true, 'T']) f(payload, t);
    assert.equal(seen.length, 11, 'each of those is its own key');
  });

  test('records count by their own entries, in any order; a record holding an unfrozen object is not memoised', () => {
    const a = deepFreeze([1]);
    let runs = 0;
    const f = memo((i: { rows: readonly number[]; horizon: string; first?: number }) => (runs++, i.rows[0]! + (i.first ?? 0)));
    f({ rows: a, horizon: '7d', first: 1 });
    f({ first: 1, horizon: '7d', rows: a });
    assert.equal(runs, 1);
    f({ rows: a, horizon: '30d', first: 1 });
    f({ rows: a, horizon: '7d' });
    assert.equal(runs, 3);
    f({ rows: [1], horizon: '7d' });
    f({ rows: [1], horizon: '7d' });
    assert.equal(runs, 5);
    assert.equal(canMemoise({ rows: a, horizon: '7d' }), true);
    assert.equal(canMemoise({ rows: [1], horizon: '7d' }), false);
  });

  test('unfrozen, missing or date arguments are never memoised: computed on every call, so memo is always safe', () => {
    let runs = 0;
    const f = memo((rows: { q: number }[] | undefined, _at?: Date) => (runs++, rows?.length ?? 0));
    const rows = [{ q: 1 }];
    f(rows);
    rows.push({ q: 2 });
    assert.equal(f(rows), 2);
    f(undefined);
    f(deepFreeze([{ q: 1 }]), new Date());
    assert.equal(runs, 4);
  });

  test('several frozen arguments: kept on the first, keyed by every one; a missing one counts as such', () => {
    const a = deepFreeze([1]);
    const b = deepFreeze([2]);
    const c = deepFreeze([2]);
    let runs = 0;
    const sum = memo((x: readonly number[], y: readonly number[] | undefined) => (runs++, x[0]! + (y?.[0] ?? 0)));
    assert.equal(sum(a, b), 3);
    assert.equal(sum(a, b), 3);
    assert.equal(sum(a, c), 3);
    assert.equal(sum(a, undefined), 1);
    assert.equal(sum(a, undefined), 1);
    assert.equal(runs, 3);
  });

  test('kept values are deep-frozen, and their parts can be memoised upon in turn', () => {
    const payload = deepFreeze([{ d: '2020-01-01', v: 2 }]);
    const col = memo((p: typeof payload) => ({ values: p.map((r) => r.v), rows: [...p] }))(payload);
    assert.ok(Object.isFrozen(col) && Object.isFrozen(col.rows));
    const total = memo((xs: readonly number[]) => xs.reduce((s, x) => s + x, 0));
    const before = derivedStats();
    total(col.values);
    total(col.values);
    assert.equal(derivedStats().hits - before.hits, 1, 'the column (a part of a derived value) is memoisable');
  });

  test('at most MAX_DERIVED_PER_OWNER values per owner and function: the oldest goes first', () => {
    const payload = deepFreeze([0]);
    let runs = 0;
    const f = memo((_p: readonly number[], _i: number) => runs++);
    for (let i = 0; i <= MAX_DERIVED_PER_OWNER; i++) f(payload, i);
    f(payload, MAX_DERIVED_PER_OWNER); // still kept
    assert.equal(runs, MAX_DERIVED_PER_OWNER + 1);
    f(payload, 0); // dropped, computed again
    assert.equal(runs, MAX_DERIVED_PER_OWNER + 2);
  });
});
