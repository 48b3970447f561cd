// Conflict's source calls: ViEWS's newest run, then at once the country's months in it, the forecasts of the PRIO-GRID
// cells around the place (all their pages at once) and ReliefWeb's reports as context.
import { msg } from '../../i18n/message.js';
import { said } from '../../sources/reason.js';
import { viewsCellForecast } from '../../sources/views/client.js';
import { viewsCountryOf } from '../../sources/views/countries.js';
import { cellsWithin } from '../../sources/views/priogrid.js';
import { notCovered, reliefwebContext } from '../humanitarian-context.js';
import type { HazardRunner } from '../types.js';
import { LOCAL_RADIUS_KM } from './local.js';
import type { ConflictObservations } from './model.js';

/** ReliefWeb themes of conflict reports (its theme vocabulary). */
export const CONFLICT_THEMES = ['Peacekeeping and Peacebuilding', 'Safety and Security'] as const;

/**
 * A place without a country (open sea) has nothing to ask. A country ViEWS does not forecast (it covers the
 * Gleditsch-Ward states) is `not_covered`: unavailable, with the reason in the answer's sources. The cells' call is
 * part of the answer only when ViEWS has forecasts for them: outside its grid (Africa and the Middle East) the empty
 * answer is said in the drivers, and a failed cells call lowers no confidence (the country's forecast stands).
 */
export const conflictRunner: HazardRunner<ConflictObservations> = async (ev) => {
  const { context: ctx, sources: clients } = ev;
  const country = viewsCountryOf(ctx.place.countryCode);
  if (!country) return { outcomes: [], observations: null };
  const contextCall = reliefwebContext(clients, country.recordedAs ? 'pse' : country.iso3.toLowerCase(), CONFLICT_THEMES, ctx.now);
  const runs = await clients.views.latestRun();
  if (!runs.ok) {
    await contextCall;
    return { outcomes: [runs], observations: null };
  }
  const run = runs.data.latest;
  const gids = cellsWithin(ctx.place.lat, ctx.place.lng, LOCAL_RADIUS_KM).map((c) => c.gid);
  const [months, cells, context] = await Promise.all([
    clients.views.countryMonths(run, country.iso3),
    viewsCellForecast(clients.views, run, gids),
    contextCall,
  ]);
  if (!months.ok) return { outcomes: [runs, months], observations: null };
  if (months.data.months.length === 0) {
    const reason = said(msg('sources.viewsNotCovered', { run, country: ctx.place.country, iso3: country.iso3 }));
    return { outcomes: [runs, notCovered('views', reason, months)], observations: null };
  }
  const cellRows = cells.ok && cells.data.months.length > 0 ? cells.data : null;
  return {
    outcomes: cellRows ? [runs, months, cells] : [runs, months],
    observations: {
      forecast: months.data,
      cells: cellRows,
      noCells: cellRows ? null : cells.ok ? 'outside' : 'failed',
      cellsUrl: cells.ok ? cells.data.url : '',
      viewsCountry: country,
      dataYear: runs.data.dataYear,
      dataMonth: runs.data.dataMonth,
      context,
    },
  };
};
