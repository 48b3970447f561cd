// The food-insecurity forecast's event description and drivers, built in one place as message descriptors (their
// words are the catalogues' `food` section). Facts in, messages out.
import { day, fixed, msg, seq, type Descriptor, type Message } from '../../i18n/message.js';
import type { ScenarioPhase } from './area.js';

export interface FoodFacts {
  country: string;
  area: string;
  scope: 'area' | 'country';
  units: number;
  current: ScenarioPhase | undefined;
  projections: readonly ScenarioPhase[];
  hitRatePct: number;
  projectedUntil: string;
  uncoveredDays: number;
}

/** "Phase 4 (Emergency)", or "not classified". */
const phase = (p: number | null): Descriptor =>
  p === null ? msg('food.notClassified') : msg('food.phase', { phase: p, name: msg(`food.phaseName.${p}`) });
const isoDay = (t: number) => day(new Date(t).toISOString().slice(0, 10));

export function foodText(f: FoodFacts): { description: Message; drivers: Message[] } {
  const where =
    f.scope === 'area'
      ? msg(f.units === 1 ? 'food.whereArea' : 'food.whereAreas', { area: f.area, units: f.units })
      : msg('food.whereCountry', { country: f.country });
  const description = msg('food.event', { where, until: day(f.projectedUntil) });
  const round = f.projections[0]?.reportingDate ?? '';
  const projections = f.projections.map((p) =>
    msg('food.projection', {
      scenario: msg(`food.scenario.${p.scenario}`),
      from: isoDay(p.start),
      to: isoDay(p.end - 86_400_000),
      phase: phase(p.phase),
    }),
  );
  const drivers: Message[] = [
    msg('food.analysis', { round: day(round), name: f.scope === 'area' ? f.area : f.country, projections: seq(projections, 'semicolon') }),
  ];
  if (f.current) drivers.push(msg('food.current', { date: day(f.current.reportingDate), phase: phase(f.current.phase) }));
  if (f.scope === 'country') drivers.push(msg('food.countryWide', { units: f.units }));
  if ([f.current, ...f.projections].some((p) => p?.assistance)) drivers.push(msg('food.assistance'));
  drivers.push(msg('food.hitRate', { pct: fixed(f.hitRatePct, 0) }));
  if (f.uncoveredDays >= 1) drivers.push(msg('food.uncovered', { until: day(f.projectedUntil), days: Math.round(f.uncoveredDays) }));
  return { description, drivers };
}
