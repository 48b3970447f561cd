// `npm run db:copy`: a desktop's SQLite database moved to a team server's PostgreSQL, every table verified by counts and
// checksums; then the team server answers as the desktop did (watches with their sealed targets and history, keys and
// today's usage, the track record, the settings), with its own secret key. Runs under `npm run test:postgres`.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { buildApp, loadConfig } from '../../src-server/index.js';
import { TEST_OWNER_TOKEN, postJson, tempDir } from '../helpers/build-app.js';
import { freshPostgresUrl, onPostgres } from '../helpers/test-db.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

const run = promisify(execFile);
const skip = onPostgres ? false : 'it moves SQLite data into PostgreSQL: npm run test:postgres';
const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };

describe('npm run db:copy', { skip }, () => {
  let replay: ReplayServer;
  before(async () => {
    replay = await startReplayServer();
  });
  after(() => replay?.close());

  const appOn = (dataDir: string, databaseUrl?: string) =>
    buildApp(
      loadConfig({
        env: {},
        overrides: {
          dataDir,
          ...(databaseUrl ? { databaseUrl } : {}),
          logLevel: 'silent',
          ownerToken: TEST_OWNER_TOKEN,
          sources: replay.sources,
          schedulerEnabled: false,
          trackRecordJob: false,
          warmUp: false,
          backupKeep: 0,
          allowPrivateTargets: true,
          reliefwebAppname: 'hazardcast-replay',
        },
      }),
    );

  /** What an owner sees: watches, their histories, keys with today's usage, the scoreboard, settings. */
  async function seen(app: ReturnType<typeof appOn>) {
    const get = async (url: string) => (await app.inject({ url, headers: owner })).json();
    const watches = (await get('/api/v1/watches')).data as { id: string }[];
    const histories = await Promise.all(watches.map((w) => get(`/api/v1/watches/${w.id}/history`)));
    const { generatedAt: _g, ...trackRecord } = await get('/api/v1/track-record');
    return { watches, histories, keys: await get('/api/v1/keys'), trackRecord, notify: await get('/api/v1/settings/notifications') };
  }

  test('every table copied and verified; the team server then answers as the desktop did', { timeout: 240_000 }, async () => {
    // A desktop's data: a key that was used, watches with sealed webhook and Slack targets that fired, forecasts in the
    // track record, an SMTP URL (sealed) in the settings.
    const desktopDir = tempDir();
    const desktop = appOn(desktopDir);
    await desktop.ready();
    const { key } = (await postJson(desktop, '/api/v1/keys', { name: 'script', tier: 'pro' }, owner)).json() as { key: string };
    const channels = [
      { type: 'webhook', target: 'https://hooks.example.com/in/abc?token=s3cret' },
      { type: 'slack', target: 'https://hooks.slack.com/services/T000/B000/xyz' },
      { type: 'email', target: 'ops@example.com' },
    ];
    const asked = await postJson(
      desktop,
      '/api/v1/risk',
      { prompt: 'earthquake risk in Tokyo next week', alert: { enabled: true, metric: 'probability', threshold: 0, channels } },
      { 'x-service-api-key': key },
    );
    assert.equal(asked.statusCode, 201, asked.body);
    const watchId = asked.json().alertWatch.id as string;
    const fired = (await desktop.inject({ method: 'POST', url: `/api/v1/watches/${watchId}/evaluate`, headers: owner })).json();
    assert.equal(fired.evaluation.fired, true);
    assert.equal((await postJson(desktop, '/api/v1/watches', { place: 'Lima', hazard: 'flood', channels: [] }, owner)).statusCode, 201);
    const smtp = await desktop.inject({
      method: 'PATCH',
      url: '/api/v1/settings/notifications',
      headers: owner,
      payload: { smtpUrl: 'smtp://mailer:pw-123@mail.example.com:587' },
    });
    assert.equal(smtp.statusCode, 200);
    const before = await seen(desktop);
    assert.ok(before.trackRecord.forecastsLogged > 0, 'forecasts were logged');
    await desktop.close();

    // Into an empty PostgreSQL database, sealed again under the team server's own key (another data dir).
    const url = await freshPostgresUrl({ empty: true });
    const serverDir = tempDir();
    const copy = await run(process.execPath, [
      '--import',
      'tsx',
      'scripts/db-copy.ts',
      '--from',
      join(desktopDir, 'hazardcast.sqlite'),
      '--to',
      url,
      '--to-data-dir',
      serverDir,
    ]);
    assert.match(copy.stdout, /tables copied and verified \(same counts and checksums on both sides\)/);
    for (const table of [
      'watches',
      'watch_evaluations',
      'deliveries',
      'delivery_attempts',
      'api_keys',
      'quota_usage',
      'track_forecasts',
      'track_aggregates',
      'notify_settings',
      'source_cache',
    ]) {
      assert.match(copy.stdout, new RegExp(`\\b${table}\\s+\\d+ rows`), table);
    }

    const server = appOn(serverDir, url);
    await server.ready();
    try {
      assert.deepEqual(await seen(server), before, 'the same watches, histories, keys and usage, scoreboard and settings');
      // The key still works, and today's count goes on from the desktop's.
      const more = await postJson(server, '/api/v1/risk', { prompt: 'earthquake risk in Tokyo next week' }, { 'x-service-api-key': key });
      assert.equal(more.statusCode, 200);
      assert.equal(more.headers['x-ratelimit-remaining'], String(5000 - 2));
      // The signing secret opens under the new key: the watch evaluates and signs on the team server.
      const again = await server.inject({ method: 'POST', url: `/api/v1/watches/${watchId}/evaluate`, headers: owner });
      assert.equal(again.statusCode, 200, again.body);
      // New rows continue after the copied ids.
      assert.ok(again.json().evaluation.id > fired.evaluation.id);
    } finally {
      await server.close();
    }

    // Once filled, the target is refused.
    await assert.rejects(
      run(process.execPath, [
        '--import',
        'tsx',
        'scripts/db-copy.ts',
        '--from',
        join(desktopDir, 'hazardcast.sqlite'),
        '--to',
        url,
        '--to-data-dir',
        serverDir,
      ]),
      (err: { code: number; stderr: string }) =>
        err.code === 1 && /already holds \d+ rows: db:copy only fills an empty database/.test(err.stderr),
    );
  });
});
