// How long each source's normalised answer stays fresh in the cache (one table for every source).

import { SOURCE_IDS, type SourceId } from './types.js';

const HOUR_SEC = 3600;
const DAY_SEC = 86_400;

/**
 * Fresh-for, per source. Forecasts change every model run (hours); archives, catalogues,
 * climate projections, gazetteers and GBIF counts change slowly (days). After this the answer
 * is refetched, but an expired answer is still served (marked stale) when the live call fails
 * or offline mode is on.
 */
export const SOURCE_TTL_SEC: Record<SourceId, number> = {
  'open-meteo-forecast': 3 * HOUR_SEC,
  'open-meteo-air-quality': 3 * HOUR_SEC,
  // ECMWF and GEFS ensembles run every 6 h (Ensemble API data table); half of that, like the forecast.
  'open-meteo-ensemble': 3 * HOUR_SEC,
  'open-meteo-flood': 6 * HOUR_SEC,
  eonet: 3 * HOUR_SEC,
  usgs: DAY_SEC,
  reliefweb: DAY_SEC,
  // ViEWS releases one run a month and FEWS NET about one analysis a month: a day's delay changes nothing.
  views: DAY_SEC,
  'fews-net': DAY_SEC,
  'open-meteo-archive': 7 * DAY_SEC,
  // Kept per cell in the history store (sources/history), never in this cache; a day for anything else.
  'nasa-power': DAY_SEC,
  gbif: 7 * DAY_SEC,
  'open-meteo-climate': 30 * DAY_SEC,
  'open-meteo-geocoding': 30 * DAY_SEC,
};

/** Sources that share Open-Meteo's free-tier quota (600/min, 5,000/h, 10,000/day per client). */
export const OPEN_METEO_SOURCES: readonly SourceId[] = SOURCE_IDS.filter((s) => s.startsWith('open-meteo-'));
