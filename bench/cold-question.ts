// Cold question, traced: the CPU a fresh app spends on one all-hazard question whose sources all answer after the
// replay's delay, and when each hazard's run ends. The replay runs in its own process, answering from its memo (as in
// `npm run bench`'s cold section), so this process's CPU is the app's own.
// Usage: npx tsx bench/cold-question.ts [--delay-ms 300] [--cities Tokyo,Istanbul,...] [--rounds 1]
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp, loadConfig } from '../src-server/index.js';
import { BUILT_IN_REGISTRY } from '../src-server/hazards/registry.js';
import { startReplayProcess } from '../test/support/replay-process.js';
import { tempDir } from '../test/helpers/build-app.js';

const { values: args } = parseArgs({
  options: {
    'delay-ms': { type: 'string', default: '300' },
    cities: { type: 'string', default: 'Tokyo,Istanbul,Reykjavik,Mexico City,Nairobi' },
    rounds: { type: 'string', default: '1' },
    /** Write a .cpuprofile of each question (only the question: not the app's start). */
    profile: { type: 'string' },
  },
});
const OWNER = 'bench-owner-token-0123456789abcdef';
const replay = await startReplayProcess({ memo: true });
const config = (dataDir: string) =>
  loadConfig({
    env: {},
    overrides: { dataDir, logLevel: 'silent', ownerToken: OWNER, sources: replay.sources, schedulerEnabled: false, trackRecordJob: false, warmUp: false },
  });
const ask = (app: ReturnType<typeof buildApp>, prompt: string) =>
  app.inject({ method: 'POST', url: '/api/v1/risk', headers: { 'content-type': 'application/json', authorization: `Bearer ${OWNER}` }, payload: JSON.stringify({ prompt }) });

// Times each hazard's run from the question's start (the registry's definitions are shared by every app).
let t0 = 0;
const ends: Record<string, number> = {};
for (const def of BUILT_IN_REGISTRY.definitions) {
  const run = def.run.bind(def);
  (def as { run: typeof def.run }).run = async (ctx, clients) => {
    const out = await run(ctx, clients);
    ends[def.id] = Math.round(performance.now() - t0);
    return out;
  };
}

const cities = args.cities!.split(',');
// A throwaway app fills the replay's memo (its answers are then ready, as an upstream's would be).
{
  const primer = buildApp(config(tempDir('hazardcast-cold-primer-')));
  await primer.ready();
  for (const c of cities) await ask(primer, `What should we worry about in ${c}?`);
  await primer.close();
}
await replay.setDelay(Number(args['delay-ms']));
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
for (let round = 0; round < Number(args.rounds); round++) {
  for (const c of cities) {
    const app = buildApp(config(tempDir('hazardcast-cold-')));
    await app.ready();
    for (const k of Object.keys(ends)) delete ends[k];
    const session = args.profile ? new Session() : undefined;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    }
    t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const res = await ask(app, `What should we worry about in ${c}?`);
    const cpu = process.cpuUsage(cpu0);
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(`${args.profile}/cold-${c.replace(/\W/g, '')}-${round}.cpuprofile`, JSON.stringify(profile));
      session.disconnect();
    }
    const wall = performance.now() - t0;
    console.log(
      JSON.stringify({ city: c, status: res.statusCode, wallMs: Math.round(wall), cpuMs: Math.round((cpu.user + cpu.system) / 1000), load: load(), hazardEndsMs: { ...ends } }),
    );
    await app.close();
  }
}
await replay.close();
