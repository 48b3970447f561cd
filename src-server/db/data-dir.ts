// Tightening an existing data folder at start: installs made before the modes were set (folder 755, files 644) become
// 0700/0600 the next time the app, a CLI or a restore opens them (shared/private-files.ts sets them on creation).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { chmodOwn, ensurePrivateDir, makePrivate, PRIVATE_DIR_MODE } from '../shared/private-files.js';
import { BACKUP_DIR } from './backup.js';

/** The files of ours in the data folder: the database and everything named after it, the owner token and the keys. */
const OURS = /^(hazardcast\.sqlite|owner-token|secret\.key)/;

/**
 * The data folder 0700, its files that are ours 0600, `backups/` 0700 with every file in it 0600. The desktop app's
 * data folder is Electron's userData, which holds Chromium's files too: those are left alone (the folder's own mode
 * covers them). `dbFile`, when it lives elsewhere, is included with its WAL and journal. Returns the paths that could
 * not be tightened (not ours to change), for a warning.
 */
export function tightenDataDir(dataDir: string, dbFile?: string): string[] {
  const failed: string[] = [];
  const note = (ok: boolean, path: string): void => {
    if (!ok) failed.push(path);
  };
  const filesIn = (dir: string, keep: (name: string) => boolean): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (keep(name) && statSync(path, { throwIfNoEntry: false })?.isFile()) note(makePrivate(path), path);
    }
  };
  note(ensurePrivateDir(dataDir), dataDir);
  filesIn(dataDir, (name) => OURS.test(name));
  const backups = join(dataDir, BACKUP_DIR);
  if (existsSync(backups)) {
    note(chmodOwn(backups, PRIVATE_DIR_MODE), backups);
    filesIn(backups, () => true);
  }
  if (dbFile && dbFile !== ':memory:' && dirname(dbFile) !== dataDir && existsSync(dirname(dbFile))) {
    filesIn(dirname(dbFile), (name) => name.startsWith(basename(dbFile)));
  }
  return failed;
}
