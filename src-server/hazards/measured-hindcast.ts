// The heat and drought hindcast (pure): for each site and issue date, the models run on the data as it stood then
// (ERA5 climatology years before, ERA5 recent past, the archived ECMWF ensemble), scored against ERA5: the window
// event (Brier against the per-place climatology and the base rate, bootstrap over sites, reliability table) and,
// per lead day 1-16, the ensemble's CRPS (Hersbach 2000) and the exceedance's Brier and reliability.
import type { Place } from '../contracts/risk.js';
import { DAY_MS } from '../shared/clock.js';
import { applyQuantileMap } from '../science/quantile-mapping.js';
import { dayOfYear } from '../shared/day-of-year.js';
import { bootstrapByGroup, crpsSummary, scoreByLead, skillPct, type BinaryCase, type LeadScore } from '../science/verification.js';
import type { EnsembleDaily } from '../sources/open-meteo-ensemble/normalize.js';
import type { WeatherDay } from '../sources/open-meteo-forecast/normalize.js';
import { aggregateOne, scoreAggregates, type ReliabilityRow } from '../science/scoring.js';
import { droughtClimate, droughtModel, ninetyDaySums, seasonalFit, DROUGHT } from './drought/model.js';
import { dailyPaths } from './drought/daily-paths.js';
import { balanceAtSpei, normQuantile } from './drought/spei.js';
import { heatBiasMaps, heatModel } from './heat/model.js';
import { readHeatDays } from './heat/heat-days.js';
import { consecutiveDays, heatRecord, windowChance } from './heat/heat-record.js';
import type { ModelContext } from './types.js';
import { isNum } from '../shared/math.js';

export type MeasuredHazard = 'heat' | 'drought';

export interface MeasuredSite {
  place: Place;
  /** ERA5 daily from the climatology years before the first issue date to the last window's end. */
  era5: WeatherDay[];
  /** The archived ECMWF ensemble from 92 days before the first issue date to 15 days after the last. */
  ensemble?: EnsembleDaily;
}

export interface LeadVerification extends LeadScore {
  /** Mean CRPS of the members (bias-corrected) and of the climatological ensemble, in the variable's unit. */
  crps: number | null;
  crpsClimatology: number | null;
  crpssPct: number | null;
  /** Hersbach's reliability part of the CRPS (0 for a reliable ensemble). */
  crpsReliability: number | null;
}

export interface MeasuredHindcastResult {
  hazard: MeasuredHazard;
  sites: number;
  cases: (BinaryCase & { issued: string })[];
  eventRate: number | null;
  brierScore: number | null;
  climatologyBrierScore: number | null;
  baseRateBrierScore: number | null;
  skillVsClimatologyPct: number | null;
  skillVsClimatologyCi95: [number, number] | null;
  reliability: ReliabilityRow[];
  /** What the per-lead CRPS is of: Tmax (°C) for heat, the 90-day water balance (mm) for drought. */
  variable: string;
  byLead: LeadVerification[];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, n: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS));
export const MAX_LEAD = 16;

interface LeadCase {
  lead: number;
  place: string;
  members: number[];
  climatology: number[];
  observed: number;
  p: number;
  pClim: number;
  outcome: 0 | 1;
}

/** The data as it stood at `issued` (what the live service would have had). */
function asOf(site: MeasuredSite, issued: string) {
  const year = Number(issued.slice(0, 4));
  const archive = site.era5.filter((d) => Number(d.date.slice(0, 4)) >= year - 10 && Number(d.date.slice(0, 4)) < year);
  const recent = site.era5.filter((d) => d.date >= addDays(issued, -92) && d.date <= addDays(issued, -6));
  const ensemble = site.ensemble
    ? {
        ...site.ensemble,
        members: site.ensemble.members.map((m) => ({
          member: m.member,
          days: m.days.filter((d) => d.date >= addDays(issued, -92) && d.date <= addDays(issued, 15)),
        })),
      }
    : undefined;
  return { archive, recent, ensemble };
}

function heatCases(
  site: MeasuredSite,
  issued: string,
  windowDays: number,
  ctx: ModelContext,
): { window: BinaryCase & { issued: string }; leads: LeadCase[] } | null {
  const { archive, recent, ensemble } = asOf(site, issued);
  const record = heatRecord(archive);
  const r = record ? heatModel({ archive, recent, ensemble }, ctx) : null;
  if (!record || !r) return null;
  const era = new Map(site.era5.map((d) => [d.date, d]));
  // The event as it happened: a damaging heatwave day in the window, ERA5 read on the record's references (with the
  // 40 days before for the acclimatisation term and the two after for the three-day mean).
  const truth = consecutiveDays(site.era5.filter((d) => d.date >= addDays(issued, -40) && d.date <= addDays(issued, windowDays + 1)));
  const read = readHeatDays(truth, record.ref);
  const end = addDays(issued, windowDays);
  const outcome: 0 | 1 = truth.some((d, i) => d.date >= issued && d.date < end && read.damaging[i] === 1) ? 1 : 0;
  const window = {
    issued,
    lead: 0,
    place: site.place.name,
    p: r.probability / 100,
    pClim: windowChance(record, issued, windowDays) ?? 0,
    outcome,
  };

  const leads: LeadCase[] = [];
  if (ensemble) {
    const maps = heatBiasMaps(ensemble, recent, issued);
    for (let lead = 1; lead <= MAX_LEAD; lead++) {
      const date = addDays(issued, lead);
      const obs = era.get(date)?.tmaxC;
      if (!isNum(obs)) continue;
      const members = ensemble.members
        .map((m) => m.days.find((d) => d.date === date)?.tmaxC)
        .filter(isNum)
        .map((x) => (maps.tmax ? applyQuantileMap(maps.tmax, x) : x));
      if (members.length === 0) continue;
      const doy = dayOfYear(date);
      const climatology = archive
        .filter((d) => Math.min(Math.abs(dayOfYear(d.date) - doy), 365 - Math.abs(dayOfYear(d.date) - doy)) <= 7)
        .map((d) => d.tmaxC)
        .filter(isNum);
      const thr = record.dateThresholds.at(date);
      leads.push({
        lead,
        place: site.place.name,
        members,
        climatology,
        observed: obs,
        p: members.filter((x) => x >= thr).length / members.length,
        pClim: climatology.length ? climatology.filter((x) => x >= thr).length / climatology.length : 0.05,
        outcome: obs >= thr ? 1 : 0,
      });
    }
  }
  return { window, leads };
}

function droughtCases(
  site: MeasuredSite,
  issued: string,
  ctx: ModelContext,
): { window: BinaryCase & { issued: string }; leads: LeadCase[] } | null {
  const { archive, recent, ensemble } = asOf(site, issued);
  if (archive.length < 3 * 365) return null;
  const r = droughtModel({ archive, recent, ensemble }, ctx);
  const all = [...site.era5].sort((a, b) => a.date.localeCompare(b.date));
  const truthSums = new Map(ninetyDaySums(all).map((s) => [s.date, s.sum]));
  // The event: the balance ending on some day of the window at or below the dry line of that day's season (fitted on
  // the climatology as it stood at the issue date).
  const climate = droughtClimate(archive);
  if (!climate) return null;
  const windowDays = Math.round((ctx.window.end.getTime() - ctx.window.start.getTime()) / DAY_MS);
  let outcome: 0 | 1 = 0;
  for (let k = 0; k < windowDays; k++) {
    const date = addDays(issued, k);
    const truth = truthSums.get(date);
    const fit = climate.fitAt(dayOfYear(date));
    if (!isNum(truth) || !fit) return null;
    if (truth <= balanceAtSpei(fit, r.event.maxSpei)) outcome = 1;
  }
  // The per-place climatology of the same event: the past years' paths of the same days (daily-paths.ts).
  const historyBalance = new Map<number, number>();
  for (const d of archive)
    if (isNum(d.precipMm) && isNum(d.et0Mm))
      historyBalance.set(Math.floor(Date.parse(`${d.date}T00:00:00Z`) / DAY_MS), d.precipMm - d.et0Mm);
  const first = Math.floor(Date.parse(`${issued}T00:00:00Z`) / DAY_MS);
  const clim = dailyPaths({
    climate,
    historyBalance,
    today: first,
    first,
    count: windowDays,
    known: new Map(),
    members: [],
    line: r.event.maxSpei,
    countBelow: r.event.maxSpei,
  });
  if (!clim) return null;
  const window = {
    issued,
    lead: 0,
    place: site.place.name,
    p: r.probability / 100,
    pClim: clim.climShare,
    outcome,
  };

  const leads: LeadCase[] = [];
  if (ensemble) {
    const climSums = ninetyDaySums(archive);
    const known = new Map(
      all.filter((d) => d.date < issued).map((d) => [d.date, isNum(d.precipMm) && isNum(d.et0Mm) ? d.precipMm - d.et0Mm : null]),
    );
    for (let lead = 1; lead <= MAX_LEAD; lead++) {
      const end = addDays(issued, lead);
      const observed = truthSums.get(end);
      if (!isNum(observed)) continue;
      const start = addDays(end, -(DROUGHT.balanceDays - 1));
      let knownSum = 0;
      for (let k = 0; k < DROUGHT.balanceDays; k++) {
        const date = addDays(start, k);
        if (date < issued) knownSum += known.get(date) ?? 0;
      }
      const members: number[] = [];
      for (const m of ensemble.members) {
        let s = knownSum;
        let ok = true;
        for (let k = 0; k <= lead; k++) {
          const d = m.days.find((x) => x.date === addDays(issued, k));
          if (!d || !isNum(d.precipMm) || !isNum(d.et0Mm)) {
            ok = false;
            break;
          }
          s += d.precipMm - d.et0Mm;
        }
        if (ok) members.push(s);
      }
      if (members.length === 0) continue;
      const doy = dayOfYear(end);
      const climatology = climSums
        .filter(
          (s) =>
            s.sum !== null &&
            Math.min(Math.abs(dayOfYear(s.date) - doy), 365 - Math.abs(dayOfYear(s.date) - doy)) <= DROUGHT.seasonMarginDays,
        )
        .map((s) => s.sum!);
      const fit = seasonalFit(climSums, doy);
      if (!fit) continue;
      const line = balanceAtSpei(fit, normQuantile(DROUGHT.lineProbability.window));
      leads.push({
        lead,
        place: site.place.name,
        members,
        climatology,
        observed,
        p: members.filter((x) => x <= line).length / members.length,
        pClim: DROUGHT.lineProbability.window,
        outcome: observed <= line ? 1 : 0,
      });
    }
  }
  return { window, leads };
}

export function runMeasuredHindcast(a: {
  hazard: MeasuredHazard;
  sites: readonly MeasuredSite[];
  issueDates: readonly Date[];
  windowDays: number;
}): MeasuredHindcastResult {
  const cases: (BinaryCase & { issued: string })[] = [];
  const leadCases: LeadCase[] = [];
  for (const site of a.sites) {
    for (const d of a.issueDates) {
      const issued = iso(d);
      const ctx: ModelContext = {
        place: site.place,
        horizon: a.windowDays <= 7 ? '7d' : '30d',
        lens: 'community-planning',
        now: d,
        window: { start: d, end: new Date(d.getTime() + a.windowDays * DAY_MS) },
      };
      const c = a.hazard === 'heat' ? heatCases(site, issued, a.windowDays, ctx) : droughtCases(site, issued, ctx);
      if (!c) continue;
      cases.push(c.window);
      leadCases.push(...c.leads);
    }
  }
  const brier = (xs: readonly BinaryCase[], pick: (c: BinaryCase) => number) =>
    xs.length ? xs.reduce((s, c) => s + (pick(c) - c.outcome) ** 2, 0) / xs.length : null;
  const bs = brier(cases, (c) => c.p);
  const bsClim = brier(cases, (c) => c.pClim);
  const rate = cases.length ? cases.reduce((s, c) => s + c.outcome, 0) / cases.length : null;
  const skill = bs !== null && bsClim !== null ? skillPct(bs, bsClim) : null;
  const ci = bootstrapByGroup(
    cases,
    (c) => c.place,
    (sample) => {
      const b = brier(sample, (c) => c.p);
      const r = brier(sample, (c) => c.pClim);
      return b !== null && r !== null ? skillPct(b, r) : null;
    },
    { replicates: 1000, seed: 7 },
  );
  const scores = scoreAggregates(
    cases.map((c) => aggregateOne(a.hazard, c.p, c.outcome)),
    [a.hazard],
  );

  const byLeadBrier = scoreByLead(leadCases.map((c) => ({ lead: c.lead, place: c.place, p: c.p, pClim: c.pClim, outcome: c.outcome })));
  const byLead: LeadVerification[] = byLeadBrier.map((ls) => {
    const at = leadCases.filter((c) => c.lead === ls.lead);
    const fc = crpsSummary(at.map((c) => ({ members: c.members, observed: c.observed })));
    const cl = crpsSummary(at.map((c) => ({ members: c.climatology, observed: c.observed })));
    return {
      ...ls,
      crps: fc.cases ? fc.crps : null,
      crpsClimatology: cl.cases ? cl.crps : null,
      crpssPct: fc.cases && cl.cases ? skillPct(fc.crps, cl.crps) : null,
      crpsReliability: fc.reliability,
    };
  });
  return {
    hazard: a.hazard,
    sites: new Set(cases.map((c) => c.place)).size,
    cases,
    eventRate: rate,
    brierScore: bs,
    climatologyBrierScore: bsClim,
    baseRateBrierScore: rate === null ? null : rate * (1 - rate),
    skillVsClimatologyPct: skill,
    skillVsClimatologyCi95: ci ? [ci.low, ci.high] : null,
    reliability: scores.reliability,
    variable: a.hazard === 'heat' ? 'daily maximum temperature (°C)' : '90-day water balance (mm)',
    byLead,
  };
}
