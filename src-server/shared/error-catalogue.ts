// The error catalogue: every code the server can answer with, its HTTP status, title and explanation. The problem
// handler, the OpenAPI responses and /docs/errors are generated from it; AppError takes its status from here.

export interface ErrorEntry {
  status: number;
  /** Short, stable, human; the problem's `title`. */
  title: string;
  /** What it means and what the caller can do (shown on /docs/errors; `code` spans in backticks). */
  explanation: string;
}

export const ERROR_CATALOGUE = {
  bad_request: {
    status: 400,
    title: 'Bad request',
    explanation: 'The request could not be read (for example a malformed URL or HTTP request).',
  },
  validation_failed: {
    status: 400,
    title: 'Invalid request',
    explanation: 'A field is missing or has a value outside the allowed ones. `errors[]` names each field and the allowed values.',
  },
  invalid_json: { status: 400, title: 'Malformed JSON body', explanation: 'The body could not be parsed as JSON.' },
  empty_body: { status: 400, title: 'Empty request body', explanation: 'Content-Type says JSON but the body is empty.' },
  unauthorized: {
    status: 401,
    title: 'Unauthorized',
    explanation: 'The `Authorization: Bearer` token is neither the owner token nor a management token this server made.',
  },
  invalid_api_key: {
    status: 401,
    title: 'Invalid API key',
    explanation: 'The `X-Service-API-Key` is unknown or revoked. A bad key is never treated as anonymous.',
  },
  forbidden: { status: 403, title: 'Forbidden', explanation: "The caller may not do this (key management and settings are the owner's)." },
  forbidden_host: {
    status: 403,
    title: 'Host not allowed',
    explanation: 'The Host header is not a local name (DNS-rebinding protection).',
  },
  forbidden_origin: { status: 403, title: 'Origin not allowed', explanation: 'The Origin header is not a local page.' },
  not_found: { status: 404, title: 'Not found', explanation: 'No such route or resource.' },
  watch_not_found: { status: 404, title: 'Watch not found', explanation: 'No watch with that id is visible to this caller.' },
  api_key_required: {
    status: 401,
    title: 'API key required',
    explanation:
      'Portfolios belong to an API key or to the owner: send `X-Service-API-Key` (or the owner token). Anonymous callers have none.',
  },
  portfolio_not_found: {
    status: 404,
    title: 'Portfolio not found',
    explanation: 'No portfolio with that id is visible to this caller.',
  },
  no_usable_sites: {
    status: 422,
    title: 'No usable site',
    explanation:
      "No row of the import could be used: each needs coordinates in range or a place that can be found. `rejected` gives each row's reason.",
  },
  too_many_sites: {
    status: 422,
    title: 'Too many sites',
    explanation: 'A portfolio holds at most 1,000 sites: split the import.',
  },
  key_not_found: { status: 404, title: 'API key not found', explanation: 'No API key with that id (owner key management).' },
  method_not_allowed: { status: 405, title: 'Method not allowed', explanation: 'The route exists but not for this HTTP method.' },
  setting_locked: {
    status: 409,
    title: 'Setting fixed by the environment',
    explanation: 'An environment variable fixed this setting (e.g. `HAZARDCAST_OFFLINE=1`): change it there and restart.',
  },
  tiles_disabled: {
    status: 409,
    title: 'Online map tiles are off',
    explanation: 'Online map tiles are switched off in settings (`onlineTiles`).',
  },
  not_acceptable: {
    status: 406,
    title: 'Not acceptable',
    explanation: 'The server cannot answer in a media type the Accept header allows.',
  },
  payload_too_large: {
    status: 413,
    title: 'Request body too large',
    explanation: 'Bodies are limited to 64 KiB (a portfolio import to 1 MiB).',
  },
  uri_too_long: {
    status: 414,
    title: 'URI too long',
    explanation: 'A path parameter (such as a watch id) is longer than 100 characters; ids Hazardcast makes are far shorter.',
  },
  unsupported_media_type: {
    status: 415,
    title: 'Unsupported media type',
    explanation:
      'Only `Content-Type: application/json` bodies are accepted (a portfolio import also takes `text/csv` and `application/geo+json`).',
  },
  place_not_found: {
    status: 422,
    title: 'Place not found',
    explanation:
      'No place could be recognised in the prompt or place. Name a city or give coordinates. A name that was read as the place but is not known is given as `unknownPlace`, with the nearest known names in `candidates`; no other place is answered for.',
  },
  quota_exceeded: {
    status: 429,
    title: 'Daily quota exceeded',
    explanation: 'The daily quota is used up; it resets at 00:00 UTC (see `Retry-After` and `X-RateLimit-Reset`).',
  },
  rate_limited: { status: 429, title: 'Too many requests', explanation: 'Too many requests in a short time; see `Retry-After`.' },
  forecast_pending: {
    status: 503,
    title: 'Forecast pending',
    explanation:
      "Nothing could be scored yet: the calls the asked hazards need wait for their turn in the Open-Meteo budget (or for a source's " +
      "`Retry-After`) and are being made meanwhile. Ask again after `Retry-After` seconds; `hazards[]` gives each hazard's status, " +
      '`readyAt` and reason. Not a failure: no source failed.',
  },
  internal_error: {
    status: 500,
    title: 'Internal error',
    explanation: 'An unexpected failure on our side. It was logged; the detail is hidden on purpose.',
  },
  invalid_config: {
    status: 500,
    title: 'Invalid configuration',
    explanation: 'A setting (environment variable or config file) is invalid; the app refuses to start. Never sent over HTTP.',
  },
  db_out_of_sync: {
    status: 500,
    title: 'Database from a newer build',
    explanation: 'The database holds migrations this build does not know; the app refuses to start. Never sent over HTTP.',
  },
  db_corrupt: {
    status: 500,
    title: 'Database damaged',
    explanation:
      'Start-up only: the database file is damaged. Restore a backup with `npm run restore` (docs/reliability.md). Never sent over HTTP.',
  },
  restore_refused: {
    status: 409,
    title: 'Restore refused',
    explanation: '`npm run restore` only: the backup is damaged or too new, or the app is still running. Never sent over HTTP.',
  },
  copy_refused: {
    status: 409,
    title: 'Copy refused',
    explanation:
      "`npm run db:copy` only: the team server's database is not empty, or the two are at different schema versions. Never sent over HTTP.",
  },
  copy_mismatch: {
    status: 500,
    title: 'Copy did not verify',
    explanation:
      '`npm run db:copy` only: a table holds different rows on the two sides after the copy (counts or checksums differ). Never sent over HTTP.',
  },
  storage_full: {
    status: 503,
    title: 'Storage full',
    explanation:
      'The disk holding the database is full, so the request could not be saved. Nothing was half-written. Free space and retry (`Retry-After`).',
  },
  storage_unavailable: {
    status: 503,
    title: 'Storage unavailable',
    explanation: 'The database could not be read or written (a disk error). Nothing was half-written. Retry later.',
  },
  secret_key_unavailable: {
    status: 503,
    title: 'Secret key unavailable',
    explanation:
      "The key that seals stored secrets cannot be read (`secret.key` missing, malformed, or held by the desktop app's keychain).",
  },
  secret_unreadable: {
    status: 503,
    title: 'Stored secret unreadable',
    explanation: 'A stored secret does not open with the current key (the key was replaced or lost). Set the secret again in settings.',
  },
  offline_mode: {
    status: 503,
    title: 'Offline mode is on',
    explanation:
      'Offline mode is on, so nothing is fetched from the internet. Turn it off in settings (unless `HAZARDCAST_OFFLINE=1` set it).',
  },
  tile_unavailable: {
    status: 503,
    title: 'Map tile unavailable',
    explanation: 'The online tile server failed or answered something other than an image; the offline basemap still draws.',
  },
  sources_unavailable: {
    status: 503,
    title: 'Data sources unavailable',
    explanation:
      'No asked hazard could be scored and none is waiting for a turn: a source failed with nothing cached, or the model lacked an input. ' +
      "The detail and `hazards[]` give each hazard's reason; `sources` lists each source's status. Retry later.",
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CATALOGUE, code);

/** The catalogue's code for a bare HTTP status (Fastify's own 4xx errors that have no code of ours). */
export function codeForStatus(status: number): ErrorCode {
  const generic: Partial<Record<number, ErrorCode>> = {
    400: 'bad_request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    405: 'method_not_allowed',
    406: 'not_acceptable',
    413: 'payload_too_large',
    414: 'uri_too_long',
    415: 'unsupported_media_type',
    429: 'rate_limited',
  };
  return generic[status] ?? (status >= 400 && status < 500 ? 'bad_request' : 'internal_error');
}
