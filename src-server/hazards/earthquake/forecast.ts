// The earthquake forecast: a catalogue, a place and a window in; the probability of strong shaking at the place
// (MMI >= VI, and >= VIII), its severity, and the verifiable companion "at least one M >= 5 within 150 km" out.
// Long-term rates come from the declustered, completeness-aware, smoothed catalogue; the short term adds the
// aftershocks of the sequences in it. One code path: the app and the hindcast call these functions. Pure: `now` is an
// argument, never the clock. The parts, each feeding the next: model-configuration.ts (every constant), catalogue.ts,
// seismicity.ts (what does not depend on the window), companion.ts, place-sources.ts, shaking-populations.ts and
// shaking-forecast.ts.
import type { EventWindow } from '../../shared/window.js';
import type { EarthquakeCatalogue } from './catalogue.js';
import { companionForecast, type CompanionForecast } from './companion.js';
import { earthquakeSeismicity, type Seismicity } from './seismicity.js';
import { shakingForecast, type ShakingForecast } from './shaking-forecast.js';

export interface EarthquakeForecast {
  seismicity: Seismicity;
  companion: CompanionForecast;
  shaking: ShakingForecast;
}

/** The whole forecast for one place and window. */
export function forecastEarthquake(
  catalogue: EarthquakeCatalogue,
  place: { lat: number; lng: number },
  window: EventWindow,
  now: Date,
): EarthquakeForecast {
  const seismicity = earthquakeSeismicity(catalogue, place, now);
  return { seismicity, companion: companionForecast(seismicity, window), shaking: shakingForecast(seismicity, window) };
}
