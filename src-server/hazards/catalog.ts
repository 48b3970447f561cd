// The built-in hazards' pure facts (id, display words, extra spellings, event schema): what the API contracts and
// the dashboard need without pulling in models or source clients. Each hazard's definition.ts spreads its entry;
// registry.ts lists the definitions (a test checks both lists agree).
import { airQualityEventSchema } from './air-quality/event.js';
import { conflictEventSchema } from './conflict/event.js';
import { droughtEventSchema } from './drought/event.js';
import { earthquakeEventSchema } from './earthquake/event.js';
import { floodEventSchema } from './flood/event.js';
import { foodInsecurityEventSchema } from './food-insecurity/event.js';
import { heatEventSchema } from './heat/event.js';
import { stormEventSchema } from './storm/event.js';
import { wildfireEventSchema } from './wildfire/event.js';

export const HAZARD_CATALOG = {
  earthquake: { id: 'earthquake', label: 'Earthquake', aliases: [], event: earthquakeEventSchema },
  flood: { id: 'flood', label: 'Flood', aliases: [], event: floodEventSchema },
  wildfire: { id: 'wildfire', label: 'Wildfire', aliases: ['fire'], event: wildfireEventSchema },
  heat: { id: 'heat', label: 'Heat', aliases: [], event: heatEventSchema },
  storm: { id: 'storm', label: 'Storm', aliases: [], event: stormEventSchema },
  'air-quality': { id: 'air-quality', label: 'Air quality', aliases: [], event: airQualityEventSchema },
  drought: { id: 'drought', label: 'Drought', aliases: [], event: droughtEventSchema },
  'food-insecurity': { id: 'food-insecurity', label: 'Food insecurity', aliases: [], event: foodInsecurityEventSchema },
  conflict: { id: 'conflict', label: 'Conflict', aliases: ['war'], event: conflictEventSchema },
} as const;

/** The interface's hazards (SERVICE-INTERFACE 4.1), in the order the API lists them. */
export const HAZARDS = [
  'earthquake',
  'flood',
  'wildfire',
  'heat',
  'storm',
  'air-quality',
  'drought',
  'food-insecurity',
  'conflict',
] as const satisfies readonly (keyof typeof HAZARD_CATALOG)[];
export type Hazard = (typeof HAZARDS)[number];

/** Display words for each hazard (the API's headlines, the badge and the dashboard). */
export const HAZARD_LABELS = Object.fromEntries(HAZARDS.map((h) => [h, HAZARD_CATALOG[h].label])) as Record<Hazard, string>;

/** The display words of any hazard id (an id the catalogue does not know is shown as is). */
export const hazardLabel = (id: string): string => (HAZARD_LABELS as Record<string, string | undefined>)[id] ?? id;

/**
 * Other spellings accepted for alert hazards: each hazard's aliases (the interface's own example is "conflict/war"),
 * and the snake_case and spaced forms of hyphenated ids that scripts often send. Echoed back in canonical form.
 */
export const HAZARD_ALIASES: Record<string, Hazard> = Object.fromEntries(
  HAZARDS.flatMap((h) => [
    ...HAZARD_CATALOG[h].aliases.map((a) => [a, h] as const),
    ...(h.includes('-') ? [[h.replaceAll('-', '_'), h] as const, [h.replaceAll('-', ' '), h] as const] : []),
  ]),
);

/** The event schemas of the built-in hazards, in HAZARDS order (the branches of `forecast.event`). */
export const BUILT_IN_EVENT_SCHEMAS = [
  earthquakeEventSchema,
  floodEventSchema,
  wildfireEventSchema,
  heatEventSchema,
  stormEventSchema,
  airQualityEventSchema,
  droughtEventSchema,
  foodInsecurityEventSchema,
  conflictEventSchema,
] as const;
