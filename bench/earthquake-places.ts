// The earthquake model alone for other places in one warm cell (issue 18 target 2): the catalogue the replay answers
// for Lima's query, then `earthquakeModel` for 300 new points in Lima's 0.1° cell (the points of bench/run.ts
// "others"), per horizon; prints p50 / p99 per place and the load. Usage: tsx bench/earthquake-places.ts [--places 300]
// (wall) and the process's CPU time per place (less disturbed by the machine's load) per horizon.
// [--horizons 30d,7d,1y,10y,30y] [--rounds 3] [--dump out.json] (dump: every result, to compare two trees).
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Horizon } from '../src-server/contracts/enums.js';
import { earthquakeModel } from '../src-server/hazards/earthquake/model.js';
import { horizonWindow } from '../src-server/hazards/window.js';
import { deepFreeze } from '../src-server/shared/freeze.js';
import { distanceKm, placeCellCentre } from '../src-server/shared/geo.js';
import { normalizeFdsnGeoJson } from '../src-server/sources/usgs/normalize.js';

const { values: args } = parseArgs({
  options: {
    places: { type: 'string', default: '300' },
    horizons: { type: 'string', default: '30d,7d,1y,10y,30y' },
    rounds: { type: 'string', default: '3' },
    dump: { type: 'string' },
  },
});
const NOW = new Date('2026-11-22T12:00:00Z');
const YEAR_MS = 365.25 * 86_400_000;
const LIMA = { lat: -12.04318, lng: -77.02824 };
const start = new Date(NOW.getTime() - 50 * YEAR_MS);
const all = normalizeFdsnGeoJson(
  JSON.parse(readFileSync(new URL('../test/fixtures/sources/usgs/catalogue.geojson', import.meta.url), 'utf8')),
);
const events = all.filter(
  (q) =>
    distanceKm(LIMA.lat, LIMA.lng, q.lat, q.lng) <= 300 &&
    q.magnitude >= 4.5 &&
    Date.parse(q.time) >= start.getTime() &&
    Date.parse(q.time) <= NOW.getTime(),
);
// The source layer hands the events out deep-frozen, the same array for every place in the cell (the runner wraps it
// with the place's query).
const catalogue = { events: deepFreeze(events), query: { center: LIMA, radiusKm: 300, minMagnitude: 4.5, start, end: NOW } };
const N = Number(args.places);
const centre = placeCellCentre(LIMA.lat, LIMA.lng);
const points = Array.from({ length: N + 40 }, (_, i) => ({
  lat: centre.lat - 0.045 + ((i * 37) % 91) * 0.001,
  lng: centre.lng - 0.045 + Math.floor(i / 91) * 0.004 + 0.0005,
}));
const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
console.log(
  `catalogue: ${events.length} events; ${N} places; load ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
const dump: unknown[] = [];
for (const horizon of args.horizons.split(',') as Horizon[]) {
  const window = horizonWindow(NOW, horizon);
  const rows: string[] = [];
  for (let round = 0; round < Number(args.rounds); round++) {
    const times: number[] = [];
    let cpu = process.cpuUsage();
    for (const [i, p] of points.entries()) {
      if (i === 40) cpu = process.cpuUsage();
      const place = { name: `${p.lat.toFixed(4)}, ${p.lng.toFixed(4)}`, lat: p.lat + round * 1e-5, lng: p.lng };
      const t0 = performance.now();
      const r = earthquakeModel(catalogue, { place, horizon, lens: 'community-planning', now: NOW, window } as never);
      const t = performance.now() - t0;
      if (i >= 40) times.push(t);
      if (round === 0 && args.dump)
        dump.push({
          horizon,
          place,
          probability: r.probability,
          severity: r.severity,
          companion: r.companion?.probability,
          drivers: r.drivers,
        });
    }
    const used = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    rows.push(
      `cpu ${((used.user + used.system) / 1000 / N).toFixed(3)} ms/place, p50 ${q(times, 0.5).toFixed(3)} p99 ${q(times, 0.99).toFixed(3)} max ${times.at(-1)!.toFixed(2)}`,
    );
  }
  console.log(`${horizon}: ${rows.join(' | ')}  (load ${loadavg()[0]!.toFixed(2)})`);
}
if (args.dump) writeFileSync(args.dump, JSON.stringify(dump, null, 1));
