// The caller of a request, as the auth hook resolved it; quota, watches and MCP tools act on it.

export type Tier = 'free' | 'pro' | 'enterprise';

export interface VerifiedKey {
  keyId: string;
  tier: Tier;
  /** Requests per UTC day. */
  dailyQuota: number;
  name: string;
}

/**
 * Management tokens the caller presented (`Authorization: Bearer manage_…`, an MCP tool's `manageToken`, or tokens an
 * MCP session was given), as the ids of their rows: each opens the anonymous watches made with it (auth/ownership.ts).
 */
export interface TokenHolder {
  manageTokenIds?: readonly string[];
}

export type Principal =
  { kind: 'owner' } | ({ kind: 'key' } & VerifiedKey & TokenHolder) | ({ kind: 'anonymous'; ip: string } & TokenHolder);

export interface ApiKeyVerifier {
  /** The key's record when the raw key is known and not revoked; null otherwise. */
  verify(rawKey: string): Promise<VerifiedKey | null>;
}

/** Until API keys are issued (the auth issue), no key is known: every key is answered with 401. */
export const noApiKeys: ApiKeyVerifier = { verify: async () => null };
