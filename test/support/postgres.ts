// A throwaway PostgreSQL server for the team-server tests: Debian's binaries, a cluster in a temporary directory,
// listening on a free loopback port, trust authentication, gone when stopped. No container needed.
// initdb and postgres refuse to run as root: as root the cluster belongs to the `postgres` user and its commands run
// through `runuser`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPostgres {
  /** postgres://hazardcast@127.0.0.1:<port>/hazardcast */
  url: string;
  port: number;
  /** The cluster's directory (data and socket). */
  dir: string;
  stop(): Promise<void>;
  /** Stops at once, synchronously (a process `exit` handler): immediate shutdown, directory removed. */
  stopNow(): void;
}

/** The directory of Debian's PostgreSQL binaries (newest major first), or undefined where none is installed. */
export function postgresBinDir(): string | undefined {
  const fromEnv = process.env.HAZARDCAST_PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((d) => existsSync(join(root, d, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length > 0 ? join(root, majors[0]!, 'bin') : undefined;
}

/** Why PostgreSQL tests cannot run here, or undefined when they can. */
export function postgresUnavailable(): string | undefined {
  if (!postgresBinDir()) return 'PostgreSQL is not installed (apt-get install postgresql)';
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) return 'running as root without a postgres user';
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function uidGid(user: string): { uid: number; gid: number } {
  const uid = Number(spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', user], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

/** Starts a fresh cluster with a database `hazardcast` owned by the role `hazardcast`. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const why = postgresUnavailable();
  if (why) throw new Error(why);
  const bin = postgresBinDir()!;
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'hazardcast-pg-'));
  const data = join(dir, 'data');
  const socket = join(dir, 'socket');
  if (asRoot) {
    const { uid, gid } = uidGid('postgres');
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { encoding: 'utf8' })
      : spawnSync(join(bin, cmd), args, { encoding: 'utf8' });
  const init = run('initdb', ['-D', data, '-U', 'hazardcast', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const mk = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', 'mkdir', '-p', socket]) : spawnSync('mkdir', ['-p', socket]);
  if (mk.status !== 0) throw new Error('could not make the socket directory');
  const port = await freePort();
  // fsync off and no full-page writes: a test cluster, thrown away after the run.
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    socket,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ];
  const child: ChildProcess = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', join(bin, 'postgres'), ...args], { stdio: ['ignore', 'ignore', 'pipe'] })
    : spawn(join(bin, 'postgres'), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => (stderr = (stderr + b.toString()).slice(-4000)));
  // The server must not keep the test process alive: it is stopped by `stop` or the process's exit handler.
  child.unref();
  (child.stderr as unknown as { unref?: () => void } | null)?.unref?.();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'hazardcast'], { encoding: 'utf8' });
    if (ready.status === 0) break;
    if (child.exitCode !== null) throw new Error(`postgres exited: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`postgres did not start in 30 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const create = spawnSync(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'hazardcast', 'hazardcast'], {
    encoding: 'utf8',
  });
  if (create.status !== 0) throw new Error(`createdb failed: ${create.stderr}`);
  let stopped = false;
  return {
    url: `postgres://hazardcast@127.0.0.1:${port}/hazardcast`,
    port,
    dir,
    stopNow() {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null) run('pg_ctl', ['-D', data, 'stop', '-m', 'immediate', '-w', '-t', '10']);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        // "fast" shutdown (sessions ended, no wait for clients to leave), by pg_ctl: runuser does not pass signals on.
        run('pg_ctl', ['-D', data, 'stop', '-m', 'fast', '-w', '-t', '10']);
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
