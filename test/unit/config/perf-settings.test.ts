// The performance settings: the badge's per-IP limit and the in-memory payload cache bound, from the environment.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../../../src-server/config/load.js';

describe('performance settings', () => {
  test('defaults: 60 badges per IP per minute, 64 MiB of payloads in memory', () => {
    const c = loadConfig({ env: {}, overrides: { dataDir: '/tmp/hazardcast-config-test' } });
    assert.equal(c.embedPerMinute, 60);
    assert.equal(c.payloadCacheMb, 64);
  });

  test('HAZARDCAST_EMBED_PER_MINUTE and HAZARDCAST_PAYLOAD_CACHE_MB are read; nonsense is refused at start', () => {
    const c = loadConfig({
      env: { HAZARDCAST_EMBED_PER_MINUTE: '600', HAZARDCAST_PAYLOAD_CACHE_MB: '0' },
      overrides: { dataDir: '/tmp/x' },
    });
    assert.equal(c.embedPerMinute, 600);
    assert.equal(c.payloadCacheMb, 0);
    assert.throws(() => loadConfig({ env: { HAZARDCAST_EMBED_PER_MINUTE: '0' }, overrides: { dataDir: '/tmp/x' } }), /embedPerMinute/);
    assert.throws(
      () => loadConfig({ env: { HAZARDCAST_EMBED_PER_MINUTE: 'many' }, overrides: { dataDir: '/tmp/x' } }),
      /HAZARDCAST_EMBED_PER_MINUTE must be a number/,
    );
  });
});
