// Application errors with a stable code and HTTP status; the central error handler turns them into RFC 9457 problems.

export interface FieldError {
  /** JSON path of the offending field, e.g. `alert.channels[0].target`. */
  field: string;
  message: string;
}

export interface AppErrorOptions {
  errors?: FieldError[];
  /** Extra members copied into the problem document (RFC 9457 extension members). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: string;
  readonly statusCode: number;
  readonly errors: FieldError[];
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(code: string, statusCode: number, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
    this.errors = options.errors ?? [];
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}

/** Titles per code: short, stable, human. The detail carries the specifics. */
export const problemTitles: Record<string, string> = {
  validation_failed: 'Invalid request',
  invalid_json: 'Malformed JSON body',
  empty_body: 'Empty request body',
  unsupported_media_type: 'Unsupported media type',
  payload_too_large: 'Request body too large',
  invalid_url: 'Invalid URL',
  uri_too_long: 'URI too long',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  unauthorized: 'Unauthorized',
  invalid_api_key: 'Invalid API key',
  forbidden: 'Forbidden',
  forbidden_host: 'Host not allowed',
  forbidden_origin: 'Origin not allowed',
  place_not_found: 'Place not found',
  sources_unavailable: 'Data sources unavailable',
  quota_exceeded: 'Daily quota exceeded',
  rate_limited: 'Too many requests',
  watch_not_found: 'Watch not found',
  key_not_found: 'API key not found',
  setting_locked: 'Setting fixed by the environment',
  offline_mode: 'Offline mode is on',
  tiles_disabled: 'Online map tiles are off',
  tile_unavailable: 'Map tile unavailable',
  internal_error: 'Internal error',
  storage_full: 'Storage full',
  storage_unavailable: 'Storage unavailable',
  secret_key_unavailable: 'Secret key unavailable',
  secret_unreadable: 'Stored secret unreadable',
  db_corrupt: 'Database damaged',
  db_out_of_sync: 'Database from a newer version',
  restore_refused: 'Restore refused',
};

export const validationError = (errors: FieldError[], detail?: string): AppError =>
  new AppError(
    'validation_failed',
    400,
    detail ?? errors.map((e) => `${e.field}: ${e.message}`).join('; '),
    { errors },
  );
