// Child for the tmpfs full-disk test: runs inside its own mount namespace with a small tmpfs at FULL_DISK_DIR.
// Fills the tmpfs with a ballast file, runs the scenario, frees it, then checks the database from a new connection.
// Prints one JSON line: { result, integrity, missing }.
import { closeSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { buildApp, loadConfig } from '../../src-server/index.js';
import { fullDiskScenario } from './full-disk.js';
import { startReplayServer } from './replay-server.js';
import { TEST_OWNER_TOKEN } from '../helpers/build-app.js';

const root = process.env.FULL_DISK_DIR!;
const dataDir = join(root, 'data');
const ballast = join(root, 'ballast.bin');

/** Writes until the file system says ENOSPC, in shrinking chunks, so not one free block is left. */
function fillDisk(): number {
  const fd = openSync(ballast, 'w');
  let written = 0;
  try {
    for (const size of [1 << 20, 1 << 16, 4096, 512, 1]) {
      const chunk = Buffer.alloc(size, 0x42);
      for (;;) {
        try {
          written += writeSync(fd, chunk);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

const replay = await startReplayServer();
const config = loadConfig({
  env: {},
  overrides: {
    dataDir,
    logLevel: 'silent',
    ownerToken: TEST_OWNER_TOKEN,
    schedulerEnabled: false,
    trackRecordJob: false,
    warmUp: false,
    backupKeep: 0,
    sources: replay.sources,
  },
});
const app = buildApp(config);
await app.ready();
let ballastBytes = 0;
const result = await fullDiskScenario(app, {
  fill: () => {
    ballastBytes = fillDisk();
  },
  free: () => unlinkSync(ballast),
});
await app.close();
await replay.close();
const db = new Database(join(dataDir, 'hazardcast.sqlite'));
const integrity = db.pragma('integrity_check', { simple: true });
const stored = new Set((db.prepare('SELECT id FROM watches').all() as { id: string }[]).map((r) => r.id));
db.close();
process.stdout.write(
  `${JSON.stringify({ result, integrity, ballastBytes, missing: result.acknowledgedWatches.filter((id) => !stored.has(id)) })}\n`,
);
