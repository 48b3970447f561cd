// Flood as a physical event: the river above a return level of its GloFAS cell, or a day of rain above its local
// return level, from the members of GloFAS and of the weather ensemble over the whole window; the climatology of the
// same calendar span beyond their range; the chance per year (with the CMIP6 change) for 10y and 30y.
// The NASA EONET flood event is the verifiable companion (eonet-link.ts).
import { DAY_MS } from '../../shared/clock.js';
import {
  annualFrequency,
  calendarSpanFrequency,
  ensembleLastDay,
  jeffreys,
  memberShare,
  unionIndependent,
} from '../../science/ensemble.js';
import type { MemberSeries } from '../../science/ensemble.js';
import { returnLevelsOfRows, returnPeriod, type ExtremeFit } from '../../science/return-levels.js';
import { median } from '../../science/stats.js';
import { physicalEventFrame } from '../physical-companion.js';
import { physicalModel, physicalResult } from '../physical-result.js';
import { withClimatology, type ClimatologyWords } from '../physical-climatology.js';
import { climateAdjusted, horizonKind, spanOf, splitWindow, physicalPartInputs } from '../physical-inputs.js';
import { datesStrictlyAscending, era5RainLevels, ERA5_RAIN_PERIODS } from '../physical-inputs.js';
import type { PhysicalContext, PhysicalForecast, PhysicalObservations, PhysicalPartInputs } from '../physical-inputs.js';
import { expectedDaysAbove, rainDays, severityOfDays, windowDisruptionDays } from '../physical-severity.js';
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
  /** The headline event's return period: the GloFAS "high" level for 7d/30d, "severe" for longer horizons. */
  eventYears: { window: 5, year: 20, 'per-year': 20 } as const,
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

/** The place-independent part of forecastFlood (everything before the companion): it reads its inputs only. */
function floodPhysical(obs: PhysicalPartInputs) {
  const c = FLOOD_PHYSICAL;
  const H = obs.historyName ?? 'ERA5';
  const kind = horizonKind(obs.horizon);
  const T = c.eventYears[kind];
  const lv = floodLevels(obs);
  const qStar = lv.riverStatus === 'present' ? lv.river?.levels[T] : undefined;
  const rStar = lv.rain?.levels[T];
  if (qStar === undefined && rStar === undefined) return null; // neither river nor rain can be judged
  const past = joinPast(obs);
  const pastHit = (d: PastDay): boolean | null => {
    const qh = qStar !== undefined && d.q !== null ? d.q > qStar : null;
    const rh = rStar !== undefined && d.r !== null ? d.r > rStar : null;
    if (qh === null && rh === null) return null;
    return qh === true || rh === true;
  };

  const riverMembers: MemberSeries | undefined = qStar !== undefined && obs.discharge ? obs.discharge : undefined;
  const today = obs.today;
  const bias = rStar !== undefined && kind !== 'per-year' ? ensembleBias(obs, ['precipMm'], today) : undefined;
  // The members' corrected rain, read straight from them with the kept map (physical-bias.ts: no member day copied).
  const rainMembers = bias ? correctedSeries(obs, 'precipMm', today) : undefined;
  const parts: PhysicalForecast['parts'] = {};
  let probability: number;
  let pClim: number | undefined;
  let restShare = 1;
  const drivers: Message[] = [];
  // Disruption-days of one flood if it happens (risk-scale.md): the worse of river and rain, member by member; without
  // members, the expected magnitude above the T-year level from the fitted distributions.
  let episodeDays = Math.max(
    qStar !== undefined ? expectedDaysAbove(T, riverDays) : 0,
    rStar !== undefined ? expectedDaysAbove(T, rainDays) : 0,
  );

  if (kind === 'per-year') {
    const annual = annualFrequency(past, pastHit);
    if (!annual) return null;
    const adj = climateAdjusted(annual.p, obs.climate, (d) => d.precipMm, obs);
    probability = adj.p;
    pClim = annual.p;
    parts.annualToday = annual.p;
    parts.cmip6LastDecadeRatio = adj.change?.lastDecadeRatio;
    const what = [
      ...(qStar !== undefined ? [msg('flood.riverPerYear', { years: T, q: fixed(qStar) })] : []),
      ...(rStar !== undefined ? [msg('flood.rainPerYear', { years: T, mm: fixed(rStar) })] : []),
    ];
    drivers.push(msg('flood.chancePerYear', { what: seq(what, 'or'), chance: percent(annual.p), years: annual.years }));
    drivers.push(
      adj.change
        ? msg('flood.cmip6', { ratio: fixed(adj.change.lastDecadeRatio, 2), year: adj.change.lastYear, chance: percent(probability) })
        : msg('physical.noCmip6'),
    );
  } else {
    // Where the members reach: the later of the two ensembles' last days.
    const lastRiver = riverMembers ? ensembleLastDay(riverMembers) : undefined;
    const lastRain = rainMembers ? ensembleLastDay(rainMembers) : undefined;
    const split = splitWindow(
      obs,
      Math.max(lastRiver ?? -Infinity, lastRain ?? -Infinity) === -Infinity
        ? undefined
        : Math.max(lastRiver ?? -Infinity, lastRain ?? -Infinity),
    );
    let pForecast = 0;
    if (split.covered) {
      // Joint per member (GloFAS is driven by the ECMWF ensemble, member for member) on the days both cover.
      const river = riverMembers ? memberShare(riverMembers, split.covered, (v) => v > qStar!) : undefined;
      const rain = rainMembers ? memberShare(rainMembers, split.covered, (v) => v > rStar!) : undefined;
      const n = Math.min(river?.members ? riverMembers!.members.length : Infinity, rain?.members ? rainMembers!.members.length : Infinity);
      let hits = 0;
      let counted = 0;
      const hitPeaks: number[] = [];
      if (Number.isFinite(n)) {
        for (let m = 0; m < n; m++) {
          const rv = river?.peaks[m] ?? null;
          const rn = rain?.peaks[m] ?? null;
          if (rv === null && rn === null) continue;
          counted++;
          const hitRiver = rv !== null && rv > qStar!;
          const hitRain = rn !== null && rn > rStar!;
          if (hitRiver || hitRain) {
            hits++;
            const tRiver = hitRiver && lv.river ? returnPeriod(lv.river.fit, rv!) : 0;
            const tRain = hitRain && lv.rain ? returnPeriod(lv.rain.fit, rn!) : 0;
            hitPeaks.push(Math.max(tRiver ? riverDays(tRiver) : 0, tRain ? rainDays(tRain) : 0));
          }
        }
      }
      pForecast = counted ? jeffreys(hits, counted) : 0;
      parts.membersRiver = river?.p;
      parts.membersRain = rain?.p;
      parts.members = counted ? pForecast : undefined;
      // Rain members may end before river members: their later days take the rain climatology.
      if (rain?.covered && split.covered && rain.covered.last < split.covered.last && rStar !== undefined && obs.era5) {
        const tail = { first: rain.covered.last + 1, last: split.covered.last };
        const rc = calendarSpanFrequency(obs.era5, spanOf(tail), (d) => (d.precipMm === null ? null : d.precipMm > rStar));
        if (rc) pForecast = unionIndependent(pForecast, rc.p);
      }
      if (hitPeaks.length) episodeDays = hitPeaks.reduce((a, b) => a + b, 0) / hitPeaks.length;
      const memberCount = Math.max(riverMembers?.members.length ?? 0, rainMembers?.members.length ?? 0);
      if (river?.members) {
        drivers.push(
          msg('flood.riverMembers', {
            hits: river.hits,
            members: river.members,
            years: T,
            q: fixed(qStar!),
            date: day(new Date(river.covered!.last * DAY_MS).toISOString().slice(0, 10)),
            peak: fixed(median(river.peaks) ?? NaN),
          }),
        );
      }
      if (rain?.members)
        drivers.push(
          ...(bias?.drivers ?? []),
          msg('flood.rainMembers', { hits: rain.hits, members: rain.members, years: T, mm: fixed(rStar!) }),
        );
      parts.memberCount = memberCount;
    }
    const words: ClimatologyWords = {
      rest: (rc, days) => msg('flood.rest', { days, chance: percent(rc.p), hits: rc.hits, years: rc.years }),
      usually: (clim, chance) => msg('flood.usually', { clim: percent(clim), chance: percent(chance) }),
    };
    ({ probability, pClim, restShare } = withClimatology(past, pastHit, { split, kind, pForecast }, words, { parts, drivers }));
  }

  if (lv.riverStatus === 'absent') drivers.unshift(msg('flood.noRiver'));
  else if (lv.riverStatus === 'unknown') drivers.unshift(msg('flood.riverUnknown'));
  else if (lv.river)
    drivers.unshift(msg('flood.riverCell', { levels: seq([2, 5, 20].map((t) => fixed(lv.river!.levels[t]!))), years: lv.river.years }));
  if (!lv.rain) drivers.push(msg('flood.noRain', { history: H }));

  const severity = severityOfDays(kind === 'per-year' ? episodeDays : windowDisruptionDays(episodeDays, probability));
  parts.episodeDays = episodeDays;

  // Of the bias correction the place's part reads only the completeness (the kept value is deep-frozen: not the members).
  return {
    c,
    kind,
    T,
    lv,
    qStar,
    rStar,
    H,
    bias: bias && { completeness: bias.completeness },
    parts,
    probability,
    pClim,
    restShare,
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
  const { c, kind, T, lv, qStar, rStar, H, bias, severity } = phys;
  const what = [
    ...(qStar !== undefined ? [msg('flood.eventRiver', { place: ctx.place.name, years: T, q: fixed(qStar) })] : []),
    ...(rStar !== undefined ? [msg('flood.eventRain', { years: T, mm: fixed(rStar), history: H })] : []),
  ];
  const description = msg(kind === 'per-year' ? 'physical.perYear' : 'physical.once', { what: seq(what, 'or') });
  return physicalResult<FloodEvent>(obs, ctx, phys, {
    hazard: 'flood',
    severity,
    event: {
      hazard: 'flood',
      description,
      ...physicalEventFrame(ctx, c.cellRadiusKm),
      returnPeriodYears: T,
      perYear: kind === 'per-year',
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
