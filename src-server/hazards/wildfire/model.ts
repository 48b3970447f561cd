// Wildfire as a physical event: the Canadian Fire Weather Index at or above "very high" (21.3) on at least one day
// where there is vegetation to burn; over a year or more at or above "extreme" (38). FWI is spun up over 30 years of
// ERA5 (and the forecast's past days that bridge ERA5's lag), then run forward member by member through the weather
// ensemble; the climatology of the same calendar span beyond its range; a long window is its first year so, joined
// with the later years' chance per year (with the CMIP6 change): docs/risk-scale.md "Windows" (physical-window.ts).
// Inputs are the daily noon proxies (maximum temperature, minimum humidity, mean wind, 24-h rain) of Bedia et al.
// (2012, NHESS 12, 699-708). The NASA EONET wildfire event is the verifiable companion (eonet-link.ts).
import { DAY_MS } from '../../shared/clock.js';
import { ensembleLastDay, memberShare } from '../../science/ensemble.js';
import { frequencyChange } from '../../science/climate-change.js';
import { median } from '../../science/stats.js';
import { windowSeverity } from '../../science/disruption-days.js';
import { physicalEventFrame } from '../physical-companion.js';
import { physicalModel, physicalResult } from '../physical-result.js';
import { clusterGap, meanEpisodeDays, type PastCriteria } from '../physical-climatology.js';
import { windowForecast, type MemberOutcome, type WindowWords } from '../physical-window.js';
import { horizonGroup, physicalPartInputs } from '../physical-inputs.js';
import type { PhysicalContext, PhysicalForecast, PhysicalObservations, PhysicalPartInputs } from '../physical-inputs.js';
import { daysOfSeverity } from '../physical-severity.js';
import { day, fixed, msg, percent, type Descriptor, type Message } from '../../i18n/message.js';
import { memo } from '../../shared/derived.js';
import type { WildfireEvent } from './event.js';
import { effisClass, fwiBandLatitude, FWI_VERY_HIGH } from './fwi.js';
import { climateFwi, memberFwi, spinUp, type FwiRun } from './fwi-runs.js';
import { FIRE_SEASON } from './fire-season.js';
import { correctEnsemble } from '../physical-bias.js';

export const WILDFIRE_PHYSICAL = {
  /** Event threshold for 7d/30d: EFFIS "very high" (SCIENCE.md); the damaging episodes of every window. */
  veryHigh: FWI_VERY_HIGH,
  /** The rarer event of 1y, 10y and 30y: "extreme" (FWI >= 38). */
  extreme: 38,
  /**
   * Hyper-arid: aridity index P / PET below 0.05 (UNEP 1992, World Atlas of Desertification; Middleton & Thomas
   * 1997): vegetation too sparse to carry a fire.
   */
  hyperAridIndex: 0.05,
  cellRadiusKm: Math.round((0.125 * 40_075) / 360),
  companion: { category: 'wildfires' as const, radiusKm: 100 },
};

/** Wildfire, a fire within the radius by the day's EFFIS class (risk-scale.md section 5). */
export const FIRE_CLASS_SEVERITY: Record<string, number> = {
  low: 0,
  moderate: 10,
  high: 20,
  'very high': 30,
  extreme: 40,
  'very extreme': 55,
};

/** Snow on the ground on ERA5's last day with snow depth (the archive's last days; none is forecast). */
const snowNow = (run: Pick<FwiRun, 'lastSnow'>) => run.lastSnow !== undefined && run.lastSnow.depthM >= FIRE_SEASON.snowDepthM;

/** An EFFIS danger class in words ("very high"). */
const dangerWords = (fwi: number): Descriptor => msg(`wildfire.class.${effisClass(fwi)}`);

/** Why there is no fire danger to rate today: snow on the ground, or the codes waiting for warm days (fire-season.ts). */
function offSeasonDriver(name: string, run: Pick<FwiRun, 'state' | 'lastSnow'>, H: string): Descriptor {
  const s = run.state;
  const since = s.endedOn ? msg('wildfire.since', { date: day(s.endedOn) }) : '';
  if (snowNow(run)) {
    return msg('wildfire.dormantSnow', {
      place: name,
      since,
      cm: fixed(run.lastSnow!.depthM * 100),
      date: day(run.lastSnow!.date),
      history: H,
    });
  }
  return msg(
    s.hadSnow ? 'wildfire.dormantThaw' : 'wildfire.dormantCold',
    s.hadSnow
      ? { place: name, since, startC: FIRE_SEASON.startAboveC, history: H }
      : { place: name, since, startC: FIRE_SEASON.startAboveC },
  );
}

/** Aridity index P / ET0 over the ERA5 years (UNEP 1992). */
export function aridityIndex(obs: PhysicalObservations): number | undefined {
  let p = 0;
  let e = 0;
  let n = 0;
  for (const d of obs.era5 ?? []) {
    if (d.precipMm === null || d.et0Mm === null) continue;
    p += d.precipMm;
    e += d.et0Mm;
    n++;
  }
  return n > 365 && e > 0 ? p / e : undefined;
}

/** What wildfire's physical part reads of the place besides the days: the latitude of its day-length band. */
interface WildfirePartInputs extends PhysicalPartInputs {
  /** fwiBandLatitude of the place. */
  fwiLatitude: number;
}

/** The place-independent part of forecastWildfire (everything before the companion): it reads its inputs only. */
function wildfirePhysical(obs: WildfirePartInputs) {
  const c = WILDFIRE_PHYSICAL;
  const H = obs.historyName ?? 'ERA5';
  const group = horizonGroup(obs.horizon);
  const level = group === 'short' ? c.veryHigh : c.extreme;
  const today = obs.today;
  const run = spinUp(obs, obs.fwiLatitude, today);
  // The FWI inputs of every member, quantile-mapped against ERA5 on the ensemble's own recent past (physical-bias.ts).
  const bias = correctEnsemble(obs, ['tmaxC', 'rhMinPct', 'windMeanKmh', 'precipMm'], today);
  const members = memberFwi(bias.ensemble, run.state, obs.fwiLatitude, today);
  if (run.days.length === 0 && !members) return null;
  const ai = aridityIndex(obs);
  const noFuel = ai !== undefined && ai < c.hyperAridIndex;
  const parts: PhysicalForecast['parts'] = { aridityIndex: ai };
  const drivers: Message[] = [];
  /** Disruption-days of a fire if it happens, by the EFFIS class of its worst day (risk-scale.md). */
  const classDays = (fwi: number) => daysOfSeverity(FIRE_CLASS_SEVERITY[effisClass(fwi)] ?? 0);
  // Every fire-weather episode at or above "very high" is damaging; one is worth its worst day's class.
  const damageFrom = (from: number) => (d: { fwi: number | null }) => (d.fwi === null ? null : d.fwi >= from ? classDays(d.fwi) : 0);
  // Fire-weather days closer than the place's fitted run length are one episode (clusterGap).
  const gap = clusterGap(run.days, damageFrom(c.veryHigh));
  const criteria: PastCriteria<{ date: string; fwi: number | null }> = {
    gap,
    event: (d) => (d.fwi === null ? null : d.fwi >= level),
    damage: damageFrom(c.veryHigh),
  };
  const episodeDays = meanEpisodeDays(run.days, criteria) ?? classDays(c.veryHigh);
  const headlineDays =
    level === c.veryHigh ? episodeDays : (meanEpisodeDays(run.days, { damage: damageFrom(level), gap }) ?? classDays(level));

  /** The members over the days they cover (each run from today's codes through the season rules). */
  const over = (covered: { first: number; last: number }) => {
    const s = memberShare(members, covered, (v) => v >= level);
    const peaks = s.peaks.filter((x): x is number => x !== null);
    const damage = (x: number) => (x >= c.veryHigh ? classDays(x) : 0);
    const outcome: MemberOutcome = {
      members: s.members,
      hits: s.hits,
      days: peaks.map(damage),
      byMember: s.peaks.map((x) => (x === null ? null : { hit: x >= level, days: damage(x) })),
    };
    const peakFwi = median(s.peaks);
    parts.members = s.p;
    drivers.push(...bias.drivers);
    drivers.push(
      msg('wildfire.members', {
        hits: s.hits,
        members: s.members,
        level,
        levelClass: dangerWords(level),
        date: day(new Date(s.covered!.last * DAY_MS).toISOString().slice(0, 10)),
        peak: fixed(peakFwi ?? NaN, 1),
        class: dangerWords(peakFwi ?? 0),
      }),
    );
    if (!run.state.active && members)
      drivers.push(msg('wildfire.seasonStarts', { started: members.started, members: s.members, startC: FIRE_SEASON.startAboveC }));
    return s.members ? outcome : undefined;
  };

  // CMIP6: the FWI of the run itself, from its own spin-up, through the same season rules (the years after the first).
  const projected = obs.laterYears > 0 || obs.projectFirstYear;
  const fwiClimate = projected ? climateFwi(obs.climate ?? [], obs.fwiLatitude) : [];
  const change = fwiClimate.length ? frequencyChange(fwiClimate.map((d) => ({ date: d.date, value: d.fwi }))) : undefined;
  parts.cmip6LastDecadeRatio = change?.lastDecadeRatio;
  const words: WindowWords = {
    rest: (rc, days) => msg('wildfire.rest', { days, chance: percent(rc.p), level, hits: rc.hits, years: rc.years, history: H }),
    usually: (clim, chance) => msg('physical.usually', { clim: percent(clim), chance: percent(chance), history: H }),
    perYear: (annual, perYear) => [
      msg('wildfire.extremeYears', { level, hits: annual.hits, years: annual.years, chance: percent(annual.p), history: H }),
      ...(projected
        ? [
            change
              ? msg('wildfire.cmip6', { ratio: fixed(change.lastDecadeRatio, 2), year: change.lastYear, chance: percent(perYear) })
              : msg('physical.noCmip6'),
          ]
        : []),
    ],
    damage: msg('wildfire.damage', { level: c.veryHigh }),
  };
  const last = members ? ensembleLastDay(members) : undefined;
  const w = windowForecast(
    {
      past: run.days,
      criteria,
      episodeDays,
      headlineDays,
      members: members ? { last, over } : undefined,
      ...(change ? { rateRatio: change.ratioAt } : {}),
    },
    { ...obs, group },
    words,
    { parts, drivers },
  );
  let probability = w.probability;
  let expectedDays = w.expectedDays;
  if (noFuel) {
    parts.weatherOnly = probability;
    probability = 0;
    expectedDays = 0;
  }

  // What the place's part reads of the spin-up and the bias correction (the value is kept, deep-frozen: not the 30 years
  // of FWI days nor the corrected members, which it never reads).
  const kept = { state: run.state, lastSnow: run.lastSnow, dayCount: run.days.length };
  return {
    c,
    group,
    level,
    run: kept,
    bias: { completeness: bias.completeness },
    ai,
    noFuel,
    parts,
    drivers,
    probability,
    pClim: w.pClim,
    ...(w.perYear !== undefined && !noFuel ? { perYear: w.perYear } : {}),
    years: 1 + obs.laterYears,
    restShare: w.restShare,
    // Consequences do not vanish with the chance (risk-scale.md "Windows" rule 6): no fuel, one fire's severity.
    severity: windowSeverity(expectedDays, probability * 100, headlineDays),
    episodeDays,
  };
}

const wildfirePart = memo(wildfirePhysical);

/**
 * The physical part, kept per its inputs (the payloads, the context's days and the place's FWI band). The runner may
 * compute it as soon as the payloads it reads are in, before the companion's EONET answer (physical-sources.ts).
 */
export const physicalPartWildfire = (obs: PhysicalObservations, ctx: PhysicalContext) =>
  wildfirePart({ ...physicalPartInputs(obs, ctx), fwiLatitude: fwiBandLatitude(ctx.place.lat) });

export function forecastWildfire(obs: PhysicalObservations, ctx: PhysicalContext): PhysicalForecast<WildfireEvent> | null {
  // The physical part reads the payloads, the horizon, today and the window's days, and the FWI latitude band: places
  // sharing a cell share it; the companion (EONET near the place), the season's words and the others are the place's own.
  const phys = physicalPartWildfire(obs, ctx);
  if (!phys) return null;
  const H = obs.historyName ?? 'ERA5';
  const { c, group, level, run, bias, ai, noFuel, episodeDays } = phys;
  const season = run.state;
  const startsSoon = ctx.window.start.getTime() < ctx.now.getTime() + 15 * DAY_MS;
  const drivers: Message[] = [
    ...(noFuel ? [msg('wildfire.noFuel', { index: fixed(ai!, 3), limit: c.hyperAridIndex })] : []),
    season.active
      ? msg('wildfire.fuelMoisture', {
          recent: obs.recent ? msg('wildfire.recentDays') : '',
          ffmc: fixed(season.codes.ffmc, 1),
          dmc: fixed(season.codes.dmc, 1),
          dc: fixed(season.codes.dc),
          history: H,
        })
      : group === 'short' && startsSoon
        ? offSeasonDriver(ctx.place.name, run, H)
        : msg('wildfire.dormantToday', { place: ctx.place.name, why: msg(snowNow(run) ? 'wildfire.snow' : 'wildfire.winter'), history: H }),
    ...phys.drivers,
  ];
  const what = msg('wildfire.what', { place: ctx.place.name, level, class: dangerWords(level) });
  return physicalResult<WildfireEvent>(obs, ctx, phys, {
    hazard: 'wildfire',
    severity: phys.severity,
    event: {
      hazard: 'wildfire',
      description: noFuel ? msg('wildfire.eventNoFuel', { place: ctx.place.name }) : msg('wildfire.eventWindow', { what }),
      ...physicalEventFrame(ctx, c.cellRadiusKm),
      minFwi: level,
      dangerClass: effisClass(level),
      burnable: ai === undefined ? null : !noFuel,
      // Today's season: what a window starting within the forecast meets (a year or more spans every season).
      fireSeason: group === 'short' && startsSoon && run.dayCount ? (season.active ? 'active' : snowNow(run) ? 'snow' : 'dormant') : null,
      aridityIndex: ai ?? null,
      verifiedBy: null,
    },
    drivers,
    completeness: phys.parts.memberCount ? bias.completeness : undefined,
    companionProbability: noFuel ? (phys.parts.weatherOnly ?? 0) : phys.probability,
    parts: { episodeDays },
  });
}

/** The registry's model: the physical forecast with its EONET companion (null: nothing to judge the event by). */
export const wildfireModel = physicalModel(forecastWildfire);
