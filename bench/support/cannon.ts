// The parent's side of cannon-child.ts: autocannon in its own process (so the load generator does not share the
// server's event loop), one run at a time, each answered with the figures the benches report.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';

export interface CannonResult {
  requests: number;
  reqPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

export interface Cannon {
  fire(options: autocannon.Options): Promise<CannonResult>;
  close(): void;
}

export async function startCannon(): Promise<Cannon> {
  const child = fork(fileURLToPath(new URL('./cannon-child.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  let lastId = 0;
  return {
    fire: (options) =>
      new Promise<CannonResult>((resolve) => {
        const id = ++lastId;
        const onMessage = (msg: { id: number; result: CannonResult }) => {
          if (msg.id !== id) return;
          child.off('message', onMessage);
          resolve(msg.result);
        };
        child.on('message', onMessage);
        child.send({ id, options });
      }),
    close: () => child.kill(),
  };
}
