// Reads a free-text question into intent: place query, hazards, horizon and lens (pure, offline).
import { HORIZONS, type DecisionLens, type Hazard, type Horizon } from '../contracts/enums.js';
import { foldText } from './text.js';
import { HAZARD_WORDS, LENS_WORDS } from './vocabulary.js';

export interface PromptIntent {
  /** Hazards named in the prompt, in the order they appear. */
  hazards: Hazard[];
  horizon?: Horizon;
  lens?: DecisionLens;
  /** Coordinates written in the prompt, if any. */
  coordinates?: { lat: number; lng: number };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phraseRegex = (phrases: string[]) =>
  new RegExp(`(?<![a-z0-9])(${[...phrases].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![a-z0-9])`, 'g');

const HAZARD_PATTERNS = Object.entries(HAZARD_WORDS).map(([hazard, words]) => ({ hazard: hazard as Hazard, re: phraseRegex(words) }));
const LENS_PATTERNS = Object.entries(LENS_WORDS).map(([lens, words]) => ({ lens: lens as DecisionLens, re: phraseRegex(words) }));

/** Positions in folded text where each hazard is first named. */
export function findHazards(folded: string): { hazard: Hazard; index: number; length: number }[] {
  const found: { hazard: Hazard; index: number; length: number }[] = [];
  for (const { hazard, re } of HAZARD_PATTERNS) {
    re.lastIndex = 0;
    const m = re.exec(folded);
    if (m) found.push({ hazard, index: m.index, length: m[0].length });
  }
  return found.sort((a, b) => a.index - b.index);
}

function findLens(folded: string): DecisionLens | undefined {
  let best: { lens: DecisionLens; index: number } | undefined;
  for (const { lens, re } of LENS_PATTERNS) {
    re.lastIndex = 0;
    const m = re.exec(folded);
    if (m && (!best || m.index < best.index)) best = { lens, index: m.index };
  }
  return best?.lens;
}

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365.25, decade: 3652.5 };
const HORIZON_LIMIT_DAYS: Record<Horizon, number> = { '7d': 7, '30d': 31, '1y': 366, '10y': 3653, '30y': Infinity };

/** The shortest allowed horizon that covers `days` (never shorter than asked). */
export function horizonCovering(days: number): Horizon {
  return HORIZONS.find((h) => days <= HORIZON_LIMIT_DAYS[h]) ?? '30y';
}

const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20, thirty: 30 };

function findHorizon(folded: string, now: Date): Horizon | undefined {
  const span = /(?<![a-z0-9])(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty)\s+(day|week|month|year|decade)s?(?![a-z])/.exec(folded);
  if (span) {
    const n = WORD_NUMBERS[span[1]!] ?? Number(span[1]);
    return horizonCovering(n * UNIT_DAYS[span[2]!]!);
  }
  const year = /(?:by|through|until|till|to|in|before)\s+(20\d\d|21\d\d)(?![0-9])/.exec(folded);
  if (year) return horizonCovering(((Number(year[1]) - now.getUTCFullYear()) * 365.25) || 1);
  if (/(?<![a-z])(this|next|coming) (week|weekend|few days)|(?<![a-z])(tomorrow|tonight|today|weekend)(?![a-z])/.test(folded)) return '7d';
  if (/(?<![a-z])(this|next|coming) month(?![a-z])/.test(folded)) return '30d';
  if (/(?<![a-z])(this|next|coming) (year|season|summer|winter)(?![a-z])/.test(folded)) return '1y';
  if (/(?<![a-z])(long[ -]term|decades?)(?![a-z])/.test(folded)) return '30y';
  return undefined;
}

const COORDS = /(-?\d{1,2}(?:\.\d+)?)\s*°?\s*([ns])?\s*[, ]\s*(-?\d{1,3}(?:\.\d+)?)\s*°?\s*([ew])?/i;

function findCoordinates(text: string): { lat: number; lng: number } | undefined {
  const m = COORDS.exec(text);
  if (!m || !(m[1]!.includes('.') || m[3]!.includes('.'))) return undefined;
  let lat = Number(m[1]);
  let lng = Number(m[3]);
  if (m[2]?.toLowerCase() === 's') lat = -Math.abs(lat);
  if (m[4]?.toLowerCase() === 'w') lng = -Math.abs(lng);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

export function parsePrompt(prompt: string, now: Date): PromptIntent {
  const folded = foldText(prompt);
  return {
    hazards: findHazards(folded).map((h) => h.hazard),
    horizon: findHorizon(folded, now),
    lens: findLens(folded),
    coordinates: findCoordinates(prompt),
  };
}
