// The desktop owner's token: a file `owner-token` (mode 0600) in the data dir, created on first start.
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { chmodSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDir } from '../shared/private-files.js';

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
  ensurePrivateDir(dataDir);
  const token = randomBytes(32).toString('base64url');
  try {
    // Exclusive: instances of a team server starting together on one data dir end up with the one token.
    writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const theirs = readFileSync(file, 'utf8').trim();
    if (theirs.length >= 32) return theirs;
    // A short file left by an older build: replaced, as before.
    writeFileSync(file, `${token}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return token;
}

/**
 * Replaces the owner token with a new one: written to a temporary file (0600) and renamed over `owner-token`, so a
 * reader never sees a half-written token. Returns the new token.
 */
export function rotateOwnerTokenFile(dataDir: string): string {
  ensurePrivateDir(dataDir);
  const token = randomBytes(32).toString('base64url');
  const file = join(dataDir, OWNER_TOKEN_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${token}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, file);
  return token;
}

/**
 * The owner token in force: read per request by the auth hook, replaced by rotation. Instances of a team server share
 * the data dir: one that sees a token it does not hold reads the file again (at most once a second), so a rotation on
 * one instance reaches the others at their next request.
 */
export function createOwnerTokenHolder(dataDir: string, initial: string) {
  let current = initial;
  let lastLook = 0;
  return {
    get: (): string => current,
    /** A new token in the data dir and in force at once; the old one is refused from the next request. */
    rotate(): string {
      current = rotateOwnerTokenFile(dataDir);
      return current;
    },
    /** The token as the file holds it now (another instance may have rotated it); unchanged when read < 1 s ago. */
    reread(): string {
      const now = Date.now();
      if (now - lastLook < 1000) return current;
      lastLook = now;
      try {
        const onDisk = readFileSync(join(dataDir, OWNER_TOKEN_FILE), 'utf8').trim();
        if (onDisk.length >= 32) current = onDisk;
      } catch {
        // No file (a token given by configuration): the one in force stays.
      }
      return current;
    },
  };
}
export type OwnerTokenHolder = ReturnType<typeof createOwnerTokenHolder>;

/** Constant-time comparison that does not leak the length either (both sides hashed first). */
export function tokensEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}
