// The regression guard's verdict (bench/support/guard-judge.ts): ratios against the baseline, 25 % of slack, failed
// requests fail it, a figure not measured fails it; the committed baseline is a well-formed one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { GUARD_TOLERANCE, judge, type GuardBaseline } from '../../../bench/support/guard-judge.js';

const baseline = { ratios: { risk: 0.4, badge: 0.6 } };
const fine = { risk: { ratio: 0.4, failed: 0 }, badge: { ratio: 0.6, failed: 0 } };

describe('bench:guard verdict', () => {
  test('at or above 75 % of each baseline ratio: ok; below: fails, naming the figure', () => {
    assert.equal(GUARD_TOLERANCE, 0.25);
    assert.ok(judge(fine, baseline).ok);
    assert.ok(judge({ ...fine, risk: { ratio: 0.3, failed: 0 } }, baseline).ok, 'exactly 25 % below: still ok');
    assert.ok(judge({ ...fine, badge: { ratio: 0.9, failed: 0 } }, baseline).ok, 'faster is fine');
    const slow = judge({ ...fine, risk: { ratio: 0.29, failed: 0 } }, baseline);
    assert.equal(slow.ok, false);
    assert.match(slow.lines[0]!, /^risk: 29\.0 % of its bare route's speed \(baseline 40\.0 %, floor 30\.0 %\): FAIL$/);
    assert.match(slow.lines[1]!, /^badge: .*: ok$/);
  });

  test('failed requests fail it; a figure the baseline names but the run did not measure fails it', () => {
    assert.equal(judge({ ...fine, badge: { ratio: 0.6, failed: 3 } }, baseline).ok, false);
    const missing = judge({ risk: fine.risk } as never, baseline);
    assert.equal(missing.ok, false);
    assert.match(missing.lines[1]!, /badge: not measured: FAIL/);
  });

  test('the committed baseline names both figures, each a ratio, with when, where and why it was taken', () => {
    const committed = JSON.parse(readFileSync(new URL('../../../bench/guard-baseline.json', import.meta.url), 'utf8')) as GuardBaseline;
    for (const figure of ['risk', 'badge'] as const) {
      const r = committed.ratios[figure];
      assert.ok(typeof r === 'number' && r > 0 && r < 10, `${figure}: ${r}`);
    }
    assert.ok(committed.reason.length > 10 && committed.measured.date && committed.measured.machine);
  });
});
