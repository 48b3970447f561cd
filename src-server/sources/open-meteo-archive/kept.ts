// ERA5 kept per ERA5 cell (sources/history): one Open-Meteo call per cell, with every daily variable a model reads,
// from the 30-year period's start to the archive's newest day, then only the missing days. Every hazard's ERA5 rows
// (the physical 30 years and snow depth, the 10-year climatology, the recent past) are slices of it, the same rows the
// separate calls gave.
import { freezeFlatRows } from '../../shared/freeze.js';
import { memo } from '../../shared/derived.js';
import type { SourceHttp } from '../layer.js';
import { era5Cell, era5Point, OWN_CELL_PARAMS } from '../history/cells.js';
import { keptClient, type KeptHistory } from '../history/kept.js';
import { keptOpenMeteoSeries, type KeptOpenMeteo } from '../history/open-meteo.js';
import { byUtcDay, spanIndex, type KeptSeries } from '../history/series.js';
import { dateOfNo } from '../../shared/day-of-year.js';
import { openMeteoUrl } from '../open-meteo-request.js';
import type { Keyed, SourceOutcome } from '../types.js';
import { DAY_FIELD_COLUMNS, WEATHER_DAY_FIELDS, type DayField, type WeatherDay } from '../open-meteo-forecast/normalize.js';
import { ERA5_DAY_FIELDS, historyPeriods, type Era5Day, type Era5SnowDay } from './client.js';

/** Every ERA5 daily variable a model reads (physical hazards, heat and drought, the bias correction, fire season). */
export const ERA5_KEPT_VARS = [
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'wind_speed_10m_max',
  'wind_speed_10m_mean',
  'wind_gusts_10m_max',
  'relative_humidity_2m_min',
  'et0_fao_evapotranspiration',
  'snow_depth_max',
] as const;

/** The kept series' name (store key with the cell). */
export const ERA5_SERIES = 'open-meteo-archive:era5-daily';

/** An ERA5 cell's `daily` series, asked at its grid point as the cell's own (OWN_CELL_PARAMS). */
export function era5CellUrl(endpoint: string, q: { lat: number; lng: number }, daily: readonly string[], from: string, to: string): string {
  // ERA5 itself (0.25°), not the best match of several models: every place of the cell reads the same series.
  const params = { start_date: from, end_date: to, daily: daily.join(','), models: 'era5', ...OWN_CELL_PARAMS };
  return openMeteoUrl(endpoint, era5Point(q.lat, q.lng), params);
}

/** The cell's series of every variable a model reads. */
export const era5KeptUrl = (endpoint: string, q: { lat: number; lng: number }, from: string, to: string): string =>
  era5CellUrl(endpoint, q, ERA5_KEPT_VARS, from, to);

/** An ERA5 series kept per ERA5 cell: asked of ERA5 alone (the answer's columns carry its name, keptEra5Series). */
export type KeptEra5 = Omit<KeptOpenMeteo, 'model'>;

/** An ERA5 series kept per ERA5 cell, asked at the cell's grid point. */
export function keptEra5Series(
  history: KeptHistory,
  http: SourceHttp,
  spec: KeptEra5,
  q: { lat: number; lng: number },
  span: { from: string; to: string },
): Promise<SourceOutcome<KeptSeries>> {
  const where = { cell: era5Cell(q.lat, q.lng), point: era5Point(q.lat, q.lng) };
  return keptOpenMeteoSeries(history, http, { ...spec, model: 'era5' }, q, where, span);
}

/** The rows of [from, to] with the date and `fields` read from their columns (a day without a value: null). */
function columnRows<T extends { date: string }>(k: KeptSeries, from: string, to: string, fields: readonly DayField[]): T[] {
  const [a, b, first] = spanIndex(k, from, to);
  const columns = fields.map((f) => [f, k.columns[DAY_FIELD_COLUMNS[f]]!] as const);
  const rows: T[] = [];
  for (let i = a; i <= b; i++) {
    const row: Record<string, unknown> = { date: dateOfNo(first + i) };
    for (const [f, col] of columns) row[f] = col[i] ?? null;
    rows.push(row as T);
  }
  return freezeFlatRows(rows);
}

/** The physical hazards' rows of [from, to] (as normalizeEra5Physical gives them). */
export const era5Rows = memo((k: KeptSeries, from: string, to: string): Era5Day[] => columnRows(k, from, to, ERA5_DAY_FIELDS));

/** Snow depth rows of [from, to] (as normalizeEra5Snow gives them: 0-100 m, else null). */
export const snowRows = memo((k: KeptSeries, from: string, to: string): Era5SnowDay[] => {
  const [a, b, first] = spanIndex(k, from, to);
  const col = k.columns.snow_depth_max!;
  const rows: Era5SnowDay[] = [];
  for (let i = a; i <= b; i++) {
    const s = col[i] ?? null;
    rows.push({ date: dateOfNo(first + i), snowDepthM: s !== null && s >= 0 && s <= 100 ? s : null });
  }
  return freezeFlatRows(rows);
});

/** Gust rows of [from, to] (of this series, or of ERA5's gust series kept beside NASA POWER's). */
export const gustRows = memo((k: KeptSeries, from: string, to: string): { date: string; gustMaxKmh: number | null }[] =>
  columnRows(k, from, to, ['gustMaxKmh']),
);

/** Weather rows of [from, to] (as normalizeWeatherDaily gives them). */
export const weatherRows = memo((k: KeptSeries, from: string, to: string): WeatherDay[] => columnRows(k, from, to, WEATHER_DAY_FIELDS));

type At = { lat: number; lng: number; now: Date };

/**
 * The ERA5 clients (the physical hazards' and heat and drought's), answered from the kept series of the place's ERA5
 * cell: the same methods, rows and outcomes' source as createEra5PhysicalClient and createOpenMeteoArchiveClient.
 */
export function createKeptEra5Clients(endpoint: string, http: SourceHttp, history: KeptHistory) {
  const periodsOf = byUtcDay(historyPeriods);
  const spec: KeptEra5 = {
    series: ERA5_SERIES,
    source: 'open-meteo-archive',
    variables: ERA5_KEPT_VARS,
    url: (q, a, b) => era5KeptUrl(endpoint, q, a, b),
  };
  const series = (q: At): Promise<SourceOutcome<KeptSeries>> => keptEra5Series(history, http, spec, q, periodsOf(q.now).span);
  /** A slice of the cell's series as a client answer (never in the layer's cache: the store keeps it). */
  const slice = async <T>(q: At, name: string, rows: (k: KeptSeries) => T): Promise<Keyed<T>> => {
    const outcome = await series(q);
    return history.view(
      outcome,
      { source: 'open-meteo-archive', key: `${ERA5_SERIES}|${era5Cell(q.lat, q.lng)}|${name}`, ttlSec: 0 },
      rows,
    );
  };
  /** A client method: the rows of a period of the day (historyPeriods), kept under the period's name and days. */
  const method =
    <T>(period: 'physical' | 'climatology' | 'recent', name: string, rows: (k: KeptSeries, from: string, to: string) => T) =>
    (q: At): Promise<Keyed<T>> => {
      const p = periodsOf(q.now)[period];
      return slice(q, `${name}:${p.start}:${p.end}`, (k) => rows(k, p.start, p.end));
    };
  return {
    era5Physical: keptClient({
      daily: method<Era5Day[]>('physical', 'physical', era5Rows),
      snow: method<Era5SnowDay[]>('physical', 'snow', snowRows),
      /** The gusts over the physical period (here the daily rows carry them from the same series). */
      gusts: method('physical', 'gusts', gustRows),
    }),
    openMeteoArchive: keptClient({
      climatology: method<WeatherDay[]>('climatology', 'climatology', weatherRows),
      recent: method<WeatherDay[]>('recent', 'recent', weatherRows),
    }),
  };
}

/** The kept ERA5 history's clients (the physical hazards' and heat and drought's): what either history source answers. */
export type KeptEra5Clients = ReturnType<typeof createKeptEra5Clients>;
