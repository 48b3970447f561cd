// The OpenAPI document's route schemas: fastify-type-provider-zod's conversion, then the portability pass the MCP tool
// list gets too (contracts/json-schema.ts), so both describe the same contracts in the same spelling. Every route also
// lists the problems the host guard and the auth hook answer before any route runs (a Prism proxy flagged their
// absence on /health).
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { portableJsonSchema, type JsonSchema } from '../contracts/json-schema.js';
import { problemResponses } from './problem-responses.js';

type Transform = typeof jsonSchemaTransform;

const PARTS = ['headers', 'querystring', 'body', 'params'] as const;

/** A response entry: a schema, or `{ description, content: { <type>: { schema } } }`. */
function portableResponse(entry: unknown): unknown {
  const e = entry as { content?: Record<string, { schema?: unknown }> };
  if (!e || typeof e !== 'object' || !e.content) return portableJsonSchema(entry);
  const content = Object.fromEntries(Object.entries(e.content).map(([type, c]) => [type, { ...c, schema: portableJsonSchema(c.schema) }]));
  return { ...e, content };
}

/** 401 invalid_api_key, 403 forbidden_host / forbidden_origin: possible on every route. */
const EVERY_ROUTE = problemResponses();
/** Methods whose body Fastify parses (DELETE included): a bad or oversized body is refused before the route runs. */
const WITH_BODY = problemResponses('invalid_json', 'unsupported_media_type', 'payload_too_large');
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const portableSchemaTransform: Transform = (input) => {
  const route = input.schema;
  const methods = [input.route.method].flat().map((m) => String(m).toUpperCase());
  const common = methods.some((m) => BODY_METHODS.has(m)) ? WITH_BODY : EVERY_ROUTE;
  // A route's own entry for a status wins (it names its own codes too).
  const withCommon =
    route && !route.hide ? { ...route, response: { ...common, ...((route.response as object | undefined) ?? {}) } } : route;
  // A body by media type (`{ content: { <type>: { schema } } }`, the portfolio import) is converted type by type: the
  // zod transform takes one schema per part.
  const byType = bodyByMediaType(withCommon?.body);
  const out = jsonSchemaTransform({ ...input, schema: byType ? { ...withCommon, body: undefined } : withCommon });
  const schema = { ...out.schema } as JsonSchema;
  for (const part of PARTS) if (schema[part]) schema[part] = portableJsonSchema(schema[part]);
  if (byType) {
    schema.body = {
      content: Object.fromEntries(
        Object.entries(byType).map(([type, zod]) => [type, { schema: portableJsonSchema(bodyJson(input, zod)) }]),
      ),
    };
  }
  if (schema.response && typeof schema.response === 'object') {
    schema.response = Object.fromEntries(Object.entries(schema.response).map(([status, entry]) => [status, portableResponse(entry)]));
  }
  return { ...out, schema };
};

/** The schemas of a body given by media type, or undefined for a body given as one schema. */
function bodyByMediaType(body: unknown): Record<string, unknown> | undefined {
  const content = (body as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  if (!content || typeof content !== 'object' || (body as { _zod?: unknown })._zod) return undefined;
  return Object.fromEntries(Object.entries(content).map(([type, c]) => [type, c.schema]));
}

/** One media type's body schema as the transform converts a body (input side), through a route of its own. */
function bodyJson(input: Parameters<Transform>[0], zod: unknown): unknown {
  const out = jsonSchemaTransform({ ...input, schema: { body: zod } });
  return (out.schema as JsonSchema).body;
}
