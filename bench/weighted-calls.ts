// The weighted Open-Meteo calls one question asks (issue 30, must-show 1), by the source layer's own accounting (the
// limiter's weights, sources/open-meteo-weight.ts), with every Open-Meteo call counted (HAZARDCAST_OPEN_METEO_LIMIT=all)
// on the replay and no budget refusing anything (what is asked, not what fits the minute):
//   (a) a cold all-hazard 30-day question about a new place;
//   (b) a second place in the same ERA5 cell (another 0.1° cell);
//   (c) the first place again, a week later.
// Each figure with its calls (source, days, variables, weight) and against the targets 300, 30, 10% of (a).
//
// The daily history is what `auto` picks when the budget counts the archive (NASA POWER, with ERA5's gusts);
// `--history era5` shows the ERA5-only configuration.
//
// Usage: npx tsx bench/weighted-calls.ts [--place -1.29,36.82 --second -1.26,36.86 --history auto|era5 --horizon 30d|10y ...
//   --json out.json] (the horizon of the three questions; default 30d, the targets' horizon)
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createManualClock } from '../src-server/shared/clock.js';
import { ensembleMembersOf } from '../src-server/sources/open-meteo-ensemble/client.js';
import { openMeteoUrlWeight } from '../src-server/sources/open-meteo-weight.js';
import { buildTestApp, postJson } from '../test/helpers/build-app.js';
import { startReplayServer } from '../test/support/replay-server.js';
import { era5Cell } from '../src-server/sources/history/cells.js';
import { placeCell } from '../src-server/shared/geo.js';

const { values: args } = parseArgs({
  options: {
    place: { type: 'string', default: '-1.29,36.82' },
    second: { type: 'string', default: '-1.26,36.86' },
    history: { type: 'string', default: 'auto' },
    horizon: { type: 'string', default: '30d' },
    json: { type: 'string' },
  },
});
const [lat, lng] = args.place!.split(',').map(Number) as [number, number];
const [lat2, lng2] = args.second!.split(',').map(Number) as [number, number];
if (era5Cell(lat, lng) !== era5Cell(lat2, lng2) || placeCell(lat, lng) === placeCell(lat2, lng2)) {
  throw new Error(`--second must lie in the first place's ERA5 cell (${era5Cell(lat, lng)}) and in another 0.1° cell`);
}

const closers: (() => unknown)[] = [];
const replay = await startReplayServer();
const clock = createManualClock('2026-11-22T12:00:00Z');
const { app } = await buildTestApp(
  { after: (fn: () => unknown) => closers.push(fn) },
  {
    replay,
    clock,
    overrides: {
      openMeteoLimitScope: 'all',
      historySource: args.history as 'auto' | 'era5' | 'nasa-power',
      openMeteoPerMinute: 1e9,
      openMeteoPerHour: 1e9,
      openMeteoPerDay: 1e9,
      // The replay builds decades of series on this machine: a long budget, so nothing times out.
      sourceTimeoutMs: 120_000,
    },
  },
);
const http = app.services.http;

interface Call {
  source: string;
  span: string;
  variables: number;
  weight: number;
}

async function ask(label: string, at: [number, number]) {
  const w0 = http.openMeteoBudget().weightAsked;
  const c0 = replay.calls.length;
  const res = await postJson(app, '/api/v1/risk', { prompt: `What should we worry about at ${at[0]}, ${at[1]}?`, horizon: args.horizon });
  if (res.statusCode !== 200) throw new Error(`${label}: HTTP ${res.statusCode} ${res.body}`);
  const calls: Call[] = replay.calls
    .slice(c0)
    .filter((c) => c.source.startsWith('open-meteo'))
    .map((c) => {
      const url = `http://replay${c.path}?${c.query}`;
      const q = c.query;
      const vars = ['daily', 'hourly'].reduce((n, b) => n + (q.get(b)?.split(',').filter(Boolean).length ?? 0), 0);
      return {
        source: c.source,
        span: `${q.get('start_date')}..${q.get('end_date')}${q.get('models') ? ` ${q.get('models')}` : ''}`,
        variables: vars,
        weight: Math.round(openMeteoUrlWeight(url, c.source === 'open-meteo-ensemble' ? ensembleMembersOf : undefined) * 10) / 10,
      };
    });
  const weight = Math.round((http.openMeteoBudget().weightAsked - w0) * 10) / 10;
  const scored = (res.json() as { forecast: { hazardBreakdown: { riskScore: number | null }[] } }).forecast.hazardBreakdown.filter(
    (h) => h.riskScore !== null,
  ).length;
  return { label, weight, calls, scored };
}

const a = await ask(`(a) cold, all hazards, ${args.horizon}`, [lat, lng]);
const b = await ask('(b) a second place in the same ERA5 cell', [lat2, lng2]);
clock.advance(7 * 86_400_000);
const c = await ask('(c) the first place a week later', [lat, lng]);

const out = {
  date: new Date().toISOString(),
  load: loadavg()
    .map((x) => x.toFixed(2))
    .join(' '),
  history: args.history,
  horizon: args.horizon,
  place: [lat, lng],
  second: [lat2, lng2],
  results: [
    { ...a, target: 300, met: a.weight <= 300 },
    { ...b, target: 30, met: b.weight <= 30 },
    { ...c, target: `${Math.round(a.weight * 0.1 * 10) / 10} (10% of a)`, met: c.weight <= a.weight * 0.1 },
  ],
};
for (const r of out.results) {
  console.log(`${r.label}: ${r.weight} weighted calls (target ${r.target}: ${r.met ? 'met' : 'NOT met'}); ${r.scored} hazards scored`);
  for (const call of r.calls)
    console.log(`   ${call.weight.toFixed(1).padStart(6)}  ${call.source} ${call.span} (${call.variables} variables)`);
}
console.log(`load ${out.load}`);
if (args.json) writeFileSync(args.json, JSON.stringify(out, null, 2));
for (const close of closers) await close();
await replay.close();
