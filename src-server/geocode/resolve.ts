// Finds the place a prompt is about: coordinates, then the offline gazetteer, then (optionally) an online lookup.
import type { Place } from '../contracts/risk.js';
import { AppError } from '../shared/errors.js';
import type { Gazetteer } from './gazetteer.js';
import { cityToPlace, isAfterPreposition, isCommon, matchPlace, scanMatches, type PlaceMatch, type Span } from './match.js';
import { tokenizeText, type Token, type TokenizedText } from './text.js';
import type { Language } from '../contracts/enums.js';
import { detectLanguage, placeWords, type PlaceWords } from './languages/index.js';

export { cityToPlace, matchPlace, type PlaceMatch, type Span } from './match.js';

/** One answer of an online geocoder: the Open-Meteo client's normalised hit. */
export type { GeocodeHit } from '../sources/open-meteo-geocoding/normalize.js';
import type { GeocodeHit } from '../sources/open-meteo-geocoding/normalize.js';

/** Online lookup for names the gazetteer lacks; failures are values, never throws. */
export type GeocodeFallback = (name: string) => Promise<{ ok: true; data: GeocodeHit[] } | { ok: false; reason: string }>;

/** The words most likely to name the place, for the online lookup: capitalised words after "in", "at", … */
export function fallbackPhrase(
  text: TokenizedText,
  exclude: readonly Span[] = [],
  words: PlaceWords = placeWords('en'),
): { phrase: string; span: Span } | undefined {
  const { tokens } = text;
  const allLowercase = !tokens.some((t) => t.capitalized);
  const excluded = (t: Token) => exclude.some((s) => t.start < s.end && s.start < t.end);
  const plainName = (t: Token | undefined) =>
    !!t && t.text !== ',' && !/^\d/.test(t.text) && !isCommon(t.text, words) && (allLowercase || t.capitalized) && !excluded(t);
  // A capitalised hazard word inside a name ("Fire Creek") counts, next to another name word.
  const isNameWord = (i: number): boolean => {
    const t = tokens[i];
    if (plainName(t)) return true;
    return !!t && i > 0 && t.capitalized && !words.common.has(t.text) && words.vocabulary.has(t.text) && !excluded(t) && plainName(tokens[i + 1]);
  };
  const JOINERS = /^(de|del|da|do|dos|das|es|el|la|le|les|al|di|du|van|von|der|den|upon|on|sur)$/;
  const runs: { start: number; end: number; afterPreposition: boolean }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!isNameWord(i)) continue;
    let end = i + 1;
    for (;;) {
      if (isNameWord(end)) {
        end++;
        continue;
      }
      // Joining words inside a name: "Dar es Salaam", "Zorgo de la Sierra".
      let j = end;
      while (j < tokens.length && JOINERS.test(tokens[j]!.text)) j++;
      if (j > end && isNameWord(j)) {
        end = j + 1;
        continue;
      }
      break;
    }
    runs.push({ start: i, end, afterPreposition: isAfterPreposition(tokens, i, words) });
    i = end;
  }
  const run = runs.find((r) => r.afterPreposition) ?? (allLowercase ? undefined : (runs.find((r) => r.start > 0) ?? runs[0]));
  if (!run) return undefined;
  const phrase = tokens
    .slice(run.start, run.end)
    .map((t) => t.word)
    .join(' ');
  return { phrase, span: { start: tokens[run.start]!.start, end: tokens[run.end - 1]!.end } };
}

function notFound(detail?: string): AppError {
  return new AppError(
    'place_not_found',
    `No place could be found in the prompt. Name a city (e.g. "flood risk in Lagos, Nigeria") or give coordinates (e.g. "at 6.45, 3.39").${detail ? ` ${detail}` : ''}`,
    { errors: [{ field: 'prompt', message: 'names no known place' }] },
  );
}

/** Country codes the prompt names outright, to choose among online answers ("Ouarzazate, Morocco"). */
function namedCountries(text: TokenizedText, gazetteer: Gazetteer): Set<string> {
  const codes = new Set<string>();
  for (const m of scanMatches(text.tokens, gazetteer)) for (const r of m.regions) codes.add(r.countryCode);
  return codes;
}

function hitToPlace(hit: GeocodeHit, gazetteer: Gazetteer): Place {
  const countryCode = hit.countryCode.toUpperCase();
  const country = hit.country ?? gazetteer.countryName(countryCode);
  return { name: `${hit.name}, ${country}`, city: hit.name, country, countryCode, admin1: hit.admin1, lat: hit.lat, lng: hit.lng, source: 'geocoding' };
}

/**
 * The place of a prompt: its coordinates (named by the nearest town), else the gazetteer, else the online
 * fallback with the likeliest phrase. Throws 422 place_not_found when none answers.
 */
export async function resolvePlace(
  prompt: string | TokenizedText,
  coordinates: { lat: number; lng: number } | undefined,
  gazetteer: Gazetteer,
  fallback?: GeocodeFallback,
  language?: Language,
): Promise<PlaceMatch> {
  const text = typeof prompt === 'string' ? tokenizeText(prompt) : prompt;
  const words = placeWords(language ?? detectLanguage(text.tokens.map((t) => t.text)).language);
  if (coordinates) {
    const city = gazetteer.nearest(coordinates.lat, coordinates.lng);
    return { place: cityToPlace(city, gazetteer, 'coordinates', coordinates), city, spans: [] };
  }
  const local = matchPlace(text, gazetteer, words);
  if (local && !local.coarse) return local;

  // Only a country or state, or nothing: a more precise name may still be there for the online lookup.
  const guess = fallbackPhrase(text, local?.spans, words);
  if (local && (!guess || !fallback)) return local;
  if (!guess) throw notFound();
  if (!fallback) throw notFound(`"${guess.phrase}" is not in the offline gazetteer.`);
  let answer: Awaited<ReturnType<GeocodeFallback>>;
  try {
    answer = await fallback(guess.phrase);
  } catch (err) {
    answer = { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
  if (!answer.ok) {
    if (local) return local;
    throw notFound(`"${guess.phrase}" is not in the offline gazetteer and the online lookup failed (${answer.reason}).`);
  }
  const countries = namedCountries(text, gazetteer);
  const hits = answer.data.filter((h) => Number.isFinite(h.lat) && Number.isFinite(h.lng) && Math.abs(h.lat) <= 90 && Math.abs(h.lng) <= 180);
  const inNamed = countries.size > 0 ? hits.find((h) => countries.has(h.countryCode.toUpperCase())) : undefined;
  // With a country or state already found, an answer elsewhere in the world is not the place meant.
  const hit = local ? inNamed : (inNamed ?? hits[0]);
  if (!hit) {
    if (local) return local;
    throw notFound(`Neither the offline gazetteer nor the online lookup knows "${guess.phrase}".`);
  }
  return { place: hitToPlace(hit, gazetteer), spans: [guess.span, ...(local?.spans ?? [])] };
}
