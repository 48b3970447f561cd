// buildTestApp: the real app on a throwaway data dir, sources pointed at a loopback replay server, on the run's database
// engine (SQLite; with HAZARDCAST_TEST_DB=postgres a fresh database in the process's throwaway PostgreSQL cluster).
import { rmSync } from 'node:fs';
import type { TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, loadConfig, type Clock, type ConfigOverrides } from '../../src-server/index.js';
import type { HazardRegistry } from '../../src-server/hazards/registry.js';
import type { Resolver } from '../../src-server/net/guarded-agent.js';
import { recordExchanges } from '../support/exchanges.js';
import type { BudgetTime } from '../../src-server/sources/limiter.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { tempDir } from './temp-dir.js';
import { freshPostgresUrl, onPostgres } from './test-db.js';

export const TEST_OWNER_TOKEN = 'test-owner-token-0123456789abcdef';

export interface TestAppOptions {
  clock?: Clock;
  overrides?: ConfigOverrides;
  /** Reuse a replay server (e.g. one started in `before`); otherwise one is started for this app. */
  replay?: ReplayServer;
  /** Keep the data dir after the test (restart tests open it again). */
  dataDir?: string;
  /** Another hazard registry (default: the nine built-in hazards). */
  hazards?: HazardRegistry;
  /** Scripted DNS for webhook/Slack targets. */
  resolver?: Resolver;
  /** Record every /api exchange into this folder (default: HAZARDCAST_RECORD_EXCHANGES, when set). */
  recordExchangesTo?: string;
  /** The time the Open-Meteo budget runs on (test/support/budget-time.ts: jump over its windows). */
  budgetTime?: BudgetTime;
}

export interface TestApp {
  app: FastifyInstance;
  replay: ReplayServer;
  dataDir: string;
}

export { tempDir };

/** Data dirs this process has given a PostgreSQL database: an app reopened on the same dir finds the same database. */
const databaseOf = new Map<string, string>();

/**
 * The overrides that put an app on the run's engine: none for SQLite (the data dir's file), else a database of its own
 * in the throwaway cluster, the same one each time for the same data dir (restart tests).
 */
export async function testDatabase(dataDir: string): Promise<ConfigOverrides> {
  if (!onPostgres) return {};
  let url = databaseOf.get(dataDir);
  if (!url) databaseOf.set(dataDir, (url = await freshPostgresUrl()));
  return { databaseUrl: url };
}

/**
 * The config of an app on its own data directory that makes no outbound call and runs no timer (offline mode, no
 * scheduler, no track-record job, no warm-up): the tests of the files themselves (secrets at rest, backups, migrations).
 * `overrides` go on top.
 */
export const offlineFileConfig = (dataDir: string, overrides: ConfigOverrides = {}) =>
  loadConfig({
    env: {},
    overrides: {
      dataDir,
      logLevel: 'silent',
      ownerToken: TEST_OWNER_TOKEN,
      schedulerEnabled: false,
      trackRecordJob: false,
      warmUp: false,
      offline: true,
      ...overrides,
    },
  });

export async function buildTestApp(t: TestContext | { after(fn: () => unknown): void }, options: TestAppOptions = {}): Promise<TestApp> {
  const replay = options.replay ?? (await startReplayServer());
  // Answers relative to the clock (FEWS NET's rounds) follow the app's.
  if (options.clock) {
    const clock = options.clock;
    replay.setClock(() => clock.now());
  }
  const dataDir = options.dataDir ?? tempDir();
  const database = await testDatabase(dataDir);
  const config = loadConfig({
    env: {},
    overrides: {
      dataDir,
      logLevel: 'silent',
      ownerToken: TEST_OWNER_TOKEN,
      // Above the production budget (8 s): a replayed source answers in milliseconds, but the replay builds decades of
      // series on the test's own event loop, and a loaded machine (load 13: answers timed out at 8 s) may not get to
      // it for many seconds. Tests of the timeout itself set a short one; the cold benches measure the real budget.
      sourceTimeoutMs: 20_000,
      // The gazetteer warm-up blocks the event loop ~0.6 s just after start: it would eat short source timeouts.
      warmUp: false,
      // Retries stay on (their paths run), but wait milliseconds, not a quarter second.
      sourceBackoffMs: 10,
      // Tests tick watches and the outbox by hand (services.watchRunner.tick, services.notify.outbox.process).
      schedulerEnabled: false,
      // Tests resolve the track record themselves (resolveDue with their own clock), not on a timer.
      trackRecordJob: false,
      // Daily backups are tested on their own (test/integration/backup.test.ts).
      backupKeep: 0,
      // The ReliefWeb replay serves only appnames it has "approved" (ReliefWeb's rule since November 2025).
      reliefwebAppname: 'hazardcast-replay',
      ...database,
      ...options.overrides,
      sources: { ...replay.sources, ...options.overrides?.sources },
    },
  });
  const app = buildApp(config, {
    clock: options.clock,
    hazards: options.hazards,
    resolver: options.resolver,
    budgetTime: options.budgetTime,
  });
  // `HAZARDCAST_RECORD_EXCHANGES=<dir>`: every /api exchange of the tests is written there, for the OpenAPI conformance
  // check through Prism (test/integration/openapi-prism.test.ts, `npm run test:openapi-exchanges`).
  // An app with another hazard registry has another document: its exchanges are not recorded.
  const recordTo = options.recordExchangesTo ?? process.env.HAZARDCAST_RECORD_EXCHANGES;
  if (recordTo && !options.hazards) recordExchanges(app, recordTo);
  t.after(async () => {
    await app.close();
    if (!options.replay) await replay.close();
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return { app, replay, dataDir };
}

/** POST JSON through inject. */
export function postJson(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
}
