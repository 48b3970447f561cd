// A real source layer (cache in an in-memory SQLite, fast retries) for client tests against the replay server.
import { openDatabase } from '../../src-server/db/open.js';
import { sqliteDb } from '../../src-server/db/sqlite-db.js';
import { createManualClock } from '../../src-server/shared/clock.js';
import { createSourceLayer, type SourceHttp, type SourceLayerDeps } from '../../src-server/sources/layer.js';

export function testSourceLayer(overrides: Partial<SourceLayerDeps> = {}): SourceHttp {
  return createSourceLayer({
    fetch: globalThis.fetch,
    userAgent: 'Hazardcast/test',
    offline: false,
    // Generous: the replay builds decades of series in the test's own process, which a loaded CI machine can take
    // seconds over (a 2 s limit failed the 20-year flood reanalysis at load 13). Timeouts are tested with faults.
    timeoutMs: 20_000,
    retries: 0,
    backoffMs: 5,
    breakerFailures: 100,
    breakerHalfOpenMs: 60_000,
    openMeteoPerMinute: 10_000,
    clock: createManualClock('2026-11-22T12:00:00Z'),
    db: sqliteDb(openDatabase(':memory:')),
    ...overrides,
  });
}
