// Flood and storm alone at 30d on a new cell (what the 10,000-watch tick's 125 weather cells cost them), faster and
// quieter than bench/watches.ts for their physical parts: the 12 cells of cold-equivalence.ts, each hazard run on fresh
// deep-frozen copies of the cell's answers (nothing derived before is reused; flood first, storm reads what it kept, as
// in the tick); CPU of the models only (not the replay, not the copies). Round 0 warms the JIT and is not counted.
//
// Usage: npx tsx bench/physical-cells.ts [rounds = 6]   (prints CPU ms per cell: flood and storm median/mean, per round)
import { loadavg } from 'node:os';
import { BUILT_IN_REGISTRY } from '../src-server/hazards/registry.js';
import { createEvaluation } from '../src-server/hazards/evaluation.js';
import type { ModelContext, SourceClients } from '../src-server/hazards/types.js';
import type { Keyed } from '../src-server/sources/types.js';
import { horizonWindow } from '../src-server/hazards/window.js';
import { createManualClock } from '../src-server/shared/clock.js';
import { deepFreeze } from '../src-server/shared/freeze.js';
import { buildTestApp } from '../test/helpers/build-app.js';
import { startReplayServer } from '../test/support/replay-server.js';
import { wrapClients } from './support/recording-clients.js';
import { BENCH_CELLS } from './support/bench-cells.js';

const ROUNDS = Number(process.argv[2] ?? 6);
const CELLS = BENCH_CELLS;
const closers: (() => unknown)[] = [];
const replay = await startReplayServer();
const clock = createManualClock('2026-11-22T12:00:00Z');
const { app } = await buildTestApp({ after: (fn: () => unknown) => closers.push(fn) }, { replay, clock });
const clients = app.services.clients as SourceClients;
const ctx = (name: string, cc: string, lat: number, lng: number): ModelContext => ({
  place: { name, city: name, country: cc, countryCode: cc, admin1: null, lat, lng, source: 'gazetteer' },
  horizon: '30d',
  lens: 'community-planning',
  now: clock.now(),
  window: horizonWindow(clock.now(), '30d'),
});
const defs = BUILT_IN_REGISTRY.definitions.filter((d) => d.id === 'flood' || d.id === 'storm');
const answersByCell = new Map<string, Map<string, Keyed<unknown>>>();
for (const [name, cc, lat, lng] of CELLS) {
  const answers = new Map();
  answersByCell.set(name, answers);
  for (const def of defs) await def.run(createEvaluation({ context: ctx(name, cc, lat, lng), clients: wrapClients(clients, answers) }));
}
const per: Record<string, number[]> = { flood: [], storm: [] };
const totals: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  let roundMs = 0;
  for (const [name, cc, lat, lng] of CELLS) {
    const answers = answersByCell.get(name)!;
    const copies = new Map<string, unknown>();
    for (const [k, { outcome: o }] of answers) if (o.ok) copies.set(k, deepFreeze(structuredClone(o.data)));
    const fresh = wrapClients(clients, answers, copies);
    for (const def of defs) {
      const c0 = process.cpuUsage();
      await def.run(createEvaluation({ context: ctx(name, cc, lat, lng), clients: fresh }));
      const c = process.cpuUsage(c0);
      const ms = (c.user + c.system) / 1000;
      if (round > 0) per[def.id]!.push(ms);
      roundMs += ms;
    }
  }
  if (round > 0) totals.push(roundMs / CELLS.length);
}
const med = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
console.log(
  JSON.stringify({
    load: loadavg()[0]!.toFixed(2),
    flood: [med(per.flood!).toFixed(2), mean(per.flood!).toFixed(2)],
    storm: [med(per.storm!).toFixed(2), mean(per.storm!).toFixed(2)],
    perCellRounds: totals.map((x) => x.toFixed(2)).join(' '),
  }),
);
for (const close of closers) await close();
await replay.close();
process.exit(0);
