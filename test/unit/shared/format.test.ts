// The plain-text numbers of a watch's alert and the MCP summaries: one decimal at most, or fixed digits; 'n/a' for none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixedText, valueText } from '../../../src-server/shared/format.js';

test('valueText prints at most one decimal and n/a for no value', () => {
  assert.equal(valueText(2), '2');
  assert.equal(valueText(2.54), '2.5');
  assert.equal(valueText(2.55), '2.6');
  assert.equal(valueText(-0.04), '0');
  assert.equal(valueText(37.25), '37.3');
  assert.equal(valueText(null), 'n/a');
  assert.equal(valueText(undefined), 'n/a');
});

test('fixedText prints exactly the digits asked, and n/a for no value or a non-finite one', () => {
  assert.equal(fixedText(0.1234, 3), '0.123');
  assert.equal(fixedText(2, 3), '2.000');
  assert.equal(fixedText(-12.25, 1), '-12.3');
  assert.equal(fixedText(null, 3), 'n/a');
  assert.equal(fixedText(undefined, 1), 'n/a');
  assert.equal(fixedText(Number.NaN, 3), 'n/a');
  assert.equal(fixedText(Infinity, 1), 'n/a');
});
