// A time for the Open-Meteo budget (and the app's clock) that runs like real time but can jump ahead: a test or bench
// waits out a minute's window, or a whole day of watch ticks, without waiting it. Short waits (a question's wait for
// its turn, seconds) pass in real time; jump() moves past long ones and fires every timer that falls due.
import type { Clock } from '../../src-server/shared/clock.js';
import type { BudgetTime } from '../../src-server/sources/limiter.js';

interface Timer {
  at: number;
  fn: () => void;
  handle?: ReturnType<typeof setTimeout>;
  keepAlive: boolean;
}

export interface JumpableTime extends BudgetTime {
  /** The same time as the app's clock. */
  clock: Clock;
  /** Moves the time `ms` ahead at once; timers that fall due run, in order. */
  jump(ms: number): void;
  /** Moves the time to `atMs` if it is ahead (never back). */
  jumpTo(atMs: number): void;
  /** Total time jumped (ms): what a run waited without waiting it. */
  jumped(): number;
}

export function createJumpableTime(start: Date | string): JumpableTime {
  const realStart = performance.now();
  const startMs = new Date(start).getTime();
  let offset = 0;
  const now = () => startMs + Math.round(performance.now() - realStart) + offset;
  const timers = new Set<Timer>();

  function arm(t: Timer): void {
    t.handle = setTimeout(
      () => {
        if (!timers.has(t)) return;
        if (now() < t.at) return arm(t); // real time ran behind the timer's schedule by a millisecond
        timers.delete(t);
        t.fn();
      },
      Math.max(0, t.at - now()),
    );
    if (!t.keepAlive) t.handle.unref();
  }
  function add(at: number, fn: () => void, keepAlive: boolean): Timer {
    const t: Timer = { at, fn, keepAlive };
    timers.add(t);
    arm(t);
    return t;
  }
  function jump(ms: number): void {
    offset += Math.max(0, ms);
    const due = [...timers].filter((t) => t.at <= now()).sort((a, b) => a.at - b.at);
    for (const t of due) {
      clearTimeout(t.handle);
      timers.delete(t);
    }
    // The others' real timers were set before the jump: set them again for what is left of their wait now.
    for (const t of timers) {
      clearTimeout(t.handle);
      arm(t);
    }
    for (const t of due) t.fn();
  }
  return {
    now,
    sleep: (ms) => new Promise<void>((resolve) => void add(now() + ms, resolve, true)),
    at(atMs, fn) {
      const t = add(atMs, fn, false);
      return () => {
        clearTimeout(t.handle);
        timers.delete(t);
      };
    },
    clock: { now: () => new Date(now()) },
    jump,
    jumpTo: (atMs) => jump(atMs - now()),
    jumped: () => offset,
  };
}
