// The earthquake model's measured reliability per horizon (its definition's `reliability.measured`, read by the
// confidence rule in forecast/reliability.ts, docs/methodology/shared.md "Confidence"): numbers
// from `npm run hindcast` (2026-11-23), the companion event scored on the real USGS catalogue, skill against
// the per-city Poisson reference (per-place climatology) with its 95% bootstrap interval over 200 cities.
// 10y and 30y cannot be measured on ten years of catalogue: no entry, so confidence stays low there. Every entry scores
// the companion (M5+ within 150 km), not shaking at the site: companionOnly, so confidence at most medium.
import type { Horizon } from '../../contracts/enums.js';
import type { Measurement } from '../types.js';

const RUN =
  'npm run hindcast (shipped model, USGS M5.5+ 1965..2015-10 then M5+ 2015-10..2025-10, the model told both cut-offs, 200 cities, rolling windows 2020-10-24..2025-10-24 each trained on what precedes it; companion event M5+ within 150 km; skill vs per-city Poisson, 95% bootstrap over cities)';

export const EARTHQUAKE_MEASUREMENTS = {
  '7d': {
    source: 'hindcast',
    forecasts: 52_000,
    events: 244,
    brierSkillPct: 2.7,
    skillCiLowPct: 0.5,
    skillCiHighPct: 5.2,
    reliability: 2.23e-5,
    uncertainty: 4.67e-3,
    reference: RUN,
    companionOnly: true,
  },
  '30d': {
    source: 'hindcast',
    forecasts: 12_000,
    events: 217,
    brierSkillPct: 6.8,
    skillCiLowPct: 2.0,
    skillCiHighPct: 12.8,
    reliability: 9.78e-5,
    uncertainty: 1.78e-2,
    reference: RUN,
    companionOnly: true,
  },
  '1y': {
    source: 'hindcast',
    forecasts: 1_000,
    events: 113,
    brierSkillPct: 15.1,
    skillCiLowPct: 3.9,
    skillCiHighPct: 27.3,
    reliability: 4.01e-4,
    uncertainty: 1.0e-1,
    reference: RUN,
    companionOnly: true,
  },
} as const satisfies Partial<Record<Horizon, Measurement>>;
