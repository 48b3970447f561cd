// The start-up soundness check: a damaged database file stops the start with one clear message, never a crash loop.
import type { Database } from 'better-sqlite3';
import { dirname } from 'node:path';
import { AppError } from '../shared/errors.js';
import { listBackups } from './backup.js';

/**
 * `PRAGMA quick_check`: reads every page and checks the b-tree structure, records and constraints (O(N), several
 * times faster than integrity_check, which also cross-checks every index entry). Returns the problems; [] is sound.
 */
export function quickCheck(db: Database, maxErrors = 20): string[] {
  const rows = db.pragma(`quick_check(${maxErrors})`) as { quick_check: string }[];
  const found = rows.map((r) => r.quick_check);
  return found.length === 1 && found[0] === 'ok' ? [] : found;
}

/** `PRAGMA integrity_check` (full; tests and `npm run backup` use it): [] when sound. */
export function integrityCheck(db: Database, maxErrors = 20): string[] {
  const rows = db.pragma(`integrity_check(${maxErrors})`) as { integrity_check: string }[];
  const found = rows.map((r) => r.integrity_check);
  return found.length === 1 && found[0] === 'ok' ? [] : found;
}

const CORRUPT_CODES = new Set(['SQLITE_NOTADB', 'SQLITE_CORRUPT']);
const isCorrupt = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (CORRUPT_CODES.has(code) || code.startsWith('SQLITE_CORRUPT'));
};

/**
 * `db_corrupt`: what is wrong, and how to restore (naming the newest backup when there is one), on one line: SQLite's
 * check may give one problem over several lines ("*** in database main ***\nTree 2 page 2 …"), which depends on where
 * the damage fell.
 */
export function corruptDatabaseError(file: string, found: string): AppError {
  const detail = found.replace(/\s*\n\s*/g, '; ');
  const newest = listBackups(dirname(file))[0];
  const restore = newest
    ? `Restore the newest backup with: npm run restore -- "${newest.path}" (taken ${newest.takenAt.toISOString()}).`
    : 'No backup was found in its backups folder; move the file aside to start with an empty database.';
  return new AppError(
    'db_corrupt',
    `The database file ${file} is damaged (${detail}), so Hazardcast will not start on it. ${restore} See docs/reliability.md.`,
  );
}

/** An open-time failure as the user should see it: corruption becomes `db_corrupt`; anything else passes through. */
corruptDatabaseError.wrap = (err: unknown, file: string): unknown =>
  isCorrupt(err) ? corruptDatabaseError(file, (err as Error).message) : err;
