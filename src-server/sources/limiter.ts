// A local sliding-window budget of weighted calls, so we stay under a free tier's documented quotas (Open-Meteo).
//
// Each call reserves its weight (open-meteo-weight.ts) at the earliest instant at which every window has room for it,
// after every earlier reservation (first come, first served). A window has room when the weight already in it plus
// this call's stays within its budget, or when it is empty (a single call heavier than a window's budget then goes
// alone, as Open-Meteo itself admits any call while its counter is under the limit). A caller whose reservation would
// start later than it can wait gets a refusal that names the full window instead, and nothing is reserved.
import { DAY_MS } from '../shared/clock.js';
import { SourceError } from './http.js';

export interface WindowLimit {
  windowMs: number;
  /** Weighted calls allowed in any window of this length. */
  max: number;
  /** 'minute', 'hour', 'day': for the refusal's reason. */
  label: string;
}

export type Reservation =
  | { ok: true; waitMs: number }
  | { ok: false; waitMs: number; window: WindowLimit; used: number };

export interface CallLimiter {
  /**
   * Reserves `weight` and says how long to wait before calling (0: now). When the wait would exceed `maxWaitMs`,
   * reserves nothing and says which window is full, how much of it is used and when the call would fit.
   */
  reserve(weight: number, maxWaitMs: number): Reservation;
  /** Weight reserved in each window now (for benches and diagnostics). */
  usage(): { label: string; max: number; used: number }[];
}

/** Weights are fractional (428.8): sums are compared with this slack. */
const EPS = 1e-6;

interface Stamp {
  t: number;
  w: number;
}

export function createCallLimiter(limits: readonly WindowLimit[], nowMs: () => number): CallLimiter {
  const longest = Math.max(...limits.map((l) => l.windowMs));
  const stamps: Stamp[] = []; // reservation times, non-decreasing
  const prune = (now: number) => {
    while (stamps.length > 0 && stamps[0]!.t <= now - longest) stamps.shift();
  };
  /** Weight counted by window `l` at instant t: reservations in (t - windowMs, t]. */
  const usedAt = (l: WindowLimit, t: number) => {
    let s = 0;
    for (let i = stamps.length - 1; i >= 0 && stamps[i]!.t > t - l.windowMs; i--) if (stamps[i]!.t <= t) s += stamps[i]!.w;
    return s;
  };
  return {
    reserve(weight, maxWaitMs) {
      const now = nowMs();
      prune(now);
      const w = Math.max(0, weight);
      let t = Math.max(now, stamps.at(-1)?.t ?? now);
      let blocking: { l: WindowLimit; used: number } | undefined;
      for (let guard = 0; guard < 4 * stamps.length + 8; guard++) {
        const full = limits.map((l) => ({ l, used: usedAt(l, t) })).find(({ l, used }) => used > EPS && used + w > l.max + EPS);
        if (!full) break;
        blocking = full;
        // Move t to when enough of that window's oldest reservations have left it.
        let used = full.used;
        let next = t;
        for (const s of stamps) {
          if (s.t <= t - full.l.windowMs || s.t > t) continue;
          used -= s.w;
          next = s.t + full.l.windowMs;
          if (used <= EPS || used + w <= full.l.max + EPS) break;
        }
        t = Math.max(t, next);
      }
      const waitMs = Math.max(0, t - now);
      if (waitMs > maxWaitMs) {
        // What that window holds now, queued calls included.
        const used = stamps.reduce((a, st) => (st.t > now - blocking!.l.windowMs ? a + st.w : a), 0);
        return { ok: false, waitMs, window: blocking!.l, used };
      }
      stamps.push({ t, w });
      return { ok: true, waitMs };
    },
    usage() {
      const now = nowMs();
      prune(now);
      return limits.map((l) => ({ label: l.label, max: l.max, used: Math.round(usedAt(l, now) * 10) / 10 }));
    },
  };
}

/** Open-Meteo's free tier: 600 calls/min, 5,000/h, 10,000/day (weighted). Defaults keep a margin under each. */
export function openMeteoLimits(budget: { perMinute: number; perHour: number; perDay: number }): WindowLimit[] {
  return [
    { windowMs: 60_000, max: budget.perMinute, label: 'minute' },
    { windowMs: 3_600_000, max: budget.perHour, label: 'hour' },
    { windowMs: DAY_MS, max: budget.perDay, label: 'day' },
  ];
}

/** Whether a call to `url` counts against Open-Meteo's free tier: its public hosts, not `customer-` (paid) ones. */
export function isFreeTierHost(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (host === 'open-meteo.com' || host.endsWith('.open-meteo.com')) && !host.startsWith('customer-');
}

const oneDecimal = (x: number) => (Math.round(x * 10) / 10).toLocaleString('en-US');
function inWords(ms: number): string {
  const s = Math.ceil(ms / 1000);
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.ceil(s / 60)} min`;
  return `${Math.floor(s / 3600)} h ${Math.ceil((s % 3600) / 60)} min`;
}

/** The refusal of a call the Open-Meteo budget cannot fit in this question's source budget: a value, never a 5xx. */
export function budgetRefusal(r: Extract<Reservation, { ok: false }>, weight: number, timeoutMs: number): SourceError {
  const err = new SourceError(
    'rate_limited',
    `Open-Meteo budget: ${oneDecimal(r.used)} of ${r.window.max.toLocaleString('en-US')} weighted calls used or queued in the last ${r.window.label}; ` +
      `this call (weight ${oneDecimal(weight)}) fits in ${inWords(r.waitMs)}, beyond the ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`} source budget`,
  );
  err.local = true;
  return err;
}
