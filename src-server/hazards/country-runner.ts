// The runner of the ReliefWeb country hazards (conflict, food insecurity): their IO half, the models stay pure.
import { DAY_MS, YEAR_MS } from '../shared/clock.js';
import { iso3FromIso2 } from '../shared/country.js';
import { lookbackDays, type CountryModelParams, type CountrySignals } from './country-hazard.js';
import type { HazardRunner } from './types.js';

/**
 * Two ReliefWeb calls per hazard: themed reports for the country over the look-back, and its disasters
 * (recent or still ongoing). Both must answer: a missing half would read as "no crisis", which is invented.
 * A place without a country (open sea) has nothing to ask, so the hazard is unavailable there.
 */
export function countryRunner(params: CountryModelParams): HazardRunner<CountrySignals> {
  return async (ev) => {
    const { context: ctx, sources: clients } = ev;
    const iso3 = iso3FromIso2(ctx.place.countryCode);
    if (!iso3) return { outcomes: [], observations: null };
    const reportsFrom = new Date(ctx.now.getTime() - lookbackDays(ctx.horizon) * DAY_MS);
    const [reports, disasters] = await Promise.all([
      clients.reliefweb.reports({ iso3, themes: params.themes, from: reportsFrom, to: ctx.now, limit: 10 }),
      clients.reliefweb.disasters({
        iso3,
        types: params.disasterTypes,
        from: new Date(ctx.now.getTime() - params.disasterLookbackYears * YEAR_MS),
        limit: 100,
      }),
    ]);
    const observations = reports.ok && disasters.ok ? { reports: reports.data, reportsFrom, disasters: disasters.data.items, iso3 } : null;
    return { outcomes: [reports, disasters], observations };
  };
}
