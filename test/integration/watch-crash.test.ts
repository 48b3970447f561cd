// SIGKILL in the middle of a delivery loses nothing: after a restart the same notification (same id) goes out.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { verifyWebhook } from '../../src-server/notify/signing.js';
import { startHttpReceiver } from '../support/receivers.js';
import { tempDir } from '../helpers/build-app.js';
import { onPostgres } from '../helpers/test-db.js';

const CHILD = new URL('../support/watch-child.ts', import.meta.url).pathname;

function startChild(env: Record<string, string>): { child: ChildProcess; next: () => Promise<Record<string, unknown>> } {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiting: ((v: Record<string, unknown>) => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const msg = JSON.parse(line) as Record<string, unknown>;
    const w = waiting.shift();
    if (w) w(msg);
    else lines.push(msg);
  });
  return {
    child,
    next: () => (lines.length ? Promise.resolve(lines.shift()!) : new Promise((resolve) => waiting.push(resolve))),
  };
}

const exited = (child: ChildProcess) =>
  new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));

test(
  'SIGKILL mid-delivery: after restart the pending delivery goes out with the same idempotency id',
  {
    timeout: 60_000,
    skip: onPostgres && 'restart recovery of the single SQLite process (a killed team-server instance: team-server.test.ts)',
  },
  async (t) => {
    const receiver = await startHttpReceiver(() => 'hang');
    t.after(() => receiver.close());
    const dataDir = tempDir();
    const env = { CHILD_DATA_DIR: dataDir, RECEIVER_URL: `${receiver.url}/hook` };

    const first = startChild({ ...env, MODE: 'fire' });
    t.after(() => first.child.kill('SIGKILL'));
    const fired = await first.next();
    assert.equal(fired.event, 'fired');
    assert.ok(fired.deliveryId, 'the evaluation queued a delivery');
    await receiver.waitFor(1, 20_000); // the request is in flight, the receiver holds it
    const gone = exited(first.child);
    first.child.kill('SIGKILL');
    assert.equal(await gone, 'SIGKILL');

    // What the crash left behind: the delivery is mid-attempt, not lost.
    const db = new Database(join(dataDir, 'hazardcast.sqlite'), { readonly: true });
    const row = db.prepare('SELECT status, attempts FROM deliveries WHERE id = ?').get(fired.deliveryId) as {
      status: string;
      attempts: number;
    };
    db.close();
    assert.deepEqual(row, { status: 'sending', attempts: 1 });

    receiver.setBehaviour(() => ({ status: 200, body: 'ok' }));
    const second = startChild({ ...env, MODE: 'resume' });
    t.after(() => second.child.kill('SIGKILL'));
    const done = exited(second.child);
    assert.equal((await second.next()).event, 'started');
    await receiver.waitFor(2, 20_000);
    const drained = await second.next();
    assert.equal(drained.event, 'drained');
    assert.equal(await done, 0);

    const [hung, resent] = receiver.requests;
    assert.equal(hung!.headers['webhook-id'], fired.deliveryId);
    assert.equal(resent!.headers['webhook-id'], fired.deliveryId, 'same idempotency id after the restart');
    assert.equal(resent!.body, hung!.body, 'same payload');
    const ts = String(resent!.headers['webhook-timestamp']);
    assert.equal(
      verifyWebhook(
        String(fired.secret),
        { id: String(fired.deliveryId), timestamp: ts, signature: String(resent!.headers['webhook-signature']) },
        resent!.body,
        new Date(Number(ts) * 1000),
      ),
      true,
    );

    const after = new Database(join(dataDir, 'hazardcast.sqlite'), { readonly: true });
    const d = after.prepare('SELECT status, attempts FROM deliveries WHERE id = ?').get(fired.deliveryId) as {
      status: string;
      attempts: number;
    };
    const attempts = after.prepare('SELECT outcome FROM delivery_attempts WHERE delivery_id = ? ORDER BY id').all(fired.deliveryId) as {
      outcome: string;
    }[];
    after.close();
    assert.deepEqual(d, { status: 'delivered', attempts: 2 });
    assert.deepEqual(
      attempts.map((a) => a.outcome),
      ['interrupted', 'ok'],
    );
  },
);
