// defineHazard: a hazard definition (runner + model) bound into one `run`, so the registry holds hazards of any observation type.
import type { Evaluation, HazardDefinition, HazardRun } from './types.js';

/** A registered hazard: its definition with the runner and model joined into `run`. */
export type DefinedHazard = Omit<HazardDefinition, 'runner' | 'model'> & {
  /** Calls the hazard's sources, then its model when any source it needs answered. */
  run(evaluation: Evaluation): Promise<HazardRun>;
};

export function defineHazard<Obs>(definition: HazardDefinition<Obs>): DefinedHazard {
  const { runner, model, ...rest } = definition;
  return {
    ...rest,
    async run(evaluation) {
      const { outcomes, observations } = await runner(evaluation);
      return { outcomes, result: observations === null ? null : (model(observations, evaluation.context) ?? null) };
    },
  };
}
