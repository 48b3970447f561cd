// The earthquake model's measured reliability per horizon (its definition's `reliability.measured`, read by the
// confidence rule in forecast/reliability.ts, docs/methodology.md "Confidence"): numbers
// from `npm run hindcast` (2026-11-23), the companion event scored on the real USGS catalogue, skill against
// the per-city Poisson reference (per-place climatology) with its 95% bootstrap interval over 200 cities.
// 10y and 30y cannot be measured on ten years of catalogue: no entry, so confidence stays low there. Every entry scores
// the companion (M5+ within 150 km), not shaking at the site: companionOnly, so confidence at most medium.
import type { Horizon } from '../../contracts/enums.js';
import type { Measurement } from '../types.js';

const RUN =
  'npm run hindcast (shipped model, USGS M5+ 2015-10..2025-10, 200 cities, rolling windows 2020-10-24..2025-10-24 each trained on what precedes it; companion event M5+ within 150 km; skill vs per-city Poisson, 95% bootstrap over cities)';

export const EARTHQUAKE_MEASUREMENTS = {
  '7d': { source: 'hindcast', forecasts: 52_000, events: 244, brierSkillPct: 1.8, skillCiLowPct: -0.3, skillCiHighPct: 3.8, reliability: 4.07e-5, uncertainty: 4.67e-3, reference: RUN, companionOnly: true },
  '30d': { source: 'hindcast', forecasts: 12_000, events: 217, brierSkillPct: 4.9, skillCiLowPct: 0.8, skillCiHighPct: 9.4, reliability: 2.33e-4, uncertainty: 1.78e-2, reference: RUN, companionOnly: true },
  '1y': { source: 'hindcast', forecasts: 1_000, events: 113, brierSkillPct: 13.7, skillCiLowPct: 5.0, skillCiHighPct: 23.8, reliability: 1.28e-3, uncertainty: 1.0e-1, reference: RUN, companionOnly: true },
} as const satisfies Partial<Record<Horizon, Measurement>>;
