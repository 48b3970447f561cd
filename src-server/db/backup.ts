// Online backups of the SQLite file (better-sqlite3's backup API: consistent while the app writes) and the daily
// rotation in `<data dir>/backups` (keep the newest N). The secret key is never in a backup: keep it apart.
import { existsSync, readdirSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { ensurePrivateDir, ensurePrivateFile, makePrivate } from '../shared/private-files.js';

export const BACKUP_DIR = 'backups';
const DAILY = /^daily-(\d{4}-\d{2}-\d{2})\.sqlite$/;
const ANY = /^(daily|manual)-[0-9TZ:.-]+\.sqlite$/;

export interface BackupInfo {
  path: string;
  name: string;
  takenAt: Date;
  bytes: number;
}

/** Backups in `<dataDir>/backups`, newest first. */
export function listBackups(dataDir: string): BackupInfo[] {
  const dir = join(dataDir, BACKUP_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => ANY.test(name))
    .map((name) => {
      const st = statSync(join(dir, name));
      return { path: join(dir, name), name, takenAt: st.mtime, bytes: st.size };
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name));
}

/**
 * Copies the live database to `dest` page by page (others may keep writing) and returns its size. Written to a
 * temporary name first and renamed, so a half-written backup never carries a backup's name. The copy is 0600 from
 * its first byte (an empty 0600 file that SQLite then fills: its journal takes the same mode), wherever it is written.
 */
export async function backupTo(db: Database, dest: string): Promise<number> {
  const tmp = `${dest}.partial`;
  if (existsSync(tmp)) unlinkSync(tmp);
  ensurePrivateFile(tmp);
  await db.backup(tmp);
  makePrivate(tmp);
  renameSync(tmp, dest);
  return statSync(dest).size;
}

/** A manual backup (`npm run backup`) in the backups folder, named by time. */
export async function backupNow(db: Database, dataDir: string, now: Date): Promise<BackupInfo> {
  const dir = join(dataDir, BACKUP_DIR);
  ensurePrivateDir(dir);
  const name = `manual-${now.toISOString().replace(/:/g, '-')}.sqlite`;
  const bytes = await backupTo(db, join(dir, name));
  return { path: join(dir, name), name, takenAt: now, bytes };
}

/**
 * Today's daily backup if there is none yet (UTC day), then deletes daily backups beyond the newest `keep`.
 * Returns the backup made, or null when today's already existed.
 */
export async function dailyBackup(db: Database, dataDir: string, now: Date, keep: number): Promise<BackupInfo | null> {
  const dir = join(dataDir, BACKUP_DIR);
  ensurePrivateDir(dir);
  const name = `daily-${now.toISOString().slice(0, 10)}.sqlite`;
  let made: BackupInfo | null = null;
  if (!existsSync(join(dir, name))) {
    const bytes = await backupTo(db, join(dir, name));
    made = { path: join(dir, name), name, takenAt: now, bytes };
  }
  const dailies = readdirSync(dir)
    .filter((n) => DAILY.test(n))
    .sort()
    .reverse();
  for (const old of dailies.slice(keep)) unlinkSync(join(dir, old));
  return made;
}
