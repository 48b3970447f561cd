// English words of the problem documents: every error code's title and explanation (the general detail, used as the
// detail in another language when the thrower gave only English text), the details the server writes, and the field
// errors' messages (fields.ts). The titles are the error catalogue's (shared/error-catalogue.ts; a test checks they agree).
import { fields } from './fields.js';

export const codes = {
  bad_request: {
    title: 'Bad request',
    explanation: 'The request could not be read (for example a malformed URL or HTTP request).',
  },
  validation_failed: {
    title: 'Invalid request',
    explanation: 'A field is missing or has a value outside the allowed ones. `errors[]` names each field and the allowed values.',
  },
  invalid_json: {
    title: 'Malformed JSON body',
    explanation: 'The body could not be parsed as JSON.',
  },
  empty_body: {
    title: 'Empty request body',
    explanation: 'Content-Type says JSON but the body is empty.',
  },
  unauthorized: {
    title: 'Unauthorized',
    explanation: 'The `Authorization: Bearer` token is neither the owner token nor a management token this server made.',
  },
  invalid_api_key: {
    title: 'Invalid API key',
    explanation: 'The `X-Service-API-Key` is unknown or revoked. A bad key is never treated as anonymous.',
  },
  forbidden: {
    title: 'Forbidden',
    explanation: "The caller may not do this (key management and settings are the owner's).",
  },
  forbidden_host: {
    title: 'Host not allowed',
    explanation: 'The Host header is not a local name (DNS-rebinding protection).',
  },
  forbidden_origin: {
    title: 'Origin not allowed',
    explanation: 'The Origin header is not a local page.',
  },
  not_found: {
    title: 'Not found',
    explanation: 'No such route or resource.',
  },
  watch_not_found: {
    title: 'Watch not found',
    explanation: 'No watch with that id is visible to this caller.',
  },
  api_key_required: {
    title: 'API key required',
    explanation:
      'Portfolios belong to an API key or to the owner: send `X-Service-API-Key` (or the owner token). Anonymous callers have none.',
  },
  portfolio_not_found: {
    title: 'Portfolio not found',
    explanation: 'No portfolio with that id is visible to this caller.',
  },
  no_usable_sites: {
    title: 'No usable site',
    explanation:
      "No row of the import could be used: each needs coordinates in range or a place that can be found. `rejected` gives each row's reason.",
  },
  too_many_sites: {
    title: 'Too many sites',
    explanation: 'A portfolio holds at most 1,000 sites: split the import.',
  },
  key_not_found: {
    title: 'API key not found',
    explanation: 'No API key with that id (owner key management).',
  },
  method_not_allowed: {
    title: 'Method not allowed',
    explanation: 'The route exists but not for this HTTP method.',
  },
  setting_locked: {
    title: 'Setting fixed by the environment',
    explanation: 'An environment variable fixed this setting (e.g. `HAZARDCAST_OFFLINE=1`): change it there and restart.',
  },
  tiles_disabled: {
    title: 'Online map tiles are off',
    explanation: 'Online map tiles are switched off in settings (`onlineTiles`).',
  },
  not_acceptable: {
    title: 'Not acceptable',
    explanation: 'The server cannot answer in a media type the Accept header allows.',
  },
  payload_too_large: {
    title: 'Request body too large',
    explanation: 'Bodies are limited to 64 KiB (a portfolio import to 1 MiB).',
  },
  uri_too_long: {
    title: 'URI too long',
    explanation: 'A path parameter (such as a watch id) is longer than 100 characters; ids Hazardcast makes are far shorter.',
  },
  unsupported_media_type: {
    title: 'Unsupported media type',
    explanation:
      'Only `Content-Type: application/json` bodies are accepted (a portfolio import also takes `text/csv` and `application/geo+json`).',
  },
  place_not_found: {
    title: 'Place not found',
    explanation:
      'No place could be recognised in the prompt or place. Name a city or give coordinates. A name that was read as the place but is not known is given as `unknownPlace`, with the nearest known names in `candidates`; no other place is answered for.',
  },
  quota_exceeded: {
    title: 'Daily quota exceeded',
    explanation: 'The daily quota is used up; it resets at 00:00 UTC (see `Retry-After` and `X-RateLimit-Reset`).',
  },
  rate_limited: {
    title: 'Too many requests',
    explanation: 'Too many requests in a short time; see `Retry-After`.',
  },
  internal_error: {
    title: 'Internal error',
    explanation: 'An unexpected failure on our side. It was logged; the detail is hidden on purpose.',
  },
  invalid_config: {
    title: 'Invalid configuration',
    explanation: 'A setting (environment variable or config file) is invalid; the app refuses to start. Never sent over HTTP.',
  },
  db_out_of_sync: {
    title: 'Database from a newer build',
    explanation: 'The database holds migrations this build does not know; the app refuses to start. Never sent over HTTP.',
  },
  db_corrupt: {
    title: 'Database damaged',
    explanation:
      'Start-up only: the database file is damaged. Restore a backup with `npm run restore` (docs/reliability.md). Never sent over HTTP.',
  },
  restore_refused: {
    title: 'Restore refused',
    explanation: '`npm run restore` only: the backup is damaged or too new, or the app is still running. Never sent over HTTP.',
  },
  copy_refused: {
    title: 'Copy refused',
    explanation:
      "`npm run db:copy` only: the team server's database is not empty, or the two are at different schema versions. Never sent over HTTP.",
  },
  copy_mismatch: {
    title: 'Copy did not verify',
    explanation:
      '`npm run db:copy` only: a table holds different rows on the two sides after the copy (counts or checksums differ). Never sent over HTTP.',
  },
  storage_full: {
    title: 'Storage full',
    explanation:
      'The disk holding the database is full, so the request could not be saved. Nothing was half-written. Free space and retry (`Retry-After`).',
  },
  storage_unavailable: {
    title: 'Storage unavailable',
    explanation: 'The database could not be read or written (a disk error). Nothing was half-written. Retry later.',
  },
  secret_key_unavailable: {
    title: 'Secret key unavailable',
    explanation:
      "The key that seals stored secrets cannot be read (`secret.key` missing, malformed, or held by the desktop app's keychain).",
  },
  secret_unreadable: {
    title: 'Stored secret unreadable',
    explanation: 'A stored secret does not open with the current key (the key was replaced or lost). Set the secret again in settings.',
  },
  offline_mode: {
    title: 'Offline mode is on',
    explanation:
      'Offline mode is on, so nothing is fetched from the internet. Turn it off in settings (unless `HAZARDCAST_OFFLINE=1` set it).',
  },
  tile_unavailable: {
    title: 'Map tile unavailable',
    explanation: 'The online tile server failed or answered something other than an image; the offline basemap still draws.',
  },
  forecast_pending: {
    title: 'Forecast pending',
    explanation:
      "Nothing could be scored yet: the calls the asked hazards need wait for their turn in the Open-Meteo budget (or for a source's `Retry-After`) and are being made meanwhile. Ask again after `Retry-After` seconds; `hazards[]` gives each hazard's status, `readyAt` and reason. Not a failure: no source failed.",
  },
  sources_unavailable: {
    title: 'Data sources unavailable',
    explanation:
      "No asked hazard could be scored and none is waiting for a turn: a source failed with nothing cached, or the model lacked an input. The detail and `hazards[]` give each hazard's reason; `sources` lists each source's status. Retry later.",
  },
};

export const details = {
  hidden: 'Something went wrong on our side. It has been logged.',
  unsupportedMediaType: 'Send the body as JSON with the header Content-Type: application/json.',
  bodyTooLarge: 'The request body is larger than the limit: 64 KiB (1 MiB for a portfolio import).',
  emptyBody: 'The body is empty but Content-Type says JSON; send a JSON object.',
  invalidJson: 'The body is not valid JSON.',
  contentLength: 'The Content-Length header does not match the body.',
  paramTooLong: 'A path parameter is longer than 100 characters.',
  badUrl: 'The URL is not valid (a malformed percent-encoding?).',
  unparsable: 'The HTTP request could not be parsed.',
  noRoute: 'No route for {{method}} {{path}}. See /docs for the API.',
  ownerToken: "The Authorization bearer token is not this app's owner token.",
  manageToken:
    'The Authorization bearer token is not a management token this server made (each is shown once, when an anonymous watch is created).',
  apiKey: 'The X-Service-API-Key is unknown or revoked.',
  host: 'Host "{{host}}" is not allowed. Hazardcast answers only on localhost (set HAZARDCAST_ALLOWED_HOSTS to add names).',
  origin: 'Origin "{{origin}}" is not allowed. Only pages served from localhost may call this API.',
  quota:
    'The daily quota of {{limit}} requests for {{who}} is used up. It resets at 00:00 UTC ({{reset}}). Send X-Service-API-Key for a higher tier.',
  quotaAnonymous: 'this IP address (anonymous)',
  quotaKey: 'this {{tier}} key',
  badgeRate: 'Too many badge requests from this IP address: the limit is {{limit}} per minute.',
  ownerSettings: "App settings belong to the app's owner (Authorization: Bearer <owner token>).",
  ownerTests: 'Test sends belong to the owner (Authorization: Bearer <owner token>).',
  ownerKeys: "Key management is for the app's owner only (Authorization: Bearer <owner token>).",
  ownerNotify: 'Notification settings belong to the owner (Authorization: Bearer <owner token>).',
  offlineLocked: 'HAZARDCAST_OFFLINE=1 keeps offline mode on: unset it and restart to go online.',
  keyNotFound: 'No API key with id "{{id}}".',
  watchNotFound: 'No watch {{id}} for this caller.',
  apiKeyRequired: 'Portfolios need an API key (X-Service-API-Key) or the owner token; anonymous callers cannot keep them.',
  portfolioNotFound: 'No portfolio {{id}} for this caller.',
  offlineTiles: 'Offline mode is on: no online map tiles are fetched.',
  tilesOff: 'Online map tiles are switched off in settings.',
  tileRange: '{{field}} must be below 2^z ({{max}}) at zoom {{z}}.',
  tileNoAnswer: 'The tile server did not answer: {{error}}.',
  tileStatus: 'The tile server answered HTTP {{status}}.',
  tileType: 'The tile server answered {{type}}, not an image.',
  tileNoType: 'no content type',
  tilePrivate: 'The tile server led to a private address ({{target}}); the owner can allow private targets in settings.',
  tileRedirectPrivate: 'The tile server redirected to a private address ({{target}}); the owner can allow private targets in settings.',
  tileRedirects: 'The tile server redirected more than {{max}} times.',
  tileRedirectNotUrl: 'The tile server redirected to something that is not a URL.',
  tileRedirectScheme: 'The tile server redirected to a {{scheme}} URL.',
  pendingAll: 'Nothing could be scored yet; ask again in {{seconds}} s. {{reasons}}.',
  noneScored: 'No hazard could be scored. {{reasons}}.',
  storageFull:
    'The disk holding the Hazardcast database is full, so this request could not be saved. Nothing was half-written; free some space and try again.',
  storageUnavailable:
    'The Hazardcast database could not be written or read just now (a disk error). Nothing was half-written; try again later.',
  mcpNoSession: 'Without a session send JSON-RPC messages with POST /mcp; GET and DELETE need the Mcp-Session-Id of a session.',
  enterpriseQuota: 'dailyQuota is required for an enterprise key.',
  quotaRange: 'dailyQuota must be an integer from 1 to {{max}}.',
  fixedQuota: 'The {{tier}} tier has a fixed quota of {{quota}} per day; only enterprise keys take dailyQuota.',
  place: {
    notFound:
      'No place could be found in the prompt. Name a city (e.g. "flood risk in Lagos, Nigeria") or give coordinates (e.g. "at 6.45, 3.39").{{detail}}{{hint}}',
    offline: ' "{{name}}" is not in the offline gazetteer.',
    lookupFailed: ' "{{name}}" is not in the offline gazetteer and the online lookup failed ({{reason}}).',
    unknown: ' Neither the offline gazetteer nor the online lookup knows "{{name}}"{{where}}.',
    in: ' in {{countries}}',
    candidates: ' Nearest known names: {{names}}.',
    candidate: '{{name}} ({{admin1}}{{country}}, {{population}} people)',
    admin1: '{{admin1}}, ',
  },
};

export const errors = { codes, details, fields };
