// Earthquake model: strong shaking at the place (MMI VI+) over the window from the smoothed, declustered USGS
// catalogue and the sequences under way (forecast.ts), with the verifiable companion "at least one M >= 5
// within 150 km" that the track record logs. Its words (drivers, descriptions, layer titles) are in sentences.ts.
import type { HazardCurvePoint } from '../../contracts/risk.js';
import { deepFreeze } from '../../shared/freeze.js';
import { radiusLayer } from '../layers.js';
import { USGS_VERIFIER } from '../event-fields.js';
import type { ModelContext, ModelLayer, ModelResult } from '../types.js';
import type { EarthquakeEvent } from './event.js';
import { preparedCatalogue, type EarthquakeCatalogue } from './catalogue.js';
import { forecastEarthquake, type EarthquakeForecast } from './forecast.js';
import { EARTHQUAKE_MODEL } from './model-configuration.js';
import { earthquakeSentences, layerTitles } from './sentences.js';

/** The intensities of the answer's hazard curve (forecast.hazardCurve): MMI V to IX. */
const HAZARD_CURVE_LEVELS = [5, 6, 7, 8, 9] as const;

/**
 * The map feature of the catalogue's event at `index`, made once and deep-frozen, kept with the payload's preparation
 * (catalogue.ts): the places of a cell share the catalogue, so a new place's layer reuses their features and the response
 * serialiser copies their kept JSON instead of writing 300 features again (same JSON).
 */
function quakeFeature(made: Map<number, object>, catalogue: EarthquakeCatalogue, index: number): object {
  let feature = made.get(index);
  if (!feature) {
    const q = catalogue.events[index]!;
    feature = deepFreeze(
      {
        type: 'Feature',
        id: q.id,
        geometry: { type: 'Point', coordinates: [q.lng, q.lat] },
        properties: { magnitude: q.magnitude, time: q.time, place: q.place, url: q.url, depthKm: q.depthKm },
      },
      { parts: true },
    );
    made.set(index, feature);
  }
  return feature;
}

function layers(f: EarthquakeForecast, ctx: ModelContext, catalogue: EarthquakeCatalogue): ModelLayer[] {
  const c = EARTHQUAKE_MODEL;
  const titles = layerTitles(catalogue.query);
  const made = preparedCatalogue(catalogue.events).features;
  const strongest = [...f.seismicity.allEvents].sort((a, b) => b.magnitude - a.magnitude).slice(0, 300);
  return [
    {
      id: 'usgs-earthquakes',
      title: titles.events,
      source: USGS_VERIFIER,
      kind: 'events',
      data: {
        type: 'FeatureCollection',
        features: strongest.map(({ index }) => quakeFeature(made, catalogue, index)),
      },
    },
    radiusLayer('earthquake', ctx.place, c.companion.radiusKm, titles.radius),
  ];
}

/** The chance (0-100) of at least MMI V..IX in the window, to four significant digits. */
export function hazardCurve(f: EarthquakeForecast): HazardCurvePoint[] {
  return HAZARD_CURVE_LEVELS.map((intensity) => ({
    intensity,
    probability: Number((f.shaking.curve.probability[intensity] * 100).toPrecision(4)),
  }));
}

/**
 * A year or more: the chance of MMI VI+ in one year at the window's mean annual rate of such shaking (the expected
 * exceedances over the window, sequences under way included, divided by its years; docs/risk-scale.md "Windows" rule 4).
 */
function perYear(f: EarthquakeForecast, window: ModelContext['window']): { probabilityPerYear?: number } {
  const years = (window.end.getTime() - window.start.getTime()) / (365.25 * 86_400_000);
  if (!(years >= 1 - 1e-9)) return {};
  return { probabilityPerYear: -Math.expm1(-f.shaking.curve.expected[6] / years) * 100 };
}

export function earthquakeModel(catalogue: EarthquakeCatalogue, ctx: ModelContext): ModelResult<EarthquakeEvent> {
  const c = EARTHQUAKE_MODEL;
  const { place, window } = ctx;
  const f = forecastEarthquake(catalogue, place, window, ctx.now);
  const words = earthquakeSentences(f, ctx, catalogue.query);
  const windowStart = window.start.toISOString();
  const windowEnd = window.end.toISOString();
  const center = { lat: place.lat, lng: place.lng };
  return {
    hazard: 'earthquake',
    probability: f.shaking.strong * 100,
    ...perYear(f, window),
    severity: f.shaking.severity,
    event: {
      hazard: 'earthquake',
      description: words.event,
      radiusKm: c.companion.radiusKm,
      windowStart,
      windowEnd,
      minIntensity: 6,
      intensityScale: 'MMI',
      center,
    },
    companion: {
      event: {
        hazard: 'earthquake',
        description: words.companion,
        radiusKm: c.companion.radiusKm,
        windowStart,
        windowEnd,
        minMagnitude: c.companion.minMagnitude,
        center,
        verifiedBy: USGS_VERIFIER,
      },
      probability: f.companion.probability * 100,
    },
    drivers: words.drivers,
    hazardCurve: hazardCurve(f),
    layers: layers(f, ctx, catalogue),
    // Catalogue rates at every horizon (no live forecast system behind them); confidence comes from the
    // hindcast's measured reliability per horizon (measurements.ts).
    extrapolation: 1,
  };
}
