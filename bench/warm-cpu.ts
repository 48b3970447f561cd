// Warm CPU per request of two or more trees, for "no slower" across a refactor (issue 35, must-show 2) and for bisecting
// a slowdown (issue 45): the warm questions (POST /api/v1/risk, already answered once) and the badge, each asked in
// sequence through app.inject, CPU time (user + system) per request. Each tree runs in its own process, started once and
// warmed once; the trees then take turns round by round (the order rotated each round), so that a shared machine's load
// falls on all alike; CPU time is steadier than throughput when other work shares the cores, and the ratios between
// trees measured in the same round steadier still.
//
// Usage: npx tsx bench/warm-cpu.ts --base DIR [--head DIR (this tree)] [--rounds 3] [--requests 1500]
//        npx tsx bench/warm-cpu.ts --trees DIR1,DIR2,... [--rounds 5] [--requests 1000] [--json out.json]
//   DIR: a checkout of another commit with node_modules (a symlink to this tree's is enough), e.g.
//   `git archive <commit> | tar -x -C DIR && ln -s "$PWD/node_modules" DIR/node_modules`.
//   --question TEXT (repeatable): the questions asked (default: the all-hazards Lima one, and issue 45's one-hazard
//   question naming a period, "flood risk for our warehouse in Lagos next week").
import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    head: { type: 'string', default: fileURLToPath(new URL('..', import.meta.url)) },
    trees: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    requests: { type: 'string', default: '1500' },
    question: { type: 'string', multiple: true },
    json: { type: 'string' },
    serve: { type: 'string' },
  },
});
const QUESTIONS = args.question ?? ['What should we worry about in Lima, Peru?', 'flood risk for our warehouse in Lagos next week'];

/** CPU µs per request: one figure per question, then the badge's. */
type Cost = number[];

/** In a child process: one tree's app, warmed, answering each round's request for figures. */
async function serve(root: string): Promise<void> {
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
        // A loaded machine may take seconds to get to a replayed answer: the warm-up must not time out.
        sourceTimeoutMs: 120_000,
        schedulerEnabled: false,
        trackRecordJob: false,
        warmUp: false,
      },
    }),
  );
  await app.ready();
  await warmUpPromptReader(loadGazetteer(), app.services.promptWords);
  const { key } = await app.services.apiKeys.create({ tier: 'enterprise', name: 'bench', dailyQuota: 10_000_000 });
  const asks = QUESTIONS.map(
    (prompt) => () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/risk',
        headers: { 'content-type': 'application/json', 'x-service-api-key': key },
        payload: JSON.stringify({ prompt }),
      }),
  );
  let place: { lat: number; lng: number } | undefined;
  for (const ask of asks) {
    // Until three answers in a row are 200 (a source that failed once is asked again), at most ten tries.
    for (let ok = 0, tries = 0; ok < 3; tries++) {
      const res = await ask();
      if (res.statusCode === 200) ok++;
      else if (tries >= 10) throw new Error(`${root}: warm-up answered ${res.statusCode}: ${res.body}`);
      else ok = 0;
      if (res.statusCode === 200) place ??= res.json().riskInput.place;
    }
  }
  const badge = () => app.inject({ url: `/api/v1/embed?lat=${place!.lat}&lng=${place!.lng}` });
  const perRequest = async (fn: () => Promise<unknown>, requests: number) => {
    for (let i = 0; i < requests / 5; i++) await fn(); // the JIT settles
    const c0 = process.cpuUsage();
    for (let i = 0; i < requests; i++) await fn();
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / requests;
  };
  process.on('message', async (m: { requests: number } | 'close') => {
    if (m === 'close') {
      await app.close();
      await replay.close();
      process.exit(0);
    }
    const cost: Cost = [];
    for (const fn of [...asks, badge]) cost.push(await perRequest(fn, m.requests));
    process.send!(cost);
  });
  process.send!('ready');
}

if (args.serve) {
  await serve(args.serve);
} else {
  const trees = args.trees ? args.trees.split(',') : args.base ? [args.base, args.head!] : undefined;
  if (!trees || trees.length < 2) throw new Error('--base DIR (with this tree as head) or --trees DIR1,DIR2,...');
  const self = fileURLToPath(import.meta.url);
  const questionArgs = QUESTIONS.flatMap((q) => ['--question', q]);
  // Started one after the other (each warms its app on the replay), then kept for every round.
  const children: ChildProcess[] = [];
  for (const tree of trees) {
    const child = fork(self, ['--serve', tree, ...questionArgs], { cwd: tree, execArgv: ['--import', 'tsx'] });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`${tree} exited (${code}) before it was ready`)));
    });
    children.push(child);
  }
  const ask = (i: number): Promise<Cost> =>
    new Promise((resolve) => {
      children[i]!.once('message', (cost: Cost) => resolve(cost));
      children[i]!.send({ requests: Number(args.requests) });
    });
  const costs: Cost[][] = trees.map(() => []);
  const label = (i: number) => trees[i]!.replace(/\/$/, '').split('/').pop()!;
  const figures = (c: Cost) => c.map((x) => x.toFixed(0)).join(' / ');
  for (let r = 1; r <= Number(args.rounds); r++) {
    for (let k = 0; k < trees.length; k++) {
      const i = (k + r - 1) % trees.length; // the order rotates: no tree always first
      const cost = await ask(i);
      costs[i]!.push(cost);
      console.log(`round ${r} ${label(i)}: ${figures(cost)} µs CPU per request (load ${loadavg()[0]!.toFixed(2)})`);
    }
  }
  for (const child of children) child.send('close');
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const what = [...QUESTIONS.map((q) => `"${q}"`), 'badge'];
  const report = trees.map((tree, i) => ({
    tree,
    medianUs: what.map((_, w) => median(costs[i]!.map((c) => c[w]!))),
    // Each round's figure over the first tree's in the same round: the load of the round cancels out.
    ofFirst: what.map((_, w) => median(costs[i]!.map((c, r) => c[w]! / costs[0]![r]![w]!))),
  }));
  console.log(`\nmedians, µs CPU per request (${what.join(', ')}), and the median of each round's ratio to ${label(0)}:`);
  for (const [i, t] of report.entries())
    console.log(`${label(i)}: ${figures(t.medianUs)} | ${t.ofFirst.map((x) => `${(x * 100).toFixed(1)}%`).join(' / ')}`);
  if (args.json) writeFileSync(args.json, `${JSON.stringify({ questions: QUESTIONS, rounds: costs, report }, null, 2)}\n`);
}
