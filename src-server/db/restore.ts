// Restoring a backup over the data dir's database (the app must be stopped): the backup is checked first, the
// current file is kept aside, then the backup is copied in and opened (older schemas migrate forward).
import { copyFileSync, existsSync, renameSync, unlinkSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { migrations } from './migrations/index.js';
import { integrityCheck } from './integrity.js';
import { AppError } from '../shared/errors.js';
import { makePrivate } from '../shared/private-files.js';

/** Checks a backup file: a sound SQLite database whose migrations this build knows. Returns its migration ids. */
export function checkBackup(path: string): string[] {
  if (!existsSync(path)) throw new AppError('restore_refused', `No backup at ${path}.`);
  const db = new BetterSqlite3(path, { readonly: true, fileMustExist: true });
  try {
    const problems = integrityCheck(db);
    if (problems.length > 0) throw new AppError('restore_refused', `The backup ${path} is damaged: ${problems.join('; ')}`);
    const ids = (db.prepare('SELECT id FROM schema_migrations ORDER BY id').all() as { id: string }[]).map((r) => r.id);
    const known = new Set(migrations.map((m) => m.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length)
      throw new AppError('restore_refused', `The backup was written by a newer Hazardcast (${unknown.join(', ')}); update first.`);
    return ids;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('restore_refused', `${path} is not a readable Hazardcast backup: ${(err as Error).message}`);
  } finally {
    db.close();
  }
}

/** Throws when another process (the running app) has the database open. */
function assertNotInUse(dbFile: string): void {
  if (!existsSync(dbFile)) return;
  const db = new BetterSqlite3(dbFile, { timeout: 200 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (err) {
    throw new AppError('restore_refused', `${dbFile} is in use (is Hazardcast running?). Quit the app first. (${(err as Error).message})`);
  } finally {
    db.close();
  }
}

export interface RestoreReport {
  restoredFrom: string;
  /** Where the replaced database was moved (null when there was none). */
  previous: string | null;
}

/** Replaces `dbFile` with the backup at `backupPath`; the old file (and its WAL) is kept as `<file>.before-restore-<time>`. */
export function restoreBackup(backupPath: string, dbFile: string, now: Date): RestoreReport {
  checkBackup(backupPath);
  assertNotInUse(dbFile);
  let previous: string | null = null;
  if (existsSync(dbFile)) {
    previous = `${dbFile}.before-restore-${now.toISOString().replace(/:/g, '-')}`;
    renameSync(dbFile, previous);
    makePrivate(previous);
    for (const ext of ['-wal', '-shm']) {
      if (!existsSync(dbFile + ext)) continue;
      renameSync(dbFile + ext, previous + ext);
      makePrivate(previous + ext);
    }
  }
  const tmp = `${dbFile}.restoring`;
  // copyFile gives the copy the backup's mode: the restored database is made 0600 before it takes the live name.
  copyFileSync(backupPath, tmp);
  makePrivate(tmp);
  renameSync(tmp, dbFile);
  for (const ext of ['-wal', '-shm']) if (existsSync(dbFile + ext)) unlinkSync(dbFile + ext);
  return { restoredFrom: backupPath, previous };
}
