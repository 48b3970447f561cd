// The food-insecurity forecast's event description and drivers, built in one place (so they can become message
// descriptors together). Facts in, English out.
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

const PHASES = ['', 'Minimal', 'Stressed', 'Crisis', 'Emergency', 'Famine'];
const phase = (p: number | null) => (p === null ? 'not classified' : `Phase ${p} (${PHASES[p]})`);
const day = (t: number) => new Date(t).toISOString().slice(0, 10);
const NAMES = { CS: 'current situation', ML1: 'near-term projection', ML2: 'medium-term projection' } as const;

export function foodText(f: FoodFacts): { description: string; drivers: string[] } {
  const where = f.scope === 'area' ? `${f.area} (${f.units} FEWS NET area${f.units === 1 ? '' : 's'})` : `any FEWS NET area of ${f.country}`;
  const description = `IPC Phase 3 (Crisis) or worse classified for ${where} in the window, up to ${f.projectedUntil} (the end of FEWS NET's projections), as FEWS NET's next current-situation map will show`;
  const round = f.projections[0]?.reportingDate ?? '';
  const drivers = [
    `FEWS NET's analysis of ${round} for ${f.scope === 'area' ? f.area : f.country}: ${f.projections.map((p) => `${NAMES[p.scenario]} (${day(p.start)} to ${day(p.end - 86_400_000)}) ${phase(p.phase)}`).join('; ')}.`,
  ];
  if (f.current) drivers.push(`Current situation (${f.current.reportingDate}): ${phase(f.current.phase)}.`);
  if (f.scope === 'country') {
    drivers.push(`No FEWS NET area is named for the place: the worst phase over the country's ${f.units} FEWS NET areas is used.`);
  }
  if ([f.current, ...f.projections].some((p) => p?.assistance)) {
    drivers.push('FEWS NET marks part of the area "!": humanitarian assistance is keeping it at least one phase better than it would be.');
  }
  drivers.push(
    `FEWS NET's near-term projections put ${f.hitRatePct.toFixed(0)} % of areas in the phase its next current-situation map showed (Bertetti et al. 2024): the chance used that the projection's side of Phase 3 holds.`,
  );
  if (f.uncoveredDays >= 1) drivers.push(`FEWS NET projects to ${f.projectedUntil}: the last ${Math.round(f.uncoveredDays)} days of the window are not forecast.`);
  return { description, drivers };
}
