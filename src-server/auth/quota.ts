// Daily quotas per UTC day (anonymous by IP, keys by key id) counted atomically in SQLite; the badge's per-minute limit.
import type { Database } from 'better-sqlite3';
import { DAY_MS, nextUtcMidnightSec, utcDay, type Clock } from '../shared/clock.js';
import type { Principal, Tier } from './principal.js';

/** Anonymous callers: requests per UTC day per client IP (SERVICE-INTERFACE 8). */
export const ANONYMOUS_DAILY_QUOTA = 15;
/** Badge requests per client IP per minute (docs/api-decisions.md). */
export const EMBED_PER_MINUTE = 60;
/** Days of counters kept (older rows are pruned once a day). */
const KEEP_DAYS = 7;

export type ServiceTier = 'anonymous' | Tier | 'owner';

export interface QuotaStatus {
  tier: ServiceTier;
  /** Requests per UTC day; null for the owner (unlimited). */
  limit: number | null;
  remaining: number | null;
  /** Epoch seconds of the next 00:00 UTC. */
  resetSec: number;
}

export interface QuotaDecision extends QuotaStatus {
  allowed: boolean;
  /** Seconds until the quota resets, when refused. */
  retryAfterSec: number | null;
}

/** The counter a principal draws on, and its daily limit; null for the owner. */
export function quotaSubject(p: Principal): { subject: string; limit: number; tier: ServiceTier } | null {
  if (p.kind === 'owner') return null;
  if (p.kind === 'key') return { subject: `key:${p.keyId}`, limit: p.dailyQuota, tier: p.tier };
  return { subject: `ip:${p.ip}`, limit: ANONYMOUS_DAILY_QUOTA, tier: 'anonymous' };
}

/** The usage headers every response carries (the owner has no limit, so only tier and reset). */
export function quotaHeaders(s: QuotaStatus): Record<string, string> {
  const headers: Record<string, string> = {
    'x-ratelimit-reset': String(s.resetSec),
    'x-service-tier': s.tier,
  };
  if (s.limit !== null && s.remaining !== null) {
    headers['x-ratelimit-limit'] = String(s.limit);
    headers['x-ratelimit-remaining'] = String(s.remaining);
  }
  return headers;
}

export function createQuotaService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  // One statement: insert the day's first use, or add one only while below the limit. better-sqlite3 runs it
  // synchronously, so concurrent requests serialise on it and never admit more than the limit.
  const take = db.prepare(`INSERT INTO quota_usage (subject, day, used) VALUES (@subject, @day, 1)
    ON CONFLICT (subject, day) DO UPDATE SET used = used + 1 WHERE used < @limit
    RETURNING used`);
  const read = db.prepare('SELECT used FROM quota_usage WHERE subject = ? AND day = ?');
  const prune = db.prepare('DELETE FROM quota_usage WHERE day < ?');
  let lastPrunedDay = '';

  function pruneOnce(now: Date): void {
    const day = utcDay(now);
    if (day === lastPrunedDay) return;
    lastPrunedDay = day;
    prune.run(utcDay(new Date(now.getTime() - KEEP_DAYS * DAY_MS)));
  }

  return {
    /** Counts one request against the principal's quota for today; refuses (without counting) when used up. */
    consume(p: Principal): QuotaDecision {
      const now = clock.now();
      const resetSec = nextUtcMidnightSec(now);
      const sub = quotaSubject(p);
      if (!sub) return { tier: 'owner', limit: null, remaining: null, resetSec, allowed: true, retryAfterSec: null };
      pruneOnce(now);
      const row = take.get({ subject: sub.subject, day: utcDay(now), limit: sub.limit }) as { used: number } | undefined;
      if (row) return { tier: sub.tier, limit: sub.limit, remaining: Math.max(0, sub.limit - row.used), resetSec, allowed: true, retryAfterSec: null };
      const retryAfterSec = Math.max(1, resetSec - Math.floor(now.getTime() / 1000));
      return { tier: sub.tier, limit: sub.limit, remaining: 0, resetSec, allowed: false, retryAfterSec };
    },
    /** Today's status without counting (uncounted routes still report it). */
    peek(p: Principal): QuotaStatus {
      const now = clock.now();
      const resetSec = nextUtcMidnightSec(now);
      const sub = quotaSubject(p);
      if (!sub) return { tier: 'owner', limit: null, remaining: null, resetSec };
      const row = read.get(sub.subject, utcDay(now)) as { used: number } | undefined;
      return { tier: sub.tier, limit: sub.limit, remaining: Math.max(0, sub.limit - (row?.used ?? 0)), resetSec };
    },
  };
}
export type QuotaService = ReturnType<typeof createQuotaService>;

/**
 * Fixed one-minute windows per client IP, in memory: a burst limit for the badge does not need to survive a
 * restart, and keeping it out of SQLite keeps image requests from writing to disk.
 */
export function createMinuteLimiter(deps: { clock: Clock; perMinute: number }) {
  let minute = -1;
  const counts = new Map<string, number>();
  return {
    hit(ip: string): { allowed: boolean; retryAfterSec: number } {
      const nowMs = deps.clock.now().getTime();
      const current = Math.floor(nowMs / 60_000);
      if (current !== minute) {
        minute = current;
        counts.clear();
      }
      const used = counts.get(ip) ?? 0;
      const retryAfterSec = Math.max(1, Math.ceil(((current + 1) * 60_000 - nowMs) / 1000));
      if (used >= deps.perMinute) return { allowed: false, retryAfterSec };
      counts.set(ip, used + 1);
      return { allowed: true, retryAfterSec };
    },
  };
}
