// Opens the database before anything uses it: the SQLite file (WAL, foreign keys on, checked sound, schema brought up
// to date), or PostgreSQL when DATABASE_URL names it (the team server).
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { keyFileSecretBox } from '../secrets/key-file.js';
import { ephemeralSecretBox, type SecretBox } from '../secrets/secret-box.js';
import { ensurePrivateDir, ensurePrivateFile, makePrivate } from '../shared/private-files.js';
import { corruptDatabaseError, quickCheck } from './integrity.js';
import { migrations } from './migrations/index.js';
import { SEAL_SECRETS_ID } from './migrations/0010-seal-secrets.js';
import { SEAL_TARGETS_ID } from './migrations/0070-seal-targets.js';
import { migrate } from './migrate.js';
import { migratePostgres } from './migrate-postgres.js';
import { isPostgresUrl, openPostgres } from './postgres-db.js';
import type { Db } from './sql.js';
import { sqliteDb } from './sqlite-db.js';
import { AppError } from '../shared/errors.js';

export type { Database };

export interface OpenOptions {
  /** An addon built for another ABI (Electron's), see scripts/electron-native.ts. */
  nativeBinding?: string;
  /** Seals secrets in migrations; default: the key file beside the database (an ephemeral key for `:memory:`). */
  secretBox?: SecretBox;
}

/** Opens and migrates `file`. A damaged file is refused with `db_corrupt` (a clear message naming the restore). */
export function openDatabase(file: string, options: string | OpenOptions = {}): Database {
  const opts: OpenOptions = typeof options === 'string' ? { nativeBinding: options } : options;
  const memory = file === ':memory:';
  if (!memory) {
    // Private whoever opens it (the app, a CLI, a restore): a folder made here is 0700; the file is 0600 before
    // SQLite opens it, and SQLite gives the WAL and shared-memory files the database file's mode.
    if (!existsSync(dirname(file))) ensurePrivateDir(dirname(file));
    ensurePrivateFile(file);
    for (const ext of ['-wal', '-shm']) makePrivate(file + ext);
  }
  const secretBox = opts.secretBox ?? (memory ? ephemeralSecretBox() : keyFileSecretBox(dirname(file)));
  const db = new BetterSqlite3(file, opts.nativeBinding ? { nativeBinding: opts.nativeBinding } : {});
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // Readers and the scheduler share the file; wait briefly instead of failing on a busy lock.
    db.pragma('busy_timeout = 5000');
    // NORMAL in WAL mode: a commit survives a killed process (the OS has it); only power loss may drop the last ones.
    db.pragma('synchronous = NORMAL');
    // Deleted or rewritten content is zeroed, so a secret replaced by its sealed form leaves no copy in free space.
    db.pragma('secure_delete = ON');
    if (!memory) {
      const problems = quickCheck(db);
      if (problems.length > 0) throw corruptDatabaseError(file, problems.join('; '));
    }
    const ran = migrate(db, migrations, { secretBox });
    // Sealing rewrote secrets: rebuild the file and empty the WAL so no page still holds a plain copy.
    if ((ran.includes(SEAL_SECRETS_ID) || ran.includes(SEAL_TARGETS_ID)) && !memory) {
      db.exec('VACUUM');
      db.pragma('wal_checkpoint(TRUNCATE)');
    }
  } catch (err) {
    db.close();
    throw corruptDatabaseError.wrap(err, file);
  }
  return db;
}

export interface OpenDbOptions extends OpenOptions {
  /** postgres://… puts the repositories on PostgreSQL (the team server); absent: the SQLite `file`. */
  databaseUrl?: string;
  /** Pool size on PostgreSQL. */
  poolSize?: number;
}

/**
 * The app's database behind the storage seam: PostgreSQL when `databaseUrl` is set (opened and migrated in the
 * background: `ready` says when), else the SQLite file, opened and migrated before this returns (a damaged file
 * throws here, as it always did).
 */
export function openDb(file: string, options: OpenDbOptions): Db {
  if (options.databaseUrl !== undefined) {
    if (!isPostgresUrl(options.databaseUrl))
      throw new AppError('invalid_config', 'DATABASE_URL must be a postgres:// (or postgresql://) URL.');
    const secretBox = options.secretBox ?? ephemeralSecretBox();
    return openPostgres(options.databaseUrl, {
      max: options.poolSize,
      init: (db) => migratePostgres(db, migrations, { secretBox }).then(() => undefined),
    });
  }
  return sqliteDb(openDatabase(file, options));
}
