// The desktop app's secret key: 32 random bytes wrapped by the OS keychain (Electron safeStorage) in
// `<data dir>/secret.key.safe`, so the key is neither in the database nor readable from the disk alone.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { safeStorage } from 'electron';
import { createSecretBox, KEY_BYTES, KEY_FILE, SAFE_KEY_FILE, type SecretBox } from '../src-server/index.js';

/**
 * A SecretBox whose key the OS keychain guards, or undefined (the server then uses the 0600 key file) where
 * safeStorage has no real keychain: not available, or Linux's `basic_text` fallback (a fixed password).
 * A key file left by a headless run is adopted (wrapped, then deleted) so existing secrets stay readable.
 */
export function safeStorageSecretBox(dataDir: string): SecretBox | undefined {
  if (!safeStorage.isEncryptionAvailable()) return undefined;
  if (process.platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text') return undefined;
  return createSecretBox(() => {
    const wrapped = join(dataDir, SAFE_KEY_FILE);
    if (existsSync(wrapped)) return Buffer.from(safeStorage.decryptString(readFileSync(wrapped)), 'base64');
    const plainFile = join(dataDir, KEY_FILE);
    const key = existsSync(plainFile) ? Buffer.from(readFileSync(plainFile, 'utf8').trim(), 'base64') : randomBytes(KEY_BYTES);
    writeFileSync(wrapped, safeStorage.encryptString(key.toString('base64')), { mode: 0o600 });
    if (existsSync(plainFile)) unlinkSync(plainFile);
    return key;
  });
}
