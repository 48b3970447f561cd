// Child for the kill -9 test: the real server on a data dir, listening, scheduler and outbox on, sources on the
// parent's replay server. MODE=serve: print {ready, url} and serve until killed. MODE=drain: also exit once the
// outbox has nothing left to send. One JSON line per event on stdout.
import { buildApp, loadConfig, startServer } from '../../src-server/index.js';
import { TEST_OWNER_TOKEN } from '../helpers/build-app.js';

const say = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);

const config = loadConfig({
  env: {},
  overrides: {
    dataDir: process.env.CHILD_DATA_DIR!,
    logLevel: 'silent',
    ownerToken: TEST_OWNER_TOKEN,
    allowPrivateTargets: true,
    schedulerEnabled: true,
    trackRecordJob: false,
    warmUp: false,
    backupKeep: 0,
    notifyRetryBaseMs: 50,
    notifyRetryMaxMs: 200,
    sources: JSON.parse(process.env.REPLAY_SOURCES!) as Record<string, string>,
  },
});
const app = buildApp(config);
const url = await startServer(app, { port: 0 });
say({ event: 'ready', url });

if (process.env.MODE === 'drain') {
  const timer = setInterval(async () => {
    const counts = await app.services.notify.outbox.repo.counts();
    if (!counts.pending && !counts.sending && !counts.queued) {
      clearInterval(timer);
      say({ event: 'drained', counts });
      void app.close().then(() => process.exit(0));
    }
  }, 50);
}
