// A child process for the SIGKILL test: the real app on a data dir, scheduler on, delivering to a receiver.
// MODE=fire: create a watch, evaluate it (fires), let the outbox start sending. MODE=resume: just start.
// Prints one JSON line per event on stdout.
import { buildApp, loadConfig } from '../../src-server/index.js';
import { startReplayServer } from './replay-server.js';
import { TEST_OWNER_TOKEN } from '../helpers/build-app.js';

const say = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);

const replay = await startReplayServer();
const config = loadConfig({
  env: {},
  overrides: {
    dataDir: process.env.CHILD_DATA_DIR!,
    logLevel: 'silent',
    ownerToken: TEST_OWNER_TOKEN,
    allowPrivateTargets: true,
    schedulerEnabled: true,
    notifyTimeoutMs: 60_000,
    sources: replay.sources,
  },
});
const app = buildApp(config);
await app.ready();

if (process.env.MODE === 'fire') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/risk',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      prompt: 'Tokyo',
      hazard: 'earthquake',
      horizon: '1y',
      alert: { enabled: true, metric: 'probability', threshold: 1, channels: [{ type: 'webhook', target: process.env.RECEIVER_URL }] },
    }),
  });
  const watch = res.json().alertWatch as { id: string; signingSecret: string; manageToken: string };
  // Anonymous: its creator runs it with the management token it was given.
  const ev = (
    await app.inject({
      method: 'POST',
      url: `/api/v1/watches/${watch.id}/evaluate`,
      headers: { authorization: `Bearer ${watch.manageToken}` },
    })
  ).json();
  say({ event: 'fired', watchId: watch.id, secret: watch.signingSecret, deliveryId: ev.deliveries[0]?.id });
} else {
  say({ event: 'started' });
  // Exit once nothing is left to send (the parent also checks the receiver).
  const timer = setInterval(async () => {
    const counts = await app.services.notify.outbox.repo.counts();
    if (!counts.pending && !counts.sending) {
      clearInterval(timer);
      say({ event: 'drained', counts });
      void app
        .close()
        .then(() => replay.close())
        .then(() => process.exit(0));
    }
  }, 50);
}
