// The Open-Meteo budget of a team server: one budget for every instance (Open-Meteo counts per client, and the
// instances are one client), its reservations kept in the database. Each reservation runs the same rule as the
// process-local limiter (limiter.ts) over every instance's reservations, under one advisory lock, so two instances
// never take the same room. Its figures (usage, queued weight) are this instance's view as of its last reservation.
import type { Sql } from '../db/sql.js';
import { createCallLimiter, type CallLimiter, type Reservation, type Stamp, type WindowLimit } from './limiter.js';

/** pg_advisory_xact_lock key of the budget (any constant; "hzcbudgt" in ASCII). */
const BUDGET_LOCK = 0x687a636275646774n.toString();

export function createSharedCallLimiter(limits: readonly WindowLimit[], nowMs: () => number, db: Sql): CallLimiter {
  const longest = Math.max(...limits.map((l) => l.windowMs));
  let view = createCallLimiter(limits, nowMs);
  return {
    reserve(weight: number, maxWaitMs: number): Promise<Reservation> {
      return db.transaction(async (tx) => {
        await tx.get('SELECT pg_advisory_xact_lock(?)', [BUDGET_LOCK]);
        const now = nowMs();
        // Reservations that have left the longest window count nowhere any more.
        await tx.run('DELETE FROM open_meteo_budget WHERE t_ms <= ?', [now - longest]);
        const stamps = await tx.all<Stamp>('SELECT t_ms AS t, weight AS w FROM open_meteo_budget ORDER BY t_ms');
        const local = createCallLimiter(limits, nowMs, stamps);
        const r = local.reserve(weight, maxWaitMs);
        if (r.ok) await tx.run('INSERT INTO open_meteo_budget (t_ms, weight) VALUES (?, ?)', [now + r.waitMs, Math.max(0, weight)]);
        view = local;
        return r;
      });
    },
    earliest: (weight) => view.earliest(weight),
    usage: () => view.usage(),
    queued: () => view.queued(),
  };
}
