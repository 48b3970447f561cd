// The hazard registry: the one list of hazards (HAZARD_DEFINITIONS: a hazard is added here and in its own folder, nowhere
// else). The API enums and schemas, runners, guidance, lens weights, lead tie-breaks, prompt vocabulary, track-record
// verifiability, labels and the answers' words (each hazard's `words`) all come from the registry given to buildApp; tests build others with createRegistry([...]).
import type { DecisionLens } from '../contracts/enums.js';
import { hazardAdvice, type AdviceInput } from './advice.js';
import type { Message } from '../i18n/message.js';
import { airQualityHazard } from './air-quality/definition.js';
import { conflictHazard } from './conflict/definition.js';
import { catalogueOf, type HazardCatalogue } from './catalog.js';
import type { DefinedHazard } from './define.js';
import { droughtHazard } from './drought/definition.js';
import { earthquakeHazard } from './earthquake/definition.js';
import { floodHazard } from './flood/definition.js';
import { foodInsecurityHazard } from './food-insecurity/definition.js';
import { heatHazard } from './heat/definition.js';
import { stormHazard } from './storm/definition.js';
import { wildfireHazard } from './wildfire/definition.js';
import type { HazardWords } from './words.js';

/** The nine hazards, in the order the API lists them. */
export const HAZARD_DEFINITIONS: readonly DefinedHazard[] = [
  earthquakeHazard,
  floodHazard,
  wildfireHazard,
  heatHazard,
  stormHazard,
  airQualityHazard,
  droughtHazard,
  foodInsecurityHazard,
  conflictHazard,
];

export interface HazardRegistry {
  /** Every hazard id, in order. */
  readonly ids: readonly string[];
  /** What the API contracts need (ids, aliases, event schemas, tracked hazards): buildApp makes its schemas from it. */
  readonly catalogue: HazardCatalogue;
  readonly definitions: readonly DefinedHazard[];
  /** Hazards whose short-horizon forecasts are logged and scored (a verification source is named). */
  readonly tracked: readonly string[];
  has(id: string): boolean;
  /** The hazard's definition; throws for an id the registry does not hold (callers validate ids first). */
  get(id: string): DefinedHazard;
  label(id: string): string;
  /**
   * The chance of the hazard's event in the window in calibrated words, what the event says about the place, the advice
   * of the tier its band and severity call for at the horizon, the lens's sentence and the agencies' core advice
   * (hazards/advice.ts). Messages, rendered in the answer's language.
   */
  guidance(id: string, input: AdviceInput): Message[];
  /** The lens's exposure weight for the hazard (1 when the hazard names none). */
  exposure(id: string, lens: DecisionLens): number;
  /** Each hazard's answer words (names, guidance, model and advice sentences), in order: what the answer catalogues are built from (hazards without words are named by their label). */
  readonly words: readonly HazardWords[];
  /** Prompt words per hazard in one language (hazards without words in it are left out). */
  vocabulary(language?: string): Record<string, readonly string[]>;
}

export function createRegistry(definitions: readonly DefinedHazard[]): HazardRegistry {
  const byId = new Map<string, DefinedHazard>();
  for (const d of definitions) {
    if (byId.has(d.id)) throw new Error(`hazard ${d.id} is registered twice`);
    if (d.event.shape.hazard.value !== d.id)
      throw new Error(`hazard ${d.id}: its event schema is for ${String(d.event.shape.hazard.value)}`);
    if (d.words && d.words.hazard !== d.id) throw new Error(`hazard ${d.id}: its words are ${d.words.hazard}'s`);
    byId.set(d.id, d);
  }
  const get = (id: string): DefinedHazard => {
    const d = byId.get(id);
    if (!d) throw new Error(`unknown hazard ${id}`);
    return d;
  };
  return {
    ids: definitions.map((d) => d.id),
    catalogue: catalogueOf(definitions),
    definitions,
    tracked: definitions.filter((d) => d.verification !== null).map((d) => d.id),
    words: definitions.flatMap((d) => (d.words ? [d.words] : [])),
    has: (id) => byId.has(id),
    get,
    label: (id) => get(id).label,
    guidance: (id, input) => hazardAdvice(get(id).guidance, input),
    exposure: (id, lens) => get(id).exposure[lens] ?? 1,
    vocabulary: (language = 'en') =>
      Object.fromEntries(definitions.flatMap((d) => (d.vocabulary[language] ? [[d.id, d.vocabulary[language]!]] : []))),
  };
}

/** The registry of the nine built-in hazards. */
export const BUILT_IN_REGISTRY = createRegistry(HAZARD_DEFINITIONS);
