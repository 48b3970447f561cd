// SCIENCE.md rule 4 and docs/risk-scale.md "Windows", asked as a reader would: every hazard at 7d, 30d, 1y, 10y and
// 30y in several places, against the replay servers. Within an event group (7d and 30d; 1y, 10y and 30y) a window never
// gets a lower probability than a window it contains; across all five the risk (expected disruption) never falls; the
// chance per year is given for a year or more and never exceeds the window's. NESTED_PLACES / NESTED_HAZARDS (comma
// lists) narrow a run while a model is being worked on.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { HORIZONS, type Horizon } from '../../src-server/contracts/enums.js';
import { BUILT_IN_REGISTRY } from '../../src-server/hazards/registry.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN, type TestApp } from '../helpers/build-app.js';

const NOW = '2026-12-07T12:00:00Z';
const list = (v: string | undefined, fallback: readonly string[]) => (v ? v.split(',').map((s) => s.trim()) : fallback);
/** A wet megacity, a hot polluted one, a cold northern one, a hurricane coast, a dry winter-rain city. */
const PLACES = list(process.env.NESTED_PLACES, ['Lagos', 'Delhi', 'Oslo', 'Miami', 'Cape Town']);
const HAZARDS = list(process.env.NESTED_HAZARDS, BUILT_IN_REGISTRY.ids);
const GROUP: Record<Horizon, 'short' | 'long'> = { '7d': 'short', '30d': 'short', '1y': 'long', '10y': 'long', '30y': 'long' };

interface Answer {
  horizon: Horizon;
  status: number;
  probability?: number;
  probabilityPerYear?: number | null;
  riskScore?: number;
  /** The event's criteria: what does not depend on the window's length (its instants, words and expectations aside). */
  criteria?: Record<string, unknown>;
  detail?: string;
}

/**
 * Event members that follow the window, not the event: its instants, its description, what is expected within it, the
 * share of its days in the place's cyclone season (storm).
 */
const WINDOW_MEMBERS = new Set(['windowStart', 'windowEnd', 'description', 'expectedDeaths', 'cycloneSeasonShare']);
const criteriaOf = (event: Record<string, unknown>) => Object.fromEntries(Object.entries(event).filter(([k]) => !WINDOW_MEMBERS.has(k)));

let replay: ReplayServer;
let testApp: TestApp;
/** One app for every question (its caches as a user's would be); closed after the last. */
const closing: (() => unknown)[] = [];
const onClose = (fn: () => unknown) => void closing.push(fn);
before(async () => {
  replay = await startReplayServer();
  testApp = await buildTestApp({ after: onClose }, { replay, clock: createManualClock(NOW) });
});
after(async () => {
  for (const fn of closing) await fn();
  await replay.close();
});

describe('nested windows (SCIENCE.md rule 4)', () => {
  async function ask(place: string, hazard: string, horizon: Horizon): Promise<Answer> {
    const res = await postJson(
      testApp.app,
      '/api/v1/risk',
      { prompt: `${hazard} risk in ${place}`, hazard, horizon },
      { authorization: `Bearer ${TEST_OWNER_TOKEN}` },
    );
    const body = res.json();
    if (res.statusCode !== 200) return { horizon, status: res.statusCode, detail: body.detail };
    const f = body.forecast;
    return {
      horizon,
      status: 200,
      probability: f.probability,
      probabilityPerYear: f.probabilityPerYear,
      riskScore: f.riskScore,
      criteria: criteriaOf(f.event),
    };
  }

  for (const place of PLACES) {
    for (const hazard of HAZARDS) {
      test(`${hazard} in ${place}: no window below a window it contains`, async () => {
        const answers: Answer[] = [];
        for (const horizon of HORIZONS) answers.push(await ask(place, hazard, horizon));
        const scored = answers.filter((a) => a.status === 200);
        const seen = answers.map((a) => `${a.horizon} ${a.status === 200 ? `P ${a.probability} R ${a.riskScore}` : a.status}`).join(', ');
        for (const a of scored) {
          if (GROUP[a.horizon] === 'short')
            assert.equal(a.probabilityPerYear, null, `${a.horizon}: no chance per year under a year (${seen})`);
          else {
            assert.equal(typeof a.probabilityPerYear, 'number', `${a.horizon}: a chance per year (${seen})`);
            assert.ok(
              a.probabilityPerYear! <= a.probability! + 0.05,
              `${a.horizon}: per year ${a.probabilityPerYear} above the window's ${a.probability}`,
            );
          }
        }
        for (let i = 0; i < scored.length; i++) {
          for (let j = i + 1; j < scored.length; j++) {
            const inner = scored[i]!;
            const outer = scored[j]!;
            // One decimal each: a tie may round either way.
            assert.ok(
              outer.riskScore! >= inner.riskScore! - 0.1,
              `risk ${outer.horizon} ${outer.riskScore} < ${inner.horizon} ${inner.riskScore} (${seen})`,
            );
            if (GROUP[inner.horizon] !== GROUP[outer.horizon]) continue;
            assert.deepEqual(outer.criteria, inner.criteria, `${inner.horizon} and ${outer.horizon} forecast one event`);
            assert.ok(
              outer.probability! >= inner.probability! - 0.1,
              `probability ${outer.horizon} ${outer.probability} < ${inner.horizon} ${inner.probability} (${seen})`,
            );
          }
        }
      });
    }
  }
});
