// Delivery through the outbox to real loopback receivers: retries, idempotency, failure, Slack, Telegram, SMTP email.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createManualClock } from '../../src-server/index.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { failTimes, startHttpReceiver, startSmtpReceiver, type HttpReceiver } from '../support/receivers.js';
import { buildTestApp, postJson, tempDir, TEST_OWNER_TOKEN } from '../helpers/build-app.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
const RETRY = { notifyRetryBaseMs: 1000, notifyRetryMaxMs: 8000 };

async function setup(t: Parameters<typeof buildTestApp>[0], overrides: Record<string, unknown> = {}) {
  const clock = createManualClock('2026-11-22T12:00:00Z');
  const { app } = await buildTestApp(t, { replay, clock, overrides: { allowPrivateTargets: true, ...RETRY, ...overrides } });
  return { app, clock };
}

async function firingWatch(app: FastifyInstance, channels: { type: string; target: string }[]) {
  const res = await postJson(app, '/api/v1/risk', {
    prompt: 'Tokyo',
    hazard: 'earthquake',
    horizon: '1y',
    alert: { enabled: true, metric: 'probability', threshold: 1, channels },
  });
  assert.equal(res.statusCode, 201, res.body);
  const { id, manageToken } = res.json().alertWatch as { id: string; manageToken: string };
  managers.set(id, { authorization: `Bearer ${manageToken}` });
  const ev = (await app.inject({ method: 'POST', url: `/api/v1/watches/${id}/evaluate`, headers: managers.get(id) })).json();
  assert.equal(ev.evaluation.fired, true);
  return { id, deliveries: ev.deliveries as { id: string }[] };
}

/** The management token of each anonymous watch made here (its creator reads it with that, never by address). */
const managers = new Map<string, Record<string, string>>();

const history = async (app: FastifyInstance, id: string) =>
  (await app.inject({ url: `/api/v1/watches/${id}/history`, headers: managers.get(id) })).json();

/** Runs the outbox, then jumps the clock past the longest backoff, `times` times. */
async function drain(app: FastifyInstance, clock: ReturnType<typeof createManualClock>, times: number) {
  for (let i = 0; i < times; i++) {
    await app.services.notify.outbox.process();
    clock.advance(RETRY.notifyRetryMaxMs + 1);
  }
}

describe('retries and idempotency', () => {
  let flaky: HttpReceiver;
  before(async () => {
    flaky = await startHttpReceiver();
  });
  after(() => flaky.close());

  test('a receiver failing three times then succeeding gets the notification exactly once, same id every time', async (t) => {
    flaky.setBehaviour(failTimes(3));
    const { app, clock } = await setup(t);
    const { id, deliveries } = await firingWatch(app, [{ type: 'webhook', target: `${flaky.url}/hook` }]);
    const start = flaky.requests.length;

    await app.services.notify.outbox.process();
    assert.equal(flaky.requests.length - start, 1);
    const h1 = await history(app, id);
    assert.equal(h1.deliveries[0].status, 'pending');
    assert.equal(h1.deliveries[0].attempts, 1);
    assert.match(h1.deliveries[0].lastError, /HTTP 503/);
    // Not due again before its backoff.
    await app.services.notify.outbox.process();
    assert.equal(flaky.requests.length - start, 1, 'backoff respected');

    await drain(app, clock, 6);
    const got = flaky.requests.slice(start);
    assert.equal(got.length, 4, 'three failures and one success, then nothing more');
    assert.ok(
      got.every((r) => r.headers['webhook-id'] === deliveries[0]!.id),
      'one idempotency id for every attempt',
    );
    assert.equal(got.filter((r) => r.answered === 200).length, 1);
    // Every attempt is signed afresh (its own timestamp) yet with the same id.
    assert.ok(got.every((r) => String(r.headers['webhook-signature']).startsWith('v1,')));

    const h = await history(app, id);
    const d = h.deliveries[0];
    assert.equal(d.status, 'delivered');
    assert.equal(d.attempts, 4);
    assert.deepEqual(
      d.attemptLog.map((a: { outcome: string }) => a.outcome),
      ['error', 'error', 'error', 'ok'],
    );
    assert.deepEqual(
      d.attemptLog.map((a: { statusCode: number }) => a.statusCode),
      [503, 503, 503, 200],
    );
    // Backoff grows: the gaps between attempt starts are non-decreasing in expectation; at least attempts are spaced.
    const starts = d.attemptLog.map((a: { startedAt: string }) => Date.parse(a.startedAt));
    assert.ok(starts.every((s: number, i: number) => i === 0 || s > starts[i - 1]));
  });

  test('a receiver that never succeeds ends failed after the retry budget, every attempt recorded', async (t) => {
    flaky.setBehaviour(() => ({ status: 500, body: 'broken' }));
    const { app, clock } = await setup(t, { notifyMaxAttempts: 4 });
    const { id } = await firingWatch(app, [{ type: 'webhook', target: `${flaky.url}/dead` }]);
    const start = flaky.requests.length;
    await drain(app, clock, 8);
    assert.equal(flaky.requests.length - start, 4);
    const d = (await history(app, id)).deliveries[0];
    assert.equal(d.status, 'failed');
    assert.equal(d.attempts, 4);
    assert.equal(d.attemptLog.length, 4);
    assert.ok(d.attemptLog.every((a: { outcome: string; error: string }) => a.outcome === 'error' && /HTTP 500/.test(a.error)));
    assert.equal(d.nextAttemptAt, null);
  });

  test('an unreachable receiver (connection refused) is retried and recorded like any failure', async (t) => {
    const { app, clock } = await setup(t, { notifyMaxAttempts: 2 });
    const { id } = await firingWatch(app, [{ type: 'webhook', target: 'http://127.0.0.1:9/nothing-listens' }]);
    await drain(app, clock, 3);
    const d = (await history(app, id)).deliveries[0];
    assert.equal(d.status, 'failed');
    assert.match(d.attemptLog[0].error, /request failed/);
  });
});

describe('channels', () => {
  test('Slack: readable Block Kit message to the incoming-webhook URL', async (t) => {
    const slack = await startHttpReceiver(() => ({ status: 200, body: 'ok' }));
    t.after(() => slack.close());
    const { app } = await setup(t);
    await firingWatch(app, [{ type: 'slack', target: `${slack.url}/services/T000/B000/XXXX` }]);
    await app.services.notify.outbox.process();
    assert.equal(slack.requests.length, 1);
    const msg = JSON.parse(slack.requests[0]!.body);
    assert.equal(slack.requests[0]!.path, '/services/T000/B000/XXXX');
    assert.match(msg.text, /Earthquake probability .* ≥ 1 in Tokyo, Japan/);
    assert.equal(msg.blocks[0].type, 'header');
    assert.equal(msg.blocks[1].type, 'section');
    assert.match(msg.blocks[1].text.text, /Tokyo, Japan/);
    assert.ok(msg.blocks[2].fields.some((f: { text: string }) => f.text.startsWith('*Hazard*')));
    assert.equal(msg.blocks.at(-1).type, 'context');
  });

  test('Telegram: queued until a bot token is configured, then sendMessage to the chat id', async (t) => {
    const tg = await startHttpReceiver(() => ({ status: 200, body: '{"ok":true,"result":{"message_id":7}}' }));
    t.after(() => tg.close());
    const { app } = await setup(t, { sources: { telegram: tg.url } });
    const { id } = await firingWatch(app, [{ type: 'telegram', target: '-1001234567890' }]);
    await app.services.notify.outbox.process();
    assert.equal(tg.requests.length, 0);
    let d = (await history(app, id)).deliveries[0];
    assert.equal(d.status, 'queued');
    assert.equal(d.attempts, 0);
    assert.match(d.lastError, /Telegram bot token/);

    const token = '123456:ABCdefGHIjklMNOpqrSTUvwx';
    const set = await app.inject({
      method: 'PATCH',
      url: '/api/v1/settings/notifications',
      headers: owner,
      payload: { telegramBotToken: token },
    });
    assert.equal(set.statusCode, 200);
    await app.services.notify.outbox.process();
    assert.equal(tg.requests.length, 1);
    assert.equal(tg.requests[0]!.path, `/bot${token}/sendMessage`);
    const body = JSON.parse(tg.requests[0]!.body);
    assert.equal(body.chat_id, '-1001234567890');
    assert.match(body.text, /Tokyo, Japan/);
    d = (await history(app, id)).deliveries[0];
    assert.equal(d.status, 'delivered');
  });

  test('Telegram errors never store the bot token', async (t) => {
    const tg = await startHttpReceiver(() => ({ status: 401, body: '{"ok":false,"description":"Unauthorized"}' }));
    t.after(() => tg.close());
    const token = '999999:SECRETsecretSECRETsecret';
    const { app } = await setup(t, { sources: { telegram: tg.url }, telegramBotToken: token, notifyMaxAttempts: 1 });
    const { id } = await firingWatch(app, [{ type: 'telegram', target: '@hazard_ops' }]);
    await app.services.notify.outbox.process();
    const res = await app.inject({ url: `/api/v1/watches/${id}/history`, headers: managers.get(id) });
    assert.equal(res.json().deliveries[0].status, 'failed');
    assert.ok(!res.body.includes('SECRETsecret'));
  });

  test('email: queued until SMTP is configured, then sent through nodemailer to a real SMTP server', async (t) => {
    const smtp = await startSmtpReceiver();
    t.after(() => smtp.close());
    const { app } = await setup(t, { emailFrom: 'Hazardcast <alerts@example.com>' });
    const { id, deliveries } = await firingWatch(app, [{ type: 'email', target: 'ops@example.com' }]);
    await app.services.notify.outbox.process();
    assert.equal((await history(app, id)).deliveries[0].status, 'queued');
    assert.equal(smtp.mails.length, 0);

    await app.inject({ method: 'PATCH', url: '/api/v1/settings/notifications', headers: owner, payload: { smtpUrl: smtp.url } });
    await app.services.notify.outbox.process();
    assert.equal(smtp.mails.length, 1);
    const mail = smtp.mails[0]!;
    assert.deepEqual(mail.to, ['ops@example.com']);
    assert.equal(mail.from, 'alerts@example.com');
    assert.match(mail.raw, /Subject: =\?UTF-8\?Q\?Earthquake_probability/);
    assert.match(mail.raw, /Tokyo, Japan/);
    assert.ok(mail.raw.includes(`Message-ID: <${deliveries[0]!.id}@hazardcast.local>`));
    assert.equal((await history(app, id)).deliveries[0].status, 'delivered');
  });

  test('one evaluation fans out to every channel, each with its own delivery and status', async (t) => {
    const a = await startHttpReceiver();
    const b = await startHttpReceiver(() => ({ status: 500 }));
    t.after(() => Promise.all([a.close(), b.close()]));
    const { app } = await setup(t, { notifyMaxAttempts: 1 });
    const { id, deliveries } = await firingWatch(app, [
      { type: 'webhook', target: `${a.url}/ok` },
      { type: 'webhook', target: `${b.url}/bad` },
    ]);
    assert.equal(deliveries.length, 2);
    assert.notEqual(deliveries[0]!.id, deliveries[1]!.id);
    await app.services.notify.outbox.process();
    const statuses = (await history(app, id)).deliveries.map((d: { channel: { target: string }; status: string }) => [
      d.channel.target.endsWith('/ok'),
      d.status,
    ]);
    assert.deepEqual(
      new Map(statuses),
      new Map([
        [true, 'delivered'],
        [false, 'failed'],
      ]),
    );
  });

  test('a target that resolves to a private address at send time is refused when not allowed', async (t) => {
    const { app } = await setup(t);
    const { id } = await firingWatch(app, [{ type: 'webhook', target: 'http://127.0.0.1:9/x' }]);
    // The owner withdraws the permission after creation: the send is refused, permanently, without a request.
    await app.services.notify.settings.set({ allowPrivateTargets: false });
    await app.services.notify.outbox.process();
    const d = (await history(app, id)).deliveries[0];
    assert.equal(d.status, 'failed');
    assert.equal(d.attempts, 1);
    assert.match(d.lastError, /private/);
  });
});

describe('shutdown', () => {
  test('closing the app mid-delivery aborts the request at once and the next start sends it (same id)', { timeout: 30_000 }, async (t) => {
    const receiver = await startHttpReceiver(() => 'hang');
    t.after(() => receiver.close());
    const dataDir = tempDir();
    const overrides = { allowPrivateTargets: true, schedulerEnabled: true, notifyTimeoutMs: 60_000 };
    const first = await buildTestApp({ after: () => {} }, { replay, dataDir, overrides });
    const { deliveries } = await firingWatch(first.app, [{ type: 'webhook', target: `${receiver.url}/hook` }]);
    await receiver.waitFor(1);
    const started = Date.now();
    await first.app.close();
    assert.ok(Date.now() - started < 3000, `close took ${Date.now() - started} ms despite a 60 s send timeout`);

    receiver.setBehaviour(() => ({ status: 204 }));
    const { app: second } = await buildTestApp(t, { replay, dataDir, overrides });
    await receiver.waitFor(2);
    assert.equal(receiver.requests[1]!.headers['webhook-id'], deliveries[0]!.id);
    const deadline = Date.now() + 5000;
    let status = '';
    while (Date.now() < deadline) {
      status = (await second.services.notify.outbox.repo.get(deliveries[0]!.id))!.status;
      if (status === 'delivered') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.equal(status, 'delivered');
    assert.deepEqual(
      (await second.services.notify.outbox.repo.attempts(deliveries[0]!.id)).map((a) => a.outcome),
      ['interrupted', 'ok'],
    );
  });
});
