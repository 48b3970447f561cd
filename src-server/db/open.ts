// Opens the SQLite file (WAL, foreign keys on) and brings its schema up to date before anything uses it.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrations } from './migrations/index.js';
import { migrate } from './migrate.js';

export type { Database };

/** `nativeBinding`: an addon built for another ABI (Electron's), see scripts/electron-native.ts. */
export function openDatabase(file: string, nativeBinding?: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new BetterSqlite3(file, nativeBinding ? { nativeBinding } : {});
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // Readers and the scheduler share the file; wait briefly instead of failing on a busy lock.
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    migrate(db, migrations);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}
