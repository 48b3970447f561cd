// `npm run serve`: the headless server on 127.0.0.1:PORT, serving the built dashboard, printing the owner URL.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, loadConfig, OWNER_TOKEN_FILE, ownerUrl, startServer } from '../src-server/index.js';

const rendererDir = fileURLToPath(new URL('../out/renderer', import.meta.url));
/** One clear line and exit 1: a bad config, a damaged or too-new database must not print a stack or loop. */
function cannotStart(err: unknown): never {
  process.stderr.write(`Hazardcast could not start: ${(err as Error).message}\n`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
let app: ReturnType<typeof buildApp>;
try {
  config = loadConfig({ overrides: existsSync(rendererDir) ? { rendererDir } : {} });
  app = buildApp(config);
} catch (err) {
  cannotStart(err);
}

/** The database's host and name, never its password. */
function databaseShown(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  const url = await startServer(app);
  // The owner URL carries the token: shown on a terminal (like Jupyter's), never written into a redirected log.
  const tokenFile = join(config.dataDir, OWNER_TOKEN_FILE);
  const dashboard = !config.rendererDir
    ? '(dashboard not built: run `npm run build`)'
    : process.stdout.isTTY
      ? ownerUrl(url, app.ownerToken)
      : `${url}/?token=<the token in ${tokenFile}>`;
  process.stdout.write(
    `Hazardcast ${config.version} listening on ${url}\n` +
      `  dashboard: ${dashboard}\n` +
      `  API docs:  ${url}/docs\n` +
      `  data dir:  ${config.dataDir}\n` +
      (config.databaseUrl ? `  database:  PostgreSQL ${databaseShown(config.databaseUrl)} (team server)\n` : '') +
      (config.offline ? '  offline:   no outbound calls (HAZARDCAST_OFFLINE=1)\n' : ''),
  );
} catch (err) {
  cannotStart(err);
}
