// A worker's finished attempt and its next claim in one transaction (outbox-repo finishAndClaim): the same rows as
// finish then claim; a claim that cannot be written does not take the finish with it; in the outbox, every attempt is
// journaled before its send and every ended attempt is written before anything else happens (no batching, no wait).
// On SQLite (whose statements run at once, so "before the next turn" holds; the trigger that refuses a write is SQLite's).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openDatabase } from '../../../src-server/db/open.js';
import { sqliteDb, type SqliteDb } from '../../../src-server/db/sqlite-db.js';
import { ephemeralSecretBox } from '../../../src-server/secrets/secret-box.js';
import { testOutbox } from '../../helpers/outbox.js';
import { createOutboxRepo, type Claim, type FinishedAttempt, type OutboxRepo } from '../../../src-server/notify/outbox-repo.js';
import type { Notifier, SendResult } from '../../../src-server/notify/types.js';
import type { ChannelType } from '../../../src-server/contracts/enums.js';

const NOW = '2026-11-27T02:00:00.000Z';
const LATER = '2026-11-27T02:00:01.000Z';
const payload = { type: 'watch.triggered' as const, timestamp: NOW, data: { watchId: 'w1', headline: 'h', summary: 's' } };

const box = ephemeralSecretBox();
const LEASE = '2026-11-27T02:10:00.000Z';

async function freshRepo(ids: string[]): Promise<{ db: SqliteDb; repo: OutboxRepo }> {
  const db = sqliteDb(openDatabase(':memory:'));
  db.raw.pragma('foreign_keys = OFF'); // deliveries without their watches
  const repo = createOutboxRepo(db, box);
  for (const id of ids) {
    await repo.insert({
      id,
      watchId: 'w1',
      evaluationId: null,
      kind: 'alert',
      channelIndex: 0,
      channelType: 'webhook',
      target: 'https://example.com/h',
      payload,
      nextAttemptAt: NOW,
      createdAt: NOW,
    });
  }
  return { db, repo };
}

const tables = async (db: SqliteDb) => ({
  // Without the target: sealed at rest, with a fresh IV in each database.
  deliveries: (await db.all<{ target: string }>('SELECT * FROM deliveries ORDER BY id')).map(({ target: _sealed, ...row }) => row),
  attempts: await db.all('SELECT * FROM delivery_attempts ORDER BY id'),
});

const ended = (id: string, claim: Claim, ok: boolean): FinishedAttempt => ({
  id,
  attemptId: claim.attemptId,
  attempt: claim.attempt,
  result: ok ? { ok: true, statusCode: 200, error: null } : { ok: false, statusCode: 503, error: 'HTTP 503: later' },
  next: ok ? { status: 'delivered', nextAttemptAt: LATER } : { status: 'pending', nextAttemptAt: '2026-11-27T02:05:00.000Z' },
  nowIso: LATER,
});

describe('outbox repo: finishAndClaim', () => {
  for (const ok of [true, false]) {
    test(`the same rows as finish then claim (${ok ? 'delivered' : 'to retry'})`, async () => {
      const apart = await freshRepo(['a', 'b']);
      const together = await freshRepo(['a', 'b']);
      const a1 = (await apart.repo.claim('a', NOW, LEASE))!;
      await apart.repo.finish(ended('a', a1, ok));
      const b1 = await apart.repo.claim('b', LATER, LEASE);
      const a2 = (await together.repo.claim('a', NOW, LEASE))!;
      const b2 = await together.repo.finishAndClaim(ended('a', a2, ok), 'b', LATER, LEASE);
      assert.deepEqual(b2, b1);
      assert.deepEqual(await tables(together.db), await tables(apart.db));
    });
  }

  test('a delivery another run took: the finish is written, the claim returns null', async () => {
    const { repo } = await freshRepo(['a', 'b']);
    const a = (await repo.claim('a', NOW, LEASE))!;
    await repo.claim('b', NOW, LEASE);
    assert.equal(await repo.finishAndClaim(ended('a', a, true), 'b', LATER, LEASE), null);
    assert.equal((await repo.get('a'))!.status, 'delivered');
    assert.equal((await repo.attempts('b')).length, 1);
  });

  test('a claim that cannot be written: the error is thrown and the finished attempt is still recorded', async () => {
    const { db, repo } = await freshRepo(['a', 'b']);
    const a = (await repo.claim('a', NOW, LEASE))!;
    db.raw.exec(
      "CREATE TRIGGER refuse_b BEFORE INSERT ON delivery_attempts WHEN NEW.delivery_id = 'b' BEGIN SELECT RAISE(ABORT, 'disk full (simulated)'); END",
    );
    await assert.rejects(repo.finishAndClaim(ended('a', a, true), 'b', LATER, LEASE), /disk full \(simulated\)/);
    assert.equal((await repo.get('a'))!.status, 'delivered');
    assert.deepEqual(
      (await repo.attempts('a')).map((x) => [x.outcome, x.finishedAt]),
      [['ok', LATER]],
    );
    assert.equal((await repo.get('b'))!.status, 'pending', 'the claim rolled back whole');
    assert.equal((await repo.get('b'))!.attempts, 0);
    assert.deepEqual(await repo.attempts('b'), []);
  });

  test('a lease that ran out: taken over (the cut attempt marked), and the late finish of the first sender changes nothing', async () => {
    const { repo } = await freshRepo(['a']);
    const first = (await repo.claim('a', NOW, LATER))!;
    assert.equal(await repo.claim('a', NOW, LEASE, true), null, 'held while its lease runs');
    assert.equal(await repo.claim('a', LEASE, LEASE), null, 'not without takeOver');
    const second = (await repo.claim('a', '2026-11-27T02:00:02.000Z', LEASE, true))!;
    assert.deepEqual([first.attempt, second.attempt], [1, 2]);
    await repo.finish({ ...ended('a', first, true), nowIso: '2026-11-27T02:00:03.000Z' });
    assert.equal((await repo.get('a'))!.status, 'sending', 'the first sender no longer holds it');
    await repo.finish(ended('a', second, true));
    assert.equal((await repo.get('a'))!.status, 'delivered');
    assert.deepEqual(
      (await repo.attempts('a')).map((x) => x.outcome),
      ['interrupted', 'ok'],
    );
  });
});

describe('outbox: journal before send, every end written at once', () => {
  async function setup(n: number, sendOf: (id: string, signal: AbortSignal) => Promise<SendResult>) {
    const ids = Array.from({ length: n }, (_, i) => `d${String(i).padStart(2, '0')}`);
    const { db, repo } = await freshRepo(ids);
    const calls: string[] = [];
    const counted = {
      ...repo,
      claim: (id: string, nowIso: string, lease: string, takeOver?: boolean) => (
        calls.push('claim'),
        repo.claim(id, nowIso, lease, takeOver)
      ),
      finish: (f: FinishedAttempt) => (calls.push('finish'), repo.finish(f)),
      finishAndClaim: (f: FinishedAttempt, id: string, nowIso: string, lease: string) => (
        calls.push('finishAndClaim'),
        repo.finishAndClaim(f, id, nowIso, lease)
      ),
    } as OutboxRepo;
    const problems: string[] = [];
    const webhook: Notifier = {
      waitingFor: () => null,
      async send(d, ctx) {
        // Journaled before the request leaves: the delivery is `sending` with its attempt in flight.
        const row = (await repo.get(d.id))!;
        const log = await repo.attempts(d.id);
        if (row.status !== 'sending' || log.at(-1)?.outcome !== 'in_flight') problems.push(`${d.id} sent before it was journaled`);
        const result = await sendOf(d.id, ctx.signal!);
        // Written before the next macrotask: the worker records it as soon as it goes on.
        setImmediate(() => {
          void repo.get(d.id).then((now) => {
            if (now!.status === 'sending') problems.push(`${d.id} ended but not written by the next turn`);
          });
        });
        return result;
      },
    };
    const other = { waitingFor: () => 'n/a', send: () => Promise.reject(new Error('unused')) } as Notifier;
    const notifiers = { webhook, slack: other, telegram: other, email: other, desktop: other } as Record<ChannelType, Notifier>;
    const outbox = testOutbox(counted, { db, now: NOW, settings: { allowPrivateTargets: false }, notifiers, random: () => 0.5 });
    return { db, repo, outbox, calls, problems, ids };
  }

  test('20 deliveries, 8 at a time, answers in any order: all written, 28 transactions instead of 40', async () => {
    const { repo, outbox, calls, problems, ids } = await setup(20, (id) => {
      const n = Number(id.slice(1));
      return new Promise((resolve) =>
        setTimeout(
          () => resolve(n % 5 === 3 ? { ok: false, statusCode: 503, error: 'HTTP 503' } : { ok: true, statusCode: 200, error: null }),
          (n * 7) % 11,
        ),
      );
    });
    const report = await outbox.process();
    assert.deepEqual(problems, []);
    assert.deepEqual(report, { attempted: 20, delivered: 16, retrying: 4, failed: 0, queued: 0 });
    for (const id of ids) {
      const failedOnce = Number(id.slice(1)) % 5 === 3;
      assert.equal((await repo.get(id))!.status, failedOnce ? 'pending' : 'delivered', id);
      assert.deepEqual(
        (await repo.attempts(id)).map((a) => a.outcome),
        [failedOnce ? 'error' : 'ok'],
        id,
      );
    }
    const count = (k: string) => calls.filter((c) => c === k).length;
    assert.deepEqual([count('claim'), count('finishAndClaim'), count('finish')], [8, 12, 8]);
  });

  test('a batch boundary (more than 100 due): every end written before the next batch is read', async () => {
    const { repo, outbox, problems, ids } = await setup(
      130,
      () => new Promise((resolve) => setImmediate(() => resolve({ ok: true, statusCode: 204, error: null }))),
    );
    const report = await outbox.process();
    assert.deepEqual(problems, []);
    assert.equal(report.delivered, 130);
    for (const id of ids) assert.equal((await repo.get(id))!.status, 'delivered', id);
  });

  test('shutdown mid-run: ended attempts written, in-flight ones interrupted and pending again at once (same id), nothing else touched', async () => {
    const s = await setup(12, (id, signal) =>
      id === 'd00'
        ? Promise.resolve({ ok: true, statusCode: 200, error: null })
        : new Promise((_resolve, reject) => {
            // Never answers: only the shutdown (its signal) ends these.
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
            if (id === 'd07') setTimeout(() => void outbox.shutdown(), 20);
          }),
    );
    const outbox = s.outbox;
    const run = outbox.process();
    await run;
    assert.deepEqual(s.problems, []);
    const status = async (id: string) => (await s.repo.get(id))!.status;
    assert.equal(await status('d00'), 'delivered');
    // d01..d07 were in flight with d08 (claimed by d00's worker after its end): each attempt journaled as interrupted
    // and the delivery pending again, so another instance or the next start sends it without waiting for its lease.
    for (const id of ['d01', 'd02', 'd03', 'd04', 'd05', 'd06', 'd07', 'd08']) {
      const row = (await s.repo.get(id))!;
      assert.deepEqual([row.status, row.attempts], ['pending', 1], id);
      assert.deepEqual(
        (await s.repo.attempts(id)).map((a) => a.outcome),
        ['interrupted'],
        id,
      );
    }
    for (const id of ['d09', 'd10', 'd11']) {
      assert.equal(await status(id), 'pending', id);
      assert.deepEqual(await s.repo.attempts(id), [], id);
    }
    assert.equal(await outbox.recover(), 0, 'nothing left for recovery');
  });
});
