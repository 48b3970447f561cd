// ISO 3166-1 country codes: alpha-2 (our Place.countryCode) to alpha-3 (ReliefWeb's iso3), via i18n-iso-countries.
import countries from 'i18n-iso-countries';

/** Lower-case alpha-3 for an alpha-2 code ("NG" -> "nga"), or undefined when it is not a country code. */
export function iso3FromIso2(code: string | null | undefined): string | undefined {
  if (typeof code !== 'string' || !/^[A-Za-z]{2}$/.test(code)) return undefined;
  return countries.alpha2ToAlpha3(code.toUpperCase())?.toLowerCase();
}
