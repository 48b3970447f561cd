// ensembleLastDay (scanned from the end, no array of members per day) against its former forEach, kept here as it was.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dayNumber, ensembleLastDay, type MemberSeries } from '../../../src-server/science/ensemble.js';
import { seededRandom } from '../../../src-server/science/verification.js';
import { DAY_MS } from '../../../src-server/shared/clock.js';

function formerEnsembleLastDay(s: MemberSeries): number | undefined {
  let last: number | undefined;
  s.dates.forEach((d, i) => {
    const have = s.members.filter((m) => typeof m[i] === 'number').length;
    if (s.members.length > 0 && have * 2 >= s.members.length) last = dayNumber(d);
  });
  return last;
}

const iso = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

describe('ensembleLastDay', () => {
  test('the same day as the former forEach', () => {
    const r = seededRandom(12);
    for (let k = 0; k < 200; k++) {
      const n = Math.floor(r() * 50);
      const dates = Array.from({ length: n }, (_, i) => iso(20000 + i));
      const m = Math.floor(r() * 6);
      const cut = r();
      const members = Array.from({ length: m }, () =>
        dates.map((_, i) => (r() < cut || i > n * cut ? null : r() < 0.1 ? Number.NaN : r())),
      );
      const s = { dates, members };
      assert.equal(ensembleLastDay(s), formerEnsembleLastDay(s));
    }
    assert.equal(ensembleLastDay({ dates: ['2026-01-01'], members: [] }), undefined);
  });
});
