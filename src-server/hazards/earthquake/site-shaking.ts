// Probability of shaking at the site (Cornell 1968 PSHA): expected numbers of earthquakes by distance and
// depth around the site, of each tectonic type (slab.ts), a Gutenberg-Richter magnitude distribution, and the
// ground-motion model of the type (Allen, Wald & Worden 2012 for crustal sources, the USGS NSHM logic tree of
// subduction models for subduction ones: subduction-gmpe.ts) at the distance to the source's rupture plane
// (rupture-geometry.ts, generic-ruptures.ts), summed into expected exceedances of each MMI
// level; Poisson in time gives P(MMI >= level at least once in the window). Pure.
import { memo } from '../../shared/derived.js';
import { deepFreeze } from '../../shared/freeze.js';
import { grMagnitudeBins } from './b-value.js';
import { annulusDistance, ORIENTATIONS, sourceRupture, subductionBranchGrid } from './generic-ruptures.js';
import { AWW2012_RRUP, exceedanceProbability, intensityRrup } from './intensity.js';
import { planeDistanceKm } from './rupture-geometry.js';
import { type SourceKind } from './slab.js';
import { branchesExceedance, SUBDUCTION_BRANCH_STRIDE, SUBDUCTION_LOGIC_TREE } from './subduction-gmpe.js';
import { interfaceExceedanceTable, type InterfaceGeometry } from './interface-ruptures.js';
import { ANNULI, DEPTH_CLASSES, MAGNITUDE_STEP, TABLE_M_BINS, TABLE_M_MIN, tableMagnitude } from './shaking-grid.js';
import { severityFromDays, windowDisruptionDays } from '../../science/disruption-days.js';

/**
 * Tectonic setting of a place, which decides the ground-motion model of its sources by depth: shallow sources (the 10
 * km class) always the crustal intensity equation (AWW2012); 20-80 km (30 and 60 km classes) the subduction interface
 * models (subduction-gmpe.ts) where a slab lies below, else the crustal one; 80 km and deeper (110, 200, 450) intraslab.
 */
export type TectonicSetting = 'crustal' | 'subduction';

/**
 * The site the ground-motion models are evaluated for: the tectonic setting, and the Vs30 (m/s) the subduction model
 * (which has a site term) is evaluated at. The crustal intensity equation has no site term: its sites are the
 * average of its data.
 */
export interface ShakingSite {
  setting: TectonicSetting;
  vs30: number;
  /**
   * Whether the subduction model's intensity carries the PGA-to-MMI conversion's own scatter (Worden et al.'s 0.66): yes
   * for the app's intensity forecast (default); no for a comparison with a PGA hazard map, whose level converted by the
   * median relation is exactly the hazard of the median-converted intensity.
   */
  conversionScatter?: boolean;
  /**
   * The place's subduction interface from Slab2 (interface-ruptures.ts): interface sources rupture along it at its local
   * dip and dip direction. Absent or null: the generic plane of one representative dip, averaged over orientations.
   */
  interfaceGeometry?: InterfaceGeometry | null;
}

/**
 * Vs30 of the app's forecasts where the soil is unknown: site class D, the default when soil properties are not known
 * (ASCE 7-16 §11.4.3), at its representative 260 m/s (the USGS NSHM 2023 site classes). The hazard-map comparison
 * (`npm run hindcast:cities`) uses the maps' reference rock instead, ROCK_VS30.
 */
export const DEFAULT_SITE_VS30 = 260;
/** The hazard maps' reference rock (GEM: 760-800 m/s; USGS NSHM: 760 m/s). */
export const ROCK_VS30 = 760;

const CRUSTAL_SITE: ShakingSite = { setting: 'crustal', vs30: DEFAULT_SITE_VS30 };

/**
 * The ground-motion model of a depth class in a setting, for a population whose sources have no tectonic type of their
 * own (`SourcePopulation.kind` absent; since the Slab2 classification every population of the forecast has one).
 */
export function sourceModelOf(depthClass: number, setting: TectonicSetting): SourceKind {
  if (depthClass >= 3) return 'intraslab';
  if (depthClass >= 1 && setting === 'subduction') return 'interface';
  return 'crustal';
}

export {
  ANNULI,
  DEPTH_CLASSES,
  DEPTH_CLASS_EDGES_KM,
  DEPTH_CLASS_KM,
  depthClassOf,
  emptySourceGrid,
  MAGNITUDE_STEP,
  SHAKING_EDGES_KM,
} from './shaking-grid.js';

/**
 * The ground-motion models the generic tables are made of (the crustal intensity equation and the subduction logic tree):
 * the tables are values derived from them (shared/derived.ts), made once per level, kind and site condition.
 */
const GROUND_MOTION = deepFreeze({ crustal: AWW2012_RRUP, subduction: SUBDUCTION_LOGIC_TREE });

/**
 * P(MMI >= level | magnitude bin, annulus, depth class) for sources of a kind (or, without one, of the kind the depth
 * class has in the site's setting): crustal sources by AWW2012 and interface sources by the subduction logic tree at the
 * rupture distance of their plane (sourceRupture), averaged over six strikes and both dip directions; intraslab sources by
 * the logic tree at the hypocentral distance (a point source, as the model has it). Where the site carries its interface
 * geometry, interface sources take its table instead (interface-ruptures.ts).
 */
function exceedanceTable(level: number, site: ShakingSite, kind?: SourceKind): Float64Array {
  if (kind === 'interface' && site.interfaceGeometry) {
    const scatter = site.conversionScatter !== false;
    return interfaceExceedanceTable(site.interfaceGeometry, level, site.vs30, scatter, () => genericTable(level, site, kind));
  }
  return genericTable(level, site, kind);
}

/** The place-independent table: the generic planes of sourceRupture, averaged over orientations. */
function makeGenericTable(
  level: number,
  setting: TectonicSetting,
  vs30: number,
  scatter: boolean,
  kind: SourceKind | undefined,
): Float64Array {
  const t = new Float64Array(TABLE_M_BINS * ANNULI * DEPTH_CLASSES);
  for (let im = 0; im < TABLE_M_BINS; im++) {
    const m = tableMagnitude(im);
    for (let j = 0; j < ANNULI; j++) {
      const r = annulusDistance(j);
      for (let k = 0; k < DEPTH_CLASSES; k++) {
        const cell = (im * ANNULI + j) * DEPTH_CLASSES + k;
        const model = kind ?? sourceModelOf(k, setting);
        let p = 0;
        if (model !== 'crustal') {
          const n = model === 'interface' ? ORIENTATIONS.length : 1;
          const grid = subductionBranchGrid(model, vs30, scatter);
          for (let i = 0; i < n; i++) p += branchesExceedance(level, grid, (cell * n + i) * SUBDUCTION_BRANCH_STRIDE);
          p /= n;
        } else {
          const plane = sourceRupture(model, m, k);
          for (const { strike, side } of ORIENTATIONS)
            p += exceedanceProbability(intensityRrup(m, planeDistanceKm(r, strike, side, plane)), level);
          p /= ORIENTATIONS.length;
        }
        t[cell] = p;
      }
    }
  }
  return t;
}

/**
 * The generic tables, one memoised function per kind and one for tables by the site's setting, so that the 81 levels of
 * intensityWithProbability fit within each function's MAX_DERIVED_PER_OWNER values.
 */
const genericTables = {
  crustal: memo((_g: typeof GROUND_MOTION, level: number, vs30: number, scatter: boolean) =>
    makeGenericTable(level, 'crustal', vs30, scatter, 'crustal'),
  ),
  interface: memo((_g: typeof GROUND_MOTION, level: number, vs30: number, scatter: boolean) =>
    makeGenericTable(level, 'crustal', vs30, scatter, 'interface'),
  ),
  intraslab: memo((_g: typeof GROUND_MOTION, level: number, vs30: number, scatter: boolean) =>
    makeGenericTable(level, 'crustal', vs30, scatter, 'intraslab'),
  ),
  bySetting: memo((_g: typeof GROUND_MOTION, level: number, setting: TectonicSetting, vs30: number, scatter: boolean) =>
    makeGenericTable(level, setting, vs30, scatter, undefined),
  ),
};
function genericTable(level: number, site: ShakingSite, kind?: SourceKind): Float64Array {
  const scatter = site.conversionScatter !== false;
  return kind
    ? genericTables[kind](GROUND_MOTION, level, site.vs30, scatter)
    : genericTables.bySetting(GROUND_MOTION, level, site.setting, site.vs30, scatter);
}

export interface MagnitudeModel {
  b: number;
  mMin: number;
  mMax: number;
}

/** One population of sources in the shaking integral: expected counts by (distance, depth), its magnitudes and kind. */
export interface SourcePopulation {
  grid: Float64Array;
  magnitudes: MagnitudeModel;
  /** The tectonic type of all its sources (slab.ts); absent: the kind of each depth class in the site's setting. */
  kind?: SourceKind;
}

/**
 * Expected number of exceedances of `level` from the sources in `grid` (expected counts of M >= mMin
 * events per cell over the window), with magnitudes from the doubly truncated G-R of `mag`.
 */
export function expectedExceedances(
  grid: Float64Array,
  mag: MagnitudeModel,
  level: number,
  site: ShakingSite = CRUSTAL_SITE,
  kind?: SourceKind,
): number {
  const p = cellExceedances(mag, level, site, kind);
  let total = 0;
  for (let cell = 0; cell < p.length; cell++) {
    const n = grid[cell]!;
    if (n > 0) total += n * p[cell]!;
  }
  return total;
}

/**
 * P(MMI >= level | one M >= mMin source in the cell) per (annulus, depth class), the G-R bins of `mag` summed over
 * the exceedance table. It depends on the magnitude model and the level only, not on the place (the b-value differs by
 * catalogue, not between places sharing one): a value derived from the ground-motion models (shared/derived.ts), except
 * for a place's own interface, whose cells its geometry carries.
 */
function cellExceedances(mag: MagnitudeModel, level: number, site: ShakingSite, kind?: SourceKind): Float64Array {
  const scatter = site.conversionScatter !== false;
  if (kind === 'interface' && site.interfaceGeometry) {
    const key = `${mag.b}|${mag.mMin}|${mag.mMax}|${level}|${kind}|${site.vs30}|${scatter}`;
    const cache = site.interfaceGeometry.cells;
    let p = cache.get(key);
    if (!p) {
      p = sumCells(mag, exceedanceTable(level, site, kind));
      if (cache.size >= 512) cache.clear();
      cache.set(key, p);
    }
    return p;
  }
  return genericCells(
    GROUND_MOTION,
    { b: mag.b, mMin: mag.mMin, mMax: mag.mMax },
    level,
    kind,
    kind ? undefined : site.setting,
    site.vs30,
    scatter,
  );
}

const genericCells = memo(
  (
    _g: typeof GROUND_MOTION,
    mag: MagnitudeModel,
    level: number,
    kind: SourceKind | undefined,
    setting: TectonicSetting | undefined,
    vs30: number,
    scatter: boolean,
  ): Float64Array => sumCells(mag, genericTable(level, { setting: setting ?? 'crustal', vs30, conversionScatter: scatter }, kind)),
);

/** The G-R bins of `mag` summed over a table's magnitude rows, per (annulus, depth class). */
function sumCells(mag: MagnitudeModel, table: Float64Array): Float64Array {
  const bins = tableBins(mag);
  const p = new Float64Array(ANNULI * DEPTH_CLASSES);
  for (let j = 0; j < ANNULI; j++) {
    for (let k = 0; k < DEPTH_CLASSES; k++) {
      let sum = 0;
      for (let i = 0; i < bins.w.length; i++) sum += bins.w[i]! * table[(bins.im[i]! * ANNULI + j) * DEPTH_CLASSES + k]!;
      p[j * DEPTH_CLASSES + k] = sum;
    }
  }
  return p;
}

/** The G-R bins of a magnitude model as table rows and weights. */
function tableBins(mag: MagnitudeModel): { im: Int32Array; w: Float64Array } {
  const gr = grMagnitudeBins(mag.b, mag.mMin, mag.mMax, MAGNITUDE_STEP);
  const rows = TABLE_M_BINS;
  return {
    im: Int32Array.from(gr, ({ m }) => Math.min(rows - 1, Math.max(0, Math.floor((m - TABLE_M_MIN) / MAGNITUDE_STEP)))),
    w: Float64Array.from(gr, ({ w }) => w),
  };
}

/** Poisson: P(at least one) from an expected count. */
export const atLeastOne = (expected: number): number => (expected > 0 ? -Math.expm1(-expected) : 0);

/** MMI levels of the hazard curve: V to X. */
export const MMI_LEVELS = [5, 6, 7, 8, 9, 10] as const;
export type MmiLevel = (typeof MMI_LEVELS)[number];

export interface ShakingCurve {
  /** P(MMI >= level at least once in the window), per level of MMI_LEVELS. */
  probability: Record<MmiLevel, number>;
  /** Expected exceedances per level. */
  expected: Record<MmiLevel, number>;
}

/** Expected exceedances of any levels (e.g. a fine grid for the intensity with a given probability). */
export function expectedExceedancesAt(
  populations: readonly SourcePopulation[],
  levels: readonly number[],
  site: ShakingSite = CRUSTAL_SITE,
): number[] {
  return levels.map((level) => populations.reduce((s, pop) => s + expectedExceedances(pop.grid, pop.magnitudes, level, site, pop.kind), 0));
}

/** Adds two or more source populations (each with its own magnitude model) into one hazard curve. */
export function shakingCurve(populations: readonly SourcePopulation[], site: ShakingSite = CRUSTAL_SITE): ShakingCurve {
  return curveOfExpected(expectedExceedancesAt(populations, MMI_LEVELS, site));
}

/** The hazard curve of expected exceedances per level of MMI_LEVELS (Poisson in time). */
export function curveOfExpected(lambdas: readonly number[]): ShakingCurve {
  const probability = {} as ShakingCurve['probability'];
  const expected = {} as ShakingCurve['expected'];
  MMI_LEVELS.forEach((level, i) => {
    expected[level] = lambdas[i]!;
    probability[level] = atLeastOne(lambdas[i]!);
  });
  return { probability, expected };
}

/**
 * Disruption-days of one episode of shaking at each intensity (the team's risk scale,
 * docs/risk-scale.md section 5, from the USGS MMI descriptions and EMS-98 damage grades):
 * S(VI) = 20, S(VII) = 40, S(VIII) = 60, S(IX) = 80, S(X+) = 95, with D = 10^(S/20 - 1) days.
 */
export const DISRUPTION_DAYS_BY_MMI: Record<6 | 7 | 8 | 9 | 10, number> = {
  6: 10 ** (20 / 20 - 1),
  7: 10 ** (40 / 20 - 1),
  8: 10 ** (60 / 20 - 1),
  9: 10 ** (80 / 20 - 1),
  10: 10 ** (95 / 20 - 1),
};

/**
 * Expected disruption-days in the window given at least one shaking of MMI >= VI (risk scale rules 1-2):
 * per episode, the intensity bands share the expected exceedances (lambda_VII / lambda_VI, ...); the
 * window holds lambda_VI / (1 - e^-lambda_VI) episodes given at least one.
 */
export function disruptionDaysGivenStrongShaking(curve: ShakingCurve): number {
  const e = curve.expected;
  const l6 = e[6];
  if (!(l6 > 0)) return DISRUPTION_DAYS_BY_MMI[6];
  const share = (level: 7 | 8 | 9 | 10) => Math.min(1, e[level] / l6);
  const perEpisode =
    DISRUPTION_DAYS_BY_MMI[6] * (1 - share(7)) +
    DISRUPTION_DAYS_BY_MMI[7] * (share(7) - share(8)) +
    DISRUPTION_DAYS_BY_MMI[8] * (share(8) - share(9)) +
    DISRUPTION_DAYS_BY_MMI[9] * (share(9) - share(10)) +
    DISRUPTION_DAYS_BY_MMI[10] * share(10);
  return windowDisruptionDays(perEpisode, l6);
}

/** Severity of the event "MMI >= VI at the site in the window". */
export function severityGivenStrongShaking(curve: ShakingCurve): number {
  return severityFromDays(disruptionDaysGivenStrongShaking(curve));
}
