// The regression guard itself (bench/guard.ts, `npm run bench:guard`, run by .ci/run): with every app request slowed
// down on purpose (20 ms of spinning, far more than any regression it must catch) it fails, naming both figures.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('bench:guard', () => {
  test('a deliberate slowdown of every request fails the guard (exit 1), both ratios below their floor', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/guard.ts', '--slowdown-us', '20000', '--rounds', '1', '--duration', '2', '--connections', '10'],
      { cwd: ROOT, encoding: 'utf8', timeout: 240_000 },
    );
    assert.equal(run.status, 1, `exit ${run.status}\n${run.stdout}\n${run.stderr}`);
    assert.match(run.stdout, /^risk: .*: FAIL$/m);
    assert.match(run.stdout, /^badge: .*: FAIL$/m);
    assert.match(run.stdout, /bench:guard: FAILED/);
  });
});
