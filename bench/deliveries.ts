// Bench: what one webhook delivery costs the app. N signed webhook deliveries (one per watch, the tick's payload and
// secret) are enqueued in the outbox of a real app (SQLite file in a temp dir), then `outbox.process()` runs until
// nothing is due. A receiver in its own process (bench/support/receiver-child.ts) checks every signature and counts
// each webhook-id, so the CPU measured (process.cpuUsage of this process, enqueue excluded) is the sending side only:
// the outbox, its SQLite transactions, the channel, the HTTP client. Each round enqueues N new deliveries; the first
// round pays the JIT's warm-up, as the tick's drain does.
// `--profile out.cpuprofile`: a CPU profile of the last round's drain only (node:inspector), for
// bench/support/profile-summary.ts.
// Usage: npx tsx bench/deliveries.ts [--deliveries 4000 --rounds 3 --json out.json --profile out.cpuprofile]
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { buildApp, createManualClock, loadConfig } from '../src-server/index.js';
import { alertPayload } from '../src-server/watches/run-watch.js';
import { createWatchesRepo, type WatchRecord } from '../src-server/watches/repo.js';

const { values: args } = parseArgs({
  options: {
    deliveries: { type: 'string', default: '4000' },
    rounds: { type: 'string', default: '3' },
    json: { type: 'string' },
    profile: { type: 'string' },
  },
});
const N = Number(args.deliveries);
const ROUNDS = Number(args.rounds);
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'; // the tick bench's
const START = '2026-11-22T12:00:00Z';

interface ReceiverStats {
  requests: number;
  unique: number;
  duplicates: number;
  badSignatures: number;
  wrongPath: number;
  ids: string[];
}

async function startReceiver() {
  const child = fork(fileURLToPath(new URL('./support/receiver-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
    env: { ...process.env, RECEIVER_SECRET: SECRET, RECEIVER_NOW: START },
  });
  let nextId = 1;
  const waiting = new Map<number, (msg: Record<string, unknown>) => void>();
  const ready = new Promise<{ url: string }>((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (msg: Record<string, unknown>) => {
      if (msg.ready) resolve(msg as unknown as { url: string });
      else waiting.get(msg.id as number)?.(msg);
    });
  });
  const ask = (cmd: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      child.send({ id, cmd });
    });
  const { url } = await ready;
  return {
    url,
    stats: async () => (await ask('stats')).stats as ReceiverStats,
    reset: async () => void (await ask('reset')),
    close: async () => void (await ask('close')),
  };
}

const receiver = await startReceiver();
const dataDir = mkdtempSync(join(tmpdir(), 'hazardcast-deliveries-'));
const clock = createManualClock(START);
const config = loadConfig({
  env: {},
  overrides: {
    dataDir,
    logLevel: 'silent',
    ownerToken: 'bench-owner-token-0123456789',
    schedulerEnabled: false,
    allowPrivateTargets: true,
  },
});
const app = buildApp(config, { clock });
await app.ready();
const outbox = app.services.notify.outbox;

// One watch per delivery, as in the tick (each with its own hook URL and the same signing secret).
const repo = createWatchesRepo(app.db, app.secretBox);
const now = clock.now().toISOString();
const watches: WatchRecord[] = [];
await app.db.transaction(async (tx) => {
  for (let i = 0; i < N; i++) {
    const place = {
      name: `Place ${i}, Japan`,
      city: `Place ${i}`,
      country: 'Japan',
      countryCode: 'JP',
      admin1: null,
      lat: 35 + (i % 100) / 100,
      lng: 139 + Math.floor(i / 100) / 100,
      source: 'gazetteer' as const,
    };
    await repo.on(tx).insert({
      id: `bench-${i}`,
      ownerKind: 'anonymous',
      ownerRef: `10.0.${Math.floor(i / 250)}.${i % 250}`,
      status: 'active',
      place,
      hazard: 'earthquake',
      metric: 'probability',
      threshold: (i * 7) % 20,
      horizon: '30d',
      lens: 'community-planning',
      correlationHazards: i % 4 === 0 ? ['flood', 'storm'] : [],
      correlationThreshold: i % 4 === 0 ? 30 : null,
      channels: [{ type: 'webhook', target: `${receiver.url}/hook/${i}` }],
      request: {},
      createdAt: now,
      updatedAt: now,
      intervalMin: null,
      hysteresis: 0,
      signingSecret: SECRET,
      armed: true,
      correlationArmed: true,
      lastValue: null,
      lastEvaluatedAt: null,
      nextRunAt: now,
    });
  }
});
for (let i = 0; i < N; i++) watches.push((await repo.get(`bench-${i}`))!);

const rounds: Record<string, unknown>[] = [];
let ok = true;
for (let round = 0; round < ROUNDS; round++) {
  await receiver.reset();
  const before = new Set((await app.db.all<{ id: string }>('SELECT id FROM deliveries')).map((r) => r.id));
  await app.db.transaction(async (tx) => {
    for (const w of watches) {
      const outcome = i4(w)
        ? { reasons: ['crossing', 'correlation'], value: 12.3, correlationValues: { flood: 41.2, storm: 33 } }
        : { reasons: ['crossing'], value: 12.3, correlationValues: {} };
      await outbox.enqueue(
        {
          watchId: w.id,
          evaluationId: null,
          kind: 'alert',
          channels: w.channels,
          payload: alertPayload(w, outcome as never, { id: round * N + 1, evaluatedAt: now }),
        },
        { readBack: false, tx },
      );
    }
  });
  const mine = (await app.db.all<{ id: string }>('SELECT id FROM deliveries')).map((r) => r.id).filter((id) => !before.has(id));

  const profiling = args.profile !== undefined && round === ROUNDS - 1 ? new Session() : null;
  if (profiling) {
    profiling.connect();
    await profiling.post('Profiler.enable');
    await profiling.post('Profiler.start');
  }
  const load = loadavg()[0]!;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let passes = 0;
  let delivered = 0;
  for (;;) {
    const report = await outbox.process();
    passes++;
    delivered += report.delivered;
    const next = await outbox.nextDueAt();
    if (next === null || next > clock.now().toISOString() || passes >= 5) break;
  }
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  if (profiling) {
    const { profile } = await profiling.post('Profiler.stop');
    writeFileSync(args.profile!, JSON.stringify(profile));
    profiling.disconnect();
  }
  const stats = await receiver.stats();
  const got = new Set(stats.ids);
  const exactlyOnce = stats.duplicates === 0 && mine.length === N && mine.every((id) => got.has(id)) && got.size === N;
  const good = exactlyOnce && stats.badSignatures === 0 && stats.wrongPath === 0 && delivered === N;
  ok &&= good;
  const r = {
    round: round + 1,
    deliveries: N,
    delivered,
    passes,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    cpuUserMs: Math.round(cpu.user / 1000),
    cpuSystemMs: Math.round(cpu.system / 1000),
    cpuMsPerDelivery: Math.round(((cpu.user + cpu.system) / 1000 / N) * 1000) / 1000,
    wallMs: Math.round(wallMs),
    received: {
      requests: stats.requests,
      unique: stats.unique,
      duplicates: stats.duplicates,
      badSignatures: stats.badSignatures,
      wrongPath: stats.wrongPath,
    },
    exactlyOnceWithValidSignatures: good,
    load1AtStart: Math.round(load * 100) / 100,
  };
  rounds.push(r);
  console.log(JSON.stringify(r));
}

function i4(w: WatchRecord) {
  return w.correlationHazards.length > 0;
}

const result = { deliveries: N, rounds, ok, load1AtEnd: Math.round(loadavg()[0]! * 100) / 100 };
if (args.json) writeFileSync(args.json, JSON.stringify(result, null, 2));
await app.close();
await receiver.close();
rmSync(dataDir, { recursive: true, force: true });
if (!ok) {
  console.error('deliveries: not every delivery arrived exactly once with a valid signature');
  process.exitCode = 1;
}
