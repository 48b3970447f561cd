// createServices: wires storage, sources and domain modules together; decorated as app.services.
import type { Database } from 'better-sqlite3';
import type { ApiKeyVerifier } from './auth/principal.js';
import { noApiKeys } from './auth/principal.js';
import type { Config } from './config/schema.js';
import { createEmbedService } from './embed/service.js';
import { loadGazetteer } from './geocode/gazetteer.js';
import { createRiskService } from './risk/service.js';
import type { Clock } from './shared/clock.js';
import type { HttpDeps } from './sources/http.js';
import { createUsgsClient } from './sources/usgs/client.js';
import { createWatchesRepo } from './watches/repo.js';
import { createWatchService } from './watches/service.js';
import { createOutboxRepo } from './notify/outbox-repo.js';
import { createOutbox } from './notify/outbox.js';
import { createNotifySettings } from './settings/notify-settings.js';
import { createEvaluationsRepo } from './watches/evaluations-repo.js';
import { createWatchRunner } from './watches/run-watch.js';
import { createScheduler } from './watches/scheduler.js';

export interface ServiceDeps {
  config: Config;
  db: Database;
  clock: Clock;
  fetch: typeof globalThis.fetch;
}

export function createServices(deps: ServiceDeps) {
  const { config, db, clock } = deps;
  const http: HttpDeps = {
    fetch: deps.fetch,
    userAgent: config.userAgent,
    timeoutMs: config.sourceTimeoutMs,
    offline: config.offline,
    now: () => clock.now(),
  };
  const clients = { usgs: createUsgsClient(config.sources.usgs, http) };
  const notifySettings = createNotifySettings({ db, config, clock });
  const watchesRepo = createWatchesRepo(db);
  const watches = createWatchService({
    repo: watchesRepo,
    clock,
    defaultIntervalMin: config.watchIntervalMin,
    allowPrivateTargets: () => notifySettings.get().allowPrivateTargets,
  });
  const risk = createRiskService({ clock, gazetteer: loadGazetteer, clients, watches });
  const outbox = createOutbox({
    repo: createOutboxRepo(db),
    settings: notifySettings,
    clock,
    fetch: deps.fetch,
    retry: { maxAttempts: config.notifyMaxAttempts, baseMs: config.notifyRetryBaseMs, maxMs: config.notifyRetryMaxMs },
    timeoutMs: config.notifyTimeoutMs,
    telegramApiUrl: config.sources.telegram,
    emailFrom: config.emailFrom,
    userAgent: config.userAgent,
    secretOf: (id) => watchesRepo.get(id)?.signingSecret ?? null,
  });
  const evaluations = createEvaluationsRepo(db);
  const watchRunner = createWatchRunner({ db, risk, repo: watchesRepo, evaluations, outbox, defaultIntervalMin: config.watchIntervalMin });
  const watchScheduler = createScheduler({ repo: watchesRepo, runner: watchRunner, outbox, clock });
  watches.onChange((id) => watchScheduler.scheduleWatch(id));
  outbox.onWork(() => watchScheduler.kickOutbox());
  const notify = { settings: notifySettings, outbox, evaluations };
  const embed = createEmbedService({ risk, gazetteer: loadGazetteer, clock });
  const apiKeys: ApiKeyVerifier = noApiKeys;
  return { clients, watches, risk, embed, apiKeys, notify, watchRunner, watchScheduler };
}
export type Services = ReturnType<typeof createServices>;
