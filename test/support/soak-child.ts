// Child for the soak test: the real server (scheduler, outbox, track-record job, daily backup all on) on a data dir,
// run with --expose-gc. On {cmd:'sample'} it collects garbage and reports memory and live handles (and writes a heap
// snapshot per sample into SOAK_SNAPSHOTS when set, to diff what grew).
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import schedule from 'node-schedule';
import { buildApp, loadConfig, startServer } from '../../src-server/index.js';
import { TEST_OWNER_TOKEN } from '../helpers/build-app.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

const config = loadConfig({
  env: {},
  overrides: {
    dataDir: process.env.CHILD_DATA_DIR!,
    logLevel: 'silent',
    ownerToken: TEST_OWNER_TOKEN,
    allowPrivateTargets: true,
    warmUp: false,
    // As the test apps (helpers/build-app.ts): a loaded machine building the replay's series can pass the production
    // 8 s, and a 503 for a slow replay is not what the soak looks for (errors, heap, handles).
    sourceTimeoutMs: 20_000,
    sources: JSON.parse(process.env.REPLAY_SOURCES!) as Record<string, string>,
  },
});
const app = buildApp(config);
const url = await startServer(app, { port: 0 });
process.send!({ event: 'ready', url });

process.on('message', async (msg: { cmd: string }) => {
  if (msg.cmd === 'sample') {
    // Twice: the first pass may only queue finalizers that free more on the second.
    gc();
    gc();
    const m = process.memoryUsage();
    const handles: Record<string, number> = {};
    for (const type of process.getActiveResourcesInfo()) handles[type] = (handles[type] ?? 0) + 1;
    if (process.env.SOAK_SNAPSHOTS) writeHeapSnapshot(join(process.env.SOAK_SNAPSHOTS, `sample-${Date.now()}.heapsnapshot`));
    // What the app holds that grows with use: watch rows, node-schedule jobs, track-record rows.
    const rows = async (table: string) => (await app.db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n;
    const held = {
      watches: await rows('watches'),
      scheduledJobs: Object.keys(schedule.scheduledJobs).length,
      trackForecasts: await rows('track_forecasts'),
      deliveries: await rows('deliveries'),
    };
    process.send!({ event: 'sample', heapUsed: m.heapUsed, rss: m.rss, external: m.external, arrayBuffers: m.arrayBuffers, handles, held });
  } else if (msg.cmd === 'close') {
    void app.close().then(() => process.exit(0));
  }
});
