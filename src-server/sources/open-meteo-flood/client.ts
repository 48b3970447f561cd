// Open-Meteo Flood client (`OPEN_METEO_FLOOD_URL` + query): GloFAS discharge forecast and its reanalysis history.
import type { SourceHttp } from '../layer.js';
import { openMeteoUrlWeight } from '../open-meteo-weight.js';
import { coord, isoDay, normalizeDailyColumns } from '../open-meteo-series.js';
import type { Keyed } from '../types.js';
import { normalizeEnsemble } from '../open-meteo-ensemble/normalize.js';
import {
  DISCHARGE_FORECAST_VARS,
  normalizeDischargeForecast,
  normalizeDischargeHistory,
  type DischargeDay,
  type DischargeHistoryDay,
} from './normalize.js';
import { DAY_MS } from '../../shared/clock.js';
import { memo } from '../../shared/derived.js';
import { freezeFlatRows } from '../../shared/freeze.js';
import { placeCell } from '../../shared/geo.js';
import { keptMethod, type KeptHistory } from '../history/kept.js';
import { dateOf, dayNo, type KeptSeries } from '../history/series.js';

/** GloFAS's medium-range ensemble runs 30 days; past days show where the river is coming from. */
export const FLOOD_FORECAST_DAYS = 30;
export const FLOOD_PAST_DAYS = 7;
/** Complete years of reanalysis for the return levels (GloFAS v4 reanalysis starts in 1984). */
export const FLOOD_HISTORY_YEARS = 20;

export function floodForecastUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  const params = new URLSearchParams({
    latitude: coord(q.lat),
    longitude: coord(q.lng),
    daily: DISCHARGE_FORECAST_VARS.join(','),
    start_date: isoDay(new Date(q.now.getTime() - FLOOD_PAST_DAYS * DAY_MS)),
    end_date: isoDay(new Date(q.now.getTime() + (FLOOD_FORECAST_DAYS - 1) * DAY_MS)),
    timezone: 'GMT',
  });
  return `${endpoint}?${params}`;
}

export function floodHistoryUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  const y = q.now.getUTCFullYear();
  const params = new URLSearchParams({
    latitude: coord(q.lat),
    longitude: coord(q.lng),
    daily: 'river_discharge',
    start_date: `${y - FLOOD_HISTORY_YEARS}-01-01`,
    end_date: `${y - 1}-12-31`,
    timezone: 'GMT',
  });
  return `${endpoint}?${params}`;
}

export function createOpenMeteoFloodClient(endpoint: string, http: SourceHttp) {
  return {
    async forecast(q: { lat: number; lng: number; now: Date }): Promise<Keyed<DischargeDay[]>> {
      return http.request({
        storeBody: true,
        source: 'open-meteo-flood',
        url: floodForecastUrl(endpoint, q),
        cell: q,
        normalize: normalizeDischargeForecast,
        weight: openMeteoUrlWeight(floodForecastUrl(endpoint, q)),
      });
    },
    async history(q: { lat: number; lng: number; now: Date }): Promise<Keyed<DischargeHistoryDay[]>> {
      return http.request({
        storeBody: true,
        source: 'open-meteo-flood',
        url: floodHistoryUrl(endpoint, q),
        cell: q,
        normalize: normalizeDischargeHistory,
        weight: openMeteoUrlWeight(floodHistoryUrl(endpoint, q)),
      });
    },
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
  const params = new URLSearchParams({
    latitude: coord(q.lat),
    longitude: coord(q.lng),
    daily: 'river_discharge',
    ensemble: 'true',
    start_date: isoDay(q.now),
    end_date: isoDay(new Date(q.now.getTime() + (days - 1) * DAY_MS)),
    timezone: 'GMT',
  });
  return `${endpoint}?${params}`;
}

export function floodReanalysisUrl(endpoint: string, q: { lat: number; lng: number; now: Date }): string {
  const params = new URLSearchParams({
    latitude: coord(q.lat),
    longitude: coord(q.lng),
    daily: 'river_discharge',
    start_date: GLOFAS_REANALYSIS_START,
    end_date: `${q.now.getUTCFullYear() - 1}-12-31`,
    timezone: 'GMT',
  });
  return `${endpoint}?${params}`;
}

export function createGlofasClient(endpoint: string, http: SourceHttp) {
  return {
    /** Every GloFAS member from today for `days` days (at most 7 months). */
    async members(q: { lat: number; lng: number; now: Date; days: number }): Promise<Keyed<DischargeMembers>> {
      return http.request({
        storeBody: true,
        source: 'open-meteo-flood',
        url: floodMembersUrl(endpoint, q),
        cell: q,
        normalize: normalizeDischargeMembers,
        weight: openMeteoUrlWeight(floodMembersUrl(endpoint, q)),
      });
    },
    /** The reanalysis from 1984 to the last complete year. */
    async reanalysis(q: { lat: number; lng: number; now: Date }): Promise<Keyed<DischargeHistoryDay[]>> {
      return http.request({
        storeBody: true,
        source: 'open-meteo-flood',
        url: floodReanalysisUrl(endpoint, q),
        cell: q,
        normalize: normalizeDischargeHistory,
        ttlSec: 7 * 86_400,
        weight: openMeteoUrlWeight(floodReanalysisUrl(endpoint, q)),
      });
    },
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
  return {
    members: live.members,
    reanalysis: keptMethod(async (q: { lat: number; lng: number; now: Date }): Promise<Keyed<DischargeHistoryDay[]>> => {
      const to = `${q.now.getUTCFullYear() - 1}-12-31`;
      const cell = placeCell(q.lat, q.lng);
      const outcome = await history.series({
        series: GLOFAS_REANALYSIS_SERIES,
        source: 'open-meteo-flood',
        cell,
        variables: ['river_discharge'],
        from: GLOFAS_REANALYSIS_START,
        to,
        async fetch(a, b, call) {
          const url = floodReanalysisSpanUrl(endpoint, q, a, b);
          const keyed = await http.request({
            source: 'open-meteo-flood',
            url,
            cell: q,
            ttlSec: 0,
            ...call,
            normalize: (body) => normalizeDailyColumns(body, ['river_discharge'], a, b),
            weight: openMeteoUrlWeight(url),
          });
          return { ...keyed, url };
        },
      });
      const key = { source: 'open-meteo-flood' as const, key: `${GLOFAS_REANALYSIS_SERIES}|${cell}|${to}`, ttlSec: 0 };
      return history.view(outcome, key, (k) => dischargeRows(k, GLOFAS_REANALYSIS_START, to));
    }),
  };
}

export function floodReanalysisSpanUrl(endpoint: string, q: { lat: number; lng: number }, from: string, to: string): string {
  const params = new URLSearchParams({
    latitude: coord(q.lat),
    longitude: coord(q.lng),
    daily: 'river_discharge',
    start_date: from,
    end_date: to,
    timezone: 'GMT',
  });
  return `${endpoint}?${params}`;
}

/** The reanalysis rows of [from, to] (as normalizeDischargeHistory gives them). */
const dischargeRows = memo((k: KeptSeries, from: string, to: string): DischargeHistoryDay[] => {
  const first = dayNo(k.first);
  const a = Math.max(0, dayNo(from) - first);
  const b = Math.min(dayNo(k.last), dayNo(to)) - first;
  const col = k.columns.river_discharge!;
  const rows: DischargeHistoryDay[] = [];
  for (let i = a; i <= b; i++) rows.push({ date: dateOf(first + i), q: col[i] ?? null });
  return freezeFlatRows(rows);
});
