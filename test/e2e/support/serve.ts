// The e2e server: the built dashboard and real API on PORT, every live source on a loopback replay server, a
// loopback webhook receiver and tile server (their URLs written into the data dir for the tests), and a recording
// stand-in for the desktop shell's notifier (what src-main does with Electron's Notification).
// E2E_BUDGET_MINUTE_MS (test support only): the Open-Meteo budget's windows shortened, a "minute" of that many ms (an
// hour 60 of them, a day 1,440), so a spec sees hazards wait for their turn and fill in within seconds
// (test/e2e/pending.spec.ts, with HAZARDCAST_OPEN_METEO_LIMIT=all and its budgets in the environment).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, loadConfig, startServer, type DesktopNotification } from '../../../src-server/index.js';
import { openMeteoLimits } from '../../../src-server/sources/limiter.js';
import { startHttpReceiver } from '../../support/receivers.js';
import { startReplayServer } from '../../support/replay-server.js';
import { startTileServer } from '../../support/tile-server.js';

const replay = await startReplayServer();
const receiver = await startHttpReceiver();
const tiles = await startTileServer();
const dataDir = process.env.HAZARDCAST_DATA_DIR;
if (!dataDir) throw new Error('HAZARDCAST_DATA_DIR must be set for the e2e server');
rmSync(dataDir, { recursive: true, force: true }); // every run starts from a fresh data dir

const config = loadConfig({
  overrides: { rendererDir: fileURLToPath(new URL('../../../out/renderer', import.meta.url)), sources: replay.sources },
});
const shown: DesktopNotification[] = [];
const minuteMs = Number(process.env.E2E_BUDGET_MINUTE_MS ?? 0);
const openMeteoWindows =
  minuteMs > 0
    ? openMeteoLimits({ perMinute: config.openMeteoPerMinute, perHour: config.openMeteoPerHour, perDay: config.openMeteoPerDay }).map(
        (w) => ({
          ...w,
          windowMs: (w.windowMs / 60_000) * minuteMs,
        }),
      )
    : undefined;
const app = buildApp(config, { desktopNotifier: { show: (n) => void shown.push(n) }, openMeteoWindows });
const url = await startServer(app);
writeFileSync(join(dataDir, 'e2e-receiver-url'), receiver.url);
writeFileSync(join(dataDir, 'e2e-tiles-url'), tiles.template);
process.stdout.write(`e2e server on ${url} (replay sources on ${replay.url}, receiver ${receiver.url}, tiles ${tiles.template})\n`);

const stop = async () => {
  await app.close();
  await replay.close();
  await receiver.close();
  await tiles.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
