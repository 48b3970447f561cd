// Reads the place out of a prompt with the offline gazetteer alone: names, qualifiers, regions, namesakes.
import type { Language } from '../contracts/enums.js';
import type { Place } from '../contracts/risk.js';
import type { City, Gazetteer, Region } from './gazetteer.js';
import type { Token, TokenizedText } from './text.js';
import type { PlaceWords } from './languages/prompt-words.js';
import { TYPO_METROPOLIS_MIN_RANK, typoCity } from './near-names.js';

/** Character range in the folded prompt (text.ts) that the place's words occupy. */
export interface Span {
  start: number;
  end: number;
}

export interface PlaceMatch {
  place: Place;
  /** The gazetteer's city, when the place is one (to name it again in the prompt's language). */
  city?: City;
  /** Words read as the place (city and qualifiers), so "Hurricane, Utah" is not also a storm. */
  spans: Span[];
  /** Only a country or state was found (its capital or largest city stands for it). */
  coarse?: boolean;
}

/** Hazard or lens words and ordinary words (of English and the prompt's language): a place only when capitalised and qualified. */
export const isCommon = (phrase: string, words: PlaceWords) => words.common.has(phrase) || words.vocabulary.has(phrase);
const allCommon = (phrase: string[], words: PlaceWords) =>
  phrase.every((p) => isCommon(p, words)) || words.vocabulary.has(phrase.join(' '));

/** A lowercase one-word name counts only for big cities ("lagos"), unless the whole prompt is lowercase. */
const LOWERCASE_MIN_RANK = 500_000;
const ALL_LOWERCASE_MIN_RANK = 15_000;
/** A city that shares its name with its own region wins over the region ("Singapore", "New York"). */
const SAME_NAME_CITY_MIN_RANK = 50_000;
const ADMIN_NAMESAKE_CITY_MIN_RANK = 500_000;
/** An unqualified town this small yields to a metropolis one typo away ("Johannesberg" → Johannesburg). */
const TYPO_VILLAGE_MAX_RANK = 10_000;
/** How much larger a namesake abroad must be to beat the one where the prompt's language is spoken. */
const HOME_NAMESAKE_FACTOR = 4;

interface Match {
  start: number;
  /** Exclusive token index. */
  end: number;
  key: string;
  cities: readonly City[];
  regions: readonly Region[];
  /** A lowercase code ("tx"): it may narrow the city before it, not name a place itself. */
  qualifierOnly: boolean;
}

interface Candidate {
  city: City;
  score: number;
  order: number;
  spans: Span[];
  coarse?: boolean;
}

/** The place a city stands for, named as a reader of `language` knows it ("Seville, Spain", "Sevilla, España"). */
export function cityToPlace(
  city: City,
  gazetteer: Gazetteer,
  source: Place['source'],
  at?: { lat: number; lng: number },
  language: Language = 'en',
): Place {
  const country = gazetteer.countryName(city.countryCode, language);
  const name = gazetteer.cityName(city, language);
  return {
    name: `${name}, ${country}`,
    city: name,
    country,
    countryCode: city.countryCode,
    admin1: gazetteer.admin1Name(city.countryCode, city.admin1Code),
    lat: at?.lat ?? city.lat,
    lng: at?.lng ?? city.lng,
    source,
  };
}

const inRegion = (c: City, r: Region) => c.countryCode === r.countryCode && (r.kind === 'country' || c.admin1Code === r.admin1Code);

/**
 * A short code ("TX", "UK", "ON") must be written in capitals, or follow a comma: "in" is not Indiana.
 * In an all-lowercase prompt it may still qualify the city just before it ("paris tx"), never stand alone.
 */
function regionAllowed(tokens: Token[], start: number, end: number, allLowercase: boolean): 'yes' | 'qualifier' | 'no' {
  if (end - start !== 1) return 'yes';
  const t = tokens[start]!;
  if (t.text.length > 3 || (t.text.length === 3 && t.text !== 'act')) return 'yes';
  // In a prompt written all in capitals, capitals say nothing: "QUALITÉ DE L'AIR" has no Delaware in it.
  const allCaps = !allLowercase && tokens.every((k) => k.upper || !/[a-z]/i.test(k.word) || k.word.length < 2);
  if ((t.upper && !allCaps) || tokens[start - 1]?.text === ',') return 'yes';
  return (allLowercase || allCaps) && !AMBIGUOUS_CODES.has(t.text) ? 'qualifier' : 'no';
}

/** Lowercase two-letter codes that are also English words (or nearly): never codes without capitals or a comma. */
const AMBIGUOUS_CODES = new Set(
  'in or me hi oh ok id la ma pa al co de ga mo ne on wa va ms mt nd sd to at as be by do go he if is it my no of so up us we an am ar ny'.split(
    ' ',
  ),
);

/** Every gazetteer name in the prompt, longest first, without overlaps, in prompt order. */
export function scanMatches(tokens: Token[], gazetteer: Gazetteer): Match[] {
  const allLowercase = !tokens.some((t) => t.capitalized);
  const found: Match[] = [];
  for (let start = 0; start < tokens.length; start++) {
    if (tokens[start]!.text === ',') continue;
    for (let words = Math.min(gazetteer.maxNameWords, tokens.length - start); words >= 1; words--) {
      const end = start + words;
      if (tokens[end - 1]!.text === ',') continue;
      let key = '';
      let comma = false;
      for (let i = start; i < end; i++) {
        if (tokens[i]!.text === ',') comma = true;
        key += (i > start ? ' ' : '') + tokens[i]!.text;
      }
      if (comma) continue;
      if (words === 1 && (key.length < 2 || /^\d/.test(key))) continue;
      // "a la", "de la", "en el": runs of particles are towns somewhere, never the place ("à La Rochelle").
      if (words > 1 && key.split(' ').every((w) => w.length <= 2)) continue;
      const cities = gazetteer.byName(key);
      const allowed = regionAllowed(tokens, start, end, allLowercase);
      const regions = allowed === 'no' ? [] : gazetteer.regions(key);
      if (cities.length === 0 && regions.length === 0) continue;
      found.push({ start, end, key, cities, regions, qualifierOnly: allowed === 'qualifier' });
      break;
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: Match[] = [];
  for (const m of found) if (!taken.some((t) => m.start < t.end && t.start < m.end)) taken.push(m);
  return taken.sort((a, b) => a.start - b.start);
}

/** "near", "en", "à"… just before, or "perto de", "cerca de", "près de", "nahe von" (a preposition, then "of"). */
export function isAfterPreposition(tokens: Token[], start: number, words: PlaceWords): boolean {
  const prev = tokens[start - 1]?.text ?? '';
  if (words.prepositions.has(prev)) return true;
  return OF_WORDS.has(prev) && words.prepositions.has(tokens[start - 2]?.text ?? '');
}
const OF_WORDS = new Set(['de', 'do', 'da', 'du', 'des', 'von', 'del']);

/** The next match if it follows `after` directly or after a comma. */
function adjacent(matches: Match[], i: number, tokens: Token[]): Match | undefined {
  const prev = matches[i]!;
  const next = matches[i + 1];
  if (!next) return undefined;
  if (next.start === prev.end) return next;
  if (next.start === prev.end + 1 && tokens[prev.end]!.text === ',') return next;
  return undefined;
}

const spanOf = (tokens: Token[], m: Match): Span => ({ start: tokens[m.start]!.start, end: tokens[m.end - 1]!.end });

/** Finds the place in the prompt with the gazetteer alone; undefined when it names none. */
export function matchPlace(text: TokenizedText, gazetteer: Gazetteer, placeWordsOf: PlaceWords): PlaceMatch | undefined {
  const { tokens } = text;
  const allLowercase = !tokens.some((t) => t.capitalized);
  const matches = scanMatches(tokens, gazetteer);
  const consumed = new Set<number>();
  const mentioned: Region[] = [];
  for (const m of matches) mentioned.push(...m.regions);
  // Whether something else in the prompt is in the US (another state, "USA", a capitalised US city).
  const usContextFor = (self: Match) =>
    matches.some(
      (o) =>
        o !== self &&
        (o.regions.some((r) => r.countryCode === 'US') ||
          (tokens[o.start]!.capitalized && !allCommon(o.key.split(' '), placeWordsOf) && o.cities[0]?.countryCode === 'US')),
    );

  const candidates: Candidate[] = [];
  for (let i = 0; i < matches.length; i++) {
    if (consumed.has(i)) continue;
    const m = matches[i]!;
    const first = tokens[m.start]!;
    const words = m.key.split(' ');
    const capitalized = first.capitalized;
    const afterPreposition = isAfterPreposition(tokens, m.start, placeWordsOf);

    // "Georgia, USA", "Florida, US": a state qualified by its own country is the state, not a namesake town there,
    // unless a big city of that name lies in it ("Lagos, Nigeria", "New York, USA" are the cities).
    const following = adjacent(matches, i, tokens);
    const stateOfCountry = m.regions.find(
      (r) =>
        r.kind === 'admin1' &&
        (gazetteer.standaloneAdmin(r) || placeWordsOf.home.has(r.countryCode)) &&
        following?.regions.some((q) => q.kind === 'country' && q.countryCode === r.countryCode) &&
        !m.cities.some((c) => inRegion(c, r) && c.rank >= SAME_NAME_CITY_MIN_RANK),
    );

    // Qualifiers: up to two regions right after the name ("Portland, Oregon, USA").
    let pool: readonly City[] = m.cities;
    const qualifierIdx: number[] = [];
    for (let j = i; qualifierIdx.length < 2 && !stateOfCountry;) {
      const next = adjacent(matches, j, tokens);
      if (!next || next.regions.length === 0) break;
      const narrowed = pool.filter((c) => next.regions.some((r) => inRegion(c, r)));
      if (narrowed.length === 0) break;
      pool = narrowed;
      j = matches.indexOf(next);
      qualifierIdx.push(j);
    }
    const qualified = qualifierIdx.length > 0;

    if (m.qualifierOnly && m.cities.length === 0) continue;
    const usContext = m.regions.length > 1 && usContextFor(m);
    // A region named alone ("Georgia", "Texas"), unless a city of that name in it is what people mean.
    // Only countries and the divisions people name alone count: "Saint Louis" (Seychelles) is not a place to read.
    const standalone = m.regions.filter(
      (r) => r.kind === 'country' || gazetteer.standaloneAdmin(r) || placeWordsOf.home.has(r.countryCode),
    );
    // A city bearing the region's name only among GeoNames' other names ("Brandenburg" for Brandenburg an der Havel,
    // "Moçambique" for Ilha de Moçambique) does not outrank the region.
    const asRegion: Match = { ...m, regions: standalone, cities: m.cities.filter((c) => !gazetteer.altNameOnly(m.key, c)) };
    const regionReading =
      stateOfCountry !== undefined || (standalone.length > 0 && !m.qualifierOnly && !qualified && regionWins(asRegion, usContext, tokens));
    if (regionReading) {
      const region = stateOfCountry ?? pickRegion(asRegion, usContext, tokens);
      const seat = gazetteer.seatOf(region);
      // Qualifying the region itself: "Georgia, USA".
      const regionQualifiers: number[] = [];
      const next = adjacent(matches, i, tokens);
      if (next && region.kind === 'admin1' && next.regions.some((r) => r.kind === 'country' && r.countryCode === region.countryCode)) {
        regionQualifiers.push(matches.indexOf(next));
      }
      if (seat && (capitalized || allLowercase || words.length > 1 || m.key.length > 3)) {
        for (const q of regionQualifiers) consumed.add(q);
        candidates.push({
          city: seat,
          score: -1000 + (afterPreposition ? 50 : 0) + (region.kind === 'country' ? 10 : 0),
          order: m.start,
          spans: [spanOf(tokens, m), ...regionQualifiers.map((q) => spanOf(tokens, matches[q]!))],
          coarse: true,
        });
      }
      continue;
    }
    // GeoNames' other names are a long tail ("part" is one of Perth's): written in lowercase, one counts only
    // right after "in", "en", "à"…, never as a stray word.
    if (!capitalized && !afterPreposition) pool = pool.filter((c) => !gazetteer.altNameOnly(m.key, c));
    if (pool.length === 0) continue;

    // Ordinary words are towns somewhere; they count only capitalised and qualified ("Hurricane, Utah").
    if (allCommon(words, placeWordsOf) && !(capitalized && qualified)) continue;
    const top = pool[0]!;
    if (!qualified && !capitalized) {
      const min = allLowercase ? ALL_LOWERCASE_MIN_RANK : words.length > 1 ? 10_000 : LOWERCASE_MIN_RANK;
      if (top.rank < min) continue;
    }

    // Regions named elsewhere in the prompt pick among namesakes ("... Paris ... in Texas").
    const others = mentioned.filter((r) => !m.regions.includes(r));
    const inContext = qualified ? [] : pool.filter((c) => others.some((r) => inRegion(c, r)));
    // In a prompt in another language, a namesake where that language is spoken wins unless 4× smaller.
    const home = qualified || placeWordsOf.home.size === 0 ? undefined : pool.find((c) => placeWordsOf.home.has(c.countryCode));
    let city = qualified ? top : (inContext[0] ?? (home && home.rank * HOME_NAMESAKE_FACTOR >= top.rank ? home : top));
    // A village's name one typo from a metropolis' ("Johannesberg", 4k people in Bavaria): people mean the metropolis.
    if (!qualified && inContext.length === 0 && city.rank < TYPO_VILLAGE_MAX_RANK)
      city = typoCity(gazetteer, m.key, TYPO_METROPOLIS_MIN_RANK) ?? city;
    for (const q of qualifierIdx) consumed.add(q);
    candidates.push({
      city,
      score:
        (qualified ? 1000 : 0) +
        (inContext.length > 0 ? 300 : 0) +
        (capitalized ? 100 : 0) +
        (afterPreposition ? 50 : 0) +
        20 * (words.length - 1) +
        10 * Math.log10(city.rank + 1),
      order: m.start,
      spans: [spanOf(tokens, m), ...qualifierIdx.map((q) => spanOf(tokens, matches[q]!))],
    });
  }
  if (candidates.length === 0) return undefined;
  candidates.sort((a, b) => b.score - a.score || a.order - b.order);
  const best = candidates[0]!;
  // Every region named counts as place words, so "Morocco" is not looked up again.
  const regionSpans = matches
    .filter((m) => m.regions.length > 0 && m.cities.length === 0 && !m.qualifierOnly)
    .map((m) => spanOf(tokens, m));
  return {
    place: cityToPlace(best.city, gazetteer, 'gazetteer'),
    city: best.city,
    spans: [...best.spans, ...regionSpans],
    coarse: best.coarse,
  };
}

/** Whether a name that is both a region and a city reads as the region. */
function regionWins(m: Match, usContext: boolean, tokens: Token[]): boolean {
  if (m.cities.length === 0) return true;
  const region = pickRegion(m, usContext, tokens);
  if (m.cities.some((c) => inRegion(c, region) && c.rank >= SAME_NAME_CITY_MIN_RANK)) return false;
  if (region.kind === 'admin1' && m.cities[0]!.rank >= ADMIN_NAMESAKE_CITY_MIN_RANK) return false;
  return true;
}

/** Country first ("Georgia" is the country), a US state when the prompt speaks of the US or of a state. */
function pickRegion(m: Match, usContext: boolean, tokens: Token[]): Region {
  const near = [tokens[m.start - 1]?.text, tokens[m.start - 2]?.text, tokens[m.end]?.text];
  const stateCue = near.includes('state') || near.includes('province');
  const admin = m.regions.find((r) => r.kind === 'admin1');
  if (admin && (stateCue || (usContext && admin.countryCode === 'US' && m.regions.some((r) => r.kind === 'country')))) {
    // Another mention of the US (or "state") makes "Georgia" the state.
    const others = m.regions.filter((r) => r.kind === 'country');
    if (stateCue || others.every((r) => r.countryCode !== 'US')) return admin;
  }
  return m.regions[0]!;
}
