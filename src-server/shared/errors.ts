// Application errors with a stable code (its HTTP status from the error catalogue); the central error handler turns
// them into RFC 9457 problems.
import type { Language } from '../contracts/enums.js';
import { ERROR_CATALOGUE, type ErrorCode } from './error-catalogue.js';
import type { Message } from '../i18n/message.js';
import { english } from '../i18n/english.js';

export interface FieldError {
  /** JSON path of the offending field, e.g. `alert.channels[0].target`. */
  field: string;
  message: string;
}

export interface AppErrorOptions {
  errors?: FieldError[];
  /** Extra members copied into the problem document (RFC 9457 extension members). */
  extra?: Record<string, unknown>;
  /**
   * Extension members that hold words (a hazard's reason), made in the problem's language; each replaces the member of
   * `extra` of the same name, which keeps their English and their place in the document.
   */
  extraIn?: (language: Language) => Record<string, unknown>;
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  /** The problem's detail as a message: rendered in the request's language; `message` is its English. */
  readonly detail: Message;
  readonly statusCode: number;
  readonly errors: FieldError[];
  readonly extra: Record<string, unknown>;
  readonly extraIn?: (language: Language) => Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, detail: Message, options: AppErrorOptions = {}) {
    super(english(detail), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.statusCode = ERROR_CATALOGUE[code].status;
    this.errors = options.errors ?? [];
    this.extra = options.extra ?? {};
    if (options.extraIn) this.extraIn = options.extraIn;
    this.headers = options.headers ?? {};
  }
}

export const validationError = (errors: FieldError[], detail?: string): AppError =>
  new AppError('validation_failed', detail ?? errors.map((e) => `${e.field}: ${e.message}`).join('; '), { errors });
