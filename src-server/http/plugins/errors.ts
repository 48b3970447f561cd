// One error handler and one 404 handler: every failure leaves as an RFC 9457 problem, never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Problem } from '../../contracts/problem.js';
import { isStorageError, storageAppError } from '../../db/storage-errors.js';
import { AppError, problemTitles, type FieldError } from '../../shared/errors.js';
import { RequestValidationError } from '../validator.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Where each problem type is explained (served by the docs page). */
export const problemType = (code: string): string => `/docs/errors#${code}`;

export function problemDocument(code: string, status: number, detail: string, errors: FieldError[] = [], extra: Record<string, unknown> = {}): Problem {
  return {
    type: problemType(code),
    title: problemTitles[code] ?? 'Error',
    status,
    detail,
    code,
    errors,
    ...extra,
  };
}

const FASTIFY_CODES: Record<string, { code: string; status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    status: 415,
    detail: 'Send the body as JSON with the header Content-Type: application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', status: 413, detail: 'The request body is larger than 64 KiB.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'empty_body',
    status: 400,
    detail: 'The body is empty but Content-Type says JSON; send a JSON object.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', status: 400, detail: 'The body is not valid JSON.' },
  // Raised by the router before any route or hook (answered through `frameworkErrors` in app.ts).
  FST_ERR_BAD_URL: { code: 'invalid_url', status: 400, detail: 'The URL path is not valid percent-encoding.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'uri_too_long', status: 414, detail: 'A path segment is longer than 100 characters.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'invalid_json',
    status: 400,
    detail: 'The Content-Length header does not match the body.',
  },
};

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  414: 'uri_too_long',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

function toProblem(err: FastifyError | Error): { problem: Problem; headers: Record<string, string> } {
  // A full or failing disk is the server's state, not a bug: 503 with Retry-After, never a 500.
  if (isStorageError(err)) err = storageAppError(err);
  if (err instanceof AppError) {
    const status = err.statusCode >= 500 && err.statusCode !== 503 && err.statusCode !== 501 ? 500 : err.statusCode;
    const detail = status === 500 ? 'Something went wrong on our side. It has been logged.' : err.message;
    return { problem: problemDocument(status === 500 ? 'internal_error' : err.code, status, detail, err.errors, err.extra), headers: err.headers };
  }
  if (err instanceof RequestValidationError) {
    return { problem: problemDocument('validation_failed', 400, err.message, err.fieldErrors), headers: {} };
  }
  const fe = err as FastifyError;
  const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (known) return { problem: problemDocument(known.code, known.status, known.detail), headers: {} };
  const status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
  if (status === 500) {
    return { problem: problemDocument('internal_error', 500, 'Something went wrong on our side. It has been logged.'), headers: {} };
  }
  return { problem: problemDocument(STATUS_CODES[status] ?? 'bad_request', status, fe.message), headers: {} };
}

/** For Fastify's `frameworkErrors` (bad URL encoding, over-long path segment): the same problem documents. */
export function sendFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { problem, headers } = toProblem(err);
  return sendProblem(reply, { ...problem, instance: request.url.split('?')[0] }, headers);
}

export function sendProblem(reply: FastifyReply, problem: Problem, headers: Record<string, string> = {}): FastifyReply {
  return reply.code(problem.status).headers(headers).type(PROBLEM_CONTENT_TYPE).send(problem);
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { problem, headers } = toProblem(err);
      if (problem.status >= 500) request.log.error({ err, url: request.url, method: request.method }, 'request failed');
      else request.log.info({ code: problem.code, status: problem.status }, 'request refused');
      return sendProblem(reply, { ...problem, instance: request.url.split('?')[0] }, headers);
    });

    app.setNotFoundHandler((request, reply) =>
      sendProblem(reply, {
        ...problemDocument('not_found', 404, `No route for ${request.method} ${request.url.split('?')[0]}. See /docs for the API.`),
        instance: request.url.split('?')[0],
      }),
    );
  },
  { name: 'errors' },
);
