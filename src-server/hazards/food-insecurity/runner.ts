// Food insecurity's source calls: FEWS NET's classifications of the country's last rounds (every page, at once), then
// the outlines of the units of its newest round (kept per round) to find the one containing the place, then that unit's
// classifications since 2009; ReliefWeb's reports as context beside them.
import { day, msg } from '../../i18n/message.js';
import { iso3FromIso2 } from '../../shared/country.js';
import { said } from '../../sources/reason.js';
import { fewsNetCountryRows, fewsNetUnitRows } from '../../sources/fews-net/client.js';
import { notCovered, reliefwebContext } from '../humanitarian-context.js';
import type { HazardRunner } from '../types.js';
import { unitAt } from './area.js';
import { cannotMeasure, type FoodInsecurityObservations } from './model.js';

/** ReliefWeb theme of food reports (its theme vocabulary). */
export const FOOD_THEMES = ['Food and Nutrition'] as const;

/** Units FEWS NET draws as points, not areas: no place lies "in" them. */
const POINT_UNITS = new Set(['idp_camp', 'market', 'refugee_camp']);

/**
 * A country FEWS NET does not classify, a place in none of the units of its newest round, or a country whose rounds
 * hold no projection with a later classification (nothing to measure the projections on) is `not_covered`:
 * unavailable, with the reason in the answer's sources (never another unit's phase, never a made-up number).
 */
export const foodInsecurityRunner: HazardRunner<FoodInsecurityObservations> = async (ev) => {
  const { context: ctx, sources: clients } = ev;
  const iso3 = iso3FromIso2(ctx.place.countryCode);
  if (!iso3) return { outcomes: [], observations: null };
  const [country, context] = await Promise.all([
    fewsNetCountryRows(clients.fewsNet, ctx.place.countryCode, ctx.now),
    reliefwebContext(clients, iso3, FOOD_THEMES, ctx.now),
  ]);
  if (!country.ok) return { outcomes: [country], observations: null };
  if (country.data.rows.length === 0) {
    return {
      outcomes: [notCovered('fews-net', said(msg('sources.fewsNetNoCountry', { country: ctx.place.country })), country)],
      observations: null,
    };
  }
  const round = country.data.rows.reduce((d, r) => (r.reportingDate > d ? r.reportingDate : d), '');
  const inRound = country.data.rows.filter((r) => r.reportingDate === round);
  const types = [...new Set(inRound.map((r) => r.unitType).filter((t) => t && !POINT_UNITS.has(t)))];
  const shapes = await clients.fewsNet.unitShapes(ctx.place.countryCode, types, round);
  if (!shapes.ok) return { outcomes: [country, shapes], observations: null };
  const unit = unitAt(shapes.data, new Set(inRound.map((r) => r.fnid)), ctx.place.lat, ctx.place.lng);
  if (!unit) {
    const reason = said(
      msg('sources.fewsNetNoUnit', {
        place: ctx.place.city ?? ctx.place.name,
        country: ctx.place.country,
        round: day(round),
        units: new Set(inRound.map((r) => r.fnid)).size,
      }),
    );
    return { outcomes: [country, notCovered('fews-net', reason, shapes)], observations: null };
  }
  const unitRows = await fewsNetUnitRows(clients.fewsNet, unit.fnid);
  if (!unitRows.ok) return { outcomes: [country, shapes, unitRows], observations: null };
  const unmeasured = cannotMeasure({ country: country.data }, ctx.place.country);
  if (unmeasured) return { outcomes: [country, shapes, notCovered('fews-net', unmeasured, country)], observations: null };
  return {
    outcomes: [country, shapes, unitRows],
    observations: { unit, unitRows: unitRows.data.rows, unitUrl: unitRows.data.url, country: country.data, context },
  };
};
