// A tick with the refresh planner: a cell's first evaluation refreshes (counted calls allowed), the next ones read its
// kept answers; a watch whose monitored hazard is pending (its calls wait for their turn) is not recorded but runs again
// when it is ready; one whose correlated hazard is pending is recorded and runs again then too.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openTestDb } from '../../helpers/test-db.js';
import type { Outbox } from '../../../src-server/notify/outbox.js';
import type { RiskService } from '../../../src-server/risk/service.js';
import { ephemeralSecretBox } from '../../../src-server/secrets/secret-box.js';
import type { BudgetScope } from '../../../src-server/sources/layer.js';
import { openMeteoLimits } from '../../../src-server/sources/limiter.js';
import { createEvaluationsRepo } from '../../../src-server/watches/evaluations-repo.js';
import { createRefreshPlanner } from '../../../src-server/watches/refresh-plan.js';
import { createWatchesRepo, type WatchRecord } from '../../../src-server/watches/repo.js';
import { createWatchRunner } from '../../../src-server/watches/run-watch.js';
import { watchRecord } from '../../helpers/watch-record.js';

const T0 = Date.parse('2026-11-22T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const watch = (id: string, hazard: 'earthquake' | 'flood', correlationHazards: ('flood' | 'earthquake')[]): WatchRecord =>
  watchRecord(id, iso(T0), { hazard, threshold: 90, correlationHazards, correlationThreshold: correlationHazards.length > 0 ? 90 : null });

describe('watch tick with the refresh planner', () => {
  test('refresh, then kept answers; pending hazards run again when ready, the monitored one unrecorded until then', async (t) => {
    const db = await openTestDb(t);
    const repo = createWatchesRepo(db, ephemeralSecretBox());
    await repo.insert(watch('quake', 'earthquake', ['flood']));
    await repo.insert(watch('flood', 'flood', []));
    const scopes: BudgetScope[] = [];
    let floodReadyAt: number | null = T0 + 60_000;
    const risk = {
      async evaluate() {
        // The refresh counted one call; flood waits for its turn the first time.
        scopes.at(-1)?.calls?.push({ key: 'ensemble', weight: 272.9, ttlSec: 10_800 });
        const flood =
          floodReadyAt === null
            ? { hazard: 'flood', riskScore: 20, probability: 5, severity: 40, status: 'ok' }
            : { hazard: 'flood', riskScore: null, probability: null, severity: null, status: 'pending', readyAt: iso(floodReadyAt) };
        return {
          breakdown: [{ hazard: 'earthquake', riskScore: 10, probability: 1, severity: 30, status: 'ok' }, flood],
          scored: [{ dataAgeSec: 60 }],
        };
      },
    } as unknown as Pick<RiskService, 'evaluate'>;
    const planner = createRefreshPlanner({ windows: openMeteoLimits({ perMinute: 600, perHour: 5000, perDay: 10_000 }), share: 0.8 });
    const runner = createWatchRunner({
      db,
      risk,
      repo,
      evaluations: createEvaluationsRepo(db),
      outbox: {} as Outbox,
      defaultIntervalMin: 60,
      budget: {
        planner,
        withBudget: (scope, fn) => {
          scopes.push(scope);
          return fn();
        },
      },
    });

    const first = await runner.tick(new Date(T0));
    assert.equal(first.cells, 1);
    assert.equal(scopes.length, 1, 'one engine call for the cell');
    assert.equal(scopes[0]!.preferCache, undefined, 'its first evaluation refreshes');
    assert.deepEqual(
      first.evaluations.map((e) => e.watchId),
      ['quake'],
      'the flood watch waits for its turn, unrecorded',
    );
    assert.equal(first.evaluations[0]!.dataAgeSec, 60);
    assert.equal((await repo.get('flood'))!.nextRunAt, iso(T0 + 61_000));
    assert.equal((await repo.get('flood'))!.lastEvaluatedAt, null);
    assert.equal(
      (await repo.get('quake'))!.nextRunAt,
      iso(T0 + 61_000),
      'its correlated hazard is checked when ready, before the next slot',
    );

    floodReadyAt = null;
    const second = await runner.tick(new Date(T0 + 61_000));
    assert.equal(scopes.at(-1)!.preferCache, true, 'within the refresh period: the kept answers');
    assert.deepEqual(second.evaluations.map((e) => e.watchId).sort(), ['flood', 'quake']);
    assert.equal(
      (await repo.get('flood'))!.nextRunAt,
      iso(T0 + 61_000 + 3_600_000),
      'an interval after the run it waited for (its phase moved)',
    );
  });
});
