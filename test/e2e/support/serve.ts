// The e2e server: the built dashboard and real API on PORT, every live source on a loopback replay server.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp, loadConfig, startServer } from '../../../src-server/index.js';
import { startReplayServer } from '../../support/replay-server.js';

const replay = await startReplayServer();
const dataDir = process.env.HAZARDCAST_DATA_DIR;
if (!dataDir) throw new Error('HAZARDCAST_DATA_DIR must be set for the e2e server');
rmSync(dataDir, { recursive: true, force: true }); // every run starts from a fresh data dir

const config = loadConfig({
  overrides: { rendererDir: fileURLToPath(new URL('../../../out/renderer', import.meta.url)), sources: replay.sources },
});
const app = buildApp(config);
const url = await startServer(app);
process.stdout.write(`e2e server on ${url} (replay sources on ${replay.url})\n`);

const stop = async () => {
  await app.close();
  await replay.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
