// Webhook and Slack targets on loopback, private or link-local addresses are refused unless the owner allows them:
// every spelling of such an address at creation, and every DNS answer at connect time (rebinding), redirects unfollowed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { LookupAddress } from 'node:dns';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { guardedLookup, systemResolver, type Resolver } from '../../src-server/net/guarded-agent.js';
import { isPrivateAddress, refuseUrlTarget } from '../../src-server/net/address-policy.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { startHttpReceiver, type HttpReceiver } from '../support/receivers.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';

const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };

describe('address spellings refused at creation (no DNS)', () => {
  const privateTargets = [
    'http://localhost/hook',
    'http://LOCALHOST./hook',
    'http://api.localhost/hook',
    'http://printer.local/hook',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://intranet/hook',
    'http://127.0.0.1/hook',
    'http://127.1/hook',
    'http://2130706433/hook',
    'http://0x7f000001/hook',
    'http://0x7f.0.0.1/hook',
    'http://0177.0.0.1/hook',
    'http://017700000001/hook',
    'http://0/hook',
    'http://0.0.0.0/hook',
    'http://10.0.0.1/hook',
    'http://172.16.5.4/hook',
    'http://192.168.1.1/hook',
    'http://100.64.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://2852039166/latest/meta-data/',
    'http://224.0.0.1/hook',
    'http://[::1]/hook',
    'http://[::]/hook',
    'http://[0:0:0:0:0:0:0:1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[::ffff:7f00:1]/hook',
    'http://[::ffff:a9fe:a9fe]/hook',
    'http://[64:ff9b::7f00:1]/hook',
    'http://[2002:7f00:1::]/hook',
    'http://[fe80::1]/hook',
    'http://[fd12:3456::1]/hook',
    'http://[ff02::1]/hook',
    'https://[::1]:8443/hook',
  ];
  for (const target of privateTargets) {
    test(`refused: ${target}`, () => {
      assert.match(refuseUrlTarget(target, false) ?? '', /loopback or private/);
      assert.equal(refuseUrlTarget(target, true), null, 'allowed when the owner allows private targets');
    });
  }

  test('public addresses and names pass', () => {
    for (const target of [
      'https://hooks.slack.com/services/T0/B0/X',
      'http://8.8.8.8/hook',
      'http://[2606:4700:4700::1111]/hook',
      'https://example.com:8443/a',
    ]) {
      assert.equal(refuseUrlTarget(target, false), null, target);
    }
    for (const ip of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111']) assert.equal(isPrivateAddress(ip), false, ip);
  });

  test('the API refuses them with a 400 naming the channel', async (t) => {
    const { app } = await buildTestApp(t);
    const res = await postJson(app, '/api/v1/risk', {
      prompt: 'Tokyo',
      alert: {
        enabled: true,
        channels: [
          { type: 'webhook', target: 'http://0x7f000001:8080/hook' },
          { type: 'slack', target: 'http://[::ffff:a9fe:a9fe]/x' },
        ],
      },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
      ['alert.channels[0].target', 'alert.channels[1].target'],
    );
  });
});

describe('connect-time DNS check', () => {
  const lookupOnce = (resolver: Resolver, host: string, allow = false, all = true) =>
    new Promise<{ err: (Error & { code?: string }) | null; address: unknown }>((resolve) =>
      guardedLookup(resolver, () => allow)(host, { all }, (err, address) => resolve({ err, address })),
    );

  test('names in /etc/hosts that point at loopback or private addresses are refused by the real resolver', async () => {
    const names = readFileSync('/etc/hosts', 'utf8')
      .split('\n')
      .map((l) => l.replace(/#.*/, '').trim().split(/\s+/))
      .filter((parts) => parts.length > 1 && isPrivateAddress(parts[0]!))
      .flatMap((parts) => parts.slice(1));
    assert.ok(names.includes('localhost'), '/etc/hosts names localhost');
    for (const name of names) {
      const { err } = await lookupOnce(systemResolver, name);
      assert.equal(err?.code, 'ERR_PRIVATE_TARGET', name);
      assert.equal((await lookupOnce(systemResolver, name, true)).err, null, `${name} allowed when private targets are`);
    }
  });

  test('one private answer among public ones is enough to refuse; family filtering; single-address form', async () => {
    const mixed: Resolver = (_h, cb) =>
      cb(null, [
        { address: '93.184.215.14', family: 4 },
        { address: '::ffff:10.0.0.8', family: 6 },
      ]);
    assert.equal((await lookupOnce(mixed, 'mixed.example.com')).err?.code, 'ERR_PRIVATE_TARGET');
    const pub: Resolver = (_h, cb) => cb(null, [{ address: '93.184.215.14', family: 4 }]);
    assert.deepEqual(await lookupOnce(pub, 'pub.example.com', false, false), { err: null, address: '93.184.215.14' });
  });
});

/** A resolver that answers `first` once (what a check before sending would see), then `later` for ever. */
function rebinding(first: string, later: string): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const fn = ((hostname: string, cb: (err: Error | null, a: LookupAddress[]) => void) => {
    calls.push(hostname);
    const address = calls.length === 1 ? first : later;
    setImmediate(() => cb(null, [{ address, family: address.includes(':') ? 6 : 4 }]));
  }) as Resolver & { calls: string[] };
  fn.calls = calls;
  return fn;
}

describe('deliveries', () => {
  let replay: ReplayServer;
  let receiver: HttpReceiver;
  before(async () => {
    replay = await startReplayServer();
    receiver = await startHttpReceiver();
  });
  after(async () => {
    await receiver.close();
    await replay.close();
  });

  async function fire(app: FastifyInstance, channels: { type: string; target: string }[]) {
    const res = await postJson(app, '/api/v1/risk', {
      prompt: 'Tokyo',
      hazard: 'earthquake',
      horizon: '7d',
      alert: { enabled: true, metric: 'probability', threshold: 0, channels },
    });
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().alertWatch.id as string;
    await app.inject({ method: 'POST', url: `/api/v1/watches/${id}/evaluate`, headers: owner });
    await app.services.notify.outbox.process();
    return (await app.inject({ url: `/api/v1/watches/${id}/history`, headers: owner })).json().deliveries as {
      status: string;
      lastError: string;
      channel: { type: string };
    }[];
  }

  test('a name that passed a check and then resolves to loopback is refused at connect time (webhook and Slack)', async (t) => {
    const port = new URL(receiver.url).port;
    const resolver = rebinding('93.184.215.14', '127.0.0.1');
    const { app } = await buildTestApp(t, { replay, resolver });
    // What a check-then-send validator would have seen: a public address.
    await new Promise<void>((resolve) => resolver('hooks.rebind.example', () => resolve()));
    const before = receiver.requests.length;
    const deliveries = await fire(app, [
      { type: 'webhook', target: `http://hooks.rebind.example:${port}/hook` },
      { type: 'slack', target: `http://slack.rebind.example:${port}/services/T/B/X` },
    ]);
    assert.equal(receiver.requests.length, before, 'no byte reached the loopback receiver');
    for (const d of deliveries) {
      assert.equal(d.status, 'failed', `${d.channel.type} refused for good`);
      assert.match(d.lastError, /resolves to a private address \(127\.0\.0\.1\)/);
    }
    assert.ok(resolver.calls.includes('slack.rebind.example'), 'the name was resolved when connecting');
  });

  test('the same names reach the receiver when the owner allows private targets (the checked answer is the one used)', async (t) => {
    const port = new URL(receiver.url).port;
    const resolver = rebinding('127.0.0.1', '127.0.0.1');
    const { app } = await buildTestApp(t, { replay, resolver, overrides: { allowPrivateTargets: true } });
    const before = receiver.requests.length;
    const deliveries = await fire(app, [{ type: 'webhook', target: `http://hooks.rebind.example:${port}/hook` }]);
    assert.equal(deliveries[0]!.status, 'delivered');
    assert.equal(receiver.requests.length, before + 1);
    assert.equal(receiver.requests.at(-1)!.headers.host, `hooks.rebind.example:${port}`);
  });

  test('redirects are not followed', async (t) => {
    const target = await startHttpReceiver();
    t.after(() => target.close());
    const redirecting = await startHttpReceiver();
    t.after(() => redirecting.close());
    redirecting.setBehaviour(() => ({ status: 302, body: '', headers: { location: `${target.url}/stolen` } }));
    const { app } = await buildTestApp(t, { replay, overrides: { allowPrivateTargets: true } });
    const deliveries = await fire(app, [{ type: 'webhook', target: `${redirecting.url}/hook` }]);
    assert.equal(redirecting.requests.length, 1);
    assert.equal(target.requests.length, 0, 'the redirect target got nothing');
    assert.equal(deliveries[0]!.status, 'pending');
    assert.match(deliveries[0]!.lastError, /HTTP 302/);
  });
});
