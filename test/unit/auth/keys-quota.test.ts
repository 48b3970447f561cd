// Key format and hashing, tier quotas, atomic daily counters and the per-minute badge limiter. The stores run on the
// test run's engine (SQLite, or PostgreSQL under `npm run test:postgres`).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  API_KEY_PATTERN,
  createApiKeyStore,
  generateApiKey,
  hashApiKey,
  quotaForNewKey,
  randomBase62,
} from '../../../src-server/auth/api-keys.js';
import { createMinuteLimiter, createQuotaService, PEEK_TRUST_MS, quotaHeaders } from '../../../src-server/auth/quota.js';
import { openTestDb, reopenTestDb } from '../../helpers/test-db.js';
import { AppError } from '../../../src-server/shared/errors.js';
import { createManualClock } from '../../../src-server/shared/clock.js';

describe('API keys', () => {
  test('service_live_ + 32 base62 characters, all different, every character used', () => {
    const keys = Array.from({ length: 2000 }, generateApiKey);
    for (const k of keys) assert.match(k, API_KEY_PATTERN);
    assert.equal(new Set(keys).size, keys.length);
    const chars = new Set(keys.join('').slice(0));
    assert.ok(chars.size >= 62, 'all 62 symbols appear');
    // Rejection sampling keeps the alphabet uniform: no symbol is far off 1/62.
    const sample = randomBase62(62_000);
    const counts = new Map<string, number>();
    for (const c of sample) counts.set(c, (counts.get(c) ?? 0) + 1);
    for (const n of counts.values()) assert.ok(n > 800 && n < 1200, `count ${n}`);
  });

  test('hash is SHA-256 hex and the store keeps only it', async (t) => {
    const db = await openTestDb(t);
    const store = createApiKeyStore({ db, clock: createManualClock('2026-11-22T00:00:00Z') });
    const { key, info } = await store.create({ name: 'n', tier: 'free' });
    const row = (await db.get('SELECT * FROM api_keys')) as Record<string, unknown>;
    assert.equal(row.key_hash, hashApiKey(key));
    assert.match(String(row.key_hash), /^[0-9a-f]{64}$/);
    assert.ok(!Object.values(row).includes(key));
    assert.deepEqual(await store.verify(key), { keyId: info.id, tier: 'free', dailyQuota: 100, name: 'n' });
    assert.equal(await store.verify(key.toUpperCase()), null);
    assert.equal(await store.verify(`${key} `), null);
    await store.revoke(info.id);
    assert.equal(await store.verify(key), null);
  });

  test('listed in creation order; revoke is idempotent and undefined for an unknown id', async (t) => {
    const db = await openTestDb(t);
    const store = createApiKeyStore({ db, clock: createManualClock('2026-11-22T00:00:00Z') });
    const made = [];
    for (const name of ['c', 'a', 'b']) made.push((await store.create({ name, tier: 'pro' })).info);
    assert.deepEqual(
      (await store.list()).map((k) => k.name),
      ['c', 'a', 'b'],
      'same created_at: insertion order',
    );
    const first = await store.revoke(made[0]!.id);
    assert.equal(first?.revokedAt, '2026-11-22T00:00:00.000Z');
    assert.deepEqual(await store.revoke(made[0]!.id), first);
    assert.equal(await store.revoke('key_unknown'), undefined);
  });

  test('tier quotas: free 100, pro 5000, enterprise custom and required', () => {
    assert.equal(quotaForNewKey('free', undefined), 100);
    assert.equal(quotaForNewKey('pro', undefined), 5000);
    assert.equal(quotaForNewKey('enterprise', 123456), 123456);
    assert.throws(() => quotaForNewKey('enterprise', undefined), AppError);
    assert.throws(() => quotaForNewKey('free', 500), AppError);
  });
});

describe('daily quota counters', () => {
  test('admit exactly the limit, then refuse without counting; reset at 00:00 UTC; old days pruned', async (t) => {
    const db = await openTestDb(t);
    const clock = createManualClock('2026-11-22T23:00:00Z');
    const quota = createQuotaService({ db, clock });
    const p = { kind: 'anonymous' as const, ip: '10.0.0.1' };
    const results = [];
    for (let i = 0; i < 20; i++) results.push(await quota.consume(p));
    assert.equal(results.filter((r) => r.allowed).length, 15);
    assert.deepEqual(
      results.slice(0, 15).map((r) => r.remaining),
      [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
    );
    assert.equal(results[19]!.retryAfterSec, 3600);
    assert.equal((await db.get<{ used: number }>('SELECT used FROM quota_usage'))!.used, 15);
    assert.equal((await quota.peek({ kind: 'anonymous', ip: '10.0.0.2' })).remaining, 15, 'per IP');

    clock.set('2026-11-23T00:00:00Z');
    assert.equal((await quota.consume(p)).remaining, 14);
    clock.set('2026-12-05T00:00:00Z');
    await quota.consume(p);
    assert.deepEqual(
      (await db.all<{ day: string }>('SELECT day FROM quota_usage ORDER BY day')).map((r) => r.day),
      ['2026-12-05'],
    );
  });

  test('concurrent counts, through two connections, admit exactly the limit', async (t) => {
    const clock = createManualClock('2026-11-22T12:00:00Z');
    const first = await openTestDb(t, { file: true });
    const second = await reopenTestDb(t, first);
    const a = createQuotaService({ db: first, clock });
    const b = createQuotaService({ db: second, clock });
    const p = { kind: 'key' as const, keyId: 'key_x', tier: 'free' as const, dailyQuota: 100, name: 'x' };
    const decisions = await Promise.all(Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? a : b).consume(p)));
    assert.equal(decisions.filter((d) => d.allowed).length, 100);
    assert.equal((await first.get<{ used: number }>('SELECT used FROM quota_usage'))!.used, 100);
  });

  test('the owner is never counted; headers omit limit and remaining for it', async (t) => {
    const db = await openTestDb(t);
    const quota = createQuotaService({ db, clock: createManualClock('2026-11-22T12:00:00Z') });
    const d = await quota.consume({ kind: 'owner' });
    assert.equal(d.allowed, true);
    assert.deepEqual(quotaHeaders(d), { 'x-ratelimit-reset': String(Date.UTC(2026, 10, 23) / 1000), 'x-service-tier': 'owner' });
    assert.equal((await db.get<{ n: number }>('SELECT count(*) AS n FROM quota_usage'))!.n, 0);
  });
});

describe('quota status kept in memory (peek)', () => {
  const p = { kind: 'anonymous' as const, ip: '10.9.0.1' };

  test("peek follows this process's counting exactly, refusals included", async (t) => {
    const db = await openTestDb(t);
    const clock = createManualClock('2026-11-22T12:00:00Z');
    const quota = createQuotaService({ db, clock });
    assert.equal((await quota.peek(p)).remaining, 15);
    for (let i = 1; i <= 20; i++) {
      await quota.consume(p);
      assert.equal(quota.peekCached(p)?.remaining, Math.max(0, 15 - i), `after ${i} counted (from memory)`);
      assert.equal((await quota.peek(p)).remaining, Math.max(0, 15 - i), `after ${i} counted`);
    }
    // Nothing else writes here: what the database holds is what peek says.
    assert.equal((await db.get<{ used: number }>('SELECT used FROM quota_usage'))!.used, 15);
  });

  test('another process counting on the same database shows within PEEK_TRUST_MS; a restart reads the database', async (t) => {
    const clock = createManualClock('2026-11-22T12:00:00Z');
    const first = await openTestDb(t, { file: true });
    const a = createQuotaService({ db: first, clock });
    const other = createQuotaService({ db: await reopenTestDb(t, first), clock });
    for (let i = 0; i < 3; i++) await a.consume(p);
    assert.equal((await a.peek(p)).remaining, 12);
    assert.equal((await other.peek(p)).remaining, 12, 'a second service reads the persisted counter');
    await other.consume(p);
    assert.equal((await a.peek(p)).remaining, 12, 'trusted for PEEK_TRUST_MS');
    clock.advance(PEEK_TRUST_MS);
    assert.equal(a.peekCached(p), undefined, 'no longer trusted');
    assert.equal((await a.peek(p)).remaining, 11, 'then read again');
    // A refused consume says 0 remaining, and so does peek.
    for (let i = 0; i < 20; i++) await a.consume(p);
    assert.equal((await a.peek(p)).remaining, 0);
    // Restart: a new service on the database starts from what it holds.
    const restarted = createQuotaService({ db: await reopenTestDb(t, first), clock });
    assert.equal((await restarted.peek(p)).remaining, 0);
    // 00:00 UTC: a new day, a new counter (memory cleared with the day).
    clock.set('2026-11-23T00:00:00Z');
    assert.equal((await a.peek(p)).remaining, 15);
    assert.equal((await a.peek(p)).resetSec, Date.UTC(2026, 10, 24) / 1000);
    assert.equal((await a.consume(p)).remaining, 14);
    assert.equal((await a.peek(p)).remaining, 14);
    // The clock moved back (tests do): yesterday's counter again, from the database.
    clock.set('2026-11-22T18:00:00Z');
    assert.equal((await a.peek(p)).remaining, 0);
    assert.equal((await a.peek(p)).resetSec, Date.UTC(2026, 10, 23) / 1000);
  });
});

describe('badge limiter', () => {
  test('60 per IP per fixed minute', () => {
    const clock = createManualClock('2026-11-22T12:00:10Z');
    const limiter = createMinuteLimiter({ clock, perMinute: 60 });
    for (let i = 0; i < 60; i++) assert.equal(limiter.hit('a').allowed, true);
    assert.deepEqual(limiter.hit('a'), { allowed: false, retryAfterSec: 50 });
    assert.equal(limiter.hit('b').allowed, true);
    clock.advance(50_000);
    assert.equal(limiter.hit('a').allowed, true);
  });
});
