// Alert hazards accept aliases ("war", "food_insecurity"); a name that is only a key of Object.prototype is not one.
// Regression: the fuzz test (seed 129998604) sent alert.hazard "__proto__" to POST /risk and got a 500.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';
import { BUILT_IN_CONTRACTS } from '../../helpers/built-in.js';

const { aliasedHazardSchema } = BUILT_IN_CONTRACTS.risk;
const HAZARD_ALIASES = BUILT_IN_REGISTRY.catalogue.aliases;

test('aliases and canonical ids are read in canonical form', () => {
  assert.equal(aliasedHazardSchema.parse('war'), 'conflict');
  assert.equal(aliasedHazardSchema.parse(' Food_Insecurity '), 'food-insecurity');
  assert.equal(aliasedHazardSchema.parse('air quality'), 'air-quality');
  assert.equal(aliasedHazardSchema.parse('earthquake'), 'earthquake');
});

test("Object.prototype's names are not hazards: a validation issue naming the allowed values", () => {
  for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']) {
    const r = aliasedHazardSchema.safeParse(name);
    assert.equal(r.success, false, name);
    assert.match(r.error!.issues[0]!.message, /must be one of: .*\(got /, name);
  }
});

test('the alias table has no prototype, and only the aliases as keys', () => {
  assert.equal(Object.getPrototypeOf(HAZARD_ALIASES), null);
  assert.equal(HAZARD_ALIASES['__proto__' as string], undefined);
  assert.equal(HAZARD_ALIASES.constructor, undefined);
  assert.ok(Object.keys(HAZARD_ALIASES).includes('war'));
});
