// Ten new places asked 30 s apart about every hazard, the replay counted as Open-Meteo's free tier (600/min, 5,000/h,
// 10,000/day of weighted calls, as Open-Meteo counts them), each question asked again after its Retry-After until
// every hazard is scored (issue 30, must-show 2). The time jumps over waits (test/support/budget-time.ts): questions
// and the calls queued for their turn happen in time order, and each place's latency is the budget's time from its
// first question to its first answer with every hazard scored that the place's sources cover (food insecurity is
// `not covered` outside FEWS NET's countries: no wait changes that) (the jumped waits included, so a Retry-After of an hour
// counts as an hour). The replay runs in its own process with every source delayed (`--delay-ms`, 300).
// Usage: npm run bench:free-tier [-- --places 10 --apart-s 30 --delay-ms 300 --max-hours 30]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp, loadConfig } from '../src-server/index.js';
import { createJumpableTime } from '../test/support/budget-time.js';
import { startReplayProcess } from '../test/support/replay-process.js';
import { tempDir } from '../test/helpers/build-app.js';

const { values: args } = parseArgs({
  options: {
    places: { type: 'string', default: '10' },
    'apart-s': { type: 'string', default: '30' },
    'delay-ms': { type: 'string', default: '300' },
    'max-hours': { type: 'string', default: '30' },
  },
});
const CITIES = [
  'Nairobi',
  'Jakarta',
  'Manila',
  'Houston',
  'Phoenix',
  'Athens',
  'Dhaka',
  'Lima',
  'Casablanca',
  'Hanoi',
  'Karachi',
  'Bogota',
];
const PLACES = CITIES.slice(0, Number(args.places));
const APART_MS = Number(args['apart-s']) * 1000;
const OWNER = 'bench-owner-token-0123456789abcdef';

const replay = await startReplayProcess({ memo: true });
await replay.setDelay(Number(args['delay-ms']));
const time = createJumpableTime('2026-11-22T12:00:00Z');
const config = loadConfig({
  env: {},
  overrides: {
    dataDir: tempDir('hazardcast-free-tier-'),
    logLevel: 'silent',
    ownerToken: OWNER,
    sources: replay.sources,
    schedulerEnabled: false,
    trackRecordJob: false,
    warmUp: false,
    openMeteoLimitScope: 'all',
    openMeteoPerMinute: 600,
    openMeteoPerHour: 5000,
    openMeteoPerDay: 10_000,
  },
});
const app = buildApp(config, { clock: time.clock, budgetTime: time });
await app.ready();

interface PlaceRun {
  place: string;
  askedAt: number;
  /** `unavailable` counts the hazards unavailable for a reason a wait could change; `notCovered` those whose source does not cover the place (FEWS NET outside its ~30 countries). */
  rounds: {
    atS: number;
    status: number;
    scored: number;
    pending: number;
    unavailable: number;
    notCovered: number;
    retryAfterS: number | null;
    serverMs: number;
  }[];
  doneAtS: number | null;
}
const runs: PlaceRun[] = PLACES.map((place, i) => ({ place, askedAt: time.now() + i * APART_MS, rounds: [], doneAtS: null }));
// Questions in time order: each place's first at its turn, then again after each Retry-After.
const queue: { at: number; run: PlaceRun }[] = runs.map((run) => ({ at: run.askedAt, run }));
const end = time.now() + Number(args['max-hours']) * 3_600_000;

while (queue.length > 0) {
  queue.sort((a, b) => a.at - b.at);
  const { at, run } = queue.shift()!;
  if (at > end) break;
  time.jumpTo(at);
  await app.services.http.deferredSettled();
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/risk',
    headers: { authorization: `Bearer ${OWNER}`, 'content-type': 'application/json' },
    payload: { prompt: `What should we worry about in ${run.place} over the next 30 days?` },
  });
  const serverMs = Math.round(performance.now() - started);
  const body = res.json();
  const hazards: { status: string; reason?: string | null }[] =
    res.statusCode === 200 ? body.forecast.hazardBreakdown : (body.hazards ?? []);
  const notCovered = (h: { status: string; reason?: string | null }) =>
    h.status === 'unavailable' && (h.reason ?? '').startsWith('not covered by the source');
  const count = (s: string) => hazards.filter((h) => h.status === s && !notCovered(h)).length;
  const retryAfterS = res.headers['retry-after'] === undefined ? null : Number(res.headers['retry-after']);
  const atS = Math.round((time.now() - run.askedAt) / 100) / 10;
  run.rounds.push({
    atS,
    status: res.statusCode,
    scored: count('ok'),
    pending: count('pending'),
    unavailable: count('unavailable'),
    notCovered: hazards.filter(notCovered).length,
    retryAfterS,
    serverMs,
  });
  // Done: every hazard the place's sources cover is scored (a hazard not covered there is no wait's business).
  if (res.statusCode === 200 && count('ok') === hazards.filter((h) => !notCovered(h)).length) run.doneAtS = atS;
  else if (retryAfterS !== null) queue.push({ at: time.now() + retryAfterS * 1000, run });
}

const budget = app.services.http.openMeteoBudget();
const within20 = runs.filter((r) => r.doneAtS !== null && r.doneAtS <= 20).length;
console.log(
  JSON.stringify(
    {
      places: runs.length,
      apartS: APART_MS / 1000,
      replayDelayMs: Number(args['delay-ms']),
      allScoredWithin20s: within20,
      allScoredAtAll: runs.filter((r) => r.doneAtS !== null).length,
      anyUnavailable: runs.some((r) => r.rounds.some((x) => x.unavailable > 0)),
      perPlace: runs.map((r) => ({ place: r.place, doneAfterS: r.doneAtS, questions: r.rounds.length, rounds: r.rounds })),
      openMeteo: {
        weightAsked: Math.round(budget.weightAsked * 10) / 10,
        refused: budget.refused,
        queued: budget.deferred,
        windows: budget.windows,
        stillQueuedCalls: budget.queuedCalls,
      },
      simulatedHours: Math.round(((time.now() - runs[0]!.askedAt) / 3_600_000) * 100) / 100,
      jumpedHours: Math.round((time.jumped() / 3_600_000) * 100) / 100,
      loadAverage: loadavg().map((x) => Math.round(x * 10) / 10),
    },
    null,
    2,
  ),
);
await app.close();
await replay.close();
