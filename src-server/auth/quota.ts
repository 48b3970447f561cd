// Daily quotas per UTC day (anonymous by IP, keys by key id) counted atomically in the database (one statement per
// counted request, so any number of instances on one PostgreSQL never admit more than a key's quota together); the
// badge's per-minute limit.
import type { Sql } from '../db/sql.js';
import { DAY_MS, nextUtcMidnightSec, utcDay, type Clock } from '../shared/clock.js';
import type { Principal, Tier } from './principal.js';

/** Anonymous callers: requests per UTC day per client IP (SERVICE-INTERFACE 8). */
export const ANONYMOUS_DAILY_QUOTA = 15;
/** Default badge requests per client IP per minute (HAZARDCAST_EMBED_PER_MINUTE; docs/auth-quota-mcp.md). */
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

/**
 * How long a counter read from the database is trusted for `peek` (milliseconds). This process's own `consume` keeps
 * its copy exact; the bound only matters when another process counts on the same database (the stdio MCP entry, the
 * other instances of a team server).
 */
export const PEEK_TRUST_MS = 1000;

/**
 * One statement: insert the day's first use, or add one only while below the limit; no row back means refused.
 * better-sqlite3 runs it synchronously, so a process's requests serialise on it; on PostgreSQL the conflicting row is
 * locked and the WHERE re-checked against its latest version, so concurrent instances serialise on that row.
 */
const TAKE = `INSERT INTO quota_usage (subject, day, used) VALUES (?, ?, 1)
  ON CONFLICT (subject, day) DO UPDATE SET used = quota_usage.used + 1 WHERE quota_usage.used < ?
  RETURNING used`;
const READ = 'SELECT used FROM quota_usage WHERE subject = ? AND day = ?';
const PRUNE = 'DELETE FROM quota_usage WHERE day < ?';

export function createQuotaService(deps: { db: Sql; clock: Clock }) {
  const { db, clock } = deps;
  let lastPrunedDay = '';

  // Today's UTC day and reset, computed once per day rather than per request.
  let dayStartMs = 0;
  let dayEndMs = -1;
  let today = '';
  let resetSecToday = 0;
  // Today's counters as last seen (SQLite is the record: every consume writes there first). Cleared at 00:00 UTC;
  // bounded so a flood of anonymous IPs cannot grow it without limit.
  const seen = new Map<string, { used: number; atMs: number }>();
  const SEEN_MAX = 10_000;

  function dayOf(nowMs: number): void {
    if (nowMs >= dayStartMs && nowMs < dayEndMs) return;
    const now = new Date(nowMs);
    today = utcDay(now);
    resetSecToday = nextUtcMidnightSec(now);
    dayEndMs = resetSecToday * 1000;
    dayStartMs = dayEndMs - DAY_MS;
    seen.clear();
  }

  function remember(subject: string, used: number, atMs: number): void {
    const entry = seen.get(subject);
    if (entry) {
      entry.used = used;
      entry.atMs = atMs;
      return;
    }
    if (seen.size >= SEEN_MAX) seen.delete(seen.keys().next().value!);
    seen.set(subject, { used, atMs });
  }

  /** Drops counters older than KEEP_DAYS: the first count of each UTC day does it. */
  async function pruneOld(): Promise<void> {
    lastPrunedDay = today;
    await db.run(PRUNE, [utcDay(new Date(dayStartMs - KEEP_DAYS * DAY_MS))]);
  }

  /** Today's status from memory, when this process counted or read the subject less than PEEK_TRUST_MS ago. */
  function cached(p: Principal, nowMs: number): QuotaStatus | undefined {
    dayOf(nowMs);
    const resetSec = resetSecToday;
    const sub = quotaSubject(p);
    if (!sub) return { tier: 'owner', limit: null, remaining: null, resetSec };
    const entry = seen.get(sub.subject);
    if (!entry || nowMs - entry.atMs >= PEEK_TRUST_MS || nowMs < entry.atMs) return undefined;
    return { tier: sub.tier, limit: sub.limit, remaining: Math.max(0, sub.limit - entry.used), resetSec };
  }

  return {
    /** Counts one request against the principal's quota for today; refuses (without counting) when used up. */
    async consume(p: Principal): Promise<QuotaDecision> {
      const nowMs = clock.now().getTime();
      dayOf(nowMs);
      const resetSec = resetSecToday;
      const day = today;
      const sub = quotaSubject(p);
      if (!sub) return { tier: 'owner', limit: null, remaining: null, resetSec, allowed: true, retryAfterSec: null };
      if (today !== lastPrunedDay) await pruneOld();
      const row = await db.get<{ used: number }>(TAKE, [sub.subject, day, sub.limit]);
      if (row) {
        remember(sub.subject, row.used, nowMs);
        return {
          tier: sub.tier,
          limit: sub.limit,
          remaining: Math.max(0, sub.limit - row.used),
          resetSec,
          allowed: true,
          retryAfterSec: null,
        };
      }
      // Refused: the counter is at (or above) the limit.
      remember(sub.subject, Math.max(sub.limit, seen.get(sub.subject)?.used ?? 0), nowMs);
      const retryAfterSec = Math.max(1, resetSec - Math.floor(nowMs / 1000));
      return { tier: sub.tier, limit: sub.limit, remaining: 0, resetSec, allowed: false, retryAfterSec };
    },
    /**
     * Today's status without counting, from memory only: undefined when this process has not counted or read the
     * subject in the last PEEK_TRUST_MS (then `peek`). The owner's is always known.
     */
    peekCached: (p: Principal): QuotaStatus | undefined => cached(p, clock.now().getTime()),
    /**
     * Today's status without counting (uncounted routes still report it). Read from memory when this process
     * counted or read the subject less than PEEK_TRUST_MS ago; otherwise from the database.
     */
    async peek(p: Principal): Promise<QuotaStatus> {
      const nowMs = clock.now().getTime();
      const known = cached(p, nowMs);
      if (known) return known;
      const sub = quotaSubject(p)!;
      const day = today;
      const row = await db.get<{ used: number }>(READ, [sub.subject, day]);
      remember(sub.subject, row?.used ?? 0, nowMs);
      return (
        cached(p, nowMs) ?? {
          tier: sub.tier,
          limit: sub.limit,
          remaining: Math.max(0, sub.limit - (row?.used ?? 0)),
          resetSec: resetSecToday,
        }
      );
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
    perMinute: deps.perMinute,
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
