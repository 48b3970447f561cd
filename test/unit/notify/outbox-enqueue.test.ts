// Outbox enqueue: one row per channel; the rows read back unless the caller (a watch tick) says it does not use them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DeliveryRecord, OutboxRepo } from '../../../src-server/notify/outbox-repo.js';
import { testOutbox } from '../../helpers/outbox.js';
import type { Sql } from '../../../src-server/db/sql.js';

function setup() {
  const rows = new Map<string, Partial<DeliveryRecord>>();
  const reads: string[] = [];
  const repo = {
    on: () => repo,
    async insert(d: Partial<DeliveryRecord> & { id: string }) {
      rows.set(d.id, { ...d, status: 'pending' });
    },
    async get(id: string) {
      reads.push(id);
      return rows.get(id) as DeliveryRecord | undefined;
    },
  } as unknown as OutboxRepo;
  // A stand-in database: the rows live in the map above; a transaction is just its body.
  const db = {
    dialect: 'sqlite',
    transaction: (fn: (tx: unknown) => unknown) => fn(db),
    afterCommit: (fn: () => void) => fn(),
  } as unknown as Sql;
  const outbox = testOutbox(repo, { db, now: '2026-11-26T12:00:00Z' });
  return { outbox, rows, reads };
}

const input = {
  watchId: 'w1',
  evaluationId: 7,
  kind: 'alert' as const,
  channels: [
    { type: 'webhook' as const, target: 'https://example.com/a' },
    { type: 'email' as const, target: 'ops@example.com' },
  ],
  payload: {
    type: 'watch.triggered' as const,
    timestamp: '2026-11-26T12:00:00.000Z',
    data: { watchId: 'w1', headline: 'h', summary: 's' },
  },
};

test('enqueue writes a row per channel and returns them as stored', async () => {
  const { outbox, rows, reads } = setup();
  const out = await outbox.enqueue(input);
  assert.equal(rows.size, 2);
  assert.deepEqual(
    out.map((d) => d.id),
    [...rows.keys()],
  );
  assert.deepEqual(reads, [...rows.keys()]);
  assert.deepEqual(
    out.map((d) => [d.channelIndex, d.channelType, d.target, d.nextAttemptAt]),
    [
      [0, 'webhook', 'https://example.com/a', '2026-11-26T12:00:00.000Z'],
      [1, 'email', 'ops@example.com', '2026-11-26T12:00:00.000Z'],
    ],
  );
});

test('readBack: false writes the same rows and reads none back', async () => {
  const a = setup();
  const b = setup();
  await a.outbox.enqueue(input);
  assert.deepEqual(await b.outbox.enqueue(input, { readBack: false }), []);
  assert.deepEqual(b.reads, []);
  const strip = (m: Map<string, Partial<DeliveryRecord>>) => [...m.values()].map(({ id: _id, ...rest }) => rest);
  assert.deepEqual(strip(b.rows), strip(a.rows));
});
