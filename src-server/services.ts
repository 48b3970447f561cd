// createServices: wires storage, sources and domain modules together; decorated as app.services.
import type { Database } from 'better-sqlite3';
import { createApiKeyStore } from './auth/api-keys.js';
import { createMinuteLimiter, createQuotaService, EMBED_PER_MINUTE } from './auth/quota.js';
import type { Config } from './config/schema.js';
import { createEmbedService } from './embed/service.js';
import { loadGazetteer } from './geocode/gazetteer.js';
import { createRiskService } from './risk/service.js';
import type { Clock } from './shared/clock.js';
import type { HttpDeps } from './sources/http.js';
import { createUsgsClient } from './sources/usgs/client.js';
import { createWatchesRepo } from './watches/repo.js';
import { createWatchService } from './watches/service.js';

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
  const watches = createWatchService({ repo: createWatchesRepo(db), clock });
  const risk = createRiskService({ clock, gazetteer: loadGazetteer, clients, watches });
  const embed = createEmbedService({ risk, gazetteer: loadGazetteer, clock });
  const apiKeys = createApiKeyStore({ db, clock });
  const quota = createQuotaService({ db, clock });
  const embedLimiter = createMinuteLimiter({ clock, perMinute: EMBED_PER_MINUTE });
  return { clients, watches, risk, embed, apiKeys, quota, embedLimiter };
}
export type Services = ReturnType<typeof createServices>;
