// The built-in hazards' pure facts (id, display words, extra spellings, event schema): what the API contracts need
// without pulling in models or source clients. The words come from names.ts (zod-free, which the dashboard imports);
// each hazard's definition.ts spreads its entry here; registry.ts lists the definitions (a test checks they agree).
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
import { aliasTable, HAZARD_NAMES, HAZARDS, type Hazard } from './names.js';

// Each entry: the hazard's words from names.ts plus its event schema.
export const HAZARD_CATALOG = {
  earthquake: { ...HAZARD_NAMES.earthquake, event: earthquakeEventSchema },
  flood: { ...HAZARD_NAMES.flood, event: floodEventSchema },
  wildfire: { ...HAZARD_NAMES.wildfire, event: wildfireEventSchema },
  heat: { ...HAZARD_NAMES.heat, event: heatEventSchema },
  storm: { ...HAZARD_NAMES.storm, event: stormEventSchema },
  'air-quality': { ...HAZARD_NAMES['air-quality'], event: airQualityEventSchema },
  drought: { ...HAZARD_NAMES.drought, event: droughtEventSchema },
  'food-insecurity': { ...HAZARD_NAMES['food-insecurity'], event: foodInsecurityEventSchema },
  conflict: { ...HAZARD_NAMES.conflict, event: conflictEventSchema },
} as const satisfies Record<Hazard, unknown>;

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
