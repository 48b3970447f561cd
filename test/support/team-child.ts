// One team-server instance for the multi-instance tests: the real app on the PostgreSQL database and data dir the
// parent gives (TEAM_DATABASE_URL, TEAM_DATA_DIR), sources at the parent's replay (TEAM_SOURCES, JSON), its
// background work on pg-boss with short timings. Reports `{ event: 'ready', url }` over IPC; the parent kills it.
import { buildApp, loadConfig, startServer } from '../../src-server/index.js';
import { TEST_OWNER_TOKEN } from '../helpers/build-app.js';

const config = loadConfig({
  env: {},
  overrides: {
    dataDir: process.env.TEAM_DATA_DIR!,
    databaseUrl: process.env.TEAM_DATABASE_URL!,
    logLevel: (process.env.TEAM_LOG_LEVEL as 'silent' | undefined) ?? 'silent',
    ownerToken: TEST_OWNER_TOKEN,
    allowPrivateTargets: true,
    schedulerEnabled: process.env.TEAM_SCHEDULER !== '0',
    trackRecordJob: false,
    warmUp: false,
    backupKeep: 0,
    port: 0,
    sources: JSON.parse(process.env.TEAM_SOURCES!) as Record<string, string>,
    reliefwebAppname: 'hazardcast-replay',
  },
});
const app = buildApp(config, { teamJobs: { heartbeatSeconds: 10, superviseSeconds: 2, pollSeconds: 0.5, watchesPerJob: 100 } });
const url = await startServer(app, { port: 0 });
process.send!({ event: 'ready', url, pid: process.pid });
process.on('message', (msg: { cmd: string }) => {
  if (msg.cmd === 'close') void app.close().then(() => process.exit(0));
});
