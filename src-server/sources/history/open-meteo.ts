// An Open-Meteo daily series kept in the history store (kept.ts): the span call every such series makes (through the
// source layer, uncached there since the store keeps it, weighed as Open-Meteo counts it), and a place cell's days as
// a client's answer. One home, so the kept clients (ERA5, the ensemble's and the IFS run's past, GloFAS) ask alike.
import { placeCell } from '../../shared/geo.js';
import type { SourceHttp } from '../layer.js';
import { normalizeDailyColumns } from '../open-meteo-series.js';
import { openMeteoUrlWeight } from '../open-meteo-weight.js';
import type { Keyed, SourceId, SourceOutcome } from '../types.js';
import { keptClient, type KeptHistory } from './kept.js';
import { daysBeforeToday, type KeptSeries } from './series.js';

type LatLng = { lat: number; lng: number };

/** What a kept Open-Meteo series is and how its days are asked. */
export interface KeptOpenMeteo {
  series: string;
  source: SourceId;
  /** The columns kept, read from the answer under these names. */
  variables: readonly string[];
  /** The call for the days [from, to] of the place asked. */
  url(q: LatLng, from: string, to: string): string;
  /** The model suffix the answer's columns carry (normalizeDailyColumns), if any. */
  model?: string;
  /** Members per model named in the URL, for the weight (ensemble calls). */
  membersOf?: (model: string) => number;
}

/** Where a series is kept (`cell`, the store's key) and the point its call is made for (the layer's cache cell). */
export interface KeptWhere {
  cell: string;
  point: LatLng;
}

/** The kept series covering `span` (kept, extended, or fetched whole: kept.ts). */
export function keptOpenMeteoSeries(
  history: KeptHistory,
  http: SourceHttp,
  spec: KeptOpenMeteo,
  q: LatLng,
  where: KeptWhere,
  span: { from: string; to: string },
): Promise<SourceOutcome<KeptSeries>> {
  return history.series({
    series: spec.series,
    source: spec.source,
    cell: where.cell,
    variables: spec.variables,
    from: span.from,
    to: span.to,
    async fetch(a, b, call) {
      const url = spec.url(q, a, b);
      const keyed = await http.request({
        source: spec.source,
        url,
        cell: where.point,
        ttlSec: 0,
        ...call,
        normalize: (body) => normalizeDailyColumns(body, spec.variables, a, b, spec.model),
        weight: openMeteoUrlWeight(url, spec.membersOf),
      });
      return { ...keyed, url };
    },
  });
}

/** Where a series is kept by default: per place cell (0.1°), asked at the place. */
export const atPlaceCell = (q: LatLng): KeptWhere => ({ cell: placeCell(q.lat, q.lng), point: q });

/** The days `span` of a series kept where `where` says (by default per place cell), as `rows` gives them: a client's answer. */
export async function keptPlaceDays<T>(
  history: KeptHistory,
  http: SourceHttp,
  spec: KeptOpenMeteo,
  q: LatLng,
  span: { from: string; to: string },
  rows: (k: KeptSeries) => T,
  whereOf: (q: LatLng) => KeptWhere = atPlaceCell,
): Promise<Keyed<T>> {
  const where = whereOf(q);
  const outcome = await keptOpenMeteoSeries(history, http, spec, q, where, span);
  return history.view(outcome, { source: spec.source, key: `${spec.series}|${where.cell}|${span.to}`, ttlSec: 0 }, rows);
}

/**
 * A client of a place's last `days` days before today (the ensemble's own past, the IFS run's), kept where `whereOf`
 * says (their model's grid cell): `daily(q)` answers them as `rows` reads them.
 */
export function keptPastDaysClient<T>(
  history: KeptHistory,
  http: SourceHttp,
  spec: KeptOpenMeteo,
  days: number,
  rows: (k: KeptSeries, from: string, to: string) => T,
  whereOf: (q: LatLng) => KeptWhere = atPlaceCell,
) {
  const spanOf = daysBeforeToday(days);
  return keptClient({
    async daily(q: { lat: number; lng: number; now: Date }): Promise<Keyed<T>> {
      const span = spanOf(q.now);
      return keptPlaceDays(history, http, spec, q, span, (k) => rows(k, span.from, span.to), whereOf);
    },
  });
}
