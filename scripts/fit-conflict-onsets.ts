// `npm run fit:conflict-onsets`: the numbers behind the conflict model's onset rates (docs/methodology/conflict.md,
// past ViEWS's 36 months), from the committed UCDP/PRIO table. Prints (1) how well rates fitted on one period foresee
// the onsets of a later one, for several fitting periods (which is why the model counts the last 35 years), and (2) the
// regional priors and a few countries' rates as the model fits them.
import { fileURLToPath } from 'node:url';
import { UCDP_COUNTRY_YEARS } from '../src-server/hazards/conflict/data/ucdp-country-years.js';
import { onsetRate, regionalPriors, UCDP_REGIONS } from '../src-server/hazards/conflict/history.js';
import { fitRatePrior, shrunkRate, type RateCount } from '../src-server/science/shrunk-rate.js';

const parse = (s: string): Set<number> => {
  const out = new Set<number>();
  for (const part of s.split(',').filter(Boolean)) {
    const [a, b] = part.split('-').map(Number) as [number, number | undefined];
    for (let y = a; y <= (b ?? a); y++) out.add(y);
  }
  return out;
};
const STATES = UCDP_COUNTRY_YEARS.map(([gw, iso3, region, first, spans]) => ({ gw, iso3, region, first, conflict: parse(spans) }));

/** Onsets among the years after a year at peace, with the year in [from, to]. */
function counts(s: (typeof STATES)[number], from: number, to: number): RateCount {
  let events = 0;
  let trials = 0;
  for (let y = Math.max(s.first + 1, from); y <= to; y++) {
    if (s.conflict.has(y - 1)) continue;
    trials++;
    if (s.conflict.has(y)) events++;
  }
  return { events, trials };
}

/** Yearly Brier score of the regional-shrunk rates fitted on [from, split], on the onsets of (split, 2024]. */
export function outOfSample(from: number, split: number) {
  const priors = new Map(
    [1, 2, 3, 4, 5].map((r) => [r, fitRatePrior(STATES.filter((s) => s.region === r).map((s) => counts(s, from, split)))]),
  );
  const world = fitRatePrior(STATES.map((s) => counts(s, from, split)));
  let se = 0;
  let seWorld = 0;
  let ll = 0;
  let n = 0;
  for (const s of STATES) {
    const rate = shrunkRate(counts(s, from, split), priors.get(s.region)!);
    for (let y = Math.max(s.first + 1, split + 1); y <= 2024; y++) {
      if (s.conflict.has(y - 1)) continue;
      const o = s.conflict.has(y) ? 1 : 0;
      se += (rate - o) ** 2;
      seWorld += (world.mean - o) ** 2;
      ll += Math.log(o ? rate : 1 - rate);
      n++;
    }
  }
  return { n, brier: se / n, world: seWorld / n, skillPct: 100 * (1 - se / seWorld), logLikPerYear: ll / n };
}

function main(): void {
  console.log('fit period -> test period: peace years, Brier (regional-shrunk) vs one world rate, skill, log-likelihood a year');
  for (const [from, split] of [
    [1947, 1994],
    [1970, 1994],
    [1980, 1994],
    [1947, 2004],
    [1970, 2004],
    [1980, 2004],
    [1990, 2004],
  ] as const) {
    const r = outOfSample(from, split);
    console.log(
      `${from}-${split} -> ${split + 1}-2024: ${r.n}, ${r.brier.toFixed(5)} vs ${r.world.toFixed(5)}, ${r.skillPct.toFixed(1)} %, ${r.logLikPerYear.toFixed(4)}`,
    );
  }
  console.log('\nregional priors as the model fits them (the last 35 years): onsets / peace years, rate, strength (years)');
  for (const [r, p] of regionalPriors())
    console.log(`${UCDP_REGIONS[r]}: ${p.events}/${p.trials}, ${(p.mean * 100).toFixed(2)} %/yr, ${p.strength.toFixed(1)}`);
  for (const iso of ['NOR', 'URY', 'XKX', 'NGA', 'SDN', 'ISR', 'AFG']) {
    const o = onsetRate(iso);
    console.log(
      `${iso}: ${o.country?.onsets.events ?? 0}/${o.country?.onsets.trials ?? 0} -> ${(o.rate * 100).toFixed(2)} %/yr; 30 years from peace ${((1 - (1 - o.rate) ** 30) * 100).toFixed(1)} %`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
