// Enqueueing a notification: one delivery row per channel, all due now, told to the outbox once committed.
import { randomBytes } from 'node:crypto';
import type { ChannelType } from '../contracts/enums.js';
import type { Sql } from '../db/sql.js';
import { channelView } from '../secrets/sealed-targets.js';
import type { Clock } from '../shared/clock.js';
import type { DeliveryRecord, NotificationPayload, OutboxRepo } from './outbox-repo.js';

/** Idempotency id of one notification to one channel: Standard Webhooks style `msg_…`. */
export const newDeliveryId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

export interface EnqueueInput {
  watchId: string;
  evaluationId: number | null;
  kind: 'alert' | 'test';
  channels: readonly { type: ChannelType; target: string }[];
  payload: NotificationPayload;
}

export interface EnqueueDeps {
  /** Where deliveries enqueued outside a caller's transaction are written in one. */
  db: Sql;
  repo: OutboxRepo;
  clock: Clock;
}

/** `committed`: told the new rows' ids once their transaction has committed (their sends may start then). */
export function createEnqueue(deps: EnqueueDeps, committed: (ids: readonly string[]) => void) {
  /**
   * One delivery row per channel, all due now, written in `opts.tx` when the caller has a transaction (an evaluation),
   * else in one of their own. Their sends start once that commits. Returns the rows as stored, unless
   * `readBack: false` (a watch tick, which does not use them: no read per row).
   */
  return async function enqueue(input: EnqueueInput, opts: { readBack?: boolean; tx?: Sql } = {}): Promise<DeliveryRecord[]> {
    const now = deps.clock.now().toISOString();
    const write = async (tx: Sql) => {
      const repo = deps.repo.on(tx);
      const ids: string[] = [];
      for (const [i, c] of input.channels.entries()) {
        const id = newDeliveryId();
        // A target this server cannot open fails its own delivery at once, not the transaction (the evaluation, a tick).
        const channel = channelView(c.type, () => c.target);
        await repo.insert({
          id,
          watchId: input.watchId,
          evaluationId: input.evaluationId,
          kind: input.kind,
          channelIndex: i,
          channelType: c.type,
          target: channel.target,
          ...('unreadable' in channel ? { unreadable: channel.reason } : {}),
          payload: input.payload,
          nextAttemptAt: now,
          createdAt: now,
        });
        ids.push(id);
      }
      // A send must start after the commit, when other connections (another instance's) see the rows.
      if (ids.length > 0) tx.afterCommit(() => setImmediate(() => committed(ids)));
      return ids;
    };
    const ids = opts.tx ? await write(opts.tx) : await deps.db.transaction(write);
    if (opts.readBack === false) return [];
    const q = opts.tx ? deps.repo.on(opts.tx) : deps.repo;
    return Promise.all(ids.map(async (id) => (await q.get(id))!));
  };
}
