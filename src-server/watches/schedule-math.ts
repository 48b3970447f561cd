// Pure schedule arithmetic: each watch keeps its own phase, missed slots collapse into one catch-up run.
import { createHash } from 'node:crypto';

/** A stable offset in [0, spanMs) from the watch id, so watches created together do not run in the same second. */
export function spreadMs(id: string, spanMs: number): number {
  if (spanMs <= 0) return 0;
  return createHash('sha256').update(id).digest().readUInt32BE(0) % Math.floor(spanMs);
}

/** How far the first run of a new (or resumed) watch is spread: up to 5 minutes, less for short intervals. */
export function firstRunSpreadMs(intervalMin: number): number {
  return Math.min(5 * 60_000, intervalMin * 60_000);
}

/** The first slot of a new or resumed watch. */
export function firstSlot(id: string, intervalMin: number, now: Date): Date {
  return new Date(now.getTime() + spreadMs(id, firstRunSpreadMs(intervalMin)));
}

/**
 * The slot after a run at `now` whose slot was `slotIso`: slot + interval, keeping the phase; when that is
 * already past (the app was off), the missed slots are skipped: one catch-up run happened, the next is
 * the first slot of the same phase after `now`.
 */
export function nextSlot(slotIso: string | null, intervalMin: number, now: Date): Date {
  const intervalMs = intervalMin * 60_000;
  const slot = slotIso ? Date.parse(slotIso) : now.getTime();
  let next = slot + intervalMs;
  if (next <= now.getTime()) next += Math.ceil((now.getTime() - next + 1) / intervalMs) * intervalMs;
  return new Date(next);
}
