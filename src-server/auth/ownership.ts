// Who owns what a caller makes (a watch; a portfolio reuses the same rules), and who may read, change or delete it.
// The owner (the owner token) manages everything; a key holder what its key made; an anonymous caller what was made
// with the management token it presents. An address owns nothing: behind a reverse proxy, and on a desktop where every
// local process is 127.0.0.1, every anonymous caller has the same one (docs/security.md "Nobody else's watches").
import type { Principal } from './principal.js';

/** How an owned row names its owner, as stored (`owner_kind`, `owner_ref`). */
export interface Owner {
  kind: 'owner' | 'key' | 'anonymous';
  ref: string;
}

/**
 * An anonymous owner is a management token: ref `token:<id>` (the token's row id, never the token). Rows written before
 * tokens carry the address as ref: they match no caller's token, so only the owner manages them.
 */
const TOKEN_REF = 'token:';
export const tokenOwner = (tokenId: string): Owner => ({ kind: 'anonymous', ref: `${TOKEN_REF}${tokenId}` });

export const OWNER_OWNS: Owner = { kind: 'owner', ref: 'owner' };

/** The management tokens (their ids) the caller presented. */
export const manageTokenIdsOf = (p: Principal): readonly string[] => (p.kind === 'owner' ? [] : (p.manageTokenIds ?? []));

/** The caller holding these tokens too (an MCP tool's `manageToken`, the tokens an MCP session was given). */
export function withManageTokens(p: Principal, ids: readonly string[]): Principal {
  if (p.kind === 'owner' || ids.length === 0) return p;
  return { ...p, manageTokenIds: [...new Set([...(p.manageTokenIds ?? []), ...ids])] };
}

/** The owners whose rows the caller manages: 'all' for the owner, else its key's and its tokens'. */
export function ownersManagedBy(p: Principal): Owner[] | 'all' {
  if (p.kind === 'owner') return 'all';
  const tokens = manageTokenIdsOf(p).map(tokenOwner);
  return p.kind === 'key' ? [{ kind: 'key', ref: p.keyId }, ...tokens] : tokens;
}

export function canManage(p: Principal, owned: { ownerKind: string; ownerRef: string }): boolean {
  const owners = ownersManagedBy(p);
  return owners === 'all' || owners.some((o) => o.kind === owned.ownerKind && o.ref === owned.ownerRef);
}

export interface NewOwnership {
  owner: Owner;
  /** A token made for this caller: its plaintext goes back once, with what was created; only its hash is kept. */
  manageToken?: { id: string; token: string };
}

/**
 * Who a new row belongs to: the owner; a key holder's key; an anonymous caller's first presented token (the new row
 * joins what that token already manages), or else a new token from `mint`.
 */
export async function ownershipForNew(p: Principal, mint: () => Promise<{ id: string; token: string }>): Promise<NewOwnership> {
  if (p.kind === 'owner') return { owner: OWNER_OWNS };
  if (p.kind === 'key') return { owner: { kind: 'key', ref: p.keyId } };
  const given = p.manageTokenIds?.[0];
  if (given !== undefined) return { owner: tokenOwner(given) };
  const manageToken = await mint();
  return { owner: tokenOwner(manageToken.id), manageToken };
}
