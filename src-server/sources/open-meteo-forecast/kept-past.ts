// The past days of the deterministic ECMWF IFS run (Open-Meteo Forecast, models=ecmwf_ifs025), kept per model grid
// cell (0.25°, asked at the grid point as the ensemble is: the cell's own values, so the mapping carries the members'
// cell onto the history and every place in the cell shares one series) in sources/history, and extended by a day a
// day: the model side of the members' bias correction when the daily history is NASA POWER (the budget's
// configuration), in place of the ensemble's own 92 past days (51 members: 235 of its 273 weighted calls).
// docs/methodology/flood-storm-wildfire.md "Bias correction of the members".
import { memo } from '../../shared/derived.js';
import { freezeFlatRows } from '../../shared/freeze.js';
import { ifs025Cell, ifs025Point, OWN_CELL_PARAMS } from '../history/cells.js';
import type { SourceHttp } from '../layer.js';
import type { KeptHistory } from '../history/kept.js';
import { keptPastDaysClient, type KeptOpenMeteo } from '../history/open-meteo.js';
import { spanIndex, type KeptSeries } from '../history/series.js';
import { dateOfNo } from '../../shared/day-of-year.js';
import { openMeteoUrl } from '../open-meteo-request.js';
import { ENSEMBLE_MODEL_DAILY_VARS } from '../open-meteo-ensemble/client.js';
import type { EnsembleDaily, EnsembleDay } from '../open-meteo-ensemble/normalize.js';

export const IFS_PAST_SERIES = 'open-meteo-forecast:ecmwf_ifs025-past';
export const IFS_MODEL = 'ecmwf_ifs025';
/** The past days mapped: as many as the ensemble's own past (the Ensemble API's 92). */
export const IFS_PAST_DAYS = 92;

/** The run's days [from, to] at the 0.25° grid point of a place's cell, as the cell's own values. */
export function ifsPastUrl(endpoint: string, q: { lat: number; lng: number }, from: string, to: string): string {
  return openMeteoUrl(
    endpoint,
    ifs025Point(q.lat, q.lng),
    { daily: ENSEMBLE_MODEL_DAILY_VARS.join(','), models: IFS_MODEL, start_date: from, end_date: to },
    OWN_CELL_PARAMS,
  );
}

const VAR_OF: Record<(typeof ENSEMBLE_MODEL_DAILY_VARS)[number], keyof EnsembleDay> = {
  temperature_2m_max: 'tmaxC',
  temperature_2m_min: 'tminC',
  precipitation_sum: 'precipMm',
  wind_speed_10m_mean: 'windMeanKmh',
  wind_gusts_10m_max: 'gustMaxKmh',
  relative_humidity_2m_min: 'rhMinPct',
  et0_fao_evapotranspiration: 'et0Mm',
};

const emptyDay = (date: string): EnsembleDay => ({
  date,
  tmaxC: null,
  tminC: null,
  tmeanC: null,
  precipMm: null,
  windMaxKmh: null,
  windMeanKmh: null,
  gustMaxKmh: null,
  rhMinPct: null,
  rhMeanPct: null,
  rhMaxPct: null,
  et0Mm: null,
});

/** The run's days [from, to] as a one-member ensemble (member 0, the control's place). */
export const ifsPastEnsemble = memo((k: KeptSeries, from: string, to: string): EnsembleDaily => {
  const [a, b, first] = spanIndex(k, from, to);
  const dates: string[] = [];
  const days: EnsembleDay[] = [];
  for (let i = a; i <= b; i++) {
    const day = emptyDay(dateOfNo(first + i));
    for (const v of ENSEMBLE_MODEL_DAILY_VARS) (day as unknown as Record<string, number | null>)[VAR_OF[v]] = k.columns[v]?.[i] ?? null;
    dates.push(day.date);
    days.push(day);
  }
  return { model: IFS_MODEL, dates, members: [{ member: 0, days: freezeFlatRows(days) }] };
});

/**
 * The ensemble with a past's days before its own first day, member by member: the ensemble's own kept past (every
 * member), or the deterministic run's (member 0 reads it, the other members have none: the bias correction pools
 * whatever member has a past day; the drought's control run fills ERA5's lag with them).
 */
export const withPast = memo((e: EnsembleDaily, past: EnsembleDaily): EnsembleDaily => {
  const start = e.dates[0];
  const keep = past.dates.map((d, i) => [d, i] as const).filter(([d]) => start === undefined || d < start);
  const pastOf = new Map(past.members.map((m) => [m.member, m.days]));
  return {
    model: e.model,
    dates: [...keep.map(([d]) => d), ...e.dates],
    members: e.members.map((m) => {
      const pastDays = pastOf.get(m.member);
      return { member: m.member, days: [...keep.map(([d, i]) => pastDays?.[i] ?? emptyDay(d)), ...m.days] };
    }),
  };
});

/** The run's last IFS_PAST_DAYS days before today, as a one-member ensemble. */
export function createKeptIfsPastClient(endpoint: string, http: SourceHttp, history: KeptHistory) {
  const spec: KeptOpenMeteo = {
    series: IFS_PAST_SERIES,
    source: 'open-meteo-forecast',
    variables: ENSEMBLE_MODEL_DAILY_VARS,
    url: (q, a, b) => ifsPastUrl(endpoint, q, a, b),
    model: IFS_MODEL,
  };
  // Kept per 0.25° cell and asked at its grid point (ifsPastUrl): every place in the cell shares one series.
  return keptPastDaysClient(history, http, spec, IFS_PAST_DAYS, ifsPastEnsemble, (q) => ({
    cell: ifs025Cell(q.lat, q.lng),
    point: ifs025Point(q.lat, q.lng),
  }));
}
export type IfsPastClient = ReturnType<typeof createKeptIfsPastClient>;
