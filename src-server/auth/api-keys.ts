// API keys: `service_live_` + 32 base62 characters, stored only as SHA-256 hashes, verified in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Sql } from '../db/sql.js';
import type { Clock } from '../shared/clock.js';
import { AppError } from '../shared/errors.js';
import type { ApiKeyVerifier, Tier, VerifiedKey } from './principal.js';
import { msg } from '../i18n/message.js';

export const API_KEY_PREFIX = 'service_live_';
export const API_KEY_BODY_LENGTH = 32;
export const API_KEY_PATTERN = /^service_live_[0-9A-Za-z]{32}$/;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Requests per UTC day of each tier; enterprise keys carry their own quota. */
export const TIER_DAILY_QUOTA = { free: 100, pro: 5000 } as const;
export const TIERS = ['free', 'pro', 'enterprise'] as const satisfies readonly Tier[];
export const MAX_ENTERPRISE_QUOTA = 10_000_000;

/**
 * `length` base62 characters from the CSPRNG. Rejection sampling (bytes >= 248 are dropped) keeps every
 * character uniform: 32 characters carry 32 × log2(62) ≈ 190 bits.
 */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= 248) continue;
      out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export function generateApiKey(): string {
  return API_KEY_PREFIX + randomBase62(API_KEY_BODY_LENGTH);
}

/**
 * SHA-256 of the key, hex. A fast hash is right here: the key is 190 random bits, so there is nothing to
 * brute-force and no salt or slow KDF is needed (those protect low-entropy passwords).
 */
export function hashApiKey(rawKey: string): string {
  return createHash('sha256').update(rawKey, 'utf8').digest('hex');
}

/** What the owner sees of a key: never the key itself (it is shown once, at creation). */
export interface ApiKeyInfo {
  id: string;
  name: string;
  tier: Tier;
  dailyQuota: number;
  /** Last four characters, so the owner can tell keys apart. */
  last4: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

interface Row {
  id: string;
  key_hash: string;
  last4: string;
  name: string;
  tier: Tier;
  daily_quota: number;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const toInfo = (r: Row): ApiKeyInfo => ({
  id: r.id,
  name: r.name,
  tier: r.tier,
  dailyQuota: r.daily_quota,
  last4: r.last4,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
});

export interface CreateKeyInput {
  name: string;
  tier: Tier;
  /** Required for enterprise keys, refused for the others (their quota is the tier's). */
  dailyQuota?: number;
}

/** The daily quota a new key gets, or a 400 naming the field. */
export function quotaForNewKey(tier: Tier, dailyQuota: number | undefined): number {
  if (tier === 'enterprise') {
    if (dailyQuota === undefined) {
      throw new AppError('validation_failed', msg('errors.details.enterpriseQuota'), {
        errors: [{ field: 'dailyQuota', message: 'required for tier enterprise' }],
      });
    }
    if (!Number.isInteger(dailyQuota) || dailyQuota < 1 || dailyQuota > MAX_ENTERPRISE_QUOTA) {
      throw new AppError('validation_failed', msg('errors.details.quotaRange', { max: MAX_ENTERPRISE_QUOTA }), {
        errors: [{ field: 'dailyQuota', message: `must be an integer from 1 to ${MAX_ENTERPRISE_QUOTA}` }],
      });
    }
    return dailyQuota;
  }
  if (dailyQuota !== undefined && dailyQuota !== TIER_DAILY_QUOTA[tier]) {
    throw new AppError('validation_failed', msg('errors.details.fixedQuota', { tier, quota: TIER_DAILY_QUOTA[tier] }), {
      errors: [{ field: 'dailyQuota', message: `only for tier enterprise (${tier} is ${TIER_DAILY_QUOTA[tier]}/day)` }],
    });
  }
  return TIER_DAILY_QUOTA[tier];
}

/** How stale a key's `lastUsedAt` may be: it is rewritten at most once a minute. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const INSERT = `INSERT INTO api_keys (id, key_hash, last4, name, tier, daily_quota, created_at)
  VALUES (@id, @keyHash, @last4, @name, @tier, @dailyQuota, @createdAt)`;
const BY_HASH = 'SELECT * FROM api_keys WHERE key_hash = ?';
const BY_ID = 'SELECT * FROM api_keys WHERE id = ?';
const ALL = 'SELECT * FROM api_keys ORDER BY created_at, rowid';
const TOUCH = 'UPDATE api_keys SET last_used_at = ? WHERE id = ?';
const REVOKE = 'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL';

export function createApiKeyStore(deps: { db: Sql; clock: Clock }) {
  const { db, clock } = deps;
  const info = (row: Row | undefined) => (row ? toInfo(row) : undefined);

  const store = {
    /** Issues a key. The plaintext is in the result and nowhere else: show it once. */
    async create(input: CreateKeyInput): Promise<{ key: string; info: ApiKeyInfo }> {
      const dailyQuota = quotaForNewKey(input.tier, input.dailyQuota);
      const key = generateApiKey();
      const row = {
        id: `key_${randomBase62(12)}`,
        keyHash: hashApiKey(key),
        last4: key.slice(-4),
        name: input.name,
        tier: input.tier,
        dailyQuota,
        createdAt: clock.now().toISOString(),
      };
      await db.run(INSERT, row);
      return { key, info: info(await db.get<Row>(BY_ID, [row.id]))! };
    },
    async list(): Promise<ApiKeyInfo[]> {
      return (await db.all<Row>(ALL)).map(toInfo);
    },
    async get(id: string): Promise<ApiKeyInfo | undefined> {
      return info(await db.get<Row>(BY_ID, [id]));
    },
    /** Revokes at once: the next request with the key is a 401. Idempotent; undefined for an unknown id. */
    async revoke(id: string): Promise<ApiKeyInfo | undefined> {
      await db.run(REVOKE, [clock.now().toISOString(), id]);
      return store.get(id);
    },
    /** The key's record when known and not revoked (and records its use); null otherwise. */
    async verify(rawKey: string): Promise<VerifiedKey | null> {
      if (!API_KEY_PATTERN.test(rawKey)) return null;
      const hash = hashApiKey(rawKey);
      const row = await db.get<Row>(BY_HASH, [hash]);
      // The lookup is by hash (an attacker learns nothing from its timing); the explicit constant-time
      // comparison keeps the check itself independent of how many characters match.
      if (!row || !timingSafeEqual(Buffer.from(row.key_hash, 'hex'), Buffer.from(hash, 'hex')) || row.revoked_at) return null;
      // "Last used" to the minute: a key answering hundreds of requests a second does not write its row each time.
      const now = clock.now();
      if (!row.last_used_at || Math.abs(now.getTime() - Date.parse(row.last_used_at)) >= LAST_USED_RESOLUTION_MS)
        await db.run(TOUCH, [now.toISOString(), row.id]);
      return { keyId: row.id, tier: row.tier, dailyQuota: row.daily_quota, name: row.name };
    },
  } satisfies ApiKeyVerifier & Record<string, unknown>;
  return store;
}
export type ApiKeyStore = ReturnType<typeof createApiKeyStore>;
