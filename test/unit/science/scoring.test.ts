// Track-record scoring against hand-computed values, including Murphy's decomposition identity.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { aggregateOne, binOf, scoreAggregates, type BinAggregate } from '../../../src-server/science/scoring.js';

const HAZARDS = ['earthquake', 'flood', 'wildfire', 'storm'];
const near = (a: number | null, b: number, eps = 1e-9) => assert.ok(a !== null && Math.abs(a - b) < eps, `${a} != ${b}`);

function cells(forecasts: [string, number, 0 | 1][]): BinAggregate[] {
  return forecasts.map(([h, p, o]) => aggregateOne(h, p, o));
}

describe('scoreAggregates', () => {
  test('nothing resolved: scores are null, not 0, and the three hazards are still listed', () => {
    const s = scoreAggregates([], ['earthquake', 'flood', 'wildfire']);
    assert.equal(s.brierScore, null);
    assert.equal(s.baselineBrierScore, null);
    assert.equal(s.skillVsBaselinePct, null);
    assert.equal(s.resolved, 0);
    assert.deepEqual(
      s.perHazard.map((h) => [h.hazard, h.brierScore, h.resolved]),
      [
        ['earthquake', null, 0],
        ['flood', null, 0],
        ['wildfire', null, 0],
      ],
    );
    assert.equal(s.reliability.length, 10);
    assert.ok(s.reliability.every((r) => r.count === 0 && r.meanPredicted === null));
  });

  test('Brier, baseline and skill by hand', () => {
    // earthquake: p = 0.9/1, 0.2/0, 0.3/0 ; flood: p = 0.6/1
    const s = scoreAggregates(
      cells([
        ['earthquake', 0.9, 1],
        ['earthquake', 0.2, 0],
        ['earthquake', 0.3, 0],
        ['flood', 0.6, 1],
      ]),
      HAZARDS,
    );
    // squared errors: 0.01, 0.04, 0.09, 0.16 -> BS = 0.30 / 4 = 0.075
    near(s.brierScore, 0.075);
    // base rates: earthquake 1/3 -> 2/9 each; flood 1/1 -> 0. Baseline = (3 x 2/9 + 0) / 4 = 1/6
    near(s.baselineBrierScore, 1 / 6);
    near(s.skillVsBaselinePct, (1 - 0.075 / (1 / 6)) * 100); // 55 %
    near(s.skillVsBaselinePct, 55);
    const eq = s.perHazard.find((h) => h.hazard === 'earthquake')!;
    near(eq.brierScore, 0.14 / 3);
    near(eq.baselineBrierScore, 2 / 9);
    assert.equal(eq.resolved, 3);
    assert.equal(s.perHazard.find((h) => h.hazard === 'wildfire')!.brierScore, null);
  });

  test('reliability table: ten equal-width bins with mean predicted, observed frequency and count', () => {
    const s = scoreAggregates(
      cells([
        ['flood', 0.12, 0],
        ['flood', 0.18, 1],
        ['flood', 0.95, 1],
        ['flood', 1, 1],
      ]),
      HAZARDS,
    );
    const b1 = s.reliability[1]!;
    assert.equal(b1.binLower, 0.1);
    assert.equal(b1.binUpper, 0.2);
    assert.equal(b1.count, 2);
    near(b1.meanPredicted, 0.15);
    near(b1.observedFrequency, 0.5);
    assert.equal(s.reliability[9]!.count, 2); // p = 1 falls in the last bin
    assert.equal(binOf(0), 0);
    assert.equal(binOf(0.1), 1);
  });

  test('decomposition identity BS = REL - RES + UNC when forecasts take bin values', () => {
    // forecasts at bin centres only
    const s = scoreAggregates(
      cells([
        ['flood', 0.05, 0],
        ['flood', 0.05, 0],
        ['flood', 0.05, 1],
        ['flood', 0.75, 1],
        ['flood', 0.75, 1],
        ['flood', 0.75, 0],
        ['flood', 0.95, 1],
      ]),
      HAZARDS,
    );
    const d = s.decomposition!;
    near(d.withinBin, 0);
    near(s.brierScore, d.reliability - d.resolution + d.uncertainty);
    // by hand: ō = 4/7; UNC = 4/7 x 3/7 = 12/49
    near(d.uncertainty, 12 / 49);
    // REL = [3(0.05 - 1/3)² + 3(0.75 - 2/3)² + 1(0.95 - 1)²] / 7
    near(d.reliability, (3 * (0.05 - 1 / 3) ** 2 + 3 * (0.75 - 2 / 3) ** 2 + (0.95 - 1) ** 2) / 7);
  });

  test('property: generalised identity BS = REL - RES + UNC + within-bin terms; cells add across days', () => {
    const forecast = fc.tuple(fc.constantFrom(...HAZARDS), fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom<0 | 1>(0, 1));
    fc.assert(
      fc.property(fc.array(forecast, { minLength: 1, maxLength: 200 }), (fs) => {
        const s = scoreAggregates(cells(fs), HAZARDS);
        const d = s.decomposition!;
        near(s.brierScore, d.reliability - d.resolution + d.uncertainty + d.withinBin, 1e-9);
        assert.ok(s.brierScore! >= 0 && s.brierScore! <= 1);
        // Summing cells first (as the repo does per day) gives the same scores.
        const merged = new Map<string, BinAggregate>();
        for (const c of cells(fs)) {
          const key = `${c.hazard}:${c.bin}`;
          const m = merged.get(key);
          if (!m) merged.set(key, { ...c });
          else {
            m.n += c.n;
            m.sumP += c.sumP;
            m.sumP2 += c.sumP2;
            m.sumO += c.sumO;
            m.sumPO += c.sumPO;
          }
        }
        near(scoreAggregates([...merged.values()], HAZARDS).brierScore, s.brierScore!, 1e-9);
      }),
      { numRuns: 200 },
    );
  });
});
