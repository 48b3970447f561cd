// Warm CPU per request of two trees, for "no slower" across a refactor (issue 35, must-show 2): the warm Lima question
// (POST /api/v1/risk, all hazards, already answered once) and its badge, each asked in sequence through app.inject, CPU
// time (user + system) per request. Each tree runs in its own process, the trees alternating round by round, so that a
// shared machine's load falls on both alike; CPU time is steadier than throughput when other work shares the cores.
//
// Usage: npx tsx bench/warm-cpu.ts --base DIR [--head DIR (this tree)] [--rounds 3] [--requests 1500]
//   DIR: a checkout of another commit with node_modules (a symlink to this tree's is enough).
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    head: { type: 'string', default: fileURLToPath(new URL('..', import.meta.url)) },
    rounds: { type: 'string', default: '3' },
    requests: { type: 'string', default: '1500' },
    one: { type: 'string' },
  },
});
const REQUESTS = Number(args.requests);
const QUESTION = 'What should we worry about in Lima, Peru?';

interface Cost {
  riskUs: number;
  badgeUs: number;
}

/** In a child process: one tree's app, warmed, then REQUESTS questions and REQUESTS badges. */
async function measureOne(root: string): Promise<Cost> {
  const { buildApp, loadConfig } = await import(`${root}/src-server/index.js`);
  const { loadGazetteer } = await import(`${root}/src-server/geocode/gazetteer.js`);
  const { warmUpPromptReader } = await import(`${root}/src-server/geocode/understand.js`);
  const { startReplayProcess } = await import(`${root}/test/support/replay-process.js`);
  const { tempDir } = await import(`${root}/test/helpers/build-app.js`);
  const replay = await startReplayProcess({ memo: true });
  const app = buildApp(
    loadConfig({
      env: {},
      overrides: {
        dataDir: tempDir('warm-cpu-'),
        logLevel: 'silent',
        ownerToken: 'bench-owner-token-0123456789abcdef',
        sources: replay.sources,
        embedPerMinute: 1e9,
        schedulerEnabled: false,
        trackRecordJob: false,
        warmUp: false,
      },
    }),
  );
  await app.ready();
  await warmUpPromptReader(loadGazetteer(), app.services.promptWords);
  const { key } = await app.services.apiKeys.create({ tier: 'enterprise', name: 'bench', dailyQuota: 10_000_000 });
  const ask = () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/risk',
      headers: { 'content-type': 'application/json', 'x-service-api-key': key },
      payload: JSON.stringify({ prompt: QUESTION }),
    });
  for (let i = 0; i < 3; i++) {
    const res = await ask();
    if (res.statusCode !== 200) throw new Error(`${root}: warm-up answered ${res.statusCode}`);
  }
  const { lat, lng } = (await ask()).json().riskInput.place;
  const badge = () => app.inject({ url: `/api/v1/embed?lat=${lat}&lng=${lng}` });
  const perRequest = async (fn: () => Promise<unknown>) => {
    for (let i = 0; i < REQUESTS / 5; i++) await fn(); // the JIT settles
    const c0 = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) await fn();
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / REQUESTS;
  };
  const cost = { riskUs: await perRequest(ask), badgeUs: await perRequest(badge) };
  await app.close();
  await replay.close();
  return cost;
}

if (args.one) {
  process.stdout.write(`${JSON.stringify(await measureOne(args.one))}\n`);
  process.exit(0);
}
if (!args.base) throw new Error('--base DIR: the tree to compare with');
const self = fileURLToPath(import.meta.url);
const trees = { base: args.base, head: args.head! };
const costs: Record<'base' | 'head', Cost[]> = { base: [], head: [] };
for (let r = 1; r <= Number(args.rounds); r++) {
  for (const side of ['base', 'head'] as const) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', self, '--one', trees[side], '--requests', String(REQUESTS)], {
      cwd: trees[side],
      encoding: 'utf8',
    });
    const cost = JSON.parse(out.trim().split('\n').pop()!) as Cost;
    costs[side].push(cost);
    const load = loadavg()[0]!.toFixed(2);
    console.log(
      `round ${r} ${side}: risk ${cost.riskUs.toFixed(0)} µs, badge ${cost.badgeUs.toFixed(0)} µs CPU per request (load ${load})`,
    );
  }
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const spread = (xs: number[]) => (Math.max(...xs) - Math.min(...xs)) / mean(xs);
for (const k of ['riskUs', 'badgeUs'] as const) {
  const b = costs.base.map((c) => c[k]);
  const h = costs.head.map((c) => c[k]);
  console.log(
    `${k === 'riskUs' ? 'warm question' : 'badge'}: base ${mean(b).toFixed(0)} µs (spread ${(spread(b) * 100).toFixed(0)} %), ` +
      `head ${mean(h).toFixed(0)} µs (spread ${(spread(h) * 100).toFixed(0)} %): head/base ${((mean(h) / mean(b)) * 100).toFixed(1)} %`,
  );
}
