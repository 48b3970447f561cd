// Crossing and correlation semantics of the pure trigger: every transition, plus a model check with fast-check.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { HazardId } from '../../../src-server/contracts/enums.js';
import {
  decide,
  INITIAL_TRIGGER_STATE,
  type HazardValues,
  type TriggerRule,
  type TriggerState,
} from '../../../src-server/watches/trigger.js';

const rule = (over: Partial<TriggerRule> = {}): TriggerRule => ({
  hazard: 'earthquake',
  metric: 'riskScore',
  threshold: 50,
  hysteresis: 0,
  correlationHazards: [],
  correlationThreshold: null,
  ...over,
});
const hv = (v: number | null): HazardValues => ({ riskScore: v, probability: v === null ? null : v / 2, severity: v === null ? null : 10 });

/** Runs a sequence of monitored values and returns the decisions. */
function run(values: (number | null)[], r = rule()) {
  let state: TriggerState = INITIAL_TRIGGER_STATE;
  return values.map((v) => {
    const o = decide(state, r, { [r.hazard]: hv(v) });
    state = o.state;
    return o;
  });
}

describe('crossing trigger', () => {
  test('below -> above fires once; staying above does not fire again', () => {
    const out = run([10, 60, 70, 55]);
    assert.deepEqual(
      out.map((o) => o.decision),
      ['below', 'fired', 'above', 'above'],
    );
    assert.deepEqual(
      out.map((o) => o.fired),
      [false, true, false, false],
    );
    assert.deepEqual(out[1]!.reasons, ['crossing']);
    assert.equal(out[1]!.value, 60);
  });

  test('exactly at the threshold counts as crossed (at or above)', () => {
    assert.deepEqual(
      run([49.9, 50]).map((o) => o.fired),
      [false, true],
    );
  });

  test('falling below re-arms, and the next crossing fires again', () => {
    const out = run([60, 40, 45, 50]);
    assert.deepEqual(
      out.map((o) => o.decision),
      ['fired', 'rearmed', 'below', 'fired'],
    );
  });

  test('a new watch already above fires on its first evaluation (never-seen counts as below)', () => {
    assert.equal(run([80])[0]!.fired, true);
  });

  test('hysteresis: re-arms only below threshold - margin', () => {
    const r = rule({ hysteresis: 5 });
    const out = run([60, 47, 46, 52, 44, 50], r);
    assert.deepEqual(
      out.map((o) => o.decision),
      ['fired', 'hold', 'hold', 'above', 'rearmed', 'fired'],
    );
    // exactly threshold - margin is not below it
    assert.deepEqual(
      run([60, 45, 44.99], r).map((o) => o.decision),
      ['fired', 'hold', 'rearmed'],
    );
  });

  test('no data keeps the state: a gap neither fires nor re-arms', () => {
    const out = run([60, null, 70, null, 30, null, 55]);
    assert.deepEqual(
      out.map((o) => o.decision),
      ['fired', 'no_data', 'above', 'no_data', 'rearmed', 'no_data', 'fired'],
    );
    assert.equal(out[1]!.value, null);
  });

  test('uses the configured metric', () => {
    const r = rule({ metric: 'severity', threshold: 10 });
    const o = decide(INITIAL_TRIGGER_STATE, r, { earthquake: hv(1) });
    assert.equal(o.fired, true, 'severity 10 >= 10 although riskScore is 1');
    assert.equal(o.value, 10);
    const p = decide(INITIAL_TRIGGER_STATE, rule({ metric: 'probability', threshold: 30 }), { earthquake: hv(50) });
    assert.equal(p.fired, false, 'probability 25 < 30');
  });

  test('another hazard crossing does not fire the monitored one', () => {
    const o = decide(INITIAL_TRIGGER_STATE, rule(), { earthquake: hv(10), flood: hv(99) });
    assert.equal(o.fired, false);
  });
});

describe('correlation trigger', () => {
  const corr = rule({ hazard: 'earthquake', threshold: 90, correlationHazards: ['conflict', 'food-insecurity'], correlationThreshold: 40 });
  const vals = (q: number | null, c: number | null, f: number | null): Partial<Record<HazardId, HazardValues>> => ({
    earthquake: hv(q),
    conflict: hv(c),
    'food-insecurity': hv(f),
  });

  test('fires only when every correlated hazard is at or above in the same evaluation', () => {
    let s = INITIAL_TRIGGER_STATE;
    const seq = [vals(10, 50, 30), vals(10, 30, 50), vals(10, 40, 40), vals(10, 60, 60), vals(10, 20, 60), vals(10, 45, 45)];
    const out = seq.map((v) => {
      const o = decide(s, corr, v);
      s = o.state;
      return o;
    });
    assert.deepEqual(
      out.map((o) => o.fired),
      [false, false, true, false, false, true],
    );
    assert.deepEqual(out[2]!.reasons, ['correlation']);
    assert.deepEqual(out[2]!.correlationValues, { conflict: 40, 'food-insecurity': 40 });
    assert.equal(out[2]!.decision, 'fired');
  });

  test('one of them unknown: no correlation fire, state kept', () => {
    const o = decide(INITIAL_TRIGGER_STATE, corr, vals(10, 80, null));
    assert.equal(o.fired, false);
    assert.equal(o.state.correlationArmed, true);
    // disarmed + one known value clearly below: re-armed even though the other is unknown
    const r = decide({ armed: true, correlationArmed: false }, corr, vals(10, 10, null));
    assert.equal(r.state.correlationArmed, true);
  });

  test('crossing and correlation in the same evaluation: one outcome with both reasons', () => {
    const o = decide(INITIAL_TRIGGER_STATE, corr, vals(95, 50, 50));
    assert.deepEqual(o.reasons, ['crossing', 'correlation']);
    assert.equal(o.fired, true);
  });

  test('hazards without a value (not scored) never satisfy a correlation', () => {
    const o = decide(INITIAL_TRIGGER_STATE, corr, { earthquake: hv(10) });
    assert.equal(o.fired, false);
  });
});

describe('model check', () => {
  test('fires exactly at upward crossings of a reference state machine, for any value sequence', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 20 }),
        (values, threshold, hysteresis) => {
          const r = rule({ threshold, hysteresis });
          let below = true; // reference: "last known position is below the re-arm line"
          let s = INITIAL_TRIGGER_STATE;
          for (const v of values) {
            const o = decide(s, r, { earthquake: hv(v) });
            let expected = false;
            if (v !== null) {
              if (v >= threshold) {
                expected = below;
                below = false;
              } else if (v < threshold - hysteresis) below = true;
            }
            assert.equal(o.fired, expected);
            s = o.state;
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
