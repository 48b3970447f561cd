// The answer cache and what decides an entry's life: its key, its freshness (answer-validity.ts), the versions of the
// runs it was made from, its bounds.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { answerKey, createAnswerCache, etagOf } from '../../../src-server/risk/answer-cache.js';
import { createAnswerValidity, type AnswerReuse } from '../../../src-server/risk/answer-validity.js';
import type { SourceOutcome } from '../../../src-server/sources/types.js';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const ok = (expiresAt: string | undefined, extra: Partial<Extract<SourceOutcome<unknown>, { ok: true }>> = {}): SourceOutcome<unknown> => ({
  ok: true,
  source: 'gbif',
  data: null,
  fetchedAt: '2026-11-22T11:00:00.000Z',
  cached: true,
  ...(expiresAt ? { expiresAt } : {}),
  ...extra,
});

describe('answer validity', () => {
  test('holds until the earliest expiry of what it read, at most to the next UTC midnight', () => {
    const v = createAnswerValidity(NOW);
    v.run('a', { stamp: 1, untilMs: NOW + HOUR });
    v.run('b', { stamp: 7, untilMs: NOW + 2 * HOUR });
    v.outcome(ok('2026-11-22T12:30:00.000Z'));
    v.until(Infinity);
    v.reports([ok('2026-11-22T12:30:00.000Z'), { ok: false, source: 'fews-net', kind: 'not_covered', reason: 'not covered' }]);
    assert.deepEqual(v.result(), {
      untilMs: NOW + HOUR / 2,
      runs: [
        ['a', 1],
        ['b', 7],
      ],
      repeatable: true,
    });
    // An answer that reports a live call is fresh, but is that call's news: not what the question asked again gets.
    v.reports([ok('2026-11-22T13:00:00.000Z', { cached: false })]);
    assert.equal(v.result()?.repeatable, false);
    const late = createAnswerValidity(Date.parse('2026-11-22T23:50:00Z'));
    late.run('a', { stamp: 1, untilMs: Date.parse('2026-11-23T02:00:00Z') });
    assert.equal(late.result()?.untilMs, Date.parse('2026-11-23T00:00:00Z'));
  });

  test('never kept: a run not kept, a failed, stale-served or uncached outcome, an expiry already past, never()', () => {
    const cases: ((v: ReturnType<typeof createAnswerValidity>) => void)[] = [
      (v) => v.run('a', undefined),
      (v) => v.outcome({ ok: false, source: 'gbif', kind: 'timeout', reason: 'timed out' }),
      (v) => v.outcome(ok('2026-11-22T13:00:00.000Z', { liveError: 'HTTP 503' })),
      (v) => v.outcome(ok(undefined)),
      (v) => v.until(NOW),
      (v) => v.never(),
    ];
    for (const [i, spoil] of cases.entries()) {
      const v = createAnswerValidity(NOW);
      v.run('a', { stamp: 1, untilMs: NOW + HOUR });
      spoil(v);
      assert.equal(v.result(), undefined, `case ${i}`);
    }
  });
});

describe('answer cache', () => {
  const reuse = (untilMs: number, runs: AnswerReuse['runs'] = [['k', 1]]): AnswerReuse => ({ untilMs, runs, repeatable: true });

  test('key: the question fields as asked; Accept-Language only when the body names no language', () => {
    const q = { prompt: 'flood risk in Lagos next week' };
    assert.equal(answerKey(q, undefined), answerKey({ ...q }, undefined));
    assert.notEqual(answerKey(q, undefined), answerKey({ prompt: 'flood risk in Lagos  next week' }, undefined), 'the prompt is echoed');
    for (const other of [{ hazard: 'heat' }, { horizon: '7d' }, { decisionLens: 'travel' }, { language: 'es' }])
      assert.notEqual(answerKey(q, undefined), answerKey({ ...q, ...other }, undefined), JSON.stringify(other));
    assert.notEqual(answerKey(q, undefined), answerKey(q, 'de'));
    assert.equal(answerKey({ ...q, language: 'es' }, 'de'), answerKey({ ...q, language: 'es' }, undefined), 'the body decides');
    // Fields cannot run into each other.
    assert.notEqual(answerKey({ prompt: 'a', hazard: 'b' } as never, undefined), answerKey({ prompt: 'a","b' }, undefined));
  });

  test('an entry: fresh until its time, and only while every run it was made from is the one kept now', () => {
    const stamps = new Map([['k', 1]]);
    const cache = createAnswerCache({ maxBytes: 1e6, stampOf: (key) => stamps.get(key) });
    const body = Buffer.from('{"a":1}');
    const kept = cache.set('q', body, 'en', reuse(NOW + HOUR));
    assert.equal(kept.etag, `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`);
    assert.equal(cache.get('q', NOW + 1)?.body, body);
    assert.equal(cache.get('q', NOW + HOUR), undefined, 'expired');
    cache.set('q', body, 'en', reuse(NOW + HOUR));
    stamps.set('k', 2); // the run was made again (new data, a clear, an eviction)
    assert.equal(cache.get('q', NOW + 1), undefined, 'made from data no longer in force');
    stamps.delete('k');
    cache.set('q', body, 'en', reuse(NOW + HOUR, [['k', 2]]));
    assert.equal(cache.get('q', NOW + 1), undefined, 'its run is gone');
    assert.deepEqual(
      { ...cache.stats(), bytes: undefined },
      { hits: 1, misses: 0, stale: 3, stored: 3, evicted: 0, entries: 0, bytes: undefined },
    );
  });

  test('bounded by bytes and entries, least recently used first; a body larger than the bound is not kept', () => {
    const cache = createAnswerCache({ maxBytes: 30, maxEntries: 3, stampOf: () => 1 });
    const b = (n: number) => Buffer.alloc(n, 'x');
    cache.set('a', b(10), 'en', reuse(NOW + HOUR));
    cache.set('b', b(10), 'en', reuse(NOW + HOUR));
    cache.set('c', b(10), 'en', reuse(NOW + HOUR));
    assert.ok(cache.get('a', NOW)); // a is now the most recent
    cache.set('d', b(5), 'en', reuse(NOW + HOUR));
    assert.equal(cache.get('b', NOW), undefined, 'b went first');
    assert.ok(cache.get('a', NOW) && cache.get('c', NOW) && cache.get('d', NOW));
    assert.equal(cache.stats().bytes, 25);
    const big = cache.set('e', b(31), 'en', reuse(NOW + HOUR));
    assert.equal(big.etag, etagOf(b(31)), 'still sent with its validator');
    assert.equal(cache.get('e', NOW), undefined);
    assert.equal(cache.stats().entries, 3);
    const live = cache.set('f', b(1), 'en', { ...reuse(NOW + HOUR), repeatable: false });
    assert.equal(live.etag, etagOf(b(1)));
    assert.equal(cache.get('f', NOW), undefined, 'an answer that made a live call is not kept');
    const off = createAnswerCache({ maxBytes: 0, stampOf: () => 1 });
    off.set('a', b(1), 'en', reuse(NOW + HOUR));
    assert.equal(off.get('a', NOW), undefined, 'a bound of 0 keeps nothing');
  });
});
