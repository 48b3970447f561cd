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
import { createEonetClient } from './sources/eonet/client.js';
import { createUsgsClient } from './sources/usgs/client.js';
import { createTrackRecordService } from './track-record/service.js';
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
  const clients = {
    usgs: createUsgsClient(config.sources.usgs, http),
    eonet: createEonetClient(config.sources.eonet, http),
  };
  const watches = createWatchService({ repo: createWatchesRepo(db), clock });
  const trackRecord = createTrackRecordService({ db, clock, clients });
  const risk = createRiskService({ clock, gazetteer: loadGazetteer, clients, watches, trackRecord });
  const embed = createEmbedService({ risk, gazetteer: loadGazetteer, clock });
  const apiKeys: ApiKeyVerifier = noApiKeys;
  return { clients, watches, risk, embed, apiKeys, trackRecord };
}
export type Services = ReturnType<typeof createServices>;
