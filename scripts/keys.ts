// `npm run keys -- create --tier free --name "my script" | list | revoke <id>`: API key management on the data dir.
import { parseArgs } from 'node:util';
import { createApiKeyStore, TIERS, type ApiKeyInfo } from '../src-server/auth/api-keys.js';
import type { Tier } from '../src-server/auth/principal.js';
import { loadConfig } from '../src-server/config/load.js';
import { openDb } from '../src-server/db/open.js';
import { systemClock } from '../src-server/shared/clock.js';
import { AppError } from '../src-server/shared/errors.js';

const USAGE = `Usage:
  npm run keys -- create --tier free|pro|enterprise [--name "my script"] [--quota <per day, enterprise only>] [--json]
  npm run keys -- list [--json]
  npm run keys -- revoke <id> [--json]
The data dir is HAZARDCAST_DATA_DIR (default ~/.local/share/hazardcast) or --data-dir <dir>; with DATABASE_URL set,
the keys are the team server's (docs/team-server.md).`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function row(k: ApiKeyInfo): string {
  const state = k.revokedAt ? `revoked ${k.revokedAt}` : 'active';
  return `${k.id}  ${k.tier.padEnd(10)} ${String(k.dailyQuota).padStart(8)}/day  …${k.last4}  ${state.padEnd(32)} last used ${k.lastUsedAt ?? 'never'}  "${k.name}"`;
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      tier: { type: 'string' },
      name: { type: 'string' },
      quota: { type: 'string' },
      json: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (err) {
  fail((err as Error).message);
}
const { values, positionals } = parsed;
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const [command, ...rest] = positionals;

const config = loadConfig({ overrides: values['data-dir'] ? { dataDir: values['data-dir'] } : {} });
// The team server's database when DATABASE_URL names one, else the data dir's SQLite file.
const db = openDb(config.dbFile, { databaseUrl: config.databaseUrl, poolSize: 2 });
await db.ready;
const store = createApiKeyStore({ db, clock: systemClock });
const out = (text: string, json: unknown) => process.stdout.write(values.json ? `${JSON.stringify(json, null, 2)}\n` : `${text}\n`);

try {
  switch (command) {
    case 'create': {
      const tier = values.tier;
      if (!tier || !(TIERS as readonly string[]).includes(tier)) fail(`--tier must be one of: ${TIERS.join(', ')}`);
      const quota = values.quota === undefined ? undefined : Number(values.quota);
      if (quota !== undefined && !Number.isFinite(quota)) fail('--quota must be a number');
      if (tier === 'enterprise' && quota === undefined) fail('--quota <requests per day> is required for an enterprise key');
      const name = (values.name ?? 'unnamed').trim() || 'unnamed';
      const { key, info } = await store.create({ name: name.slice(0, 100), tier: tier as Tier, dailyQuota: quota });
      out(
        `Created ${info.id} (${info.tier}, ${info.dailyQuota} requests/day, "${info.name}").\n\n  ${key}\n\n` +
          'This is the only time the key is shown: only its hash is stored. Send it as the X-Service-API-Key header.',
        { ...info, key },
      );
      break;
    }
    case 'list': {
      const keys = await store.list();
      out(
        keys.length ? keys.map(row).join('\n') : 'No API keys yet. Create one with: npm run keys -- create --tier free --name "my script"',
        keys,
      );
      break;
    }
    case 'revoke': {
      const id = rest[0];
      if (!id) fail('revoke needs the key id (see `list`)');
      const info = await store.revoke(id);
      if (!info) {
        process.stderr.write(`No API key with id "${id}".\n`);
        process.exitCode = 1;
        break;
      }
      out(`Revoked ${info.id} ("${info.name}"): it is refused from the next request on.`, info);
      break;
    }
    default:
      fail(command ? `Unknown command "${command}".` : 'No command given.');
  }
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}
