// Management tokens: what an anonymous caller holds instead of an address. Made when an anonymous caller creates its
// first watch, shown once (like a webhook signing secret), stored only as a SHA-256 hash, verified in constant time.
// Whoever presents one manages the watches made with it (auth/ownership.ts); the owner manages every watch.
import { timingSafeEqual } from 'node:crypto';
import type { Sql } from '../db/sql.js';
import type { Clock } from '../shared/clock.js';
import { hashApiKey, randomBase62 } from './api-keys.js';

export const MANAGE_TOKEN_PREFIX = 'manage_';
/** `manage_` + 40 base62 characters: 40 × log2(62) ≈ 238 bits, nothing to guess. */
export const MANAGE_TOKEN_PATTERN = /^manage_[0-9A-Za-z]{40}$/;

export const generateManageToken = (): string => MANAGE_TOKEN_PREFIX + randomBase62(40);

/** A random token has nothing to brute-force: a fast hash is right, as for API keys (docs/auth-quota-mcp.md). */
export const hashManageToken = hashApiKey;

interface Row {
  id: string;
  token_hash: string;
}

const INSERT = 'INSERT INTO manage_tokens (id, token_hash, created_at) VALUES (?, ?, ?)';
const BY_HASH = 'SELECT id, token_hash FROM manage_tokens WHERE token_hash = ?';

export interface ManageTokenVerifier {
  /** The token's id when it is one this server made; null otherwise (an unknown token is refused, never ignored). */
  verify(rawToken: string): Promise<string | null>;
}

export function createManageTokenStore(deps: { db: Sql; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** A new token: its plaintext is in the result and nowhere else (show it once). */
    async mint(): Promise<{ id: string; token: string }> {
      const token = generateManageToken();
      const id = `mt_${randomBase62(16)}`;
      await db.run(INSERT, [id, hashManageToken(token), clock.now().toISOString()]);
      return { id, token };
    },
    async verify(rawToken: string): Promise<string | null> {
      if (!MANAGE_TOKEN_PATTERN.test(rawToken)) return null;
      const hash = hashManageToken(rawToken);
      const row = await db.get<Row>(BY_HASH, [hash]);
      // Looked up by hash (its timing tells nothing); the comparison itself is constant-time, as for API keys.
      if (!row || !timingSafeEqual(Buffer.from(row.token_hash, 'hex'), Buffer.from(hash, 'hex'))) return null;
      return row.id;
    },
  } satisfies ManageTokenVerifier & Record<string, unknown>;
}
export type ManageTokenStore = ReturnType<typeof createManageTokenStore>;
