// Which ViEWS country a place's ISO 3166-1 code is forecast under. ViEWS and UCDP follow the Gleditsch-Ward state list:
// Kosovo is XKX in ViEWS's country table (ISO's user-assigned XK; i18n-iso-countries says XKK), and the Palestinian
// territories are no state of that list: UCDP records the fighting in Gaza and the West Bank under Israel (GW 666),
// and ViEWS's country-month forecasts for Israel (isoab ISR) count it. The answer says so (the event's `recordedAs`).
import { iso3FromIso2 } from '../../shared/country.js';

export interface ViewsCountry {
  /** Upper-case alpha-3 as ViEWS writes it (its `isoab`). */
  iso3: string;
  /** Set when ViEWS records the place under another state than its own ISO code says. */
  recordedAs?: { iso3: string; state: string };
}

/** ISO alpha-2 → the ViEWS code where it differs from ISO's alpha-3, and why. */
const VIEWS_CODES: Record<string, ViewsCountry> = {
  XK: { iso3: 'XKX' },
  PS: { iso3: 'ISR', recordedAs: { iso3: 'ISR', state: 'Israel' } },
};

/** The ViEWS country of a place's ISO alpha-2 code; undefined for a code that names no country (open sea). */
export function viewsCountryOf(iso2: string | null | undefined): ViewsCountry | undefined {
  const code = (iso2 ?? '').toUpperCase();
  const special = VIEWS_CODES[code];
  if (special) return special;
  const iso3 = iso3FromIso2(code);
  return iso3 ? { iso3: iso3.toUpperCase() } : undefined;
}
