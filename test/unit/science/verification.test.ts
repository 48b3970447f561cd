// CRPS (Hersbach 2000) with its decomposition, Brier/reliability by lead, bootstrap by place: known answers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  bootstrapByGroup,
  crpsEnsemble,
  crpsSummary,
  scoreByLead,
  seededRandom,
  skillPct,
  type BinaryCase,
} from '../../../src-server/science/verification.js';

const near = (a: number, b: number, tol: number, msg = '') => assert.ok(Math.abs(a - b) <= tol, `${msg} ${a} vs ${b} (±${tol})`);
const normal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
const phi = (z: number) => Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
function Phi(z: number) {
  // Trapezoid integral of phi from -8 (plenty for a test).
  let s = 0;
  const h = 0.001;
  for (let x = -8; x < z; x += h) s += ((phi(x) + phi(Math.min(z, x + h))) / 2) * Math.min(h, z - x);
  return s;
}

describe('crpsEnsemble', () => {
  test('one member: the absolute error', () => {
    assert.equal(crpsEnsemble([3], 5), 2);
  });
  test('two members {0, 2}, observed 1: the integral of (F - H)^2 by hand is 0.5', () => {
    near(crpsEnsemble([2, 0], 1), 0.5, 1e-12);
  });
  test('a large ensemble from N(0,1) matches the closed form for a normal forecast (Gneiting et al. 2005)', () => {
    const r = seededRandom(9);
    const members = Array.from({ length: 20000 }, () => normal(r));
    for (const y of [-1.5, 0, 0.7, 2.5]) {
      const closed = y * (2 * Phi(y) - 1) + 2 * phi(y) - 1 / Math.sqrt(Math.PI);
      near(crpsEnsemble(members, y), closed, 0.02, `y=${y}`);
    }
  });
  test('missing values are skipped; nothing usable is NaN', () => {
    assert.equal(crpsEnsemble([Number.NaN, 4], 5), 1);
    assert.ok(Number.isNaN(crpsEnsemble([], 1)));
  });
});

describe('Hersbach decomposition', () => {
  test('reliability + potential = mean CRPS', () => {
    const r = seededRandom(4);
    const cases = Array.from({ length: 400 }, () => {
      const mu = 3 * normal(r);
      return { members: Array.from({ length: 20 }, () => mu + 1.5 * normal(r)), observed: mu + 0.5 + normal(r) };
    });
    const s = crpsSummary(cases);
    near(s.reliability! + s.potential!, s.crps, 1e-9);
    assert.equal(s.members, 20);
    assert.equal(s.cases, 400);
  });
  test('a reliable ensemble has a small reliability part; a biased one a large part', () => {
    const r = seededRandom(5);
    const make = (bias: number) =>
      Array.from({ length: 1500 }, () => {
        const mu = 3 * normal(r);
        return { members: Array.from({ length: 20 }, () => mu + bias + normal(r)), observed: mu + normal(r) };
      });
    const good = crpsSummary(make(0));
    const bad = crpsSummary(make(3));
    assert.ok(good.reliability! < 0.02 * good.crps, `${good.reliability} vs ${good.crps}`);
    assert.ok(bad.reliability! > 0.3 * bad.crps, `${bad.reliability} vs ${bad.crps}`);
  });
  test('skill against a reference', () => {
    assert.equal(skillPct(0.5, 1), 50);
    assert.equal(skillPct(1, 0), null);
  });
});

describe('scoreByLead', () => {
  test('Brier, climatology and base-rate references per lead', () => {
    const cases: BinaryCase[] = [
      { lead: 1, place: 'a', p: 1, pClim: 0.5, outcome: 1 },
      { lead: 1, place: 'b', p: 0, pClim: 0.5, outcome: 0 },
      { lead: 2, place: 'a', p: 0.5, pClim: 0.5, outcome: 1 },
      { lead: 2, place: 'b', p: 0.5, pClim: 0.5, outcome: 0 },
    ];
    const [d1, d2] = scoreByLead(cases);
    assert.equal(d1!.lead, 1);
    assert.equal(d1!.brier, 0);
    assert.equal(d1!.brierClimatology, 0.25);
    assert.equal(d1!.skillVsClimatologyPct, 100);
    assert.equal(d2!.brier, 0.25);
    assert.equal(d2!.skillVsClimatologyPct, 0);
    assert.equal(d2!.events, 1);
    assert.equal(d1!.reliability.length, 10);
  });
});

describe('bootstrapByGroup', () => {
  test('percentile interval of a mean covers the truth and is reproducible', () => {
    const r = seededRandom(2);
    const cases = Array.from({ length: 50 }, (_, g) => Array.from({ length: 10 }, () => ({ g: String(g), v: 10 + normal(r) }))).flat();
    const mean = (xs: readonly { v: number }[]) => xs.reduce((s, x) => s + x.v, 0) / xs.length;
    const ci = bootstrapByGroup(cases, (c) => c.g, mean, { replicates: 500, seed: 3 })!;
    assert.ok(ci.low < 10 && ci.high > 10, `${ci.low}..${ci.high}`);
    assert.ok(ci.high - ci.low < 0.5);
    assert.deepEqual(
      bootstrapByGroup(cases, (c) => c.g, mean, { replicates: 500, seed: 3 }),
      ci,
    );
  });
  test('one group: no interval', () => {
    assert.equal(
      bootstrapByGroup(
        [{ v: 1 }],
        () => 'x',
        () => 1,
      ),
      null,
    );
  });
});
