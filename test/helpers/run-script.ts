// Runs one of our npm scripts (scripts/<name>.ts under tsx) on a data dir, in a child process, without blocking the
// event loop (an app in the test keeps serving meanwhile).
import { spawn } from 'node:child_process';

const script = (name: string) => new URL(`../../scripts/${name}.ts`, import.meta.url).pathname;

export function runScript(name: string, args: string[], dataDir: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script(name), ...args], {
      env: { ...process.env, HAZARDCAST_DATA_DIR: dataDir },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}
