// Standard Webhooks signing (against the spec's published example), private-target refusal and backoff.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newSigningSecret, signWebhook, verifyWebhook } from '../../../src-server/notify/signing.js';
import { isPrivateAddress, refuseUrlTarget } from '../../../src-server/net/address-policy.js';
import { backoffMs } from '../../../src-server/notify/outbox.js';

describe('Standard Webhooks signing', () => {
  test('matches the specification example', () => {
    // standard-webhooks spec example: secret, msg id, timestamp, payload and expected signature
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const sig = signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    assert.equal(sig, 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  test('new secrets are whsec_ + base64 of 32 bytes; verify accepts ours and rejects tampering', () => {
    const secret = newSigningSecret();
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    const now = new Date('2026-11-22T12:00:00Z');
    const ts = String(Math.floor(now.getTime() / 1000));
    const body = '{"a":1}';
    const signature = signWebhook(secret, 'msg_1', Number(ts), body);
    assert.equal(verifyWebhook(secret, { id: 'msg_1', timestamp: ts, signature }, body, now), true);
    assert.equal(verifyWebhook(secret, { id: 'msg_1', timestamp: ts, signature }, '{"a":2}', now), false);
    assert.equal(verifyWebhook(secret, { id: 'msg_2', timestamp: ts, signature }, body, now), false);
    assert.equal(verifyWebhook(secret, { id: 'msg_1', timestamp: ts, signature }, body, new Date(now.getTime() + 3_600_000)), false);
  });
});

describe('private targets', () => {
  test('private, loopback, link-local and mapped addresses are private; public ones are not', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      assert.equal(isPrivateAddress(ip), true, ip);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '1.1.1.1', '2606:4700:4700::1111']) assert.equal(isPrivateAddress(ip), false, ip);
  });

  test('URL targets: refused unless allowed', () => {
    assert.match(refuseUrlTarget('http://127.0.0.1:9000/hook', false)!, /loopback or private/);
    assert.match(refuseUrlTarget('http://localhost/hook', false)!, /loopback or private/);
    assert.match(refuseUrlTarget('http://[::1]/hook', false)!, /loopback or private/);
    assert.equal(refuseUrlTarget('http://127.0.0.1:9000/hook', true), null);
    assert.equal(refuseUrlTarget('https://hooks.slack.com/services/T/B/X', false), null);
  });
});

describe('backoff', () => {
  const policy = { maxAttempts: 8, baseMs: 1000, maxMs: 60_000 };
  test('doubles per attempt, capped, with jitter between half and the full delay', () => {
    assert.equal(
      backoffMs(1, policy, () => 0),
      500,
    );
    assert.equal(
      backoffMs(1, policy, () => 1),
      1000,
    );
    assert.equal(
      backoffMs(3, policy, () => 1),
      4000,
    );
    assert.equal(
      backoffMs(20, policy, () => 1),
      60_000,
    );
    const samples = Array.from({ length: 50 }, () => backoffMs(4, policy));
    assert.ok(samples.every((s) => s >= 4000 && s <= 8000));
    assert.ok(new Set(samples).size > 1, 'jittered');
  });
});
