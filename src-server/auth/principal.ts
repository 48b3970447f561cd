// The caller of a request, as the auth hook resolved it; quota, watches and MCP tools act on it.

export type Tier = 'free' | 'pro' | 'enterprise';

export interface VerifiedKey {
  keyId: string;
  tier: Tier;
  /** Requests per UTC day. */
  dailyQuota: number;
  name: string;
}

export type Principal = { kind: 'owner' } | ({ kind: 'key' } & VerifiedKey) | { kind: 'anonymous'; ip: string };

export interface ApiKeyVerifier {
  /** The key's record when the raw key is known and not revoked; null otherwise. */
  verify(rawKey: string): Promise<VerifiedKey | null>;
}

/** Until API keys are issued (the auth issue), no key is known: every key is answered with 401. */
export const noApiKeys: ApiKeyVerifier = { verify: async () => null };

/** Stable reference for ownership of watches: the key id, or the client IP for anonymous callers. */
export function ownerRef(p: Principal): { kind: Principal['kind']; ref: string } {
  if (p.kind === 'owner') return { kind: 'owner', ref: 'owner' };
  if (p.kind === 'key') return { kind: 'key', ref: p.keyId };
  return { kind: 'anonymous', ref: p.ip };
}
