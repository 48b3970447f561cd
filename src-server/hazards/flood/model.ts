// Flood as a physical event: the river above a return level of its GloFAS cell, or a day of rain above its local
// return level, from the members of GloFAS (its 30-day medium range) and of the weather ensemble over the days they
// cover, the climatology of the same calendar span beyond them; a long window is its first year so, joined with the
// later years' chance per year (with the CMIP6 change): docs/risk-scale.md "Windows" (physical-window.ts).
// The NASA EONET flood event is the verifiable companion (eonet-link.ts).
import { DAY_MS } from '../../shared/clock.js';
import { dayNumber, ensembleLastDay, memberShare, type MemberSeries } from '../../science/ensemble.js';
import { frequencyChange } from '../../science/climate-change.js';
import { returnLevelsOfRows, returnPeriod, type ExtremeFit } from '../../science/return-levels.js';
import { median } from '../../science/stats.js';
import { windowSeverity } from '../../science/disruption-days.js';
import { physicalEventFrame } from '../physical-companion.js';
import { physicalModel, physicalResult } from '../physical-result.js';
import { clusterGap, meanEpisodeDays, type PastCriteria } from '../physical-climatology.js';
import { windowForecast, type MemberOutcome, type WindowWords } from '../physical-window.js';
import { horizonGroup, physicalPartInputs } from '../physical-inputs.js';
import { datesStrictlyAscending, era5RainLevels, ERA5_RAIN_PERIODS } from '../physical-inputs.js';
import type { PhysicalContext, PhysicalForecast, PhysicalObservations, PhysicalPartInputs } from '../physical-inputs.js';
import { expectedDaysAbove, rainDays } from '../physical-severity.js';
import { riverDays } from './river-severity.js';
import { day, fixed, msg, percent, seq, type Message } from '../../i18n/message.js';
import { memo } from '../../shared/derived.js';
import type { FloodEvent } from './event.js';
import { correctedSeries, ensembleBias } from '../physical-bias.js';

export const FLOOD_PHYSICAL = {
  /**
   * GloFAS flood thresholds: 2-year (medium), 5-year (high), 20-year (severe) (Alfieri et al. 2013). The periods of
   * ERA5's rain levels too, fitted once per payload for flood and storm (physical-inputs.ts era5RainLevels).
   */
  levels: ERA5_RAIN_PERIODS,
  /** The headline event's return period: the GloFAS "high" level for 7d/30d, "severe" for 1y, 10y and 30y. */
  eventYears: { short: 5, long: 20 } as const,
  /** The damaging episodes a window's expected disruption counts (risk-scale.md "Windows" rule 5): the short event's. */
  damageYears: 5,
  /**
   * GloFAS members are read over its 30-day medium-range forecast, whose flood alerts GloFAS itself issues against
   * return levels of its reanalysis. Past day 30 the Flood API serves GloFAS Seasonal (SEAS5-forced), which GloFAS
   * judges against a lead-dependent climatology of its own reforecasts, not against reanalysis levels, and whose skill
   * against climatology is 0.30 (CRPSS, global median) at week 4 and 0.10 at week 8 (ECMWF, GloFAS Seasonal v3.1
   * skill): those days take the reanalysis climatology instead.
   */
  memberDays: 30,
  /** ERA5 grid (0.25°): the event is about the place's cell; half its width in km is the event's radius. */
  cellRadiusKm: Math.round((0.125 * 40_075) / 360),
  companion: { category: 'floods' as const, radiusKm: 150 },
};

export interface FloodLevels {
  river: { fit: ExtremeFit; years: number; levels: Record<number, number> } | undefined;
  /** 'absent': the cell is off the river network (the reanalysis' median discharge is 0 m³/s). */
  riverStatus: 'present' | 'absent' | 'unknown';
  rain: { fit: ExtremeFit; years: number; levels: Record<number, number> } | undefined;
}

export function floodLevels(obs: PhysicalObservations): FloodLevels {
  let riverStatus: FloodLevels['riverStatus'] = 'unknown';
  let river: FloodLevels['river'];
  if (obs.dischargeHistory && obs.dischargeHistory.length > 0) {
    const med = median(obs.dischargeHistory.map((d) => d.q));
    if (med === undefined || med <= 0) riverStatus = 'absent';
    else {
      river = returnLevelsOfRows(obs.dischargeHistory, (d) => d.q, FLOOD_PHYSICAL.levels);
      riverStatus = river ? 'present' : 'unknown';
    }
  }
  // The fit and levels storm reads too, kept per payload (FLOOD_PHYSICAL.levels are ERA5_RAIN_PERIODS).
  const rain = obs.era5 ? era5RainLevels(obs.era5) : undefined;
  return { river, riverStatus, rain };
}

/** River and rain of one past day, joined by date (GloFAS reanalysis is forced by ERA5, so the days line up). */
interface PastDay {
  date: string;
  q: number | null;
  r: number | null;
}
function joinPast(obs: PhysicalObservations): PastDay[] {
  const q = obs.dischargeHistory ?? [];
  const r = obs.era5 ?? [];
  // Both series come in date order, one row a date: merged in one pass (the same rows the map and sort below give).
  if (datesStrictlyAscending(q) && datesStrictlyAscending(r)) {
    const out: PastDay[] = [];
    let i = 0;
    let j = 0;
    while (i < q.length || j < r.length) {
      const a = q[i];
      const b = r[j];
      if (a && (!b || a.date < b.date)) {
        out.push({ date: a.date, q: a.q, r: null });
        i++;
      } else if (b && (!a || b.date < a.date)) {
        out.push({ date: b.date, q: null, r: b.precipMm });
        j++;
      } else {
        out.push({ date: a!.date, q: a!.q, r: b!.precipMm });
        i++;
        j++;
      }
    }
    return out;
  }
  const byDate = new Map<string, PastDay>();
  for (const d of obs.dischargeHistory ?? []) byDate.set(d.date, { date: d.date, q: d.q, r: null });
  for (const d of obs.era5 ?? []) {
    const cur = byDate.get(d.date);
    if (cur) cur.r = d.precipMm;
    else byDate.set(d.date, { date: d.date, q: null, r: d.precipMm });
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** The flood criteria at one return period: the river above its level or the day's rain above its own. */
function exceeds(qT: number | undefined, rT: number | undefined) {
  return (d: { q: number | null; r: number | null }): boolean | null => {
    const qh = qT !== undefined && d.q !== null ? d.q > qT : null;
    const rh = rT !== undefined && d.r !== null ? d.r > rT : null;
    if (qh === null && rh === null) return null;
    return qh === true || rh === true;
  };
}

/** The place-independent part of forecastFlood (everything before the companion): it reads its inputs only. */
function floodPhysical(obs: PhysicalPartInputs) {
  const c = FLOOD_PHYSICAL;
  const H = obs.historyName ?? 'ERA5';
  const group = horizonGroup(obs.horizon);
  const T = c.eventYears[group];
  const lv = floodLevels(obs);
  const river = lv.riverStatus === 'present' ? lv.river : undefined;
  const qStar = river?.levels[T];
  const rStar = lv.rain?.levels[T];
  if (qStar === undefined && rStar === undefined) return null; // neither river nor rain can be judged
  // Damage (risk-scale.md section 2, rule 1): an exceedance of the 5-year level is worth the disruption expected over
  // the magnitudes above it (P(return period > t | > T) = T / t), river or rain by what exceeded.
  const D = c.damageYears;
  const qD = river?.levels[D];
  const rD = lv.rain?.levels[D];
  const riverDamage = expectedDaysAbove(D, riverDays);
  const rainDamage = expectedDaysAbove(D, rainDays);
  const damageOf = (q: number | null, r: number | null): number | null => {
    if ((qD === undefined || q === null) && (rD === undefined || r === null)) return null;
    return Math.max(qD !== undefined && q !== null && q > qD ? riverDamage : 0, rD !== undefined && r !== null && r > rD ? rainDamage : 0);
  };
  const past = joinPast(obs);
  const damage = (d: PastDay) => damageOf(d.q, d.r);
  // Damaging days closer than the place's fitted run length are one flood (clusterGap).
  const gap = clusterGap(past, damage);
  const criteria: PastCriteria<PastDay> = { event: exceeds(qStar, rStar), damage, gap };
  const episodeDays = meanEpisodeDays(past, criteria) ?? Math.max(qD !== undefined ? riverDamage : 0, rD !== undefined ? rainDamage : 0);
  const headlineDays = Math.max(
    qStar !== undefined ? expectedDaysAbove(T, riverDays) : 0,
    rStar !== undefined ? expectedDaysAbove(T, rainDays) : 0,
  );

  const riverMembers: MemberSeries | undefined = qStar !== undefined && obs.discharge ? obs.discharge : undefined;
  const today = obs.today;
  const bias = rStar !== undefined ? ensembleBias(obs, ['precipMm'], today) : undefined;
  // The members' corrected rain, read straight from them with the kept map (physical-bias.ts: no member day copied).
  const rainMembers = bias ? correctedSeries(obs, 'precipMm', today) : undefined;
  const parts: PhysicalForecast['parts'] = {};
  const drivers: Message[] = [];
  // GloFAS members are read over the medium range only (FLOOD_PHYSICAL.memberDays), whatever days a payload holds.
  const riverCap = dayNumber(today) + c.memberDays - 1;
  const riverLast = riverMembers ? ensembleLastDay(riverMembers) : undefined;
  const lastRiver = riverLast === undefined ? undefined : Math.min(riverLast, riverCap);
  const lastRain = rainMembers ? ensembleLastDay(rainMembers) : undefined;
  const last = Math.max(lastRiver ?? -Infinity, lastRain ?? -Infinity);

  /** The members over the days they cover: river and rain member by member (GloFAS is driven by the ECMWF ensemble). */
  const over = (covered: { first: number; last: number }) => {
    // A series none of whose members reaches these days says nothing of them.
    const reaching = (s: ReturnType<typeof memberShare> | undefined) => (s?.covered ? s : undefined);
    const riverSpan = { first: covered.first, last: Math.min(covered.last, riverCap) };
    const rv = reaching(
      riverMembers && riverSpan.last >= riverSpan.first ? memberShare(riverMembers, riverSpan, (v) => v > qStar!) : undefined,
    );
    const rn = reaching(rainMembers && rStar !== undefined ? memberShare(rainMembers, covered, (v) => v > rStar) : undefined);
    const n = Math.min(rv?.members ? riverMembers!.members.length : Infinity, rn?.members ? rainMembers!.members.length : Infinity);
    if (!Number.isFinite(n)) return undefined;
    const outcome: MemberOutcome & { days: number[]; byMember: ({ hit: boolean; days: number } | null)[] } = {
      members: 0,
      hits: 0,
      days: [],
      byMember: [],
    };
    for (let m = 0; m < n; m++) {
      const q = rv?.peaks[m] ?? null;
      const r = rn?.peaks[m] ?? null;
      outcome.byMember.push(null);
      if (q === null && r === null) continue;
      outcome.members++;
      const hit = (q !== null && q > qStar!) || (r !== null && r > rStar!);
      if (hit) outcome.hits++;
      // The member's flood by its peak's own return period (the worse of river and rain), when it is damaging.
      const dq = q !== null && qD !== undefined && q > qD && river ? riverDays(returnPeriod(river.fit, q)) : 0;
      const dr = r !== null && rD !== undefined && r > rD && lv.rain ? rainDays(returnPeriod(lv.rain.fit, r)) : 0;
      outcome.days.push(Math.max(dq, dr));
      outcome.byMember[m] = { hit, days: Math.max(dq, dr) };
    }
    parts.membersRiver = rv?.p;
    parts.membersRain = rn?.p;
    if (rv?.members)
      drivers.push(
        msg('flood.riverMembers', {
          hits: rv.hits,
          members: rv.members,
          years: T,
          q: fixed(qStar!),
          date: day(new Date(rv.covered!.last * DAY_MS).toISOString().slice(0, 10)),
          peak: fixed(median(rv.peaks) ?? NaN),
        }),
      );
    if (rn?.members)
      drivers.push(...(bias?.drivers ?? []), msg('flood.rainMembers', { hits: rn.hits, members: rn.members, years: T, mm: fixed(rStar!) }));
    // Rain members may end before river members: their later days take the rain climatology.
    const tail =
      rn?.covered && rn.covered.last < covered.last && rStar !== undefined
        ? {
            span: { first: rn.covered.last + 1, last: covered.last },
            criteria: { event: exceeds(undefined, rStar), damage: (d: PastDay) => damageOf(null, d.r), gap },
          }
        : undefined;
    return { ...outcome, ...(tail ? { tail } : {}) };
  };

  const projected = obs.laterYears > 0 || obs.projectFirstYear;
  const change = projected ? frequencyChange(obs.climate?.map((d) => ({ date: d.date, value: d.precipMm }))) : undefined;
  parts.cmip6LastDecadeRatio = change?.lastDecadeRatio;
  const headline = [
    ...(qStar !== undefined ? [msg('flood.riverPerYear', { years: T, q: fixed(qStar) })] : []),
    ...(rStar !== undefined ? [msg('flood.rainPerYear', { years: T, mm: fixed(rStar) })] : []),
  ];
  const words: WindowWords = {
    rest: (rc, days) => msg('flood.rest', { days, chance: percent(rc.p), hits: rc.hits, years: rc.years }),
    usually: (clim, chance) => msg('flood.usually', { clim: percent(clim), chance: percent(chance) }),
    perYear: (annual, perYear) => [
      msg('flood.chancePerYear', { what: seq(headline, 'or'), chance: percent(annual.p), years: annual.years }),
      // GloFAS discharge is not in the Climate API: the river takes the rain's change too.
      ...(projected
        ? [
            change
              ? msg('flood.cmip6', { ratio: fixed(change.lastDecadeRatio, 2), year: change.lastYear, chance: percent(perYear) })
              : msg('physical.noCmip6'),
          ]
        : []),
    ],
    damage: msg('flood.damage', { years: D }),
  };
  const w = windowForecast(
    {
      past,
      criteria,
      episodeDays,
      headlineDays,
      members: Number.isFinite(last) ? { last, over } : undefined,
      ...(change ? { rateRatio: change.ratioAt } : {}),
    },
    { ...obs, group },
    words,
    { parts, drivers },
  );

  if (lv.riverStatus === 'absent') drivers.unshift(msg('flood.noRiver'));
  else if (lv.riverStatus === 'unknown') drivers.unshift(msg('flood.riverUnknown'));
  else if (lv.river)
    drivers.unshift(msg('flood.riverCell', { levels: seq([2, 5, 20].map((t) => fixed(lv.river!.levels[t]!))), years: lv.river.years }));
  if (!lv.rain) drivers.push(msg('flood.noRain', { history: H }));

  const severity = windowSeverity(w.expectedDays, w.probability * 100, headlineDays);
  parts.episodeDays = episodeDays;

  // Of the bias correction the place's part reads only the completeness (the kept value is deep-frozen: not the members).
  return {
    c,
    group,
    T,
    lv,
    qStar,
    rStar,
    H,
    bias: bias && { completeness: bias.completeness },
    parts,
    probability: w.probability,
    pClim: w.pClim,
    ...(w.perYear !== undefined ? { perYear: w.perYear } : {}),
    years: 1 + obs.laterYears,
    restShare: w.restShare,
    drivers,
    severity,
  };
}

const floodPart = memo(floodPhysical);

/**
 * The physical part, kept per its inputs (the payloads and the context's days: physicalPartInputs). The runner may
 * compute it as soon as the payloads it reads are in, before the companion's EONET answer (physical-sources.ts).
 */
export const physicalPartFlood = (obs: PhysicalObservations, ctx: PhysicalContext) => floodPart(physicalPartInputs(obs, ctx));

export function forecastFlood(obs: PhysicalObservations, ctx: PhysicalContext): PhysicalForecast<FloodEvent> | null {
  // The physical part reads the payloads, the horizon and the window's days: places sharing a cell
  // share it; the companion (EONET near the place) and the words are the place's own.
  const phys = physicalPartFlood(obs, ctx);
  if (!phys) return null;
  const { c, T, lv, qStar, rStar, H, bias, severity } = phys;
  const what = [
    ...(qStar !== undefined ? [msg('flood.eventRiver', { place: ctx.place.name, years: T, q: fixed(qStar) })] : []),
    ...(rStar !== undefined ? [msg('flood.eventRain', { years: T, mm: fixed(rStar), history: H })] : []),
  ];
  const description = msg('physical.once', { what: seq(what, 'or') });
  return physicalResult<FloodEvent>(obs, ctx, phys, {
    hazard: 'flood',
    severity,
    event: {
      hazard: 'flood',
      description,
      ...physicalEventFrame(ctx, c.cellRadiusKm),
      returnPeriodYears: T,
      river: lv.riverStatus,
      riverLevelM3s: qStar ?? null,
      rainLevelMm: rStar ?? null,
      // returnLevelsOf answers every period it is asked (FLOOD_PHYSICAL.levels: 2, 5, 20).
      riverLevels: lv.river ? { q2: lv.river.levels[2]!, q5: lv.river.levels[5]!, q20: lv.river.levels[20]! } : null,
      rainLevels: lv.rain ? { r2: lv.rain.levels[2]!, r5: lv.rain.levels[5]!, r20: lv.rain.levels[20]! } : null,
      verifiedBy: null,
    },
    drivers: [...phys.drivers],
    completeness: bias && phys.parts.membersRain !== undefined ? bias.completeness : undefined,
  });
}

/** The registry's model: the physical forecast with its EONET companion (null: nothing to judge the event by). */
export const floodModel = physicalModel(forecastFlood);
