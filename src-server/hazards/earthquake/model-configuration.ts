// Every constant of the earthquake model (docs/methodology/earthquake.md): the query the app makes, the companion
// event, the source magnitudes, declustering, smoothing, the floor, the aftershock and ETAS parameters. The rest of the
// forecast (catalogue.ts, seismicity.ts, companion.ts, place-sources.ts, shaking-populations.ts, shaking-forecast.ts)
// reads them from here.
import { PAGE_2016 } from './aftershocks.js';
import type { EtasParameters, EtasRegimeSet, SubductionRule } from './etas.js';

/** Every constant of the model, each with its source or its fit in docs/methodology/earthquake.md. */
export const EARTHQUAKE_MODEL = {
  /**
   * The USGS query the app makes: M >= 4.5 within 300 km over the last 50 years. 300 km holds the sources
   * that can shake the site (an M8 at 300 km can still bring MMI VI) and the
   * neighbours a quiet place borrows from; 50 years holds the last large sequences of most regions.
   */
  query: { radiusKm: 300, minMagnitude: 4.5, years: 50 },
  /** The verifiable companion event: at least one M >= 5.0 with its epicentre within 150 km. */
  companion: { minMagnitude: 5.0, radiusKm: 150 },
  /** Smallest magnitude of the shaking integral (M5: the usual lower bound of PSHA source models). */
  sourceMinMagnitude: 5.0,
  /** Largest magnitude of the G-R distribution (the truncation of the shaking integral). */
  maxMagnitude: 9.0,
  /**
   * Declustering windows: Uhrhammer (1986). Gardner & Knopoff (1974) windows merged the independent M5s
   * of busy subduction zones into few clusters and scored worse on the training windows.
   */
  declusteringWindows: 'uhrhammer' as 'uhrhammer' | 'gardner-knopoff',
  /**
   * Helmstetter et al. (2007) adaptive kernels: width = distance to the k-th neighbouring mainshock, at
   * least the location error, at most maxBandwidthKm; k and the maximum fitted on the training windows.
   */
  smoothing: { neighbours: 2, minBandwidthKm: 10, maxBandwidthKm: 50 },
  /**
   * A uniform background of M >= 5 added everywhere (Helmstetter et al. 2007 add a uniform floor too):
   * a Gamma prior on its rate density, mean `floorRatePerKm2Year`, shape `floorShape`, updated by the
   * catalogue's own exposure (the query disc over its years, above each period's Mc), so a long empty
   * catalogue lowers it. Fitted on the training windows (docs/methodology/earthquake.md).
   */
  floorRatePerKm2Year: 5e-7,
  floorShape: 0.5,
  /**
   * Generic aftershock parameters of Page et al. (2016): SZ-GENERIC where a slab lies below (at least
   * `slabEvents` catalogue events deeper than `slabDepthKm`), ANSR-SHALCON otherwise.
   */
  aftershocks: { subduction: PAGE_2016.subductionZone, activeCrust: PAGE_2016.activeShallowCrust, slabDepthKm: 70, slabEvents: 2 },
  /** Completeness periods of at most this many years (Mc is estimated in each). */
  completenessPeriodYears: 10,
  /**
   * Short-term term: ETAS triggering (etas.ts; Ogata 1988, 1998) by every catalogue event M >= 5, replacing the
   * Reasenberg-Jones sequences above ('reasenberg-jones' restores them). Out of sample (2020-10..2025-10) ETAS
   * scored 30-day skill 14.4 % against 12.3 % and 7-day 4.9 % against 3.8 % (docs/history/earthquake-hindcast.md).
   */
  shortTerm: 'etas' as 'etas' | 'etas-regimes' | 'reasenberg-jones',
  /**
   * Maximum-likelihood fit, `npm run fit:etas` (scripts/fit-etas.ts, 2026-11-23): the repo's USGS M5+ CSV from
   * 2015-10-23 to 2020-10-24 (the first test window's start, so no test window is seen), 8,111 events, 7,360
   * targets after a six-month warm-up, parents within 1,000 km and 5 years; log-likelihood -110,296.5 against
   * -124,580.4 for the background alone; branching ratio 0.61 (shallow parents, b = 1.045, up to M9). Values
   * rounded to 4 digits (the fit's log-likelihood is for the unrounded ones). m0, deepKm and maxLagDays are
   * fixed, not fitted. Beside the literature: p = 0.99, where the Omori-Utsu p is typically 0.9-1.5 (Utsu, Ogata
   * & Matsu'ura 1995, J. Phys. Earth 43:1); c = 0.0034 d (5 min), at the short end of published values, which
   * mostly reflect early-aftershock incompleteness; alpha = 0.61 per magnitude in log10, 1.41 in the natural-log
   * form of Ogata (1998, AISM 50:379) and Zhuang, Ogata & Vere-Jones (2002, JASA 97:369), below b ln 10 = 2.4 as
   * is usual: isotropic kernels and incomplete catalogues bias alpha low (Seif et al. 2017, JGR Solid Earth
   * 122:449); the spatial kernel is Ogata's (1998) power law with q fixed at 3/2.
   */
  etas: {
    m0: 5.0,
    productivity: 0.0196,
    alpha: 0.6108,
    deepFactor: 0.3085,
    deepKm: 70,
    c: 0.003446,
    p: 0.9949,
    maxLagDays: 5 * 365.25,
    widthKm: 6.448,
    widthExponent: 0.1499,
    backgroundScale: 1.008,
  } as EtasParameters,
  /**
   * ETAS per tectonic regime (`shortTerm = 'etas-regimes'`): a parent is in the subduction regime when at least
   * `rule.minEvents` catalogue events at or below `rule.depthKm` lie within `rule.radiusKm` of its epicentre (a slab
   * at 70 km lies 100-200 km landward of the trench at the usual 20-35 degree dips, so interface events near the
   * trench count; a parent within 150 km of the site has its whole 150 km neighbourhood inside the 300 km query, so
   * the fit's rule and the forecast's see the same catalogue for the parents that matter most). Subduction parents
   * trigger with `subduction` (K, alpha, c, p); the others with `other`, whose kernel widths, deep factor and
   * background scale are shared (Page et al. 2016, BSSA 106:2290: productivity and decay differ between regimes).
   * Fitted jointly by `npm run fit:etas -- --regimes` on the same data as `etas` (2026-11-23): log-likelihood -110,236.3
   * against the global set's -110,296.5; branching ratios 0.80 (subduction) and 0.50 (other). Tried and NOT shipped:
   * no better than the global set on the training windows (7 days -0.17 skill points, paired) nor on the test
   * period (docs/history/earthquake-hindcast.md). The app's M4.5+ query holds more deep events than the fit's M5+ file, so it
   * would put somewhat more parents in the subduction regime than the fit did.
   */
  etasRegimes: {
    rule: { radiusKm: 150, depthKm: 70, minEvents: 2 } as SubductionRule,
    other: {
      m0: 5.0,
      productivity: 0.01816,
      alpha: 0.5756,
      deepFactor: 0.252,
      deepKm: 70,
      c: 0.004638,
      p: 1.0336,
      maxLagDays: 5 * 365.25,
      widthKm: 6.426,
      widthExponent: 0.1546,
      backgroundScale: 0.9974,
    } as EtasParameters,
    subduction: { productivity: 0.02148, alpha: 0.6576, c: 0.002537, p: 0.9563 } as EtasRegimeSet,
  },
} as const;

/** The ETAS set of non-subduction parents and the shared terms (widths, deep factor, background scale): the regimes' 'other' set or the global one. */
export function etasBase(): EtasParameters {
  return EARTHQUAKE_MODEL.shortTerm === 'etas-regimes' ? EARTHQUAKE_MODEL.etasRegimes.other : EARTHQUAKE_MODEL.etas;
}
