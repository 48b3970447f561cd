// buildApp(config): the whole server (REST /api/v1, docs, dashboard) as a Fastify instance. Never listens.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createOwnerTokenHolder, ensureOwnerToken, type OwnerTokenHolder } from './auth/owner-token.js';
import type { Config } from './config/schema.js';
import type { Contracts } from './contracts/index.js';
import { startBackupJob, type BackupJob } from './db/backup-job.js';
import { tightenDataDir } from './db/data-dir.js';
import { openDb } from './db/open.js';
import type { Db } from './db/sql.js';
import type { SqliteDb } from './db/sqlite-db.js';
import { loadGazetteer } from './geocode/gazetteer.js';
import { BUILT_IN_REGISTRY, type HazardRegistry } from './hazards/registry.js';
import { warmUpPromptReader } from './geocode/understand.js';
import authPlugin from './http/plugins/auth.js';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './http/plugins/errors.js';
import hostGuard from './http/plugins/host-guard.js';
import { redactingLogger } from './http/log-redaction.js';
import quotaPlugin from './http/plugins/quota.js';
import docsPages from './http/plugins/docs-pages.js';
import rendererStatic from './http/plugins/renderer-static.js';
import v1 from './http/routes/v1/index.js';
import mcpRoutes from './mcp/route.js';
import { portableSchemaTransform } from './http/openapi-transform.js';
import { createSchemaSerializerCompiler } from './http/serializer.js';
import { zodValidatorCompiler } from './http/validator.js';
import type { Resolver } from './net/guarded-agent.js';
import { keyFileSecretBox } from './secrets/key-file.js';
import type { SecretBox } from './secrets/secret-box.js';
import type { DesktopNotifierPort } from './notify/channels/desktop.js';
import { createServices, type Services } from './services.js';
import { createBackgroundWork } from './team/background.js';
import type { TeamJobsOptions } from './team/jobs.js';
import { undiciTransport } from './sources/transport.js';
import type { BudgetTime, WindowLimit } from './sources/limiter.js';
import { systemClock, type Clock } from './shared/clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The database behind the storage seam: SQLite (`db.dialect === 'sqlite'`) or the team server's PostgreSQL. */
    db: Db;
    clock: Clock;
    services: Services;
    /** The schemas that name hazards, built from the app's hazard registry. */
    contracts: Contracts;
    /** Seals and opens secrets at rest (scripts that write watches directly need it). */
    secretBox: SecretBox;
    /** The desktop owner's bearer token in force (src-main hands it to the window; `npm run serve` prints it). */
    readonly ownerToken: string;
    /** Reads and rotates the owner token (POST /api/v1/settings/owner-token). */
    ownerTokens: OwnerTokenHolder;
  }
}

export interface BuildOptions {
  clock?: Clock;
  /** Carries the source calls instead of the app's guarded transport (benches, tests that record calls). */
  fetch?: typeof globalThis.fetch;
  /** An already-open database (tests); otherwise `config.databaseUrl`, or else `config.dbFile`, is opened and migrated. */
  db?: Db;
  /**
   * Seals secrets at rest. Default: a 0600 key file in the data dir (headless); the desktop app passes one whose
   * key the OS keychain guards (src-main/secret-key.ts).
   */
  secretBox?: SecretBox;
  /** DNS for every guarded outbound call: webhook, Slack, Telegram, SMTP, tiles, sources (tests script it; node:dns otherwise). */
  resolver?: Resolver;
  /** Pino options or false; defaults to `config.logLevel` on stderr-friendly JSON. */
  logger?: boolean | Record<string, unknown>;
  /** The hazards to serve (default: the nine built-in ones); tests register others with createRegistry([...]). */
  hazards?: HazardRegistry;
  /** The desktop shell's notifier (src-main: Electron's Notification); absent headless, where desktop deliveries wait. */
  desktopNotifier?: DesktopNotifierPort;
  /** The team server's pg-boss timings (tests shorten them). */
  teamJobs?: TeamJobsOptions;
  /** The time the Open-Meteo budget runs on (default real time; tests and benches move it: test/support/budget-time.ts). */
  budgetTime?: BudgetTime;
  /** The budget's windows instead of a minute, an hour and a day of the openMeteoPer* settings (tests shorten them). */
  openMeteoWindows?: WindowLimit[];
}

/** Largest accepted request body (PRODUCT.md "Errors": 413 above 64 KiB). */
export const BODY_LIMIT_BYTES = 64 * 1024;

export function buildApp(config: Config, options: BuildOptions = {}): FastifyInstance {
  // The data folder 0700 and our files in it 0600, before anything opens them (an older install had 755/644).
  const notPrivate = tightenDataDir(config.dataDir, config.dbFile);
  const secretBox = options.secretBox ?? keyFileSecretBox(config.dataDir);
  const db =
    options.db ??
    openDb(config.dbFile, {
      nativeBinding: config.sqliteNativeBinding,
      secretBox,
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
    });
  const clock = options.clock ?? systemClock;
  const ownerTokens = createOwnerTokenHolder(config.dataDir, config.ownerToken ?? ensureOwnerToken(config.dataDir));
  const hazards = options.hazards ?? BUILT_IN_REGISTRY;
  // An injected fetch carries the source calls too; otherwise they go through undici's request (cheaper than fetch),
  // made by the services under the sources' address policy and closed here.
  let sourceTransport: ReturnType<typeof undiciTransport> | undefined;
  const services = createServices({
    config,
    db,
    clock,
    fetch: options.fetch ?? globalThis.fetch,
    sourceTransport: options.fetch ? undefined : (policy) => (sourceTransport = undiciTransport(policy)),
    hazards,
    desktopNotifier: options.desktopNotifier,
    resolver: options.resolver,
    secretBox,
    budgetTime: options.budgetTime,
    openMeteoWindows: options.openMeteoWindows,
  });

  const app = Fastify({
    // No secret in a log line: the owner token in force by value, keys, tokens and signing secrets by their shape, and
    // credential-named parameters of a URL (http/log-redaction.ts).
    logger: redactingLogger(options.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel }), () => [
      ownerTokens.get(),
    ]),
    bodyLimit: BODY_LIMIT_BYTES,
    // No Express-style query arrays or prototypes in parsed bodies.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (a 300-character watch id, a bad URL) and unparsable HTTP: problems too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  if (notPrivate.length > 0)
    app.log.warn({ paths: notPrivate }, 'could not make these private (0700/0600): they belong to another user or a read-only mount');
  app.setValidatorCompiler(zodValidatorCompiler);
  // Responses go out through their zod schemas, compiled once, with the JSON of cached (deep-frozen) parts kept.
  app.setSerializerCompiler(createSchemaSerializerCompiler());
  // Only JSON bodies: text/plain would otherwise be accepted and fail later with a vaguer message.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('services', services);
  app.decorate('contracts', services.contracts);
  app.decorate('secretBox', secretBox);
  app.decorate('ownerTokens', ownerTokens);
  app.decorate('ownerToken', { getter: () => ownerTokens.get() });
  // First of all: the database is open and migrated (PostgreSQL opens in the background), and what is held in memory
  // over it (settings, recalibrations) is read.
  app.addHook('onReady', async () => {
    await db.ready;
    await services.shared.start(app.log);
  });
  app.addHook('preClose', async () => services.shared.stop());
  // Load the gazetteer once the server is up, off the request path, so the first question is fast.
  app.addHook('onReady', async () => {
    if (!config.warmUp) return;
    setImmediate(
      () =>
        void warmUpPromptReader(loadGazetteer(), services.promptWords).catch((err: unknown) =>
          app.log.warn({ err }, 'gazetteer warm-up failed'),
        ),
    );
  });
  // Watches, the outbox and the track record's resolution run while the app runs: started in onReady, stopped in
  // preClose (before the database closes). node-schedule on SQLite; pg-boss jobs on the team server.
  const background = createBackgroundWork({ config, db, services, log: app.log, teamJobs: options.teamJobs });
  app.addHook('onReady', async () => background.start());
  let backupJob: BackupJob | undefined;
  app.addHook('onReady', async () => {
    // Daily file backups are SQLite's; a team server's PostgreSQL is backed up with pg_dump (docs/team-server.md).
    if (config.backupKeep > 0 && config.dbFile !== ':memory:' && !options.db && db.dialect === 'sqlite') {
      backupJob = startBackupJob({
        db: (db as SqliteDb).raw,
        dataDir: config.dataDir,
        keep: config.backupKeep,
        clock,
        log: app.log.child({ module: 'backup' }),
      });
    }
  });
  app.addHook('preClose', async () => backupJob?.stop());
  // preClose runs before every onClose hook, so a run in progress ends before the database closes.
  app.addHook('preClose', async () => background.stop());
  app.addHook('onClose', async () => {
    // Fresh source answers still waiting to be written (write-behind) go to SQLite before it closes.
    await services.http.closeCache();
    if (!options.db) await db.close();
    await sourceTransport?.close();
    await services.tiles.close();
  });

  app.register(errorsPlugin);
  app.register(hostGuard, { allowedHosts: config.allowedHosts });
  app.register(authPlugin, {
    ownerToken: ownerTokens.get,
    rereadOwnerToken: config.ownerToken ? undefined : ownerTokens.reread,
    apiKeys: services.apiKeys,
    manageTokens: services.manageTokens,
  });
  app.register(quotaPlugin, { quota: services.quota, embedLimiter: services.embedLimiter });

  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hazardcast API',
        version: config.version,
        description:
          'Place-based natural-hazard risk forecasts from live public sources. Errors are RFC 9457 problem documents ' +
          '(see /docs/errors). Anonymous calls are allowed; send X-Service-API-Key for a higher tier.',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Service-API-Key' },
          ownerToken: { type: 'http', scheme: 'bearer', description: 'The desktop owner token (data dir file owner-token)' },
        },
      },
      security: [{}, { apiKey: [] }, { ownerToken: [] }],
    },
    // The same portable spelling as the MCP tool schemas (no type lists, no prefixItems).
    transform: portableSchemaTransform,
  });
  app.register(v1, { prefix: '/api/v1' });
  app.register(mcpRoutes);
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  app.register(docsPages);
  if (config.rendererDir) app.register(rendererStatic, { root: config.rendererDir });

  return app;
}
