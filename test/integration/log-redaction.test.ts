// No log line carries the owner token (docs/security.md "The owner token in logs"): requests opened with `?token=…`
// go through the real pino logger, in process and in `npm run serve` with its output redirected, and the token is
// found nowhere in what was written.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import { buildApp, loadConfig, ownerUrl } from '../../src-server/index.js';
import { redactText, redactUrl } from '../../src-server/http/log-redaction.js';
import { tempDir, TEST_OWNER_TOKEN, testDatabase } from '../helpers/build-app.js';

describe('redactUrl', () => {
  test('credential parameters are redacted, whatever their case, place or percent-encoding; the rest stays', () => {
    assert.equal(redactUrl('/?token=abc'), '/?token=[redacted]');
    assert.equal(redactUrl('/watches?x=1&TOKEN=abc&y=2#frag'), '/watches?x=1&TOKEN=[redacted]&y=2#frag');
    assert.equal(redactUrl('/?%74oken=abc'), '/?%74oken=[redacted]');
    assert.equal(
      redactUrl('/api/v1/embed?key=k1&api_key=k2&x-service-api-key=k3&hazard=flood'),
      '/api/v1/embed?key=[redacted]&api_key=[redacted]&x-service-api-key=[redacted]&hazard=flood',
    );
    assert.equal(redactUrl('/api/v1/track-record?format=csv'), '/api/v1/track-record?format=csv');
    assert.equal(redactUrl('/no/query'), '/no/query');
    assert.equal(
      redactText('Reply was already sent in the "/?token=abc&x=1" route'),
      'Reply was already sent in the "/?token=[redacted]&x=1" route',
    );
  });
});

/** The app with the real pino logger at info, writing into `lines`: offline, no timers. */
async function loggingApp(overrides: Record<string, unknown> = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const dataDir = tempDir();
  const config = loadConfig({
    env: {},
    overrides: {
      dataDir,
      ownerToken: TEST_OWNER_TOKEN,
      schedulerEnabled: false,
      trackRecordJob: false,
      warmUp: false,
      offline: true,
      backupKeep: 0,
      ...(await testDatabase(dataDir)),
      ...overrides,
    },
  });
  const app = buildApp(config, { logger: { level: 'info', stream } });
  await app.ready();
  return { app, lines };
}

describe('request logs', () => {
  test('the real logger writes every request, and never the token or a key given in a query string', async () => {
    const rendererDir = tempDir();
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Hazardcast</title>');
    const { app, lines } = await loggingApp({ rendererDir });
    const token = encodeURIComponent(TEST_OWNER_TOKEN);
    const urls = [
      ownerUrl('', TEST_OWNER_TOKEN), // the dashboard as `npm run serve` prints it
      `/api/v1/health?token=${token}`,
      `/api/v1/watches/%?token=${token}`, // refused before routing (frameworkErrors)
      `/nowhere?%74oken=${token}`, // 404 problem
      '/api/v1/track-record?key=hc_live_secretkey0123456789',
    ];
    for (const url of urls) await app.inject({ url, headers: { authorization: `Bearer ${TEST_OWNER_TOKEN}` } });
    await app.close();
    const log = lines.join('\n');
    assert.ok(lines.filter((l) => l.includes('"incoming request"')).length >= urls.length, 'every request was logged');
    assert.ok(log.includes('?token=[redacted]'), 'the URL is logged, redacted');
    assert.ok(!log.includes(TEST_OWNER_TOKEN) && !log.includes(token), 'the owner token is in no log line');
    assert.ok(!log.includes('hc_live_secretkey'), 'nor a key given in a query string');
  });

  test('secrets are redacted by value: any parameter name, a path segment, a header or an error (finding 4 of issue 46)', async () => {
    const { app, lines } = await loggingApp();
    const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
    const apiKey = (await app.inject({ method: 'POST', url: '/api/v1/keys', headers: owner, payload: { name: 'k', tier: 'free' } })).json()
      .key as string;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/watches',
      remoteAddress: '10.0.0.2',
      payload: { place: '35.68, 139.69', hazard: 'earthquake' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const { signingSecret, manageToken } = created.json() as { signingSecret: string; manageToken: string };
    const t = TEST_OWNER_TOKEN;
    const everyChar = [...t].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
    const urls = [
      `/?t=${t}`,
      `/api/v1/health?ownerToken=${t}`,
      `/api/v1/health?auth=${t}`,
      `/api/v1/health?token[]=${t}`,
      `/api/v1/health?bearer=${t}`,
      `/api/v1/health?password=${t}`,
      `/api/v1/health?owner-token=${t}`,
      `/api/v1/health/;token=${t}`,
      `/api/v1/watches/${t}`,
      `/api/v1/watches/${everyChar}`,
      `/api/v1/health?k=${apiKey}`,
      `/api/v1/health?s=${encodeURIComponent(signingSecret)}`,
      `/api/v1/health?x=${signingSecret}`,
      `/api/v1/health?m=${manageToken}`,
    ];
    for (const url of urls) await app.inject({ url, headers: owner });
    // A header or an error someone logs: the values go too, whatever they are called.
    app.log.info({ headers: { 'x-service-api-key': apiKey, cookie: `s=${t}`, 'x-whatever': manageToken } }, 'headers seen');
    app.log.error({ err: new Error(`delivery failed with ${signingSecret} at /x?anything=${t}`) }, 'an error');
    await app.close();
    const log = lines.join('\n');
    assert.ok(lines.filter((l) => l.includes('"incoming request"')).length >= urls.length, 'every request was logged');
    assert.ok(log.includes('headers seen') && log.includes('an error'));
    for (const [what, value] of <[string, string][]>[
      ['the owner token', t],
      ['the owner token, percent-encoded', everyChar],
      ['an API key', apiKey],
      ['a signing secret', signingSecret],
      ['a signing secret, percent-encoded', encodeURIComponent(signingSecret)],
      ['a management token', manageToken],
    ]) {
      assert.ok(!log.includes(value), `${what} is in no log line`);
    }
    assert.ok(log.includes('[redacted]'));
  });

  test(
    'npm run serve with its output redirected: the banner names the token file, the log never holds the token',
    { timeout: 60_000 },
    async (t) => {
      const dataDir = tempDir();
      const rendererDir = tempDir();
      writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Hazardcast</title>');
      const child = spawn(process.execPath, ['--import', 'tsx', new URL('../../scripts/serve.ts', import.meta.url).pathname], {
        env: {
          ...process.env,
          PORT: '0',
          HAZARDCAST_DATA_DIR: dataDir,
          HAZARDCAST_RENDERER_DIR: rendererDir,
          HAZARDCAST_OFFLINE: '1',
          LOG_LEVEL: 'info',
          HAZARDCAST_TRACK_RECORD_JOB: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      t.after(() => {
        if (child.exitCode === null) child.kill('SIGKILL');
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d));
      child.stderr.on('data', (d: Buffer) => (out += d));
      const deadline = Date.now() + 45_000;
      while (!/listening on (http:\/\/\S+)/.test(out) && child.exitCode === null && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      const base = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      assert.ok(base, out);
      const token = readFileSync(join(dataDir, 'owner-token'), 'utf8').trim();
      for (const path of [`/?token=${encodeURIComponent(token)}`, `/api/v1/watches?token=${encodeURIComponent(token)}`]) {
        const res = await fetch(`${base}${path}`);
        await res.arrayBuffer();
      }
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      assert.match(out, new RegExp(`dashboard: ${base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/\\?token=<the token in .*owner-token>`));
      assert.ok(out.includes('?token=[redacted]'), 'the requests were logged, redacted');
      assert.ok(!out.includes(token) && !out.includes(encodeURIComponent(token)), 'the owner token is in no line of the output');
    },
  );
});
