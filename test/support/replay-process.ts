// Starts test/support/replay-child.ts in a child process and talks to it (see there for why).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ReplayProcess {
  url: string;
  sources: Record<string, string>;
  setDelay(ms: number): Promise<void>;
  /** Source id of every request received so far, in order. */
  calls(): Promise<string[]>;
  close(): Promise<void>;
}

/** `memo`: the replay keeps each answer by URL (see ReplayOptions in replay-server.ts). */
export async function startReplayProcess(options: { memo?: boolean } = {}): Promise<ReplayProcess> {
  const child = fork(fileURLToPath(new URL('./replay-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
    env: { ...process.env, REPLAY_MEMO: options.memo ? '1' : '0' },
  });
  let nextId = 1;
  const waiting = new Map<number, (msg: Record<string, unknown>) => void>();
  const ready = new Promise<{ url: string; sources: Record<string, string> }>((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (msg: Record<string, unknown>) => {
      if (msg.ready) resolve(msg as unknown as { url: string; sources: Record<string, string> });
      else waiting.get(msg.id as number)?.(msg);
    });
  });
  const ask = (cmd: string, extra: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      child.send({ id, cmd, ...extra });
    });
  const { url, sources } = await ready;
  return {
    url,
    sources,
    setDelay: async (ms) => void (await ask('delay', { ms })),
    calls: async () => (await ask('calls')).calls as string[],
    close: async () => void (await ask('close')),
  };
}
