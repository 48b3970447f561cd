// A local sliding-window budget of weighted calls, so we stay under a free tier's documented quotas (Open-Meteo).
//
// Each call reserves its weight (open-meteo-weight.ts) at the earliest instant at which it fits every window without
// breaking any reservation already made, later ones included: a light call may take a gap before a queued heavy one,
// but never delays it (so a call queued for the next hour does not hold back one that fits now). A window has room
// when the weight already in it plus this call's stays within its budget, or when it holds nothing else (a single call
// heavier than a window's budget then goes alone, as Open-Meteo itself admits any call while its counter is under the
// limit). A caller whose reservation would start later than it can wait gets a refusal that names the full window
// instead, and nothing is reserved.
import { DAY_MS } from '../shared/clock.js';
import { SourceError } from './http.js';
import { grouped, msg, type Descriptor } from '../i18n/message.js';

export interface WindowLimit {
  windowMs: number;
  /** Weighted calls allowed in any window of this length. */
  max: number;
  /** 'minute', 'hour', 'day': for the refusal's reason. */
  label: string;
}

export type Reservation = { ok: true; waitMs: number } | { ok: false; waitMs: number; window: WindowLimit; used: number };

export interface CallLimiter {
  /**
   * Reserves `weight` and says how long to wait before calling (0: now). When the wait would exceed `maxWaitMs`,
   * reserves nothing and says which window is full, how much of it is used and when the call would fit. A Promise when
   * the budget is shared through the database (the team server: shared-limiter.ts).
   */
  reserve(weight: number, maxWaitMs: number): Reservation | Promise<Reservation>;
  /** How long until `weight` would fit, reserving nothing. */
  earliest(weight: number): number;
  /** Weight reserved in each window now (for benches and diagnostics). */
  usage(): { label: string; max: number; used: number }[];
  /** Weight reserved for later instants (calls queued for their turn). */
  queued(): number;
}

/**
 * The time the budget runs on: real time in the app; a clock tests and benches can move (test/support/budget-time.ts),
 * since the windows are minutes to a day long.
 */
export interface BudgetTime {
  now(): number;
  /** Resolves once `ms` of this time have passed (a question's wait for its turn). */
  sleep(ms: number): Promise<void>;
  /** Runs `fn` at `atMs` (a call queued for its turn); the timer never keeps the process alive. Returns a cancel. */
  at(atMs: number, fn: () => void): () => void;
}

export const realBudgetTime: BudgetTime = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  at(atMs, fn) {
    const timer = setTimeout(fn, Math.max(0, atMs - Date.now()));
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** Weights are fractional (428.8): sums are compared with this slack. */
const EPS = 1e-6;

/** A reservation: its instant and its weight. */
export interface Stamp {
  t: number;
  w: number;
}

/** Index of the first stamp with t > x (stamps sorted by t). */
function upper(stamps: readonly Stamp[], x: number): number {
  let lo = 0;
  let hi = stamps.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (stamps[mid]!.t <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `initial`: reservations already made (sorted by instant), as the shared budget reads them from the database. */
export function createCallLimiter(limits: readonly WindowLimit[], nowMs: () => number, initial: readonly Stamp[] = []) {
  const longest = Math.max(...limits.map((l) => l.windowMs));
  const stamps: Stamp[] = [...initial]; // reservation times, sorted
  const prune = (now: number) => {
    const gone = upper(stamps, now - longest);
    if (gone > 0) stamps.splice(0, gone);
  };
  /** Weight counted by window `l` at instant s: reservations in (s - windowMs, s]. */
  const usedAt = (l: WindowLimit, s: number) => {
    let sum = 0;
    for (let i = upper(stamps, s) - 1; i >= 0 && stamps[i]!.t > s - l.windowMs; i--) sum += stamps[i]!.w;
    return sum;
  };
  const full = (l: WindowLimit, used: number, w: number) => used > EPS && used + w > l.max + EPS;
  /** The first window a call of weight w at t would overfill, at t or at a later reservation it would share a window with. */
  const blocking = (t: number, w: number): WindowLimit | undefined =>
    limits.find((l) => {
      if (full(l, usedAt(l, t), w)) return true;
      for (let i = upper(stamps, t); i < stamps.length && stamps[i]!.t < t + l.windowMs; i++) {
        if (full(l, usedAt(l, stamps[i]!.t), w)) return true;
      }
      return false;
    });
  /**
   * The earliest instant from now at which w fits. Fitting can only begin when a reservation leaves a window, so the
   * candidates are now and each reservation's time plus each window's length.
   */
  const earliestAt = (now: number, w: number): { t: number; binding?: WindowLimit } => {
    let binding = blocking(now, w);
    if (!binding) return { t: now };
    const candidates = [...new Set(stamps.flatMap((s) => limits.map((l) => s.t + l.windowMs)).filter((t) => t > now))].sort(
      (a, b) => a - b,
    );
    for (const t of candidates) {
      // The window still full at the last instant that did not fit is the one the wait is for.
      const full = blocking(t, w);
      if (!full) return { t, binding };
      binding = full;
    }
    // Unreachable: after the last reservation has left every window, all are empty.
    return { t: (stamps.at(-1)?.t ?? now) + longest, binding };
  };
  return {
    reserve(weight: number, maxWaitMs: number): Reservation {
      const now = nowMs();
      prune(now);
      const w = Math.max(0, weight);
      const { t, binding } = earliestAt(now, w);
      const waitMs = t - now;
      if (waitMs > maxWaitMs) {
        // What that window holds now, queued calls included.
        const window = binding!;
        const used = stamps.reduce((a, st) => (st.t > now - window.windowMs ? a + st.w : a), 0);
        return { ok: false, waitMs, window, used };
      }
      stamps.splice(upper(stamps, t), 0, { t, w });
      return { ok: true, waitMs };
    },
    earliest(weight: number) {
      const now = nowMs();
      prune(now);
      return earliestAt(now, Math.max(0, weight)).t - now;
    },
    usage() {
      const now = nowMs();
      prune(now);
      return limits.map((l) => ({ label: l.label, max: l.max, used: Math.round(usedAt(l, now) * 10) / 10 }));
    },
    queued() {
      const now = nowMs();
      return Math.round(stamps.reduce((a, st) => (st.t > now ? a + st.w : a), 0) * 10) / 10;
    },
  } satisfies CallLimiter;
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

const oneDecimal = (x: number) => grouped(Math.round(x * 10) / 10, 1);
function inWords(ms: number): Descriptor {
  const s = Math.ceil(ms / 1000);
  if (s < 120) return msg('sources.duration.s', { n: s });
  if (s < 7200) return msg('sources.duration.min', { n: Math.ceil(s / 60) });
  return msg('sources.duration.hMin', { h: Math.floor(s / 3600), min: Math.ceil((s % 3600) / 60) });
}
const WINDOW_WORDS: ReadonlySet<string> = new Set(['minute', 'hour', 'day']);
const lastWindow = (label: string): Descriptor =>
  WINDOW_WORDS.has(label) ? msg(`sources.window.${label}`) : msg('sources.window.other', { label });

/** A call the Open-Meteo budget could not fit in its question's source budget: when it would fit, and its weight. */
export class BudgetRefusal extends SourceError {
  constructor(
    message: Descriptor,
    readonly weight: number,
    /** How long from the refusal until the call would fit (budget time). */
    readonly waitMs: number,
  ) {
    super('rate_limited', message);
    this.local = true;
  }
}

/** The refusal of a call the Open-Meteo budget cannot fit in this question's source budget: a value, never a 5xx. */
export function budgetRefusal(r: Extract<Reservation, { ok: false }>, weight: number, timeoutMs: number): BudgetRefusal {
  return new BudgetRefusal(
    msg('sources.budgetRefused', {
      used: oneDecimal(r.used),
      max: grouped(r.window.max, 3),
      window: lastWindow(r.window.label),
      weight: oneDecimal(weight),
      wait: inWords(r.waitMs),
      timeout:
        timeoutMs >= 1000 ? msg('sources.duration.s', { n: Math.round(timeoutMs / 1000) }) : msg('sources.duration.ms', { n: timeoutMs }),
    }),
    weight,
    r.waitMs,
  );
}

/** A refused call queued for its turn: the reason its outcome carries until then. */
export function queuedReason(weight: number, waitMs: number): Descriptor {
  return msg('sources.queued', { weight: oneDecimal(weight), wait: inWords(waitMs) });
}
