// What the API contracts need to know of a set of hazards (ids, extra spellings, event schemas, which are verified),
// made from the registry's definitions: the contracts take a catalogue, never a list of their own.
import type { ForecastEventSchema } from './event-fields.js';

/** What the API contracts need to know of a set of hazards (a registry's: `registry.catalogue`). */
export interface HazardCatalogue {
  ids: readonly [string, ...string[]];
  /** Other spelling -> id. */
  aliases: Readonly<Record<string, string>>;
  /** One event schema per hazard, in `ids` order. */
  events: readonly [ForecastEventSchema, ...ForecastEventSchema[]];
  /** Hazards whose forecasts the track record logs and scores. */
  tracked: readonly [string, ...string[]];
  /**
   * Hazards verified by NASA EONET: their probability of an EONET event comes through a link the track record
   * recalibrates from their resolved forecasts (science/recalibration.ts). May be empty.
   */
  recalibrated: readonly string[];
}

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
    recalibrated: entries.filter((e) => e.verification === 'eonet').map((e) => e.id),
  };
}
