// Sensitivity of heat and air quality on the replay (issue 16 "What it must show" 1): the replay's answers are
// rewritten in the APIs' own shape (setTransform), and the forecast must follow.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { riskLevel } from '../../src-server/forecast/risk-score.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { chain, mapMembers } from '../support/replay/scenarios.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const NOW = '2026-11-22T12:00:00Z';
const TODAY = NOW.slice(0, 10);
const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };

async function ask(t: Parameters<typeof buildTestApp>[0], body: Record<string, unknown>) {
  // A fresh app each time: the source cache would otherwise answer from the untransformed replay.
  const { app } = await buildTestApp(t, { replay, clock: createManualClock(NOW) });
  const res = await postJson(app, '/api/v1/risk', body, owner);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().forecast;
}

describe('heat follows the ensemble (after quantile mapping against ERA5)', () => {
  const warmer = (by: number) =>
    chain(
      mapMembers('daily', 'temperature_2m_max', (v) => v + by, { onlyFrom: TODAY }),
      mapMembers('daily', 'temperature_2m_min', (v) => v + by, { onlyFrom: TODAY }),
    );

  test('every member 8 °C above the archive climate from today, where it is summer or always hot: above 80 %', async (t) => {
    replay.setTransform('open-meteo-ensemble', warmer(8));
    t.after(() => replay.setTransform('open-meteo-ensemble', null));
    for (const place of ['Lagos', 'Sydney', 'Perth']) {
      const f = await ask(t, { prompt: `heat risk in ${place}`, hazard: 'heat', horizon: '7d' });
      assert.ok(f.probability > 80, `${place}: ${f.probability}`);
    }
  });

  test('the same 8 °C in a November of Madrid or Delhi is warm for the date, not a heatwave (SCIENCE.md "Heat")', async (t) => {
    replay.setTransform('open-meteo-ensemble', warmer(8));
    t.after(() => replay.setTransform('open-meteo-ensemble', null));
    for (const place of ['Madrid', 'Delhi']) {
      const f = await ask(t, { prompt: `heat risk in ${place}`, hazard: 'heat', horizon: '7d' });
      assert.ok(f.probability < 5, `${place}: ${f.probability}`);
      const warm = (f.drivers as string[]).find((d) => d.includes('for the date'));
      assert.ok(warm?.startsWith('51 of 51 members'), `${place}: ${warm}`);
    }
  });

  test('every member 8 °C below normal: under 5 %', async (t) => {
    replay.setTransform(
      'open-meteo-ensemble',
      mapMembers('daily', 'temperature_2m_max', (v) => v - 8, { onlyFrom: TODAY }),
    );
    t.after(() => replay.setTransform('open-meteo-ensemble', null));
    for (const place of ['Lagos', 'Madrid', 'Delhi']) {
      const f = await ask(t, { prompt: `heat risk in ${place}`, hazard: 'heat', horizon: '7d' });
      assert.ok(f.probability < 5, `${place}: ${f.probability}`);
    }
  });
});

describe('air quality follows CAMS', () => {
  test('PM2.5 at a tenth (forecast and history): under 10 %', async (t) => {
    replay.setTransform(
      'open-meteo-air-quality',
      mapMembers('hourly', 'pm2_5', (v) => v / 10),
    );
    t.after(() => replay.setTransform('open-meteo-air-quality', null));
    for (const horizon of ['7d', '30d']) {
      const f = await ask(t, { prompt: 'air quality in Lahore', hazard: 'air-quality', horizon });
      assert.ok(f.probability < 10, `${horizon}: ${f.probability}`);
    }
  });

  test('the untouched Lahore winter is likely polluted (the same question is sensitive both ways)', async (t) => {
    const f = await ask(t, { prompt: 'air quality in Lahore', hazard: 'air-quality', horizon: '7d' });
    assert.ok(f.probability > 50, String(f.probability));
  });
});

describe('ordinary weather is not a high risk', () => {
  for (const place of ['London', 'Paris', 'Toronto', 'Sydney']) {
    test(`${place}: heat and air quality at 7d and 30d stay low or moderate`, async (t) => {
      for (const hazard of ['heat', 'air-quality']) {
        for (const horizon of ['7d', '30d']) {
          const f = await ask(t, { prompt: `${hazard} risk in ${place}`, hazard, horizon });
          assert.ok(
            ['low', 'moderate'].includes(f.riskLevel),
            `${place} ${hazard} ${horizon}: P ${f.probability} S ${f.severity} -> ${f.riskScore} ${f.riskLevel}`,
          );
          assert.equal(f.riskLevel, riskLevel(f.riskScore));
        }
      }
    });
  }
});
