// The hazard registry: one list the enums, guidance, weights, vocabulary and verifiability come from; every
// model's event fits its own schema; a model's verifiable companion reaches the track record.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DECISION_LENSES } from '../../../src-server/contracts/enums.js';
import { openTestDb } from '../../helpers/test-db.js';
import { scoreHazard, toAssessment } from '../../../src-server/forecast/engine.js';
import type { FloodEvent } from '../../../src-server/hazards/flood/event.js';
import { BUILT_IN_REGISTRY, createRegistry, HAZARD_DEFINITIONS } from '../../../src-server/hazards/registry.js';
import type { ModelResult } from '../../../src-server/hazards/types.js';
import { createManualClock } from '../../../src-server/shared/clock.js';
import type { EonetClient } from '../../../src-server/sources/eonet/client.js';
import type { UsgsClient } from '../../../src-server/sources/usgs/client.js';
import { createTrackRecordService } from '../../../src-server/track-record/service.js';
import { createAnswerWords } from '../../../src-server/risk/answer-words.js';
import { forecastEventSchema, HAZARDS } from '../../helpers/built-in.js';

describe('hazard registry', () => {
  test("the nine built-in hazards, in the API's order; the catalogue the contracts take is made from their definitions", () => {
    assert.deepEqual(BUILT_IN_REGISTRY.ids, [
      'earthquake',
      'flood',
      'wildfire',
      'heat',
      'storm',
      'air-quality',
      'drought',
      'food-insecurity',
      'conflict',
    ]);
    const { catalogue } = BUILT_IN_REGISTRY;
    assert.deepEqual(catalogue.ids, BUILT_IN_REGISTRY.ids);
    assert.deepEqual(
      catalogue.events,
      HAZARD_DEFINITIONS.map((d) => d.event),
    );
    assert.deepEqual(
      { ...catalogue.aliases },
      {
        fire: 'wildfire',
        air_quality: 'air-quality',
        'air quality': 'air-quality',
        food_insecurity: 'food-insecurity',
        'food insecurity': 'food-insecurity',
        war: 'conflict',
      },
    );
    assert.deepEqual(
      HAZARDS.map((h) => BUILT_IN_REGISTRY.label(h)),
      ['Earthquake', 'Flood', 'Wildfire', 'Heat', 'Storm', 'Air quality', 'Drought', 'Food insecurity', 'Conflict'],
    );
    for (const d of HAZARD_DEFINITIONS) {
      assert.deepEqual(BUILT_IN_REGISTRY.vocabulary('en')[d.id], d.vocabulary.en);
      assert.ok(d.label && d.vocabulary.en.length > 0 && d.sources.length > 0, d.id);
    }
  });

  test('verifiable hazards are the tracked ones: earthquake by USGS; flood, wildfire and storm by EONET (recalibrated)', () => {
    assert.deepEqual(BUILT_IN_REGISTRY.tracked, ['earthquake', 'flood', 'wildfire', 'storm']);
    assert.deepEqual(BUILT_IN_REGISTRY.catalogue.tracked, BUILT_IN_REGISTRY.tracked);
    assert.deepEqual(BUILT_IN_REGISTRY.catalogue.recalibrated, ['flood', 'wildfire', 'storm']);
    assert.equal(BUILT_IN_REGISTRY.get('earthquake').verification, 'usgs');
    for (const h of ['flood', 'wildfire', 'storm']) assert.equal(BUILT_IN_REGISTRY.get(h).verification, 'eonet');
  });

  test('a registry without a hazard has none of it: ids, catalogue, tracked and recalibrated lists, vocabulary', () => {
    const noFlood = createRegistry(HAZARD_DEFINITIONS.filter((d) => d.id !== 'flood'));
    assert.equal(noFlood.has('flood'), false);
    assert.ok(!noFlood.catalogue.ids.includes('flood'));
    assert.equal(noFlood.catalogue.events.length, 8);
    assert.deepEqual(noFlood.catalogue.tracked, ['earthquake', 'wildfire', 'storm']);
    assert.deepEqual(noFlood.catalogue.recalibrated, ['wildfire', 'storm']);
    for (const language of ['en', 'es', 'fr', 'pt', 'de']) assert.equal(noFlood.vocabulary(language)['flood'], undefined);
  });

  test('lens weights: 1 unless the hazard names one', () => {
    // The risk scale (docs/api-decisions.md): a visitor does not carry drought's or food insecurity's disruption.
    assert.equal(BUILT_IN_REGISTRY.exposure('earthquake', 'investment'), 1);
    assert.equal(BUILT_IN_REGISTRY.exposure('wildfire', 'travel'), 1);
    assert.equal(BUILT_IN_REGISTRY.exposure('drought', 'travel'), 0.1);
    assert.equal(BUILT_IN_REGISTRY.exposure('food-insecurity', 'travel'), 0.1);
    for (const h of HAZARDS) for (const lens of DECISION_LENSES) assert.ok(BUILT_IN_REGISTRY.exposure(h, lens) > 0);
  });

  test("a hazard registered twice, or whose event schema is another hazard's, is refused", () => {
    const flood = BUILT_IN_REGISTRY.get('flood');
    assert.throws(() => createRegistry([flood, flood]), /twice/);
    assert.throws(() => createRegistry([{ ...flood, id: 'river' }]), /event schema is for flood/);
    assert.throws(() => BUILT_IN_REGISTRY.get('volcano'), /unknown hazard/);
  });

  test("the event union parses each hazard's event into its own branch and refuses a mismatched one", () => {
    const base = { description: 'd', radiusKm: 10, windowStart: '2026-01-01T00:00:00Z', windowEnd: '2026-01-08T00:00:00Z' };
    const quake = { hazard: 'earthquake', ...base, minIntensity: 6, intensityScale: 'MMI', center: { lat: 0, lng: 0 } };
    assert.deepEqual(forecastEventSchema.parse(quake), quake);
    assert.equal(forecastEventSchema.safeParse({ ...quake, hazard: 'flood' }).success, false);
    assert.equal(forecastEventSchema.safeParse({ ...quake, hazard: 'volcano' }).success, false);
  });
});

describe('companion events', () => {
  const now = new Date('2026-09-01T00:00:00Z');
  const place = { name: 'Tokyo, Japan', lat: 35.68, lng: 139.69 };
  const windowEnd = new Date(now.getTime() + 7 * 86_400_000).toISOString();
  const physical: ModelResult<FloodEvent> = {
    hazard: 'flood',
    probability: 40,
    severity: 50,
    event: {
      hazard: 'flood',
      description: 'physical stand-in',
      radiusKm: 14,
      windowStart: now.toISOString(),
      windowEnd,
      center: { lat: place.lat, lng: place.lng },
      returnPeriodYears: 5,
      river: 'present',
      riverLevelM3s: 1200,
      rainLevelMm: 80,
      riverLevels: null,
      rainLevels: null,
      verifiedBy: null,
    },
    companion: {
      probability: 12.345,
      event: {
        hazard: 'flood',
        description: 'At least one NASA EONET flood event within 100 km',
        radiusKm: 100,
        windowStart: now.toISOString(),
        windowEnd,
        category: 'floods',
        center: { lat: place.lat, lng: place.lng },
        verifiedBy: 'NASA EONET',
      },
    },
    drivers: [],
    layers: [],
    extrapolation: 0,
  };

  test('a model returning a companion: the breakdown shows it (probability rounded) and the track record logs it, not the event', async () => {
    const scored = scoreHazard(physical, [{ ok: true, source: 'eonet', data: [], fetchedAt: now.toISOString(), cached: false }], {
      horizon: '7d',
      now,
      exposure: 1,
    });
    const assessment = toAssessment(scored);
    assert.equal(assessment.companionEvent?.probability, 12.3);
    assert.equal(assessment.companionEvent?.event.radiusKm, 100);

    const db = await openTestDb(null);
    const service = createTrackRecordService({
      db,
      clock: createManualClock(now),
      clients: { usgs: {} as UsgsClient, eonet: {} as EonetClient },
      hazards: BUILT_IN_REGISTRY,
    });
    await service.logAssessment({ place, horizon: '7d', breakdown: [createAnswerWords().assessment(assessment, 'en')], issuedAt: now });
    const rows = await db.all<{ probability: number; radiusKm: number; eventJson: string }>(
      'SELECT probability, radius_km AS "radiusKm", event_json AS "eventJson" FROM track_forecasts',
    );
    assert.equal(rows.length, 1);
    assert.ok(Math.abs(rows[0]!.probability - 0.123) < 1e-12);
    assert.equal(rows[0]!.radiusKm, 100);
    assert.equal(JSON.parse(rows[0]!.eventJson).description, 'At least one NASA EONET flood event within 100 km');
    await db.close();
  });
});
