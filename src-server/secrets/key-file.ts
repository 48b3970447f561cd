// The headless key: 32 random bytes in `<data dir>/secret.key`, mode 0600, never inside the database or its backups.
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { AppError } from '../shared/errors.js';
import { createSecretBox, KEY_BYTES, type SecretBox } from './secret-box.js';

export const KEY_FILE = 'secret.key';
/** The desktop app's key, wrapped by the OS keychain (Electron safeStorage); see src-main/secret-key.ts. */
export const SAFE_KEY_FILE = 'secret.key.safe';

/** Reads the key file, creating it (exclusively, 0600) on first use; a file readable by others is tightened to 0600. */
export function loadOrCreateKeyFile(dataDir: string): Buffer {
  const file = join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    if (existsSync(join(dataDir, SAFE_KEY_FILE))) {
      throw new AppError(
        'secret_key_unavailable',
        `The secrets in ${dataDir} are sealed with the desktop app's OS keychain (${SAFE_KEY_FILE}); ` +
          'this headless process cannot read them. Use the desktop app, or set the secrets again in a separate data dir.',
      );
    }
    try {
      writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err; // another process made it first: read theirs
    }
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES) {
    throw new AppError('secret_key_unavailable', `${file} does not hold a ${KEY_BYTES}-byte key; restore it from your backup.`);
  }
  return key;
}

export const keyFileSecretBox = (dataDir: string): SecretBox => createSecretBox(() => loadOrCreateKeyFile(dataDir));

/**
 * The key of a data dir that must already have one (another install's, read by `db:copy`): never created here. A
 * desktop data dir whose key the OS keychain wraps cannot be read outside the app, and says so.
 */
export const existingKeyFileSecretBox = (dataDir: string): SecretBox =>
  createSecretBox(() => {
    if (!existsSync(join(dataDir, KEY_FILE)) && !existsSync(join(dataDir, SAFE_KEY_FILE))) {
      throw new AppError('secret_key_unavailable', `No secret key in ${dataDir} (${KEY_FILE}): its sealed secrets cannot be opened.`);
    }
    return loadOrCreateKeyFile(dataDir);
  });
