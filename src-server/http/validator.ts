// Fastify validator compiler over zod that keeps our field-error format (see shared/zod-errors.ts).
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from '../shared/zod-errors.js';
import type { FieldError } from '../shared/errors.js';

export class RequestValidationError extends Error {
  readonly fieldErrors: FieldError[];
  constructor(fieldErrors: FieldError[]) {
    super(fieldErrors.map((e) => `${e.field}: ${e.message}`).join('; '));
    this.fieldErrors = fieldErrors;
  }
}

const ROOT_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const root = ROOT_NAMES[httpPart ?? 'body'] ?? 'body';
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(zodIssuesToFieldErrors(result.error.issues, root)) };
  };
};
