// Reads a free-text question into intent: language, hazards, horizon, window, lens and coordinates (pure, offline, clock passed in).
import { HORIZON_DAYS, HORIZONS, type DecisionLens, type HazardId, type Horizon, type Language } from '../contracts/enums.js';
import { readPromptTime } from './time.js';
import type { TimeReading } from './horizon.js';
import { DAY_MS } from '../shared/clock.js';
import { lensMatcher, lensPatterns, type PhraseMatcher } from './languages/index.js';
import type { PromptWords } from './languages/prompt-words.js';
import type { Span } from './match.js';
import { oneEditApart, tokenizeText, type TokenizedText } from './text.js';

export { oneEditApart } from './text.js';

export interface PromptIntent {
  /** The prompt's language (English when its words say nothing else). */
  language: Language;
  /** Hazards named in the prompt, in the order they first appear. */
  hazards: HazardId[];
  horizon?: Horizon;
  /** The calendar period the prompt names ("next week", "in June"), end exclusive; absent for spans and no time. */
  window?: { start: Date; end: Date };
  lens?: DecisionLens;
  /** Where in the folded text the words that decided the lens are. */
  lensCue?: Span;
  /** Coordinates written in the prompt, if any. */
  coordinates?: { lat: number; lng: number };
}

export interface ParseOptions {
  /** Ranges of the folded text already read as the place ("Hurricane, Utah"): no hazard or lens there. */
  exclude?: readonly Span[];
  /** Latitude of the place, when known: "this summer" in Sydney is December to February. */
  placeLat?: number;
  /** The prompt's language when already known (else detected from the words outside `exclude`). */
  language?: Language;
  /** The app's prompt words (its registry's hazards: createPromptWords(registry)); no default. */
  words: PromptWords;
}

function findAll<K extends string>(folded: string, m: PhraseMatcher<K>, exclude: readonly Span[]) {
  const found: { key: K; index: number; end: number }[] = [];
  m.re.lastIndex = 0;
  for (let hit = m.re.exec(folded); hit; hit = m.re.exec(folded)) {
    const start = hit.index;
    const end = start + hit[0].length;
    if (exclude.some((s) => start < s.end && s.start < end)) continue;
    found.push({ key: m.owner.get(hit[1]!)!, index: start, end });
  }
  return found;
}

/** Hazards in order of first mention, each once; a long hazard word with one typo still counts. */
export function findHazards(folded: string, exclude: readonly Span[], language: Language, words: PromptWords): HazardId[] {
  const found: { key: HazardId; index: number; end: number }[] = findAll(folded, words.hazardMatcher(language), exclude);
  const taken = [...exclude, ...found.map((f) => ({ start: f.index, end: f.end }))];
  const word = /[a-z]{7,}/g;
  for (let m = word.exec(folded); m; m = word.exec(folded)) {
    const start = m.index;
    const end = start + m[0].length;
    if (taken.some((s) => start < s.end && s.start < end)) continue;
    const hit = words.typoCandidates(language).find(([w]) => oneEditApart(w, m![0]));
    if (hit) found.push({ key: hit[1], index: start, end });
  }
  found.sort((a, b) => a.index - b.index);
  return [...new Set(found.map((f) => f.key))];
}

/** The first lens cue in the prompt: its lens and where its words are in the folded text. */
export interface LensCue {
  lens: DecisionLens;
  start: number;
  end: number;
}

/** The first lens cue in the prompt (a phrase or a pattern with a gap; at the same word, the longer). */
export function findLensCue(folded: string, exclude: readonly Span[] = [], language: Language = 'en'): LensCue | undefined {
  const found = findAll(folded, lensMatcher(language), exclude).map((f) => ({ lens: f.key, start: f.index, end: f.end }));
  for (const { re, lens } of lensPatterns(language)) {
    re.lastIndex = 0;
    for (let m = re.exec(folded); m; m = re.exec(folded)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!exclude.some((s) => start < s.end && s.start < end)) found.push({ lens, start, end });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found[0];
}

/** The lens of the first cue in the prompt. */
export function findLens(folded: string, exclude: readonly Span[] = [], language: Language = 'en'): DecisionLens | undefined {
  return findLensCue(folded, exclude, language)?.lens;
}

/** The prompt's language from its words outside the place's. */
export function promptLanguage(text: TokenizedText, exclude: readonly Span[], words: PromptWords): Language {
  const outside = text.tokens.filter((t) => !exclude.some((s) => t.start < s.end && s.start < t.end)).map((t) => t.text);
  return words.detectLanguage(outside).language;
}

/** Upper bound in days of each allowed horizon. "A month" is 30 days, "a year" 365.25. */
const HORIZON_LIMIT_DAYS: Record<Horizon, number> = { '7d': 7, '30d': 30, '1y': 366, '10y': 3653, '30y': Infinity };

/** The shortest allowed horizon that covers `days` (never shorter than asked; beyond 30 years, 30y). */
export function horizonCovering(days: number): Horizon {
  return HORIZONS.find((h) => days <= HORIZON_LIMIT_DAYS[h] + 1e-9) ?? '30y';
}

/**
 * The horizon a calendar window is labelled with: the one nearest how far ahead the window ends, on a logarithmic scale
 * (7d up to 14.5 days, 30d up to 105 days, 1y up to 3.2 years: the geometric means of neighbouring horizons), so "next
 * month" is 30d and "next year" 1y, not the next longer bucket. A window longer than a year, or ending further than
 * 3.2 years ahead, takes the horizon that covers it (10y, 30y): those are computed per year over the CMIP6 run the
 * horizon fetches, which must reach the window's end (docs/prompt-understanding.md).
 */
export function horizonForWindow(now: Date | number, window: { start: Date | number; end: Date | number }): Horizon {
  const t = typeof now === 'number' ? now : now.getTime();
  const end = typeof window.end === 'number' ? window.end : window.end.getTime();
  const start = typeof window.start === 'number' ? window.start : window.start.getTime();
  const endDays = (end - t) / DAY_MS;
  const lengthDays = (end - Math.max(start, t)) / DAY_MS;
  const near = NEAREST_HORIZONS.find((h, i) => endDays <= Math.sqrt(HORIZON_DAYS[h] * HORIZON_DAYS[NEAREST_HORIZONS[i + 1] ?? '10y']));
  return near && lengthDays <= HORIZON_LIMIT_DAYS['1y'] ? near : horizonCovering(endDays);
}
/** The horizons a calendar window may be labelled with by nearness; beyond them the covering rule holds. */
const NEAREST_HORIZONS: readonly Horizon[] = ['7d', '30d', '1y'];

const NUM = String.raw`-?\d{1,3}(?:\.\d+)?`;
const LABELLED_COORDS = new RegExp(
  String.raw`\blat(?:itude)?\s*[:=]?\s*(${NUM})\s*°?\s*,?\s*(?:lng|lon|long|longitude)\s*[:=]?\s*(${NUM})`,
  'i',
);
const COORDS = new RegExp(
  String.raw`(?<![\w.])(${NUM})\s*°?\s*(?:([NSns])(?![a-z]))?\s*(?:,\s*|\s+)(${NUM})(?![\d.])(?!\s*(?:days?|weeks?|months?|years?|decades?|hours?|km|miles?|m)\b)\s*°?\s*(?:([EWew])(?![a-z]))?`,
);

export function findCoordinates(text: string): { lat: number; lng: number } | undefined {
  const labelled = LABELLED_COORDS.exec(text);
  let lat: number;
  let lng: number;
  if (labelled) {
    lat = Number(labelled[1]);
    lng = Number(labelled[2]);
  } else {
    const m = COORDS.exec(text);
    // Two bare integers ("2 3") are not coordinates; one decimal or a hemisphere letter makes them so.
    if (!m || !(m[1]!.includes('.') || m[3]!.includes('.') || m[2] || m[4])) return undefined;
    lat = Number(m[1]);
    lng = Number(m[3]);
    if (m[2]?.toLowerCase() === 's') lat = -Math.abs(lat);
    if (m[4]?.toLowerCase() === 'w') lng = -Math.abs(lng);
  }
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

const lensOf = (cue: LensCue | undefined) => (cue ? { lens: cue.lens, lensCue: { start: cue.start, end: cue.end } } : {});

/** The horizon (and calendar window, when one is named) a reading of the prompt's time words gives at `now`. */
export function timeIntent(time: TimeReading | undefined, now: Date): Pick<PromptIntent, 'horizon' | 'window'> {
  return {
    horizon:
      time === undefined
        ? undefined
        : time.window
          ? horizonForWindow(now, { start: time.window.startMs, end: time.window.endMs })
          : horizonCovering(time.days),
    ...(time?.window ? { window: { start: new Date(time.window.startMs), end: new Date(time.window.endMs) } } : {}),
  };
}

export function parsePrompt(prompt: string | TokenizedText, now: Date, options: ParseOptions): PromptIntent {
  const text = typeof prompt === 'string' ? tokenizeText(prompt) : prompt;
  const exclude = options.exclude ?? [];
  const raw = typeof prompt === 'string' ? prompt : prompt.tokens.map((t) => t.word).join(' ');
  const { words } = options;
  const language = options.language ?? promptLanguage(text, exclude, words);
  const time = readPromptTime(text.folded, now, { exclude, southern: (options.placeLat ?? 0) < 0, language });
  return {
    language,
    hazards: findHazards(text.folded, exclude, language, words),
    ...timeIntent(time, now),
    ...lensOf(findLensCue(text.folded, exclude, language)),
    coordinates: typeof prompt === 'string' ? findCoordinates(raw) : undefined,
  };
}
