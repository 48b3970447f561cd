// The conflict model scored on ViEWS's own archive: a real past run's 12-month country totals against the deaths UCDP
// then counted (`npm run hindcast -- --hazard conflict`, scripts/hindcast-views.ts). Fits the spread of
// ln(1 + deaths) and measures the 12-month event "at least 25 deaths" with leave-one-country-out spreads. Pure.
import { groupBootstrap } from '../../science/cluster-bootstrap.js';
import { scoreByLead, type LeadScore } from '../../science/verification.js';
import { chanceAtLeast, CONFLICT } from './window.js';

/** One country: ViEWS's expected deaths over the 12 months, and what UCDP recorded in them. */
export interface ViewsCase {
  country: string;
  expected: number;
  observed: number;
}

export interface ViewsHindcast {
  countries: number;
  events: number;
  /** Root-mean-square error of ln(1 + deaths): the model's spread. */
  sigma: number;
  /** Mean error of ln(1 + deaths) (observed minus forecast; negative: ViEWS forecast too many). */
  bias: number;
  score: LeadScore;
  /** Brier skill against the base rate, with its 95 % bootstrap interval over countries. */
  skill: { estimate: number; lower: number; upper: number };
}

const residual = (c: ViewsCase) => Math.log1p(c.observed) - Math.log1p(c.expected);

/** RMSE of ln(1 + deaths) over the cases (the spread the model uses). */
export function fitSigma(cases: readonly ViewsCase[]): number {
  return Math.sqrt(cases.reduce((s, c) => s + residual(c) ** 2, 0) / Math.max(1, cases.length));
}

/** Each country's chance from a spread fitted without it (leave one out), then Brier, reliability and skill. */
export function scoreViewsHindcast(cases: readonly ViewsCase[], minDeaths: number = CONFLICT.minDeaths): ViewsHindcast {
  const sumSq = cases.reduce((s, c) => s + residual(c) ** 2, 0);
  const scored = cases.map((c) => {
    const sigma = Math.sqrt((sumSq - residual(c) ** 2) / Math.max(1, cases.length - 1));
    return { c, p: chanceAtLeast(minDeaths, c.expected, sigma), outcome: (c.observed >= minDeaths ? 1 : 0) as 0 | 1 };
  });
  const baseRate = scored.reduce((k, s) => k + s.outcome, 0) / Math.max(1, scored.length);
  const score = scoreByLead(scored.map((s) => ({ lead: 365, place: s.c.country, p: s.p, pClim: baseRate, outcome: s.outcome })))[0]!;
  // Bootstrap over countries: each resample's skill against its own base rate.
  const skill = groupBootstrap(
    scored.map((s) => ({ n: 1, events: s.outcome, se: (s.p - s.outcome) ** 2 })),
    () => ({ n: 0, events: 0, se: 0 }),
    (t, g) => {
      t.n += g.n;
      t.events += g.events;
      t.se += g.se;
    },
    (t) => {
      const rate = t.events / t.n;
      return rate > 0 && rate < 1 ? (1 - t.se / t.n / (rate * (1 - rate))) * 100 : Number.NaN;
    },
  );
  return {
    countries: cases.length,
    events: scored.reduce((k, s) => k + s.outcome, 0),
    sigma: fitSigma(cases),
    bias: cases.reduce((s, c) => s + residual(c), 0) / Math.max(1, cases.length),
    score,
    skill: { estimate: skill.estimate, lower: skill.lower, upper: skill.upper },
  };
}
