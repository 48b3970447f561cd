// Hindcast of the physical flood, storm and wildfire forecasts: past forecasts (from the archived ensemble and GloFAS
// answers) run through the same pure forecast functions, scored against what ERA5 and the GloFAS reanalysis say
// happened. Pure: the data come in per site; `scripts/hindcast-physical.ts` fetches them from the live APIs.
//
// Scores (SCIENCE.md rule 5): Brier score (Brier 1950), against the base rate of the scored set and against the
// per-place climatology of the same dates (the model's own climatological probability), with a 95 % bootstrap interval
// resampling places (Efron & Tibshirani 1993), and a reliability table.
import { DAY_MS } from '../shared/clock.js';
import { aggregateOne, scoreAggregates, type ReliabilityRow } from '../science/scoring.js';
import { seededRandom } from '../science/verification.js';
import type { Place } from '../contracts/risk.js';
import type { Era5Day } from '../sources/open-meteo-archive/client.js';
import type { EnsembleDaily } from '../sources/open-meteo-ensemble/normalize.js';
import type { DischargeMembers } from '../sources/open-meteo-flood/client.js';
import type { DischargeHistoryDay } from '../sources/open-meteo-flood/normalize.js';
import { forecastFlood } from './flood/model.js';
import type { PhysicalForecast, PhysicalObservations } from './physical-inputs.js';
import { forecastStorm } from './storm/model.js';
import { climateFwi } from './wildfire/fwi-runs.js';
import { forecastWildfire } from './wildfire/model.js';

/** The hazards the physical hindcast scores. */
export type PhysicalHazard = 'flood' | 'storm' | 'wildfire';

export interface HindcastSiteData {
  place: Place;
  /** ERA5 daily over the climatology years before the first issue date and through the last window. */
  era5: readonly Era5Day[];
  /** Archived ensemble members covering every window. */
  ensemble?: EnsembleDaily;
  /** Archived GloFAS members (or control) covering every window. */
  discharge?: DischargeMembers;
  /** GloFAS reanalysis/consolidated discharge through the last window (flood truth and levels). */
  dischargeHistory?: readonly DischargeHistoryDay[];
}

export interface HindcastCase {
  site: string;
  issued: string;
  p: number;
  pClimatology: number;
  outcome: 0 | 1;
  membersUsed: boolean;
}

export interface PhysicalHindcastResult {
  hazard: PhysicalHazard;
  cases: HindcastCase[];
  sites: number;
  brierScore: number | null;
  climatologyBrierScore: number | null;
  baseRateBrierScore: number | null;
  skillVsClimatologyPct: number | null;
  skillVsBaseRatePct: number | null;
  /** 95 % bootstrap interval of the skill vs climatology, resampling sites. */
  skillVsClimatologyCi95: [number, number] | null;
  reliability: ReliabilityRow[];
  eventRate: number | null;
  membersShare: number;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const MODELS = { flood: forecastFlood, storm: forecastStorm, wildfire: forecastWildfire } as const;

function sliceEnsemble(e: EnsembleDaily | undefined, from: string, to: string): EnsembleDaily | undefined {
  if (!e) return undefined;
  const idx = e.dates.map((d, i) => [d, i] as const).filter(([d]) => d >= from && d <= to);
  if (idx.length === 0) return undefined;
  return {
    model: e.model,
    dates: idx.map(([d]) => d),
    members: e.members.map((m) => ({ member: m.member, days: idx.map(([, i]) => m.days[i]!) })),
  };
}
function sliceMembers(s: DischargeMembers | undefined, from: string, to: string): DischargeMembers | undefined {
  if (!s) return undefined;
  const idx = s.dates.map((d, i) => [d, i] as const).filter(([d]) => d >= from && d <= to);
  if (idx.length === 0) return undefined;
  return { dates: idx.map(([d]) => d), members: s.members.map((m) => idx.map(([, i]) => m[i] ?? null)) };
}

/** Did the forecast's own physical event happen in the window, by ERA5 / the GloFAS reanalysis? null: cannot tell. */
export function observedOutcome(
  hazard: PhysicalHazard,
  f: PhysicalForecast,
  site: HindcastSiteData,
  from: string,
  to: string,
): 0 | 1 | null {
  const e = f.event as Record<string, unknown>;
  const era5 = site.era5.filter((d) => d.date >= from && d.date <= to);
  if (hazard === 'flood') {
    const q = typeof e.riverLevelM3s === 'number' ? e.riverLevelM3s : undefined;
    const r = typeof e.rainLevelMm === 'number' ? e.rainLevelMm : undefined;
    const river = (site.dischargeHistory ?? []).filter((d) => d.date >= from && d.date <= to);
    if ((q === undefined || river.length === 0) && (r === undefined || era5.length === 0)) return null;
    const hit =
      (q !== undefined && river.some((d) => d.q !== null && d.q > q)) ||
      (r !== undefined && era5.some((d) => d.precipMm !== null && d.precipMm > r));
    return hit ? 1 : 0;
  }
  if (era5.length === 0) return null;
  if (hazard === 'storm') {
    const g = e.minGustKmh as number;
    const r = typeof e.rainLevelMm === 'number' ? e.rainLevelMm : undefined;
    return era5.some((d) => (d.gustMaxKmh !== null && d.gustMaxKmh >= g) || (r !== undefined && d.precipMm !== null && d.precipMm >= r))
      ? 1
      : 0;
  }
  // Wildfire: the FWI System continued through the window on ERA5, through the same season rules as the forecast (no
  // burnable vegetation: it cannot happen).
  if (e.burnable === false) return 0;
  const upTo = site.era5.filter((d) => d.date <= to);
  return climateFwi(upTo, site.place.lat).some((d) => d.date >= from && (d.fwi ?? -1) >= (e.minFwi as number)) ? 1 : 0;
}

const brier = (cs: readonly HindcastCase[], key: 'p' | 'pClimatology') =>
  cs.length ? cs.reduce((s, c) => s + (c[key] - c.outcome) ** 2, 0) / cs.length : null;

export function runPhysicalHindcast(a: {
  hazard: PhysicalHazard;
  sites: readonly HindcastSiteData[];
  issueDates: readonly Date[];
  windowDays: number;
  bootstrap?: number;
}): PhysicalHindcastResult {
  const cases: HindcastCase[] = [];
  for (const site of a.sites) {
    for (const issued of a.issueDates) {
      const from = iso(issued);
      const to = iso(new Date(issued.getTime() + (a.windowDays - 1) * DAY_MS));
      const obs: PhysicalObservations = {
        era5: site.era5.filter((d) => d.date < from),
        // With its 92 past days, as the app asks: the model side of the members' bias correction (physical-bias.ts).
        ensemble: sliceEnsemble(site.ensemble, iso(new Date(issued.getTime() - 92 * DAY_MS)), to),
        discharge: sliceMembers(site.discharge, from, to),
        dischargeHistory: site.dischargeHistory?.filter((d) => d.date < from),
      };
      const ctx = {
        place: site.place,
        horizon: (a.windowDays <= 7 ? '7d' : '30d') as '7d' | '30d',
        now: issued,
        window: { start: issued, end: new Date(issued.getTime() + a.windowDays * DAY_MS) },
      };
      const f = MODELS[a.hazard](obs, ctx);
      if (!f) continue;
      const outcome = observedOutcome(a.hazard, f, site, from, to);
      const pClim = f.parts.climatologyWindow;
      if (outcome === null || pClim === undefined) continue;
      cases.push({
        site: site.place.name,
        issued: from,
        p: f.probability / 100,
        pClimatology: pClim,
        outcome,
        membersUsed: f.parts.members !== undefined,
      });
    }
  }
  const scores = scoreAggregates(
    cases.map((c) => aggregateOne(a.hazard, c.p, c.outcome)),
    [a.hazard],
  );
  const bs = brier(cases, 'p');
  const bc = brier(cases, 'pClimatology');
  const rate = cases.length ? cases.reduce((s, c) => s + c.outcome, 0) / cases.length : null;
  const bb = rate === null ? null : rate * (1 - rate);
  // Bootstrap over sites: skill vs climatology of resampled sets of sites.
  const bySite = new Map<string, HindcastCase[]>();
  for (const c of cases) bySite.set(c.site, [...(bySite.get(c.site) ?? []), c]);
  const groups = [...bySite.values()];
  let ci: [number, number] | null = null;
  if (groups.length >= 2) {
    const r = seededRandom(20261122);
    const skills: number[] = [];
    for (let b = 0; b < (a.bootstrap ?? 1000); b++) {
      const sample: HindcastCase[] = [];
      for (let i = 0; i < groups.length; i++) sample.push(...groups[Math.floor(r() * groups.length)]!);
      const s1 = brier(sample, 'p');
      const s0 = brier(sample, 'pClimatology');
      if (s1 !== null && s0 !== null && s0 > 0) skills.push(100 * (1 - s1 / s0));
    }
    skills.sort((x, y) => x - y);
    if (skills.length >= 20) ci = [skills[Math.floor(0.025 * (skills.length - 1))]!, skills[Math.ceil(0.975 * (skills.length - 1))]!];
  }
  return {
    hazard: a.hazard,
    cases,
    sites: groups.length,
    brierScore: bs,
    climatologyBrierScore: bc,
    baseRateBrierScore: bb,
    skillVsClimatologyPct: bs !== null && bc ? 100 * (1 - bs / bc) : null,
    skillVsBaseRatePct: bs !== null && bb ? 100 * (1 - bs / bb) : null,
    skillVsClimatologyCi95: ci,
    reliability: scores.reliability,
    eventRate: rate,
    membersShare: cases.length ? cases.filter((c) => c.membersUsed).length / cases.length : 0,
  };
}
