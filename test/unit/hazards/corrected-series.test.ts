// correctedSeries (physical-bias.ts): one corrected variable of the members, read with the kept map, must be what
// the members of correctEnsemble give for that variable (flood and storm read it instead; branch perf-physical).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { correctEnsemble, correctedSeries, ensembleBias, type BiasVariable } from '../../../src-server/hazards/physical-bias.js';
import { ensembleSeries, type PhysicalObservations } from '../../../src-server/hazards/physical-inputs.js';
import { deepFreeze } from '../../../src-server/shared/freeze.js';
import type { EnsembleDay } from '../../../src-server/sources/open-meteo-ensemble/normalize.js';

const TODAY = '2026-06-20';
const day = (k: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + k * 86_400_000).toISOString().slice(0, 10);
const truth = (k: number) => ({ t: 25 + 5 * Math.sin(k / 3), rh: 40 + 20 * Math.cos(k / 5), w: 15 + 5 * Math.sin(k / 2), p: k % 4 === 0 ? 2 + Math.abs(k % 7) : 0 });

/** 92 past days and 15 forecast days of 11 members with biases; some values missing, -0 and 0 rain both present. */
function obsOf(opts: { era5Until?: number; recent?: boolean; members?: number } = {}): PhysicalObservations {
  const ks = Array.from({ length: 107 }, (_, i) => i - 92);
  const member = (m: number): EnsembleDay[] =>
    ks.map((k) => {
      const x = truth(k);
      const jitter = ((m * 7 + k) % 5) * 0.1;
      const gap = (m + k) % 13 === 0;
      return {
        date: day(k),
        tmaxC: x.t + 3 + jitter,
        tminC: null,
        tmeanC: null,
        precipMm: gap ? null : x.p === 0 && (m + k) % 3 === 0 ? -0 : x.p * 1.25 + jitter,
        windMaxKmh: null,
        windMeanKmh: x.w * 1.25,
        gustMaxKmh: gap ? null : x.w * 2.5 + jitter * 10,
        rhMinPct: Math.min(100, x.rh - 8 + jitter * 40),
        rhMeanPct: null,
        rhMaxPct: null,
        et0Mm: null,
      };
    });
  const era5 = ks
    .filter((k) => k < (opts.era5Until ?? -7))
    .map((k) => {
      const x = truth(k);
      return { date: day(k), precipMm: x.p, gustMaxKmh: x.w * 2, tmaxC: x.t, rhMinPct: x.rh, windMeanKmh: x.w, windMaxKmh: x.w * 1.6, et0Mm: 4 };
    });
  const era5Recent = opts.recent
    ? ks.filter((k) => k >= -92 && k <= -6).map((k) => ({ date: day(k), tmaxC: truth(k).t, tminC: null, precipMm: truth(k).p, windMaxKmh: null, gustMaxKmh: truth(k).w * 2, rhMinPct: truth(k).rh, et0Mm: null }))
    : undefined;
  return {
    ensemble: { model: 'ecmwf_ifs025', dates: ks.map(day), members: Array.from({ length: opts.members ?? 11 }, (_, m) => ({ member: m, days: member(m) })) },
    era5,
    era5Recent,
  };
}

const VARS: BiasVariable[] = ['gustMaxKmh', 'precipMm', 'tmaxC', 'rhMinPct', 'windMeanKmh'];
const SETS: BiasVariable[][] = [['precipMm'], ['gustMaxKmh'], ['gustMaxKmh', 'precipMm'], ['tmaxC', 'rhMinPct', 'windMeanKmh', 'precipMm'], VARS];

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
        const obs = frozen ? (Object.fromEntries(Object.entries(make()).map(([k, v]) => [k, deepFreeze(v)])) as PhysicalObservations) : make();
        for (const vars of SETS) {
          const whole = correctEnsemble(obs, vars, today);
          const { ensemble: _e, ...summary } = whole;
          assert.deepStrictEqual(ensembleBias(obs, vars, today), summary, `${name} ${vars.join('+')}`);
          for (const v of vars) sameSeries(correctedSeries(obs, v, today), ensembleSeries(whole.ensemble, v), `${name} ${v} of ${vars.join('+')} frozen=${frozen}`);
        }
        // Twice (the second time on the kept map when the payloads are frozen): the same values.
        for (const v of VARS) sameSeries(correctedSeries(obs, v, today), correctedSeries(obs, v, today), `${name} ${v} again frozen=${frozen}`);
      }
    });
  }
});
