// The built-in hazards' pure facts (id, display words, extra spellings, event schema): what the API contracts and
// the dashboard need without pulling in models or source clients. Each hazard's definition.ts spreads its entry;
// registry.ts lists the definitions (a test checks both lists agree).
import { airQualityEventSchema } from './air-quality/event.js';
import type { ForecastEventSchema } from './event-fields.js';
import { conflictEventSchema } from './conflict/event.js';
import { droughtEventSchema } from './drought/event.js';
import { earthquakeEventSchema } from './earthquake/event.js';
import { floodEventSchema } from './flood/event.js';
import { foodInsecurityEventSchema } from './food-insecurity/event.js';
import { heatEventSchema } from './heat/event.js';
import { stormEventSchema } from './storm/event.js';
import { wildfireEventSchema } from './wildfire/event.js';

export const HAZARD_CATALOG = {
  earthquake: { id: 'earthquake', label: 'Earthquake', aliases: [], verification: 'usgs', event: earthquakeEventSchema },
  flood: { id: 'flood', label: 'Flood', aliases: [], verification: 'eonet', event: floodEventSchema },
  wildfire: { id: 'wildfire', label: 'Wildfire', aliases: ['fire'], verification: 'eonet', event: wildfireEventSchema },
  heat: { id: 'heat', label: 'Heat', aliases: [], verification: null, event: heatEventSchema },
  storm: { id: 'storm', label: 'Storm', aliases: [], verification: 'eonet', event: stormEventSchema },
  'air-quality': { id: 'air-quality', label: 'Air quality', aliases: [], verification: null, event: airQualityEventSchema },
  drought: { id: 'drought', label: 'Drought', aliases: [], verification: null, event: droughtEventSchema },
  'food-insecurity': { id: 'food-insecurity', label: 'Food insecurity', aliases: [], verification: null, event: foodInsecurityEventSchema },
  conflict: { id: 'conflict', label: 'Conflict', aliases: ['war'], verification: null, event: conflictEventSchema },
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

/** Any registered hazard's id: the nine built-in ones, or one a registry adds (tests build such registries). */
export type HazardId = string;

/** Display words for each hazard (the API's headlines, the badge and the dashboard). */
export const HAZARD_LABELS = Object.fromEntries(HAZARDS.map((h) => [h, HAZARD_CATALOG[h].label])) as Record<Hazard, string>;

/** The display words of any hazard id (an id the catalogue does not know is shown as is). */
export const hazardLabel = (id: string): string => (HAZARD_LABELS as Record<string, string | undefined>)[id] ?? id;

/**
 * Other spellings accepted for alert hazards: each hazard's aliases (the interface's own example is "conflict/war"),
 * and the snake_case and spaced forms of hyphenated ids that scripts often send. Echoed back in canonical form.
 */
export function aliasTable(entries: readonly { id: string; aliases: readonly string[] }[]): Record<string, string> {
  return Object.fromEntries(
    entries.flatMap(({ id, aliases }) => [
      ...aliases.map((a) => [a, id] as const),
      ...(id.includes('-') ? [[id.replaceAll('-', '_'), id] as const, [id.replaceAll('-', ' '), id] as const] : []),
    ]),
  );
}
export const HAZARD_ALIASES = aliasTable(HAZARDS.map((h) => HAZARD_CATALOG[h]));

/** What the API contracts need to know of a set of hazards (the built-in one, or a registry's). */
export interface HazardCatalogue {
  ids: readonly [string, ...string[]];
  /** Other spelling -> id. */
  aliases: Readonly<Record<string, string>>;
  /** One event schema per hazard, in `ids` order. */
  events: readonly [ForecastEventSchema, ...ForecastEventSchema[]];
  /** Hazards whose forecasts the track record logs and scores. */
  tracked: readonly [string, ...string[]];
}

/** The catalogue of any list of hazards; a list without a verifiable hazard has no track record, and is refused. */
export function catalogueOf(
  entries: readonly { id: string; aliases: readonly string[]; event: ForecastEventSchema; verification: string | null }[],
): HazardCatalogue {
  const [first, ...rest] = entries;
  const tracked = entries.filter((e) => e.verification !== null).map((e) => e.id);
  if (!first || tracked.length === 0) throw new Error('a hazard catalogue needs at least one hazard, and one verifiable hazard');
  return {
    ids: [first.id, ...rest.map((e) => e.id)],
    aliases: aliasTable(entries),
    events: [first.event, ...rest.map((e) => e.event)],
    tracked: [tracked[0]!, ...tracked.slice(1)],
  };
}

export const BUILT_IN_CATALOGUE = catalogueOf(HAZARDS.map((h) => HAZARD_CATALOG[h]));
