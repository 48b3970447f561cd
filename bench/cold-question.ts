// Cold question, traced, as a new user meets it: each measured question runs in a NEW PROCESS on a FRESH DATA DIR (no
// source answer kept, nothing of an earlier question in memory: JIT, per-place memos, derived values), after the
// start-up warm-up a started app has done by the time its user types (the gazetteer and prompt reader), then the one
// question; its CPU, and when each hazard's run ends. The replay runs in its own process, answering from its memo (as
// in `npm run bench`'s cold section), so the measured process's CPU is the app's own.
// Issue 18's target 4 (the question within its slowest source's latency + 10%), as `npm run bench` reads it: a
// throwaway app (in this, the parent process, which is never measured) asks each question first and its source GETs
// are recorded (undici's diagnostics channels: nothing in the app is changed); before each measured question every one
// of those URLs is fetched alone, one after the other (fetch, read, JSON.parse), the slowest of them is the question's
// slowest source. Inside the question the same channels time each GET from its dispatch to its last body byte as the
// app's event loop saw it: when the last answer was in, and what the app did after it (a GET's time seen from a busy
// loop is longer than the source's own, which is why the slowest source is timed alone).
// Until issue 45 the measured question ran in the process that had asked it already (the primer): a new cell, but a
// warm process (the earthquake model's per-place parts, JIT): not what a new user meets.
// `--live`: no replay; the app calls the live sources at their default URLs (run it where there is internet): the
// target against the sources' own latencies, which the replay's single delay cannot show.
// Usage: npx tsx bench/cold-question.ts [--delay-ms 300] [--cities Tokyo,Istanbul,...] [--rounds 1] [--live]
//        [--profile DIR]   (a .cpuprofile of each measured question, the question only)
// Child mode (what the parent and `npm run bench` fork): --measure CITY [--sources JSON] [--profile DIR --round N]
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp, loadConfig } from '../src-server/index.js';
import { loadGazetteer } from '../src-server/geocode/gazetteer.js';
import { warmUpPromptReader } from '../src-server/geocode/understand.js';
import { BUILT_IN_REGISTRY } from '../src-server/hazards/registry.js';
import { startReplayProcess } from '../test/support/replay-process.js';
import { slowestAlone } from './support/slowest-source.js';
import { coldInNewProcess, type ColdMeasure } from './support/cold-process.js';
import { tempDir } from '../test/helpers/build-app.js';

const { values: args } = parseArgs({
  options: {
    'delay-ms': { type: 'string', default: '300' },
    cities: { type: 'string', default: 'Tokyo,Istanbul,Reykjavik,Mexico City,Nairobi' },
    rounds: { type: 'string', default: '1' },
    /** Write a .cpuprofile of each question (only the question: not the app's start). */
    profile: { type: 'string' },
    live: { type: 'boolean', default: false },
    measure: { type: 'string' },
    sources: { type: 'string' },
    round: { type: 'string', default: '0' },
  },
});
const OWNER = 'bench-owner-token-0123456789abcdef';
const question = (city: string) => `What should we worry about in ${city}?`;
const config = (dataDir: string, sources?: Record<string, string>) =>
  loadConfig({
    env: {},
    overrides: {
      dataDir,
      logLevel: 'silent',
      ownerToken: OWNER,
      ...(sources ? { sources } : {}),
      schedulerEnabled: false,
      trackRecordJob: false,
      warmUp: false,
    },
  });
const ask = (app: ReturnType<typeof buildApp>, prompt: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/risk',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OWNER}` },
    payload: JSON.stringify({ prompt }),
  });

// Each HTTP request undici makes while a question is asked: dispatched -> last body byte (or error), from the
// question's start. Redirects are requests of their own.
interface Call {
  url: string;
  startMs: number;
  endMs?: number;
  status?: number;
  error?: string;
}
let tracing: Call[] | null = null;
const calls = new WeakMap<object, Call>();
let t0 = 0;
const since = () => performance.now() - t0;
subscribe('undici:request:create', (m) => {
  const { request } = m as { request: { origin: string; path: string } };
  if (!tracing) return;
  const call: Call = { url: `${request.origin}${request.path}`, startMs: since() };
  calls.set(request, call);
  tracing.push(call);
});
subscribe('undici:request:headers', (m) => {
  const { request, response } = m as { request: object; response: { statusCode: number } };
  const call = calls.get(request);
  if (call) call.status = response.statusCode;
});
subscribe('undici:request:trailers', (m) => {
  const call = calls.get((m as { request: object }).request);
  if (call) call.endMs = since();
});
subscribe('undici:request:error', (m) => {
  const { request, error } = m as { request: object; error: Error };
  const call = calls.get(request);
  if (call) {
    call.endMs = since();
    call.error = error.message;
  }
});
const round1 = (x: number) => Math.round(x * 10) / 10;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** Child mode: a new app on a fresh data dir, warmed up as a started app is, then the one question, measured. */
async function measure(city: string, sources: Record<string, string> | undefined): Promise<ColdMeasure> {
  // Times each hazard's run from the question's start (the registry's definitions are this process's own).
  const ends: Record<string, number> = {};
  for (const def of BUILT_IN_REGISTRY.definitions) {
    const run = def.run.bind(def);
    (def as { run: typeof def.run }).run = async (evaluation) => {
      const out = await run(evaluation);
      ends[def.id] = Math.round(performance.now() - t0);
      return out;
    };
  }
  const app = buildApp(config(tempDir('hazardcast-cold-'), sources));
  await app.ready();
  // What a started app has done by the time its user asks (app.ts onReady with warmUp on).
  await warmUpPromptReader(loadGazetteer(), app.services.promptWords);
  const session = args.profile ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  const traced: Call[] = [];
  tracing = traced;
  t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const res = await ask(app, question(city));
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - t0;
  tracing = null;
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${args.profile}/cold-${city.replace(/\W/g, '')}-${args.round}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
  const lastAnswerMs = Math.max(0, ...traced.map((x) => x.endMs ?? 0));
  await app.close();
  return {
    city,
    status: res.statusCode,
    wallMs: Math.round(wall),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    load: load(),
    calls: traced.length,
    // Failed or refused calls (the app leaves those sources out and lowers confidence).
    failed: traced
      .filter((x) => x.error || (x.status ?? 0) >= 400 || x.endMs === undefined)
      .map((x) => `${x.url.split('?')[0]} ${x.error ?? x.status ?? 'unfinished'}`),
    lastAnswerInAppMs: round1(lastAnswerMs),
    afterLastAnswerMs: round1(wall - lastAnswerMs),
    hazardEndsMs: { ...ends },
  };
}

if (args.measure) {
  const result = await measure(args.measure, args.sources ? (JSON.parse(args.sources) as Record<string, string>) : undefined);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
} else {
  const replay = args.live ? null : await startReplayProcess({ memo: true });
  const cities = args.cities!.split(',');
  // A throwaway app in this process asks every question first: its GETs are the URLs each question calls, and the
  // replay's memo then holds their answers (ready, as an upstream's would be; live, the upstreams have seen them once
  // too). This process is never the one measured.
  const urlsOf = new Map<string, string[]>();
  {
    const primer = buildApp(config(tempDir('hazardcast-cold-primer-'), replay?.sources));
    await primer.ready();
    for (const c of cities) {
      const traced: Call[] = [];
      tracing = traced;
      t0 = performance.now();
      await ask(primer, question(c));
      tracing = null;
      urlsOf.set(c, [...new Set(traced.map((x) => x.url))]);
    }
    await primer.close();
    await replay?.setDelay(Number(args['delay-ms']));
  }
  const results: { city: string; wallMs: number; slowestSourceMs: number }[] = [];
  for (let round = 0; round < Number(args.rounds); round++) {
    for (const c of cities) {
      const alone = await slowestAlone(urlsOf.get(c) ?? []);
      const m = await coldInNewProcess(c, replay?.sources, args.profile ? ['--profile', args.profile, '--round', String(round)] : []);
      const slowestSourceMs = alone?.ms ?? 0;
      results.push({ city: c, wallMs: m.wallMs, slowestSourceMs });
      console.log(
        JSON.stringify({
          ...m,
          measured: 'new process, fresh data dir, after the start-up warm-up',
          slowestSourceAlone: alone && { url: alone.url, ms: round1(alone.ms) },
          ofSlowestSource: slowestSourceMs ? `${Math.round((m.wallMs / slowestSourceMs) * 100)}%` : null,
        }),
      );
    }
  }
  const met = results.filter((r) => r.slowestSourceMs > 0 && r.wallMs <= 1.1 * r.slowestSourceMs).length;
  console.log(
    JSON.stringify({
      target4: `${met} of ${results.length} questions within their slowest source + 10%`,
      sources: args.live ? 'live' : `replay, ${args['delay-ms']} ms`,
    }),
  );
  await replay?.close();
}
