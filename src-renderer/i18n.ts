// The dashboard's language (docs/dashboard.md "Languages"): i18next with the shared catalogues, the reader's choice
// kept in localStorage, else the browser's first language the dashboard has, else English. English is bundled; another
// language's words are a chunk loaded before the first render (`ready`) or on a switch. Numbers and dates through Intl
// in that language's locale (English keeps the browser's own locale, as before).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../src-server/contracts/enums';
import { DASHBOARD_LOADERS, DASHBOARD_NAMESPACES, ENGLISH_DASHBOARD } from './catalogues/resources';
import { INTL_LOCALE } from '../src-server/i18n/format';

const KEY = 'hazardcast.language';

const ours = (tag: string | null | undefined): Language | undefined => LANGUAGES.find((l) => tag?.toLowerCase().split('-')[0] === l);

/** The saved choice, else the browser's preferred languages in order, else English. */
export function initialLanguage(
  storage: Pick<Storage, 'getItem'> | null = safeStorage(),
  preferred: readonly string[] = browserLanguages(),
): Language {
  return ours(storage?.getItem(KEY)) ?? preferred.map(ours).find(Boolean) ?? 'en';
}

// Guarded: the renderer's pure helpers are also loaded by unit tests under Node, where there is no browser.
function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
const setPageLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: ENGLISH_DASHBOARD },
  lng: 'en',
  fallbackLng: 'en',
  ns: [...DASHBOARD_NAMESPACES],
  defaultNS: 'dashboard',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Loads a language's words (a chunk of its own) and switches i18next to it. */
async function switchTo(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'dashboard')) {
    const resources = await DASHBOARD_LOADERS[language]();
    for (const ns of DASHBOARD_NAMESPACES) i18n.addResourceBundle(language, ns, resources[ns]);
  }
  await i18n.changeLanguage(language);
  setPageLanguage(language);
}

/** Settles once the reader's language is loaded (English when its chunk cannot be loaded): render after it. */
export const ready: Promise<void> = switchTo(initialLanguage()).catch(() => setPageLanguage('en'));

export const currentLanguage = (): Language => ours(i18n.language) ?? 'en';

/** Switches the dashboard (and the answers it asks for) to `language`, and remembers it in this browser. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    safeStorage()?.setItem(KEY, language);
  } catch {
    // Storage full or disabled: the choice lasts for this page.
  }
  await switchTo(language);
}

/** The Intl locale of the dashboard's language; undefined (the browser's own) for English, as the dashboard always had. */
export const locale = (): string | undefined => (currentLanguage() === 'en' ? undefined : INTL_LOCALE[currentLanguage()]);

/** A number in the dashboard's locale ("1,028", "1.028"). */
export const formatNumber = (n: number, options?: Intl.NumberFormatOptions): string => n.toLocaleString(locale(), options);

/** A value already in percent with fixed decimals: "12.3%", "12,3 %". */
export const formatPercent = (value: number, digits: number): string =>
  currentLanguage() === 'en'
    ? `${value.toFixed(digits)}%`
    : value.toLocaleString(locale(), { style: 'unit', unit: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A number with fixed decimals ("42.5", "42,5"). */
export const formatFixed = (n: number, digits: number): string =>
  currentLanguage() === 'en'
    ? n.toFixed(digits)
    : n.toLocaleString(locale(), { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
