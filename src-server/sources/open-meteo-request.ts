// How every Open-Meteo client asks: the URL (the point first, GMT days last, so a URL is one cache key per day) and
// the request through the source layer (the body stored, the weight as Open-Meteo counts the call).
import { DAY_MS } from '../shared/clock.js';
import type { SourceHttp, SourceRequest } from './layer.js';
import { coord, isoDay } from './open-meteo-series.js';
import { openMeteoUrlWeight } from './open-meteo-weight.js';
import type { Keyed, SourceId } from './types.js';

/**
 * The URL of a call at a point: `params` in their order between the coordinates and the time zone (GMT days), `after`
 * it (a grid point's own-cell parameters, history/cells.ts OWN_CELL_PARAMS).
 */
export function openMeteoUrl(
  endpoint: string,
  at: { lat: number; lng: number },
  params: Record<string, string>,
  after: Readonly<Record<string, string>> = {},
): string {
  const query = new URLSearchParams({ latitude: coord(at.lat), longitude: coord(at.lng), ...params, timezone: 'GMT', ...after });
  return `${endpoint}?${query}`;
}

/** The `start_date`/`end_date` of `pastDays` before today through `forecastDays` from today (today counted in). */
export function daysAround(now: Date, pastDays: number, forecastDays: number): { start_date: string; end_date: string } {
  return {
    start_date: isoDay(new Date(now.getTime() - pastDays * DAY_MS)),
    end_date: isoDay(new Date(now.getTime() + (forecastDays - 1) * DAY_MS)),
  };
}

/**
 * What a client's call adds to the layer's defaults: how long its answer stays fresh, members for the weight, the
 * point the layer caches it at (`cellOf`: a gridded model's grid point; default the place asked).
 */
export interface OpenMeteoCallOptions {
  ttlSec?: number;
  cellOf?: (q: { lat: number; lng: number }) => { lat: number; lng: number };
  /** Members per model named in the URL (ensemble calls: Open-Meteo counts every member as a variable). */
  membersOf?: (model: string) => number;
  /** The URL's days are `daysAround` today: an earlier day's answer may stand in (SourceRequest.followsClock). */
  followsClock?: boolean;
}

/** A client's call: its body kept by the cache, its weight from the URL (open-meteo-weight.ts). */
export function openMeteoRequest<T>(
  http: SourceHttp,
  source: SourceId,
  url: string,
  cell: { lat: number; lng: number },
  normalize: SourceRequest<T>['normalize'],
  options: OpenMeteoCallOptions = {},
): Promise<Keyed<T>> {
  return http.request({
    storeBody: true,
    source,
    url,
    cell,
    normalize,
    ...(options.ttlSec !== undefined ? { ttlSec: options.ttlSec } : {}),
    ...(options.followsClock ? { followsClock: true } : {}),
    weight: openMeteoUrlWeight(url, options.membersOf),
  });
}

/**
 * A client's methods of one source and endpoint: `method(url, normalize)` is the method asking `url(endpoint, q)` and
 * reading the answer with `normalize`, its query's type the URL's.
 */
export function openMeteoMethods(http: SourceHttp, source: SourceId, endpoint: string) {
  return <Q extends { lat: number; lng: number }, T>(
      url: (endpoint: string, q: Q) => string,
      normalize: (body: unknown) => T,
      options?: OpenMeteoCallOptions,
    ) =>
    (q: Q): Promise<Keyed<T>> =>
      openMeteoRequest(http, source, url(endpoint, q), options?.cellOf?.(q) ?? q, normalize, options);
}
