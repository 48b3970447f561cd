// Text normalisation shared by the prompt parser and the gazetteer: lowercase, no diacritics, single spaces.

export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9,.\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of folded text, with punctuation split off (commas kept as their own token). */
export function tokenize(text: string): string[] {
  return foldText(text)
    .replace(/,/g, ' , ')
    .replace(/(?<![0-9])\.|\.(?![0-9])/g, ' ')
    .split(' ')
    .filter(Boolean);
}
