// Drought day by day: the 90-day water balance ending on each day of a window, along paths made of the days already
// observed, each ECMWF member's days, and a past year's days of the same season for the days still unknown (an analog
// path, so that a dry spell keeps its length). The chance that some day of the window falls to the dry line, and the
// disruption of its dry days; both shrunk toward the same days' climatology with one member's weight.
// docs/methodology/drought.md.
import { climatologicalShare } from '../../science/ensemble.js';
import { balanceAtSpei, type SpeiFit } from './spei.js';
import { D1_SPEI, DROUGHT_CLIMATE, droughtDayDays, type DroughtClimate } from './climate.js';
import { dayOfYear } from '../../shared/day-of-year.js';
import { dateOfNo } from '../../shared/day-of-year.js';

export interface DailyPathsInput {
  climate: DroughtClimate;
  /** The history's daily balances by day number (the analog paths' days). */
  historyBalance: ReadonlyMap<number, number>;
  /** Today, the window's first day and its length, as day numbers and days. */
  today: number;
  first: number;
  count: number;
  /** Observed balances before today, by day number. */
  known: ReadonlyMap<number, number>;
  /** Each member's bias-corrected balances from today on (member m, day today + k), all of one length. */
  members: readonly (readonly number[])[];
  /** The event's SPEI line, and the SPEI at or below which a day counts toward the disruption. */
  line: number;
  countBelow: number;
}

export interface DailyPaths {
  /** Chance that the balance ending on some day of the window is at or below the line (shrunk). */
  probability: number;
  /** Mean disruption-days of the window's dry days (shrunk the same way). */
  expectedDays: number;
  /** Share of the forecast paths (members x analogs) with the event, and of the analog paths alone (the climatology). */
  share: number;
  climShare: number;
  /** The weight of the paths against the climatology: members, or the history's years without an ensemble. */
  weight: number;
  /** Days of the balances observed, forecast by the members, and taken from the analogs; analog paths used. */
  observedDays: number;
  observedMm: number;
  forecastDays: number;
  unknownDays: number;
  analogs: number;
}

const N = DROUGHT_CLIMATE.balanceDays;
/**
 * Analog paths start every third day within the season margin (11 a year): paths a day apart are nearly the same days,
 * and the scenario loop is members x analogs x days.
 */
const ANALOG_STEP_DAYS = 3;
/** The day's disruption as a function of its balance, tabulated on SPEI steps of this size from the D1 line down. */
const TABLE_STEP = 0.01;
const TABLE_FLOOR = -7;

/**
 * A day's disruption-days as a function of its 90-day balance (mm) under one fit: the balance at SPEI steps of 0.01
 * from D1 down, so a path day costs a binary search, not a log-logistic and a normal quantile.
 */
function dayDaysTable(fit: SpeiFit): (s: number) => number {
  const n = Math.round((D1_SPEI - TABLE_FLOOR) / TABLE_STEP) + 1;
  const mm = new Float64Array(n);
  const dd = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const z = TABLE_FLOOR + k * TABLE_STEP;
    mm[k] = balanceAtSpei(fit, z);
    dd[k] = droughtDayDays(z);
  }
  return (s) => {
    if (!(s <= mm[n - 1]!)) return 0;
    if (s <= mm[0]!) return dd[0]!;
    let lo = 0;
    let hi = n - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (mm[mid]! < s) lo = mid;
      else hi = mid;
    }
    const w = mm[hi]! > mm[lo]! ? (s - mm[lo]!) / (mm[hi]! - mm[lo]!) : 0;
    return dd[lo]! + w * (dd[hi]! - dd[lo]!);
  };
}

/** Day offsets to a past year's same season: every history year, every shift within the season margin. */
function analogOffsets(climate: DroughtClimate, today: number): number[] {
  const mmdd = dateOfNo(today).slice(5);
  const firstYear = Number(dateOfNo(climate.firstNo).slice(0, 4));
  const lastYear = Number(dateOfNo(climate.lastNo).slice(0, 4));
  const out: number[] = [];
  for (let y = firstYear; y <= lastYear; y++) {
    const base = Math.floor(Date.parse(`${y}-${mmdd === '02-29' ? '02-28' : mmdd}T00:00:00Z`) / 86_400_000);
    if (!Number.isFinite(base)) continue;
    for (let s = -DROUGHT_CLIMATE.seasonMarginDays; s <= DROUGHT_CLIMATE.seasonMarginDays; s += ANALOG_STEP_DAYS)
      out.push(base + s - today);
  }
  return out;
}

/** Running sums over the 90 days ending at each window day j (path index j + 89) of a per-day series. */
function windowSums(perDay: Float64Array, count: number): Float64Array {
  const pre = new Float64Array(perDay.length + 1);
  for (let i = 0; i < perDay.length; i++) pre[i + 1] = pre[i]! + perDay[i]!;
  const out = new Float64Array(count);
  for (let j = 0; j < count; j++) out[j] = pre[j + N]! - pre[j]!;
  return out;
}

export function dailyPaths(a: DailyPathsInput): DailyPaths | undefined {
  const { climate, today, first, count } = a;
  if (count <= 0) return undefined;
  const p0 = first - (N - 1);
  const len = count + N - 1;
  const forecastDays = a.members.length ? a.members[0]!.length : 0;
  const members = a.members.length ? a.members : [[]];
  // Each path day's source: observed, a member's, or an analog's.
  const kind = new Uint8Array(len); // 0 known, 1 member, 2 analog
  const knownDay = new Float64Array(len);
  let observedDays = 0;
  let observedMm = 0;
  for (let i = 0; i < len; i++) {
    const n = p0 + i;
    const k = a.known.get(n);
    if (n < today && k !== undefined) {
      knownDay[i] = k;
      observedDays++;
      observedMm += k;
    } else kind[i] = n >= today && n < today + forecastDays ? 1 : 2;
  }
  const known = windowSums(knownDay, count);
  const memberSums = members.map((m) => {
    const d = new Float64Array(len);
    for (let i = 0; i < len; i++) if (kind[i] === 1) d[i] = m[p0 + i - today]!;
    return windowSums(d, count);
  });
  // Analog paths: history days by wrapping whole years, so every year of the history makes a path of any length.
  const span = Math.round(climate.years * 365.25);
  const wrap = (h: number) => {
    let k = h;
    while (k > climate.lastNo) k -= span;
    while (k < climate.firstNo) k += span;
    return k;
  };
  const analogSums: Float64Array[] = [];
  const climSums: Float64Array[] = [];
  for (const o of analogOffsets(climate, today)) {
    const part = new Float64Array(len);
    const whole = new Float64Array(len);
    let ok = true;
    for (let i = 0; i < len && ok; i++) {
      const b = a.historyBalance.get(wrap(p0 + i + o));
      if (b === undefined) ok = false;
      else {
        whole[i] = b;
        if (kind[i] === 2) part[i] = b;
      }
    }
    if (!ok) continue;
    analogSums.push(windowSums(part, count));
    climSums.push(windowSums(whole, count));
  }
  if (analogSums.length === 0) return undefined;
  // Each window day's fit, its dry line and the line below which a day counts, in mm of balance.
  const fits: (SpeiFit | undefined)[] = [];
  const lineMm = new Float64Array(count);
  const countMm = new Float64Array(count);
  for (let j = 0; j < count; j++) {
    const f = climate.fitAt(dayOfYear(dateOfNo(first + j)));
    fits.push(f);
    lineMm[j] = f ? balanceAtSpei(f, a.line) : -Infinity;
    countMm[j] = f ? balanceAtSpei(f, a.countBelow) : -Infinity;
  }
  // Window days share a fit within its 5-day step: one table per fit.
  const tables = new Map<SpeiFit, (s: number) => number>();
  const tableOf = fits.map((f) => {
    if (!f) return () => 0;
    let t = tables.get(f);
    if (!t) tables.set(f, (t = dayDaysTable(f)));
    return t;
  });
  const dayDays = (j: number, s: number) => (s <= countMm[j]! ? tableOf[j]!(s) : 0);

  // Which days depend on the members and which on the analogs (a day's 90 days may hold both).
  const hasKind = (j: number, k: number) => {
    for (let i = j; i < j + N; i++) if (kind[i] === k) return true;
    return false;
  };
  const memberDays: number[] = [];
  const analogDays: number[] = [];
  const mixedDays: number[] = [];
  for (let j = 0; j < count; j++) {
    const m = forecastDays > 0 && hasKind(j, 1);
    const an = hasKind(j, 2);
    (m && an ? mixedDays : m ? memberDays : analogDays).push(j);
  }
  const M = members.length;
  const A = analogSums.length;
  const hitM = new Uint8Array(M);
  const disM = new Float64Array(M);
  for (let m = 0; m < M; m++) {
    for (const j of memberDays) {
      const s = known[j]! + memberSums[m]![j]!;
      if (s <= lineMm[j]!) hitM[m] = 1;
      disM[m]! += dayDays(j, s);
    }
  }
  const hitA = new Uint8Array(A);
  const disA = new Float64Array(A);
  let climHits = 0;
  let climDays = 0;
  for (let x = 0; x < A; x++) {
    for (const j of analogDays) {
      const s = known[j]! + analogSums[x]![j]!;
      if (s <= lineMm[j]!) hitA[x] = 1;
      disA[x]! += dayDays(j, s);
    }
    let hit = false;
    for (let j = 0; j < count; j++) {
      const s = climSums[x]![j]!;
      if (s <= lineMm[j]!) hit = true;
      climDays += dayDays(j, s);
    }
    if (hit) climHits++;
  }
  let hits = 0;
  let days = 0;
  const mixed = Int32Array.from(mixedDays);
  for (let m = 0; m < M; m++) {
    const ms = memberSums[m]!;
    for (let x = 0; x < A; x++) {
      const as = analogSums[x]!;
      let hit = hitM[m]! === 1 || hitA[x]! === 1;
      let d = disM[m]! + disA[x]!;
      for (let q = 0; q < mixed.length; q++) {
        const j = mixed[q]!;
        const s = known[j]! + ms[j]! + as[j]!;
        if (s <= countMm[j]!) {
          if (s <= lineMm[j]!) hit = true;
          d += tableOf[j]!(s);
        } else if (s <= lineMm[j]!) hit = true;
      }
      if (hit) hits++;
      days += d;
    }
  }
  const share = hits / (M * A);
  const climShare = climHits / A;
  const weight = forecastDays > 0 ? M : climate.years;
  return {
    probability: climatologicalShare(share * weight, weight, climShare),
    expectedDays: ((days / (M * A)) * weight + climDays / A) / (weight + 1),
    share,
    climShare,
    weight,
    observedDays,
    observedMm,
    forecastDays: forecastDays > 0 ? kind.reduce((s, k) => s + (k === 1 ? 1 : 0), 0) : 0,
    unknownDays: kind.reduce((s, k) => s + (k === 2 ? 1 : 0), 0),
    analogs: A,
  };
}
