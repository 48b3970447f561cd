// Numbers, percentages and dates of an answer in its language, through Intl. English keeps the digits the API has
// always written (toFixed, no grouping, ISO days), so its answers stay byte-identical; the other languages get their
// own decimal comma, grouping, percent spacing and month names. Zod-free: the dashboard may load it.
import { LANGUAGES, type Language } from '../contracts/enums.js';

/** Intl's locale for a language: British English writes "1 June", as the API always has. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', es: 'es', fr: 'fr', pt: 'pt', de: 'de' };

type Table<T> = Readonly<Record<Language, T>>;
const perLanguage = <T>(make: (locale: string) => T): Table<T> =>
  Object.freeze(Object.fromEntries(LANGUAGES.map((l) => [l, make(INTL_LOCALE[l])])) as Record<Language, T>);

/** Decimals the answers use; others are built when asked (none today). */
const DIGITS = [0, 1, 2, 3] as const;
const numberOptions = (digits: number, unit?: 'percent'): Intl.NumberFormatOptions => ({
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
  ...(unit ? { style: 'unit', unit } : {}),
});
// Built once (an Intl formatter is costly to make and holds nothing of a request).
const NUMBERS = perLanguage((locale) => DIGITS.map((d) => new Intl.NumberFormat(locale, numberOptions(d))));
const PERCENTS = perLanguage((locale) => DIGITS.map((d) => new Intl.NumberFormat(locale, numberOptions(d, 'percent'))));
const PLAIN = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }));
const DAYS = perLanguage((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const MONTH_DAYS = perLanguage((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }));
const MONTHS = perLanguage((locale) => ({
  long: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
}));
/** English grouping as the API has always written it (toLocaleString('en-US')), and each language's own. */
const GROUPED = perLanguage((locale) =>
  DIGITS.map((d) => new Intl.NumberFormat(locale === INTL_LOCALE.en ? 'en-US' : locale, { maximumFractionDigits: d })),
);
/** English month names as the API wrote them (en-GB's short September is "Sept", the API's "Sep"). */
const EN_MONTHS = {
  long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

const numberFormat = (language: Language, digits: number, unit?: 'percent'): Intl.NumberFormat =>
  (unit ? PERCENTS : NUMBERS)[language][digits] ?? new Intl.NumberFormat(INTL_LOCALE[language], numberOptions(digits, unit));

/** `x` with `digits` decimals, or `notAvailable` when it is not a finite number. -0 reads as 0. */
export function formatFixed(language: Language, x: number, digits: number, notAvailable: string): string {
  if (!Number.isFinite(x)) return notAvailable;
  if (language === 'en') return x.toFixed(digits);
  return numberFormat(language, digits).format(x + 0);
}

/** `x` grouped by thousands with at most `maxDigits` decimals: "1,234.5" in English, "1.234,5" in German. */
export function formatGrouped(language: Language, x: number, maxDigits: number, notAvailable: string): string {
  if (!Number.isFinite(x)) return notAvailable;
  return (
    GROUPED[language][maxDigits] ??
    new Intl.NumberFormat(language === 'en' ? 'en-US' : INTL_LOCALE[language], { maximumFractionDigits: maxDigits })
  ).format(x + 0);
}

/** A number as written in the text (an integer count, a threshold such as 35.5). */
export function formatPlain(language: Language, x: number): string {
  if (language === 'en' || !Number.isFinite(x)) return String(x);
  return PLAIN[language].format(x + 0);
}

/** A value already in percent (0-100) with `digits` decimals: "37%", "0.4%", "37 %" in French. */
export function formatPercentValue(language: Language, value: number, digits: number, notAvailable: string): string {
  if (!Number.isFinite(value)) return language === 'en' ? `${notAvailable}%` : notAvailable;
  if (language === 'en') return `${value.toFixed(digits)}%`;
  return numberFormat(language, digits, 'percent').format(value + 0);
}

/** A chance of 0-1 as the models write it: clamped to 0-1 (not a number: 0), one decimal under 1 %. */
export function formatChance(language: Language, p: number, notAvailable: string, digits?: number): string {
  const clamped = Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 0;
  return formatPercentValue(language, clamped * 100, digits ?? (p < 0.01 ? 1 : 0), notAvailable);
}

/** A UTC day: "2026-12-07" in English (as the API wrote it), "7 de diciembre de 2026" in Spanish. */
export function formatDay(language: Language, iso: string): string {
  const t = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  if (language === 'en' || !Number.isFinite(t)) return iso;
  return DAYS[language].format(t);
}

/** A day of the year: "1 June", "1 de junio", "1. Juni". */
export function formatMonthDay(language: Language, month: number, dayOfMonth: number): string {
  return MONTH_DAYS[language].format(Date.UTC(2001, month - 1, dayOfMonth));
}

/** A month of a year: "July 2024" / "Jul 2024", "julio de 2024" / "jul 2024" (month 1-12). */
export function formatMonthYear(language: Language, year: number, month: number, style: 'long' | 'short'): string {
  if (language === 'en') return `${EN_MONTHS[style][month - 1]} ${year}`;
  return MONTHS[language][style].format(Date.UTC(year, month - 1, 1));
}
