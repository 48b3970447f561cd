// createServices: wires storage, sources and domain modules together; decorated as app.services.
import { createApiKeyStore } from './auth/api-keys.js';
import { createManageTokenStore } from './auth/manage-tokens.js';
import { createMinuteLimiter, createQuotaService } from './auth/quota.js';
import type { Config } from './config/schema.js';
import { createEmbedService } from './embed/service.js';
import { loadGazetteer } from './geocode/gazetteer.js';
import { createPromptWords } from './geocode/languages/prompt-words.js';
import { createPromptReader } from './geocode/understand.js';
import type { HazardRegistry } from './hazards/registry.js';
import { createContracts } from './contracts/index.js';
import { createForecastCache } from './risk/forecast-cache.js';
import { createAnswerCache } from './risk/answer-cache.js';
import { createRiskService } from './risk/service.js';
import type { Clock } from './shared/clock.js';
import { createEonetClient } from './sources/eonet/client.js';
import { createGbifClient } from './sources/gbif/client.js';
import { createSourceLayer } from './sources/layer.js';
import type { BudgetTime, WindowLimit } from './sources/limiter.js';
import type { SourceTransport } from './sources/transport.js';
import { createOutcomeMemo } from './sources/outcome-memo.js';
import { createGeocodingClient } from './sources/open-meteo-geocoding/client.js';
import { createReliefWebClient } from './sources/reliefweb/client.js';
import { createViewsClient } from './sources/views/client.js';
import { createFewsNetClient } from './sources/fews-net/client.js';
import { createUsgsClient } from './sources/usgs/client.js';
import { createOpenMeteoAirQualityClient } from './sources/open-meteo-air-quality/client.js';
import { createClimatePhysicalClient, createOpenMeteoClimateClient } from './sources/open-meteo-climate/client.js';
import { createOpenMeteoEnsembleClient } from './sources/open-meteo-ensemble/client.js';
import { createKeptGlofasClient, createOpenMeteoFloodClient } from './sources/open-meteo-flood/client.js';
import { createKeptHistory } from './sources/history/kept.js';
import { createHistoryRepo } from './sources/history/repo.js';
import { createKeptEra5Clients } from './sources/open-meteo-archive/kept.js';
import { createKeptPowerClients } from './sources/nasa-power/kept.js';
import { createKeptEnsemblePastClient } from './sources/open-meteo-ensemble/kept-past.js';
import { createKeptIfsPastClient } from './sources/open-meteo-forecast/kept-past.js';
import { isFreeTierHost } from './sources/limiter.js';
import { createOpenMeteoForecastClient } from './sources/open-meteo-forecast/client.js';
import { createTrackRecordService } from './track-record/service.js';
import { createWatchesRepo } from './watches/repo.js';
import { createWatchService } from './watches/service.js';
import { createWatchActivity } from './watches/activity.js';
import { createWatchUseCase } from './watches/create-watch.js';
import { createOutboxRepo } from './notify/outbox-repo.js';
import { createOutbox } from './notify/outbox.js';
import { urlHostKey } from './net/address-policy.js';
import type { AddressPolicy, Resolver } from './net/guarded-agent.js';
import type { SecretBox } from './secrets/secret-box.js';
import { createNotifySettings } from './settings/notify-settings.js';
import { createAppSettings } from './settings/app-settings.js';
import { createSourceSettings } from './settings/source-settings.js';
import type { DesktopNotifierPort } from './notify/channels/desktop.js';
import { createDeliveryHealth } from './notify/delivery-health.js';
import { createTileProxy } from './basemap/tiles.js';
import { createEvaluationsRepo } from './watches/evaluations-repo.js';
import { createWatchRunner } from './watches/run-watch.js';
import { createRefreshPlanner } from './watches/refresh-plan.js';
import { createScheduler } from './watches/scheduler.js';
import { placeAtCoordinates } from './geocode/resolve.js';
import { createPortfoliosRepo } from './portfolios/repo.js';
import { createPortfolioRisk } from './portfolios/risk.js';
import { createPortfolioService } from './portfolios/service.js';
import { createPortfolioWatchRunner, portfolioPlace } from './portfolios/watch-runner.js';
import { createWatchSitesRepo } from './portfolios/watch-sites-repo.js';
import type { Db } from './db/sql.js';

export interface ServiceDeps {
  config: Config;
  db: Db;
  clock: Clock;
  fetch: typeof globalThis.fetch;
  /**
   * How source GETs go out (sources/transport.ts), made under the sources' address policy (configured hosts trusted
   * as written, every other host checked); default: `fetch` as a transport.
   */
  sourceTransport?: (policy: AddressPolicy) => SourceTransport;
  hazards: HazardRegistry;
  /** DNS for every guarded outbound call, checked at connect time (tests script it). */
  resolver?: Resolver;
  /** Seals secrets at rest (signing secrets, webhook and Slack targets, SMTP URL, Telegram token). */
  secretBox: SecretBox;
  /** The desktop shell's notifier (src-main); absent headless. */
  desktopNotifier?: DesktopNotifierPort;
  /** The time the Open-Meteo budget runs on (default real time; tests and benches move it). */
  budgetTime?: BudgetTime;
  /** The budget's windows instead of a minute, an hour and a day (tests shorten them). */
  openMeteoWindows?: WindowLimit[];
}

/**
 * Whether the daily history comes from NASA POWER: so set, or `auto` and the Open-Meteo budget counts the archive's
 * calls (every call, or the public free-tier host it is asked of).
 */
export function historyFromPower(config: Pick<Config, 'historySource' | 'openMeteoLimitScope' | 'sources'>): boolean {
  if (config.historySource !== 'auto') return config.historySource === 'nasa-power';
  return (
    config.openMeteoLimitScope === 'all' || (config.openMeteoLimitScope === 'free-tier' && isFreeTierHost(config.sources.openMeteoArchive))
  );
}

/** How often a team-server instance re-reads what another instance may have changed (settings, recalibrations). */
export const SHARED_REFRESH_MS = 5_000;

export function createServices(deps: ServiceDeps) {
  const { config, db, clock } = deps;
  // Offline mode and map tiles: switchable at run time from the dashboard; HAZARDCAST_OFFLINE=1 forces offline.
  const appSettings = createAppSettings({ db, config, clock });
  const notifySettings = createNotifySettings({ db, config, clock, secretBox: deps.secretBox });
  // One address policy for every outbound call (net/): the owner's private-targets switch governs them all.
  const allowPrivate = () => notifySettings.allowPrivateTargets();
  // A source's configured host is trusted as written (a self-hosted Open-Meteo on the LAN); a redirect elsewhere is not.
  const sourceHosts = new Set(
    Object.entries(config.sources)
      .filter(([id]) => id !== 'telegram')
      .map(([, url]) => urlHostKey(url)),
  );
  const sourcePolicy: AddressPolicy = { allowPrivate, resolver: deps.resolver, trusted: (key) => sourceHosts.has(key) };
  // The Open-Meteo API key (settings over OPEN_METEO_API_KEY), sealed at rest.
  const sourceSettings = createSourceSettings({ db, config, clock, secretBox: deps.secretBox });
  // Every source client calls through this layer: cache, offline, de-duplication, limiter, breaker, retries.
  const http = createSourceLayer({
    fetch: deps.fetch,
    transport: deps.sourceTransport?.(sourcePolicy),
    userAgent: config.userAgent,
    offline: appSettings.isOffline,
    timeoutMs: config.sourceTimeoutMs,
    retries: config.sourceRetries,
    backoffMs: config.sourceBackoffMs,
    breakerFailures: config.sourceBreakerFailures,
    breakerHalfOpenMs: config.sourceBreakerHalfOpenMs,
    openMeteoPerMinute: config.openMeteoPerMinute,
    openMeteoPerHour: config.openMeteoPerHour,
    openMeteoPerDay: config.openMeteoPerDay,
    openMeteoLimitScope: config.openMeteoLimitScope,
    openMeteoApiKey: sourceSettings.openMeteoApiKey,
    budgetTime: deps.budgetTime,
    openMeteoWindows: deps.openMeteoWindows,
    clock,
    db,
    cache: config.sourceCache,
    memoryCacheBytes: Math.round(config.payloadCacheMb * 1024 * 1024),
  });
  // History that cannot change but at its newest end, kept per source cell and extended (sources/history).
  const history = createKeptHistory({ repo: createHistoryRepo(db), clock });
  // The daily history: NASA POWER with ERA5's gusts where Open-Meteo's budget counts the archive's calls (docs/sources.md
  // "Kept history"), and the deterministic IFS run's past days for the bias correction; else ERA5 and the ensemble's own
  // past days, kept.
  const power = historyFromPower(config);
  const era5 = power
    ? createKeptPowerClients(config.sources.nasaPower, config.sources.openMeteoArchive, http, history)
    : createKeptEra5Clients(config.sources.openMeteoArchive, http, history);
  const clients = {
    usgs: createUsgsClient(config.sources.usgs, http),
    gbif: createGbifClient(config.sources.gbif, http),
    geocoding: createGeocodingClient(config.sources.openMeteoGeocoding, http),
    eonet: createEonetClient(config.sources.eonet, http),
    reliefweb: createReliefWebClient(config.sources.reliefweb, http, appSettings.reliefwebAppname),
    views: createViewsClient(config.sources.views, http),
    fewsNet: createFewsNetClient(config.sources.fewsNet, http),
    openMeteoForecast: createOpenMeteoForecastClient(config.sources.openMeteoForecast, http),
    openMeteoArchive: era5.openMeteoArchive,
    openMeteoFlood: createOpenMeteoFloodClient(config.sources.openMeteoFlood, http),
    openMeteoAirQuality: createOpenMeteoAirQualityClient(config.sources.openMeteoAirQuality, http),
    openMeteoClimate: createOpenMeteoClimateClient(config.sources.openMeteoClimate, http),
    openMeteoEnsemble: createOpenMeteoEnsembleClient(config.sources.openMeteoEnsemble, http),
    glofas: createKeptGlofasClient(config.sources.openMeteoFlood, http, history),
    era5Physical: era5.era5Physical,
    climatePhysical: createClimatePhysicalClient(config.sources.openMeteoClimate, http),
    ensemblePast: power
      ? createKeptIfsPastClient(config.sources.openMeteoForecast, http, history)
      : createKeptEnsemblePastClient(config.sources.openMeteoEnsemble, http, history),
  };
  const watchesRepo = createWatchesRepo(db, deps.secretBox);
  const manageTokens = createManageTokenStore({ db, clock });
  const watches = createWatchService({
    repo: watchesRepo,
    manageTokens,
    clock,
    defaultIntervalMin: config.watchIntervalMin,
    allowPrivateTargets: allowPrivate,
  });
  const { hazards } = deps;
  const trackRecord = createTrackRecordService({ db, clock, clients, hazards });
  // Prompts are read offline from the gazetteer; names it lacks go to the Open-Meteo geocoding API (cached for days).
  // The hazard words are the registry's: a prompt names only hazards this app serves.
  const promptWords = createPromptWords(hazards);
  // Each prompt's reading kept but for its time words, by its normalised text (geocode/understand.ts).
  const promptReader = createPromptReader({
    get gazetteer() {
      return loadGazetteer();
    },
    fallback: async (name) => (await clients.geocoding.search(name)).outcome,
    words: promptWords,
  });
  const understand = promptReader.understand;
  const contracts = createContracts(hazards.catalogue);
  // Portfolios: sites resolved once at import, as a question's place is; their risk is the risk service's own breakdown.
  const portfoliosRepo = createPortfoliosRepo(db);
  const portfolios = createPortfolioService({
    repo: portfoliosRepo,
    clock,
    finder: {
      at: (lat, lng) => placeAtCoordinates(loadGazetteer(), { lat, lng }),
      find: async (text) => (await understand(text, clock.now())).place,
    },
  });
  const createWatch = createWatchUseCase({
    clock,
    watches,
    understand,
    alertRequestSchema: contracts.risk.alertRequestSchema,
    portfolioPlace: async (principal, id) => portfolioPlace(await portfolios.getFor(principal, id)),
  });
  const risk = createRiskService({
    clock,
    understand,
    clients,
    promptWords,
    // Another place in a warm cell finds each source's cached answer by the key it had (sources/outcome-memo.ts).
    memo: createOutcomeMemo({ now: http.now, cached: http.cached }),
    // The physical hazards' companion links are recalibrated from the resolved track record.
    calibration: (hazard: string) => trackRecord.calibration(hazard),
    hazards,
    createWatch,
    trackRecord,
    // Model runs reused while their sources stay fresh (off with the source cache: then every question goes live).
    forecastCache: createForecastCache({ enabled: config.sourceCache }),
  });
  // Whole answers as sent, kept while the runs they were made from are (off with the source cache, like those runs).
  const answers = createAnswerCache({
    maxBytes: config.sourceCache ? config.answerCacheMb * 1024 * 1024 : 0,
    stampOf: risk.forecastCache.stampOf,
  });
  const portfolioRisk = createPortfolioRisk({ risk, clock, hazardIds: hazards.ids });
  const outbox = createOutbox({
    db,
    repo: createOutboxRepo(db, deps.secretBox),
    settings: notifySettings,
    clock,
    retry: { maxAttempts: config.notifyMaxAttempts, baseMs: config.notifyRetryBaseMs, maxMs: config.notifyRetryMaxMs },
    timeoutMs: config.notifyTimeoutMs,
    telegramApiUrl: config.sources.telegram,
    emailFrom: config.emailFrom,
    userAgent: config.userAgent,
    secretOf: (id) => watchesRepo.signingSecretOf(id),
    resolver: deps.resolver,
    desktop: () => deps.desktopNotifier ?? null,
    isOffline: appSettings.isOffline,
  });
  // Leaving offline mode sends what waited for it: the waiting deliveries are due before the PATCH answers.
  appSettings.onChange(async (now, before) => {
    if (before.offline && !now.offline) await outbox.wake().catch(() => undefined);
  });
  const evaluations = createEvaluationsRepo(db);
  // Each watched cell's Open-Meteo refreshes are planned within a share of the budget's windows (calls the budget does
  // not count, as on a customer host or a self-hosted server, cost the plan nothing).
  const planner = createRefreshPlanner({ windows: http.openMeteoWindows(), share: config.watchBudgetShare });
  const watchRunner = createWatchRunner({
    db,
    risk,
    repo: watchesRepo,
    evaluations,
    outbox,
    defaultIntervalMin: config.watchIntervalMin,
    budget: { planner, withBudget: http.withBudget },
    // Watches on a portfolio: every site evaluated, one alert for the sites that crossed.
    portfolioWatches: createPortfolioWatchRunner({
      db,
      risk,
      watches: watchesRepo,
      evaluations,
      outbox,
      portfolios: portfoliosRepo,
      sites: createWatchSitesRepo(db),
      defaultIntervalMin: config.watchIntervalMin,
    }),
  });
  const watchScheduler = createScheduler({ repo: watchesRepo, runner: watchRunner, outbox, clock });
  const deliveryHealth = createDeliveryHealth(db);
  const watchActivity = createWatchActivity({
    outbox,
    evaluations,
    deliveryHealth,
    runner: watchRunner,
    kickOutbox: () => watchScheduler.kickOutbox(),
    clock,
  });
  watches.onChange((id) => void watchScheduler.scheduleWatch(id).catch(() => undefined));
  outbox.onWork(() => watchScheduler.kickOutbox());
  const notify = { settings: notifySettings, outbox, evaluations, health: deliveryHealth };
  const embed = createEmbedService({ risk, hazards, gazetteer: loadGazetteer, clock });
  const apiKeys = createApiKeyStore({ db, clock });
  const quota = createQuotaService({ db, clock });
  const embedLimiter = createMinuteLimiter({ clock, perMinute: config.embedPerMinute });
  const tiles = createTileProxy({
    settings: appSettings,
    allowPrivate,
    resolver: deps.resolver,
    userAgent: config.userAgent,
    timeoutMs: config.sourceTimeoutMs,
  });
  /** Liveness: the database answers (rejects when it does not; the route then answers 500). */
  const health = { check: async (): Promise<void> => void (await db.get('SELECT 1')) };

  // What lives in memory over the database: read once before the app serves, and on the team server again every
  // SHARED_REFRESH_MS, since another instance may change it (a setting, a resolution that refits a recalibration).
  const refreshShared = async () => {
    await appSettings.load();
    await sourceSettings.load();
    await notifySettings.load();
    await trackRecord.refresh();
  };
  let refresher: ReturnType<typeof setInterval> | undefined;
  const shared = {
    /** Reads settings and recalibrations; on PostgreSQL keeps re-reading them until `stop`. */
    async start(log?: { warn(obj: object, msg: string): void }): Promise<void> {
      await refreshShared();
      if (db.dialect !== 'postgres' || refresher) return;
      refresher = setInterval(
        () => void refreshShared().catch((err: unknown) => log?.warn({ err }, 'could not re-read the shared settings')),
        SHARED_REFRESH_MS,
      );
      refresher.unref();
    },
    stop(): void {
      if (refresher) clearInterval(refresher);
      refresher = undefined;
    },
  };
  return {
    shared,
    health,
    clock,
    watchesRepo,
    http,
    history,
    clients,
    hazards,
    promptWords,
    contracts,
    watches,
    createWatch,
    watchActivity,
    risk,
    answers,
    portfolios,
    portfolioRisk,
    embed,
    apiKeys,
    manageTokens,
    quota,
    embedLimiter,
    notify,
    watchRunner,
    watchPlanner: planner,
    watchScheduler,
    trackRecord,
    appSettings,
    sourceSettings,
    tiles,
  };
}
export type Services = ReturnType<typeof createServices>;
