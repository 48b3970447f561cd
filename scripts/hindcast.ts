// `npm run hindcast`: scores the earthquake model's rates on the real USGS M5+ catalogue (test/fixtures/recorded).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HINDCAST_CSV, HINDCAST_OPTIONS, runEarthquakeHindcast } from './hindcast-data.js';
import { main as measuredHindcastMain } from './hindcast-measured.js';
import { main as physicalHindcastMain } from './hindcast-physical.js';

// `--hazard flood|storm|wildfire|heat|drought [--online]`: the weather hazards' hindcasts (scripts/hindcast-physical.ts,
// scripts/hindcast-measured.ts).
const hazardAt = process.argv.indexOf('--hazard');
const hazardArg = hazardAt >= 0 ? process.argv[hazardAt + 1] : undefined;
if (hazardArg === 'flood' || hazardArg === 'storm' || hazardArg === 'wildfire') {
  process.exit(await physicalHindcastMain(hazardArg));
} else if (hazardArg === 'heat' || hazardArg === 'drought') {
  process.exit(await measuredHindcastMain(hazardArg));
} else if (hazardArg !== undefined && hazardArg !== 'earthquake') {
  console.error(`Unknown --hazard ${hazardArg}: earthquake (default), flood, storm, wildfire, heat or drought.`);
  process.exit(2);
}

const csvPath = process.argv.slice(2).find((a) => !a.startsWith('--') && a !== hazardArg) ?? fileURLToPath(new URL(`../test/fixtures/recorded/${HINDCAST_CSV}`, import.meta.url));
if (!existsSync(csvPath)) {
  console.error(`Catalogue not found at ${csvPath}; pass the CSV path as the first argument.`);
  process.exit(2);
}
const started = Date.now();
const r = runEarthquakeHindcast(readFileSync(csvPath, 'utf8'));
const o = HINDCAST_OPTIONS;
const day = (d: Date) => d.toISOString().slice(0, 10);
const f = (x: number, d = 5) => x.toFixed(d);

console.log('Earthquake hindcast: event = at least one M>=5.0 with epicentre within 150 km, per 30-day window');
console.log(`catalogue   ${csvPath}`);
console.log(`training    ${day(o.trainStart)} .. ${day(o.trainEnd)} (M${o.params.catalogueMinMagnitude.toFixed(1)}+ rate learnt directly from distinct ${o.params.clusterDays}-day periods with an event, pseudo-count ${o.params.pseudoCount})`);
console.log(`scored      ${r.windows} windows of ${o.windowDays} d from ${day(o.testStart)} x ${r.sites} cities = ${r.forecasts} forecasts`);
console.log(`events      ${r.eventsObserved} site-windows with an event (base rate ${f(r.eventsObserved / r.forecasts, 4)}; mean forecast ${f(r.meanForecast, 4)})`);
console.log(`Brier       ${f(r.brierScore)}`);
console.log(`base rate   ${f(r.baselineBrierScore)} (constant forecast of the scored period's own base rate)`);
console.log(`skill       ${f(r.skillVsBaselinePct, 1)} % vs base rate`);
console.log(`training-period base rate ${f(r.trainBaseRate, 4)}: Brier ${f(r.trainBaselineBrierScore)} (skill ${f((1 - r.brierScore / r.trainBaselineBrierScore) * 100, 1)} %)`);
if (r.decomposition) {
  const d = r.decomposition;
  console.log(`Murphy      reliability ${f(d.reliability)}, resolution ${f(d.resolution)}, uncertainty ${f(d.uncertainty)}`);
}
console.log('reliability (bin: mean forecast -> observed frequency, count)');
for (const b of r.reliability.filter((x) => x.count > 0)) {
  console.log(`  ${b.binLower.toFixed(1)}-${b.binUpper.toFixed(1)}: ${f(b.meanPredicted ?? 0, 3)} -> ${f(b.observedFrequency ?? 0, 3)}  (n=${b.count})`);
}
console.log(`(${Date.now() - started} ms)`);
if (!(r.skillVsBaselinePct > 0)) process.exitCode = 1;
