// Conflict: ReliefWeb conflict-themed reports and complex emergencies for the country (docs/methodology.md).
import type { ReliefWebDisaster } from '../../sources/reliefweb/normalize.js';
import type { ModelContext, ModelResult } from '../types.js';
import { countryModel, type CountryModelParams, type CountrySignals } from './country-signals.js';

/** Disaster names that make a complex emergency a food crisis rather than a conflict one. */
export const FOOD_WORDS = /food|hunger|famine|nutrition|drought|locust/i;

/** Constants, each explained with its source in docs/methodology.md ("Conflict"). */
export const CONFLICT: CountryModelParams = {
  hazard: 'conflict',
  themes: ['Peacekeeping and Peacebuilding', 'Safety and Security'],
  disasterTypes: ['Complex Emergency', 'Drought', 'Insect Infestation'],
  isKind: (d: ReliefWebDisaster) => d.types.includes('Complex Emergency') && !FOOD_WORDS.test(d.name),
  disasterLabel: 'complex emergency',
  disasterLabelPlural: 'complex emergencies',
  minReports: 5,
  blockDays: 30,
  reportPseudoCount: 0.5,
  disasterLookbackYears: 20,
  // ReliefWeb rarely files wars as disasters: among its 1,000 most recent disasters (Aug 2015 - Aug 2024,
  // 9 years, ~190 countries) two are conflict crises (Iraq: Mosul Crisis; Bangladesh: Rohingya Refugee
  // Crisis): 2 / 1,710 country-years = 0.0012.
  priorDisastersPerYear: 0.0012,
  priorWeightYears: 5,
  severity: { base: 10, perDecadeOfReports: 20, ongoingDisaster: 25 },
  extrapolation: { '7d': 0.6, '30d': 0.6, '1y': 0.8, '10y': 1, '30y': 1 },
  sceneRadiusKm: 500,
};

/** Reports look back 90 days for weeks-ahead horizons, a year for longer ones. */
export const lookbackDays = (horizon: ModelContext['horizon']): number => (horizon === '7d' || horizon === '30d' ? 90 : 365);

export function conflictModel(signals: CountrySignals, ctx: ModelContext): ModelResult {
  return countryModel(signals, CONFLICT, ctx);
}
