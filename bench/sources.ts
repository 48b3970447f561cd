// `npm run bench:sources`: POST /api/v1/risk on new cells and warm, against replayed sources that each take 300 ms.
// New cells: every source a question needs is called in parallel, so the answer takes about the slowest one. These run
// in a process that has answered a question already (Nairobi, to load the gazetteer and JIT) and on an app whose data
// dir fills as it goes: new cells, not a new user's first question (a new process on a fresh data dir: that is
// bench/cold-question.ts and `npm run bench`'s cold figure).
// Warm: the same questions again, answered from memory (the answer cache, over the forecast cache and the source
// payloads kept in memory; SQLite only after a restart): server time p50/p99, and no source call at all.
import autocannon from 'autocannon';
import { buildApp, loadConfig, startServer } from '../src-server/index.js';
import { startReplayProcess } from '../test/support/replay-process.js';
import { tempDir } from '../test/helpers/build-app.js';

const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 300);
const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS ?? 300);
const OWNER = 'bench-owner-token-0123456789abcdef';
// No hazard named: every hazard (and so every source the models use) is asked.
const COLD_PROMPTS = [
  'What should we worry about in Lima, Peru?',
  'What should we worry about in Tokyo?',
  'What should we worry about in Istanbul?',
  'What should we worry about in Reykjavik?',
  'What should we worry about in Mexico City?',
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (x: number) => Math.round(x * 10) / 10;

// The replay server runs in its own process: real upstreams do not build their answers on our CPU.
const replay = await startReplayProcess();
const config = loadConfig({
  env: {},
  overrides: { dataDir: tempDir('hazardcast-bench-'), logLevel: 'silent', ownerToken: OWNER, sources: replay.sources },
});
const app = buildApp(config);
await app.ready();
const headers = { 'content-type': 'application/json', authorization: `Bearer ${OWNER}` };
const ask = (prompt: string) => app.inject({ method: 'POST', url: '/api/v1/risk', headers, payload: JSON.stringify({ prompt }) });

// Load the gazetteer and JIT once, on a place the measured questions do not use.
await ask('What should we worry about in Nairobi?');

await replay.setDelay(DELAY_MS);

// The slowest single source, measured the same way (a cold call through the client layer).
const singles: Record<string, number> = {};
{
  const t0 = performance.now();
  await app.services.clients.usgs.quakes({
    lat: -33.9,
    lng: 18.4,
    radiusKm: 150,
    minMagnitude: 4.5,
    start: new Date(Date.now() - 40 * 365.25 * 86_400_000),
    end: new Date(),
  });
  singles.usgs = performance.now() - t0;
  const t1 = performance.now();
  await app.services.clients.gbif.occurrenceCount(-33.9, 18.4);
  singles.gbif = performance.now() - t1;
  // The biggest answer: 20 years of daily river discharge.
  const t2 = performance.now();
  await app.services.clients.openMeteoFlood.history({ lat: -33.9, lng: 18.4, now: new Date() });
  singles.openMeteoFloodHistory = performance.now() - t2;
}
const slowestMs = Math.max(DELAY_MS, ...Object.values(singles));

// New cells, in this warm process (see the header).
const cold: { prompt: string; status: number; ms: number; calls: Record<string, number> }[] = [];
for (const prompt of COLD_PROMPTS) {
  const before = (await replay.calls()).length;
  const t0 = performance.now();
  const res = await ask(prompt);
  const elapsed = performance.now() - t0;
  const calls: Record<string, number> = {};
  for (const source of (await replay.calls()).slice(before)) calls[source] = (calls[source] ?? 0) + 1;
  cold.push({ prompt, status: res.statusCode, ms: elapsed, calls });
}

// Warm: the same questions again, many times; server time as inject measures it (no network in between).
const warmBefore = (await replay.calls()).length;
const warm: number[] = [];
for (let i = 0; i < WARM_RUNS; i++) {
  const t0 = performance.now();
  const res = await ask(COLD_PROMPTS[i % COLD_PROMPTS.length]!);
  warm.push(performance.now() - t0);
  if (res.statusCode !== 200) throw new Error(`warm question answered ${res.statusCode}`);
}
const warmCalls = (await replay.calls()).length - warmBefore;
warm.sort((a, b) => a - b);

// Warm over real HTTP with autocannon (throughput and latency including the loopback socket).
const url = await startServer(app, { host: '127.0.0.1', port: 0 });
const load = await autocannon({
  url: `${url}/api/v1/risk`,
  method: 'POST',
  headers,
  body: JSON.stringify({ prompt: COLD_PROMPTS[0] }),
  connections: 4,
  duration: 3,
});
const loadCalls = (await replay.calls()).length - warmBefore - warmCalls;

await app.close();
await replay.close();

const coldMs = cold.map((c) => c.ms).sort((a, b) => a - b);
const coldWorst = coldMs.at(-1)!;
const limit = 1.5 * slowestMs;
const callsPerCold = cold.map((c) => Object.values(c.calls).reduce((a, b) => a + b, 0));

const report = {
  replayDelayMs: DELAY_MS,
  slowestSingleSourceMs: ms(slowestMs),
  singleSourceMs: Object.fromEntries(Object.entries(singles).map(([k, v]) => [k, ms(v)])),
  cold: {
    label: 'new cells in a warm process (not a new process: see bench/cold-question.ts)',
    questions: cold.map((c) => ({ prompt: c.prompt, status: c.status, ms: ms(c.ms), calls: c.calls })),
    medianMs: ms(pct(coldMs, 50)),
    worstMs: ms(coldWorst),
    limitMs: ms(limit),
    worstVsSlowest: ms(coldWorst / slowestMs),
    callsPerQuestion: callsPerCold,
  },
  warm: {
    label: 'the same questions again, from memory (answer cache)',
    runs: WARM_RUNS,
    p50Ms: ms(pct(warm, 50)),
    p99Ms: ms(pct(warm, 99)),
    maxMs: ms(warm.at(-1)!),
    callsPerQuestion: warmCalls / WARM_RUNS,
  },
  warmHttp: {
    requests: load.requests.total,
    reqPerSec: load.requests.average,
    latencyP50Ms: load.latency.p50,
    latencyP99Ms: load.latency.p99,
    non2xx: load.non2xx,
    sourceCalls: loadCalls,
  },
};
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);

const failures: string[] = [];
if (coldWorst >= limit) failures.push(`cold ${ms(coldWorst)} ms >= 1.5 x slowest source (${ms(limit)} ms)`);
if (warmCalls > 0 || loadCalls > 0) failures.push(`warm questions made ${warmCalls + loadCalls} source calls (want 0)`);
if (cold.some((c) => c.status !== 200)) failures.push('a cold question did not answer 200');
if (failures.length > 0) {
  process.stderr.write(`bench:sources FAILED: ${failures.join('; ')}\n`);
  process.exit(1);
}
process.stderr.write(
  `bench:sources ok: new cells (warm process) worst ${ms(coldWorst)} ms < ${ms(limit)} ms; warm p50 ${ms(pct(warm, 50))} ms, p99 ${ms(pct(warm, 99))} ms, 0 calls\n`,
);
