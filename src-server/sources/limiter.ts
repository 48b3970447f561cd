// A local sliding-window call limiter, so we stay under a free tier's documented quotas (Open-Meteo).
import { DAY_MS } from '../shared/clock.js';

export interface WindowLimit {
  windowMs: number;
  max: number;
}

export interface CallLimiter {
  /**
   * Takes a slot now and returns 0, or returns how many ms to wait before a slot frees (nothing taken).
   * Callers that cannot wait that long fail the call instead of exceeding the quota.
   */
  tryAcquire(): number;
}

export function createCallLimiter(limits: readonly WindowLimit[], nowMs: () => number): CallLimiter {
  const longest = Math.max(...limits.map((l) => l.windowMs));
  const stamps: number[] = []; // call times, oldest first
  return {
    tryAcquire() {
      const now = nowMs();
      while (stamps.length > 0 && stamps[0]! <= now - longest) stamps.shift();
      let waitMs = 0;
      for (const { windowMs, max } of limits) {
        const inWindow = stamps.filter((t) => t > now - windowMs);
        if (inWindow.length >= max) waitMs = Math.max(waitMs, inWindow[inWindow.length - max]! + windowMs - now);
      }
      if (waitMs > 0) return waitMs;
      stamps.push(now);
      return 0;
    },
  };
}

/** Open-Meteo's free tier: 600 calls/min, 5,000/h, 10,000/day. We keep a margin under each. */
export function openMeteoLimits(perMinute: number): WindowLimit[] {
  return [
    { windowMs: 60_000, max: perMinute },
    { windowMs: 3_600_000, max: 4500 },
    { windowMs: DAY_MS, max: 9000 },
  ];
}
