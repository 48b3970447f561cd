// Memoised derived values change no answer: every model gives the same result on cached (deep-frozen) payloads,
// asked again and again, as on plain copies of them; at several horizons and for two places sharing a cell.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';
import { createEvaluation } from '../../../src-server/hazards/evaluation.js';
import type { ModelContext, SourceClients } from '../../../src-server/hazards/types.js';
import type { Keyed } from '../../../src-server/sources/types.js';
import { horizonWindow } from '../../../src-server/hazards/window.js';
import { HORIZONS } from '../../../src-server/contracts/enums.js';
import { createManualClock } from '../../../src-server/shared/clock.js';
import { isDeepFrozen } from '../../../src-server/shared/freeze.js';
import { derivedStats } from '../../../src-server/shared/derived.js';
import { buildTestApp } from '../../helpers/build-app.js';
import { startReplayServer, type ReplayServer } from '../../support/replay-server.js';

let replay: ReplayServer;
let clients: SourceClients;
const clock = createManualClock('2026-11-22T12:00:00Z');
const closers: (() => unknown)[] = [];
before(async () => {
  replay = await startReplayServer();
  // The app's own clients (every source the models call) on a throwaway app.
  // A long source budget: a replayed source timing out on a loaded machine would read as a changed answer.
  const { app } = await buildTestApp(
    { after: (fn: () => unknown) => closers.push(fn) },
    { replay, clock, overrides: { sourceTimeoutMs: 60_000 } },
  );
  clients = app.services.clients as SourceClients;
});
after(async () => {
  for (const close of closers) await close();
  await replay.close();
});

const ctx = (horizon: ModelContext['horizon'], lat: number, lng: number): ModelContext => ({
  place: { name: 'Lagos, Nigeria', city: 'Lagos', country: 'Nigeria', countryCode: 'NG', admin1: null, lat, lng, source: 'gazetteer' },
  horizon,
  lens: 'community-planning',
  now: clock.now(),
  window: horizonWindow(clock.now(), horizon),
});

/** The same clients answering plain (unfrozen) copies of the payloads: derive computes everything afresh on them. */
function plainClients(c: SourceClients): SourceClients {
  return Object.fromEntries(
    Object.entries(c).map(([name, client]) => [
      name,
      Object.fromEntries(
        Object.entries(client as Record<string, (...a: unknown[]) => Promise<Keyed<unknown>>>).map(([method, fn]) => [
          method,
          async (...args: unknown[]) => {
            const k = await fn(...args);
            return k.outcome.ok ? { ...k, outcome: { ...k.outcome, data: structuredClone(k.outcome.data) } } : k;
          },
        ]),
      ),
    ]),
  ) as unknown as SourceClients;
}

describe('derived values change no answer', () => {
  for (const def of BUILT_IN_REGISTRY.definitions) {
    test(`${def.id}: cached payloads (memoised) = plain copies, at every horizon, for two places in one cell`, async () => {
      for (const [lat, lng] of [
        [6.45, 3.39],
        [6.47, 3.36],
      ] as const) {
        for (const horizon of HORIZONS) {
          const expected = await def.run(createEvaluation({ context: ctx(horizon, lat, lng), clients: plainClients(clients) }));
          assert.ok(expected.result, `${def.id} ${horizon}: no result`);
          const hitsBefore = derivedStats().hits;
          for (let i = 0; i < 3; i++) {
            const got = await def.run(createEvaluation({ context: ctx(horizon, lat, lng), clients }));
            assert.equal(JSON.stringify(got.result), JSON.stringify(expected.result), `${def.id} ${horizon} run ${i}`);
          }
          if (def.id !== 'conflict' && def.id !== 'food-insecurity' && def.id !== 'earthquake') {
            assert.ok(derivedStats().hits > hitsBefore, `${def.id} ${horizon}: derived values were reused`);
          }
        }
      }
    });
  }

  test('payloads from the source layer are deep-frozen (what makes them memoisable)', async () => {
    const out = (await clients.openMeteoArchive.climatology({ lat: 6.45, lng: 3.39, now: clock.now() })).outcome;
    assert.ok(out.ok && isDeepFrozen(out.data));
  });
});
