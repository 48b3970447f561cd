// Conflict's source calls: ViEWS's newest run, then the country's months in it; ReliefWeb's reports as context.
import { msg } from '../../i18n/message.js';
import { iso3FromIso2 } from '../../shared/country.js';
import { said } from '../../sources/reason.js';
import { notCovered, reliefwebContext } from '../humanitarian-context.js';
import type { HazardRunner } from '../types.js';
import type { ConflictObservations } from './model.js';

/** ReliefWeb themes of conflict reports (its theme vocabulary). */
export const CONFLICT_THEMES = ['Peacekeeping and Peacebuilding', 'Safety and Security'] as const;

/**
 * A place without a country (open sea) has nothing to ask. A country ViEWS does not forecast (it covers the
 * Gleditsch-Ward states) is `not_covered`: unavailable, with the reason in the answer's sources.
 */
export const conflictRunner: HazardRunner<ConflictObservations> = async (ev) => {
  const { context: ctx, sources: clients } = ev;
  const iso3 = iso3FromIso2(ctx.place.countryCode);
  if (!iso3) return { outcomes: [], observations: null };
  const contextCall = reliefwebContext(clients, iso3, CONFLICT_THEMES, ctx.now);
  const runs = await clients.views.latestRun();
  if (!runs.ok) {
    await contextCall;
    return { outcomes: [runs], observations: null };
  }
  const [months, context] = await Promise.all([clients.views.countryMonths(runs.data.latest, iso3), contextCall]);
  if (!months.ok) return { outcomes: [runs, months], observations: null };
  if (months.data.months.length === 0) {
    const reason = said(msg('sources.viewsNotCovered', { run: runs.data.latest, country: ctx.place.country, iso3: iso3.toUpperCase() }));
    return { outcomes: [runs, notCovered('views', reason, months)], observations: null };
  }
  return {
    outcomes: [runs, months],
    observations: {
      forecast: months.data,
      dataYear: runs.data.dataYear,
      dataMonth: runs.data.dataMonth,
      country: ctx.place.country,
      context,
    },
  };
};
