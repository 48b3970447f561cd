// Guidance registry: three sentences per answer, specific to hazard, lens and level.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DECISION_LENSES, HAZARDS, RISK_LEVELS } from '../../../src-server/contracts/enums.js';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';

const practicalGuidance = BUILT_IN_REGISTRY.guidance;

describe('hazard guidance (registry)', () => {
  test('every hazard, lens and level: at least three non-empty sentences', () => {
    for (const h of HAZARDS)
      for (const lens of DECISION_LENSES)
        for (const level of RISK_LEVELS) {
          const g = practicalGuidance(h, lens, level);
          assert.ok(g.length >= 3, `${h}/${lens}/${level}`);
          assert.ok(g.every((s) => s.trim().length > 20 && /[.!]$/.test(s.trim())), `${h}/${lens}/${level}: ${g.join(' | ')}`);
        }
  });

  for (const hazard of ['earthquake', 'conflict', 'food-insecurity'] as const) {
    test(`${hazard}: its own text, differing by level and by lens`, () => {
      const byLevel = new Set(RISK_LEVELS.map((l) => practicalGuidance(hazard, 'travel', l)[0]));
      const byLens = new Set(DECISION_LENSES.map((lens) => practicalGuidance(hazard, lens, 'high')[1]));
      assert.equal(byLevel.size, RISK_LEVELS.length);
      assert.equal(byLens.size, DECISION_LENSES.length);
      assert.notDeepEqual(practicalGuidance(hazard, 'travel', 'high'), practicalGuidance('flood', 'travel', 'high'));
    });
  }

  test('conflict guidance cites travel advisories; food insecurity the IPC phases', () => {
    assert.match(practicalGuidance('conflict', 'travel', 'severe').join(' '), /advisor/i);
    assert.match(practicalGuidance('food-insecurity', 'community-planning', 'high').join(' '), /IPC phase 3/);
  });
});
