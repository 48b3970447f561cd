// Food insecurity: ReliefWeb food-and-nutrition reports, drought/locust/food-crisis disasters for the country.
import type { ReliefWebDisaster } from '../../sources/reliefweb/normalize.js';
import type { ModelContext, ModelResult } from '../types.js';
import { FOOD_WORDS } from './conflict.js';
import { countryModel, type CountryModelParams, type CountrySignals } from './country-signals.js';

/** Constants, each explained with its source in docs/methodology.md ("Food insecurity"). */
export const FOOD_INSECURITY: CountryModelParams = {
  hazard: 'food-insecurity',
  themes: ['Food and Nutrition'],
  disasterTypes: ['Complex Emergency', 'Drought', 'Insect Infestation'],
  isKind: (d: ReliefWebDisaster) => d.types.includes('Drought') || d.types.includes('Insect Infestation') || FOOD_WORDS.test(d.name),
  disasterLabel: 'drought or food crisis',
  disasterLabelPlural: 'droughts or food crises',
  minReports: 5,
  blockDays: 30,
  reportPseudoCount: 0.5,
  disasterLookbackYears: 20,
  // 49 droughts, 11 insect infestations and 3 food/drought complex emergencies among ReliefWeb's 1,000 most
  // recent disasters (Aug 2015 - Aug 2024, 9 years), ~190 countries: 63 / 1,710 country-years = 0.037.
  priorDisastersPerYear: 0.037,
  priorWeightYears: 5,
  severity: { base: 10, perDecadeOfReports: 20, ongoingDisaster: 25 },
  extrapolation: { '7d': 0.6, '30d': 0.6, '1y': 0.8, '10y': 1, '30y': 1 },
  sceneRadiusKm: 500,
};

export function foodInsecurityModel(signals: CountrySignals, ctx: ModelContext): ModelResult {
  return countryModel(signals, FOOD_INSECURITY, ctx);
}
