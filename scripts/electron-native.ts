// Builds better-sqlite3's native addon for Electron's ABI into out/native/electron-<version>/, leaving the
// Node build in node_modules alone so plain-Node tests keep working. `npm start` runs it before Electron;
// it needs Electron's headers once (downloaded by node-gyp), then reuses the built file.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const electronVersion = (require('electron/package.json') as { version: string }).version;
const sqliteDir = dirname(require.resolve('better-sqlite3/package.json'));
const target = join(root, 'out', 'native', `electron-${electronVersion}`, 'better_sqlite3.node');

if (existsSync(target)) {
  process.stdout.write(`electron-native: ${target} already built\n`);
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), 'hazardcast-electron-native-'));
try {
  for (const part of ['binding.gyp', 'package.json', 'src', 'deps']) cpSync(join(sqliteDir, part), join(work, part), { recursive: true });
  const env = { ...process.env };
  delete env.npm_config_nodedir; // a nodedir pointing at Node's headers would silently build for Node's ABI
  const nodeGyp = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node-gyp.cmd' : 'node-gyp');
  const args = ['rebuild', '--release', `--target=${electronVersion}`, '--runtime=electron', '--dist-url=https://electronjs.org/headers'];
  process.stdout.write(`electron-native: building better-sqlite3 for Electron ${electronVersion}…\n`);
  const run = spawnSync(nodeGyp, args, { cwd: work, env, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`node-gyp exited with ${run.status ?? run.signal}`);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(work, 'build', 'Release', 'better_sqlite3.node'), target);
  process.stdout.write(`electron-native: wrote ${target}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
