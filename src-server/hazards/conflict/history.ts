// Conflict onsets per country-year from UCDP/PRIO (data/ucdp-country-years.ts): the chance that a year at peace is
// followed by a year with at least 25 battle-related deaths, per country, shrunk toward its region's rate with the
// strength that best explains how much countries differ (science/shrunk-rate.ts). What the 10- and 30-year windows
// use past ViEWS's 36 months (docs/methodology/conflict.md "Past ViEWS's 36 months"). Pure; the fit is made once,
// on first use, from the committed table.
import { fitRatePrior, shrunkRate, type RateCount, type RatePrior } from '../../science/shrunk-rate.js';
import { UCDP_COUNTRY_YEARS, UCDP_LAST_YEAR } from './data/ucdp-country-years.js';

/** UCDP's regions (its codebook's `region`). */
export const UCDP_REGIONS = { 1: 'Europe', 2: 'Middle East', 3: 'Asia', 4: 'Africa', 5: 'Americas' } as const;
export type UcdpRegion = keyof typeof UCDP_REGIONS;

/**
 * Onsets are counted over the dataset's last 35 years (1990-2024): fitted on the 35 years 1970-2004 the regional-shrunk
 * rates scored the onsets of 2005-2024 best (Brier 0.02434 against 0.02590 for one world rate, 6.0 % skill; the whole
 * record 1947-2004 4.8 %, the 15 years 1990-2004 -0.2 %): the conflict of the Cold War years says less about the next
 * decades than the recent record does (docs/methodology/conflict.md "Past ViEWS's 36 months").
 */
export const ONSET_FIT_YEARS = 35;

export interface CountryHistory {
  gw: number;
  iso3: string;
  region: UcdpRegion;
  firstYear: number;
  /** Years observed (first year to the dataset's last). */
  years: number;
  conflictYears: number;
  lastConflictYear: number | null;
  /** Onsets among the years that followed a year at peace, in the fit's years (ONSET_FIT_YEARS). */
  onsets: RateCount;
  /** The first year whose onset counts. */
  fitFrom: number;
}

export interface OnsetRate {
  country: CountryHistory | null;
  region: UcdpRegion;
  prior: RatePrior;
  /** The chance per year of a conflict year after a year at peace. */
  rate: number;
}

const parseYears = (s: string): Set<number> => {
  const out = new Set<number>();
  for (const part of s.split(',').filter(Boolean)) {
    const [a, b] = part.split('-').map(Number) as [number, number | undefined];
    for (let y = a; y <= (b ?? a); y++) out.add(y);
  }
  return out;
};

function historyOf([gw, iso3, region, firstYear, spans]: (typeof UCDP_COUNTRY_YEARS)[number]): CountryHistory {
  const conflict = parseYears(spans);
  let events = 0;
  let trials = 0;
  const fitFrom = Math.max(firstYear + 1, UCDP_LAST_YEAR - ONSET_FIT_YEARS + 1);
  for (let y = fitFrom; y <= UCDP_LAST_YEAR; y++) {
    if (conflict.has(y - 1)) continue;
    trials++;
    if (conflict.has(y)) events++;
  }
  const years = [...conflict].sort((a, b) => a - b);
  return {
    gw,
    iso3,
    region: region as UcdpRegion,
    firstYear,
    years: UCDP_LAST_YEAR - firstYear + 1,
    conflictYears: years.length,
    lastConflictYear: years.at(-1) ?? null,
    onsets: { events, trials },
    fitFrom,
  };
}

interface Fit {
  byIso: Map<string, CountryHistory>;
  priors: Map<UcdpRegion, RatePrior>;
}

let fit: Fit | undefined;
/** The table read and the regional priors fitted, once (a pure function of the committed table). */
function fitted(): Fit {
  if (fit) return fit;
  const all = UCDP_COUNTRY_YEARS.map(historyOf);
  const byIso = new Map(all.filter((c) => c.iso3).map((c) => [c.iso3, c]));
  const priors = new Map<UcdpRegion, RatePrior>();
  for (const r of Object.keys(UCDP_REGIONS).map(Number) as UcdpRegion[]) {
    priors.set(r, fitRatePrior(all.filter((c) => c.region === r).map((c) => c.onsets)));
  }
  fit = { byIso, priors };
  return fit;
}

/** The region of a country UCDP has no row for, by its ISO code's ViEWS region is unknown: the world's prior then. */
const WORLD: UcdpRegion = 3;

/**
 * The onset rate of the country ViEWS calls `iso3` (upper case). A country the table lacks (no state of its own in
 * 1946-2024) takes its region's rate when the caller knows the region, else Asia's (the largest group).
 */
export function onsetRate(iso3: string, regionHint?: UcdpRegion): OnsetRate {
  const { byIso, priors } = fitted();
  const country = byIso.get(iso3.toUpperCase()) ?? null;
  const region = country?.region ?? regionHint ?? WORLD;
  const prior = priors.get(region)!;
  return { country, region, prior, rate: shrunkRate(country?.onsets ?? { events: 0, trials: 0 }, prior) };
}

/** The regional priors as fitted (docs/methodology/conflict.md prints them; a test checks the table against them). */
export function regionalPriors(): ReadonlyMap<UcdpRegion, RatePrior> {
  return fitted().priors;
}

export { UCDP_LAST_YEAR };
