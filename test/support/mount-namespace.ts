// Runs a command in its own mount namespace with a fresh tmpfs of a given size mounted at a directory: a real full
// disk without touching the machine's mounts (root: `unshare -m`; otherwise a user namespace, `unshare -rm`).
import { spawn, spawnSync } from 'node:child_process';

/** The unshare flags that can mount a tmpfs here, or null when neither works. */
export function unshareFlags(): string[] | null {
  for (const flags of [['-m'], ['-r', '-m']]) {
    const probe = spawnSync(
      'unshare',
      [...flags, 'sh', '-c', 'd=$(mktemp -d) && mount -t tmpfs -o size=1m tmpfs "$d" && umount "$d" && rmdir "$d"'],
      { stdio: 'ignore' },
    );
    if (probe.status === 0) return flags;
  }
  return null;
}

/** Spawns `argv` with `dir` a tmpfs of `sizeMb` (only inside the child's namespace); resolves with its output. */
export function runOnTmpfs(
  flags: string[],
  dir: string,
  sizeMb: number,
  argv: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const script = `mount -t tmpfs -o size=${sizeMb}m tmpfs "$1" && shift && exec "$@"`;
    const child = spawn('unshare', [...flags, 'sh', '-c', script, 'sh', dir, ...argv], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
