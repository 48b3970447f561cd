// Words for a forecast's events (pure, no React): criteria names and values, windows, a companion in a few words,
// in the dashboard's language.
import type { CompanionEvent } from '../../../src-server/contracts/risk';
import { windowWords } from '../../../src-server/contracts/window-words';
import { formatWindow } from '../../components/labels';
import { formatNumber, formatPercent, i18n, locale } from '../../i18n';

export const percent = (p: number): string => formatPercent(p, 1);

const DAY_MS = 86_400_000;
const wholeDays = (iso: string) => Date.parse(iso) % DAY_MS === 0;

/**
 * A window of whole UTC days (a period the question named, e.g. next week) as days, "30 Nov – 6 Dec 2026", like the
 * card's header; any other (now → now + horizon) to the minute in the reader's locale.
 */
export function eventWindow(start: string, end: string): string {
  return wholeDays(start) && wholeDays(end) ? windowWords({ start, end }, locale()) : formatWindow(start, end);
}

/** Units some criteria carry at the end of their names (`riverLevelM3s`, `minGustKmh`, `rainLevelMm`, `minTmaxC`). */
const UNITS: readonly [suffix: string, unit: string][] = [
  ['M3s', 'm³/s'],
  ['Kmh', 'km/h'],
  ['Mm', 'mm'],
  ['C', '°C'],
];

/**
 * A criterion's name: the catalogue's words for the criteria the built-in events carry; any other key spelled out
 * ("minMagnitude" → "min magnitude", "riverLevelM3s" → "river level (m³/s)", "minDailyPm25" → "min daily PM2.5").
 */
export function criterionWords(key: string): string {
  const unit = UNITS.find(([suffix]) => new RegExp(`[a-z0-9]${suffix}$`).test(key));
  const text = (unit ? key.slice(0, -unit[0].length) : key)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bpm(\d)(\d)\b/, 'PM$1.$2');
  return i18n.t(`event.criteria.${key}`, { defaultValue: unit ? `${text} (${unit[1]})` : text });
}

/** A criterion's value: numbers to 4 significant digits (1,028; 34.44; 0.05), yes/no for true/false, known words said. */
export function criterionValue(value: string | number | boolean): string {
  if (typeof value === 'boolean') return i18n.t(value ? 'event.yes' : 'event.no');
  if (typeof value === 'number') return formatNumber(value, { maximumSignificantDigits: 4 });
  // Words (river "present", danger class "very high") are said in the language; names and codes stay as they are.
  return /^[a-z ]+$/.test(value) ? i18n.t(`event.values.${value}`, { defaultValue: value }) : value;
}

/** "At least one M5.0+ …" → "at least one M5.0+ …", to follow "chance of" (an acronym's capital is kept). */
export function continuing(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** A companion in a few words for the breakdown: "M5.0+ epicentre within 150 km", "NASA EONET event within 150 km". */
export function companionShort(e: CompanionEvent['event']): string {
  return e.verifiedBy === 'USGS Earthquake Catalog'
    ? i18n.t('event.usgsShort', { magnitude: e.minMagnitude.toFixed(1), km: e.radiusKm })
    : i18n.t('event.eonetShort', { verifier: e.verifiedBy, km: e.radiusKm });
}
