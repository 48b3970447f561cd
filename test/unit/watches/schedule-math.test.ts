// Watch schedule arithmetic: spread first runs, keep the phase, collapse missed slots into one catch-up.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { firstSlot, nextSlot, spreadMs } from '../../../src-server/watches/schedule-math.js';

describe('schedule math', () => {
  test('spread is stable per id, inside the span, and spreads many ids', () => {
    assert.equal(spreadMs('a', 60_000), spreadMs('a', 60_000));
    const offsets = Array.from({ length: 1000 }, (_, i) => spreadMs(`watch-${i}`, 300_000));
    assert.ok(offsets.every((o) => o >= 0 && o < 300_000));
    const seconds = new Set(offsets.map((o) => Math.floor(o / 1000)));
    assert.ok(seconds.size > 250, `1000 watches land in ${seconds.size} distinct seconds of 300`);
  });

  test('first slot of a new watch is within 5 minutes (or the interval when shorter)', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const t = firstSlot('x', 60, now).getTime() - now.getTime();
    assert.ok(t >= 0 && t < 300_000);
    assert.ok(firstSlot('x', 1, now).getTime() - now.getTime() < 60_000);
  });

  test('next slot keeps the phase', () => {
    const next = nextSlot('2026-11-22T12:00:07.000Z', 60, new Date('2026-11-22T12:00:08Z'));
    assert.equal(next.toISOString(), '2026-11-22T13:00:07.000Z');
  });

  test('after a long gap: one catch-up run now, then the next slot of the same phase', () => {
    // app was off from 12:00 to 17:30: slots 13:00..17:00 were missed; the run at 17:30 is the catch-up
    const next = nextSlot('2026-11-22T12:00:07.000Z', 60, new Date('2026-11-22T17:30:00Z'));
    assert.equal(next.toISOString(), '2026-11-22T18:00:07.000Z');
    // exactly on a slot boundary: the next one is strictly later
    assert.equal(nextSlot('2026-11-22T12:00:00.000Z', 60, new Date('2026-11-22T13:00:00Z')).toISOString(), '2026-11-22T14:00:00.000Z');
  });
});
