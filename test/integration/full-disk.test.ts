// A real full disk: the data dir on a 48 MB tmpfs (its own mount namespace), filled with a ballast file. Writes answer
// 503 storage_full problems (MCP: storage_full tool errors), reads go on, everything works once the ballast is gone,
// PRAGMA integrity_check is ok and every acknowledged watch is stored.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkFullDisk, type FullDiskResult } from '../support/full-disk.js';
import { runOnTmpfs, unshareFlags } from '../support/mount-namespace.js';
import { tempDir } from '../helpers/build-app.js';
import { onPostgres } from '../helpers/test-db.js';

const CHILD = new URL('../support/full-disk-child.ts', import.meta.url).pathname;

test(
  'a full tmpfs: 503 storage_full, recovery when space returns, no corruption, nothing acknowledged lost',
  { timeout: 120_000, skip: onPostgres && "the SQLite file on a full disk (PostgreSQL's disk is the database server's)" },
  async (t) => {
    const flags = unshareFlags();
    assert.ok(flags, 'this test needs `unshare -m` (root) or `unshare -rm` (user namespaces) to mount a private tmpfs');
    const dir = tempDir('hazardcast-full-disk-');
    const run = await runOnTmpfs(flags, dir, 48, [process.execPath, '--import', 'tsx', CHILD], { ...process.env, FULL_DISK_DIR: dir });
    assert.equal(run.code, 0, run.stderr);
    const out = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
      result: FullDiskResult;
      integrity: string;
      missing: string[];
      ballastBytes: number;
    };
    assert.ok(out.ballastBytes > 1 << 20, 'the ballast filled the disk');
    assert.deepEqual(checkFullDisk(out.result, 4), []);
    for (const a of out.result.during) t.diagnostic(`while full: ${a.name} -> ${a.status} ${a.code ?? a.toolError?.split(':')[0] ?? 'ok'}`);
    assert.equal(out.integrity, 'ok');
    assert.deepEqual(out.missing, []);
    assert.ok(out.result.acknowledgedWatches.length >= 4, 'watches before and after the full disk');
  },
);
