// The risk-score function and confidence rule.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { riskLevel, riskScore } from '../../../src-server/forecast/risk-score.js';
import { confidenceLabel } from '../../../src-server/forecast/confidence.js';

describe('riskScore', () => {
  test('geometric mean by hand', () => {
    assert.equal(riskScore(64, 25, 1), 40);
    assert.equal(riskScore(100, 100, 1), 100);
    assert.equal(riskScore(0, 100, 1), 0);
    assert.equal(riskScore(50, 80, 1.5), 70.7); // severity weighted to 120, capped at 100
  });

  test('monotonic in probability and severity, always within 0-100', () => {
    for (let p = 0; p <= 100; p += 10) {
      for (let s = 0; s <= 100; s += 10) {
        const r = riskScore(p, s, 1);
        assert.ok(r >= 0 && r <= 100);
        if (p > 0) assert.ok(r >= riskScore(p - 10, s, 1));
        if (s > 0) assert.ok(r >= riskScore(p, s - 10, 1));
      }
    }
    assert.equal(riskScore(Number.NaN, 50, 1), 0);
  });

  test('levels', () => {
    assert.equal(riskLevel(0), 'low');
    assert.equal(riskLevel(25), 'moderate');
    assert.equal(riskLevel(50), 'high');
    assert.equal(riskLevel(75), 'severe');
  });
});

describe('confidenceLabel', () => {
  const base = { sourcesWanted: 2, sourcesOk: 2, dataAgeSec: 0, horizon: '7d' as const, extrapolation: 0 };
  test('full coverage, fresh data, short horizon: high', () => assert.equal(confidenceLabel(base), 'high'));
  test('no source: low', () => assert.equal(confidenceLabel({ ...base, sourcesOk: 0 }), 'low'));
  test('half the sources: medium', () => assert.equal(confidenceLabel({ ...base, sourcesOk: 1 }), 'medium'));
  test('30y never above 7d', () => {
    const order = { low: 0, medium: 1, high: 2 };
    for (const ok of [0, 1, 2]) {
      for (const age of [0, 7200, 30_000, 200_000]) {
        for (const ex of [0, 0.5, 1]) {
          const a = { ...base, sourcesOk: ok, dataAgeSec: age, extrapolation: ex };
          assert.ok(order[confidenceLabel({ ...a, horizon: '30y' })] <= order[confidenceLabel(a)]);
        }
      }
    }
  });
});
