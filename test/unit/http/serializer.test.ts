// The compiled schema serialiser writes exactly what fastify-type-provider-zod's would (z.encode + JSON.stringify),
// and throws where it throws: on handwritten schemas of every kind the contracts use, and on generated values.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featureCollectionSchema } from '../../../src-server/contracts/geojson.js';
import { riskForecastSchema } from '../../helpers/built-in.js';
import { createSchemaSerializerCompiler, SchemaSerializers } from '../../../src-server/http/serializer.js';
import { deepFreeze } from '../../../src-server/shared/freeze.js';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as never;
const ours = createSchemaSerializerCompiler();
const theirs = createSerializerCompiler({});

/** What each compiler makes of `value`: its text, or 'throws'. */
function both(schema: z.ZodType, value: unknown): [string, string] {
  const run = (compile: (r: never) => (d: unknown) => unknown) => {
    try {
      return String(compile(route(schema))(value));
    } catch {
      return 'throws';
    }
  };
  return [run(ours as never), run(theirs as never)];
}

const event = z.discriminatedUnion('hazard', [
  z.object({ hazard: z.literal('quake'), minMagnitude: z.number().min(0) }),
  z.object({ hazard: z.literal('flood'), category: z.enum(['floods', 'wet']), note: z.string().optional() }),
]);
const SCHEMAS: Record<string, z.ZodType> = {
  object: z.object({ b: z.string(), a: z.number(), c: z.boolean().optional(), d: z.null() }),
  loose: z.object({ type: z.literal('FeatureCollection'), features: z.array(z.any()) }).loose(),
  strict: z.strictObject({ a: z.number() }),
  nullable: z.object({ a: z.number().int().nonnegative().nullable(), b: z.string().min(2).nullable() }),
  arrays: z.object({ xs: z.array(z.number()), ys: z.array(z.string()).min(1), anys: z.array(z.unknown()) }),
  lengths: z.object({ pos: z.array(z.number()).min(2).max(3), pair: z.array(z.string()).length(2), some: z.array(z.any()).max(1) }),
  geojson: featureCollectionSchema,
  tuple: z.tuple([z.number(), z.number()]),
  union: z.union([z.object({ a: z.string() }), z.object({ a: z.string(), b: z.number() }), z.number()]),
  discriminated: z.object({ event, list: z.array(event) }),
  bounds: z.object({ p: z.number().min(0).max(100), q: z.number().positive(), r: z.number().lt(1) }),
  fallbacks: z.object({ when: z.string().default('now'), map: z.record(z.string(), z.number()), trimmed: z.string().trim() }),
  any: z.object({ x: z.any(), y: z.unknown().optional() }),
};

const CASES: Record<string, unknown[]> = {
  object: [
    { a: 1, b: 'x', d: null },
    { b: 'x', a: 1.5, c: true, d: null, extra: 1 },
    { a: 'no', b: 'x', d: null },
    { b: 'x', d: null },
    { a: NaN, b: 'x', d: null },
    { a: Infinity, b: 'x', d: null },
    [],
    null,
    'x',
  ],
  loose: [
    { type: 'FeatureCollection', features: [{ a: 1 }, undefined, () => 1], bbox: [1, 2], skip: undefined },
    { type: 'Feature', features: [] },
  ],
  strict: [{ a: 1 }, { a: 1, b: 2 }],
  nullable: [
    { a: null, b: null },
    { a: 3, b: 'ok' },
    { a: -1, b: 'ok' },
    { a: 1.5, b: 'ok' },
    { a: 1, b: 'x' },
    { a: 2 ** 60, b: null },
  ],
  arrays: [
    { xs: [1, 2], ys: ['a'], anys: [1, 'a', null, undefined, { b: [] }] },
    { xs: [], ys: [], anys: [] },
    { xs: [1, 'a'], ys: ['a'], anys: [] },
  ],
  tuple: [[1, 2], [1, 2, 3], [1], [1, 'x']],
  lengths: [
    { pos: [1, 2], pair: ['a', 'b'], some: [] },
    { pos: [1, 2, 3], pair: ['a', 'b'], some: [{ a: 1 }] },
    { pos: [1], pair: ['a', 'b'], some: [] },
    { pos: [1, 2, 3, 4], pair: ['a', 'b'], some: [] },
    { pos: [1, 2], pair: ['a'], some: [1, 2] },
  ],
  geojson: [
    {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'q1',
          geometry: { type: 'Point', coordinates: [139.7, 35.7] },
          properties: { magnitude: 5.1, place: null, categories: ['floods'], closed: false },
        },
      ],
    },
    {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 0],
              ],
            ],
          },
          properties: null,
          extra: 1,
        },
      ],
    },
    { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: null, properties: { nested: { a: 1 } } }] },
    { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [1] }, properties: {} }] },
    { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Circle', coordinates: [1, 2] }, properties: {} }] },
  ],
  union: [{ a: 'x', b: 1 }, 3, { a: 1 }, 'x'],
  discriminated: [
    {
      event: { hazard: 'quake', minMagnitude: 5, extra: 1 },
      list: [
        { hazard: 'flood', category: 'wet' },
        { hazard: 'flood', category: 'floods', note: 'n' },
      ],
    },
    { event: { hazard: 'fire' }, list: [] },
    { event: { hazard: 'flood', category: 'dry' }, list: [] },
  ],
  bounds: [
    { p: 0, q: 1, r: 0.5 },
    { p: 100.1, q: 1, r: 0 },
    { p: 5, q: 0, r: 0 },
    { p: 5, q: 1, r: 1 },
  ],
  fallbacks: [
    { map: { a: 1 }, trimmed: '  x ' },
    { when: 'later', map: {}, trimmed: 'y' },
    { map: { a: 'x' }, trimmed: '' },
  ],
  any: [{ x: undefined }, { x: { deep: [1, { d: 2 }] }, y: 'z' }, {}],
};

describe('schema serialiser', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    test(`${name}: the same text as z.encode + JSON.stringify, and the same refusals`, () => {
      for (const value of CASES[name]!) {
        const [a, b] = both(schema, value);
        assert.equal(a, b, `${name}: ${JSON.stringify(value)}`);
        const [fa, fb] = both(schema, deepFreeze(structuredCloneSafe(value)));
        assert.equal(fa, fb, `${name} (frozen): ${JSON.stringify(value)}`);
      }
    });
  }

  test('generated values: never more lenient, never different', () => {
    const json = fc.letrec((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        fc.constant(null),
        fc.boolean(),
        fc.double(),
        fc.integer(),
        fc.string({ maxLength: 4 }),
        fc.constant(undefined),
        fc.array(tie('v'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'c', 'hazard', 'type', 'features', 'x'), tie('v'), { maxKeys: 4 }),
      ),
    })).v;
    const named = fc.record(
      {
        a: fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.constant(undefined)),
        b: fc.oneof(fc.string({ maxLength: 3 }), fc.integer()),
        hazard: fc.constantFrom('quake', 'flood', 'fire'),
        minMagnitude: fc.oneof(fc.double(), fc.integer()),
        category: fc.constantFrom('floods', 'wet', 'dry'),
        type: fc.constantFrom('FeatureCollection', 'x'),
        features: fc.array(json, { maxLength: 3 }),
        p: fc.double(),
        q: fc.double(),
        r: fc.double(),
        x: json,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(SCHEMAS)), fc.oneof(json, named), fc.boolean(), (name, value, freeze) => {
        const v = freeze ? deepFreeze(structuredCloneSafe(value)) : value;
        const [a, b] = both(SCHEMAS[name]!, v);
        assert.equal(a, b);
      }),
      { numRuns: 600 },
    );
  });

  test('a deep-frozen part is written once, then copied (as bytes when large)', () => {
    const s = new SchemaSerializers();
    const layer = deepFreeze(
      { type: 'FeatureCollection', features: Array.from({ length: 50 }, (_, i) => ({ id: i, note: 'naïve' })) },
      { parts: true },
    );
    const first = s.serialize(SCHEMAS.loose!, layer);
    const again = s.serialize(SCHEMAS.loose!, layer);
    assert.ok(Buffer.isBuffer(again), 'large kept JSON is copied as UTF-8 bytes');
    assert.equal(String(again), String(first));
    assert.equal(String(again), JSON.stringify(layer));
  });

  test('large bodies: the UTF-8 bytes of JSON.stringify, whatever the characters (ASCII copied, others encoded)', () => {
    const s = new SchemaSerializers();
    const schema = z.object({ xs: z.array(z.string()), kept: z.any() });
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom('a', 'é', '≥', '€', '😀', '\n', '"', '\\', '\u0001', '\ud800'),
        fc.string({ unit: 'binary', maxLength: 1 }),
      ),
      maxLength: 40,
    });
    fc.assert(
      fc.property(fc.array(text, { minLength: 400, maxLength: 900 }), fc.boolean(), (xs, withKept) => {
        const value = { xs, kept: withKept ? deepFreeze({ note: 'naïve ≥ 😀'.repeat(80) }, { parts: true }) : 'plain' };
        s.serialize(schema, value); // a kept part is written once, then copied as bytes
        const out = s.serialize(schema, value);
        const expected = Buffer.from(JSON.stringify(value), 'utf8');
        assert.ok(Buffer.isBuffer(out) ? out.equals(expected) : Buffer.from(out as string, 'utf8').equals(expected));
      }),
      { numRuns: 60 },
    );
  });

  test('the forecast schema compiles, and an empty object is refused as zod refuses it', () => {
    const [a, b] = both(riskForecastSchema, {});
    assert.equal(a, 'throws');
    assert.equal(b, 'throws');
  });
});

/** structuredClone that keeps what JSON-ish test values hold (functions become undefined). */
function structuredCloneSafe(v: unknown): unknown {
  if (typeof v === 'function') return undefined;
  if (Array.isArray(v)) return v.map(structuredCloneSafe);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, structuredCloneSafe(x)]));
  return v;
}
