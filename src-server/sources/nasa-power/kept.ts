// The weather models' daily history from NASA POWER (MERRA-2 meteorology, CERES/GEWEX radiation), kept per MERRA-2
// cell (sources/history), with ERA5's daily maximum gusts (POWER has none) kept per ERA5 cell: one POWER call and one
// light ERA5 call per cell serve every hazard. The rows have the shapes ERA5's have (Era5Day, WeatherDay, Era5SnowDay),
// so the models read them unchanged; minimum humidity comes from the dew point and the maximum, reference
// evapotranspiration from FAO-56 Penman-Monteith (science/fao56.ts). docs/sources.md "Kept history".
import { memo } from '../../shared/derived.js';
import { freezeFlatRows } from '../../shared/freeze.js';
import { referenceEvapotranspiration, rhMinFromDewPoint, saturationVapourPressure } from '../../science/fao56.js';
import type { SourceHttp } from '../layer.js';
import { era5Cell, merra2Cell } from '../history/cells.js';
import { keptClient, type KeptHistory } from '../history/kept.js';
import { byUtcDay, spanIndex, type KeptSeries } from '../history/series.js';
import { dateOfNo, dayNo } from '../../shared/day-of-year.js';
import { ERA5_DAY_FIELDS, historyPeriods, type Era5Day, type Era5SnowDay } from '../open-meteo-archive/client.js';
import { era5CellUrl, gustRows, keptEra5Series, type KeptEra5 } from '../open-meteo-archive/kept.js';
import { WEATHER_DAY_FIELDS, type WeatherDay } from '../open-meteo-forecast/normalize.js';
import type { Keyed, SourceOutcome } from '../types.js';
import { createNasaPowerClient, POWER_DAILY_PARAMS, POWER_SNOW_PARAMS } from './client.js';

export const POWER_SERIES = 'nasa-power:daily';
export const POWER_SNOW_SERIES = 'nasa-power:snow';
export const ERA5_GUST_SERIES = 'open-meteo-archive:era5-gusts';

type At = { lat: number; lng: number; now: Date };

/** ERA5's daily maximum gusts, asked alone (one variable: ~80 weighted calls for 30 years, once per cell, its own). */
export const era5GustUrl = (endpoint: string, q: { lat: number; lng: number }, from: string, to: string): string =>
  era5CellUrl(endpoint, q, ['wind_gusts_10m_max'], from, to);

/** One POWER day in the models' terms, or nulls where POWER has none. */
function dayOf(p: KeptSeries, i: number, dayOfYear: number) {
  const c = p.columns;
  const tmax = c.T2M_MAX![i] ?? null;
  const tmin = c.T2M_MIN![i] ?? null;
  const dew = c.T2MDEW![i] ?? null;
  const u2 = c.WS2M![i] ?? null;
  const rs = c.ALLSKY_SFC_SW_DWN![i] ?? null;
  const ws = c.WS10M![i] ?? null;
  const wsMax = c.WS10M_MAX![i] ?? null;
  const et0 =
    tmax !== null && tmin !== null && dew !== null && u2 !== null && rs !== null
      ? referenceEvapotranspiration({
          tmaxC: tmax,
          tminC: tmin,
          eaKpa: saturationVapourPressure(dew),
          u2,
          rsMj: rs,
          elevationM: p.source.elevation ?? 0,
          latitude: p.source.latitude ?? 0,
          dayOfYear,
        })
      : null;
  return {
    tmaxC: tmax,
    tminC: tmin,
    precipMm: c.PRECTOTCORR![i] ?? null,
    windMeanKmh: ws === null ? null : ws * 3.6,
    windMaxKmh: wsMax === null ? null : wsMax * 3.6,
    rhMinPct: tmax !== null && dew !== null ? rhMinFromDewPoint(dew, tmax) : null,
    et0Mm: et0,
  };
}

/** The days of [from, to] a POWER series has, each with its date, day of year and gust from the ERA5 series (if any). */
function* days(p: KeptSeries, gusts: KeptSeries | undefined, from: string, to: string) {
  const [a, b, first] = spanIndex(p, from, to);
  const gFirst = gusts ? dayNo(gusts.first) : 0;
  const gLast = gusts ? dayNo(gusts.last) : -1;
  for (let i = a; i <= b; i++) {
    const n = first + i;
    const date = dateOfNo(n);
    const gust = gusts && n >= gFirst && n <= gLast ? (gusts.columns.wind_gusts_10m_max![n - gFirst] ?? null) : null;
    yield { i, date, dayOfYear: n - dayNo(`${date.slice(0, 4)}-01-01`) + 1, gust };
  }
}

/** The rows of [from, to] with the date and `fields`: POWER's day in the models' terms, the gust from ERA5's series. */
function powerRows<T extends { date: string }>(
  p: KeptSeries,
  gusts: KeptSeries | undefined,
  from: string,
  to: string,
  fields: readonly (keyof ReturnType<typeof dayOf> | 'gustMaxKmh')[],
): T[] {
  const rows: T[] = [];
  for (const d of days(p, gusts, from, to)) {
    const v = dayOf(p, d.i, d.dayOfYear);
    const row: Record<string, unknown> = { date: d.date };
    for (const f of fields) row[f] = f === 'gustMaxKmh' ? d.gust : v[f];
    rows.push(row as T);
  }
  return freezeFlatRows(rows);
}

/** The physical hazards' rows of [from, to] (the fields normalizeEra5Physical gives). */
export const powerEra5Rows = memo((p: KeptSeries, gusts: KeptSeries | undefined, from: string, to: string): Era5Day[] =>
  powerRows(p, gusts, from, to, ERA5_DAY_FIELDS),
);

/** Weather rows of [from, to] (the fields normalizeWeatherDaily gives). */
export const powerWeatherRows = memo((p: KeptSeries, gusts: KeptSeries | undefined, from: string, to: string): WeatherDay[] =>
  powerRows(p, gusts, from, to, WEATHER_DAY_FIELDS),
);

/** Snow depth rows of [from, to]: POWER's SNODP (cm) in metres, 0-100 m, else null. */
export const powerSnowRows = memo((s: KeptSeries, from: string, to: string): Era5SnowDay[] => {
  const rows: Era5SnowDay[] = [];
  for (const d of days(s, undefined, from, to)) {
    const cm = s.columns.SNODP![d.i] ?? null;
    const m = cm === null ? null : cm / 100;
    rows.push({ date: d.date, snowDepthM: m !== null && m >= 0 && m <= 100 ? m : null });
  }
  return freezeFlatRows(rows);
});

/**
 * The ERA5 clients' methods (createEra5PhysicalClient, the archive's climatology and recent) answered from NASA POWER
 * and ERA5's gusts: the same rows' shapes; the outcomes say which source answered (NASA POWER; ERA5 for `gusts`).
 */
export function createKeptPowerClients(powerBase: string, archiveEndpoint: string, http: SourceHttp, history: KeptHistory) {
  const power = createNasaPowerClient(powerBase, http);
  const periodsOf = byUtcDay(historyPeriods);
  const span = (q: At) => periodsOf(q.now).span;
  const powerSeries = (q: At, series: string, params: readonly string[]) =>
    history.series({
      series,
      source: 'nasa-power',
      cell: merra2Cell(q.lat, q.lng),
      variables: params,
      ...span(q),
      fetch: (a, b, call) => power.daily(q, params, a, b, call.recursSec),
    });
  const gustSpec: KeptEra5 = {
    series: ERA5_GUST_SERIES,
    source: 'open-meteo-archive',
    variables: ['wind_gusts_10m_max'],
    url: (q, a, b) => era5GustUrl(archiveEndpoint, q, a, b),
  };
  const gusts = (q: At): Promise<SourceOutcome<KeptSeries>> => keptEra5Series(history, http, gustSpec, q, span(q));
  const keyOf = (source: 'nasa-power' | 'open-meteo-archive', q: At, name: string) => ({
    source,
    key: `${name}|${merra2Cell(q.lat, q.lng)}|${era5Cell(q.lat, q.lng)}`,
    ttlSec: 0,
  });
  /** POWER's rows with ERA5's gusts (the gust series failing leaves the gusts null: the outcome is POWER's). */
  async function withGusts<T>(q: At, name: string, rows: (p: KeptSeries, g: KeptSeries | undefined) => T): Promise<Keyed<T>> {
    const [p, g] = await Promise.all([powerSeries(q, POWER_SERIES, POWER_DAILY_PARAMS), gusts(q)]);
    const gust = g.ok ? g.data : undefined;
    return history.view(p, keyOf('nasa-power', q, name), (s) => rows(s, gust), gust);
  }
  /** A client method: POWER's rows of a period of the day (historyPeriods) with ERA5's gusts. */
  const withGustsOf =
    <T>(
      period: 'physical' | 'climatology' | 'recent',
      name: string,
      rows: (p: KeptSeries, g: KeptSeries | undefined, from: string, to: string) => T,
    ) =>
    (q: At): Promise<Keyed<T>> => {
      const p = periodsOf(q.now)[period];
      return withGusts(q, `${name}:${p.start}:${p.end}`, (s, g) => rows(s, g, p.start, p.end));
    };
  return {
    era5Physical: keptClient({
      daily: withGustsOf<Era5Day[]>('physical', 'physical', powerEra5Rows),
      async snow(q: At): Promise<Keyed<Era5SnowDay[]>> {
        const p = periodsOf(q.now).physical;
        const s = await powerSeries(q, POWER_SNOW_SERIES, POWER_SNOW_PARAMS);
        return history.view(s, keyOf('nasa-power', q, `snow:${p.end}`), (k) => powerSnowRows(k, p.start, p.end));
      },
      /** ERA5's gusts over the physical period: the outcome of the gusts the rows carry (a hazard reading them reports it). */
      async gusts(q: At): Promise<Keyed<{ date: string; gustMaxKmh: number | null }[]>> {
        const p = periodsOf(q.now).physical;
        const g = await gusts(q);
        return history.view(g, keyOf('open-meteo-archive', q, `gusts:${p.end}`), (k) => gustRows(k, p.start, p.end));
      },
    }),
    openMeteoArchive: keptClient({
      climatology: withGustsOf<WeatherDay[]>('climatology', 'climatology', powerWeatherRows),
      recent: withGustsOf<WeatherDay[]>('recent', 'recent', powerWeatherRows),
    }),
  };
}
