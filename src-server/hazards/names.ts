// The built-in hazards' ids, display words and extra spellings, and which public feed verifies each: plain data with
// no imports, so the dashboard names hazards without bundling zod. catalog.ts adds each hazard's event schema to
// its entry here (and each definition.ts spreads that); registry.ts lists the definitions (a test checks they agree).

export const HAZARD_NAMES = {
  earthquake: { id: 'earthquake', label: 'Earthquake', aliases: [], verification: 'usgs' },
  flood: { id: 'flood', label: 'Flood', aliases: [], verification: 'eonet' },
  wildfire: { id: 'wildfire', label: 'Wildfire', aliases: ['fire'], verification: 'eonet' },
  heat: { id: 'heat', label: 'Heat', aliases: [], verification: null },
  storm: { id: 'storm', label: 'Storm', aliases: [], verification: 'eonet' },
  'air-quality': { id: 'air-quality', label: 'Air quality', aliases: [], verification: null },
  drought: { id: 'drought', label: 'Drought', aliases: [], verification: null },
  'food-insecurity': { id: 'food-insecurity', label: 'Food insecurity', aliases: [], verification: null },
  conflict: { id: 'conflict', label: 'Conflict', aliases: ['war'], verification: null },
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
] as const satisfies readonly (keyof typeof HAZARD_NAMES)[];
export type Hazard = (typeof HAZARDS)[number];

/** Any registered hazard's id: the nine built-in ones, or one a registry adds (tests build such registries). */
export type HazardId = string;

/** Display words for each hazard (the API's headlines, the badge and the dashboard). */
export const HAZARD_LABELS = Object.fromEntries(HAZARDS.map((h) => [h, HAZARD_NAMES[h].label])) as Record<Hazard, string>;

/** The display words of any hazard id (an id the catalogue does not know is shown as is). */
export const hazardLabel = (id: string): string => (HAZARD_LABELS as Record<string, string | undefined>)[id] ?? id;

/** The built-in hazards a public feed verifies: the ones the track record logs and scores. */
export type TrackedHazard = { [H in Hazard]: (typeof HAZARD_NAMES)[H]['verification'] extends null ? never : H }[Hazard];
export const TRACKED_HAZARDS: readonly TrackedHazard[] = HAZARDS.filter((h): h is TrackedHazard => HAZARD_NAMES[h].verification !== null);

/**
 * Other spellings accepted for alert hazards: each hazard's aliases (the interface's own example is "conflict/war"),
 * and the snake_case and spaced forms of hyphenated ids that scripts often send. Echoed back in canonical form.
 */
export function aliasTable(entries: readonly { id: string; aliases: readonly string[] }[]): Record<string, string> {
  // Without a prototype: a caller's "__proto__" or "constructor" is looked up in it and must find nothing.
  return Object.assign(
    Object.create(null) as Record<string, string>,
    Object.fromEntries(
      entries.flatMap(({ id, aliases }) => [
        ...aliases.map((a) => [a, id] as const),
        ...(id.includes('-') ? [[id.replaceAll('-', '_'), id] as const, [id.replaceAll('-', ' '), id] as const] : []),
      ]),
    ),
  );
}
export const HAZARD_ALIASES = aliasTable(HAZARDS.map((h) => HAZARD_NAMES[h]));
