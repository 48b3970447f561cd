// The desktop app on a team server (HAZARDCAST_TEAM_SERVER_URL): what src-main asks before opening its window, and the
// team server's watch list for its tray; and how a tick's watches are cut into jobs (whole engine groups).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../../../src-server/config/load.js';
import { remoteServerOf } from '../../../src-server/team/remote.js';
import { groupJobs } from '../../../src-server/team/jobs.js';
import type { WatchRecord } from '../../../src-server/watches/repo.js';

const TOKEN = 'team-owner-token-0123456789abcdef';
const config = (env: Record<string, string>) => loadConfig({ env: { HAZARDCAST_DATA_DIR: '/tmp/x', ...env } });

describe('remote team server', () => {
  test('unset: the desktop runs its own server', () => {
    assert.equal(remoteServerOf(config({})), null);
  });

  test('a URL without its token is refused; a bad URL is a config error', () => {
    assert.throws(
      () => remoteServerOf(config({ HAZARDCAST_TEAM_SERVER_URL: 'https://hazards.example.org' })),
      /HAZARDCAST_TEAM_SERVER_TOKEN/,
    );
    assert.throws(() => config({ HAZARDCAST_TEAM_SERVER_URL: 'ftp://x' }), /teamServerUrl/);
  });

  test("check: a server that refuses the token, one that cannot be reached, one that answers; the tray's watches", async () => {
    const seen: { url: string; auth: string | null }[] = [];
    const answer = (status: number, body: unknown) => async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
    const env = { HAZARDCAST_TEAM_SERVER_URL: 'https://hazards.example.org/', HAZARDCAST_TEAM_SERVER_TOKEN: TOKEN };
    const good = remoteServerOf(config(env), answer(200, { data: [{ id: 'w1' }] }) as typeof fetch)!;
    assert.equal(good.url, 'https://hazards.example.org');
    await good.check();
    assert.deepEqual(await good.watches(), [{ id: 'w1' }]);
    assert.deepEqual(seen, [
      { url: 'https://hazards.example.org/api/v1/settings/app', auth: `Bearer ${TOKEN}` },
      { url: 'https://hazards.example.org/api/v1/watches', auth: `Bearer ${TOKEN}` },
    ]);
    await assert.rejects(remoteServerOf(config(env), answer(401, {}) as typeof fetch)!.check(), /refused HAZARDCAST_TEAM_SERVER_TOKEN/);
    const down = remoteServerOf(config(env), (async () => Promise.reject(new Error('ECONNREFUSED'))) as typeof fetch)!;
    await assert.rejects(down.check(), /cannot be reached \(ECONNREFUSED\)/);
    assert.equal(await down.watches(), null, 'the tray shows nothing rather than failing');
  });
});

describe('team jobs: a tick cut into group jobs', () => {
  const w = (id: string) => ({ id }) as WatchRecord;
  test('whole groups together, at most `size` watches a job; a group bigger than that alone', () => {
    const groups = [[w('a1'), w('a2')], [w('b1')], [w('c1'), w('c2'), w('c3'), w('c4'), w('c5')], [w('d1'), w('d2')]];
    assert.deepEqual(groupJobs(groups, 3), [
      ['a1', 'a2', 'b1'],
      ['c1', 'c2', 'c3', 'c4', 'c5'],
      ['d1', 'd2'],
    ]);
    assert.deepEqual(groupJobs(groups, 100), [['a1', 'a2', 'b1', 'c1', 'c2', 'c3', 'c4', 'c5', 'd1', 'd2']]);
    assert.deepEqual(groupJobs([], 3), []);
  });
});
