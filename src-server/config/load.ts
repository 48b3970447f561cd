// loadConfig: defaults <- environment <- explicit overrides, validated once and frozen.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { EMBED_PER_MINUTE } from '../auth/quota.js';
import { AppError } from '../shared/errors.js';
import { configSchema, SOURCE_URL_DEFAULTS, SOURCE_URL_ENV, type Config } from './schema.js';

export const VERSION = '0.1.0';

/** OpenStreetMap's standard tiles; their policy asks for an identifying User-Agent and this attribution. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

export type ConfigOverrides = Partial<Omit<Config, 'sources'>> & { sources?: Partial<Config['sources']> };

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  /** Default data dir when HAZARDCAST_DATA_DIR is unset (Electron passes its userData path). */
  defaultDataDir?: string;
  overrides?: ConfigOverrides;
}

const truthy = (v: string | undefined) => v !== undefined && /^(1|true|yes|on)$/i.test(v.trim());

function numberFrom(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new AppError('invalid_config', `${name} must be a number (got ${JSON.stringify(raw)})`);
  return n;
}

export function loadConfig(options: LoadConfigOptions = {}): Config {
  const env = options.env ?? process.env;
  const o = options.overrides ?? {};
  const dataDir = o.dataDir ?? env.HAZARDCAST_DATA_DIR ?? options.defaultDataDir ?? join(homedir(), '.local', 'share', 'hazardcast');

  const sources = Object.fromEntries(
    (Object.keys(SOURCE_URL_DEFAULTS) as (keyof typeof SOURCE_URL_DEFAULTS)[]).map((key) => [
      key,
      (o.sources?.[key] ?? env[SOURCE_URL_ENV[key]] ?? SOURCE_URL_DEFAULTS[key]).replace(/\/+$/, ''),
    ]),
  );

  const candidate = {
    host: o.host ?? env.HAZARDCAST_HOST ?? '127.0.0.1',
    port: o.port ?? numberFrom(env, 'PORT') ?? 8787,
    dataDir,
    dbFile: o.dbFile ?? join(dataDir, 'hazardcast.sqlite'),
    databaseUrl: o.databaseUrl ?? (env.DATABASE_URL?.trim() || undefined),
    databasePoolSize: o.databasePoolSize ?? numberFrom(env, 'HAZARDCAST_DATABASE_POOL') ?? 10,
    teamServerUrl: o.teamServerUrl ?? (env.HAZARDCAST_TEAM_SERVER_URL?.trim().replace(/\/+$/, '') || undefined),
    teamServerToken: o.teamServerToken ?? (env.HAZARDCAST_TEAM_SERVER_TOKEN?.trim() || undefined),
    ownerToken: o.ownerToken,
    allowedHosts:
      o.allowedHosts ??
      (env.HAZARDCAST_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    offline: o.offline ?? truthy(env.HAZARDCAST_OFFLINE),
    sources,
    tileUrl: o.tileUrl ?? env.HAZARDCAST_TILE_URL ?? DEFAULT_TILE_URL,
    tileAttribution: o.tileAttribution ?? env.HAZARDCAST_TILE_ATTRIBUTION ?? DEFAULT_TILE_ATTRIBUTION,
    sourceTimeoutMs: o.sourceTimeoutMs ?? numberFrom(env, 'HAZARDCAST_SOURCE_TIMEOUT_MS') ?? 8000,
    sourceRetries: o.sourceRetries ?? numberFrom(env, 'HAZARDCAST_SOURCE_RETRIES') ?? 2,
    sourceBackoffMs: o.sourceBackoffMs ?? numberFrom(env, 'HAZARDCAST_SOURCE_BACKOFF_MS') ?? 250,
    sourceBreakerFailures: o.sourceBreakerFailures ?? numberFrom(env, 'HAZARDCAST_SOURCE_BREAKER_FAILURES') ?? 5,
    sourceBreakerHalfOpenMs: o.sourceBreakerHalfOpenMs ?? numberFrom(env, 'HAZARDCAST_SOURCE_BREAKER_HALF_OPEN_MS') ?? 30_000,
    openMeteoPerMinute: o.openMeteoPerMinute ?? numberFrom(env, 'HAZARDCAST_OPEN_METEO_PER_MINUTE') ?? 500,
    openMeteoPerHour: o.openMeteoPerHour ?? numberFrom(env, 'HAZARDCAST_OPEN_METEO_PER_HOUR') ?? 4500,
    openMeteoPerDay: o.openMeteoPerDay ?? numberFrom(env, 'HAZARDCAST_OPEN_METEO_PER_DAY') ?? 9000,
    openMeteoLimitScope: o.openMeteoLimitScope ?? env.HAZARDCAST_OPEN_METEO_LIMIT?.trim().toLowerCase() ?? 'free-tier',
    historySource: o.historySource ?? env.HAZARDCAST_HISTORY_SOURCE?.trim().toLowerCase() ?? 'auto',
    openMeteoApiKey: o.openMeteoApiKey ?? (env.OPEN_METEO_API_KEY?.trim() || undefined),
    watchBudgetShare: o.watchBudgetShare ?? numberFrom(env, 'HAZARDCAST_WATCH_BUDGET_SHARE') ?? 0.8,
    embedPerMinute: o.embedPerMinute ?? numberFrom(env, 'HAZARDCAST_EMBED_PER_MINUTE') ?? EMBED_PER_MINUTE,
    payloadCacheMb: o.payloadCacheMb ?? numberFrom(env, 'HAZARDCAST_PAYLOAD_CACHE_MB') ?? 64,
    answerCacheMb: o.answerCacheMb ?? numberFrom(env, 'HAZARDCAST_ANSWER_CACHE_MB') ?? 32,
    smtpUrl: o.smtpUrl ?? env.SMTP_URL,
    reliefwebAppname: o.reliefwebAppname ?? (env.RELIEFWEB_APPNAME?.trim() || undefined),
    watchIntervalMin: o.watchIntervalMin ?? numberFrom(env, 'HAZARDCAST_WATCH_INTERVAL_MIN') ?? 60,
    mcpSessionIdleMin: o.mcpSessionIdleMin ?? numberFrom(env, 'HAZARDCAST_MCP_SESSION_IDLE_MIN') ?? 30,
    schedulerEnabled: o.schedulerEnabled ?? !(env.HAZARDCAST_SCHEDULER !== undefined && !truthy(env.HAZARDCAST_SCHEDULER)),
    allowPrivateTargets: o.allowPrivateTargets ?? truthy(env.HAZARDCAST_ALLOW_PRIVATE_TARGETS),
    telegramBotToken: o.telegramBotToken ?? (env.TELEGRAM_BOT_TOKEN || undefined),
    emailFrom: o.emailFrom ?? env.HAZARDCAST_EMAIL_FROM ?? 'Hazardcast <hazardcast@localhost>',
    notifyMaxAttempts: o.notifyMaxAttempts ?? numberFrom(env, 'HAZARDCAST_NOTIFY_MAX_ATTEMPTS') ?? 8,
    notifyRetryBaseMs: o.notifyRetryBaseMs ?? numberFrom(env, 'HAZARDCAST_NOTIFY_RETRY_BASE_MS') ?? 30_000,
    notifyRetryMaxMs: o.notifyRetryMaxMs ?? numberFrom(env, 'HAZARDCAST_NOTIFY_RETRY_MAX_MS') ?? 3_600_000,
    notifyTimeoutMs: o.notifyTimeoutMs ?? numberFrom(env, 'HAZARDCAST_NOTIFY_TIMEOUT_MS') ?? 10_000,
    backupKeep: o.backupKeep ?? numberFrom(env, 'HAZARDCAST_BACKUP_KEEP') ?? 7,
    trackRecordJob: o.trackRecordJob ?? (env.HAZARDCAST_TRACK_RECORD_JOB === undefined || truthy(env.HAZARDCAST_TRACK_RECORD_JOB)),
    rendererDir: o.rendererDir ?? env.HAZARDCAST_RENDERER_DIR,
    sqliteNativeBinding: o.sqliteNativeBinding,
    warmUp: o.warmUp ?? true,
    sourceCache: o.sourceCache ?? !/^(0|false|no|off)$/i.test(env.HAZARDCAST_SOURCE_CACHE?.trim() ?? ''),
    logLevel: o.logLevel ?? env.LOG_LEVEL ?? 'info',
    userAgent: o.userAgent ?? `Hazardcast/${VERSION} (+https://github.com/hazardcast/hazardcast)`,
    version: VERSION,
  };

  const parsed = configSchema.safeParse(candidate);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new AppError('invalid_config', `Invalid configuration: ${detail}`, { extra: { issues: z.treeifyError(parsed.error) } });
  }
  return deepFreeze(parsed.data);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
