// The one address table every outbound call uses (net/): IPv4 embedded in IPv6 is decoded before it is classified,
// and the connection guard checks IP literals itself (net.connect skips `lookup` for them), trusting only the hosts
// the owner configured.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { request } from 'undici';
import { hostKey, isPrivateAddress, refuseUrlTarget, urlHostKey } from '../../../src-server/net/address-policy.js';
import { createGuardedAgent, resolveGuarded, type Resolver } from '../../../src-server/net/guarded-agent.js';
import { startHttpReceiver, type HttpReceiver } from '../../support/receivers.js';

describe('classification', () => {
  test('IPv4-compatible IPv6 is the IPv4 address it carries', () => {
    for (const ip of ['::7f00:1', '::a00:1', '::c0a8:101', '::a9fe:a9fe', '::2', '::0.0.0.2']) assert.equal(isPrivateAddress(ip), true, ip);
    // A public IPv4 address stays public in either embedding.
    for (const ip of ['::808:808', '::ffff:808:808']) assert.equal(isPrivateAddress(ip), false, ip);
    for (const url of ['http://[::7f00:1]/', 'http://[::127.0.0.1]:8080/hook', 'http://[0:0:0:0:0:0:a9fe:a9fe]/latest/meta-data/']) {
      assert.match(refuseUrlTarget(url, false) ?? '', /loopback or private/, url);
    }
  });

  test('mapped and translated forms, and the usual ranges', () => {
    for (const ip of [
      '::ffff:127.0.0.1',
      '::ffff:0:7f00:1',
      '64:ff9b::a00:1',
      '64:ff9b:1::7f00:1',
      '2002:7f00:1::',
      '::1',
      '::',
      '127.0.0.1',
      '10.0.0.1',
      'fd00::1',
      'fe80::1',
      '169.254.169.254',
      '100::1',
      '192.0.0.1',
    ]) {
      assert.equal(isPrivateAddress(ip), true, ip);
    }
    for (const ip of ['8.8.8.8', '2606:4700:4700::1111', 'example.com']) assert.equal(isPrivateAddress(ip), false, ip);
  });

  test('host keys: default ports filled in, brackets and case dropped', () => {
    assert.equal(urlHostKey('https://API.open-meteo.com/v1/forecast'), 'api.open-meteo.com:443');
    assert.equal(urlHostKey('http://127.0.0.1:8080/x'), '127.0.0.1:8080');
    assert.equal(urlHostKey('http://[::1]/x'), '::1:80');
    assert.equal(hostKey('[::1]', '', 'https:'), '::1:443');
    assert.equal(urlHostKey('not a url'), null);
  });
});

describe('the connection guard', () => {
  let receiver: HttpReceiver;
  before(async () => {
    receiver = await startHttpReceiver();
  });
  after(() => receiver.close());

  const get = async (url: string, agent: ReturnType<typeof createGuardedAgent>) => {
    try {
      const res = await request(url, { dispatcher: agent });
      await res.body.dump();
      return { status: res.statusCode, code: null };
    } catch (err) {
      return { status: null, code: (err as { code?: string }).code ?? String(err) };
    }
  };

  test('an IP literal on loopback is refused when it connects, without a byte sent; allowed when the owner allows', async (t) => {
    const refuse = createGuardedAgent({ allowPrivate: () => false });
    const allow = createGuardedAgent({ allowPrivate: () => true });
    t.after(() => Promise.all([refuse.close(), allow.close()]));
    const before = receiver.requests.length;
    assert.deepEqual(await get(`${receiver.url}/x`, refuse), { status: null, code: 'ERR_PRIVATE_TARGET' });
    assert.equal(receiver.requests.length, before, 'nothing reached the receiver');
    assert.deepEqual(await get(`${receiver.url}/x`, allow), { status: 200, code: null });
  });

  test('a trusted host (the owner configured it) is reached as written; another port on the same address is not', async (t) => {
    const key = urlHostKey(receiver.url)!;
    const agent = createGuardedAgent({ allowPrivate: () => false, trusted: (k) => k === key });
    t.after(() => agent.close());
    assert.deepEqual(await get(`${receiver.url}/y`, agent), { status: 200, code: null });
    const port = Number(new URL(receiver.url).port);
    assert.deepEqual(await get(`http://127.0.0.1:${port === 65535 ? 1 : port + 1}/`, agent), { status: null, code: 'ERR_PRIVATE_TARGET' });
  });

  test('names are checked on the address they resolve to (the guard asks the resolver when connecting)', async (t) => {
    const port = new URL(receiver.url).port;
    const resolver: Resolver = (_host, cb) => cb(null, [{ address: '127.0.0.1', family: 4 }]);
    const agent = createGuardedAgent({ allowPrivate: () => false, resolver });
    t.after(() => agent.close());
    assert.deepEqual(await get(`http://looks-public.example:${port}/`, agent), { status: null, code: 'ERR_PRIVATE_TARGET' });
  });

  test('resolveGuarded: the address SMTP connects to, refused when private', async () => {
    await assert.rejects(resolveGuarded('127.0.0.1', { allowPrivate: () => false }), { code: 'ERR_PRIVATE_TARGET' });
    await assert.rejects(resolveGuarded('[::7f00:1]', { allowPrivate: () => false }), { code: 'ERR_PRIVATE_TARGET' });
    await assert.rejects(resolveGuarded('localhost', { allowPrivate: () => false }), { code: 'ERR_PRIVATE_TARGET' });
    assert.deepEqual(await resolveGuarded('127.0.0.1', { allowPrivate: () => true }), { address: '127.0.0.1', family: 4 });
    const resolver: Resolver = (_h, cb) => cb(null, [{ address: '93.184.215.14', family: 4 }]);
    assert.deepEqual(await resolveGuarded('mail.example.com', { allowPrivate: () => false, resolver }), {
      address: '93.184.215.14',
      family: 4,
    });
  });
});
