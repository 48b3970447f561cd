// Finds the place a prompt is about: coordinates, then the offline gazetteer, then (optionally) an online lookup.
import type { Place } from '../contracts/risk.js';
import { grouped, msg, seq, type Descriptor } from '../i18n/message.js';
import { AppError } from '../shared/errors.js';
import type { City, Gazetteer } from './gazetteer.js';
import { cityToPlace, isAfterPreposition, isCommon, matchPlace, scanMatches, type PlaceMatch, type Span } from './match.js';
import { foldName, tokenizeText, type Token, type TokenizedText } from './text.js';
import { nearestNames, typoCity } from './near-names.js';
import type { Language } from '../contracts/enums.js';
import type { PlaceWords, PromptWords } from './languages/prompt-words.js';

export { cityToPlace, matchPlace, type PlaceMatch, type Span } from './match.js';

/** One answer of an online geocoder: the Open-Meteo client's normalised hit. */
export type { GeocodeHit } from '../sources/open-meteo-geocoding/normalize.js';
import type { GeocodeHit } from '../sources/open-meteo-geocoding/normalize.js';

/** Online lookup for names the gazetteer lacks; failures are values, never throws. */
export type GeocodeFallback = (
  name: string,
) => Promise<{ ok: true; data: GeocodeHit[] } | { ok: false; reason: string; reasonWords?: Descriptor }>;

/** The likeliest words for a place the gazetteer does not know, where they stand. */
export interface Guess {
  phrase: string;
  span: Span;
  /** Right after "in", "at", "near"… */
  afterPreposition: boolean;
  /** An acronym in a prompt not written all in capitals ("WFP", "NGO"): an organisation more often than a place. */
  acronym: boolean;
}

const allCaps = (tokens: Token[]) => tokens.every((t) => t.upper || !/[a-z]/i.test(t.word) || t.word.length < 2);

/** The words most likely to name the place, for the online lookup: capitalised words after "in", "at", … */
export function fallbackPhrase(text: TokenizedText, exclude: readonly Span[], words: PlaceWords): Guess | undefined {
  const { tokens } = text;
  const allLowercase = !tokens.some((t) => t.capitalized);
  const excluded = (t: Token) => exclude.some((s) => t.start < s.end && s.start < t.end);
  const plainName = (t: Token | undefined) =>
    !!t && t.text !== ',' && !/^\d/.test(t.text) && !isCommon(t.text, words) && (allLowercase || t.capitalized) && !excluded(t);
  // A capitalised hazard word inside a name ("Fire Creek") counts, next to another name word.
  const isNameWord = (i: number): boolean => {
    const t = tokens[i];
    if (plainName(t)) return true;
    return (
      !!t && i > 0 && t.capitalized && !words.common.has(t.text) && words.vocabulary.has(t.text) && !excluded(t) && plainName(tokens[i + 1])
    );
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
  const runTokens = tokens.slice(run.start, run.end);
  return {
    phrase,
    span: { start: tokens[run.start]!.start, end: tokens[run.end - 1]!.end },
    afterPreposition: run.afterPreposition,
    acronym: !allCaps(tokens) && runTokens.every((t) => t.upper && t.text.length <= 5),
  };
}

/**
 * 422 place_not_found: how to name a place, what was not found, and the gazetteer's nearest names to it; said in the
 * request's language (the catalogues' `errors.details.place`), the names as `candidates` gives them.
 */
function notFound(gazetteer: Gazetteer, detail?: Descriptor, unknown?: string, countries?: ReadonlySet<string>): AppError {
  const candidates = unknown ? nearestNames(gazetteer, foldName(unknown), countries) : [];
  const named = candidates.map((c) =>
    msg('errors.details.place.candidate', {
      name: c.name,
      admin1: c.admin1 ? msg('errors.details.place.admin1', { admin1: c.admin1 }) : '',
      country: c.country,
      population: grouped(c.population),
    }),
  );
  const hint = named.length ? msg('errors.details.place.candidates', { names: seq(named, 'semicolon') }) : '';
  return new AppError('place_not_found', msg('errors.details.place.notFound', { detail: detail ?? '', hint }), {
    errors: [{ field: 'prompt', message: 'names no known place' }],
    extra: unknown ? { unknownPlace: unknown, candidates } : {},
  });
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
  return {
    name: `${hit.name}, ${country}`,
    city: hit.name,
    country,
    countryCode,
    admin1: hit.admin1,
    lat: hit.lat,
    lng: hit.lng,
    source: 'geocoding',
  };
}

/**
 * Whether the unknown words are meant as the place, not as a name of something else: they are qualified by the region
 * the prompt names ("Chattogram, Bangladesh") or follow "in", "at", "near"… (not an acronym such as "for WFP").
 */
function namesThePlace(text: TokenizedText, guess: Guess, local: PlaceMatch | undefined): boolean {
  const after = text.folded.slice(guess.span.end).replace(/^ ,? ?/, '');
  const offset = text.folded.length - after.length;
  if (local?.spans.some((s) => s.start === offset)) return true;
  return guess.afterPreposition && !guess.acronym;
}

/** The place at coordinates, kept exactly and named by the nearest town (a prompt's coordinates; a portfolio's sites). */
export function placeAtCoordinates(
  gazetteer: Gazetteer,
  at: { lat: number; lng: number },
  city: City = gazetteer.nearest(at.lat, at.lng),
): Place {
  return cityToPlace(city, gazetteer, 'coordinates', at);
}

/**
 * The place of a prompt: its coordinates (named by the nearest town), else the gazetteer, else one typo from a big
 * city's name, else the online fallback with the likeliest phrase. A place named in the prompt that none of them knows
 * is a 422 place_not_found with the nearest names, never the country's capital or another city: a country or state
 * stands for its seat only when the prompt names no more precise place.
 */
export async function resolvePlace(
  prompt: string | TokenizedText,
  coordinates: { lat: number; lng: number } | undefined,
  gazetteer: Gazetteer,
  fallback: GeocodeFallback | undefined,
  language: Language | undefined,
  promptWords: PromptWords,
): Promise<PlaceMatch> {
  const text = typeof prompt === 'string' ? tokenizeText(prompt) : prompt;
  const words = promptWords.placeWords(language ?? promptWords.detectLanguage(text.tokens.map((t) => t.text)).language);
  if (coordinates) {
    const city = gazetteer.nearest(coordinates.lat, coordinates.lng);
    return { place: placeAtCoordinates(gazetteer, coordinates, city), city, spans: [] };
  }
  const local = matchPlace(text, gazetteer, words);
  if (local && !local.coarse) return local;

  // Only a country or state, or nothing: a more precise name may still be there.
  const guess = fallbackPhrase(text, local?.spans ?? [], words);
  if (!guess) {
    if (local) return local;
    throw notFound(gazetteer);
  }
  const named = namesThePlace(text, guess, local);
  const countries = namedCountries(text, gazetteer);
  // One typo from a big city's name ("Pheonix", "Bankok"), within the country named if any.
  const typo = typoCity(gazetteer, foldName(guess.phrase), undefined, countries.size > 0 ? (c) => countries.has(c.countryCode) : undefined);
  if (typo && (named || !local))
    return { place: cityToPlace(typo, gazetteer, 'gazetteer'), city: typo, spans: [guess.span, ...(local?.spans ?? [])] };
  // Words that are not clearly the place ("for WFP") leave the country or state standing when nothing online knows them.
  const orRegion = (why: Descriptor): PlaceMatch => {
    if (local && !named) return local;
    throw notFound(gazetteer, why, guess.phrase, countries);
  };
  if (!fallback) return orRegion(msg('errors.details.place.offline', { name: guess.phrase }));
  let answer: Awaited<ReturnType<GeocodeFallback>>;
  try {
    answer = await fallback(guess.phrase);
  } catch (err) {
    answer = { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
  if (!answer.ok)
    return orRegion(msg('errors.details.place.lookupFailed', { name: guess.phrase, reason: answer.reasonWords ?? answer.reason }));
  const hits = answer.data.filter(
    (h) => Number.isFinite(h.lat) && Number.isFinite(h.lng) && Math.abs(h.lat) <= 90 && Math.abs(h.lng) <= 180,
  );
  const inNamed = countries.size > 0 ? hits.find((h) => countries.has(h.countryCode.toUpperCase())) : undefined;
  // With a country or state already found, an answer elsewhere in the world is not the place meant.
  const hit = local ? inNamed : (inNamed ?? hits[0]);
  if (!hit) {
    const where =
      countries.size > 0
        ? msg('errors.details.place.in', {
            countries: seq(
              [...countries].map((c) => gazetteer.countryName(c)),
              'or',
            ),
          })
        : '';
    return orRegion(msg('errors.details.place.unknown', { name: guess.phrase, where }));
  }
  return { place: hitToPlace(hit, gazetteer), spans: [guess.span, ...(local?.spans ?? [])] };
}
