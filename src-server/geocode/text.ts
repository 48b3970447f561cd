// Text normalisation shared by the prompt parser and the gazetteer: lowercase, no diacritics, single spaces.

/** Strips diacritics and punctuation (keeps letters, digits, commas, dots, hyphens), keeping case. */
function stripText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`]/g, '')
    .replace(/[^A-Za-z0-9,.\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function foldText(text: string): string {
  return stripText(text).toLowerCase();
}

/** Words of folded text, with punctuation split off (commas kept as their own token). */
export function tokenize(text: string): string[] {
  return splitWords(foldText(text));
}

/** Like tokenize, plus whether each word was written with a capital (a hint that it names a place). */
export function tokenizeWithCase(text: string): { tokens: string[]; capitalized: boolean[] } {
  const words = splitWords(stripText(text));
  return { tokens: words.map((w) => w.toLowerCase()), capitalized: words.map((w) => /^[A-Z]/.test(w)) };
}

function splitWords(text: string): string[] {
  return text
    .replace(/,/g, ' , ')
    .replace(/(?<![0-9])\.|\.(?![0-9])/g, ' ')
    .split(' ')
    .filter(Boolean);
}
