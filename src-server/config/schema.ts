// The validated, frozen configuration every part of the server reads (never process.env directly).
import { z } from 'zod';

/** Source base URLs (PRODUCT.md "Runtime shape"): Open-Meteo ones name the whole endpoint, the others a base. */
export const SOURCE_URL_DEFAULTS = {
  openMeteoForecast: 'https://api.open-meteo.com/v1/forecast',
  openMeteoGeocoding: 'https://geocoding-api.open-meteo.com/v1/search',
  openMeteoFlood: 'https://flood-api.open-meteo.com/v1/flood',
  openMeteoAirQuality: 'https://air-quality-api.open-meteo.com/v1/air-quality',
  openMeteoArchive: 'https://archive-api.open-meteo.com/v1/archive',
  openMeteoClimate: 'https://climate-api.open-meteo.com/v1/climate',
  openMeteoEnsemble: 'https://ensemble-api.open-meteo.com/v1/ensemble',
  nasaPower: 'https://power.larc.nasa.gov/api/temporal/daily/point',
  eonet: 'https://eonet.gsfc.nasa.gov/api/v3',
  usgs: 'https://earthquake.usgs.gov/fdsnws/event/1',
  gbif: 'https://api.gbif.org/v1',
  reliefweb: 'https://api.reliefweb.int/v2',
  views: 'https://api.viewsforecasting.org',
  fewsNet: 'https://fdw.fews.net/api',
  telegram: 'https://api.telegram.org',
} as const;

/** Environment variable behind each source URL. */
export const SOURCE_URL_ENV: Record<keyof typeof SOURCE_URL_DEFAULTS, string> = {
  openMeteoForecast: 'OPEN_METEO_FORECAST_URL',
  openMeteoGeocoding: 'OPEN_METEO_GEOCODING_URL',
  openMeteoFlood: 'OPEN_METEO_FLOOD_URL',
  openMeteoAirQuality: 'OPEN_METEO_AIR_QUALITY_URL',
  openMeteoArchive: 'OPEN_METEO_ARCHIVE_URL',
  openMeteoClimate: 'OPEN_METEO_CLIMATE_URL',
  openMeteoEnsemble: 'OPEN_METEO_ENSEMBLE_URL',
  nasaPower: 'NASA_POWER_URL',
  eonet: 'EONET_URL',
  usgs: 'USGS_URL',
  gbif: 'GBIF_URL',
  reliefweb: 'RELIEFWEB_URL',
  views: 'VIEWS_URL',
  fewsNet: 'FEWS_NET_URL',
  telegram: 'TELEGRAM_API_URL',
};

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const configSchema = z.object({
  host: z.string().min(1),
  port: z.number().int().min(0).max(65535),
  /** Folder holding the SQLite file and the owner token. */
  dataDir: z.string().min(1),
  /** SQLite file; `:memory:` for throwaway test databases. */
  dbFile: z.string().min(1),
  /** DATABASE_URL: postgres://… puts the repositories on PostgreSQL (the team server); unset: the SQLite file. */
  databaseUrl: z
    .string()
    .regex(/^postgres(ql)?:\/\//i, 'must be a postgres:// (or postgresql://) URL')
    .optional(),
  /** Connections each instance keeps to PostgreSQL (HAZARDCAST_DATABASE_POOL). */
  databasePoolSize: z.number().int().min(2).max(200),
  /**
   * The desktop app: a team server to open instead of starting its own (HAZARDCAST_TEAM_SERVER_URL), and the owner
   * token it is used with (HAZARDCAST_TEAM_SERVER_TOKEN). Read by src-main only.
   */
  teamServerUrl: httpUrl.optional(),
  teamServerToken: z.string().min(16).optional(),
  /** Owner token; when absent it is read from (or created in) `<dataDir>/owner-token`. */
  ownerToken: z.string().min(16).optional(),
  /** Extra Host names accepted besides loopback ones (DNS-rebinding guard). */
  allowedHosts: z.array(z.string()),
  offline: z.boolean(),
  sources: z.object(
    Object.fromEntries(Object.keys(SOURCE_URL_DEFAULTS).map((k) => [k, httpUrl])) as Record<
      keyof typeof SOURCE_URL_DEFAULTS,
      typeof httpUrl
    >,
  ),
  /** Online raster tiles for the dashboard map (XYZ template), used when the owner turns online tiles on. */
  tileUrl: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL template')
    .refine((u) => ['{z}', '{x}', '{y}'].every((p) => u.includes(p)), 'must contain {z}, {x} and {y}'),
  /** Attribution shown on the map for those tiles (their licence requires it). */
  tileAttribution: z.string().max(200),
  /** Per-source request timeout. */
  sourceTimeoutMs: z.number().int().positive(),
  /** Retries after a failed call (5xx, 429, network), all within `sourceTimeoutMs`. */
  sourceRetries: z.number().int().min(0).max(5),
  /** First retry delay; doubles each retry (a Retry-After header wins). */
  sourceBackoffMs: z.number().int().min(0),
  /** Consecutive failed questions that open a source's circuit breaker. */
  sourceBreakerFailures: z.number().int().min(1),
  /** How long an open breaker waits before letting one test call through. */
  sourceBreakerHalfOpenMs: z.number().int().min(0),
  /** Local budget of weighted Open-Meteo calls (all its APIs together), per minute; the free tier allows 600. */
  openMeteoPerMinute: z.number().int().positive(),
  /** Per hour (free tier: 5,000) and per day (free tier: 10,000). */
  openMeteoPerHour: z.number().int().positive(),
  openMeteoPerDay: z.number().int().positive(),
  /** Which calls the budget counts: the public free-tier hosts (default), every Open-Meteo call, or none. */
  openMeteoLimitScope: z.enum(['free-tier', 'all', 'off']),
  /**
   * Where the long daily history comes from (sources/history): ERA5 through Open-Meteo, or NASA POWER (MERRA-2) with
   * ERA5's gusts; `auto`: NASA POWER when the Open-Meteo budget counts the archive's calls, ERA5 otherwise.
   */
  historySource: z.enum(['auto', 'era5', 'nasa-power']),
  /**
   * Open-Meteo API key (a paid plan): calls go to its `customer-` hosts with `&apikey=`, outside the free tier's
   * windows. The owner may set one in settings instead (stored sealed); that one wins.
   */
  openMeteoApiKey: z.string().min(1).optional(),
  /** Share (0-1) of each Open-Meteo window the watch planner may plan for watches; questions keep the rest. */
  watchBudgetShare: z.number().min(0).max(1),
  /** Badge requests per client IP per minute (GET /api/v1/embed; the owner is not limited). */
  embedPerMinute: z.number().int().positive(),
  /** Bound of the in-memory cache of parsed source payloads, in MiB of their JSON (0: none; SQLite still holds all). */
  payloadCacheMb: z.number().min(0),
  /** Bound of the answer cache (whole POST /risk answers as sent), in MiB of their bytes (0: answers are made every time). */
  answerCacheMb: z.number().min(0),
  smtpUrl: z.string().optional(),
  /** ReliefWeb's pre-approved appname (required since 1 Nov 2025); unset: no ReliefWeb call. Settings may override it. */
  reliefwebAppname: z.string().trim().min(1).max(200).optional(),
  /** Default evaluation interval of a watch. */
  watchIntervalMin: z.number().positive(),
  /** An MCP session (Streamable HTTP) with no request in flight for this long is closed (docs/auth-quota-mcp.md). */
  mcpSessionIdleMin: z.number().positive().max(10080),
  /** Run the watch scheduler and outbox while the app runs (tests turn it off and tick by hand). */
  schedulerEnabled: z.boolean(),
  /** Accept notification targets on loopback/private addresses (owner's choice; tests need it). */
  allowPrivateTargets: z.boolean(),
  /** Telegram bot token for telegram channels; the settings table may override it. */
  telegramBotToken: z.string().optional(),
  /** From address of email notifications. */
  emailFrom: z.string().min(3),
  /** Delivery attempts per notification before it ends `failed`. */
  notifyMaxAttempts: z.number().int().min(1).max(50),
  /** First retry delay; doubles per attempt (with jitter), capped at notifyRetryMaxMs. */
  notifyRetryBaseMs: z.number().int().min(0),
  notifyRetryMaxMs: z.number().int().min(0),
  /** Per-attempt timeout of an outbound notification. */
  notifyTimeoutMs: z.number().int().positive(),
  /** Daily rotating backups of the database kept in `<dataDir>/backups` (0: no daily backup). */
  backupKeep: z.number().int().min(0).max(365),
  /** Resolve logged forecasts hourly and at start (off in tests, which call resolveDue with their own clock). */
  trackRecordJob: z.boolean(),
  /** Folder with the built dashboard (index.html); absent: no dashboard served. */
  rendererDir: z.string().optional(),
  /** Cache source answers in SQLite (off: every question goes live; for debugging and tests of live behaviour). */
  sourceCache: z.boolean(),
  /** Load the gazetteer right after start (off the request path); tests turn it off to keep timing predictable. */
  warmUp: z.boolean(),
  /** better-sqlite3 addon to load instead of node_modules' (src-main passes the Electron-ABI build). */
  sqliteNativeBinding: z.string().optional(),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  userAgent: z.string().min(1),
  version: z.string(),
});

export type Config = Readonly<z.infer<typeof configSchema>>;
export type SourceUrls = Config['sources'];
