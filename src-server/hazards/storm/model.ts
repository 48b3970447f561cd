// Storm as a physical event: a day with gusts at or above a fixed damaging level, or 24-hour rain at or above its local
// 20-year level, from the weather ensemble's members; the climatology of the same calendar span beyond their range
// (which carries the place's cyclone season); the chance per year with the CMIP6 change for 10y and 30y.
// The NASA EONET severe-storm event is the verifiable companion (eonet-link.ts).
import { annualFrequency, ensembleLastDay, jeffreys, memberShare, unionIndependent } from '../../science/ensemble.js';
import { returnPeriod } from '../../science/return-levels.js';
import { median } from '../../science/stats.js';
import type { Era5Day } from '../../sources/open-meteo-archive/client.js';
import { physicalEventFrame } from '../physical-companion.js';
import { physicalModel, physicalResult } from '../physical-result.js';
import { withClimatology, type ClimatologyWords } from '../physical-climatology.js';
import { climateAdjusted, era5RainLevels, horizonKind, physicalPartInputs, splitWindow } from '../physical-inputs.js';
import type { PhysicalContext, PhysicalForecast, PhysicalObservations, PhysicalPartInputs, ERA5_RAIN_PERIODS } from '../physical-inputs.js';
import {
  daysOfSeverity,
  expectedDaysAbove,
  interpolateSeverity,
  rainDays,
  severityOfDays,
  windowDisruptionDays,
} from '../physical-severity.js';
import { fixed, msg, percent, type Message, type Value } from '../../i18n/message.js';
import { memo } from '../../shared/derived.js';
import type { StormEvent } from './event.js';
import { basinAt, CYCLONE_BASINS, seasonShare } from './cyclone-seasons.js';
import { correctedSeries, ensembleBias } from '../physical-bias.js';

export const STORM_PHYSICAL = {
  /**
   * Damaging gust: 25 m/s = 90 km/h, the "severe wind gust" criterion of the European Severe Weather Database
   * (Dotzek, Groenemeijer, Feuerstein & Holzer 2009, Atmos. Res. 93, 575-586); Beaufort 10 ("storm") starts at 24.5 m/s.
   */
  damagingGustKmh: 90,
  /**
   * 24-hour rain at or above its local 20-year level (SCIENCE.md "Storm and wind"); one of ERA5_RAIN_PERIODS (the
   * levels flood fits as well, kept per payload): another period fails to compile here.
   */
  rainYears: 20 satisfies (typeof ERA5_RAIN_PERIODS)[number],
  cellRadiusKm: Math.round((0.125 * 40_075) / 360),
  companion: { category: 'severeStorms' as const, radiusKm: 300 },
};

/** Storm (gust, km/h): Beaufort and Saffir-Simpson damage descriptions (risk-scale.md section 5). */
export const GUST_SEVERITY: readonly (readonly [number, number])[] = [
  [62, 10],
  [89, 25],
  [119, 40],
  [154, 50],
  [178, 60],
  [209, 75],
  [252, 85],
];
export const gustDays = (kmh: number) => daysOfSeverity(interpolateSeverity(GUST_SEVERITY, kmh, 39));

/** What storm's physical part reads of the place and the window besides the days: its cyclone basin and season. */
interface StormPartInputs extends PhysicalPartInputs {
  /** The tropical-cyclone basin the place lies in (its id), or null. */
  basin: string | null;
  /** Share of the window's days in that basin's season (null without a basin). */
  seasonShare: number | null;
}

/** The place-independent part of forecastStorm (everything before the companion): it reads its inputs only. */
function stormPhysical(obs: StormPartInputs) {
  const c = STORM_PHYSICAL;
  // Gusts are ERA5's whatever the daily history; the rain is the history's.
  const H = obs.historyName ?? 'ERA5';
  const years: Value = H === 'ERA5' ? H : msg('weather.era5And', { history: H });
  const kind = horizonKind(obs.horizon);
  const G = c.damagingGustKmh;
  // ERA5's rain levels, kept per payload (flood fits the same).
  const rainFit = obs.era5 ? era5RainLevels(obs.era5) : undefined;
  const R = rainFit?.levels[c.rainYears];
  // Members quantile-mapped against ERA5 on their own recent past (physical-bias.ts).
  const today = obs.today;
  const bias = kind === 'per-year' ? undefined : ensembleBias(obs, R !== undefined ? ['gustMaxKmh', 'precipMm'] : ['gustMaxKmh'], today);
  // Each variable's corrected members, read straight from them with the kept maps (physical-bias.ts).
  const gustMembers = bias ? correctedSeries(obs, 'gustMaxKmh', today) : undefined;
  const rainMembers = bias && R !== undefined ? correctedSeries(obs, 'precipMm', today) : undefined;
  if (!obs.era5 && !gustMembers) return null;
  const pastHit = (d: Era5Day): boolean | null => {
    const g = d.gustMaxKmh === null ? null : d.gustMaxKmh >= G;
    const r = R === undefined || d.precipMm === null ? null : d.precipMm >= R;
    if (g === null && r === null) return null;
    return g === true || r === true;
  };
  const parts: PhysicalForecast['parts'] = {};
  const drivers: Message[] = [];
  let probability: number;
  let pClim: number | undefined;
  let restShare = 1;
  // Disruption-days of one storm if it happens (risk-scale.md): member peaks, else the damaging gust itself or the
  // expected rain above the 20-year level.
  let episodeDays = Math.max(gustDays(G), R !== undefined ? expectedDaysAbove(c.rainYears, rainDays) : 0);

  const basin = CYCLONE_BASINS.find((b) => b.id === obs.basin);
  const share = obs.seasonShare;
  if (basin && share !== null) {
    const words = { basin: msg(`storm.basin.${basin.id}`), agency: basin.agency };
    drivers.push(share > 0 ? msg('storm.inSeason', { share: fixed(share * 100), ...words }) : msg('storm.outsideSeason', words));
  }

  if (kind === 'per-year') {
    const g = annualFrequency(obs.era5, (d) => (d.gustMaxKmh === null ? null : d.gustMaxKmh >= G));
    const r = R !== undefined ? annualFrequency(obs.era5, (d) => (d.precipMm === null ? null : d.precipMm >= R)) : undefined;
    if (!g && !r) return null;
    const ga = g ? climateAdjusted(g.p, obs.climate, (d) => d.gustMaxKmh, obs) : undefined;
    const ra = r ? climateAdjusted(r.p, obs.climate, (d) => d.precipMm, obs) : undefined;
    probability = unionIndependent(ga?.p ?? 0, ra?.p ?? 0);
    pClim = unionIndependent(g?.p ?? 0, r?.p ?? 0);
    parts.annualGust = g?.p;
    parts.annualRain = r?.p;
    if (g) drivers.push(msg('storm.gustYears', { kmh: G, hits: g.hits, years: g.years, chance: percent(g.p) }));
    if (r) drivers.push(msg('storm.rainYears', { mm: fixed(R!), chance: percent(r.p) }));
    drivers.push(
      ga?.change || ra?.change
        ? msg('storm.cmip6', {
            gust: fixed(ga?.change?.lastDecadeRatio ?? 1, 2),
            rain: fixed(ra?.change?.lastDecadeRatio ?? 1, 2),
            chance: percent(probability),
          })
        : msg('physical.noCmip6'),
    );
  } else {
    const last = Math.max(
      gustMembers ? (ensembleLastDay(gustMembers) ?? -Infinity) : -Infinity,
      rainMembers ? (ensembleLastDay(rainMembers) ?? -Infinity) : -Infinity,
    );
    const split = splitWindow(obs, Number.isFinite(last) ? last : undefined);
    let pForecast = 0;
    if (split.covered) {
      const gs = gustMembers ? memberShare(gustMembers, split.covered, (v) => v >= G) : undefined;
      const rs = rainMembers ? memberShare(rainMembers, split.covered, (v) => v >= R!) : undefined;
      const n = Math.max(gs?.peaks.length ?? 0, rs?.peaks.length ?? 0);
      let counted = 0;
      let hits = 0;
      const sev: number[] = [];
      for (let m = 0; m < n; m++) {
        const g = gs?.peaks[m] ?? null;
        const r = rs?.peaks[m] ?? null;
        if (g === null && r === null) continue;
        counted++;
        const hg = g !== null && g >= G;
        const hr = r !== null && r >= R!;
        if (hg || hr) {
          hits++;
          sev.push(Math.max(hg ? gustDays(g!) : 0, hr && rainFit ? rainDays(returnPeriod(rainFit.fit, r!)) : 0));
        }
      }
      pForecast = counted ? jeffreys(hits, counted) : 0;
      if (sev.length) episodeDays = sev.reduce((a, b) => a + b, 0) / sev.length;
      parts.members = counted ? pForecast : undefined;
      parts.membersGust = gs?.p;
      parts.membersRain = rs?.p;
      parts.memberCount = counted;
      drivers.push(...(bias?.drivers ?? []));
      if (gs?.members)
        drivers.push(msg('storm.gustMembers', { hits: gs.hits, members: gs.members, kmh: G, peak: fixed(median(gs.peaks) ?? NaN) }));
      if (rs?.members) drivers.push(msg('storm.rainMembers', { hits: rs.hits, members: rs.members, mm: fixed(R!) }));
    }
    const words: ClimatologyWords = {
      rest: (rc, days) => msg('storm.rest', { days, chance: percent(rc.p), hits: rc.hits, years: rc.years, history: years }),
      usually: (clim, chance) => msg('physical.usually', { clim: percent(clim), chance: percent(chance), history: years }),
    };
    ({ probability, pClim, restShare } = withClimatology(obs.era5, pastHit, { split, kind, pForecast }, words, { parts, drivers }));
  }

  const severity = severityOfDays(kind === 'per-year' ? episodeDays : windowDisruptionDays(episodeDays, probability));
  parts.episodeDays = episodeDays;

  // Of the bias correction the place's part reads only the completeness (the kept value is deep-frozen: not the members).
  return {
    c,
    kind,
    G,
    R,
    bias: bias && { completeness: bias.completeness },
    parts,
    drivers,
    probability,
    pClim,
    restShare,
    basin,
    share,
    severity,
  };
}

const stormPart = memo(stormPhysical);

/**
 * The physical part, kept per its inputs (the payloads, the context's days, the place's cyclone basin and the window's
 * share of its season). The runner may compute it as soon as the payloads it reads are in, before the companion's
 * EONET answer (physical-sources.ts).
 */
export function physicalPartStorm(obs: PhysicalObservations, ctx: PhysicalContext) {
  const basin = basinAt(ctx.place.lat, ctx.place.lng);
  return stormPart({
    ...physicalPartInputs(obs, ctx),
    basin: basin?.id ?? null,
    seasonShare: basin ? seasonShare(basin, ctx.window) : null,
  });
}

export function forecastStorm(obs: PhysicalObservations, ctx: PhysicalContext): PhysicalForecast<StormEvent> | null {
  // The physical part reads the payloads, the horizon and the window's days, its cyclone basin: places sharing a cell
  // share it; the companion (EONET near the place) and the words are the place's own.
  const phys = physicalPartStorm(obs, ctx);
  if (!phys) return null;
  const { c, kind, G, R, bias, basin, share, severity } = phys;
  const what = msg('storm.event', { place: ctx.place.name, kmh: G, rain: R !== undefined ? msg('storm.eventRain', { mm: fixed(R) }) : '' });
  return physicalResult<StormEvent>(obs, ctx, phys, {
    hazard: 'storm',
    severity,
    event: {
      hazard: 'storm',
      description: msg(kind === 'per-year' ? 'physical.perYear' : 'physical.once', { what }),
      ...physicalEventFrame(ctx, c.cellRadiusKm),
      minGustKmh: G,
      rainLevelMm: R ?? null,
      rainReturnPeriodYears: c.rainYears,
      perYear: kind === 'per-year',
      cycloneBasin: basin?.id ?? null,
      cycloneSeasonShare: share,
      verifiedBy: null,
    },
    drivers: [...phys.drivers],
    completeness: bias && phys.parts.memberCount ? bias.completeness : undefined,
  });
}

/** The registry's model: the physical forecast with its EONET companion (null: nothing to judge the event by). */
export const stormModel = physicalModel(forecastStorm);
