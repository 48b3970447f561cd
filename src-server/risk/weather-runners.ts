// The weather hazards' IO half: which Open-Meteo and EONET calls each model needs, made in parallel.
import type { Hazard } from '../contracts/enums.js';
import { HORIZON_DAYS } from '../contracts/enums.js';
import { airQualityModel } from '../forecast/models/air-quality.js';
import { droughtModel } from '../forecast/models/drought.js';
import { FLOOD, floodModel } from '../forecast/models/flood.js';
import { heatModel } from '../forecast/models/heat.js';
import { STORM, stormModel } from '../forecast/models/storm.js';
import { EONET_CATALOGUE_YEARS, type WeatherObservations } from '../forecast/models/weather-common.js';
import { WILDFIRE, wildfireModel } from '../forecast/models/wildfire.js';
import type { ModelContext, ModelResult } from '../forecast/types.js';
import type { EonetCategory, EonetClient } from '../sources/eonet/client.js';
import type { OpenMeteoAirQualityClient } from '../sources/open-meteo-air-quality/client.js';
import type { OpenMeteoArchiveClient } from '../sources/open-meteo-archive/client.js';
import type { OpenMeteoClimateClient } from '../sources/open-meteo-climate/client.js';
import type { OpenMeteoEnsembleClient } from '../sources/open-meteo-ensemble/client.js';
import type { OpenMeteoFloodClient } from '../sources/open-meteo-flood/client.js';
import type { OpenMeteoForecastClient } from '../sources/open-meteo-forecast/client.js';
import type { SourceOutcome } from '../sources/types.js';

export interface WeatherClients {
  eonet: EonetClient;
  openMeteoForecast: OpenMeteoForecastClient;
  openMeteoArchive: OpenMeteoArchiveClient;
  openMeteoFlood: OpenMeteoFloodClient;
  openMeteoAirQuality: OpenMeteoAirQualityClient;
  openMeteoClimate: OpenMeteoClimateClient;
  openMeteoEnsemble: OpenMeteoEnsembleClient;
}

interface Run {
  outcomes: SourceOutcome<unknown>[];
  result: ModelResult | null;
}
type WeatherRunner = (ctx: ModelContext, clients: WeatherClients) => Promise<Run>;

const data = <T>(o: SourceOutcome<T> | undefined): T | undefined => (o?.ok ? o.data : undefined);

/**
 * One evaluation asks several hazards at once with the same context object; the forecast and archive
 * calls they share are made once per evaluation (the source layer's cache dedupes across requests).
 */
const perEvaluation = new WeakMap<ModelContext, Map<string, Promise<SourceOutcome<unknown>>>>();
function shared<T>(ctx: ModelContext, key: string, call: () => Promise<SourceOutcome<T>>): Promise<SourceOutcome<T>> {
  let calls = perEvaluation.get(ctx);
  if (!calls) perEvaluation.set(ctx, (calls = new Map()));
  let p = calls.get(key);
  if (!p) calls.set(key, (p = call()));
  return p as Promise<SourceOutcome<T>>;
}
const forecastOf = (ctx: ModelContext, c: WeatherClients) => shared(ctx, 'forecast', () => c.openMeteoForecast.daily(at(ctx)));
const archiveOf = (ctx: ModelContext, c: WeatherClients) => shared(ctx, 'archive', () => c.openMeteoArchive.climatology(at(ctx)));
const climateOf = (ctx: ModelContext, c: WeatherClients) =>
  shared(ctx, 'climate', () => c.openMeteoClimate.daily({ ...at(ctx), horizonYears: HORIZON_DAYS[ctx.horizon] / 365.25 }));
/** The ensemble with its own 92 past days (the bias correction's model side); one call serves every weather hazard. */
export const ENSEMBLE_PAST_DAYS = 92;
const ensembleOf = (ctx: ModelContext, c: WeatherClients) => shared(ctx, 'ensemble', () => c.openMeteoEnsemble.daily({ ...at(ctx), pastDays: ENSEMBLE_PAST_DAYS }));
const recentOf = (ctx: ModelContext, c: WeatherClients) => shared(ctx, 'archive-recent', () => c.openMeteoArchive.recent(at(ctx)));
const at = (ctx: ModelContext) => ({ lat: ctx.place.lat, lng: ctx.place.lng, now: ctx.now });
const decades = (ctx: ModelContext) => ctx.horizon === '10y' || ctx.horizon === '30y';

const eonet = (ctx: ModelContext, clients: WeatherClients, category: EonetCategory, radiusKm: number) =>
  clients.eonet.events({
    lat: ctx.place.lat,
    lng: ctx.place.lng,
    radiusKm,
    start: new Date(ctx.now.getTime() - EONET_CATALOGUE_YEARS * 365.25 * 86_400_000),
    end: ctx.now,
    categories: [category],
  });

/** Two calls to one source (flood forecast + history) report as one: ok when either answered. */
function asOne(a: SourceOutcome<unknown>, b: SourceOutcome<unknown>): SourceOutcome<unknown> {
  if (a.ok && b.ok) return Date.parse(a.fetchedAt) <= Date.parse(b.fetchedAt) ? a : b;
  if (a.ok) return a;
  if (b.ok) return b;
  return a;
}

/** Runs the model when at least one source answered; `result: null` only when none did. */
function finish(outcomes: SourceOutcome<unknown>[], run: () => ModelResult): Run {
  return { outcomes, result: outcomes.some((o) => o.ok) ? run() : null };
}

const flood: WeatherRunner = async (ctx, c) => {
  const [forecast, archive, discharge, history, events] = await Promise.all([
    forecastOf(ctx, c),
    archiveOf(ctx, c),
    c.openMeteoFlood.forecast(at(ctx)),
    c.openMeteoFlood.history(at(ctx)),
    eonet(ctx, c, 'floods', FLOOD.radiusKm),
  ]);
  const obs: WeatherObservations = {
    forecast: data(forecast),
    archive: data(archive),
    discharge: data(discharge),
    dischargeHistory: data(history),
    eonet: data(events),
  };
  return finish([forecast, archive, asOne(discharge, history), events], () => floodModel(obs, ctx));
};

const fireOrStorm =
  (category: EonetCategory, radiusKm: number, model: (o: WeatherObservations, ctx: ModelContext) => ModelResult): WeatherRunner =>
  async (ctx, c) => {
    const [forecast, archive, events] = await Promise.all([
      forecastOf(ctx, c),
      archiveOf(ctx, c),
      eonet(ctx, c, category, radiusKm),
    ]);
    const obs: WeatherObservations = { forecast: data(forecast), archive: data(archive), eonet: data(events) };
    return finish([forecast, archive, events], () => model(obs, ctx));
  };

/** Heat: the ensemble and ERA5 (recent past for the bias correction, the climatology); CMIP6 for 10y/30y. */
const heat: WeatherRunner = async (ctx, c) => {
  const long = HORIZON_DAYS[ctx.horizon] >= 365;
  const [ensemble, archive, recent, climate] = await Promise.all([
    long ? undefined : ensembleOf(ctx, c),
    archiveOf(ctx, c),
    long ? undefined : recentOf(ctx, c),
    decades(ctx) ? climateOf(ctx, c) : undefined,
  ]);
  const obs = { ensemble: data(ensemble), archive: data(archive), recent: data(recent), climate: data(climate) };
  const outcomes = ([ensemble, archive, recent, climate] as (SourceOutcome<unknown> | undefined)[]).filter((o): o is SourceOutcome<unknown> => o !== undefined);
  return finish(outcomes, () => heatModel(obs, ctx));
};

/** Drought: the ensemble and ERA5 (recent past, climatology) for the first season; CMIP6 for 10y/30y. */
const drought: WeatherRunner = async (ctx, c) => {
  const [ensemble, archive, recent, climate] = await Promise.all([ensembleOf(ctx, c), archiveOf(ctx, c), recentOf(ctx, c), decades(ctx) ? climateOf(ctx, c) : undefined]);
  const obs = { ensemble: data(ensemble), archive: data(archive), recent: data(recent), climate: data(climate) };
  const outcomes = ([ensemble, archive, recent, climate] as (SourceOutcome<unknown> | undefined)[]).filter((o): o is SourceOutcome<unknown> => o !== undefined);
  return finish(outcomes, () => droughtModel(obs, ctx));
};

/** Air quality: the CAMS forecast with its recent days, and the CAMS history for the season. */
const airQuality: WeatherRunner = async (ctx, c) => {
  const [air, history] = await Promise.all([c.openMeteoAirQuality.hourly(at(ctx)), c.openMeteoAirQuality.history(at(ctx))]);
  return finish([air, history], () => airQualityModel({ air: data(air), history: data(history) }, ctx));
};

export const WEATHER_RUNNERS: Record<'flood' | 'wildfire' | 'heat' | 'storm' | 'air-quality' | 'drought', WeatherRunner> = {
  flood,
  wildfire: fireOrStorm('wildfires', WILDFIRE.radiusKm, wildfireModel),
  heat,
  storm: fireOrStorm('severeStorms', STORM.radiusKm, stormModel),
  'air-quality': airQuality,
  drought,
};
