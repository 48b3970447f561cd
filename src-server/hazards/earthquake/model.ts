// Earthquake model: strong shaking at the place (MMI VI+) over the window from the smoothed, declustered USGS
// catalogue and the sequences under way (forecast.ts), with the verifiable companion "at least one M >= 5
// within 150 km" that the track record logs. Drivers say it in words: "1 in 3 chance of strong shaking...".
import { DAY_MS } from '../../shared/clock.js';
import type { HazardCurvePoint, SceneLayer } from '../../contracts/risk.js';
import { deepFreeze } from '../../shared/freeze.js';
import { circlePolygon } from '../../shared/geo.js';
import { USGS_VERIFIER } from '../event-fields.js';
import type { ModelContext, ModelResult } from '../types.js';
import { windowDays } from '../window.js';
import type { EarthquakeEvent } from './event.js';
import { EARTHQUAKE_MODEL, forecastEarthquake, type EarthquakeCatalogue, type EarthquakeForecast } from './forecast.js';
import { disruptionDaysGivenStrongShaking } from './site-shaking.js';

/** The intensities of the answer's hazard curve (forecast.hazardCurve): MMI V to IX. */
const HAZARD_CURVE_LEVELS = [5, 6, 7, 8, 9] as const;

/** "1 in 3", "9 in 10", "almost certain": odds a reader can picture, always with the percentage. */
export function oddsInWords(p: number): string {
  const pct = p * 100;
  const shown = pct >= 10 ? `${Math.round(pct)}%` : pct >= 1 ? `${pct.toFixed(1)}%` : pct >= 0.01 ? `${pct.toFixed(2)}%` : '<0.01%';
  if (!(p > 0)) return 'no measurable chance (0%)';
  if (p >= 0.95) return `almost certain (${shown})`;
  if (p >= 0.5) return `${Math.round(p * 10)} in 10 (${shown})`;
  const n = 1 / p;
  const rounded = n < 20 ? Math.round(n) : n < 200 ? Math.round(n / 5) * 5 : n < 2000 ? Math.round(n / 50) * 50 : Math.round(n / 500) * 500;
  return `1 in ${thousands(rounded)} (${shown})`;
}

/** An integer with en-US thousands separators, as toLocaleString('en-US') writes it (which costs ~50 µs a call). */
function thousands(n: number): string {
  return Number.isSafeInteger(n) && n >= 0 ? String(n).replace(/\B(?=(\d{3})+$)/g, ',') : n.toLocaleString('en-US');
}

/** "in the next 30 days", "in the next 10 years", or the dates of a calendar window. */
export function windowInWords(window: { start: Date; end: Date }, now: Date): string {
  const days = windowDays(window);
  if (Math.abs(window.start.getTime() - now.getTime()) > DAY_MS) return `between ${window.start.toISOString().slice(0, 10)} and ${window.end.toISOString().slice(0, 10)}`;
  if (days >= 360) {
    const years = Math.round(days / 365.25);
    return `in the next ${years} year${years === 1 ? '' : 's'}`;
  }
  const d = Math.round(days);
  return `in the next ${d} day${d === 1 ? '' : 's'}`;
}

const fmtRate = (r: number) => (r >= 10 ? r.toFixed(0) : r >= 0.1 ? r.toFixed(2) : r >= 0.001 ? r.toFixed(3) : r.toExponential(1));

/** Every sentence the earthquake model says: the event's and the companion's descriptions and the drivers. */
export interface EarthquakeSentences {
  event: string;
  companion: string;
  drivers: string[];
}

/**
 * Every sentence of the earthquake model, built in this one function (so they can become translatable messages in
 * one place): the event and companion descriptions, and the drivers in words, e.g. "1 in 3 (36%) chance of strong
 * shaking (MMI VI or more) at Tokyo in the next 10 years".
 */
export function earthquakeSentences(f: EarthquakeForecast, ctx: ModelContext, query: EarthquakeCatalogue['query']): EarthquakeSentences {
  const c = EARTHQUAKE_MODEL;
  const s = f.seismicity;
  const name = ctx.place.name;
  const when = windowInWords(ctx.window, ctx.now);
  const m5 = `M${c.companion.minMagnitude.toFixed(1)}+`;
  const out = [
    `${oddsInWords(f.shaking.strong)} chance of strong shaking (MMI VI or more) at ${name} ${when}; ${oddsInWords(f.shaking.severe)} of severe shaking (MMI VIII or more).`,
    `${oddsInWords(f.companion.probability)} chance of at least one ${m5} earthquake within ${c.companion.radiusKm} km ${when}: the event the USGS catalogue decides, which the track record scores.`,
  ];
  const complete = s.events.length;
  const mc = s.completeness.at(-1)?.mc ?? query.minMagnitude;
  const since = query.start.getUTCFullYear();
  out.push(
    complete > 0
      ? `In the long run about ${fmtRate(s.companionRatePerYear)} ${m5} earthquakes a year within ${c.companion.radiusKm} km: ${s.allEvents.length} USGS events M${query.minMagnitude}+ within ${query.radiusKm} km since ${since} (complete from M${mc.toFixed(1)}; ${s.sources.length} once aftershocks are set aside), smoothed over their neighbours, b-value ${s.bValue.b.toFixed(2)}${s.bValue.method === 'global' ? ' (global: too few events for a local estimate)' : ''}.`
      : `No USGS earthquakes of M${query.minMagnitude}+ within ${query.radiusKm} km since ${since}: the rate is the background of quiet regions, about ${fmtRate(s.companionRatePerYear)} ${m5} a year within ${c.companion.radiusKm} km.`,
  );
  const large = f.shaking.large;
  out.push(
    large.sources > 0
      ? `Large earthquakes (M${large.minMagnitude.toFixed(1)}+) from the ISC-GEM catalogue since 1904 and USGS since 2017: ${large.events} within ${query.radiusKm} km (${large.sources} once aftershocks are set aside), about ${fmtRate(large.ratePerYear)} a year, b-value ${large.b.toFixed(2)}${large.largest ? `; the largest M${large.largest.magnitude.toFixed(1)} in ${large.largest.year}, ${Math.round(large.largest.rKm)} km away` : ''}.`
      : `No M${large.minMagnitude.toFixed(1)}+ earthquake within ${query.radiusKm} km in the ISC-GEM catalogue since 1904 nor in USGS's since 2017.`,
  );
  if (large.interfaceSources > 0) out.push(`${large.interfaceSources} of those ${large.sources} lie on the subduction interface (USGS Slab2 geometry): their shaking comes from the subduction ground-motion model, on rupture planes along the slab.`);
  const faults = f.shaking.faults;
  if (faults.nearest) {
    out.push(
      `Mapped active faults with a slip rate within ${query.radiusKm} km: ${faults.sections} sections, about ${fmtRate(faults.ratePerYear)} M${large.minMagnitude.toFixed(1)}+ earthquakes a year between them; the nearest${faults.nearest.name ? `, ${faults.nearest.name},` : ''} ${Math.round(faults.nearest.distanceKm)} km away, slips about ${faults.nearest.slipRateMmYr} mm a year, and the section alone can host up to M${faults.nearest.mMax.toFixed(1)}.`,
    );
  }
  const lead = f.companion.leadingSequence;
  if (lead && lead.probability >= Math.max(0.005, 0.1 * f.companion.probability)) {
    const m = lead.mainshock;
    out.push(
      `Aftershocks of the M${m.magnitude.toFixed(1)} of ${m.quake.time.slice(0, 10)}${m.quake.place ? ` (${m.quake.place})` : ''}, ${Math.round(m.rKm)} km away, give ${oddsInWords(lead.probability)} of an ${m5} within ${c.companion.radiusKm} km ${when} (${c.shortTerm === 'etas' ? 'ETAS triggering by the mainshock and every aftershock so far, fitted on the global catalogue' : c.shortTerm === 'etas-regimes' ? 'ETAS triggering by the mainshock and every aftershock so far, fitted on the global catalogue per tectonic regime' : 'Reasenberg & Jones with Page et al. 2016 parameters, updated on the sequence so far'}).`,
    );
  }
  const p = f.shaking.curve.probability;
  if (p[6] > 0) {
    const damaging = Math.min(1, f.shaking.curve.expected[7] / f.shaking.curve.expected[6]);
    out.push(
      `If strong shaking comes, about ${Math.round(damaging * 100)}% of it would reach MMI VII or more (damage to ordinary buildings): about ${fmtRate(disruptionDaysGivenStrongShaking(f.shaking.curve))} days of disruption expected (severity ${Math.round(f.shaking.severity)}/100).`,
    );
  }
  const largest = s.allEvents.reduce<(typeof s.allEvents)[number] | undefined>((best, e) => (!best || e.magnitude > best.magnitude ? e : best), undefined);
  if (largest) out.push(`Largest within ${query.radiusKm} km since ${since}: M${largest.magnitude.toFixed(1)} on ${largest.quake.time.slice(0, 10)}, ${Math.round(largest.rKm)} km away${largest.quake.place ? ` (${largest.quake.place})` : ''}.`);
  return {
    event: `Shaking from an earthquake of Modified Mercalli intensity VI ("strong": felt by all, slight damage) or more at ${name}`,
    companion: `At least one ${m5} earthquake with its epicentre within ${c.companion.radiusKm} km of ${name}`,
    drivers: out,
  };
}

type Quake = EarthquakeForecast['seismicity']['allEvents'][number]['quake'];
/**
 * Each catalogue earthquake's map feature, made once and deep-frozen: the places of a cell share the catalogue's
 * quakes, so a new place's layer reuses their features and the response serialiser copies their kept JSON instead
 * of writing 300 features again (same JSON).
 */
const featureOfQuake = new WeakMap<Quake, object>();
function quakeFeature(q: Quake): object {
  let feature = featureOfQuake.get(q);
  if (!feature) {
    feature = deepFreeze(
      {
        type: 'Feature',
        id: q.id,
        geometry: { type: 'Point', coordinates: [q.lng, q.lat] },
        properties: { magnitude: q.magnitude, time: q.time, place: q.place, url: q.url, depthKm: q.depthKm },
      },
      { parts: true },
    );
    featureOfQuake.set(q, feature);
  }
  return feature;
}

function layers(f: EarthquakeForecast, ctx: ModelContext, query: EarthquakeCatalogue['query']): SceneLayer[] {
  const c = EARTHQUAKE_MODEL;
  const strongest = [...f.seismicity.allEvents].sort((a, b) => b.magnitude - a.magnitude).slice(0, 300);
  return [
    {
      id: 'usgs-earthquakes',
      title: `Earthquakes M${query.minMagnitude}+ within ${query.radiusKm} km since ${query.start.getUTCFullYear()}`,
      source: USGS_VERIFIER,
      kind: 'events',
      data: {
        type: 'FeatureCollection',
        features: strongest.map(({ quake }) => quakeFeature(quake)),
      },
    },
    {
      id: 'earthquake-radius',
      title: `Verifiable event radius (${c.companion.radiusKm} km)`,
      source: 'Hazardcast',
      kind: 'radius',
      data: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Polygon', coordinates: [circlePolygon(ctx.place.lat, ctx.place.lng, c.companion.radiusKm)] },
            properties: { radiusKm: c.companion.radiusKm, hazard: 'earthquake' },
          },
        ],
      },
    },
  ];
}

/** The chance (0-100) of at least MMI V..IX in the window, to four significant digits. */
export function hazardCurve(f: EarthquakeForecast): HazardCurvePoint[] {
  return HAZARD_CURVE_LEVELS.map((intensity) => ({ intensity, probability: Number((f.shaking.curve.probability[intensity] * 100).toPrecision(4)) }));
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
    layers: layers(f, ctx, catalogue.query),
    // Catalogue rates at every horizon (no live forecast system behind them); confidence comes from the
    // hindcast's measured reliability per horizon (measurements.ts).
    extrapolation: 1,
  };
}
