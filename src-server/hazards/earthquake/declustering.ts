// Gardner & Knopoff (1974) window declustering: each earthquake, largest first, claims the smaller events
// within its magnitude-dependent distance and time window as its foreshocks and aftershocks.
// Pure; the catalogue is passed in, nothing is read from the clock.
import { DAY_MS } from '../../shared/clock.js';
import { ruptureLengthKm } from './intensity.js';

/**
 * Gardner & Knopoff (1974), BSSA 64(5):1363-1367, Table 1: the space-time windows (as tabulated in
 * van Stiphout, Zhuang & Marsan 2012, CORSSA, "Seismicity declustering", Table 1).
 */
export const GARDNER_KNOPOFF_TABLE: readonly { magnitude: number; distanceKm: number; days: number }[] = [
  { magnitude: 2.5, distanceKm: 19.5, days: 6 },
  { magnitude: 3.0, distanceKm: 22.5, days: 11.5 },
  { magnitude: 3.5, distanceKm: 26, days: 22 },
  { magnitude: 4.0, distanceKm: 30, days: 42 },
  { magnitude: 4.5, distanceKm: 35, days: 83 },
  { magnitude: 5.0, distanceKm: 40, days: 155 },
  { magnitude: 5.5, distanceKm: 47, days: 290 },
  { magnitude: 6.0, distanceKm: 54, days: 510 },
  { magnitude: 6.5, distanceKm: 61, days: 790 },
  { magnitude: 7.0, distanceKm: 70, days: 915 },
  { magnitude: 7.5, distanceKm: 81, days: 960 },
  { magnitude: 8.0, distanceKm: 94, days: 985 },
];

export interface DeclusterWindow {
  distanceKm: number;
  days: number;
}

/**
 * The window of a magnitude-M event: the table interpolated linearly in log(distance) and log(time)
 * between its rows, held at its end rows outside 2.5-8.0. The table was built from southern California,
 * whose largest events were about M7; a great earthquake's aftershocks fill its whole rupture, so the
 * distance is never less than the Wells & Coppersmith (1994) subsurface rupture length (which it
 * exceeds from about M7.3: M8.0 190 km, M9.0 750 km).
 */
export function gardnerKnopoffWindow(magnitude: number): DeclusterWindow {
  const t = GARDNER_KNOPOFF_TABLE;
  const first = t[0]!;
  const last = t[t.length - 1]!;
  let distanceKm: number;
  let days: number;
  const row = t.find((r) => r.magnitude === magnitude);
  if (row) {
    distanceKm = row.distanceKm;
    days = row.days;
  } else if (!(magnitude > first.magnitude)) {
    distanceKm = first.distanceKm;
    days = first.days;
  } else if (magnitude >= last.magnitude) {
    distanceKm = last.distanceKm;
    days = last.days;
  } else {
    const i = t.findIndex((row) => row.magnitude > magnitude);
    const lo = t[i - 1]!;
    const hi = t[i]!;
    const f = (magnitude - lo.magnitude) / (hi.magnitude - lo.magnitude);
    distanceKm = Math.exp(Math.log(lo.distanceKm) + f * (Math.log(hi.distanceKm) - Math.log(lo.distanceKm)));
    days = Math.exp(Math.log(lo.days) + f * (Math.log(hi.days) - Math.log(lo.days)));
  }
  return { distanceKm: Math.max(distanceKm, ruptureLengthKm(magnitude)), days };
}

/**
 * Uhrhammer (1986), Earthquake Notes 57(1):21 (as given in van Stiphout et al. 2012, CORSSA, Table 1):
 * L = exp(-1.024 + 0.804 M) km, T = exp(-2.87 + 1.235 M) days. Narrower than Gardner & Knopoff at
 * M5-6 (20 km and 27 days at M5), so independent events of busy zones are not merged.
 */
export function uhrhammerWindow(magnitude: number): DeclusterWindow {
  return {
    distanceKm: Math.max(Math.exp(-1.024 + 0.804 * magnitude), ruptureLengthKm(magnitude)),
    days: Math.exp(-2.87 + 1.235 * magnitude),
  };
}

/** What the declustering needs of an event: times in ms, positions in km on a local plane. */
export interface ClusterInput {
  timeMs: number;
  magnitude: number;
  xKm: number;
  yKm: number;
}

export interface Declustered {
  /** For each input event, the index of its cluster's mainshock (itself when it is a mainshock). */
  mainshockOf: number[];
  /** Indices of the mainshocks, in time order. */
  mainshocks: number[];
}

/**
 * Window declustering (Gardner & Knopoff 1974): events are taken largest first (earlier first among equals);
 * an event not yet claimed becomes a mainshock and claims every unclaimed event within its distance window
 * and within its time window before (foreshocks) or after it (aftershocks). `events` must be sorted by time.
 */
export function declusterWindows(
  events: readonly ClusterInput[],
  windowOf: (m: number) => DeclusterWindow = gardnerKnopoffWindow,
): Declustered {
  const n = events.length;
  const mainshockOf = new Array<number>(n).fill(-1);
  const order = events
    .map((_, i) => i)
    .sort((a, b) => events[b]!.magnitude - events[a]!.magnitude || events[a]!.timeMs - events[b]!.timeMs);
  const times = events.map((e) => e.timeMs);
  const firstAtOrAfter = (t: number): number => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (times[mid]! < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (const i of order) {
    if (mainshockOf[i] !== -1) continue;
    mainshockOf[i] = i;
    const e = events[i]!;
    const w = windowOf(e.magnitude);
    const span = w.days * DAY_MS;
    const r2 = w.distanceKm * w.distanceKm;
    for (let j = firstAtOrAfter(e.timeMs - span); j < n && times[j]! <= e.timeMs + span; j++) {
      if (mainshockOf[j] !== -1) continue;
      const o = events[j]!;
      const dx = o.xKm - e.xKm;
      const dy = o.yKm - e.yKm;
      if (dx * dx + dy * dy <= r2) mainshockOf[j] = i;
    }
  }
  const mainshocks: number[] = [];
  for (let i = 0; i < n; i++) if (mainshockOf[i] === i) mainshocks.push(i);
  return { mainshockOf, mainshocks };
}
