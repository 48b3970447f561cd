// Food insecurity: ReliefWeb food-and-nutrition reports, drought/locust/food-crisis disasters for the country.
import type { ReliefWebDisaster } from '../../sources/reliefweb/normalize.js';
import { COUNTRY_DEFAULTS, countryModel, FOOD_WORDS, type CountryModelParams, type CountrySignals } from '../country-hazard.js';
import type { ModelContext } from '../types.js';

/** Constants, each explained with its source in docs/methodology.md ("Food insecurity"). */
export const FOOD_INSECURITY: CountryModelParams = {
  ...COUNTRY_DEFAULTS,
  hazard: 'food-insecurity',
  themes: ['Food and Nutrition'],
  isKind: (d: ReliefWebDisaster) => d.types.includes('Drought') || d.types.includes('Insect Infestation') || FOOD_WORDS.test(d.name),
  disasterLabel: 'drought or food crisis',
  disasterLabelPlural: 'droughts or food crises',
  // 49 droughts, 11 insect infestations and 3 food/drought complex emergencies among ReliefWeb's 1,000 most
  // recent disasters (Aug 2015 - Aug 2024, 9 years), ~190 countries: 63 / 1,710 country-years = 0.037.
  priorDisastersPerYear: 0.037,
  measures: 'Humanitarian reporting on food and nutrition',
  // Risk scale (docs/api-decisions.md, IPC phase anchors): a listed drought or food crisis implies IPC Phase 3
  // ("Crisis", 60) in affected areas, the phase at which the IPC calls for urgent action; reports alone, Phase 2
  // ("Stressed", 40).
  severity: { ongoingDisaster: 60, reportsOnly: 40 },
};

export function foodInsecurityModel(signals: CountrySignals, ctx: ModelContext): ReturnType<typeof countryModel> {
  return countryModel(signals, FOOD_INSECURITY, ctx);
}
