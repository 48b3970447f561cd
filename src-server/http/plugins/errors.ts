// One error handler, one 404 handler and Fastify's framework errors: every failure leaves as an RFC 9457 problem
// built from the error catalogue, never a stack trace.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '../../contracts/enums.js';
import type { Problem } from '../../contracts/problem.js';
import { isStorageError, storageAppError } from '../../db/storage-errors.js';
import { codeForStatus, ERROR_CATALOGUE, type ErrorCode } from '../../shared/error-catalogue.js';
import { AppError, type FieldError } from '../../shared/errors.js';
import { redactUrl } from '../log-redaction.js';
import { msg, type Message } from '../../i18n/message.js';
import { render, text } from '../../risk/translate.js';
import { joinedFieldErrors, localFieldErrors } from '../field-messages.js';
import { requestLanguage } from '../request-language.js';
import { RequestValidationError } from '../validator.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Where each problem type is explained (served by the docs page). */
export const problemType = (code: string): string => `/docs/errors#${code}`;

/**
 * A problem document in `language`: the code's title; the detail as the thrower said it (a message is rendered; an
 * English-only text, in another language, gives way to the code's general explanation, or, for a validation error
 * whose detail is its field errors, to those errors in the language); the field errors' messages in the language,
 * field names as they are.
 */
export function problemDocument(
  code: ErrorCode,
  detail: Message,
  errors: FieldError[] = [],
  extra: Record<string, unknown> = {},
  language: Language = 'en',
): Problem {
  const entry = ERROR_CATALOGUE[code];
  if (language === 'en')
    return { type: problemType(code), title: entry.title, status: entry.status, detail: render('en', detail), code, errors, ...extra };
  const fieldErrors = localFieldErrors(errors, language);
  const said =
    typeof detail !== 'string'
      ? render(language, detail)
      : errors.length > 0 && detail === joinedFieldErrors(errors)
        ? joinedFieldErrors(fieldErrors)
        : text(language, `errors.codes.${code}.explanation`);
  return {
    type: problemType(code),
    title: text(language, `errors.codes.${code}.title`),
    status: entry.status,
    detail: said,
    code,
    errors: fieldErrors,
    ...extra,
  };
}

const HIDDEN_DETAIL = msg('errors.details.hidden');
const detail = (key: string) => () => msg(`errors.details.${key}`);

/** Fastify's own error codes, each answered with one of ours and a detail that says what to do. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; detail: (err: FastifyError) => Message }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', detail: detail('unsupportedMediaType') },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', detail: detail('bodyTooLarge') },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'empty_body', detail: detail('emptyBody') },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', detail: detail('invalidJson') },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'invalid_json', detail: detail('contentLength') },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'uri_too_long', detail: detail('paramTooLong') },
  FST_ERR_BAD_URL: { code: 'bad_request', detail: detail('badUrl') },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'internal_error', detail: () => HIDDEN_DETAIL },
};

/** Any thrown error as a problem document in `language` and the headers that go with it. */
export function toProblem(err: FastifyError | Error, language: Language = 'en'): { problem: Problem; headers: Record<string, string> } {
  // A full or failing disk is the server's state, not a bug: 503 with Retry-After, never a 500.
  if (isStorageError(err)) err = storageAppError(err);
  const hidden = () => ({ problem: problemDocument('internal_error', HIDDEN_DETAIL, [], {}, language), headers: {} });
  if (err instanceof AppError) {
    // 5xx other than 503 (a value the caller can act on) hide their detail.
    if (err.statusCode >= 500 && err.statusCode !== 503) return hidden();
    const extra = err.extraIn ? { ...err.extra, ...err.extraIn(language) } : err.extra;
    return { problem: problemDocument(err.code, err.detail, err.errors, extra, language), headers: err.headers };
  }
  if (err instanceof RequestValidationError) {
    return { problem: problemDocument('validation_failed', err.message, err.fieldErrors, {}, language), headers: {} };
  }
  const fe = err as FastifyError;
  const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (known) return { problem: problemDocument(known.code, known.detail(fe), [], {}, language), headers: {} };
  const status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
  if (status === 500) return hidden();
  // A 4xx Fastify has no code of ours for keeps its status; the catalogue's code for that status names it.
  const code = codeForStatus(status);
  return { problem: { ...problemDocument(code, fe.message, [], {}, language), status }, headers: {} };
}

export function sendProblem(
  reply: FastifyReply,
  problem: Problem,
  headers: Record<string, string> = {},
  language?: Language,
): FastifyReply {
  if (language) reply.header('content-language', language);
  return reply.code(problem.status).headers(headers).type(PROBLEM_CONTENT_TYPE).send(problem);
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** Fastify's `frameworkErrors` option: errors raised before routing (a too-long path parameter, a bad URL). */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Before routing no body has been read: the language comes from the query or Accept-Language.
  const language = requestLanguage(request);
  const { problem } = toProblem(err, language);
  request.log.info({ code: problem.code, status: problem.status }, 'request refused before routing');
  void sendProblem(reply, { ...problem, instance: pathOf(request.url) }, {}, language);
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
  const body = JSON.stringify({ ...problemDocument('bad_request', msg('errors.details.unparsable')), status });
  socket.end(
    `HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const language = requestLanguage(request, app.services.promptWords);
      const { problem, headers } = toProblem(err, language);
      // A forecast whose calls wait for their turn in the budget is the budget working, not a failure.
      if (problem.code === 'forecast_pending') request.log.info({ code: problem.code, status: problem.status }, 'forecast pending');
      else if (problem.status >= 500) request.log.error({ err, url: redactUrl(request.url), method: request.method }, 'request failed');
      else request.log.info({ code: problem.code, status: problem.status }, 'request refused');
      return sendProblem(reply, { ...problem, instance: pathOf(request.url) }, headers, language);
    });

    app.setNotFoundHandler((request, reply) => {
      const language = requestLanguage(request, app.services.promptWords);
      const detail = msg('errors.details.noRoute', { method: request.method, path: pathOf(request.url) });
      return sendProblem(reply, { ...problemDocument('not_found', detail, [], {}, language), instance: pathOf(request.url) }, {}, language);
    });
  },
  { name: 'errors' },
);
