// Judges, sentence by sentence, which of the answers' five languages a text is in (eld, the Efficient Language
// Detector, its large n-gram set, limited to en/es/fr/pt/de). Names and technical terms that are the same in every
// language (agencies, datasets, indices, units) are taken out first; a sentence left with fewer than three words of
// three letters or more (numbers, names) says nothing about its language and is skipped.
import { eld } from 'eld/large';
import type { Language } from '../../src-server/contracts/enums.js';

eld.setLanguageSubset(['en', 'es', 'fr', 'pt', 'de']);

/**
 * Kept as they are in every language (docs/dashboard.md "Languages"): agency and programme names, datasets, models,
 * indices, field and header names, and the product's own name. Longest first.
 */
export const LOANWORDS = [
  'IAFC "Ready, Set, Go!"',
  '«Ready, Set, Go!»',
  '« Ready, Set, Go! »',
  '„Ready, Set, Go!“',
  'Ready, Set, Go!',
  'US Drought Monitor',
  'Excess Heat Factor',
  'US EPA AirNow',
  'NFPA Firewise',
  'FEMA QuakeSmart',
  'FEMA P-530',
  'UN Global Compact',
  'MRI-AGCM3-2-S',
  'Lawson & Armitage',
  'Wotton & Flannigan',
  'Lawson und Armitage',
  'Wotton und Flannigan',
  'Lawson et Armitage',
  'Wotton et Flannigan',
  'Lawson y Armitage',
  'Wotton y Flannigan',
  'Lawson e Armitage',
  'Wotton e Flannigan',
  'NASA EONET',
  'FEWS NET',
  'FAO GIEWS',
  'UN OCHA',
  'Ready.gov',
  'ShakeAlert',
  'ShakeOut',
  'Hazardcast',
  'localhost',
  'GloFAS',
  'EONET',
  'ECMWF',
  'CMIP6',
  'ERA5',
  'CAMS',
  'SPEI-3',
  'SPEI',
  'FAO-56',
  'FWI',
  'FFMC',
  'DMC',
  'DC',
  'AQI',
  'PM2.5',
  'PM2,5',
  'N95/FFP2',
  'N95',
  'HEPA',
  'MERV',
  'IPC',
  'CIF',
  'ACLED',
  'MIGA',
  'FCDO',
  'OCHA',
  'ICRC',
  'CICR',
  'CICV',
  'IKRK',
  'OSHA',
  'CDC',
  'WHO',
  'OMS',
  'NWS',
  'NFIP',
  'EPA',
  'FAO',
  'WFP',
  'PMA',
  'PAM',
  'UNEP',
  'PNUMA',
  'PNUE',
  'OECD',
  'OCDE',
  'PRI',
  'GIEWS',
  'SMIA',
  'SMIAR',
  'NOAA NHC',
  'NOAA CPHC',
  'JMA (RSMC Tokyo)',
  'IMD (RSMC New Delhi)',
  'Météo-France (RSMC La Réunion)',
  'Bureau of Meteorology',
  'Fiji Meteorological Service (RSMC Nadi)',
  'Gumbel',
  'MMI',
  'USGS',
  'Open-Meteo',
  'GBIF',
  'ReliefWeb',
  'Sphere',
  'Content-Type',
  'Content-Length',
  'application/json',
  'X-Service-API-Key',
  'X-RateLimit-Reset',
  'Retry-After',
  'Authorization',
  'Bearer',
  'HAZARDCAST_OFFLINE',
  'HAZARDCAST_ALLOWED_HOSTS',
  'JSON-RPC',
  'JSON',
  'HTTP',
  'URL',
  'MCP',
  'API',
].sort((a, b) => b.length - a.length);

/** Abbreviations whose dots end no sentence. */
const ABBREVIATIONS = ['p. ej.', 'p. ex.', 'z. B.', 'e.g.', 'i.e.', 'k. A.', 'n. d.', 'EE. UU.'];

/** A German date's ordinal dot ("1. Oktober 2026") ends no sentence either. */
const GERMAN_DAY = /(\d)\. (?=(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b)/g;

/** The sentences of a text: split after . ; : ! ? followed by a space (not inside "p. ej.", "z. B.", "1. Mai"). */
export const sentences = (text: string): string[] =>
  ABBREVIATIONS.reduce((t, a) => t.split(a).join(a.replace(/ /g, '')), text)
    .replace(GERMAN_DAY, '$1.')
    .split(/(?<=[.;:!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** URLs, e-mail addresses, paths, commands, placeholders in braces: the same in every language. */
const LITERALS = [/https?:\/\/\S+/g, /\S+@[\w.-]+\.\w+/g, /\b[\w.-]+\/[\w./-]+\b/g, /npm run \w+/g, /\{\w+(, \w+)*\}/g];

const stripLoanwords = (s: string): string =>
  LITERALS.reduce(
    (t, re) => t.replace(re, ' '),
    LOANWORDS.reduce((t, w) => t.split(w).join(' '), s),
  );

/** Words that can tell a language: three letters or more, not all capitals (acronyms), no digits. */
const tellingWords = (s: string): string[] => (s.match(/[\p{L}’']{3,}/gu) ?? []).filter((w) => w !== w.toUpperCase());

export interface Verdict {
  sentence: string;
  detected: string;
}

/** The sentences of `text` not judged to be in `expected` (empty: all in it, or too short to tell). */
export function notIn(expected: Language, text: string, extraNames: readonly string[] = []): Verdict[] {
  const out: Verdict[] = [];
  for (const sentence of sentences(text)) {
    let s = sentence;
    for (const name of extraNames) s = s.split(name).join(' ');
    s = stripLoanwords(s);
    if (tellingWords(s).length < 3) continue;
    const detected = eld.detect(s).language;
    if (detected !== expected) out.push({ sentence, detected });
  }
  return out;
}
