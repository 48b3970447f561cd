// One portability pass over the JSON Schema that zod generates, applied where the OpenAPI document and the MCP tool
// list convert the contracts: every reader gets the same schemas, spelled in the subset most tools understand.
//
// zod writes a nullable scalar as `type: ["number", "null"]` and a tuple as `prefixItems` (2020-12) or an `items` array
// (draft-07). Both are legal JSON Schema, yet clients that map schemas onto a single-`type` dialect (the OpenAPI subset
// some model providers use for function declarations) reject or drop them, the MCP Inspector's --strict check warns on
// the first, and Prism (OpenAPI 3.1) misreads the second. Here a type list becomes `anyOf` with one `type` per branch
// (each branch keeps the keywords that apply to its type), and a tuple becomes `items` + `minItems`/`maxItems`.

export type JsonSchema = { [key: string]: unknown };

const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keywords that only constrain values of one type: they move into that type's `anyOf` branch. */
const TYPE_KEYWORDS: Record<string, readonly string[]> = {
  string: ['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: [
    'items',
    'prefixItems',
    'additionalItems',
    'minItems',
    'maxItems',
    'uniqueItems',
    'contains',
    'minContains',
    'maxContains',
    'unevaluatedItems',
  ],
  object: [
    'properties',
    'required',
    'additionalProperties',
    'patternProperties',
    'propertyNames',
    'minProperties',
    'maxProperties',
    'dependentRequired',
    'dependentSchemas',
    'unevaluatedProperties',
  ],
};

/** Positions that hold one subschema, a list of them, or a map of them. */
const ONE = [
  'items',
  'additionalItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'additionalProperties',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];

/** `schema` with every type list and tuple (at any depth) rewritten; a new object, the input is not changed. */
export function portableJsonSchema<T>(schema: T): T {
  return rewrite(schema) as T;
}

function rewrite(node: unknown): unknown {
  if (!isSchema(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (ONE.includes(key)) out[key] = Array.isArray(value) ? value.map(rewrite) : rewrite(value);
    else if (LIST.includes(key) && Array.isArray(value)) out[key] = value.map(rewrite);
    else if (MAP.includes(key) && isSchema(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)]));
    else out[key] = value;
  }
  untuple(out);
  return Array.isArray(out.type) ? splitTypes(out, out.type as string[]) : out;
}

/** A tuple as a plain array of its items' schema (one, or anyOf the distinct ones) with its length bounds. */
function untuple(node: JsonSchema): void {
  const tuple = Array.isArray(node.prefixItems)
    ? (node.prefixItems as unknown[])
    : Array.isArray(node.items)
      ? (node.items as unknown[])
      : null;
  if (!tuple) return;
  // The rest: 2020-12 `items` after `prefixItems`, draft-07 `additionalItems`. `false` (or absent in zod's output) means none.
  const rest = Array.isArray(node.prefixItems) ? node.items : node.additionalItems;
  const restSchema = isSchema(rest) || rest === true ? rest : undefined;
  const members = [...tuple, ...(restSchema === undefined ? [] : [restSchema])];
  const distinct = [...new Map(members.map((m) => [JSON.stringify(m), m])).values()];
  delete node.prefixItems;
  delete node.additionalItems;
  node.items = distinct.length === 1 ? distinct[0] : { anyOf: distinct };
  node.minItems = Math.max(typeof node.minItems === 'number' ? node.minItems : 0, tuple.length);
  if (restSchema === undefined) node.maxItems = typeof node.maxItems === 'number' ? Math.min(node.maxItems, tuple.length) : tuple.length;
}

/** `{type: [a, b], ...}` as `{anyOf: [{type: a, ...a's keywords}, {type: b, ...}], ...the rest}`. */
function splitTypes(node: JsonSchema, types: string[]): JsonSchema {
  if (types.length === 1) return { ...node, type: types[0] };
  const rest: JsonSchema = { ...node };
  delete rest.type;
  const moved = new Set(types.flatMap((t) => TYPE_KEYWORDS[t] ?? []));
  const branches = types.map((t) => {
    const branch: JsonSchema = { type: t };
    for (const k of TYPE_KEYWORDS[t] ?? []) if (k in rest) branch[k] = rest[k];
    return branch;
  });
  const outer: JsonSchema = {};
  for (const [k, v] of Object.entries(rest)) if (!moved.has(k)) outer[k] = v;
  // An existing anyOf is kept beside the new one (both must hold).
  if (Array.isArray(outer.anyOf))
    return { ...outer, allOf: [...((outer.allOf as unknown[]) ?? []), { anyOf: outer.anyOf }], anyOf: branches };
  return { ...outer, anyOf: branches };
}
