// Response serialisation through the routes' zod schemas, compiled once per schema, with memoised deep-frozen parts.
//
// fastify-type-provider-zod's serializer runs `z.safeEncode(schema, body)` over the whole body and then
// JSON.stringify: every field of a 60-100 KB forecast is checked and copied on every request, although most of it
// (events, drivers, scene layers) comes unchanged from the forecast cache. Fastify's own fast-json-stringify,
// compiled from the schemas' JSON Schema, is slower still on these bodies (GeoJSON is free-form, and every oneOf is
// decided by trying its branches; measured with `npm run bench`).
//
// This compiler walks the zod schema once and builds a serialiser that checks each value against its node as it
// writes it. A deep-frozen value (shared/freeze.ts: cached payloads, derived values, cached model runs) cannot
// change, so its JSON under a given node is written once and kept, as UTF-8 bytes when it is large (WeakMap per
// node): a warm answer is mostly copied bytes, with no JSON or UTF-8 encoding of its bulk. Nodes it does not know
// are handed to zod (`z.safeEncode` on that part). It is never more lenient than zod: whenever it finds a value it
// cannot vouch for, the whole body goes through the library's serialiser, which either serialises it (where this one
// was merely stricter) or throws the same ResponseSerializationError as before.
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDeepFrozen } from '../shared/freeze.js';

/** Kept JSON of at least this many characters is kept as UTF-8 bytes (copied, not encoded, into each answer). */
const BYTES_FROM_CHARS = 512;

/** Bodies shorter than this (in characters) without kept chunks go out as a string; longer ones as UTF-8 bytes. */
const SMALL_BODY_CHARS = 8192;
/** Text is encoded into the body in runs of about this many characters (see Out.finish). */
const RUN_CHARS = 1024;

/** What a node did: wrote its value, left it out (an accepted undefined), or could not vouch for it. */
const WROTE = 1;
const OMITTED = 2;
const INVALID = 0;
type Result = typeof WROTE | typeof OMITTED | typeof INVALID;

/**
 * Node kinds whose serialiser never answers OMITTED (they write their value or cannot vouch for it; those that hand
 * a value to zod get a string, number, object or array back, never undefined). Literals are not here: a literal
 * may be `undefined`.
 */
const NEVER_OMITTED = new Set(['string', 'number', 'boolean', 'null', 'enum', 'object', 'array', 'tuple']);

/**
 * The body being written: its pieces in order (text, and UTF-8 chunks kept from memos), put together once by
 * finish(). Not `text += s`: that builds a rope of thousands of small strings which Fastify's Content-Length
 * (Buffer.byteLength) then flattens into a copy.
 */
class Out {
  private readonly parts: (string | Buffer)[] = [];
  private hasBytes = false;
  write(s: string): void {
    this.parts.push(s);
  }
  bytes(b: Buffer): void {
    this.parts.push(b);
    this.hasBytes = true;
  }
  /** A point to come back to (a union option that did not fit, a field left out). */
  mark(): number {
    return this.parts.length;
  }
  reset(n: number): void {
    this.parts.length = n;
  }
  /**
   * The body: a small one as a string; a large one (or one with kept chunks) as UTF-8 bytes written straight into
   * one buffer. Not `parts.join('')` for a large body: one non-Latin-1 character (a "≥" in a description) makes the
   * whole joined answer a two-byte string, twice its size, which the socket (or inject) then copies again to encode
   * it. Here the text goes in runs of about 1,000 characters, so only a run holding such a character is two-byte.
   */
  finish(): string | Buffer {
    const parts = this.parts;
    let chars = 0;
    for (let i = 0; i < parts.length; i++) chars += parts[i]!.length;
    if (!this.hasBytes && chars < SMALL_BODY_CHARS) return parts.join('');
    let buf = Buffer.allocUnsafe(chars + 256);
    let pos = 0;
    const room = (n: number) => {
      if (pos + n <= buf.length) return;
      const bigger = Buffer.allocUnsafe(Math.max(buf.length * 2, pos + n));
      buf.copy(bigger, 0, 0, pos);
      buf = bigger;
    };
    let runStart = 0;
    let runChars = 0;
    const flush = (end: number) => {
      if (end > runStart) {
        const text = end - runStart === 1 ? (parts[runStart] as string) : parts.slice(runStart, end).join('');
        // At most 3 bytes per UTF-16 unit; measured exactly only when that bound would not fit (the buffer holds
        // one byte per character of the body, so ASCII text never grows it).
        if (pos + text.length * 3 > buf.length) room(Buffer.byteLength(text, 'utf8'));
        pos += buf.write(text, pos, 'utf8');
      }
      runChars = 0;
    };
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i]!;
      if (typeof p === 'string') {
        runChars += p.length;
        if (runChars >= RUN_CHARS) {
          flush(i + 1);
          runStart = i + 1;
        }
      } else {
        flush(i);
        room(p.length);
        pos += p.copy(buf, pos);
        runStart = i + 1;
      }
    }
    flush(parts.length);
    return buf.subarray(0, pos);
  }
}

type Ser = (value: unknown, out: Out) => Result;

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

/** zod's array length checks as one predicate (min, max, exact length); undefined for any other check. */
function lengthChecks(d: ZodDef): ((n: number) => boolean) | undefined {
  const preds: ((n: number) => boolean)[] = [];
  for (const c of d.checks ?? []) {
    const cd = (c as { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } })._zod.def;
    const { minimum, maximum, length } = cd;
    if (cd.check === 'min_length' && typeof minimum === 'number') preds.push((n) => n >= minimum);
    else if (cd.check === 'max_length' && typeof maximum === 'number') preds.push((n) => n <= maximum);
    else if (cd.check === 'length_equals' && typeof length === 'number') preds.push((n) => n === length);
    else return undefined;
  }
  return (n) => preds.every((p) => p(n));
}

/** A node zod serialises by itself (unknown kinds, leaves with other checks): exact, just not memoised. */
function viaZod(schema: z.ZodType): Ser {
  return (value, out) => {
    const r = z.safeEncode(schema, value);
    if (!r.success) return INVALID;
    if (r.data === undefined) return OMITTED;
    out.write(JSON.stringify(r.data));
    return WROTE;
  };
}

/** Writes a JSON text produced by JSON.stringify (undefined for undefined, functions and symbols: left out). */
function writeJson(json: string | undefined, out: Out): Result {
  if (json === undefined) return OMITTED;
  out.write(json);
  return WROTE;
}

/** Keeps the JSON of deep-frozen values under one node (as bytes when large) and copies it into later answers. */
function memoised(ser: Ser): Ser {
  const memo = new WeakMap<object, string | Buffer>();
  return (value, out) => {
    if (!isDeepFrozen(value)) return ser(value, out);
    const frozen = value as object;
    const hit = memo.get(frozen);
    if (hit !== undefined) {
      if (typeof hit === 'string') out.write(hit);
      else out.bytes(hit);
      return WROTE;
    }
    const own = new Out();
    const r = ser(value, own);
    if (r !== WROTE) return r;
    const done = own.finish();
    // Kept for as long as the value lives: as exact-size bytes (a large body comes out of a buffer that may have grown).
    const kept =
      typeof done === 'string'
        ? done.length >= BYTES_FROM_CHARS
          ? Buffer.from(done)
          : done
        : done.length < done.buffer.byteLength
          ? Buffer.from(done)
          : done;
    memo.set(frozen, kept);
    if (typeof kept === 'string') out.write(kept);
    else out.bytes(kept);
    return WROTE;
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
    this.compiled.set(schema, (v, out) => inner(v, out));
    inner = this.build(schema);
    this.compiled.set(schema, inner);
    return inner;
  }

  /** The JSON (string or UTF-8 bytes) of `value` through `schema`, or undefined when this cannot vouch for it. */
  serialize(schema: z.ZodType, value: unknown): string | Buffer | undefined {
    const out = new Out();
    return this.compile(schema)(value, out) === WROTE ? out.finish() : undefined;
  }

  private build(schema: z.ZodType): Ser {
    const d = defOf(schema);
    switch (d.type) {
      case 'string':
        if (hasChecks(d)) return viaZod(schema);
        return (v, out) => (typeof v === 'string' ? writeJson(JSON.stringify(v), out) : INVALID);
      case 'number': {
        const check = numberChecks(d);
        if (!check) return viaZod(schema);
        return (v, out) => (typeof v === 'number' && Number.isFinite(v) && check(v) ? writeJson(JSON.stringify(v), out) : INVALID);
      }
      case 'boolean':
        return (v, out) => (typeof v === 'boolean' ? writeJson(v ? 'true' : 'false', out) : INVALID);
      case 'null':
        return (v, out) => (v === null ? writeJson('null', out) : INVALID);
      case 'literal': {
        const values = d.values ?? [];
        if (!values.every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x))) return viaZod(schema);
        return (v, out) => (values.includes(v) ? writeJson(JSON.stringify(v), out) : INVALID);
      }
      case 'enum': {
        const values = new Set(Object.values(d.entries ?? {}));
        return (v, out) =>
          (typeof v === 'string' || typeof v === 'number') && values.has(v) ? writeJson(JSON.stringify(v), out) : INVALID;
      }
      case 'any':
      case 'unknown':
        return memoised((v, out) => (v === undefined ? OMITTED : writeJson(JSON.stringify(v), out)));
      case 'nullable': {
        const inner = this.compile(d.innerType!);
        return (v, out) => (v === null ? writeJson('null', out) : inner(v, out));
      }
      case 'optional': {
        const inner = this.compile(d.innerType!);
        return (v, out) => (v === undefined ? OMITTED : inner(v, out));
      }
      case 'object':
        return this.object(schema, d);
      case 'array': {
        // Length checks (a GeoJSON position's 2-3 numbers) are checked here; any other check goes to zod.
        const length = lengthChecks(d);
        if (!length) return viaZod(schema);
        const elementKind = defOf(d.element!).type;
        // Free-form elements (GeoJSON features): JSON.stringify writes the array exactly as it would each element;
        // deep-frozen elements (features made once per catalogue) are copied from their kept JSON instead.
        if (elementKind === 'any' || elementKind === 'unknown') {
          const element = this.compile(d.element!);
          return memoised((v, out) => {
            if (!Array.isArray(v) || !length(v.length)) return INVALID;
            if (v.length === 0 || !isDeepFrozen(v[0])) return writeJson(JSON.stringify(v), out);
            out.write('[');
            for (let i = 0; i < v.length; i++) {
              if (i) out.write(',');
              if (element(v[i], out) === OMITTED) out.write('null');
            }
            out.write(']');
            return WROTE;
          });
        }
        const element = this.compile(d.element!);
        return memoised((v, out) => {
          if (!Array.isArray(v) || !length(v.length)) return INVALID;
          out.write('[');
          for (let i = 0; i < v.length; i++) {
            if (i) out.write(',');
            const r = element(v[i], out);
            if (r === INVALID) return INVALID;
            if (r === OMITTED) out.write('null');
          }
          out.write(']');
          return WROTE;
        });
      }
      case 'tuple': {
        if (d.rest) return viaZod(schema);
        const items = (d.items ?? []).map((item) => this.compile(item));
        return memoised((v, out) => {
          if (!Array.isArray(v) || v.length !== items.length) return INVALID;
          out.write('[');
          for (let i = 0; i < items.length; i++) {
            if (i) out.write(',');
            const r = items[i]!(v[i], out);
            if (r === INVALID) return INVALID;
            if (r === OMITTED) out.write('null');
          }
          out.write(']');
          return WROTE;
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
    const fields = Object.entries(d.shape ?? {}).map(([key, fieldSchema]) => ({
      key,
      prefix: `${JSON.stringify(key)}:`,
      commaPrefix: `,${JSON.stringify(key)}:`,
      ser: this.compile(fieldSchema),
      // zod: a missing key is fine for an optional field; any/unknown accept undefined only when present.
      mayBeMissing: defOf(fieldSchema).type === 'optional',
      // Only a field that may be left out needs a point to come back to (no allocation for the others).
      mayOmit: !NEVER_OMITTED.has(defOf(fieldSchema).type),
    }));
    const shapeKeys = new Set(fields.map((f) => f.key));
    return memoised((v, out) => {
      if (!isObject(v)) return INVALID;
      out.write('{');
      let first = true;
      for (const f of fields) {
        // Other kinds (a default fills a missing key in, say): zod decides for the whole body.
        if (!f.mayBeMissing && !(f.key in v)) return INVALID;
        const at = f.mayOmit ? out.mark() : undefined;
        out.write(first ? f.prefix : f.commaPrefix);
        const r = f.ser(v[f.key], out);
        if (r === INVALID) return INVALID;
        if (r === OMITTED) {
          // Not expected of these kinds; should it happen, the library's serialiser decides.
          if (at === undefined) return INVALID;
          out.reset(at);
        } else first = false;
      }
      if (catchall !== 'strip') {
        for (const key of Object.keys(v)) {
          if (shapeKeys.has(key)) continue;
          if (catchall === 'never') return INVALID;
          const json = JSON.stringify(v[key]);
          if (json === undefined) continue;
          out.write(`${first ? '' : ','}${JSON.stringify(key)}:${json}`);
          first = false;
        }
      }
      out.write('}');
      return WROTE;
    });
  }

  private union(schema: z.ZodType, d: ZodDef): Ser {
    const options = (d.options ?? []).map((o) => ({ schema: o, ser: this.compile(o) }));
    const tryAll = (candidates: readonly Ser[], v: unknown, out: Out): Result => {
      for (const ser of candidates) {
        const at = out.mark();
        const r = ser(v, out);
        if (r !== INVALID) return r;
        out.reset(at);
      }
      return INVALID;
    };
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
      return memoised((v, out) => (isObject(v) ? tryAll(byValue.get(v[key]) ?? [], v, out) : INVALID));
    }
    // zod 4: the first option that accepts the value decides the output.
    const all = options.map((o) => o.ser);
    return memoised((v, out) => tryAll(all, v, out));
  }
}

/**
 * Fastify serializer compiler: the compiled schema serialiser, falling back to fastify-type-provider-zod's
 * (`z.safeEncode` + JSON.stringify, which throws ResponseSerializationError) for anything it cannot vouch for.
 * The body may come out as a Buffer (UTF-8) rather than a string: Fastify sends either as it is.
 */
export function createSchemaSerializerCompiler(): FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> {
  const serializers = new SchemaSerializers();
  const zodCompiler = createSerializerCompiler({});
  return (route) => {
    const fallback = zodCompiler(route as never) as (data: unknown) => string;
    const maybe = route.schema as unknown;
    const schema = (
      maybe && typeof maybe === 'object' && 'properties' in maybe ? (maybe as { properties: z.ZodType }).properties : maybe
    ) as z.ZodType;
    if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return fallback;
    const ser = serializers.compile(schema);
    return ((data: unknown) => {
      const out = new Out();
      return ser(data, out) === WROTE ? out.finish() : fallback(data);
    }) as (data: unknown) => string;
  };
}
