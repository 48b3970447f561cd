// Issue 46, finding 5: a watch whose sealed target cannot be opened (another instance with another secret.key, a lost
// key) is listed with that channel marked unreadable and the reason, never a 503 for the whole list.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { buildTestApp, postJson, tempDir, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

const OWNER = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
const SLACK = 'https://hooks.slack.com/services/T0AAAA/B0AAAA/sealed-secret';

interface ChannelView {
  type: string;
  target: string;
  unreadable?: boolean;
  reason?: string;
}

describe('a sealed target that cannot be opened (finding 5)', () => {
  test("the owner's list still answers: the channel is marked unreadable with a reason; a new target heals it", async (t) => {
    const dataDir = tempDir();
    t.after(() => rmSync(dataDir, { recursive: true, force: true }));
    const clock = createManualClock('2026-11-22T12:00:00Z');
    const first = await buildTestApp({ after: () => undefined }, { replay, dataDir, clock });
    const sealed = await postJson(
      first.app,
      '/api/v1/watches',
      {
        place: 'Tokyo, Japan',
        hazard: 'earthquake',
        channels: [
          { type: 'slack', target: SLACK },
          { type: 'email', target: 'ops@example.com' },
        ],
      },
      OWNER,
    );
    assert.equal(sealed.statusCode, 201, sealed.body);
    const plain = await postJson(
      first.app,
      '/api/v1/watches',
      { place: 'Lima, Peru', hazard: 'earthquake', channels: [{ type: 'email', target: 'ops@example.com' }] },
      OWNER,
    );
    assert.equal(plain.statusCode, 201);
    const sent = await first.app.inject({ method: 'POST', url: `/api/v1/watches/${sealed.json().id}/test`, headers: OWNER });
    assert.equal(sent.statusCode, 202);
    await first.app.close();

    // Another instance with its own secret.key (or this one after the key was lost).
    writeFileSync(join(dataDir, 'secret.key'), `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    const { app } = await buildTestApp(t, { replay, dataDir, clock });

    const list = await app.inject({ url: '/api/v1/watches', headers: OWNER });
    assert.equal(list.statusCode, 200, list.body);
    const byId = new Map((list.json().data as { id: string; channels: ChannelView[] }[]).map((w) => [w.id, w.channels]));
    const [slack, email] = byId.get(sealed.json().id)!;
    assert.equal(slack!.type, 'slack');
    assert.equal(slack!.unreadable, true);
    assert.equal(slack!.target, '');
    assert.match(slack!.reason!, /secret\.key/);
    assert.match(slack!.reason!, /set the channel again/i);
    assert.deepEqual(email, { type: 'email', target: 'ops@example.com' }, 'readable channels are as they were');
    assert.deepEqual(byId.get(plain.json().id), [{ type: 'email', target: 'ops@example.com' }]);

    // The watch itself and its history answer too.
    const one = await app.inject({ url: `/api/v1/watches/${sealed.json().id}`, headers: OWNER });
    assert.equal(one.statusCode, 200, one.body);
    assert.equal(one.json().channels[0].unreadable, true);
    const history = await app.inject({ url: `/api/v1/watches/${sealed.json().id}/history`, headers: OWNER });
    assert.equal(history.statusCode, 200, history.body);
    const slackDelivery = history.json().deliveries.find((d: { channel: ChannelView }) => d.channel.type === 'slack');
    assert.equal(slackDelivery.channel.unreadable, true);

    // Setting the channel again seals it with this key: readable from then on.
    const healed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/watches/${sealed.json().id}`,
      headers: OWNER,
      payload: { channels: [{ type: 'slack', target: SLACK }] },
    });
    assert.equal(healed.statusCode, 200, healed.body);
    assert.deepEqual(healed.json().channels, [{ type: 'slack', target: SLACK }]);
  });

  test('a watch that fires with an unreadable target is recorded, its notification failed with the reason; the others in its tick too', async (t) => {
    const dataDir = tempDir();
    t.after(() => rmSync(dataDir, { recursive: true, force: true }));
    const clock = createManualClock('2026-11-22T12:00:00Z');
    const first = await buildTestApp({ after: () => undefined }, { replay, dataDir, clock });
    // Threshold 0: both fire on their first evaluation; the same place, so one engine group in the tick.
    const create = (channels: unknown[]) =>
      postJson(
        first.app,
        '/api/v1/watches',
        { place: 'Tokyo, Japan', hazard: 'earthquake', metric: 'probability', threshold: 0, channels },
        OWNER,
      );
    const sealed = (await create([{ type: 'slack', target: SLACK }])).json().id as string;
    const plain = (await create([{ type: 'email', target: 'ops@example.com' }])).json().id as string;
    await first.app.close();
    writeFileSync(join(dataDir, 'secret.key'), `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    const { app } = await buildTestApp(t, { replay, dataDir, clock });

    // Before the fix: the tick threw secret_unreadable and neither watch was recorded.
    clock.advance(10 * 60_000);
    const report = await app.services.watchRunner.tick(clock.now());
    assert.equal(report.watches, 2);
    for (const id of [sealed, plain]) {
      const history = (await app.inject({ url: `/api/v1/watches/${id}/history`, headers: OWNER })).json();
      assert.deepEqual(
        history.evaluations.map((e: { decision: string }) => e.decision),
        ['fired'],
        id,
      );
    }
    const [failed] = (await app.inject({ url: `/api/v1/watches/${sealed}/history`, headers: OWNER })).json().deliveries;
    assert.equal(failed.status, 'failed');
    assert.match(failed.lastError, /cannot be opened/);
    const health = (await app.inject({ url: `/api/v1/watches/${sealed}`, headers: OWNER })).json().deliveryHealth;
    assert.equal(health.status, 'failing');
    // Run now and a test send answer too (before: 503).
    const now = await app.inject({ method: 'POST', url: `/api/v1/watches/${sealed}/evaluate`, headers: OWNER });
    assert.equal(now.statusCode, 200, now.body);
    const sent = await app.inject({ method: 'POST', url: `/api/v1/watches/${sealed}/test`, headers: OWNER });
    assert.equal(sent.statusCode, 202, sent.body);
    assert.equal(sent.json().deliveries[0].status, 'failed');
  });
});
