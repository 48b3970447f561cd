// Storm as a physical event: a day with gusts at or above a damaging level, or 24-hour rain at or above its local
// 20-year level, from the weather ensemble's members over the days they cover and the climatology of the same calendar
// span beyond them (which carries the place's cyclone season). Over a year or more the gust level is the local 20-year
// gust where that is higher; a long window is its first year so, joined with the later years' chance per year (with
// the CMIP6 change): docs/risk-scale.md "Windows" (physical-window.ts).
// The NASA EONET severe-storm event is the verifiable companion (eonet-link.ts).
import { annualFrequency, ensembleLastDay, memberShare, unionIndependent } from '../../science/ensemble.js';
import { frequencyChange, scaledAnnualProbability } from '../../science/climate-change.js';
import { returnLevelsOfRows, returnPeriod } from '../../science/return-levels.js';
import { median } from '../../science/stats.js';
import { windowSeverity } from '../../science/disruption-days.js';
import type { Era5Day } from '../../sources/open-meteo-archive/client.js';
import { physicalEventFrame } from '../physical-companion.js';
import { physicalModel, physicalResult } from '../physical-result.js';
import { clusterGap, meanEpisodeDays, type PastCriteria } from '../physical-climatology.js';
import { windowForecast, type MemberOutcome, type WindowWords } from '../physical-window.js';
import { era5RainLevels, horizonGroup, physicalPartInputs } from '../physical-inputs.js';
import type { PhysicalContext, PhysicalForecast, PhysicalObservations, PhysicalPartInputs, ERA5_RAIN_PERIODS } from '../physical-inputs.js';
import { daysOfSeverity, expectedDaysAbove, interpolateSeverity, rainDays } from '../physical-severity.js';
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
  /**
   * Over a year or more (1y, 10y, 30y) the gust level is the local 20-year gust (ERA5 annual maxima, the GloFAS
   * "severe" period flood takes too) where it is above the damaging gust, so that long windows do not saturate where
   * damaging gusts come every year (SCIENCE.md "Storm and wind": a local return level or a fixed impact level).
   */
  longGustYears: 20,
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

/** ERA5's gust annual maxima, their fit and the long event's return level, kept per payload (undefined: too few years). */
const era5GustLevels = memo((era5: readonly Era5Day[]) => returnLevelsOfRows(era5, (d) => d.gustMaxKmh, [STORM_PHYSICAL.longGustYears]));

/** What storm's physical part reads of the place and the window besides the days: its cyclone basin and season. */
interface StormPartInputs extends PhysicalPartInputs {
  /** The tropical-cyclone basin the place lies in (its id), or null. */
  basin: string | null;
  /** Share of the window's days in that basin's season (null without a basin). */
  seasonShare: number | null;
}

/** The storm criteria at a gust level: a day with gusts at or above it, or rain at or above the 20-year level. */
function stormDay(gust: number, rain: number | undefined) {
  return (g: number | null, r: number | null): boolean | null => {
    const gh = g === null ? null : g >= gust;
    const rh = rain === undefined || r === null ? null : r >= rain;
    if (gh === null && rh === null) return null;
    return gh === true || rh === true;
  };
}

/** The place-independent part of forecastStorm (everything before the companion): it reads its inputs only. */
function stormPhysical(obs: StormPartInputs) {
  const c = STORM_PHYSICAL;
  // Gusts are ERA5's whatever the daily history; the rain is the history's.
  const H = obs.historyName ?? 'ERA5';
  const years: Value = H === 'ERA5' ? H : msg('weather.era5And', { history: H });
  const group = horizonGroup(obs.horizon);
  const G = c.damagingGustKmh;
  // ERA5's rain levels, kept per payload (flood fits the same).
  const rainFit = obs.era5 ? era5RainLevels(obs.era5) : undefined;
  const R = rainFit?.levels[c.rainYears];
  const gustFit = group === 'long' && obs.era5 ? era5GustLevels(obs.era5) : undefined;
  const gustLevel = gustFit?.levels[c.longGustYears];
  // The headline gust: the damaging gust, or over a year or more the local 20-year gust where that is higher.
  const GH = gustLevel !== undefined && gustLevel > G ? Math.round(gustLevel * 10) / 10 : G;
  // Members quantile-mapped against ERA5 on their own recent past (physical-bias.ts).
  const today = obs.today;
  const bias = ensembleBias(obs, R !== undefined ? ['gustMaxKmh', 'precipMm'] : ['gustMaxKmh'], today);
  // Each variable's corrected members, read straight from them with the kept maps (physical-bias.ts).
  const gustMembers = correctedSeries(obs, 'gustMaxKmh', today);
  const rainMembers = R !== undefined ? correctedSeries(obs, 'precipMm', today) : undefined;
  if (!obs.era5 && !gustMembers) return null;
  const headline = stormDay(GH, R);
  // Damage (risk-scale.md section 2): a damaging gust by its speed (the gust rows), a 20-year rain by the disruption
  // expected over the magnitudes above it (return periods: P(> t | > 20) = 20 / t); the worse of the two.
  const rainDamage = expectedDaysAbove(c.rainYears, rainDays);
  const damageAt =
    (gust: number) =>
    (d: Era5Day): number | null => {
      if (d.gustMaxKmh === null && (R === undefined || d.precipMm === null)) return null;
      return Math.max(
        d.gustMaxKmh !== null && d.gustMaxKmh >= gust ? gustDays(d.gustMaxKmh) : 0,
        R !== undefined && (d.precipMm ?? 0) >= R ? rainDamage : 0,
      );
    };
  // Damaging days closer than the place's fitted run length are one storm (clusterGap).
  const gap = clusterGap(obs.era5, damageAt(G));
  const criteria: PastCriteria<Era5Day> = { event: (d) => headline(d.gustMaxKmh, d.precipMm), damage: damageAt(G), gap };
  const fallback = (gust: number) => Math.max(gustDays(gust), R !== undefined ? rainDamage : 0);
  const episodeDays = meanEpisodeDays(obs.era5, criteria) ?? fallback(G);
  const headlineDays = GH === G ? episodeDays : (meanEpisodeDays(obs.era5, { damage: damageAt(GH), gap }) ?? fallback(GH));
  const parts: PhysicalForecast['parts'] = {};
  const drivers: Message[] = [];

  const basin = CYCLONE_BASINS.find((b) => b.id === obs.basin);
  const share = obs.seasonShare;
  if (basin && share !== null) {
    const words = { basin: msg(`storm.basin.${basin.id}`), agency: basin.agency };
    drivers.push(share > 0 ? msg('storm.inSeason', { share: fixed(share * 100), ...words }) : msg('storm.outsideSeason', words));
  }
  if (gustFit && gustLevel !== undefined)
    drivers.push(msg('storm.gustLevel', { level: fixed(gustLevel), years: gustFit.years, kmh: fixed(GH), damaging: G }));

  const last = Math.max(
    gustMembers ? (ensembleLastDay(gustMembers) ?? -Infinity) : -Infinity,
    rainMembers ? (ensembleLastDay(rainMembers) ?? -Infinity) : -Infinity,
  );
  /** The members over the days they cover, gusts and rain member by member. */
  const over = (covered: { first: number; last: number }) => {
    const gs = gustMembers ? memberShare(gustMembers, covered, (v) => v >= GH) : undefined;
    const rs = rainMembers ? memberShare(rainMembers, covered, (v) => v >= R!) : undefined;
    const n = Math.max(gs?.peaks.length ?? 0, rs?.peaks.length ?? 0);
    const outcome: MemberOutcome & { days: number[]; byMember: ({ hit: boolean; days: number } | null)[] } = {
      members: 0,
      hits: 0,
      days: [],
      byMember: [],
    };
    for (let m = 0; m < n; m++) {
      const g = gs?.peaks[m] ?? null;
      const r = rs?.peaks[m] ?? null;
      outcome.byMember.push(null);
      if (g === null && r === null) continue;
      outcome.members++;
      const hit = headline(g, r) === true;
      if (hit) outcome.hits++;
      const hr = r !== null && R !== undefined && r >= R && rainFit ? rainDays(returnPeriod(rainFit.fit, r)) : 0;
      const days = Math.max(g !== null && g >= G ? gustDays(g) : 0, hr);
      outcome.days.push(days);
      outcome.byMember[m] = { hit, days };
    }
    parts.membersGust = gs?.p;
    parts.membersRain = rs?.p;
    drivers.push(...(bias?.drivers ?? []));
    if (gs?.members)
      drivers.push(msg('storm.gustMembers', { hits: gs.hits, members: gs.members, kmh: fixed(GH), peak: fixed(median(gs.peaks) ?? NaN) }));
    if (rs?.members) drivers.push(msg('storm.rainMembers', { hits: rs.hits, members: rs.members, mm: fixed(R!) }));
    return outcome;
  };

  // The later years: each part's chance per year scaled by its own CMIP6 change, joined as independent; the window
  // rule reads their joint rate's ratio.
  const projected = group === 'long' && (obs.laterYears > 0 || obs.projectFirstYear);
  const gustPart = projected ? annualFrequency(obs.era5, (d) => (d.gustMaxKmh === null ? null : d.gustMaxKmh >= GH)) : undefined;
  const rainPart =
    projected && R !== undefined ? annualFrequency(obs.era5, (d) => (d.precipMm === null ? null : d.precipMm >= R)) : undefined;
  const gustChange = projected ? frequencyChange(obs.climate?.map((d) => ({ date: d.date, value: d.gustMaxKmh }))) : undefined;
  const rainChange = projected ? frequencyChange(obs.climate?.map((d) => ({ date: d.date, value: d.precipMm }))) : undefined;
  const rateOf = (p: number) => -Math.log(1 - Math.min(1 - 1e-12, p));
  const today0 = unionIndependent(gustPart?.p ?? 0, rainPart?.p ?? 0);
  const rateRatio =
    (gustChange || rainChange) && today0 > 0
      ? (year: number) =>
          rateOf(
            unionIndependent(
              scaledAnnualProbability(gustPart?.p ?? 0, gustChange?.ratioAt(year) ?? 1),
              scaledAnnualProbability(rainPart?.p ?? 0, rainChange?.ratioAt(year) ?? 1),
            ),
          ) / rateOf(today0)
      : undefined;
  parts.annualGust = gustPart?.p;
  parts.annualRain = rainPart?.p;

  const words: WindowWords = {
    rest: (rc, days) => msg('storm.rest', { days, chance: percent(rc.p), hits: rc.hits, years: rc.years, history: years }),
    usually: (clim, chance) => msg('physical.usually', { clim: percent(clim), chance: percent(chance), history: years }),
    perYear: (annual, perYear) => [
      msg('storm.yearChance', { kmh: fixed(GH), hits: annual.hits, years: annual.years, chance: percent(annual.p), history: years }),
      ...(projected
        ? [
            gustChange || rainChange
              ? msg('storm.cmip6', {
                  gust: fixed(gustChange?.lastDecadeRatio ?? 1, 2),
                  rain: fixed(rainChange?.lastDecadeRatio ?? 1, 2),
                  chance: percent(perYear),
                })
              : msg('physical.noCmip6'),
          ]
        : []),
    ],
    damage: msg('storm.damage', { kmh: G }),
  };
  const w = windowForecast(
    {
      past: obs.era5,
      criteria,
      episodeDays,
      headlineDays,
      members: Number.isFinite(last) ? { last, over } : undefined,
      ...(rateRatio ? { rateRatio } : {}),
    },
    { ...obs, group },
    words,
    { parts, drivers },
  );
  const severity = windowSeverity(w.expectedDays, w.probability * 100, headlineDays);
  parts.episodeDays = episodeDays;

  // Of the bias correction the place's part reads only the completeness (the kept value is deep-frozen: not the members).
  return {
    c,
    group,
    GH,
    R,
    gustYears: GH === G ? null : c.longGustYears,
    bias: bias && { completeness: bias.completeness },
    parts,
    drivers,
    probability: w.probability,
    pClim: w.pClim,
    ...(w.perYear !== undefined ? { perYear: w.perYear } : {}),
    years: 1 + obs.laterYears,
    restShare: w.restShare,
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
  const { c, GH, R, bias, basin, share, severity } = phys;
  const what = msg('storm.event', {
    place: ctx.place.name,
    kmh: fixed(GH),
    rain: R !== undefined ? msg('storm.eventRain', { mm: fixed(R) }) : '',
  });
  return physicalResult<StormEvent>(obs, ctx, phys, {
    hazard: 'storm',
    severity,
    event: {
      hazard: 'storm',
      description: msg('physical.once', { what }),
      ...physicalEventFrame(ctx, c.cellRadiusKm),
      minGustKmh: GH,
      gustReturnPeriodYears: phys.gustYears,
      rainLevelMm: R ?? null,
      rainReturnPeriodYears: c.rainYears,
      cycloneBasin: basin?.id ?? null,
      cycloneSeasonShare: share,
      verifiedBy: null,
    },
    drivers: [...phys.drivers],
    completeness: phys.parts.memberCount ? bias.completeness : undefined,
  });
}

/** The registry's model: the physical forecast with its EONET companion (null: nothing to judge the event by). */
export const stormModel = physicalModel(forecastStorm);
