// The portability pass: type lists become anyOf (keywords follow their type), tuples become items + length bounds, at
// any depth, without changing the input; and on the real forecast schema it accepts and refuses exactly what the schema
// zod generated does (ajv, generated values) while holding no type list and no tuple.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { z } from 'zod';
import { portableJsonSchema } from '../../../src-server/contracts/json-schema.js';
import { riskForecastSchema, trackRecordSchema } from '../../helpers/built-in.js';

describe('portableJsonSchema', () => {
  test('a type list becomes anyOf, each branch with its own keywords; the rest stays outside', () => {
    const input = { description: 'd', type: ['number', 'null'], minimum: 0, maximum: 100 };
    assert.deepEqual(portableJsonSchema(input), {
      description: 'd',
      anyOf: [{ type: 'number', minimum: 0, maximum: 100 }, { type: 'null' }],
    });
    assert.deepEqual(input.type, ['number', 'null'], 'the input is not changed');
    assert.deepEqual(portableJsonSchema({ type: ['string'], minLength: 1 }), { type: 'string', minLength: 1 });
    assert.deepEqual(portableJsonSchema({ type: ['string', 'null'], enum: ['a', null] }), {
      enum: ['a', null],
      anyOf: [{ type: 'string' }, { type: 'null' }],
    });
  });

  test('tuples: 2020-12 prefixItems and draft-07 item lists become one items schema with length bounds', () => {
    const n = { type: 'number' };
    assert.deepEqual(portableJsonSchema({ type: 'array', prefixItems: [n, n], items: false }), {
      type: 'array',
      items: n,
      minItems: 2,
      maxItems: 2,
    });
    assert.deepEqual(
      portableJsonSchema({ type: 'array', items: [n, { type: 'string' }], additionalItems: false, minItems: 2, maxItems: 2 }),
      {
        type: 'array',
        items: { anyOf: [n, { type: 'string' }] },
        minItems: 2,
        maxItems: 2,
      },
    );
    assert.deepEqual(portableJsonSchema({ type: 'array', prefixItems: [n], items: { type: 'string' } }), {
      type: 'array',
      items: { anyOf: [n, { type: 'string' }] },
      minItems: 1,
    });
  });

  test('every subschema position is rewritten', () => {
    const nullable = { type: ['integer', 'null'] };
    const out = portableJsonSchema({
      type: 'object',
      properties: { a: nullable },
      additionalProperties: nullable,
      $defs: { d: nullable },
      items: nullable,
      anyOf: [nullable],
      not: nullable,
    });
    assert.doesNotMatch(JSON.stringify(out), /"type":\[/);
  });

  for (const [name, schema] of [
    ['forecast', riskForecastSchema],
    ['track record', trackRecordSchema],
  ] as const) {
    test(`${name}: the same values accepted and refused, with no type list and no tuple left`, () => {
      const generated = z.toJSONSchema(schema, { io: 'output' });
      const portable = portableJsonSchema(generated);
      const text = JSON.stringify(portable);
      assert.doesNotMatch(text, /"type":\[|prefixItems/);
      const ajv = new Ajv2020({ strict: false });
      const [before, after] = [ajv.compile(generated), ajv.compile(portable)];
      // Values near the schema's shape: objects with its keys, nulls, numbers, strings, short arrays.
      const keys = [...new Set(text.match(/"([a-zA-Z]+)":\{/g)!.map((k) => k.slice(1, -3)))];
      const value = fc.letrec((tie) => ({
        v: fc.oneof(
          { depthSize: 'small' },
          fc.constant(null),
          fc.double(),
          fc.integer({ min: -5, max: 120 }),
          fc.constantFrom('ok', 'earthquake', '30d', 'FeatureCollection', 'Point'),
          fc.array(tie('v'), { maxLength: 4 }),
          fc.dictionary(fc.constantFrom(...keys), tie('v'), { maxKeys: 6 }),
        ),
      })).v;
      fc.assert(
        fc.property(value, (v) => before(v) === after(v)),
        { numRuns: 400 },
      );
    });
  }
});
