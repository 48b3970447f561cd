// correctedSeries (physical-bias.ts): one corrected variable of the members, read with the kept map, must be what
// the members of correctEnsemble give for that variable (flood and storm read it instead; branch perf-physical).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { correctEnsemble, correctedSeries, ensembleBias, type BiasVariable } from '../../../src-server/hazards/physical-bias.js';
import { ensembleSeries, type PhysicalObservations } from '../../../src-server/hazards/physical-inputs.js';
import { deepFreeze } from '../../../src-server/shared/freeze.js';
import { biasedObs, day, TODAY } from '../../helpers/biased-observations.js';

const obsOf = (opts: { era5Until?: number; recent?: boolean; members?: number } = {}) => biasedObs({ ...opts, awkward: true });

const VARS: BiasVariable[] = ['gustMaxKmh', 'precipMm', 'tmaxC', 'rhMinPct', 'windMeanKmh'];
const SETS: BiasVariable[][] = [
  ['precipMm'],
  ['gustMaxKmh'],
  ['gustMaxKmh', 'precipMm'],
  ['tmaxC', 'rhMinPct', 'windMeanKmh', 'precipMm'],
  VARS,
];

/** Element for element, the sign of zero included (deepStrictEqual's Object.is). */
function sameSeries(a: ReturnType<typeof ensembleSeries>, b: ReturnType<typeof ensembleSeries>, what: string) {
  if (a === undefined || b === undefined) return assert.equal(a, b, what);
  assert.deepStrictEqual([...a.dates], [...b.dates], what);
  assert.equal(a.members.length, b.members.length, what);
  a.members.forEach((m, k) => assert.deepStrictEqual([...m], [...b.members[k]!], `${what} member ${k}`));
}

describe('correctedSeries: one corrected variable, as correctEnsemble corrects it', () => {
  const cases: [string, () => PhysicalObservations, string][] = [
    ['fitted maps', () => obsOf(), TODAY],
    ['recent archive', () => obsOf({ era5Until: -60, recent: true }), TODAY],
    ['too few ERA5 days (no maps)', () => obsOf({ era5Until: -80 }), TODAY],
    ['today past the last date', () => obsOf(), day(30)],
    ['today before the first date', () => obsOf(), day(-200)],
    ['no members', () => obsOf({ members: 0 }), TODAY],
    ['no ensemble', () => ({ era5: obsOf().era5 }), TODAY],
  ];
  for (const [name, make, today] of cases) {
    test(`${name}: plain and deep-frozen payloads`, () => {
      for (const frozen of [false, true]) {
        // Each payload deep-frozen on its own, as the source layer hands them out (then derived values are kept).
        const obs = frozen
          ? (Object.fromEntries(Object.entries(make()).map(([k, v]) => [k, deepFreeze(v)])) as PhysicalObservations)
          : make();
        for (const vars of SETS) {
          const whole = correctEnsemble(obs, vars, today);
          const { ensemble: _e, ...summary } = whole;
          assert.deepStrictEqual(ensembleBias(obs, vars, today), summary, `${name} ${vars.join('+')}`);
          for (const v of vars)
            sameSeries(
              correctedSeries(obs, v, today),
              ensembleSeries(whole.ensemble, v),
              `${name} ${v} of ${vars.join('+')} frozen=${frozen}`,
            );
        }
        // Twice (the second time on the kept map when the payloads are frozen): the same values.
        for (const v of VARS)
          sameSeries(correctedSeries(obs, v, today), correctedSeries(obs, v, today), `${name} ${v} again frozen=${frozen}`);
      }
    });
  }
});
