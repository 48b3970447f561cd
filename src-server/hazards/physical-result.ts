// The result every physical model (flood, storm, wildfire) assembles the same way around its own event: the EONET
// companion's link, driver and layers, the share of the window beyond the ensemble, and the bias correction's
// completeness. One home, so the three cannot drift apart in what the answer carries.
import type { ForecastEvent } from '../contracts/risk.js';
import type { Message } from '../i18n/message.js';
import { physicalCompanion, type CompanionSpec } from './physical-companion.js';
import type { HorizonGroup, PhysicalContext, PhysicalForecast, PhysicalObservations } from './physical-inputs.js';
import type { ModelContext, ModelEvent, ModelResult } from './types.js';

/** What each physical model's own part (memo-kept per cell) carries that the result reads. */
export interface PhysicalPart {
  c: { companion: CompanionSpec };
  group: HorizonGroup;
  /** The physical event's chance in the window (0-1) and its climatology's. */
  probability: number;
  pClim: number | undefined;
  /** 0-1, windows of more than a year: the event's mean chance per year over the window's years. */
  perYear?: number;
  /** The window's length in years (the companion's link reads chances per year over long windows). */
  years: number;
  /** The window's share beyond the ensemble's range (climatology only): the extrapolation of a window forecast. */
  restShare: number;
  parts: PhysicalForecast['parts'];
}

/** What the model says of the place: its event, its drivers (the companion's sentence is added last), its severity. */
export interface PhysicalOwn<E extends ForecastEvent> {
  hazard: E['hazard'] & Parameters<typeof physicalCompanion>[0];
  severity: number;
  event: ModelEvent<E>;
  drivers: Message[];
  /** The bias correction's completeness when the members were corrected and read; undefined: not stated (1). */
  completeness: number | undefined;
  /** The chance the companion is linked to, when not the physical event's (no fuel: the weather's alone). */
  companionProbability?: number;
  /** Diagnostics the place adds to the part's. */
  parts?: PhysicalForecast['parts'];
}

/** The forecast with its companion: the same fields, in the same order, for every physical hazard. */
export function physicalResult<E extends ForecastEvent>(
  obs: PhysicalObservations,
  ctx: PhysicalContext,
  phys: PhysicalPart,
  own: PhysicalOwn<E>,
): PhysicalForecast<E> {
  const { probability } = phys;
  // The link scales EONET's rate by the physical event's likelihood ratio: over a long window, the ratio of the constant
  // yearly chances that give the window's chances (the window's own near 1 over 30 years would say nothing).
  const yearly = (p: number) => (phys.group === 'long' && phys.years > 1 ? 1 - (1 - Math.min(1, Math.max(0, p))) ** (1 / phys.years) : p);
  const pCompanion = own.companionProbability ?? probability;
  const companion = physicalCompanion(
    own.hazard,
    phys.c.companion,
    { obs, ctx },
    yearly(pCompanion),
    phys.pClim === undefined ? undefined : yearly(phys.pClim),
  );
  own.drivers.push(companion.driver);
  return {
    hazard: own.hazard,
    probability: probability * 100,
    ...(phys.perYear !== undefined ? { probabilityPerYear: phys.perYear * 100 } : {}),
    severity: own.severity,
    event: own.event,
    companion: companion.companion,
    drivers: own.drivers,
    layers: companion.layers,
    extrapolation: phys.group === 'short' ? phys.restShare : 1,
    ...(own.completeness !== undefined ? { dataCompleteness: own.completeness } : {}),
    parts: { ...phys.parts, ...own.parts },
  };
}

/** A physical forecast as the registry's ModelResult (the diagnostics `parts` stay out of the API). */
export function toModelResult<E extends ForecastEvent>(
  f: { parts: unknown; companion: { event: unknown; probability: number } } & Omit<ModelResult<E>, 'companion'>,
): ModelResult<E> {
  const { parts: _parts, companion, ...rest } = f;
  return { ...rest, companion: companion as ModelResult['companion'] } as ModelResult<E>;
}

/** The registry's model of a physical forecast: with its EONET companion, or null (nothing to judge the event by). */
export function physicalModel<E extends ForecastEvent>(
  forecast: (obs: PhysicalObservations, ctx: PhysicalContext) => PhysicalForecast<E> | null,
): (obs: PhysicalObservations, ctx: ModelContext) => ModelResult<E> | null {
  return (obs, ctx) => {
    const f = forecast(obs, ctx);
    return f ? toModelResult(f) : null;
  };
}
