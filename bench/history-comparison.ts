// The history's science changes, measured (issue 30, must-show 4): 50 replayed place × hazard × horizon cases of the
// hazards that read the daily history or the ensemble's bias correction, each answered by
//   A  ERA5 kept per ERA5 cell, the ensemble's own past as the bias correction's model side (HAZARDCAST_HISTORY_SOURCE=era5);
//   B  A with the deterministic IFS run's past days as the model side (the IFS-past change alone);
//   C  NASA POWER history (ERA5's gusts) with the ensemble's own past (the POWER change alone);
//   D  NASA POWER history with the IFS past (what `auto` serves where Open-Meteo's budget counts the archive);
//   P  C with POWER's replay answering the asked point's own weather (the archive's days): a control that measures
//      POWER's path (its format and units, humidity from the dew point, FAO-56 evapotranspiration) apart from its grid;
// against main's answers before any change (bench/cold-equivalence.ts --save at 836c355: the same places, clock and
// replay). Prints each case's probability under each, the differences beyond 0.1 (percentage points) and a summary.
// The replay's weather is synthetic and drawn per 0.25° point (POWER's is that of its MERRA-2 cell's centre: other
// days of the same climate): C and D measure what the replay's grids do to the answers, not which history is closer
// to the real weather (docs/history/daily-history-30.md).
//
// Usage: npx tsx bench/history-comparison.ts --baseline /work/baselines/cold-836c355.json [--json out.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { BUILT_IN_REGISTRY } from '../src-server/hazards/registry.js';
import { createEvaluation } from '../src-server/hazards/evaluation.js';
import type { ModelContext, SourceClients } from '../src-server/hazards/types.js';
import { horizonWindow } from '../src-server/hazards/window.js';
import { HORIZONS, type Horizon } from '../src-server/contracts/enums.js';
import { createManualClock } from '../src-server/shared/clock.js';
import { buildTestApp } from '../test/helpers/build-app.js';
import { startReplayServer } from '../test/support/replay-server.js';
import { BENCH_CELLS } from './support/bench-cells.js';

const { values: args } = parseArgs({ options: { baseline: { type: 'string' }, json: { type: 'string' } } });
if (!args.baseline) throw new Error('--baseline FILE (bench/cold-equivalence.ts --save on main) is required');
const baseline = JSON.parse(readFileSync(args.baseline, 'utf8')) as Record<string, { probability?: number | null } | undefined>;

// The first place of ten of cold-equivalence's cells (the baseline's keys), and the hazards that read the history.
const PLACES = BENCH_CELLS.slice(0, 10);
const HAZARDS = ['flood', 'wildfire', 'heat', 'storm', 'drought'];
// Each place × hazard at one horizon, every horizon used ten times.
const CASES = PLACES.flatMap((p, i) => HAZARDS.map((h, j) => ({ place: p, hazard: h, horizon: HORIZONS[(i + j) % HORIZONS.length]! })));

const closers: (() => unknown)[] = [];
const replay = await startReplayServer();
const replayAtPoint = await startReplayServer({ powerAt: 'point' });
const clock = createManualClock('2026-11-22T12:00:00Z');
const appOf = async (historySource: 'era5' | 'nasa-power', r = replay) =>
  (
    await buildTestApp(
      { after: (fn: () => unknown) => closers.push(fn) },
      { replay: r, clock, overrides: { historySource, sourceTimeoutMs: 120_000 } },
    )
  ).app.services.clients as SourceClients;
const era5 = await appOf('era5');
const power = await appOf('nasa-power');
const { ensemblePast: ifsPast, ...powerOwnPast } = power;
const { ensemblePast: _ifsPastAtPoint, ...powerAtPoint } = await appOf('nasa-power', replayAtPoint);
const MODES: Record<string, SourceClients> = {
  A: era5,
  B: { ...era5, ensemblePast: ifsPast },
  C: powerOwnPast,
  D: power,
  P: powerAtPoint,
};

const ctx = (horizon: Horizon, name: string, countryCode: string, lat: number, lng: number): ModelContext => ({
  place: { name, city: name, country: countryCode, countryCode, admin1: null, lat, lng, source: 'gazetteer' },
  horizon,
  lens: 'community-planning',
  now: clock.now(),
  window: horizonWindow(clock.now(), horizon),
});

type Row = { case: string; p: Record<string, number | null> };
const rows: Row[] = [];
for (const {
  place: [name, cc, lat, lng],
  hazard,
  horizon,
} of CASES) {
  const def = BUILT_IN_REGISTRY.definitions.find((d) => d.id === hazard)!;
  const key = `${name}|${hazard}|${horizon}`;
  const row: Row = { case: key, p: { main: baseline[key]?.probability ?? null } };
  for (const [mode, clients] of Object.entries(MODES)) {
    const run = await def.run(createEvaluation({ context: ctx(horizon, name, cc, lat, lng), clients, hazards: [def] }));
    row.p[mode] = (run.result as { probability?: number | null }).probability ?? null;
  }
  rows.push(row);
}

const fmt = (x: number | null) => (x === null ? '—' : x.toFixed(2));
const delta = (a: number | null, b: number | null) => (a === null || b === null ? (a === b ? 0 : Infinity) : Math.abs(a - b));
console.log(['case'.padEnd(28), 'main', ...Object.keys(MODES)].map((s) => s.padStart(8)).join(' '));
for (const r of rows) {
  const marks = Object.keys(MODES).map((m) => `${fmt(r.p[m]!)}${delta(r.p.main!, r.p[m]!) > 0.1 ? '*' : ' '}`);
  console.log([r.case.padEnd(28), fmt(r.p.main!), ...marks].map((s) => s.padStart(8)).join(' '));
}
const summary = Object.fromEntries(
  Object.keys(MODES).map((m) => {
    const ds = rows.map((r) => delta(r.p.main!, r.p[m]!));
    const finite = ds.filter(Number.isFinite);
    return [
      m,
      {
        within01: ds.filter((d) => d <= 0.1).length,
        of: ds.length,
        maxAbsPp: +Math.max(...finite).toFixed(2),
        meanAbsPp: +(finite.reduce((s, d) => s + d, 0) / finite.length).toFixed(3),
        differ: rows.filter((_, i) => ds[i]! > 0.1).map((r) => `${r.case} ${fmt(r.p.main!)}→${fmt(r.p[m]!)}`),
      },
    ];
  }),
);
console.log(
  `\nload ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
for (const [m, s] of Object.entries(summary)) {
  console.log(`${m}: ${s.within01} of ${s.of} within 0.1 pp of main; max |Δ| ${s.maxAbsPp} pp, mean |Δ| ${s.meanAbsPp} pp`);
  for (const d of s.differ) console.log(`   ${d}`);
}
if (args.json) writeFileSync(args.json, JSON.stringify({ rows, summary }, null, 2));

for (const close of closers) await close();
await replay.close();
await replayAtPoint.close();
process.exit(0);
