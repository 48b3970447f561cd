// A tenth, fake hazard registered through the registry alone: POST /api/v1/risk forecasts it with its label and
// guidance, prompts naming it are read, the request enums accept it, its confidence follows the reliability its
// definition gives (none: low), and the OpenAPI document shows its event branch. Nothing else is edited.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { z } from 'zod';
import { createManualClock } from '../../src-server/index.js';
import { riskScore } from '../../src-server/forecast/risk-score.js';
import { defineHazard } from '../../src-server/hazards/define.js';
import { eventSchema } from '../../src-server/hazards/event-fields.js';
import { createRegistry, HAZARD_DEFINITIONS } from '../../src-server/hazards/registry.js';
import type { HazardDefinition, HazardReliability, ModelResult } from '../../src-server/hazards/types.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson } from '../helpers/build-app.js';

const volcanoEventSchema = eventSchema(
  'volcano',
  { minVei: z.number().describe('Volcanic Explosivity Index'), verifiedBy: z.string() },
  'At least one eruption of minVei or more within radiusKm',
);

const LEVEL = 'Volcano level sentence for the test.';
// No `reliability`: nothing measured or published for it, so its confidence is capped at low.
const volcanoDefinition: HazardDefinition<{ eruptions: number }> = {
  id: 'volcano',
  label: 'Volcano',
  aliases: ['eruption'],
  vocabulary: { en: ['volcano', 'volcanoes', 'eruption'] },
  sources: [],
  event: volcanoEventSchema,
  verification: null,
  exposure: { investment: 2 },
  guidance: {
    core: 'Follow the volcano observatory and civil protection.',
    event: { short: 'an eruption of VEI 3 or more within 30 km', long: 'an eruption of VEI 3 or more within 30 km' },
    now: { aware: LEVEL, prepare: LEVEL, act: LEVEL },
    plan: { aware: LEVEL, prepare: LEVEL, act: LEVEL },
    byLens: {
      'community-planning': 'Plan ash clean-up.',
      'family-relocation': 'Check the hazard zones.',
      'business-setup': 'Protect machinery from ash.',
      travel: 'Expect flight cancellations.',
      investment: 'Price the red zone in.',
    },
  },
  runner: async () => ({ outcomes: [], observations: { eruptions: 3 } }),
  model: (obs, ctx): ModelResult<z.infer<typeof volcanoEventSchema>> => ({
    hazard: 'volcano',
    probability: 10 * obs.eruptions,
    severity: 50,
    event: {
      hazard: 'volcano',
      description: `An eruption of VEI 3 or more within 30 km of ${ctx.place.name}`,
      radiusKm: 30,
      windowStart: ctx.window.start.toISOString(),
      windowEnd: ctx.window.end.toISOString(),
      minVei: 3,
      verifiedBy: 'Smithsonian GVP',
    },
    drivers: [`${obs.eruptions} eruptions on record.`],
    layers: [],
    extrapolation: 0.5,
  }),
};
const volcano = defineHazard(volcanoDefinition);

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

describe('a tenth hazard through the registry alone', () => {
  test('POST /risk forecasts it, with its label, guidance, lens weight and event; OpenAPI shows its branch', async (t) => {
    const hazards = createRegistry([...HAZARD_DEFINITIONS, volcano]);
    const { app } = await buildTestApp(t, { replay, hazards, clock: createManualClock('2026-11-22T12:00:00Z') });

    const res = await postJson(app, '/api/v1/risk', {
      prompt: 'Naples, Italy',
      hazard: 'volcano',
      horizon: '1y',
      decisionLens: 'investment',
    });
    assert.equal(res.statusCode, 200, res.body);
    const f = res.json().forecast;
    assert.equal(f.hazard, 'volcano');
    assert.equal(f.headline, 'Volcano risk in Naples, Italy');
    assert.equal(f.probability, 30);
    assert.equal(f.riskScore, riskScore(30, 50, 2), 'probability 30, severity 50, its investment weight 2');
    // Its chance in the window in its IPCC term (hazards/advice.ts), then its own tier, lens and core sentences.
    assert.match(f.practicalGuidance[0], /^Chance of an eruption of VEI 3 or more within 30 km in the next year: [\d.]+% \([a-z ]+\)\.$/);
    assert.deepEqual(f.practicalGuidance.slice(1), [
      LEVEL,
      'Price the red zone in.',
      'Follow the volcano observatory and civil protection.',
    ]);
    assert.deepEqual(f.event, {
      hazard: 'volcano',
      description: 'An eruption of VEI 3 or more within 30 km of Naples, Italy',
      radiusKm: 30,
      windowStart: '2026-11-22T12:00:00.000Z',
      windowEnd: '2027-11-22T18:00:00.000Z',
      minVei: 3,
      verifiedBy: 'Smithsonian GVP',
    });
    assert.equal(f.companionEvent, null);

    // Its prompt words are read: a question naming an eruption is about it.
    const asked = await postJson(app, '/api/v1/risk', { prompt: 'eruption risk in Naples, Italy over the next year' });
    assert.equal(asked.statusCode, 200, asked.body.slice(0, 300));
    assert.deepEqual(asked.json().riskInput.hazards, ['volcano']);

    // Its alias works in alert fields, and it is in the watch's hazards.
    const watch = await postJson(app, '/api/v1/watches', { place: 'Naples, Italy', hazard: 'eruption', threshold: 20 });
    assert.equal(watch.statusCode, 201, watch.body.slice(0, 400));
    assert.deepEqual(watch.json().alertCondition.eventHazards, ['volcano']);

    // The built-in app refuses it.
    const { app: builtIn } = await buildTestApp(t, { replay });
    const refused = await postJson(builtIn, '/api/v1/risk', { prompt: 'Naples, Italy', hazard: 'volcano' });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().detail, /must be one of: earthquake, .*conflict \(got "volcano"\)/);

    const spec = (await app.inject({ url: '/api/v1/openapi.json' })).json();
    const post = spec.paths['/api/v1/risk'].post;
    assert.ok(post.requestBody.content['application/json'].schema.properties.hazard.enum.includes('volcano'));
    const event = post.responses['200'].content['application/json'].schema.properties.forecast.properties.event;
    const union = event.oneOf ?? event.anyOf?.find((x: { oneOf?: unknown }) => x.oneOf)?.oneOf;
    assert.ok(Array.isArray(union), JSON.stringify(event).slice(0, 300));
    const branch = union.find((b: { properties: { hazard: { const?: string; enum?: string[] } } }) =>
      [b.properties.hazard.const, ...(b.properties.hazard.enum ?? [])].includes('volcano'),
    );
    assert.ok(branch, 'the volcano branch');
    assert.ok(branch.properties.minVei);
    assert.equal(union.length, 10);
  });

  test('its confidence is capped by the reliability its definition gives (none: low)', async (t) => {
    // A volcano whose one source answers, so the data allow high and the cap decides.
    const answering: HazardDefinition<{ eruptions: number }> = {
      ...volcanoDefinition,
      sources: ['gbif'],
      runner: async ({ context: ctx }) => ({
        outcomes: [{ ok: true, source: 'gbif', data: null, fetchedAt: ctx.now.toISOString(), cached: false }],
        observations: { eruptions: 3 },
      }),
    };
    const measured = {
      source: 'hindcast',
      forecasts: 5000,
      events: 120,
      brierSkillPct: 12,
      skillCiLowPct: 4,
      skillCiHighPct: 20,
      reliability: 1e-4,
      uncertainty: 0.02,
      reference: 'a volcano hindcast for the test',
    } as const;
    const cases: [HazardReliability | undefined, string][] = [
      [undefined, 'low'],
      [{ publishedVerification: 'a verified volcanic ash forecast system (for the test)' }, 'medium'], // extrapolation 0.5: half the window is live
      [{ measured: { '1y': measured } }, 'high'],
      [{ measured: { '30d': measured } }, 'low'], // measured at another horizon only
    ];
    for (const [reliability, expected] of cases) {
      const hazards = createRegistry([...HAZARD_DEFINITIONS, defineHazard({ ...answering, ...(reliability ? { reliability } : {}) })]);
      const { app } = await buildTestApp(t, { replay, hazards, clock: createManualClock('2026-11-22T12:00:00Z') });
      const res = await postJson(app, '/api/v1/risk', { prompt: 'Naples, Italy', hazard: 'volcano', horizon: '1y' });
      assert.equal(res.statusCode, 200, res.body.slice(0, 300));
      assert.equal(res.json().forecast.confidenceLabel, expected, JSON.stringify(reliability));
    }
  });
});
