// Open-Meteo Flood client (`OPEN_METEO_FLOOD_URL` + query): GloFAS discharge forecast and its reanalysis history.
import type { SourceHttp } from '../layer.js';
import { daysAround, openMeteoMethods, openMeteoUrl } from '../open-meteo-request.js';
import type { Keyed } from '../types.js';
import { normalizeEnsemble } from '../open-meteo-ensemble/normalize.js';
import { DISCHARGE_FORECAST_VARS, normalizeDischargeForecast, normalizeDischargeHistory, type DischargeHistoryDay } from './normalize.js';
import { memo } from '../../shared/derived.js';
import { freezeFlatRows } from '../../shared/freeze.js';
import { keptMethod, type KeptHistory } from '../history/kept.js';
import { keptPlaceDays, type KeptOpenMeteo } from '../history/open-meteo.js';
import { spanIndex, type KeptSeries } from '../history/series.js';
import { dateOfNo } from '../../shared/day-of-year.js';

/** GloFAS's medium-range ensemble runs 30 days; past days show where the river is coming from. */
export const FLOOD_FORECAST_DAYS = 30;
export const FLOOD_PAST_DAYS = 7;
/** Complete years of reanalysis for the return levels (GloFAS v4 reanalysis starts in 1984). */
export const FLOOD_HISTORY_YEARS = 20;

export function floodForecastUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  return openMeteoUrl(endpoint, q, {
    daily: DISCHARGE_FORECAST_VARS.join(','),
    ...daysAround(q.now, FLOOD_PAST_DAYS, FLOOD_FORECAST_DAYS),
  });
}

/** The river's discharge at the point asked, days [from, to]. */
export function dischargeSpanUrl(endpoint: string, q: { lat: number; lng: number }, from: string, to: string): string {
  return openMeteoUrl(endpoint, q, { daily: 'river_discharge', start_date: from, end_date: to });
}

export function floodHistoryUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  const y = q.now.getUTCFullYear();
  return dischargeSpanUrl(endpoint, q, `${y - FLOOD_HISTORY_YEARS}-01-01`, `${y - 1}-12-31`);
}

export function createOpenMeteoFloodClient(endpoint: string, http: SourceHttp) {
  const method = openMeteoMethods(http, 'open-meteo-flood', endpoint);
  return {
    forecast: method(floodForecastUrl, normalizeDischargeForecast, { followsClock: true }),
    history: method(floodHistoryUrl, normalizeDischargeHistory),
  };
}
export type OpenMeteoFloodClient = ReturnType<typeof createOpenMeteoFloodClient>;

// ---- GloFAS members and the whole reanalysis (the physical flood model) ----

/** GloFAS v4 reanalysis starts in 1984 (Open-Meteo Flood API data table; Harrigan et al. 2020 for v3). */
export const GLOFAS_REANALYSIS_START = '1984-01-01';
/** The seamless answer reaches 7 months ahead (30 days of forecast, then the seasonal forecast). */
export const GLOFAS_MEMBER_DAYS = 215;

export interface DischargeMembers {
  /** Dates from the first day asked. */
  dates: string[];
  /** Member 0 is the control run, then river_discharge_member01 ...; null where a member has no value. */
  members: (number | null)[][];
}

export function normalizeDischargeMembers(body: unknown): DischargeMembers {
  const s = normalizeEnsemble(body, 'daily', ['river_discharge'] as const, 'glofas');
  return { dates: s.time.map((t) => t.slice(0, 10)), members: s.members.map((m) => m.values.river_discharge) };
}

export function floodMembersUrl(endpoint: string, q: { lat: number; lng: number; now: Date; days: number }): string {
  const days = Math.max(1, Math.min(GLOFAS_MEMBER_DAYS, Math.ceil(q.days)));
  return openMeteoUrl(endpoint, q, { daily: 'river_discharge', ensemble: 'true', ...daysAround(q.now, 0, days) });
}

export function floodReanalysisUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  return dischargeSpanUrl(endpoint, q, GLOFAS_REANALYSIS_START, `${q.now.getUTCFullYear() - 1}-12-31`);
}

export function createGlofasClient(endpoint: string, http: SourceHttp) {
  const method = openMeteoMethods(http, 'open-meteo-flood', endpoint);
  return {
    /** Every GloFAS member from today for `days` days (at most 7 months). */
    members: method(floodMembersUrl, normalizeDischargeMembers, { followsClock: true }),
    /** The reanalysis from 1984 to the last complete year. */
    reanalysis: method(floodReanalysisUrl, normalizeDischargeHistory, { ttlSec: 7 * 86_400 }),
  };
}
export type GlofasClient = ReturnType<typeof createGlofasClient>;

/** The kept GloFAS reanalysis' name (store key with the place cell). */
export const GLOFAS_REANALYSIS_SERIES = 'open-meteo-flood:glofas-reanalysis';

/**
 * GloFAS members from the layer, and the reanalysis kept per place cell (the river cell the first place of the cell
 * asked for, as the layer's cache shared it): fetched once from 1984, then extended by the years that end.
 */
export function createKeptGlofasClient(endpoint: string, http: SourceHttp, history: KeptHistory) {
  const live = createGlofasClient(endpoint, http);
  const spec: KeptOpenMeteo = {
    series: GLOFAS_REANALYSIS_SERIES,
    source: 'open-meteo-flood',
    variables: ['river_discharge'],
    url: (q, a, b) => dischargeSpanUrl(endpoint, q, a, b),
  };
  return {
    members: live.members,
    reanalysis: keptMethod((q: { lat: number; lng: number; now: Date }): Promise<Keyed<DischargeHistoryDay[]>> => {
      const span = { from: GLOFAS_REANALYSIS_START, to: `${q.now.getUTCFullYear() - 1}-12-31` };
      return keptPlaceDays(history, http, spec, q, span, (k) => dischargeRows(k, span.from, span.to));
    }),
  };
}

/** The reanalysis rows of [from, to] (as normalizeDischargeHistory gives them). */
const dischargeRows = memo((k: KeptSeries, from: string, to: string): DischargeHistoryDay[] => {
  const [a, b, first] = spanIndex(k, from, to);
  const col = k.columns.river_discharge!;
  const rows: DischargeHistoryDay[] = [];
  for (let i = a; i <= b; i++) rows.push({ date: dateOfNo(first + i), q: col[i] ?? null });
  return freezeFlatRows(rows);
});
