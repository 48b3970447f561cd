// kill -9 while forecasts are logged, watches created, evaluated and delivered, keys made: after every kill
// PRAGMA integrity_check is ok and every acknowledged write is in the file; at the end every acknowledged delivery
// has reached the receiver (at least once, same idempotency id). CRASH_KILLS scales it (test:reliability: 20).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { placeCell } from '../../src-server/shared/geo.js';
import { startHttpReceiver } from '../support/receivers.js';
import { startReplayServer } from '../support/replay-server.js';
import { tempDir, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { onPostgres } from '../helpers/test-db.js';

const KILLS = Number(process.env.CRASH_KILLS ?? 2);
const CHILD = new URL('../support/crash-child.ts', import.meta.url).pathname;
const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}`, 'content-type': 'application/json' };

interface Acked {
  forecasts: { cell: string; day: string }[];
  watches: string[];
  deliveries: string[];
  keys: string[];
}

function startChild(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const events: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    events.push(JSON.parse(line) as Record<string, unknown>);
    for (const w of waiters.splice(0)) w();
  });
  const next = async (event: string) => {
    for (;;) {
      const found = events.find((e) => e.event === event);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const exited = new Promise<string | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  return { child, next, exited };
}

/** Mixed writes until the child dies; only answers that arrived count as acknowledged. */
async function writeUntilKilled(url: string, receiverUrl: string, acked: Acked, round: number, stop: { dead: boolean }) {
  const post = async <T>(path: string, body: unknown) => {
    const headers = body === undefined ? { authorization: owner.authorization } : owner;
    const res = await fetch(`${url}${path}`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as T };
  };
  let i = 0;
  const worker = async (w: number) => {
    while (!stop.dead) {
      const n = i++;
      try {
        // 40 places: the first rounds fetch their sources (cold), later ones are served from the cache.
        const cellNo = (round * 11 + n + w) % 40;
        const lat = -50 + cellNo * 2.5 + 0.37;
        const lng = -170 + cellNo * 8.5 + 0.41;
        switch (n % 4) {
          case 0: {
            const r = await post<{ riskInput: { place: { lat: number; lng: number } }; generatedAt: string }>('/api/v1/risk', {
              prompt: `${lat.toFixed(2)}, ${lng.toFixed(2)}`,
              hazard: 'earthquake',
              horizon: '7d',
            });
            if (r.status === 200) {
              const p = r.json.riskInput.place;
              acked.forecasts.push({ cell: placeCell(p.lat, p.lng), day: r.json.generatedAt.slice(0, 10) });
            }
            break;
          }
          case 1: {
            const r = await post<{ alertWatch: { id: string } }>('/api/v1/risk', {
              prompt: 'Tokyo',
              hazard: 'earthquake',
              horizon: '7d',
              alert: { enabled: true, metric: 'probability', threshold: 0, channels: [{ type: 'webhook', target: `${receiverUrl}/hook` }] },
            });
            if (r.status === 201) acked.watches.push(r.json.alertWatch.id);
            break;
          }
          case 2: {
            const id = acked.watches.at(-1);
            if (!id) break;
            const r = await post<{ deliveries: { id: string }[] }>(`/api/v1/watches/${id}/evaluate`, undefined);
            if (r.status === 200) for (const d of r.json.deliveries) acked.deliveries.push(d.id);
            break;
          }
          default: {
            const r = await post<{ id: string }>('/api/v1/keys', { name: `crash-${round}-${n}`, tier: 'free' });
            if (r.status === 201) acked.keys.push(r.json.id);
          }
        }
      } catch {
        // the process was killed mid-request: not acknowledged
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
}

/** Resolves once forecasts, watches, deliveries and keys have each been acknowledged, or after `maxMs`. */
async function untilEveryKindAcked(acked: Acked, maxMs: number) {
  const until = Date.now() + maxMs;
  while (Date.now() < until && Object.values(acked).some((list) => list.length === 0)) await new Promise((r) => setTimeout(r, 100));
}

/** Integrity and every acknowledged write, read from the file as the next start would. */
function checkFile(file: string, acked: Acked): string[] {
  const db = new Database(file);
  try {
    const wrong: string[] = [];
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') wrong.push(`integrity_check: ${String(integrity)}`);
    const has = (sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) !== undefined;
    for (const f of acked.forecasts)
      if (
        !has(
          "SELECT 1 FROM track_forecasts WHERE place_cell = ? AND utc_day = ? AND hazard = 'earthquake' AND horizon = '7d'",
          f.cell,
          f.day,
        )
      )
        wrong.push(`forecast ${f.cell} lost`);
    for (const id of acked.watches) if (!has('SELECT 1 FROM watches WHERE id = ?', id)) wrong.push(`watch ${id} lost`);
    for (const id of acked.deliveries) if (!has('SELECT 1 FROM deliveries WHERE id = ?', id)) wrong.push(`delivery ${id} lost`);
    for (const id of acked.keys) if (!has('SELECT 1 FROM api_keys WHERE id = ?', id)) wrong.push(`key ${id} lost`);
    return wrong;
  } finally {
    db.close();
  }
}

test(
  `kill -9 ${KILLS} times mid-write: integrity ok, nothing acknowledged lost, every delivery sent`,
  {
    timeout: 60_000 + KILLS * 20_000,
    skip: onPostgres && 'kill -9 of the process holding the SQLite file (a killed team-server instance: team-server.test.ts)',
  },
  async (t) => {
    const replay = await startReplayServer();
    const receiver = await startHttpReceiver();
    t.after(async () => {
      await receiver.close();
      await replay.close();
    });
    const dataDir = tempDir();
    const file = join(dataDir, 'hazardcast.sqlite');
    const env = { CHILD_DATA_DIR: dataDir, REPLAY_SOURCES: JSON.stringify(replay.sources), RECEIVER_URL: receiver.url };
    const acked: Acked = { forecasts: [], watches: [], deliveries: [], keys: [] };
    let children: ChildProcess[] = [];
    t.after(() => children.forEach((c) => c.kill('SIGKILL')));

    for (let round = 0; round < KILLS; round++) {
      const c = startChild({ ...env, MODE: 'serve' });
      children.push(c.child);
      const { url } = (await c.next('ready')) as { url: string };
      const stop = { dead: false };
      const writing = writeUntilKilled(url, receiver.url, acked, round, stop);
      // Let writes get going, then kill at a random moment. The first round also warms the source cache: it runs until
      // every kind of write has been acknowledged once (on a loaded machine a cold forecast alone can take seconds), so
      // the kills land among all four kinds and the check below has something of each to find.
      if (round === 0) await untilEveryKindAcked(acked, 45_000);
      await new Promise((r) => setTimeout(r, 800 + Math.random() * 1500));
      c.child.kill('SIGKILL');
      assert.equal(await c.exited, 'SIGKILL');
      stop.dead = true;
      await writing;
      assert.deepEqual(checkFile(file, acked), [], `after kill ${round + 1}`);
    }

    const drain = startChild({ ...env, MODE: 'drain' });
    children = [drain.child];
    await drain.next('drained');
    assert.equal(await drain.exited, 0);
    assert.deepEqual(checkFile(file, acked), []);
    const received = new Set(receiver.requests.map((r) => String(r.headers['webhook-id'])));
    const undelivered = acked.deliveries.filter((id) => !received.has(id));
    assert.deepEqual(undelivered, [], 'every acknowledged delivery reached the receiver');
    const total = acked.forecasts.length + acked.watches.length + acked.deliveries.length + acked.keys.length;
    assert.ok(
      acked.forecasts.length > 0 && acked.watches.length > 0 && acked.deliveries.length > 0 && acked.keys.length > 0,
      JSON.stringify({
        forecasts: acked.forecasts.length,
        watches: acked.watches.length,
        deliveries: acked.deliveries.length,
        keys: acked.keys.length,
      }),
    );
    t.diagnostic(
      `kills: ${KILLS}; acknowledged writes: ${total} (forecasts ${acked.forecasts.length}, watches ${acked.watches.length}, deliveries ${acked.deliveries.length}, keys ${acked.keys.length}); lost: 0; deliveries received: ${receiver.requests.length} requests for ${acked.deliveries.length} acknowledged`,
    );
  },
);
