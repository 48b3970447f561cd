// The tick's re-read of a watch after the engine ran: fresh state always, full record when a PATCH changed it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openDatabase } from '../../../src-server/db/open.js';
import { createWatchesRepo, type WatchRecord } from '../../../src-server/watches/repo.js';
import { ephemeralSecretBox } from '../../../src-server/secrets/secret-box.js';
import { watchRecord } from '../../helpers/watch-record.js';

const now = '2026-11-22T12:00:00.000Z';
const box = ephemeralSecretBox();
const watch = (): WatchRecord =>
  watchRecord('lima-pe-earthquake-abc123', now, {
    place: { name: 'Lima, Peru', city: 'Lima', country: 'Peru', countryCode: 'PE', admin1: null, lat: -12.04, lng: -77.03, source: 'gazetteer' },
    channels: [{ type: 'webhook', target: 'https://example.com/hook' }],
    intervalMin: null,
    signingSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  });

describe('watch re-read', () => {
  test('unchanged settings: the known record with fresh status and state', () => {
    const repo = createWatchesRepo(openDatabase(':memory:'), box);
    repo.insert(watch());
    const known = repo.get(watch().id)!; // as the tick has it (listDue)
    repo.saveRun(known.id, { armed: false, correlationArmed: true, lastValue: 61, lastEvaluatedAt: now, nextRunAt: '2026-11-22T13:00:00.000Z' });
    const again = repo.reread(known)!;
    assert.deepEqual(again, { ...known, armed: false, lastValue: 61, lastEvaluatedAt: now, nextRunAt: '2026-11-22T13:00:00.000Z' });
    assert.deepEqual(again, repo.get(known.id));
    assert.equal(again.signingSecret, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'the sealed secret still opens');
    assert.ok(!Object.keys(again).includes('signingSecret'), 'and is still not enumerable');
  });

  test('a PATCH in between (even within the same millisecond) is seen; a deleted watch is gone', () => {
    const repo = createWatchesRepo(openDatabase(':memory:'), box);
    repo.insert(watch());
    const known = repo.get(watch().id)!;
    repo.update(known.id, { threshold: 20, channels: [{ type: 'email', target: 'ops@example.com' }] }, now);
    assert.deepEqual(repo.reread(known), repo.get(known.id));
    assert.equal(repo.reread(known)!.threshold, 20);
    repo.update(known.id, { status: 'paused' }, now);
    assert.equal(repo.reread(known)!.status, 'paused');
    repo.delete(known.id);
    assert.equal(repo.reread(known), undefined);
  });

  test('rereadAll: one statement for a group, the same records as reread each, in order', () => {
    const repo = createWatchesRepo(openDatabase(':memory:'), box);
    const ids = ['a', 'b', 'c', 'd', 'e'];
    for (const id of ids) repo.insert({ ...watch(), id });
    const known = ids.map((id) => repo.get(id)!);
    repo.saveRun('a', { armed: false, correlationArmed: true, lastValue: 61, lastEvaluatedAt: now, nextRunAt: '2026-11-22T13:00:00.000Z' });
    repo.update('b', { threshold: 20, channels: [{ type: 'email', target: 'ops@example.com' }] }, now);
    repo.update('c', { status: 'paused' }, now);
    repo.delete('d');
    const each = known.map((w) => repo.reread(w));
    const all = repo.rereadAll(known);
    assert.deepEqual(all, each);
    assert.equal(all[3], undefined);
    assert.equal(all[1]!.threshold, 20);
    assert.equal(all[2]!.status, 'paused');
    assert.equal(all[0]!.lastValue, 61);
    assert.equal(all[0]!.signingSecret, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'the sealed secret still opens');
    assert.ok(!Object.keys(all[0]!).includes('signingSecret'));
    // Reversed order, one watch, none.
    assert.deepEqual(repo.rereadAll([...known].reverse()), [...each].reverse());
    assert.deepEqual(repo.rereadAll([known[4]!]), [each[4]]);
    assert.deepEqual(repo.rereadAll([]), []);
  });

  test('a PATCH of the channels alone is seen (the row\'s channels JSON against the one the record was read from)', () => {
    const repo = createWatchesRepo(openDatabase(':memory:'), box);
    repo.insert(watch());
    const known = repo.get(watch().id)!;
    repo.update(known.id, { channels: [{ type: 'webhook', target: 'https://example.com/other' }] }, now);
    assert.deepEqual(repo.reread(known)!.channels, [{ type: 'webhook', target: 'https://example.com/other' }]);
    assert.deepEqual(repo.rereadAll([known, known]).map((w) => w!.channels[0]!.target), ['https://example.com/other', 'https://example.com/other']);
    // A record not read from a row (built by hand) is compared by its serialised channels.
    const built = { ...watch(), channels: [{ type: 'webhook' as const, target: 'https://example.com/other' }] };
    assert.equal(repo.reread(built)!.channels, built.channels, 'the same channels: the built record is reused');
    assert.deepEqual(repo.reread({ ...built, channels: [] })!.channels, built.channels, 'other channels: the row is read');
  });
});

describe('signing secret of a watch (what a delivery signs with)', () => {
  test('the opened secret, as the full record has it; null without a secret or a watch', () => {
    const repo = createWatchesRepo(openDatabase(':memory:'), box);
    repo.insert(watch());
    repo.insert({ ...watch(), id: 'no-secret', signingSecret: null });
    assert.equal(repo.signingSecretOf(watch().id), 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    assert.equal(repo.signingSecretOf(watch().id), repo.get(watch().id)!.signingSecret);
    assert.equal(repo.signingSecretOf('no-secret'), null);
    assert.equal(repo.signingSecretOf('no-such-watch'), null);
  });

  test('a secret sealed under another key is refused the same way as through the record', () => {
    const db = openDatabase(':memory:');
    createWatchesRepo(db, ephemeralSecretBox()).insert(watch());
    const other = createWatchesRepo(db, box);
    assert.throws(() => other.get(watch().id)!.signingSecret, (err: Error & { code?: string }) => {
      assert.throws(() => other.signingSecretOf(watch().id), { code: err.code, message: err.message });
      return true;
    });
  });
});
