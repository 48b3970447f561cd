// One error handler, one 404 handler and Fastify's framework errors: every failure leaves as an RFC 9457 problem
// built from the error catalogue, never a stack trace.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Problem } from '../../contracts/problem.js';
import { isStorageError, storageAppError } from '../../db/storage-errors.js';
import { codeForStatus, ERROR_CATALOGUE, type ErrorCode } from '../../shared/error-catalogue.js';
import { AppError, type FieldError } from '../../shared/errors.js';
import { redactUrl } from '../log-redaction.js';
import { RequestValidationError } from '../validator.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Where each problem type is explained (served by the docs page). */
export const problemType = (code: string): string => `/docs/errors#${code}`;

export function problemDocument(code: ErrorCode, detail: string, errors: FieldError[] = [], extra: Record<string, unknown> = {}): Problem {
  const entry = ERROR_CATALOGUE[code];
  return { type: problemType(code), title: entry.title, status: entry.status, detail, code, errors, ...extra };
}

const HIDDEN_DETAIL = 'Something went wrong on our side. It has been logged.';

/** Fastify's own error codes, each answered with one of ours and a detail that says what to do. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; detail: (err: FastifyError) => string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', detail: () => 'Send the body as JSON with the header Content-Type: application/json.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', detail: () => 'The request body is larger than 64 KiB.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'empty_body', detail: () => 'The body is empty but Content-Type says JSON; send a JSON object.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', detail: () => 'The body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'invalid_json', detail: () => 'The Content-Length header does not match the body.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'uri_too_long', detail: () => 'A path parameter is longer than 100 characters.' },
  FST_ERR_BAD_URL: { code: 'bad_request', detail: () => 'The URL is not valid (a malformed percent-encoding?).' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'internal_error', detail: () => HIDDEN_DETAIL },
};

/** Any thrown error as a problem document and the headers that go with it. */
export function toProblem(err: FastifyError | Error): { problem: Problem; headers: Record<string, string> } {
  // A full or failing disk is the server's state, not a bug: 503 with Retry-After, never a 500.
  if (isStorageError(err)) err = storageAppError(err);
  if (err instanceof AppError) {
    // 5xx other than 503 (a value the caller can act on) hide their detail.
    if (err.statusCode >= 500 && err.statusCode !== 503) return { problem: problemDocument('internal_error', HIDDEN_DETAIL), headers: {} };
    return { problem: problemDocument(err.code, err.message, err.errors, err.extra), headers: err.headers };
  }
  if (err instanceof RequestValidationError) {
    return { problem: problemDocument('validation_failed', err.message, err.fieldErrors), headers: {} };
  }
  const fe = err as FastifyError;
  const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (known) return { problem: problemDocument(known.code, known.detail(fe)), headers: {} };
  const status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
  if (status === 500) return { problem: problemDocument('internal_error', HIDDEN_DETAIL), headers: {} };
  // A 4xx Fastify has no code of ours for keeps its status; the catalogue's code for that status names it.
  const code = codeForStatus(status);
  return { problem: { ...problemDocument(code, fe.message), status }, headers: {} };
}

export function sendProblem(reply: FastifyReply, problem: Problem, headers: Record<string, string> = {}): FastifyReply {
  return reply.code(problem.status).headers(headers).type(PROBLEM_CONTENT_TYPE).send(problem);
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** Fastify's `frameworkErrors` option: errors raised before routing (a too-long path parameter, a bad URL). */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { problem } = toProblem(err);
  request.log.info({ code: problem.code, status: problem.status }, 'request refused before routing');
  void sendProblem(reply, { ...problem, instance: pathOf(request.url) });
}

/**
 * Node's `clientError` (a request HTTP cannot parse, headers too large): answered as a problem on the raw socket,
 * since no request object exists yet. 408 and 431 keep their status; everything else is a 400.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ ...problemDocument('bad_request', 'The HTTP request could not be parsed.'), status });
  socket.end(
    `HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { problem, headers } = toProblem(err);
      if (problem.status >= 500) request.log.error({ err, url: redactUrl(request.url), method: request.method }, 'request failed');
      else request.log.info({ code: problem.code, status: problem.status }, 'request refused');
      return sendProblem(reply, { ...problem, instance: pathOf(request.url) }, headers);
    });

    app.setNotFoundHandler((request, reply) =>
      sendProblem(reply, {
        ...problemDocument('not_found', `No route for ${request.method} ${pathOf(request.url)}. See /docs for the API.`),
        instance: pathOf(request.url),
      }),
    );
  },
  { name: 'errors' },
);

