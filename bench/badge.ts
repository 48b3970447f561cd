// `npm run bench:badge`: the badge alone, quicker than `npm run bench`: the app and a
// bare Fastify route returning the same SVG in this process, autocannon in its own; rounds interleaved. Besides
// throughput it reports this process's CPU time per request on each side (process.cpuUsage over the run), which
// a shared machine's load moves much less than requests per second.
//
// Usage: npm run bench:badge [-- --duration 5 --rounds 3 --connections 20 --log-level silent]
//        node --cpu-prof --import tsx bench/badge.ts   (a profile of both sides)
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { buildApp, loadConfig, startServer } from '../src-server/index.js';
import { startReplayProcess } from '../test/support/replay-process.js';
import { tempDir } from '../test/helpers/build-app.js';
import { startCannon } from './support/cannon.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    'log-level': { type: 'string', default: 'silent' },
  },
});
const log = (line: string) => process.stderr.write(`${line}\n`);
log(`bench:badge: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);

const replay = await startReplayProcess({ memo: true });
const logLevel = args['log-level'] as 'silent' | 'info';
const app = buildApp(
  loadConfig({
    env: {},
    overrides: {
      dataDir: tempDir('hazardcast-bench-badge-'),
      logLevel,
      ownerToken: 'bench-owner-token-0123456789abcdef',
      sources: replay.sources,
      embedPerMinute: 1_000_000_000,
      schedulerEnabled: false,
      trackRecordJob: false,
      warmUp: false,
    },
  }),
  // Request logs to /dev/null when asked for: the cost of writing them, not of a terminal.
  logLevel === 'silent' ? {} : { logger: { level: logLevel, file: '/dev/null' } },
);
await app.ready();
const badgeUrl = '/api/v1/embed?lat=-12.0464&lng=-77.0428';
const badge = await app.inject({ url: badgeUrl });
if (badge.statusCode !== 200) throw new Error(`badge answered ${badge.statusCode}: ${badge.body}`);

const bare = Fastify({ logger: false });
bare.get('/bare/embed', async (_req, reply) => reply.type('image/svg+xml; charset=utf-8').send(badge.body));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
const appUrl = await startServer(app, { host: '127.0.0.1', port: 0 });

const cannon = await startCannon();
/** One autocannon run, with this process's CPU time per request (the app or the bare route runs here). */
const fire = async (url: string) => {
  const cpu0 = process.cpuUsage();
  const result = await cannon.fire({ url, connections: Number(args.connections), duration: Number(args.duration) });
  const cpu = process.cpuUsage(cpu0);
  return { ...result, cpuUsPerRequest: Math.round(((cpu.user + cpu.system) / result.requests) * 10) / 10 };
};

const rows: string[] = [];
let sumApp = 0;
let sumBare = 0;
for (let round = 1; round <= Number(args.rounds); round++) {
  const b = await fire(`${bareUrl}/bare/embed`);
  const a = await fire(`${appUrl}${badgeUrl}`);
  sumApp += a.reqPerSec;
  sumBare += b.reqPerSec;
  const load = execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/.*load average: /, '');
  rows.push(
    `round ${round}: badge ${Math.round(a.reqPerSec)} req/s (p99 ${a.latencyP99Ms} ms, ${a.cpuUsPerRequest} µs CPU/req, non-2xx ${a.non2xx}) | ` +
      `bare ${Math.round(b.reqPerSec)} req/s (p99 ${b.latencyP99Ms} ms, ${b.cpuUsPerRequest} µs CPU/req) | ` +
      `${Math.round((a.reqPerSec / b.reqPerSec) * 1000) / 10}% | load ${load}`,
  );
  log(rows.at(-1)!);
}
log(`overall: ${Math.round((sumApp / sumBare) * 1000) / 10}% of the bare route`);
cannon.close();
await app.close();
await bare.close();
await replay.close();
