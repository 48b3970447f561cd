// `npm run hindcast:cities`: the shipped earthquake model's long-horizon shaking hazard for fifteen cities beside the
// published 475-year levels frozen in earthquake-cities-published.ts (docs/history/earthquake-fifteen-cities.md). The
// model is given what the app's USGS query would return (events within 300 km over 50 years, from the repo's real
// ComCat exports: M5.5+ before 2015-10-23, M5+ after, the cut-offs told to the model) and reads its shipped long
// catalogue (ISC-GEM 1904-2016, then the query's M6+) itself; now = 2025-10-23. "MMI with 10 % in 50 y" is the
// intensity our hazard curve exceeds with 10 % probability in 50 years, the hazard maps' 475-year level; a published
// PGA is converted with Worden et al. (2012).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { faultExceedances } from '../src-server/hazards/earthquake/fault-ruptures.js';
import type { EarthquakeCatalogue } from '../src-server/hazards/earthquake/catalogue.js';
import { earthquakeSeismicity, type Seismicity } from '../src-server/hazards/earthquake/seismicity.js';
import { intensityWithProbability, probabilitiesOfIntensity, shakingForecast } from '../src-server/hazards/earthquake/shaking-forecast.js';
import { populationList, shakingPopulations, shakingSite } from '../src-server/hazards/earthquake/shaking-populations.js';
import { mmiFromJmaIntensity, mmiFromPga } from '../src-server/hazards/earthquake/intensity.js';
import { DEFAULT_SITE_VS30, expectedExceedances, ROCK_VS30 } from '../src-server/hazards/earthquake/site-shaking.js';
import { distanceKm } from '../src-server/shared/geo.js';
import type { Quake } from '../src-server/sources/usgs/normalize.js';
import { FIFTEEN_CITIES, NO_PUBLISHED_LEVEL, TOKYO_30_YEAR, type PublishedCity } from './earthquake-cities-published.js';
import { HINDCAST_CSV, HINDCAST_OLDER_CSV, longCatalogue, parseSignificantCsv, parseUsgsCsv } from './hindcast-data.js';

const NOW = new Date('2025-10-23T00:00:00Z');
const YEAR_MS = 365.25 * 86_400_000;
/** How far ours may sit from the published level and count as agreeing (issue 31); Tehran's own target is 1.0. */
export const TOLERANCE_MMI = 0.5;
/** JMA 6-lower (instrumental intensity 5.5) as MMI, through PGV (Midorikawa et al. 1999; Worden et al. 2012): 8.07. */
export const JMA_6_LOWER_MMI = mmiFromJmaIntensity(5.5);
/**
 * The maps give a PGA level, converted to MMI by the median relation (Worden et al. 2012): the same quantity is our
 * hazard with the subduction model's intensity as the median conversion of its PGA, without the conversion's own scatter
 * (the crustal equation is in intensity already, its scatter its own). The app's forecasts keep the scatter.
 */
const MAP_LIKE = false;

export interface CityRow {
  name: string;
  events: number;
  largeEvents: number;
  p50: { vi: number; vii: number; viii: number };
  p30viii: number;
  /** P(MMI >= the MMI of JMA 6-lower, 8.07) in 30 years at the app's default site, without and with the conversion's scatter. */
  p30jma6lower: [number, number];
  mmi475: number | null;
  /** The same with the conversion's scatter kept (the app's own intensity hazard), for comparison. */
  mmi475WithScatter: number | null;
  /** Published level as MMI: a value, a range, or a bound; null when none could be read. */
  published: { low: number; high: number } | { below: number } | null;
  /** Ours minus the published level (0 inside a range; for a bound, how far past it), null without a level. */
  difference: number | null;
  agrees: boolean;
  source: string;
  /** Shares of the exceedances of the 475-year level (rock) by source: crustal, interface, intraslab seismicity, faults. */
  shares: { crustal: number; interface: number; intraslab: number; faults: number } | null;
}

/** Which sources make the exceedances of `level` (rock) over `window`: crustal, interface and intraslab seismicity, faults. */
function sharesAt(s: Seismicity, window: { start: Date; end: Date }, level: number): CityRow['shares'] {
  const p = shakingPopulations(s, window);
  const site = shakingSite(s, ROCK_VS30, populationList(p), MAP_LIKE);
  const out = { crustal: 0, interface: 0, intraslab: 0, faults: faultExceedances(p.faults, p.years, level) };
  for (const pop of populationList(p)) out[pop.kind ?? 'crustal'] += expectedExceedances(pop.grid, pop.magnitudes, level, site, pop.kind);
  const total = out.crustal + out.interface + out.intraslab + out.faults;
  return total > 0
    ? { crustal: out.crustal / total, interface: out.interface / total, intraslab: out.intraslab / total, faults: out.faults / total }
    : null;
}

function publishedMmi(city: PublishedCity): CityRow['published'] {
  const p = city.published;
  if (!p) return null;
  if (p.pgaG) return { low: mmiFromPga(p.pgaG[0]), high: mmiFromPga(p.pgaG[1]) };
  if (p.mmiBound?.below !== undefined) return { below: p.mmiBound.below };
  return null;
}

function differenceOf(ours: number | null, published: CityRow['published']): number | null {
  if (published === null) return null;
  const x = ours ?? 3;
  if ('below' in published) return Math.max(0, x - published.below);
  return x < published.low ? x - published.low : x > published.high ? x - published.high : 0;
}

/** The query the app would make around a city (300 km, 50 years), answered from the repo's ComCat exports. */
function queryAround(city: PublishedCity, quakes: readonly Quake[], cutoffs: { start: Date; minMagnitude: number }[]): EarthquakeCatalogue {
  const start = new Date(NOW.getTime() - 50 * YEAR_MS);
  const events = quakes.filter(
    (q) =>
      Date.parse(q.time) >= start.getTime() && Date.parse(q.time) < NOW.getTime() && distanceKm(city.lat, city.lng, q.lat, q.lng) <= 300,
  );
  return { events, query: { center: city, radiusKm: 300, minMagnitude: 5, start, end: NOW, cutoffs } };
}

export function fifteenCityTable(quakes: readonly Quake[], cutoffs: { start: Date; minMagnitude: number }[]): CityRow[] {
  return FIFTEEN_CITIES.map((city) => {
    const s = earthquakeSeismicity(queryAround(city, quakes, cutoffs), city, NOW);
    const years = (y: number) => ({ start: NOW, end: new Date(NOW.getTime() + y * YEAR_MS) });
    // The maps are for reference rock: the subduction model's site term at Vs30 760 m/s. Tokyo's J-SHIS figure is at
    // the surface: the app's default site (unknown soil, site class D).
    const f50 = shakingForecast(s, years(50), ROCK_VS30);
    const f30 = shakingForecast(s, years(30));
    const mmi475 = intensityWithProbability(s, years(50), 0.1, ROCK_VS30, MAP_LIKE);
    const mmi475WithScatter = intensityWithProbability(s, years(50), 0.1, ROCK_VS30);
    const published = publishedMmi(city);
    const difference = differenceOf(mmi475, published);
    const tolerance = city.name === 'Tehran' ? 1.0 : TOLERANCE_MMI;
    return {
      name: city.name,
      events: s.allEvents.length,
      largeEvents: s.around.large.events,
      p50: { vi: f50.curve.probability[6], vii: f50.curve.probability[7], viii: f50.curve.probability[8] },
      p30viii: f30.curve.probability[8],
      // As a threshold on ground motion (without the conversion's scatter), and as an intensity (with it).
      p30jma6lower: [
        probabilitiesOfIntensity(s, years(30), [JMA_6_LOWER_MMI], DEFAULT_SITE_VS30, MAP_LIKE)[0]!,
        probabilitiesOfIntensity(s, years(30), [JMA_6_LOWER_MMI])[0]!,
      ],
      mmi475,
      mmi475WithScatter,
      published,
      difference,
      agrees: difference !== null && Math.abs(difference) <= tolerance + 1e-9,
      shares: mmi475 === null ? null : sharesAt(s, years(50), mmi475),
      source: city.published
        ? `${city.published.source}${city.published.other ? `; other: ${city.published.other}` : ''}`
        : (NO_PUBLISHED_LEVEL[city.name] ?? 'none'),
    };
  });
}

/** The repo's two ComCat exports as the app's 50-year query would see them (as `npm run hindcast` uses them). */
export function cityCatalogue(): { quakes: Quake[]; cutoffs: { start: Date; minMagnitude: number }[] } {
  const read = (path: string) => readFileSync(fileURLToPath(new URL(`../test/fixtures/recorded/${path}`, import.meta.url)), 'utf8');
  const long = longCatalogue(parseSignificantCsv(read(HINDCAST_OLDER_CSV)), parseUsgsCsv(read(HINDCAST_CSV)));
  return { quakes: long.quakes, cutoffs: long.cutoffs };
}

function main(): void {
  const { quakes, cutoffs } = cityCatalogue();
  const rows = fifteenCityTable(quakes, cutoffs);
  const pct = (x: number) => `${(x * 100).toFixed(x < 0.1 ? 1 : 0)}%`;
  const level = (p: CityRow['published']) =>
    p === null ? 'n/a' : 'below' in p ? `< ${p.below}` : p.low === p.high ? p.low.toFixed(1) : `${p.low.toFixed(1)}-${p.high.toFixed(1)}`;
  console.log(
    '| city | USGS M5+ (M5.5+ before 2015-10) within 300 km, 50 y | long catalogue M6+ within 300 km | P(MMI >= VI) 50 y | P(>= VII) 50 y | P(>= VIII) 50 y | MMI with 10% in 50 y (ours, map-like) | same with the conversion scatter (the app) | published 475-year level, as MMI | ours - published | within target | published source |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const diff = r.difference === null ? 'n/a' : `${r.difference >= 0 ? '+' : ''}${r.difference.toFixed(2)}`;
    console.log(
      `| ${r.name} | ${r.events} | ${r.largeEvents} | ${pct(r.p50.vi)} | ${pct(r.p50.vii)} | ${pct(r.p50.viii)} | ${r.mmi475 === null ? '< 3' : r.mmi475.toFixed(1)} | ${r.mmi475WithScatter === null ? '< 3' : r.mmi475WithScatter.toFixed(1)} | ${level(r.published)} | ${diff} | ${r.agrees ? 'yes' : 'no'} | ${r.source} |`,
    );
  }
  console.log('\nShares of the exceedances of the 475-year level on rock (crustal seismicity / interface / intraslab / fault sources):');
  for (const r of rows)
    if (r.shares)
      console.log(
        `  ${r.name}: ${pct(r.shares.crustal)} / ${pct(r.shares.interface)} / ${pct(r.shares.intraslab)} / ${pct(r.shares.faults)}`,
      );
  const met = rows.filter((r) => r.agrees).length;
  console.log(
    `\nWithin ${TOLERANCE_MMI} MMI of the published level (Tehran: 1.0): ${met} of ${rows.length} cities (${rows.filter((r) => r.published !== null).length} have a published level).`,
  );
  const tokyo = rows.find((r) => r.name === 'Tokyo')!;
  const [lo, hi] = TOKYO_30_YEAR.band;
  const factor2 = tokyo.p30viii >= lo / 2 && tokyo.p30viii <= hi * 2;
  console.log(
    `Tokyo, 30 years: P(MMI >= VIII) = ${pct(tokyo.p30viii)} against ${pct(lo)}-${pct(hi)} published (within a factor of 2: ${factor2 ? 'yes' : 'no'}). ${TOKYO_30_YEAR.source}`,
  );
  console.log(
    `Tokyo, 30 years, J-SHIS's own quantity: P(MMI >= ${JMA_6_LOWER_MMI.toFixed(2)}, JMA 6-lower through PGV) = ${pct(tokyo.p30jma6lower[0])} as a ground-motion threshold (no conversion scatter), ${pct(tokyo.p30jma6lower[1])} as an intensity (with it), at the app's default site (class D), against the map's surface figure.`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
