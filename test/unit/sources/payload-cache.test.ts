// The source cache's memory side: parsed payloads kept (LRU by bytes), one frozen identity per answer, write-behind.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openDatabase } from '../../../src-server/db/open.js';
import { createManualClock } from '../../../src-server/shared/clock.js';
import { isDeepFrozen } from '../../../src-server/shared/freeze.js';
import { createSourceCache, type CachedAnswer, type SourceCacheOptions } from '../../../src-server/sources/cache.js';
import { sqliteCacheStore } from '../../../src-server/sources/cache-store.js';
import { sqliteDb } from '../../../src-server/db/sqlite-db.js';
import type { SourceId } from '../../../src-server/sources/types.js';
import { createSourceLayer } from '../../../src-server/sources/layer.js';

const T0 = Date.parse('2026-11-22T12:00:00Z');
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ date: `2020-01-${String((i % 28) + 1).padStart(2, '0')}`, q: i }));
/** The cache over a SQLite connection, whose reads are synchronous (the desktop's: no promise on a warm question). */
function sqliteCache(db: ReturnType<typeof openDatabase>, nowMs: () => number, options?: SourceCacheOptions) {
  const cache = createSourceCache(sqliteCacheStore(db), nowMs, options);
  const get = (source: SourceId, key: string, normalize?: (body: unknown) => unknown): CachedAnswer | undefined => {
    const hit = cache.get(source, key, normalize);
    assert.ok(!(hit instanceof Promise), 'read synchronously');
    return hit;
  };
  return { ...cache, get };
}
const countRows = (db: ReturnType<typeof openDatabase>) => (db.prepare('SELECT COUNT(*) AS n FROM source_cache').get() as { n: number }).n;

describe('payload cache (memory)', () => {
  test('put hands back the same frozen object; get returns it again without touching SQLite', () => {
    const db = openDatabase(':memory:');
    const cache = sqliteCache(db, () => T0, { writeDelayMs: 0 });
    const data = rows(3);
    const stored = cache.put('usgs', 'k', data, T0, 60);
    assert.equal(stored.data, data);
    assert.ok(isDeepFrozen(data));
    assert.equal(cache.get('usgs', 'k')?.data, data);
    assert.equal(cache.stats().memoryHits, 1);
    assert.equal(cache.stats().diskHits, 0);
  });

  test('a payload read from SQLite is parsed once, then served from memory (same identity)', () => {
    const db = openDatabase(':memory:');
    sqliteCache(db, () => T0, { writeDelayMs: 0 }).put('usgs', 'k', rows(3), T0, 60);
    const cache = sqliteCache(db, () => T0); // a restarted app: nothing in memory
    const first = cache.get('usgs', 'k');
    const again = cache.get('usgs', 'k');
    assert.deepEqual(first?.data, rows(3));
    assert.equal(again?.data, first?.data);
    assert.deepEqual([cache.stats().diskHits, cache.stats().memoryHits], [1, 1]);
  });

  test('bounded by bytes of JSON: the least recently used goes first; a corrupt row is a miss', () => {
    const db = openDatabase(':memory:');
    const writer = sqliteCache(db, () => T0, { writeDelayMs: 0 });
    for (const k of ['a', 'b', 'c']) writer.put('usgs', k, rows(40), T0, 60);
    const size = JSON.stringify(rows(40)).length;
    const cache = sqliteCache(db, () => T0, { memoryBytes: 2 * size + 10 });
    cache.get('usgs', 'a');
    cache.get('usgs', 'b');
    cache.get('usgs', 'a'); // a is now the most recent
    cache.get('usgs', 'c'); // evicts b
    assert.equal(cache.stats().evictions, 1);
    assert.equal(cache.stats().memoryEntries, 2);
    const disk = cache.stats().diskHits;
    cache.get('usgs', 'a');
    assert.equal(cache.stats().diskHits, disk, 'a stayed in memory');
    cache.get('usgs', 'b');
    assert.equal(cache.stats().diskHits, disk + 1, 'b was read again from SQLite');
    db.prepare("UPDATE source_cache SET payload_json = '{not json' WHERE cache_key = 'c'").run();
    assert.equal(sqliteCache(db, () => T0).get('usgs', 'c'), undefined);
  });

  test('memoryBytes 0: every read parses the row (and a new identity each time)', () => {
    const db = openDatabase(':memory:');
    const cache = sqliteCache(db, () => T0, { memoryBytes: 0, writeDelayMs: 0 });
    cache.put('usgs', 'k', rows(2), T0, 60);
    assert.notEqual(cache.get('usgs', 'k')?.data, cache.get('usgs', 'k')?.data);
  });

  test('write-behind: answers reach SQLite in one transaction after the delay, are readable before, and all at close', async () => {
    const db = openDatabase(':memory:');
    const cache = sqliteCache(db, () => T0, { writeDelayMs: 20, memoryBytes: 0 });
    cache.put('usgs', 'a', rows(2), T0, 60);
    cache.put('usgs', 'b', rows(2), T0, 60);
    assert.equal(countRows(db), 0);
    assert.deepEqual(cache.get('usgs', 'a')?.data, rows(2), 'pending answers are served');
    await new Promise((r) => setTimeout(r, 60));
    assert.equal(countRows(db), 2);
    assert.equal(cache.stats().flushes, 1);
    cache.put('usgs', 'c', rows(2), T0, 60);
    cache.close();
    assert.equal(countRows(db), 3, 'close writes what waits');
    cache.put('usgs', 'd', rows(2), T0, 60);
    await new Promise((r) => setTimeout(r, 40));
    assert.equal(countRows(db), 3, 'nothing is written after close');
  });
});

describe('source layer and payload identity', () => {
  test('the live answer and later cached answers are the same frozen object; outcomes say when they expire', async () => {
    let calls = 0;
    const fetch = (async () => {
      calls++;
      return new Response('{"value":1}', { headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof globalThis.fetch;
    const clock = createManualClock('2026-11-22T12:00:00Z');
    const http = createSourceLayer({
      fetch,
      userAgent: 'test',
      offline: false,
      timeoutMs: 500,
      retries: 0,
      backoffMs: 1,
      breakerFailures: 5,
      breakerHalfOpenMs: 10,
      openMeteoPerMinute: 500,
      clock,
      db: sqliteDb(openDatabase(':memory:')),
    });
    const req = { source: 'usgs' as const, url: 'http://x/q?a=1', params: { a: 1 }, normalize: (b: unknown) => b as { value: number } };
    const live = (await http.request(req)).outcome;
    const cached = (await http.request(req)).outcome;
    assert.ok(live.ok && cached.ok);
    assert.equal(cached.data, live.data);
    assert.ok(isDeepFrozen(live.data));
    assert.equal(live.expiresAt, '2026-11-23T12:00:00.000Z', 'USGS answers stay fresh for a day');
    assert.equal(cached.expiresAt, live.expiresAt);
    assert.equal(calls, 1);
  });

  test('storeBody: SQLite keeps the answer as it came, a restarted app normalises it again to the same payload', async () => {
    const clock = createManualClock('2026-11-22T12:00:00Z');
    const db = openDatabase(':memory:');
    const text = JSON.stringify({ daily: { time: ['2026-01-01', '2026-01-02'], v: [1.5, null] }, extra: 'ignored' });
    let calls = 0;
    const fetch = (async () => {
      calls++;
      return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const layer = () =>
      createSourceLayer({
        fetch,
        userAgent: 'test',
        offline: false,
        timeoutMs: 500,
        retries: 0,
        backoffMs: 1,
        breakerFailures: 5,
        breakerHalfOpenMs: 10,
        openMeteoPerMinute: 500,
        clock,
        db: sqliteDb(db, { ownsConnection: false }),
      });
    const normalize = (b: unknown) => {
      const d = (b as { daily: { time: string[]; v: (number | null)[] } }).daily;
      return d.time.map((date, i) => ({ date, v: d.v[i] ?? null }));
    };
    const req = { source: 'open-meteo-archive' as const, url: 'http://x/archive?a=1', params: { a: 1 }, normalize, storeBody: true };
    const first = layer();
    const live = (await first.request(req)).outcome;
    first.flushCache();
    const row = db.prepare("SELECT payload_json FROM source_cache WHERE source = 'open-meteo-archive'").get() as { payload_json: string };
    assert.equal(row.payload_json, `body:${text}`, 'the answer as it came');
    // A restarted app (nothing in memory) reads it through the normaliser: the same payload, no call.
    const again = (await layer().request(req)).outcome;
    assert.ok(live.ok && again.ok);
    assert.deepEqual(again.data, live.data);
    assert.equal(JSON.stringify(again.data), JSON.stringify(live.data));
    assert.equal(calls, 1);
    // Without its normaliser such a row is a miss (never a body handed out as a payload).
    assert.equal(
      sqliteCache(db, () => Date.parse('2026-11-22T12:00:00Z')).get(
        'open-meteo-archive',
        [...db.prepare('SELECT cache_key FROM source_cache').all()].map((r) => (r as { cache_key: string }).cache_key)[0]!,
      ),
      undefined,
    );
  });
});
