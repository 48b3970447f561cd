// Property-based fuzzing (fast-check) of every route and every MCP tool input through app.inject against the replay:
// never a 5xx, always a problem document (or a JSON-RPC error on /mcp). FUZZ_RUNS scales it (test:reliability: 400).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Resolver } from '../../src-server/net/guarded-agent.js';
import { checkAnswer } from '../support/fuzz/check.js';
import { mcpTargets, routeTargets, type Known, type Target } from '../support/fuzz/targets.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };

let replay: ReplayServer;
let app: FastifyInstance;
const known: Known = { watchIds: [], keyIds: [], apiKey: '', portfolioIds: [] };
const counts = new Map<string, number>();
const statuses = new Map<string, number>();
const cleanups: (() => unknown)[] = [];

before(async () => {
  replay = await startReplayServer();
  // Notification targets never resolve (no network in tests): test sends fail at once instead of waiting on DNS.
  const resolver: Resolver = (host, cb) => cb(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }), []);
  ({ app } = await buildTestApp(
    { after: (fn: () => unknown) => cleanups.push(fn) },
    { replay, resolver, overrides: { notifyTimeoutMs: 2000 } },
  ));
  const key = (await postJson(app, '/api/v1/keys', { name: 'fuzz', tier: 'pro' }, owner)).json();
  known.apiKey = key.key;
  // DELETE /keys/:id draws from these, so the key the fuzzer calls with is not among them.
  for (let i = 0; i < 3; i++)
    known.keyIds.push((await postJson(app, '/api/v1/keys', { name: `doomed${i}`, tier: 'free' }, owner)).json().id);
  for (const prompt of ['Tokyo', 'Lagos']) {
    const res = await postJson(
      app,
      '/api/v1/risk',
      { prompt, hazard: 'earthquake', alert: { enabled: true, channels: [{ type: 'webhook', target: 'https://hooks.example.com/f' }] } },
      owner,
    );
    known.watchIds.push(res.json().alertWatch.id);
  }
  // A portfolio of the two places asked above (their answers cached): its risk is cheap to ask again and again.
  const portfolio = await postJson(
    app,
    '/api/v1/portfolios',
    {
      name: 'fuzz',
      sites: [
        { name: 'Tokyo', place: 'Tokyo' },
        { name: 'Lagos', place: 'Lagos' },
      ],
    },
    owner,
  );
  known.portfolioIds!.push(portfolio.json().id);
});
after(async () => {
  for (const fn of cleanups) await fn();
  await replay.close();
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const classes = [...statuses]
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  process.stdout.write(`fuzz: ${total} requests over ${counts.size} targets (FUZZ_RUNS=${RUNS}): ${classes}\n`);
});

async function fuzz(target: Target) {
  let n = 0;
  await fc.assert(
    fc.asyncProperty(target.arb, async (req) => {
      n++;
      const res = await app.inject(req);
      const cls = res.statusCode === 503 ? `503 ${(res.json() as { code?: string }).code}` : `${String(res.statusCode)[0]}xx`;
      statuses.set(cls, (statuses.get(cls) ?? 0) + 1);
      const wrong = checkAnswer(req, res, target.mcp === true);
      assert.equal(wrong, null, wrong ?? '');
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  counts.set(target.name, n);
}

describe('fuzzing the REST routes', () => {
  for (const target of routeTargets(known)) test(target.name, { timeout: 600_000 }, () => fuzz(target));
});

describe('fuzzing the MCP tools and protocol', () => {
  for (const target of mcpTargets(known)) test(target.name, { timeout: 600_000 }, () => fuzz(target));
});
