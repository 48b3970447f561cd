// The source layer's one interface: every live API answers with a value, never a throw.
import type { Descriptor } from '../i18n/message.js';

export const SOURCE_IDS = [
  'usgs',
  'eonet',
  'open-meteo-forecast',
  'open-meteo-flood',
  'open-meteo-air-quality',
  'open-meteo-archive',
  'open-meteo-climate',
  'open-meteo-ensemble',
  'open-meteo-geocoding',
  'nasa-power',
  'gbif',
  'reliefweb',
  'views',
  'fews-net',
] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

/** Names shown in `forecast.dataSources` and `sourceStatus`. */
export const SOURCE_NAMES: Record<SourceId, string> = {
  usgs: 'USGS Earthquake Catalog',
  eonet: 'NASA EONET',
  'open-meteo-forecast': 'Open-Meteo Forecast',
  'open-meteo-flood': 'Open-Meteo Flood',
  'open-meteo-air-quality': 'Open-Meteo Air Quality',
  'open-meteo-archive': 'Open-Meteo Historical Weather',
  'open-meteo-climate': 'Open-Meteo Climate (CMIP6)',
  'open-meteo-ensemble': 'Open-Meteo Ensemble',
  'open-meteo-geocoding': 'Open-Meteo Geocoding',
  'nasa-power': 'NASA POWER',
  gbif: 'GBIF',
  reliefweb: 'ReliefWeb',
  views: 'ViEWS (PRIO/Uppsala)',
  'fews-net': 'FEWS NET',
};

/**
 * `not_covered`: the source answered, but publishes nothing for this place (a country ViEWS or FEWS NET does not
 * forecast); set by a runner, never by the layer, so it counts against no breaker.
 */
export type FailureKind = 'offline' | 'timeout' | 'network' | 'http' | 'rate_limited' | 'parse' | 'circuit_open' | 'not_covered';

export type SourceOutcome<T> =
  | {
      ok: true;
      source: SourceId;
      data: T;
      /** When the data was fetched from the live API (ISO 8601). */
      fetchedAt: string;
      /** True when answered from the local cache rather than a call made for this answer. */
      cached: boolean;
      /** When the answer stops being fresh (ISO 8601; in the past for a stale one); absent when it is not cached. */
      expiresAt?: string;
      /** Set when the live call failed (or offline mode is on) and an older cached answer was served instead. */
      liveError?: string;
    }
  | {
      ok: false;
      source: SourceId;
      kind: FailureKind;
      /** Short human reason, e.g. "HTTP 503 from upstream" or "timed out after 8000 ms". */
      reason: string;
      /** The reason as a message when our code wrote it (sources/reason.ts), for answers in other languages. */
      reasonWords?: Descriptor;
      /**
       * Set when only a wait stands in the way (a budget, ours or the source's Retry-After): in how many ms the call
       * will have been made (a call our budget refused is queued and made then: sources/deferred-calls.ts).
       */
      readyInMs?: number;
      /**
       * `not_covered` only: when the answer the place was found missing from stops being fresh (the forecast cache
       * keeps such a run until then: risk/forecast-cache.ts reusableUntil). Absent: not kept.
       */
      expiresAt?: string;
    };

export type SourceFailure = Extract<SourceOutcome<unknown>, { ok: false }>;

/** Where the source layer keeps a request's answer: what looks it up again without building the request anew. */
export interface RequestKey {
  source: SourceId;
  /** The cache key (place cell + stable params; sources/cache-key.ts cacheKeyOf). */
  key: string;
  /** How long the answer stays fresh (0: not cached). */
  ttlSec: number;
  /** The normaliser a stored body is read back through (SourceRequest.storeBody). */
  renormalize?: (body: unknown) => unknown;
}

/** What the source layer answers a request with: the outcome, and the key its answer is kept under. */
export interface Keyed<T> {
  key: RequestKey;
  outcome: SourceOutcome<T>;
}
