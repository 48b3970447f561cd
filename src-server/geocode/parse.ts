// Reads a free-text question into intent: hazards, horizon, lens and coordinates (pure, offline, clock passed in).
import { HORIZONS, type DecisionLens, type Hazard, type Horizon } from '../contracts/enums.js';
import { findHorizonDays } from './horizon.js';
import type { Span } from './match.js';
import { tokenizeText, type TokenizedText } from './text.js';
import { HAZARD_WORDS, LENS_WORDS } from './vocabulary.js';

export interface PromptIntent {
  /** Hazards named in the prompt, in the order they first appear. */
  hazards: Hazard[];
  horizon?: Horizon;
  lens?: DecisionLens;
  /** Coordinates written in the prompt, if any. */
  coordinates?: { lat: number; lng: number };
}

export interface ParseOptions {
  /** Ranges of the folded text already read as the place ("Hurricane, Utah"): no hazard or lens there. */
  exclude?: readonly Span[];
  /** Latitude of the place, when known: "this summer" in Sydney is December to February. */
  placeLat?: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One alternation of every phrase, longest first, so "storm surge" wins over "storm" at the same spot. */
function phraseMatcher<K extends string>(table: Record<K, readonly string[]>): { re: RegExp; owner: Map<string, K> } {
  const owner = new Map<string, K>();
  for (const [key, phrases] of Object.entries(table) as [K, readonly string[]][]) for (const p of phrases) owner.set(p, key);
  const alternation = [...owner.keys()].sort((a, b) => b.length - a.length).map(escape).join('|');
  return { re: new RegExp(`(?<![a-z0-9])(?:${alternation})(?![a-z0-9])`, 'g'), owner };
}

const HAZARDS_MATCHER = phraseMatcher(HAZARD_WORDS);
const LENS_MATCHER = phraseMatcher(LENS_WORDS);

function findAll<K extends string>(folded: string, m: { re: RegExp; owner: Map<string, K> }, exclude: readonly Span[]) {
  const found: { key: K; index: number }[] = [];
  m.re.lastIndex = 0;
  for (let hit = m.re.exec(folded); hit; hit = m.re.exec(folded)) {
    const start = hit.index;
    const end = start + hit[0].length;
    if (exclude.some((s) => start < s.end && s.start < end)) continue;
    found.push({ key: m.owner.get(hit[0])!, index: start });
  }
  return found;
}

/** Hazards in order of first mention, each once. */
export function findHazards(folded: string, exclude: readonly Span[] = []): Hazard[] {
  return [...new Set(findAll(folded, HAZARDS_MATCHER, exclude).map((f) => f.key))];
}

/** The lens of the first cue in the prompt. */
export function findLens(folded: string, exclude: readonly Span[] = []): DecisionLens | undefined {
  return findAll(folded, LENS_MATCHER, exclude)[0]?.key;
}

/** Upper bound in days of each allowed horizon. "A month" is 30 days, "a year" 365.25. */
const HORIZON_LIMIT_DAYS: Record<Horizon, number> = { '7d': 7, '30d': 30, '1y': 366, '10y': 3653, '30y': Infinity };

/** The shortest allowed horizon that covers `days` (never shorter than asked; beyond 30 years, 30y). */
export function horizonCovering(days: number): Horizon {
  return HORIZONS.find((h) => days <= HORIZON_LIMIT_DAYS[h] + 1e-9) ?? '30y';
}

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

export function parsePrompt(prompt: string | TokenizedText, now: Date, options: ParseOptions = {}): PromptIntent {
  const text = typeof prompt === 'string' ? tokenizeText(prompt) : prompt;
  const exclude = options.exclude ?? [];
  const raw = typeof prompt === 'string' ? prompt : prompt.tokens.map((t) => t.word).join(' ');
  const days = findHorizonDays(text.folded, now, exclude, (options.placeLat ?? 0) < 0);
  return {
    hazards: findHazards(text.folded, exclude),
    horizon: days === undefined ? undefined : horizonCovering(days),
    lens: findLens(text.folded, exclude),
    coordinates: typeof prompt === 'string' ? findCoordinates(raw) : undefined,
  };
}
