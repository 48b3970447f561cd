// A tick records evaluated groups together (one transaction per batch of groups): every due watch is recorded once,
// deliveries are enqueued inside the transaction and sent after its commit, and a PATCH that lands between the engine
// run and the commit is still seen (the re-read happens inside the batch's transaction). On the test run's engine.
import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import { openTestDb } from '../../helpers/test-db.js';
import type { Db, Sql } from '../../../src-server/db/sql.js';
import { sqliteOf } from '../../../src-server/db/sqlite-db.js';
import type { Outbox } from '../../../src-server/notify/outbox.js';
import type { RiskService } from '../../../src-server/risk/service.js';
import { ephemeralSecretBox } from '../../../src-server/secrets/secret-box.js';
import { createEvaluationsRepo } from '../../../src-server/watches/evaluations-repo.js';
import { createWatchesRepo, type WatchRecord } from '../../../src-server/watches/repo.js';
import { createWatchRunner } from '../../../src-server/watches/run-watch.js';
import { watchRecord } from '../../helpers/watch-record.js';

const now = '2026-11-22T12:00:00.000Z';
// Two watches per place cell: six cells, six engine calls.
const watch = (i: number): WatchRecord =>
  watchRecord(`w-${i}`, now, {
    place: {
      name: `Place ${i % 6}`,
      city: `Place ${i % 6}`,
      country: 'Nowhere',
      countryCode: 'XX',
      admin1: null,
      lat: 10 + (i % 6),
      lng: 20,
      source: 'coordinates',
    },
    threshold: i % 2 === 0 ? 10 : 90,
    channels: [{ type: 'webhook', target: `https://example.com/hook/${i}` }],
  });

/**
 * Whether what was recorded is committed: on SQLite no transaction is open on the connection; on PostgreSQL the watch's
 * evaluation is visible from outside the recording transaction.
 */
async function committed(db: Db, watchId: string): Promise<boolean> {
  if (db.dialect === 'sqlite') return !sqliteOf(db).inTransaction;
  return ((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM watch_evaluations WHERE watch_id = ?', [watchId]))?.n ?? 0) > 0;
}

async function setup(t: TestContext, opts: { recordBatch: number; recordDelayMs: number; onEvaluate?: (lat: number) => void }) {
  const db = await openTestDb(t);
  const repo = createWatchesRepo(db, ephemeralSecretBox());
  for (let i = 0; i < 12; i++) await repo.insert(watch(i));
  const enqueued: { watchId: string; inTransaction: boolean }[] = [];
  const afterCommit: Promise<boolean>[] = [];
  const outbox = {
    async enqueue(input: { watchId: string }, opts?: { tx?: Sql }) {
      enqueued.push({ watchId: input.watchId, inTransaction: opts?.tx !== undefined });
      // As the outbox does: its sends start once the transaction has committed.
      opts?.tx?.afterCommit(() => afterCommit.push(committed(db, input.watchId)));
      return [];
    },
  } as unknown as Outbox;
  let calls = 0;
  const risk = {
    async evaluate(q: { place: { lat: number } }) {
      calls++;
      // Groups answer at different times, as the engine's sources do.
      await new Promise((r) => setTimeout(r, 5 * (q.place.lat % 3)));
      opts.onEvaluate?.(q.place.lat);
      return {
        breakdown: [{ hazard: 'earthquake', riskScore: 50, probability: 0.1, severity: 2, status: 'ok' }],
        scored: [{ dataAgeSec: 120 }],
      };
    },
  } as unknown as Pick<RiskService, 'evaluate'>;
  const runner = createWatchRunner({
    db,
    risk,
    repo,
    evaluations: createEvaluationsRepo(db),
    outbox,
    defaultIntervalMin: 60,
    concurrency: 3,
    recordBatch: opts.recordBatch,
    recordDelayMs: opts.recordDelayMs,
  });
  return { db, repo, runner, enqueued, afterCommit, calls: () => calls };
}

describe('watch tick: groups recorded in batches', () => {
  for (const [recordBatch, recordDelayMs] of [
    [1, 0],
    [4, 1],
    [4, 1000],
    [100, 1000],
  ] as const) {
    test(`every due watch recorded once, deliveries after the commit (batch ${recordBatch}, delay ${recordDelayMs} ms)`, async (t) => {
      const { repo, runner, enqueued, afterCommit, calls } = await setup(t, { recordBatch, recordDelayMs });
      const report = await runner.tick(new Date(now));
      assert.equal(calls(), 6);
      assert.equal(report.watches, 12);
      assert.equal(report.groups, 6);
      assert.deepEqual(report.evaluations.map((e) => e.watchId).sort(), Array.from({ length: 12 }, (_, i) => `w-${i}`).sort());
      for (let i = 0; i < 12; i++) {
        const w = (await repo.get(`w-${i}`))!;
        assert.equal(w.lastEvaluatedAt, now);
        assert.equal(w.nextRunAt, '2026-11-22T13:00:00.000Z', 'the next slot is saved');
        assert.equal(w.armed, i % 2 !== 0, 'fired watches are disarmed');
      }
      assert.ok(
        report.evaluations.every((e) => e.dataAgeSec === 120),
        'each evaluation records the age of its data',
      );
      // Threshold 10 fires at 50, threshold 90 does not: six alerts, each enqueued inside the transaction.
      assert.equal(report.fired, 6);
      assert.equal(enqueued.length, 6);
      assert.ok(enqueued.every((e) => e.inTransaction));
      assert.deepEqual(await Promise.all(afterCommit), [true, true, true, true, true, true], 'sends start after the commit');
      // The next tick finds nothing due.
      assert.equal((await runner.tick(new Date(now))).watches, 0);
    });
  }

  test('a PATCH landing after the engine ran and before the batch commits is seen', async (t) => {
    let paused = false;
    let patched: Promise<unknown> = Promise.resolve();
    const ctx = await setup(t, {
      recordBatch: 100,
      recordDelayMs: 10_000,
      onEvaluate: (lat) => {
        // The group of w-0 and w-6 has had its engine run; pause one, delete the other, before the batch is recorded.
        if (lat !== 10 || paused) return;
        paused = true;
        patched = Promise.all([ctx.repo.update('w-0', { status: 'paused' }, now), ctx.repo.delete('w-6')]);
      },
    });
    const report = await ctx.runner.tick(new Date(now));
    await patched;
    const ids = report.evaluations.map((e) => e.watchId);
    assert.equal(ids.length, 10);
    assert.ok(!ids.includes('w-0') && !ids.includes('w-6'));
    assert.equal((await ctx.repo.get('w-0'))!.lastEvaluatedAt, null, 'the paused watch is not recorded');
    assert.equal(await ctx.repo.get('w-6'), undefined);
  });

  test('onFired hears each fired evaluation once, after its commit (tick and evaluate-now), until stopped', async (t) => {
    const { db, repo, runner } = await setup(t, { recordBatch: 4, recordDelayMs: 1 });
    const heard: { watchId: string; fired: boolean; committed: Promise<boolean> }[] = [];
    const stop = runner.onFired((e) => heard.push({ watchId: e.watchId, fired: e.fired, committed: committed(db, e.watchId) }));
    runner.onFired(() => {
      throw new Error('a failing listener does not stop the tick');
    });
    const report = await runner.tick(new Date(now));
    assert.equal(report.fired, 6);
    assert.deepEqual(heard.map((h) => h.watchId).sort(), ['w-0', 'w-10', 'w-2', 'w-4', 'w-6', 'w-8']);
    assert.ok(heard.every((h) => h.fired));
    assert.ok((await Promise.all(heard.map((h) => h.committed))).every(Boolean), 'told after the commit');
    // Re-armed by hand, w-1 (threshold 90) does not fire; w-0 (threshold 10) fires again when run now.
    await repo.saveState('w-0', { armed: true, correlationArmed: true, lastValue: null, lastEvaluatedAt: now });
    await runner.evaluateNow((await repo.get('w-1'))!, new Date(now));
    await runner.evaluateNow((await repo.get('w-0'))!, new Date(now));
    assert.deepEqual(
      heard.slice(6).map((h) => h.watchId),
      ['w-0'],
    );
    stop();
    await repo.saveState('w-0', { armed: true, correlationArmed: true, lastValue: null, lastEvaluatedAt: now });
    await runner.evaluateNow((await repo.get('w-0'))!, new Date(now));
    assert.equal(heard.length, 7, 'a stopped listener hears nothing more');
  });
});
