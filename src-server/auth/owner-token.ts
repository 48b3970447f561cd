// The desktop owner's token: a file `owner-token` (mode 0600) in the data dir, created on first start.
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const OWNER_TOKEN_FILE = 'owner-token';

/** Reads the owner token, creating it (32 random bytes, base64url) when absent. */
export function ensureOwnerToken(dataDir: string): string {
  const file = join(dataDir, OWNER_TOKEN_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) {
      chmodSync(file, 0o600);
      return existing;
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const token = randomBytes(32).toString('base64url');
  // 'w' with mode only applies the mode on creation; chmod covers a file that existed but was short.
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}

/** Constant-time comparison that does not leak the length either (both sides hashed first). */
export function tokensEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}
