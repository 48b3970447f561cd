// `npm run bench:others`: new places in an already warm cell (issue 18's target 2), per hazard, quicker than
// `npm run bench`: `--others` new points in Lima's cell, asked about one hazard at a time (and all nine together),
// beside the bare route, all in this process. For each: server time (Fastify's reply.elapsedTime in an onResponse
// hook: routing done → response finished; bench/support/server-time.ts), the time through app.inject around it, CPU
// and bytes allocated per request, and the garbage collections in the loop.
// `--skip earthquake` leaves a hazard out (its model is measured on its own); `--hazards flood,heat` picks some.
//
// Usage: npm run bench:others [-- --others 300 --skip earthquake --skip-all]
//        npm run bench:others -- --http   (also over real HTTP: the same questions sent one at a time by autocannon in
//                                            its own process, so the client's work and garbage are not in this heap)
//        npm run bench:others -- --profile out.cpuprofile   (a CPU profile of the measured loops only)
//        npm run bench:others -- --heap-profile out.heapprofile   (sampled allocations of the measured loops)
//        npx tsx bench/support/profile-summary.ts out.cpuprofile|out.heapprofile   (self time / bytes by function)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { buildApp, loadConfig, startServer } from '../src-server/index.js';
import { BUILT_IN_REGISTRY } from '../src-server/hazards/registry.js';
import { loadGazetteer } from '../src-server/geocode/gazetteer.js';
import { warmUpPromptReader } from '../src-server/geocode/understand.js';
import { placeCellCentre } from '../src-server/shared/geo.js';
import { startReplayProcess } from '../test/support/replay-process.js';
import { tempDir } from '../test/helpers/build-app.js';
import { startCannon } from './support/cannon.js';
import { meterLoop, quantile, recordServerTime, type LoopCost } from './support/server-time.js';

const { values: args } = parseArgs({
  options: {
    others: { type: 'string', default: '300' },
    skip: { type: 'string', default: '' },
    hazards: { type: 'string', default: '' },
    'skip-all': { type: 'boolean', default: false },
    profile: { type: 'string' },
    'heap-profile': { type: 'string' },
    http: { type: 'boolean', default: false },
  },
});
const OTHERS = Number(args.others);
const WARM = 40;
const log = (line: string) => process.stderr.write(`${line}\n`);
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
log(`bench:others: ${uptime()}`);

const replay = await startReplayProcess({ memo: true });
const app = buildApp(
  loadConfig({
    env: {},
    overrides: {
      dataDir: tempDir('hazardcast-bench-others-'),
      logLevel: 'silent',
      ownerToken: 'bench-owner-token-0123456789abcdef',
      sources: replay.sources,
      schedulerEnabled: false,
      trackRecordJob: false,
      warmUp: false,
    },
  }),
);
const appServerTime = recordServerTime(app);
await app.ready();
await warmUpPromptReader(loadGazetteer(), app.services.promptWords);
const { key } = await app.services.apiKeys.create({ tier: 'enterprise', name: 'bench', dailyQuota: 10_000_000 });
const headers = { 'content-type': 'application/json', 'x-service-api-key': key };
const ask = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/v1/risk', headers, payload: JSON.stringify(body) });

const QUESTION = 'What should we worry about in Lima, Peru?';
for (let i = 0; i < 3; i++) {
  const res = await ask({ prompt: QUESTION });
  if (res.statusCode !== 200) throw new Error(`warm-up answered ${res.statusCode}: ${res.body}`);
}
const { lat, lng } = (await ask({ prompt: QUESTION })).json().riskInput.place as { lat: number; lng: number };
const centre = placeCellCentre(lat, lng);

const ms = (x: number) => Math.round(x * 100) / 100;
let shift = 0;
/** Distinct points in the cell (±0.045° of its centre), none asked before: each call moves them. */
function points(): { lat: number; lng: number }[] {
  shift += 0.0001;
  return Array.from({ length: OTHERS + WARM }, (_, i) => ({
    lat: centre.lat - 0.045 + ((i * 37) % 91) * 0.001 + shift,
    lng: centre.lng - 0.045 + Math.floor(i / 91) * 0.004 + 0.0005,
  }));
}
interface Figures extends LoopCost {
  p50: number;
  p99: number;
  max: number;
  injectP50: number;
  injectP99: number;
}
/** `send` once per point (the first WARM warm the JIT, not counted): server and inject times, CPU, allocation. */
async function measure(
  recorder: ReturnType<typeof recordServerTime>,
  send: (i: number) => Promise<{ statusCode: number; body: string }>,
): Promise<Figures> {
  for (let i = 0; i < WARM; i++) await send(i);
  const inject: number[] = [];
  recorder.start();
  const done = meterLoop();
  for (let i = WARM; i < OTHERS + WARM; i++) {
    const t0 = performance.now();
    const res = await send(i);
    inject.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`other place answered ${res.statusCode}: ${res.body}`);
  }
  const cost = done(OTHERS);
  const times = recorder.stop();
  inject.sort((a, b) => a - b);
  return {
    p50: ms(quantile(times, 0.5)),
    p99: ms(quantile(times, 0.99)),
    max: ms(times.at(-1)!),
    injectP50: ms(quantile(inject, 0.5)),
    injectP99: ms(quantile(inject, 0.99)),
    ...cost,
  };
}
async function serverTimes(body: (p: { lat: number; lng: number }) => Record<string, unknown>) {
  const ps = points();
  return measure(appServerTime, (i) => ask(body(ps[i]!)));
}
const prompt = (p: { lat: number; lng: number }) => `risk at ${p.lat.toFixed(4)}, ${p.lng.toFixed(4)}`;

const skip = new Set(args.skip.split(',').filter(Boolean));
const hazards = (args.hazards ? args.hazards.split(',') : [...BUILT_IN_REGISTRY.ids]).filter((h) => !skip.has(h));
const rows: string[] = [];
const row = (name: string, r: Figures) => {
  rows.push(
    `${name.padEnd(16)} server p50 ${String(r.p50).padStart(5)} p99 ${String(r.p99).padStart(6)} max ${String(r.max).padStart(6)} ms` +
      ` | inject p50 ${String(r.injectP50).padStart(5)} p99 ${String(r.injectP99).padStart(6)} ms` +
      ` | CPU ${r.cpuMsPerRequest} ms, ${Math.round(r.bytesPerRequest / 1024)} KB/req (heap ${r.keptBytesPerRequest < 0 ? '' : '+'}${Math.round(r.keptBytesPerRequest / 1024)} KB), ${r.scavenges}/${r.gcs} scavenges/GCs ${r.gcPauseMs} ms`,
  );
  log(rows.at(-1)!);
};
const session = args.profile || args['heap-profile'] ? new Session() : undefined;
const post = (method: string, params?: object) =>
  new Promise<unknown>((resolve, reject) => session!.post(method, params ?? {}, (err, res) => (err ? reject(err) : resolve(res))));
if (session) {
  session.connect();
  if (args.profile) {
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 100 });
    await post('Profiler.start');
  }
  if (args['heap-profile']) {
    await post('HeapProfiler.enable');
    // Every sampled allocation, also those the collector freed since (what a request allocates, not what it keeps).
    await post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
}
for (const hazard of hazards) row(hazard, await serverTimes((p) => ({ prompt: prompt(p), hazard })));
if (!args['skip-all'])
  row('all nine', await serverTimes((p) => ({ prompt: `What should we worry about at ${p.lat.toFixed(4)}, ${p.lng.toFixed(4)}?` })));
if (session) {
  if (args.profile) {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    writeFileSync(args.profile, JSON.stringify(profile));
  }
  if (args['heap-profile']) {
    const { profile } = (await post('HeapProfiler.stopSampling')) as { profile: unknown };
    writeFileSync(args['heap-profile'], JSON.stringify(profile));
  }
  session.disconnect();
}

const bare = Fastify({ logger: false });
const answer = (await ask({ prompt: QUESTION })).json();
bare.post('/bare/risk', async () => answer);
const bareServerTime = recordServerTime(bare);
await bare.ready();
const bareBody = JSON.stringify({ prompt: QUESTION });
row(
  'bare route',
  await measure(bareServerTime, () =>
    bare.inject({ method: 'POST', url: '/bare/risk', headers: { 'content-type': 'application/json' }, payload: bareBody }),
  ),
);

if (args.http) {
  // The same kinds of question over a real socket, one at a time (autocannon, 1 connection, in its own process): the
  // server's time, CPU and allocation without light-my-request's client half in this process. The "inject" column
  // of these rows is autocannon's latency (client side, over loopback).
  const cannon = await startCannon();
  const appUrl = await startServer(app, { host: '127.0.0.1', port: 0 });
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  const overHttp = async (
    recorder: typeof appServerTime,
    url: string,
    path: string,
    bodies: string[],
    extra: Record<string, string>,
  ): Promise<Figures> => {
    const requests = (xs: string[]) =>
      xs.map((body) => ({ method: 'POST' as const, path, headers: { ...extra, 'content-type': 'application/json' }, body }));
    await cannon.fire({ url, connections: 1, amount: WARM, requests: requests(bodies.slice(0, WARM)) });
    recorder.start();
    const done = meterLoop();
    const r = await cannon.fire({ url, connections: 1, amount: OTHERS, requests: requests(bodies.slice(WARM)) });
    const cost = done(OTHERS);
    const times = recorder.stop();
    if (r.non2xx || r.errors || times.length !== OTHERS)
      throw new Error(`over HTTP: ${r.non2xx} non-2xx, ${r.errors} errors, ${times.length} of ${OTHERS} timed`);
    return {
      p50: ms(quantile(times, 0.5)),
      p99: ms(quantile(times, 0.99)),
      max: ms(times.at(-1)!),
      injectP50: r.latencyP50Ms,
      injectP99: r.latencyP99Ms,
      ...cost,
    };
  };
  const keyHeader = { 'x-service-api-key': key };
  for (const hazard of hazards) {
    row(
      `${hazard} (HTTP)`,
      await overHttp(
        appServerTime,
        appUrl,
        '/api/v1/risk',
        points().map((p) => JSON.stringify({ prompt: prompt(p), hazard })),
        keyHeader,
      ),
    );
  }
  if (!args['skip-all']) {
    const bodies = points().map((p) =>
      JSON.stringify({ prompt: `What should we worry about at ${p.lat.toFixed(4)}, ${p.lng.toFixed(4)}?` }),
    );
    row('all nine (HTTP)', await overHttp(appServerTime, appUrl, '/api/v1/risk', bodies, keyHeader));
  }
  row(
    'bare (HTTP)',
    await overHttp(
      bareServerTime,
      bareUrl,
      '/bare/risk',
      Array.from({ length: OTHERS + WARM }, () => bareBody),
      {},
    ),
  );
  cannon.close();
}
log(`end: ${uptime()}`);
await app.close();
await bare.close();
await replay.close();
