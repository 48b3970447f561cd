// Text normalisation shared by the prompt parser and the gazetteer: lowercase, no diacritics, one token stream.

/** One word (or a comma) of a prompt, folded, with where it sits in the folded text and how it was written. */
export interface Token {
  /** Folded form: lowercase ASCII, no diacritics or apostrophes ("São" → "sao", "Xi'an" → "xian"). */
  text: string;
  /** Offset of the token in `folded` (the tokens joined by single spaces). */
  start: number;
  end: number;
  /** Written with a leading capital ("Lagos"). */
  capitalized: boolean;
  /** Written all in capitals, two letters or more ("TX", "USA"). */
  upper: boolean;
  /** The word as written, without diacritics ("Sao"), for the online lookup. */
  word: string;
}

export interface TokenizedText {
  /** The tokens joined by single spaces: the one text every matcher (hazards, lens, horizon, places) reads. */
  folded: string;
  tokens: Token[];
}

/** Strips diacritics and punctuation (keeps letters, digits, commas and dots), keeping case. */
function stripText(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss')
      // French elision: "d'inondation", "l'été", "jusqu'à" are two words; "Xi'an" and "don't" stay one.
      .replace(/(?<![A-Za-z])([CDJLMNSTcdjlmnst]|[Qq]u|[Jj]usqu|[Ll]orsqu|[Pp]uisqu)[’'`ʻʼ](?=[A-Za-z])/g, '$1 ')
      .replace(/[’'`ʻʼ]/g, '')
      .replace(/&/g, ' and ')
      .replace(/[^A-Za-z0-9,. ]+/g, ' ')
  );
}

function splitWords(stripped: string): string[] {
  return stripped
    .replace(/,/g, ' , ')
    .replace(/(?<![0-9])\.|\.(?![0-9])/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

export function tokenizeText(text: string): TokenizedText {
  const words = splitWords(stripText(text));
  const tokens: Token[] = [];
  let offset = 0;
  for (const word of words) {
    const folded = word.toLowerCase();
    tokens.push({
      text: folded,
      start: offset,
      end: offset + folded.length,
      capitalized: /^[A-Z]/.test(word),
      upper: word.length >= 2 && /^[A-Z]+$/.test(word),
      word,
    });
    offset += folded.length + 1;
  }
  return { folded: tokens.map((t) => t.text).join(' '), tokens };
}

/** Folded key of a name, as the gazetteer indexes it: "Washington, D.C." → "washington d c". */
export function foldName(text: string): string {
  return splitWords(stripText(text))
    .filter((w) => w !== ',')
    .join(' ')
    .toLowerCase();
}

/** Folded text, commas kept as their own token ("Paris, Texas" → "paris , texas"). */
export function foldText(text: string): string {
  return tokenizeText(text).folded;
}

const charFolds = new Map<number, string>();
/** What one character folds to: lowercase ASCII letters or digits, or a space. */
function foldChar(code: number): string {
  let folded = charFolds.get(code);
  if (folded === undefined) {
    const ch = String.fromCharCode(code);
    folded =
      ch === ',' || ch === '.'
        ? ' '
        : stripText(ch)
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, ' ');
    charFolds.set(code, folded);
  }
  return folded;
}

/**
 * foldName for names without digits, one character at a time (about 5× faster on 135k city names).
 * Gives foldName's result; the gazetteer test checks that on every name.
 */
export function foldNameFast(name: string): string {
  let out = '';
  let space = true; // at start: drop leading spaces
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    let piece: string;
    if (code >= 97 && code <= 122) piece = name[i]!;
    else if (code >= 65 && code <= 90) piece = String.fromCharCode(code + 32);
    else if (code >= 48 && code <= 57)
      return foldName(name); // dots between digits are kept: the slow path knows
    else if (code >= 0xd800 && code <= 0xdfff) return foldName(name);
    else if (code === 39 || code === 0x2019 || code === 0x60 || code === 0x2bb || code === 0x2bc)
      return foldName(name); // elision needs context
    else piece = foldChar(code);
    for (let j = 0; j < piece.length; j++) {
      const c = piece[j]!;
      if (c === ' ') {
        if (!space) {
          out += ' ';
          space = true;
        }
      } else {
        out += c;
        space = false;
      }
    }
  }
  return space && out.endsWith(' ') ? out.slice(0, -1) : out;
}

/** Whether two words are at most one edit apart (insertion, deletion, substitution or swap of neighbours). */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The prompt's own words (as typed, accents and all) behind a range of its folded text: "déménager" for the folded
 * "demenager". Each whitespace-separated piece of the prompt folds to one or more tokens; a piece is given whole.
 */
export function writtenWords(prompt: string, text: TokenizedText, range: { start: number; end: number }): string {
  const plain = text.tokens.filter((t) => t.text !== ',');
  const covered = plain.filter((t) => t.start < range.end && range.start < t.end);
  if (covered.length === 0) return '';
  const pieces: { start: number; end: number }[] = [];
  for (const m of prompt.matchAll(/\S+/g)) {
    const n = foldName(m[0]).split(' ').filter(Boolean).length;
    for (let k = 0; k < n; k++) pieces.push({ start: m.index, end: m.index + m[0].length });
  }
  if (pieces.length !== plain.length) return covered.map((t) => t.word).join(' ');
  const from = pieces[plain.indexOf(covered[0]!)]!.start;
  const to = pieces[plain.indexOf(covered[covered.length - 1]!)]!.end;
  return prompt.slice(from, to).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}
