// Cold cells: what a NEW cell costs each hazard's model, and proof that making it cheaper changed no number.
//
// On the loopback replay (fixed clock), for a dozen cells round the world (two places in each: the cell's payloads
// and derived values are shared by both), every registered hazard at every horizon:
//   - the results' JSON, their words (drivers, event and companion descriptions, layer titles) rendered in English as
//     the answer says them, saved with `--save FILE` or compared with `--compare FILE` (exit 1 on any difference): a
//     model's words moved into the catalogues compare equal when the English they say is the same;
//   - the CPU each hazard's run costs on a cell it has never seen: its payloads handed out as fresh deep-frozen copies
//     (what the source layer hands out for a new cell), so nothing derived before is reused; sources take no time.
//     The hazards of one question share the copies, as in a cold question; the CPU of making the copies is not counted.
//
// Usage: npx tsx bench/cold-equivalence.ts [--save out/cold-baseline.json | --compare out/cold-baseline.json]
//                                          [--rounds 3] [--horizon 30d] [--json out.json]
import { writeFileSync, readFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { BUILT_IN_REGISTRY } from '../src-server/hazards/registry.js';
import { createEvaluation } from '../src-server/hazards/evaluation.js';
import type { ModelContext, ModelResult, SourceClients } from '../src-server/hazards/types.js';
import type { Keyed } from '../src-server/sources/types.js';
import { horizonWindow } from '../src-server/hazards/window.js';
import { HORIZONS, type Horizon } from '../src-server/contracts/enums.js';
import { createManualClock } from '../src-server/shared/clock.js';
import { deepFreeze } from '../src-server/shared/freeze.js';
import { english } from '../src-server/risk/translate.js';
import { buildTestApp } from '../test/helpers/build-app.js';
import { startReplayServer } from '../test/support/replay-server.js';
import { wrapClients } from './support/recording-clients.js';
import { BENCH_CELLS } from './support/bench-cells.js';

const { values: args } = parseArgs({
  options: {
    save: { type: 'string' },
    compare: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    horizon: { type: 'string', default: '30d' },
    json: { type: 'string' },
    'skip-cpu': { type: 'boolean', default: false },
    // Only what the CPU part needs (one place per cell, the CPU horizon): for --cpu-prof.
    'cpu-only': { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(args.rounds);
const CPU_HORIZON = args.horizon as Horizon;

const CELLS = BENCH_CELLS;

const closers: (() => unknown)[] = [];
const replay = await startReplayServer();
const clock = createManualClock('2026-11-22T12:00:00Z');
// A long source budget: on a loaded machine the in-process replay may take seconds to build 40 years of a series, and
// a timed-out source would read as a changed answer.
const { app } = await buildTestApp(
  { after: (fn: () => unknown) => closers.push(fn) },
  { replay, clock, overrides: { sourceTimeoutMs: 120_000 } },
);
const clients = app.services.clients as SourceClients;

const ctx = (horizon: Horizon, name: string, countryCode: string, lat: number, lng: number): ModelContext => ({
  place: { name, city: name, country: countryCode, countryCode, admin1: null, lat, lng, source: 'gazetteer' },
  horizon,
  lens: 'community-planning',
  now: clock.now(),
  window: horizonWindow(clock.now(), horizon),
});

/** A model's result with its messages in English words, as the English answer renders them. */
const inEnglish = (r: ModelResult | null) =>
  r && {
    ...r,
    event: { ...r.event, description: english(r.event.description) },
    ...(r.companion
      ? { companion: { ...r.companion, event: { ...r.companion.event, description: english(r.companion.event.description) } } }
      : {}),
    drivers: r.drivers.map(english),
    layers: r.layers.map((l) => ({ ...l, title: english(l.title) })),
  };

// ---------------------------------------------------------------- results, every hazard × horizon × place
const results: Record<string, unknown> = {};
const answersByCell = new Map<string, Map<string, Keyed<unknown>>>();
for (const [name, cc, lat, lng] of CELLS) {
  const answers = new Map<string, Keyed<unknown>>();
  answersByCell.set(name, answers);
  const recorded = wrapClients(clients, answers);
  const CPU_ONLY = args['cpu-only'] === true;
  for (const [suffix, dLat, dLng] of CPU_ONLY
    ? ([['', 0, 0]] as const)
    : ([
        ['', 0, 0],
        [' (2)', 0.013, -0.021],
      ] as const)) {
    for (const horizon of CPU_ONLY ? [CPU_HORIZON] : HORIZONS) {
      for (const def of BUILT_IN_REGISTRY.definitions) {
        const run = await def.run(
          createEvaluation({ context: ctx(horizon, name, cc, lat + dLat, lng + dLng), clients: recorded, hazards: [def] }),
        );
        results[`${name}${suffix}|${def.id}|${horizon}`] = inEnglish(run.result as ModelResult | null);
      }
    }
  }
}
let differences = 0;
if (args.save) {
  mkdirSync(dirname(args.save), { recursive: true });
  writeFileSync(args.save, JSON.stringify(results));
  console.error(`saved ${Object.keys(results).length} results to ${args.save}`);
}
if (args.compare) {
  const before = JSON.parse(readFileSync(args.compare, 'utf8')) as Record<string, unknown>;
  const keys = new Set([...Object.keys(before), ...Object.keys(results)]);
  // The replay listens on a new port each run, and the humanitarian hazards' source URLs name it: not a difference.
  const portless = (v: unknown) => JSON.stringify(v)?.replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<replay>');
  for (const k of keys) {
    const a = portless(before[k]);
    const b = portless(results[k]);
    if (a !== b) {
      differences++;
      if (differences <= 20) {
        let i = 0;
        while (i < Math.min(a?.length ?? 0, b?.length ?? 0) && a![i] === b![i]) i++;
        console.error(`DIFFERENT ${k}: …${a?.slice(Math.max(0, i - 80), i + 80)}\n   now     …${b?.slice(Math.max(0, i - 80), i + 80)}`);
      }
    }
  }
  console.error(differences === 0 ? `identical: ${keys.size} results` : `${differences} of ${keys.size} results differ`);
}

// ---------------------------------------------------------------- CPU per hazard on a new cell
if (!args['skip-cpu']) {
  const ids = BUILT_IN_REGISTRY.ids;
  const cpu: Record<string, number[]> = Object.fromEntries(ids.map((id) => [id, []]));
  const totals: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, cc, lat, lng] of CELLS) {
      const answers = answersByCell.get(name)!;
      // Fresh frozen copies: new payload identities, nothing derived from them yet.
      const copies = new Map<string, unknown>();
      for (const [k, { outcome: o }] of answers) if (o.ok) copies.set(k, deepFreeze(structuredClone(o.data)));
      const fresh = wrapClients(clients, answers, copies);
      let total = 0;
      for (const def of BUILT_IN_REGISTRY.definitions) {
        const c0 = process.cpuUsage();
        await def.run(createEvaluation({ context: ctx(CPU_HORIZON, name, cc, lat, lng), clients: fresh, hazards: [def] }));
        const c = process.cpuUsage(c0);
        const msCpu = (c.user + c.system) / 1000;
        if (round > 0) cpu[def.id]!.push(msCpu); // round 0 warms the JIT
        total += msCpu;
      }
      if (round > 0) totals.push(total);
    }
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length ? s[Math.floor(s.length / 2)]! : NaN;
  };
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const table = Object.fromEntries(ids.map((id) => [id, { medianMs: +median(cpu[id]!).toFixed(2), meanMs: +mean(cpu[id]!).toFixed(2) }]));
  const out = {
    load: loadavg()
      .map((x) => x.toFixed(2))
      .join(' '),
    horizon: CPU_HORIZON,
    cells: CELLS.length,
    rounds: ROUNDS - 1,
    perHazard: table,
    totalPerCell: { medianMs: +median(totals).toFixed(1), meanMs: +mean(totals).toFixed(1) },
  };
  console.log(JSON.stringify(out, null, 2));
  if (args.json) writeFileSync(args.json, JSON.stringify(out, null, 2));
}

for (const close of closers) await close();
await replay.close();
process.exit(differences === 0 ? 0 : 1);
