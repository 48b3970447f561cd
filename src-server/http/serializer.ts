// Response serialisation through the routes' zod schemas, compiled once per schema, with memoised deep-frozen parts.
//
// fastify-type-provider-zod's serializer runs `z.safeEncode(schema, body)` over the whole body and then
// JSON.stringify: every field of a 60-100 KB forecast is checked and copied on every request, although most of it
// (events, drivers, scene layers) comes unchanged from the forecast cache. Fastify's own fast-json-stringify,
// compiled from the schemas' JSON Schema, is slower still on these bodies (GeoJSON is free-form, and every oneOf is
// decided by trying its branches): see docs/performance.md "Serialisation".
//
// This compiler walks the zod schema once and builds a serialiser that checks each value against its node as it
// writes it. A deep-frozen value (shared/freeze.ts: cached payloads, derived values, cached model runs) cannot
// change, so its JSON under a given node is computed once and kept (WeakMap per node). Nodes it does not know are
// handed to zod (`z.safeEncode` on that part). It is never more lenient than zod: whenever it finds a value it cannot
// vouch for, the whole body goes through the library's serialiser, which either serialises it (where this one was
// merely stricter) or throws the same ResponseSerializationError as before.
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDeepFrozen } from '../shared/freeze.js';

/** A value the node cannot vouch for: the whole body falls back to zod. */
const INVALID = Symbol('invalid');
/** An undefined the node accepts: left out of objects (as JSON.stringify does), `null` in arrays. */
const OMIT = Symbol('omit');
type Out = string | typeof INVALID | typeof OMIT;
type Ser = (value: unknown) => Out;

interface ZodDef {
  type: string;
  checks?: unknown[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  options?: z.ZodType[];
  discriminator?: string;
  innerType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasChecks = (d: ZodDef) => (d.checks?.length ?? 0) > 0;

/** zod's number checks as one predicate (min, max, exclusive bounds, integer formats); undefined for any other check. */
function numberChecks(d: ZodDef): ((n: number) => boolean) | undefined {
  const preds: ((n: number) => boolean)[] = [];
  for (const c of d.checks ?? []) {
    const cd = (c as { _zod: { def: { check: string; value?: number; inclusive?: boolean; format?: string } } })._zod.def;
    const value = cd.value;
    if (cd.check === 'greater_than' && typeof value === 'number') preds.push(cd.inclusive ? (n) => n >= value : (n) => n > value);
    else if (cd.check === 'less_than' && typeof value === 'number') preds.push(cd.inclusive ? (n) => n <= value : (n) => n < value);
    else if (cd.check === 'number_format' && cd.format === 'safeint') preds.push((n) => Number.isSafeInteger(n));
    else return undefined;
  }
  return (n) => preds.every((p) => p(n));
}

/** A node zod serialises by itself (unknown kinds, leaves with checks): exact, just not memoised. */
function viaZod(schema: z.ZodType): Ser {
  return (value) => {
    const r = z.safeEncode(schema, value);
    if (!r.success) return INVALID;
    return r.data === undefined ? OMIT : JSON.stringify(r.data);
  };
}

/** Memoises the JSON of deep-frozen values under one node. */
function memoised(ser: Ser): Ser {
  const memo = new WeakMap<object, string>();
  return (value) => {
    if (!isDeepFrozen(value)) return ser(value);
    const hit = memo.get(value);
    if (hit !== undefined) return hit;
    const out = ser(value);
    if (typeof out === 'string') memo.set(value, out);
    return out;
  };
}

export class SchemaSerializers {
  private readonly compiled = new Map<z.ZodType, Ser>();

  /** The serialiser of one schema (compiled once; recursive schemas resolve through the map). */
  compile(schema: z.ZodType): Ser {
    const known = this.compiled.get(schema);
    if (known) return known;
    let inner: Ser = () => INVALID;
    // Registered before building, so a schema that refers to itself gets this trampoline.
    this.compiled.set(schema, (v) => inner(v));
    inner = this.build(schema);
    this.compiled.set(schema, inner);
    return inner;
  }

  private build(schema: z.ZodType): Ser {
    const d = defOf(schema);
    switch (d.type) {
      case 'string':
        if (hasChecks(d)) return viaZod(schema);
        return (v) => (typeof v === 'string' ? JSON.stringify(v) : INVALID);
      case 'number': {
        const check = numberChecks(d);
        if (!check) return viaZod(schema);
        return (v) => (typeof v === 'number' && Number.isFinite(v) && check(v) ? JSON.stringify(v) : INVALID);
      }
      case 'boolean':
        return (v) => (v === true ? 'true' : v === false ? 'false' : INVALID);
      case 'null':
        return (v) => (v === null ? 'null' : INVALID);
      case 'literal': {
        const values = d.values ?? [];
        if (!values.every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x))) return viaZod(schema);
        return (v) => (values.includes(v) ? JSON.stringify(v) : INVALID);
      }
      case 'enum': {
        const values = new Set(Object.values(d.entries ?? {}));
        return (v) => ((typeof v === 'string' || typeof v === 'number') && values.has(v) ? JSON.stringify(v) : INVALID);
      }
      case 'any':
      case 'unknown':
        return memoised((v) => (v === undefined ? OMIT : (JSON.stringify(v) ?? OMIT)));
      case 'nullable': {
        const inner = this.compile(d.innerType!);
        return (v) => (v === null ? 'null' : inner(v));
      }
      case 'optional': {
        const inner = this.compile(d.innerType!);
        return (v) => (v === undefined ? OMIT : inner(v));
      }
      case 'object':
        return this.object(schema, d);
      case 'array': {
        if (hasChecks(d)) return viaZod(schema);
        const elementKind = defOf(d.element!).type;
        // Free-form elements (GeoJSON features): JSON.stringify writes the array exactly as it would each element.
        if (elementKind === 'any' || elementKind === 'unknown') return memoised((v) => (Array.isArray(v) ? JSON.stringify(v) : INVALID));
        const element = this.compile(d.element!);
        return memoised((v) => {
          if (!Array.isArray(v)) return INVALID;
          // Concatenation builds a rope: the body is copied once, when it is written, not at every level.
          let out = '[';
          for (let i = 0; i < v.length; i++) {
            const s = element(v[i]);
            if (s === INVALID) return INVALID;
            out += (i ? ',' : '') + (s === OMIT ? 'null' : s);
          }
          return `${out}]`;
        });
      }
      case 'tuple': {
        if (d.rest) return viaZod(schema);
        const items = (d.items ?? []).map((item) => this.compile(item));
        return memoised((v) => {
          if (!Array.isArray(v) || v.length !== items.length) return INVALID;
          let out = '[';
          for (let i = 0; i < items.length; i++) {
            const s = items[i]!(v[i]);
            if (s === INVALID) return INVALID;
            out += (i ? ',' : '') + (s === OMIT ? 'null' : s);
          }
          return `${out}]`;
        });
      }
      case 'union':
        return this.union(schema, d);
      default:
        return viaZod(schema);
    }
  }

  private object(schema: z.ZodType, d: ZodDef): Ser {
    const catchall = d.catchall ? defOf(d.catchall).type : 'strip';
    if (!['strip', 'unknown', 'never'].includes(catchall)) return viaZod(schema);
    const fields = Object.entries(d.shape ?? {}).map(([key, fieldSchema]) => {
      const kind = defOf(fieldSchema).type;
      return {
        key,
        prefix: `${JSON.stringify(key)}:`,
        ser: this.compile(fieldSchema),
        // zod: a missing key is fine for an optional field; any/unknown accept undefined only when present.
        mayBeMissing: kind === 'optional',
      };
    });
    const shapeKeys = new Set(fields.map((f) => f.key));
    return memoised((v) => {
      if (!isObject(v)) return INVALID;
      let out = '';
      for (const f of fields) {
        // Other kinds (a default fills a missing key in, say): zod decides for the whole body.
        if (!f.mayBeMissing && !(f.key in v)) return INVALID;
        const s = f.ser(v[f.key]);
        if (s === INVALID) return INVALID;
        if (s !== OMIT) out += (out ? ',' : '') + f.prefix + s;
      }
      if (catchall !== 'strip') {
        for (const key of Object.keys(v)) {
          if (shapeKeys.has(key)) continue;
          if (catchall === 'never') return INVALID;
          const s = JSON.stringify(v[key]);
          if (s !== undefined) out += `${out ? ',' : ''}${JSON.stringify(key)}:${s}`;
        }
      }
      return `{${out}}`;
    });
  }

  private union(schema: z.ZodType, d: ZodDef): Ser {
    const options = (d.options ?? []).map((o) => ({ schema: o, ser: this.compile(o) }));
    if (d.discriminator) {
      // Each option's discriminator literal(s) -> the options to try (zod tries them in order).
      const byValue = new Map<unknown, Ser[]>();
      for (const o of options) {
        const field = defOf(o.schema).shape?.[d.discriminator];
        const fd = field ? defOf(field) : undefined;
        const values = fd?.type === 'literal' ? fd.values : fd?.type === 'enum' ? Object.values(fd.entries ?? {}) : undefined;
        if (!values) return viaZod(schema);
        for (const value of values) byValue.set(value, [...(byValue.get(value) ?? []), o.ser]);
      }
      const key = d.discriminator;
      return memoised((v) => {
        if (!isObject(v)) return INVALID;
        for (const ser of byValue.get(v[key]) ?? []) {
          const s = ser(v);
          if (s !== INVALID) return s;
        }
        return INVALID;
      });
    }
    // zod 4: the first option that accepts the value decides the output.
    return memoised((v) => {
      for (const o of options) {
        const s = o.ser(v);
        if (s !== INVALID) return s;
      }
      return INVALID;
    });
  }
}

/** The body's JSON through the schema, or undefined when this serialiser cannot vouch for it. */
export function serializeThrough(serializers: SchemaSerializers, schema: z.ZodType, body: unknown): string | undefined {
  const out = serializers.compile(schema)(body);
  return typeof out === 'string' ? out : undefined;
}

/**
 * Fastify serializer compiler: the compiled schema serialiser, falling back to fastify-type-provider-zod's
 * (`z.safeEncode` + JSON.stringify, which throws ResponseSerializationError) for anything it cannot vouch for.
 */
export function createSchemaSerializerCompiler(): FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> {
  const serializers = new SchemaSerializers();
  const zodCompiler = createSerializerCompiler({});
  return (route) => {
    const fallback = zodCompiler(route as never) as (data: unknown) => string;
    const maybe = route.schema as unknown;
    const schema = (maybe && typeof maybe === 'object' && 'properties' in maybe ? (maybe as { properties: z.ZodType }).properties : maybe) as z.ZodType;
    if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return fallback;
    const ser = serializers.compile(schema);
    return (data: unknown) => {
      const out = ser(data);
      return typeof out === 'string' ? out : fallback(data);
    };
  };
}
