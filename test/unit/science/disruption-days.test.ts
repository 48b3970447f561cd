// The window's disruption given at least one episode, d1 x E[N | N >= 1] for a Poisson count, at its edges.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lambdaFromProbability, windowDisruptionDays } from '../../../src-server/science/disruption-days.js';

test('no expected episode (lambda 0, negative, NaN, or the smallest double) gives one episode, d1 exactly', () => {
  for (const lambda of [0, -0, -1, Number.NaN, -Infinity, Number.MIN_VALUE, 1e-300, 1e-17])
    assert.equal(windowDisruptionDays(2.5, lambda), 2.5, `lambda ${lambda}`);
});

test('no episode days (d1 0, negative, NaN) gives 0, whatever lambda', () => {
  for (const d1 of [0, -0, -3, Number.NaN, -Infinity])
    for (const lambda of [0, 1e-12, 1, 50, Infinity]) assert.equal(windowDisruptionDays(d1, lambda), 0, `d1 ${d1}, lambda ${lambda}`);
});

test('many expected episodes: d1 x lambda, Infinity at lambda = Infinity', () => {
  assert.equal(windowDisruptionDays(2, 1e6), 2e6); // 1 - e^-1e6 is 1 in doubles
  assert.equal(windowDisruptionDays(2, 40), 80);
  assert.equal(windowDisruptionDays(2, Infinity), Infinity);
  assert.equal(windowDisruptionDays(Infinity, 1), Infinity);
});

test('between the edges: the closed form, continuous at 0, never below d1 and non-decreasing in lambda', () => {
  assert.ok(Math.abs(windowDisruptionDays(2, Math.log(2)) - 4 * Math.log(2)) < 1e-12); // P = 1/2: E[N | N >= 1] = 2 ln 2
  assert.ok(Math.abs(windowDisruptionDays(2, 1e-9) - 2 * (1 + 5e-10)) < 1e-15); // lambda / (1 - e^-lambda) ~ 1 + lambda/2
  let last = 0;
  for (let lambda = 1e-12; lambda < 1e4; lambda *= 1.37) {
    const d = windowDisruptionDays(3, lambda);
    assert.ok(d >= 3 && d >= last, `lambda ${lambda}: ${d} after ${last}`);
    last = d;
  }
  // P(at least one) x the days given one = d1 x lambda, the expected disruption, for every P.
  for (const p of [1e-9, 0.01, 0.5, 0.99, 1 - 1e-12]) {
    const lambda = lambdaFromProbability(p);
    assert.ok(Math.abs(p * windowDisruptionDays(3, lambda) - 3 * lambda) <= 1e-12 * 3 * lambda, `P ${p}`);
  }
});
