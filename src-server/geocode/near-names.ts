// Names near one the gazetteer does not know: a big city's name with one typo ("Pheonix"), and the 422's candidates.
import { distance } from 'fastest-levenshtein';
import type { City, Gazetteer } from './gazetteer.js';
import { oneEditApart } from './text.js';

/** A typo is read as a city only for cities people know by name (and write wrong): 100k+ people. */
export const TYPO_CITY_MIN_RANK = 100_000;
/** An unqualified village yields to a city this large one typo away ("Johannesberg" → Johannesburg; match.ts). */
export const TYPO_METROPOLIS_MIN_RANK = 1_000_000;
/** A name shorter than this is too easily one letter from another word or town ("Lima"/"Lime", "Bern"/"Born"). */
const TYPO_MIN_LETTERS = 6;
/** Among several cities one typo away, the largest counts only if it is this many times the next. */
const TYPO_DOMINANCE = 10;
/** Candidates of a 422 come from towns of at least this rank (GeoNames' cities15000 tier). */
const CANDIDATE_MIN_RANK = 15_000;
/** Candidates are at most this far (edits per letter of the longer name). */
const CANDIDATE_MAX_DISTANCE_SHARE = 0.4;

/**
 * The big city a misspelt name means: one edit (insertion, deletion, substitution, swap) from the name of a city of
 * `minRank`+ people ("pheonix" → Phoenix, "bankok" → Bangkok, "johannesberg" → Johannesburg), and unambiguous (one
 * such city, or one ten times larger than the next). `within` keeps only cities in a region the prompt names.
 */
export function typoCity(gazetteer: Gazetteer, key: string, minRank = TYPO_CITY_MIN_RANK, within?: (c: City) => boolean): City | undefined {
  if (key.replace(/ /g, '').length < TYPO_MIN_LETTERS) return undefined;
  const near = new Map<number, City>();
  for (const { key: name, city } of gazetteer.namedCities(minRank)) {
    if (name !== key && oneEditApart(name, key) && (!within || within(city))) near.set(city.id, city);
  }
  const ranked = [...near.values()].sort((a, b) => b.rank - a.rank);
  const [first, second] = ranked;
  if (!first || (second && first.rank < TYPO_DOMINANCE * second.rank)) return undefined;
  return first;
}

/** Builds the name pools once (~0.3–0.7 s for the 15k pool), so the first misspelt name or 422 does not pay for it. */
export function warmUpNearNames(gazetteer: Gazetteer): void {
  for (const rank of [CANDIDATE_MIN_RANK, TYPO_CITY_MIN_RANK, TYPO_METROPOLIS_MIN_RANK]) gazetteer.namedCities(rank);
}

export interface PlaceCandidate {
  name: string;
  country: string;
  countryCode: string;
  /** First-level division ("Missouri"), to tell namesakes apart; null when unknown. */
  admin1: string | null;
  population: number;
}

/**
 * The gazetteer's names nearest to an unknown one, for the 422: those in a country the prompt names first, then by
 * edit distance (fastest-levenshtein), then by population; at most `limit`, each city once, none further than 40% of
 * the name's letters.
 */
export function nearestNames(gazetteer: Gazetteer, key: string, countries: ReadonlySet<string> = new Set(), limit = 5): PlaceCandidate[] {
  const best = new Map<number, { city: City; d: number }>();
  for (const { key: name, city } of gazetteer.namedCities(CANDIDATE_MIN_RANK)) {
    const longer = Math.max(name.length, key.length);
    if (Math.abs(name.length - key.length) > longer * CANDIDATE_MAX_DISTANCE_SHARE) continue;
    const d = distance(name, key);
    if (d > longer * CANDIDATE_MAX_DISTANCE_SHARE) continue;
    const share = d / longer;
    const prev = best.get(city.id);
    if (!prev || share < prev.d) best.set(city.id, { city, d: share });
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        Number(countries.has(b.city.countryCode)) - Number(countries.has(a.city.countryCode)) || a.d - b.d || b.city.rank - a.city.rank,
    )
    .slice(0, limit)
    .map(({ city }) => ({
      name: gazetteer.cityName(city),
      country: gazetteer.countryName(city.countryCode),
      countryCode: city.countryCode,
      admin1: gazetteer.admin1Name(city.countryCode, city.admin1Code),
      population: city.population,
    }));
}
