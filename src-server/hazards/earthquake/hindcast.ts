// Earthquake hindcast (pure): rates learnt per site from a training period with the model's own rate step,
// 30-day windows of a later period scored with the track record's Brier scoring.
import type { Quake } from '../../sources/usgs/normalize.js';
import { distanceKm } from '../../shared/geo.js';
import { aggregateOne, scoreAggregates, type Decomposition, type ReliabilityRow } from '../../track-record/scoring.js';
import { catalogueRate, poissonAtLeastOne, type RateParams } from './model.js';

const DAY_MS = 86_400_000;

export interface HindcastSite {
  name: string;
  lat: number;
  lng: number;
}

export interface HindcastOptions {
  trainStart: Date;
  trainEnd: Date;
  /** First scored window starts here (>= trainEnd: nothing from the scored period is learnt). */
  testStart: Date;
  testEnd: Date;
  windowDays: number;
  params: RateParams;
}

export interface HindcastResult {
  sites: number;
  windows: number;
  forecasts: number;
  /** Site-windows in which the event happened. */
  eventsObserved: number;
  brierScore: number;
  /** A constant forecast of the scored period's observed base rate (in-sample: the harder baseline). */
  baselineBrierScore: number;
  skillVsBaselinePct: number;
  /** A constant forecast of the training period's base rate across sites (out-of-sample climatology). */
  trainBaseRate: number;
  trainBaselineBrierScore: number;
  meanForecast: number;
  reliability: ReliabilityRow[];
  decomposition: Decomposition | null;
}

/** Window start times: consecutive, non-overlapping windows of `windowDays` that fit in [testStart, testEnd]. */
export function windowStarts(testStart: Date, testEnd: Date, windowDays: number): number[] {
  const out: number[] = [];
  const step = windowDays * DAY_MS;
  if (!(step > 0)) return out;
  for (let t = testStart.getTime(); t + step <= testEnd.getTime(); t += step) out.push(t);
  return out;
}

export function hindcastEarthquakes(quakes: readonly Quake[], sites: readonly HindcastSite[], o: HindcastOptions): HindcastResult {
  if (o.testStart.getTime() < o.trainEnd.getTime()) throw new Error('the scored period must start after the training period ends');
  const starts = windowStarts(o.testStart, o.testEnd, o.windowDays);
  const windowYears = o.windowDays / 365.25;
  const trainYears = (o.trainEnd.getTime() - o.trainStart.getTime()) / (365.25 * DAY_MS);
  const trainWindows = Math.floor(trainYears / windowYears);
  const eventMin = o.params.eventMinMagnitude;

  const cells = new Map<number, ReturnType<typeof aggregateOne>>();
  let forecasts = 0;
  let observed = 0;
  let sumP = 0;
  let trainHitWindows = 0;
  const outcomes: (0 | 1)[] = [];

  for (const site of sites) {
    const { ratePerYear } = catalogueRate(quakes, site, { start: o.trainStart, end: o.trainEnd }, o.params);
    const p = poissonAtLeastOne(ratePerYear, windowYears);

    // Training-period windows with an event, for the out-of-sample climatology.
    const near = quakes.filter((q) => q.magnitude >= eventMin && distanceKm(site.lat, site.lng, q.lat, q.lng) <= o.params.radiusKm);
    const times = near.map((q) => Date.parse(q.time)).filter(Number.isFinite);
    for (let k = 0; k < trainWindows; k++) {
      const a = o.trainStart.getTime() + k * o.windowDays * DAY_MS;
      if (times.some((t) => t >= a && t < a + o.windowDays * DAY_MS)) trainHitWindows++;
    }

    for (const start of starts) {
      const end = start + o.windowDays * DAY_MS;
      const outcome: 0 | 1 = times.some((t) => t >= start && t < end) ? 1 : 0;
      const one = aggregateOne('earthquake', p, outcome);
      const cell = cells.get(one.bin);
      if (cell) {
        cell.n += 1;
        cell.sumP += one.sumP;
        cell.sumP2 += one.sumP2;
        cell.sumO += one.sumO;
        cell.sumPO += one.sumPO;
      } else cells.set(one.bin, one);
      forecasts++;
      observed += outcome;
      sumP += p;
      outcomes.push(outcome);
    }
  }

  const scores = scoreAggregates([...cells.values()], ['earthquake']);
  const trainBaseRate = sites.length && trainWindows ? trainHitWindows / (sites.length * trainWindows) : 0;
  const trainBaselineBrierScore = outcomes.length ? outcomes.reduce<number>((s, x) => s + (trainBaseRate - x) ** 2, 0) / outcomes.length : 0;
  return {
    sites: sites.length,
    windows: starts.length,
    forecasts,
    eventsObserved: observed,
    brierScore: scores.brierScore ?? 0,
    baselineBrierScore: scores.baselineBrierScore ?? 0,
    skillVsBaselinePct: scores.skillVsBaselinePct ?? 0,
    trainBaseRate,
    trainBaselineBrierScore,
    meanForecast: forecasts ? sumP / forecasts : 0,
    reliability: scores.reliability,
    decomposition: scores.decomposition,
  };
}
