// Errors tell the truth (issue 30 part 6): a question naming several hazards answers whatever it can score, led by the
// first named hazard that was scored; 503 only when nothing can be scored, its detail naming each hazard's real reason
// (a source that failed, or a model that lacked an input while every source answered), never "none reachable".
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { z } from 'zod';
import { createManualClock } from '../../src-server/index.js';
import { defineHazard } from '../../src-server/hazards/define.js';
import { eventSchema } from '../../src-server/hazards/event-fields.js';
import { createRegistry, HAZARD_DEFINITIONS } from '../../src-server/hazards/registry.js';
import { riskForecastSchema } from '../helpers/built-in.js';
import { buildTestApp, postJson } from '../helpers/build-app.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const clock = () => createManualClock('2026-11-22T12:00:00Z');

// A hazard whose source answers (USGS, counted) but whose model cannot decide its event from it: "every source
// answered, the model lacked an input", as the flood model when a place has neither a river nor a rain record.
const sinkholeEvent = eventSchema('sinkhole', { verifiedBy: z.string() }, 'A sinkhole within radiusKm');
const sinkhole = defineHazard({
  id: 'sinkhole',
  label: 'Sinkhole',
  aliases: [],
  vocabulary: { en: ['sinkhole', 'sinkholes'] },
  sources: ['usgs'],
  event: sinkholeEvent,
  verification: null,
  exposure: {},
  guidance: {
    core: 'Report ground cracks.',
    event: { short: 'a sinkhole within 50 km', long: 'a sinkhole within 50 km' },
    now: { aware: 'Watch.', prepare: 'Prepare.', act: 'Act.' },
    plan: { aware: 'Know.', prepare: 'Plan.', act: 'Build.' },
    byLens: {
      'community-planning': 'Map karst.',
      'family-relocation': 'Ask.',
      'business-setup': 'Survey.',
      travel: 'Watch.',
      investment: 'Price it.',
    },
  },
  runner: async ({ context: ctx, sources: clients }) => {
    const count = await clients.usgs.count({
      lat: ctx.place.lat,
      lng: ctx.place.lng,
      radiusKm: 50,
      minMagnitude: 4.5,
      start: new Date(ctx.now.getTime() - 365 * 86_400_000),
      end: ctx.now,
    });
    return { outcomes: [count], observations: count.ok ? { count: count.data } : null };
  },
  model: () => null,
});
const withSinkhole = createRegistry([...HAZARD_DEFINITIONS, sinkhole]);

describe('errors tell the truth', () => {
  test('two named hazards, the first cannot be scored: 200 led by the second, the first unavailable naming its failed source', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock() });
    replay.setFault('views', { kind: 'status', status: 503 });
    t.after(() => replay.setFault('views', null));
    const res = await postJson(app, '/api/v1/risk', { prompt: 'conflict and earthquake risk in Khartoum' });
    assert.equal(res.statusCode, 200, res.body);
    const body = riskForecastSchema.parse(res.json());
    assert.deepEqual(body.riskInput.hazards, ['conflict', 'earthquake']);
    assert.equal(body.forecast.hazard, 'earthquake');
    assert.equal(body.riskInput.hazard, 'earthquake');
    assert.match(body.forecast.headline, /^Earthquake risk in Khartoum/);
    // The breakdown follows the risk order, the hazards that could not be scored last.
    assert.deepEqual(
      body.forecast.hazardBreakdown.map((b) => b.hazard),
      ['earthquake', 'conflict'],
    );
    const [earthquake, conflict] = body.forecast.hazardBreakdown;
    assert.equal(conflict!.status, 'unavailable');
    assert.match(conflict!.reason ?? '', /^source failed: ViEWS \(PRIO\/Uppsala\) \(HTTP 503/);
    assert.equal(earthquake!.status, 'ok');
    assert.equal(res.headers['retry-after'], undefined, 'nothing is pending');
  });

  test('every source answered but the model lacked an input: the 503 says so, per hazard, never "none reachable"', async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock(), hazards: withSinkhole });
    const res = await postJson(app, '/api/v1/risk', { prompt: 'sinkhole risk in Tokyo' });
    assert.equal(res.statusCode, 503, res.body);
    const problem = res.json();
    assert.equal(problem.code, 'sources_unavailable');
    assert.doesNotMatch(problem.detail, /none reachable/);
    assert.equal(
      problem.detail,
      'No hazard could be scored. Sinkhole: every source answered, but the model lacked an input it needs to decide the event.',
    );
    assert.deepEqual(
      problem.sources.map((s: { name: string; ok: boolean }) => [s.name, s.ok]),
      [['USGS Earthquake Catalog', true]],
    );
    assert.equal(problem.hazards[0].status, 'unavailable');
  });

  test("nothing scored for two reasons: the detail names each hazard's own", async (t) => {
    const { app } = await buildTestApp(t, { replay, clock: clock(), hazards: withSinkhole });
    replay.setFault('views', { kind: 'status', status: 500 });
    t.after(() => replay.setFault('views', null));
    const res = await postJson(app, '/api/v1/risk', { prompt: 'sinkhole and conflict risk in Khartoum' });
    assert.equal(res.statusCode, 503, res.body);
    const { detail } = res.json();
    assert.match(
      detail,
      /^No hazard could be scored\. Sinkhole: every source answered, but the model lacked an input it needs to decide the event; Conflict: source failed: ViEWS \(PRIO\/Uppsala\) \(HTTP 500/,
    );
  });
});
