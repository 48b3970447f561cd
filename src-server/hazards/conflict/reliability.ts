// What is known of the conflict forecasts' reliability (docs/methodology/conflict.md, reliability table): the 12-month
// event measured on ViEWS's own archive, and ViEWS's published out-of-sample evaluation for the shorter windows.
import type { HazardReliability } from '../types.js';

export const CONFLICT_RELIABILITY: HazardReliability = {
  measured: {
    // `npm run hindcast -- --hazard conflict` (2026-11-28): run fatalities002_2024_07_t01 (data to July 2024), the
    // 12 months Oct 2024 - Sep 2025 (lead 3-14 months), 191 countries against UCDP's counts, spread fitted leaving
    // each country out. One run and one year: the interval resamples countries, not years.
    '1y': {
      source: 'hindcast',
      forecasts: 191,
      events: 34,
      brierSkillPct: 85.9,
      skillCiLowPct: 74.5,
      skillCiHighPct: 94.5,
      reliability: 0.0055,
      uncertainty: 0.1463,
      reference:
        'npm run hindcast -- --hazard conflict: ViEWS fatalities002_2024_07_t01, Oct 2024 - Sep 2025, 191 countries vs UCDP (base rate)',
    },
  },
  publishedVerification:
    'ViEWS country-month forecasts of state-based deaths, out-of-sample evaluation (Hegre et al. 2019, J. Peace Research 56(2); Hegre et al. 2021, 58(3))',
};
