// Finds the place a prompt is about in the offline gazetteer (coordinates first, then city names).
import type { Place } from '../contracts/risk.js';
import { AppError } from '../shared/errors.js';
import type { City, Gazetteer } from './gazetteer.js';
import { HAZARD_WORDS, LENS_WORDS } from './vocabulary.js';
import { tokenizeWithCase } from './text.js';

/** Words that are also town names somewhere but almost never mean one in a risk question. */
const NOT_PLACES = new Set(
  [
    'a', 'an', 'the', 'is', 'be', 'in', 'at', 'on', 'of', 'for', 'to', 'and', 'or', 'my', 'our', 'we', 'i', 'it', 'what', 'how',
    'risk', 'risks', 'safe', 'next', 'over', 'this', 'days', 'day', 'week', 'month', 'year', 'years', 'long', 'term', 'near',
    'city', 'town', 'area', 'region', 'trip', 'home', 'office', 'port', 'school', 'district', 'buy', 'moving', 'from', 'with',
    ...Object.values(HAZARD_WORDS).flat(),
    ...Object.values(LENS_WORDS).flat(),
  ],
);

/** Below this population a lowercase one-word match is not taken as a place. */
const LOWERCASE_MIN_POPULATION = 500_000;

interface Candidate {
  city: City;
  start: number;
  words: number;
  qualified: boolean;
}

export function cityToPlace(city: City, gazetteer: Gazetteer, source: Place['source'], at?: { lat: number; lng: number }): Place {
  const country = gazetteer.countryName(city.countryCode);
  return {
    name: `${city.name}, ${country}`,
    city: city.name,
    country,
    countryCode: city.countryCode,
    admin1: city.admin1Code || null,
    lat: at?.lat ?? city.lat,
    lng: at?.lng ?? city.lng,
    source,
  };
}

/** A qualifier after the name: ", Nigeria" / " Nigeria" / ", NG". */
function qualifierCountry(tokens: string[], after: number, gazetteer: Gazetteer): string | undefined {
  let i = after;
  if (tokens[i] === ',') i++;
  for (let len = 4; len >= 1; len--) {
    const phrase = tokens.slice(i, i + len).join(' ');
    const code = gazetteer.countryCode(phrase) ?? (len === 1 && /^[a-z]{2}$/.test(phrase) ? phrase.toUpperCase() : undefined);
    if (code) return code;
  }
  return undefined;
}

export function resolvePlace(prompt: string, coordinates: { lat: number; lng: number } | undefined, gazetteer: Gazetteer): Place {
  if (coordinates) return cityToPlace(gazetteer.nearest(coordinates.lat, coordinates.lng), gazetteer, 'coordinates', coordinates);

  const { tokens, capitalized } = tokenizeWithCase(prompt);
  const candidates: Candidate[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let words = Math.min(gazetteer.maxNameWords, tokens.length - start); words >= 1; words--) {
      const slice = tokens.slice(start, start + words);
      if (slice.includes(',')) continue;
      const phrase = slice.join(' ');
      if (words === 1 && (NOT_PLACES.has(phrase) || phrase.length < 3 || /^\d/.test(phrase))) continue;
      const matches = gazetteer.byName(phrase);
      if (matches.length === 0) continue;
      // A lowercase single word is usually an ordinary word ("going"), unless it names a big city ("lagos").
      if (words === 1 && !capitalized[start] && matches[0]!.population < LOWERCASE_MIN_POPULATION) continue;
      const country = qualifierCountry(tokens, start + words, gazetteer);
      const qualifiedMatch = country ? matches.find((c) => c.countryCode === country) : undefined;
      candidates.push({ city: qualifiedMatch ?? matches[0]!, start, words, qualified: qualifiedMatch !== undefined });
      break;
    }
  }
  if (candidates.length === 0) {
    throw new AppError(
      'place_not_found',
      422,
      'No place could be found in the prompt. Name a city (e.g. "flood risk in Lagos, Nigeria") or give coordinates (e.g. "at 6.45, 3.39").',
      { errors: [{ field: 'prompt', message: 'names no known place' }] },
    );
  }
  candidates.sort(
    (a, b) => Number(b.qualified) - Number(a.qualified) || b.words - a.words || b.city.population - a.city.population,
  );
  return cityToPlace(candidates[0]!.city, gazetteer, 'gazetteer');
}
