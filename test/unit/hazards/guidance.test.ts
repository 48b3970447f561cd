// Guidance registry: three sentences per answer, specific to hazard, lens and level.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DECISION_LENSES, RISK_LEVELS } from '../../../src-server/contracts/enums.js';
import { HAZARDS } from '../../helpers/built-in.js';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';
import { english } from '../../../src-server/i18n/translate.js';

const practicalGuidance = (...args: Parameters<typeof BUILT_IN_REGISTRY.guidance>) => BUILT_IN_REGISTRY.guidance(...args).map(english);

describe('hazard guidance (registry)', () => {
  test('every hazard, lens and level: at least three non-empty sentences', () => {
    for (const h of HAZARDS)
      for (const lens of DECISION_LENSES)
        for (const level of RISK_LEVELS) {
          const g = practicalGuidance(h, lens, level);
          assert.ok(g.length >= 3, `${h}/${lens}/${level}`);
          assert.ok(
            g.every((s) => s.trim().length > 20 && /[.!]$/.test(s.trim())),
            `${h}/${lens}/${level}: ${g.join(' | ')}`,
          );
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

  describe('guidance follows the numbers: the event says what the place can and cannot have', () => {
    const g = practicalGuidance;
    const base = {
      description: 'x',
      radiusKm: 14,
      windowStart: '2026-11-22T12:00:00.000Z',
      windowEnd: '2026-11-29T12:00:00.000Z',
      center: { lat: 0, lng: 0 },
      verifiedBy: null,
    };
    const flood = (river: 'present' | 'absent' | 'unknown') =>
      ({
        ...base,
        hazard: 'flood',
        returnPeriodYears: 5,
        perYear: false,
        river,
        riverLevelM3s: null,
        rainLevelMm: 80,
        riverLevels: null,
        rainLevels: null,
      }) as never;
    const fire = (burnable: boolean | null, fireSeason: 'active' | 'dormant' | 'snow' | null) =>
      ({
        ...base,
        hazard: 'wildfire',
        minFwi: 21.3,
        dangerClass: 'very high',
        burnable,
        aridityIndex: 0.4,
        fireSeason,
        perYear: false,
      }) as never;
    const storm = (cycloneBasin: string | null, cycloneSeasonShare: number | null) =>
      ({
        ...base,
        hazard: 'storm',
        minGustKmh: 90,
        rainLevelMm: 120,
        rainReturnPeriodYears: 20,
        perYear: false,
        cycloneBasin,
        cycloneSeasonShare,
      }) as never;

    test('flood: a place off the river network is told so first; the level, lens and core advice follow', () => {
      const out = g('flood', 'travel', 'moderate', flood('absent'));
      assert.equal(out.length, 4);
      assert.match(out[0]!, /^No river runs through this place's cell of the GloFAS river network, so river flooding cannot reach it/);
      assert.deepEqual(out.slice(1), g('flood', 'travel', 'moderate'));
      assert.deepEqual(g('flood', 'travel', 'moderate', flood('present')), g('flood', 'travel', 'moderate'));
    });

    test('wildfire: no fuel, or snow, replaces the fire-weather advice; a season starting ahead is said before it', () => {
      const noFuel = g('wildfire', 'family-relocation', 'low', fire(false, 'active'));
      assert.equal(noFuel.length, 3);
      assert.match(noFuel[0]!, /^There is no burnable vegetation here/);
      assert.ok(!noFuel.some((s) => /1\.5 m \(5 ft\)/.test(s)), 'no defensible-space chores where nothing burns');
      assert.match(
        g('wildfire', 'travel', 'low', fire(true, 'snow'))[0]!,
        /^Snow covers the ground, so the fire season has not started here/,
      );
      assert.match(
        g('wildfire', 'travel', 'low', fire(true, 'dormant'))[0]!,
        /^The fire season has not started here \(winter: the danger is rated from the third day in a row above 12 °C\)/,
      );
      const starting = g('wildfire', 'travel', 'high', fire(true, 'dormant'));
      assert.equal(starting.length, 4);
      assert.match(starting[0]!, /^The fire season is starting here/);
      assert.deepEqual(g('wildfire', 'travel', 'high', fire(true, 'active')), g('wildfire', 'travel', 'high'));
    });

    test("storm: in or outside the basin's cyclone season, or outside the basins", () => {
      assert.match(
        g('storm', 'travel', 'low', storm('NA', 0))[0]!,
        /^The window lies outside the North Atlantic tropical-cyclone season \(1 June to 30 November, NOAA NHC\), so a hurricane or typhoon is unlikely/,
      );
      assert.match(
        g('storm', 'travel', 'moderate', storm('NA', 0.4))[0]!,
        /^The window falls in the North Atlantic tropical-cyclone season \(1 June to 30 November, NOAA NHC\): know your evacuation zone/,
      );
      assert.match(g('storm', 'travel', 'low', storm('WP', 1))[0]!, /Western North Pacific tropical-cyclone season \(all year, JMA/);
      assert.match(g('storm', 'travel', 'low', storm(null, null))[0]!, /^This place lies outside the tropical-cyclone basins/);
      assert.equal(g('storm', 'travel', 'low', storm('NA', 0)).length, 4);
    });
  });
});
