// `npm run hindcast`: the shipped earthquake model (src-server/hazards/earthquake/forecast.ts) on the real
// USGS M5+ catalogue (test/fixtures/recorded), rolling non-overlapping windows, each trained only on the
// events before it. Options: --training (score the training windows instead), --windows 30,7,365,
// --cities N, --short-term etas|etas-regimes|reasenberg-jones (run another short-term model than the shipped
// EARTHQUAKE_MODEL.shortTerm), --compare etas|etas-regimes|reasenberg-jones (also run that short-term model on the
// same site-windows and print the paired skill difference), --catalogue long|m5 (long, the default: the older M5.5+
// export 1965..2015-10 before the M5+ file 2015-10..2025-10, the model told each part's cut-off; m5: the M5+ file alone),
// --compare-catalogue m5|long (also run the model on the other catalogue, same site-windows, paired difference), first
// positional argument: another CSV in place of the M5+ file (then m5 unless --catalogue long). Exit code 1 when the
// 30-day skill's 95% lower bound <= 0.
// `--hazard flood|storm|wildfire|heat|drought [--online]`: the weather hazards' hindcasts (scripts/hindcast-physical.ts,
// scripts/hindcast-measured.ts). `--hazard conflict`: ViEWS's archive against UCDP (scripts/hindcast-views.ts).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EARTHQUAKE_MODEL } from '../src-server/hazards/earthquake/model-configuration.js';
import {
  hindcastRecords,
  pairedSkillDifference,
  scoreHindcast,
  type HindcastScore,
} from '../src-server/hazards/earthquake/rolling-hindcast.js';
import {
  catalogueOverlap,
  HINDCAST_CSV,
  HINDCAST_OLDER_CSV,
  hindcastSetup,
  longCatalogue,
  OLDER_CUTOFF,
  parseSignificantCsv,
  parseUsgsCsv,
  runEarthquakeHindcast,
  type HindcastCatalogue,
  type HindcastPeriod,
} from './hindcast-data.js';
import { main as measuredHindcastMain } from './hindcast-measured.js';
import { main as physicalHindcastMain } from './hindcast-physical.js';
import { main as viewsHindcastMain } from './hindcast-views.js';

const hazardAt = process.argv.indexOf('--hazard');
const hazardArg = hazardAt >= 0 ? process.argv[hazardAt + 1] : undefined;
if (hazardArg === 'flood' || hazardArg === 'storm' || hazardArg === 'wildfire') {
  process.exit(await physicalHindcastMain(hazardArg));
} else if (hazardArg === 'heat' || hazardArg === 'drought') {
  process.exit(await measuredHindcastMain(hazardArg));
} else if (hazardArg === 'conflict') {
  process.exit(viewsHindcastMain());
} else if (hazardArg !== undefined && hazardArg !== 'earthquake') {
  console.error(`Unknown --hazard ${hazardArg}: earthquake (default), flood, storm, wildfire, heat, drought or conflict.`);
  process.exit(2);
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const period: HindcastPeriod = args.includes('--training') ? 'training' : 'test';
const windows = (flag('--windows') ?? '30,7,365')
  .split(',')
  .map(Number)
  .filter((w) => w > 0);
const cityCount = Number(flag('--cities') ?? 200);
const positional = args.filter(
  (a, i) =>
    !a.startsWith('--') &&
    !(
      i > 0 &&
      ['--windows', '--cities', '--hazard', '--short-term', '--compare', '--catalogue', '--compare-catalogue'].includes(args[i - 1]!)
    ),
);
type ShortTerm = typeof EARTHQUAKE_MODEL.shortTerm;
const shortTermArg = (name: string): ShortTerm | undefined => {
  const v = flag(name);
  if (v === undefined) return undefined;
  if (v !== 'etas' && v !== 'etas-regimes' && v !== 'reasenberg-jones') {
    console.error(`Unknown ${name} ${v}: etas, etas-regimes or reasenberg-jones.`);
    process.exit(2);
  }
  return v;
};
const setShortTerm = (v: ShortTerm) => ((EARTHQUAKE_MODEL as { shortTerm: ShortTerm }).shortTerm = v);
const shortTerm = shortTermArg('--short-term');
const compare = shortTermArg('--compare');
if (shortTerm !== undefined) setShortTerm(shortTerm);
const csvPath = positional[0] ?? fileURLToPath(new URL(`../test/fixtures/recorded/${HINDCAST_CSV}`, import.meta.url));
if (!existsSync(csvPath)) {
  console.error(`Catalogue not found at ${csvPath}; pass the CSV path as the first argument.`);
  process.exit(2);
}

const newer = parseUsgsCsv(readFileSync(csvPath, 'utf8'));
type CatalogueName = 'm5' | 'long';
const catalogueArg = (name: string): CatalogueName | undefined => {
  const v = flag(name);
  if (v === undefined) return undefined;
  if (v !== 'm5' && v !== 'long') {
    console.error(`Unknown ${name} ${v}: m5 or long.`);
    process.exit(2);
  }
  return v;
};
const catalogueName = catalogueArg('--catalogue') ?? (positional[0] === undefined ? 'long' : 'm5');
const compareCatalogue = catalogueArg('--compare-catalogue');
let longOne: HindcastCatalogue | undefined;
if (catalogueName === 'long' || compareCatalogue === 'long') {
  const older = parseSignificantCsv(
    readFileSync(fileURLToPath(new URL(`../test/fixtures/recorded/${HINDCAST_OLDER_CSV}`, import.meta.url)), 'utf8'),
  );
  longOne = longCatalogue(older, newer);
  const o = catalogueOverlap(older, newer, Date.parse('2015-10-23T00:00:00Z'), Date.parse('2017-01-01T00:00:00Z'), OLDER_CUTOFF);
  console.log(
    `long catalogue: ${HINDCAST_OLDER_CSV} (${older.length} earthquakes) before 2015-10-23, cut-off M${OLDER_CUTOFF}, then the M5+ file: ${longOne.quakes.length} events`,
  );
  console.log(
    `  overlap 2015-10-23..2016-12-31, M${OLDER_CUTOFF}+: ${o.older} older / ${o.newer} newer events; matched ${o.byId} by ID + ${o.byTimePlace} by time and place; max |dt| ${o.maxTimeS.toFixed(1)} s, max distance ${o.maxDistanceKm.toFixed(1)} km, ${o.magnitudeDiffers} magnitudes differ (max ${o.maxMagnitude.toFixed(1)}); ${o.newerMissing} newer events unmatched`,
  );
}
const catalogues: Record<CatalogueName, HindcastCatalogue> = { m5: { quakes: newer }, long: longOne ?? { quakes: newer } };
const quakes = catalogues[catalogueName].quakes;
const c = EARTHQUAKE_MODEL;
const day = (d: Date) => d.toISOString().slice(0, 10);
const f = (x: number, d = 4) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');
const ci = (s: HindcastScore['skillVsBaseRate'], d = 1) => `${f(s.estimate, d)} [${f(s.lower, d)}, ${f(s.upper, d)}]`;

console.log(
  `Earthquake hindcast of the ${shortTerm === undefined ? 'shipped model' : `model with short term ${shortTerm}`} (short term: ${EARTHQUAKE_MODEL.shortTerm}): companion event "at least one M >= ${c.companion.minMagnitude.toFixed(1)} within ${c.companion.radiusKm} km" per window`,
);
console.log(
  catalogueName === 'long'
    ? `catalogue: long (${quakes.length} events); each site is given what a ${c.query.radiusKm} km query returns before the window (up to ${c.query.years} years), told the cut-offs M${OLDER_CUTOFF} before 2015-10-23 and M5.0 after`
    : `catalogue ${csvPath} (${quakes.length} events); each site is given what a ${c.query.radiusKm} km query returns before the window (cut-off M5.0)`,
);
let failed = false;
for (const windowDays of windows) {
  const started = Date.now();
  const { quakes: _q, ...catalogue } = catalogues[catalogueName];
  const run = runEarthquakeHindcast(quakes, windowDays, { period, cityCount, catalogue });
  const s = run.score;
  console.log('');
  console.log(
    `== ${windowDays}-day windows, ${period} period ${day(run.setup.testStart)} .. ${day(run.setup.testEnd)}: ${s.windows} windows x ${s.sites} cities = ${s.forecasts} forecasts`,
  );
  console.log(
    `events           ${s.eventsObserved} site-windows with an event (base rate ${f(s.baseRate)}; mean forecast ${f(s.meanForecast)})`,
  );
  console.log(`Brier            model ${f(s.brier, 5)} | base rate ${f(s.brierBaseRate, 5)} | per-city Poisson ${f(s.brierPoisson, 5)}`);
  console.log(
    `skill (%)        vs base rate ${ci(s.skillVsBaseRate)} | vs per-city Poisson ${ci(s.skillVsPoisson)}   (95% bootstrap over cities)`,
  );
  console.log(
    `ceiling          ${f(s.inSampleCitySkill, 1)} %: skill of each city's own frequency in these windows (known only afterwards)`,
  );
  console.log(
    `quiet places     forecast/observed ${ci(s.quietRatio, 2)} over ${s.quietForecasts} site-windows with no M5+ within ${c.companion.radiusKm} km before them (${s.quietEvents} events, mean forecast ${f(s.quietMeanForecast, 5)})`,
  );
  console.log(
    `Murphy           reliability ${s.murphy.reliability.toExponential(2)}, resolution ${s.murphy.resolution.toExponential(2)}, uncertainty ${s.murphy.uncertainty.toExponential(2)}`,
  );
  console.log('reliability      forecast bin: mean forecast -> observed frequency (count)');
  for (const b of s.reliability)
    console.log(`  ${f(b.lower, 3)}-${f(b.upper, 3)}: ${f(b.meanForecast)} -> ${f(b.observed)}  (n=${b.count})`);
  if (compare !== undefined) {
    const mine = c.shortTerm;
    setShortTerm(compare);
    const other = hindcastRecords(quakes, run.sites, run.setup);
    setShortTerm(mine);
    const o = scoreHindcast(other);
    const d = pairedSkillDifference(run.records, other);
    console.log(
      `compared with    short term ${compare}: skill vs base rate ${ci(o.skillVsBaseRate)}, vs per-city Poisson ${ci(o.skillVsPoisson)}, quiet ratio ${ci(o.quietRatio, 2)}, Murphy reliability ${o.murphy.reliability.toExponential(2)}`,
    );
    console.log(
      `paired           ${mine} - ${compare}: ${f(d.difference.estimate, 2)} [${f(d.difference.lower, 2)}, ${f(d.difference.upper, 2)}] skill points vs base rate (cities resampled once for both); Brier lower in ${d.citiesBetter} cities, higher in ${d.citiesWorse}`,
    );
  }
  if (compareCatalogue !== undefined) {
    const { quakes: otherQuakes, ...otherCatalogue } = catalogues[compareCatalogue];
    const other = hindcastRecords(otherQuakes, run.sites, hindcastSetup(windowDays, period, otherCatalogue));
    const o = scoreHindcast(other);
    const d = pairedSkillDifference(run.records, other);
    console.log(
      `compared with    catalogue ${compareCatalogue}: skill vs base rate ${ci(o.skillVsBaseRate)}, vs per-city Poisson ${ci(o.skillVsPoisson)}, quiet ratio ${ci(o.quietRatio, 2)}, Murphy reliability ${o.murphy.reliability.toExponential(2)}, mean forecast ${f(o.meanForecast)}`,
    );
    console.log(
      `paired           ${catalogueName} - ${compareCatalogue}: ${f(d.difference.estimate, 2)} [${f(d.difference.lower, 2)}, ${f(d.difference.upper, 2)}] skill points vs base rate (cities resampled once for both); Brier lower in ${d.citiesBetter} cities, higher in ${d.citiesWorse}`,
    );
  }
  console.log(`(${Date.now() - started} ms)`);
  if (windowDays === 30 && !(s.skillVsBaseRate.lower > 0)) failed = true;
}
if (failed) {
  console.error('The 30-day skill over the base rate has a 95% lower bound at or below 0.');
  process.exitCode = 1;
}
