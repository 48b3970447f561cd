// Conflict: ReliefWeb conflict-themed reports and complex emergencies for the country (docs/methodology.md).
import type { ReliefWebDisaster } from '../../sources/reliefweb/normalize.js';
import { COUNTRY_DEFAULTS, countryModel, FOOD_WORDS, type CountryModelParams, type CountrySignals } from '../country-hazard.js';
import type { ModelContext } from '../types.js';

/** Constants, each explained with its source in docs/methodology.md ("Conflict"). */
export const CONFLICT: CountryModelParams = {
  ...COUNTRY_DEFAULTS,
  hazard: 'conflict',
  themes: ['Peacekeeping and Peacebuilding', 'Safety and Security'],
  isKind: (d: ReliefWebDisaster) => d.types.includes('Complex Emergency') && !FOOD_WORDS.test(d.name),
  disasterLabel: 'complex emergency',
  disasterLabelPlural: 'complex emergencies',
  // ReliefWeb rarely files wars as disasters: among its 1,000 most recent disasters (Aug 2015 - Aug 2024,
  // 9 years, ~190 countries) two are conflict crises (Iraq: Mosul Crisis; Bangladesh: Rohingya Refugee
  // Crisis): 2 / 1,710 country-years = 0.0012.
  priorDisastersPerYear: 0.0012,
  measures: 'Humanitarian reporting on conflict',
  // Risk scale (docs/api-decisions.md): an ongoing complex emergency is at least the UCDP "minor armed conflict"
  // anchor (50, about a month of disruption); reports alone, the 20 anchor (a day: unrest, closures).
  severity: { ongoingDisaster: 50, reportsOnly: 20 },
};

export function conflictModel(signals: CountrySignals, ctx: ModelContext): ReturnType<typeof countryModel> {
  return countryModel(signals, CONFLICT, ctx);
}
