// Food insecurity's source calls: FEWS NET's recent classifications for the country; ReliefWeb's reports as context.
import { iso3FromIso2 } from '../../shared/country.js';
import { fewsNetClassifications } from '../../sources/fews-net/client.js';
import { notCovered, reliefwebContext } from '../humanitarian-context.js';
import type { HazardRunner } from '../types.js';
import { foodCoverage, type FoodInsecurityObservations } from './model.js';

/** ReliefWeb theme of food reports (its theme vocabulary). */
export const FOOD_THEMES = ['Food and Nutrition'] as const;

/**
 * A country FEWS NET does not monitor, a window its projections do not reach, or a 10y/30y horizon is
 * `not_covered`: unavailable, with the reason in the answer's sources (never a made-up number).
 */
export const foodInsecurityRunner: HazardRunner<FoodInsecurityObservations> = async (ev) => {
  const { context: ctx, sources: clients } = ev;
  const iso3 = iso3FromIso2(ctx.place.countryCode);
  if (!iso3) return { outcomes: [], observations: null };
  const [rows, context] = await Promise.all([
    fewsNetClassifications(clients.fewsNet, ctx.place.countryCode, ctx.now),
    reliefwebContext(clients, iso3, FOOD_THEMES, ctx.now),
  ]);
  if (!rows.ok) return { outcomes: [rows], observations: null };
  const coverage = foodCoverage(rows.data, ctx);
  if ('reason' in coverage) return { outcomes: [notCovered('fews-net', coverage, rows)], observations: null };
  return { outcomes: [rows], observations: { rows: rows.data, context } };
};
