// The data folder and every file the app keeps or exports are the user's alone: folders 0700, files 0600, whoever
// creates them (the server, `npm run backup`, restore, the CLIs). A mode given to mkdir or open is masked by the
// umask, so each is set with chmod afterwards; existing installs made with looser modes are tightened at start.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Errors that mean "not ours to change" (another user's folder, a read-only mount): reported, never fatal. */
const NOT_OURS = new Set(['EPERM', 'EACCES', 'EROFS']);

/** chmod that returns false instead of throwing when the path is missing or not ours to change. */
export function chmodOwn(path: string, mode: number): boolean {
  try {
    chmodSync(path, mode);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (code === 'ENOENT' || NOT_OURS.has(code)) return false;
    throw err;
  }
}

/** `dir` (and its missing parents) exists, and `dir` itself is 0700. False when its mode could not be set. */
export function ensurePrivateDir(dir: string): boolean {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return chmodOwn(dir, PRIVATE_DIR_MODE);
}

/** An existing file set to 0600 (a missing one is left alone). False when it could not be set. */
export const makePrivate = (file: string): boolean => chmodOwn(file, PRIVATE_FILE_MODE);

/**
 * `file` exists (empty when it did not) with mode 0600. SQLite gives a database's WAL, shared-memory and journal
 * files the database file's own mode, so a database created this way keeps all of them private.
 */
export function ensurePrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  makePrivate(file);
}
