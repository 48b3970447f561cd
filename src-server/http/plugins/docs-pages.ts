// /docs/errors: a readable page explaining every problem `type` the API returns.
import type { FastifyInstance } from 'fastify';
import { problemTitles } from '../../shared/errors.js';

/** What each code means and what the caller can do about it. */
const EXPLANATIONS: Record<string, string> = {
  validation_failed: 'A field is missing or has a value outside the allowed ones. `errors[]` names each field and the allowed values.',
  invalid_json: 'The body could not be parsed as JSON.',
  empty_body: 'Content-Type says JSON but the body is empty.',
  unsupported_media_type: 'Only `Content-Type: application/json` bodies are accepted.',
  payload_too_large: 'Bodies are limited to 64 KiB.',
  not_found: 'No such route or resource.',
  method_not_allowed: 'The route exists but not for this HTTP method.',
  unauthorized: 'The `Authorization: Bearer` token is not the owner token.',
  invalid_api_key: 'The `X-Service-API-Key` is unknown or revoked. A bad key is never treated as anonymous.',
  forbidden: 'The caller may not do this.',
  forbidden_host: 'The Host header is not a local name (DNS-rebinding protection).',
  forbidden_origin: 'The Origin header is not a local page.',
  place_not_found: 'No place could be recognised in the prompt. Name a city or give coordinates.',
  sources_unavailable: 'No live source for the hazard answered and nothing was cached. `sources` lists each status. Retry later.',
  quota_exceeded: 'The daily quota is used up; it resets at 00:00 UTC (see `Retry-After` and `X-RateLimit-Reset`).',
  rate_limited: 'Too many requests in a short time; see `Retry-After`.',
  watch_not_found: 'No watch with that id is visible to this caller.',
  key_not_found: 'No API key with that id (owner key management).',
  setting_locked: 'An environment variable fixed this setting (e.g. `HAZARDCAST_OFFLINE=1`): change it there and restart.',
  offline_mode: 'Offline mode is on, so nothing is fetched from the internet. Turn it off in settings (unless `HAZARDCAST_OFFLINE=1` set it).',
  tiles_disabled: 'Online map tiles are switched off in settings (`onlineTiles`).',
  tile_unavailable: 'The online tile server failed or answered something other than an image; the offline basemap still draws.',
  internal_error: 'An unexpected failure on our side. It was logged; the detail is hidden on purpose.',
  invalid_url: 'The URL path is not valid percent-encoding (e.g. a lone `%`).',
  uri_too_long: 'A path segment (such as an id) is longer than 100 characters.',
  storage_full: 'The disk holding the database is full, so the request could not be saved. Nothing was half-written. Free space and retry (`Retry-After`).',
  storage_unavailable: 'The database could not be read or written (a disk error). Nothing was half-written. Retry later.',
  secret_key_unavailable: 'The key that seals stored secrets cannot be read (`secret.key` missing, malformed, or held by the desktop app\'s keychain).',
  secret_unreadable: 'A stored secret does not open with the current key (the key was replaced or lost). Set the secret again in settings.',
  db_corrupt: 'Start-up only: the database file is damaged. Restore a backup with `npm run restore` (docs/reliability.md).',
  db_out_of_sync: 'Start-up only: the database was written by a newer Hazardcast.',
  restore_refused: '`npm run restore` only: the backup is damaged, too new, or the app is still running.',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const inlineCode = (s: string) => escapeHtml(s).replace(/`([^`]+)`/g, '<code>$1</code>');

export function errorsPageHtml(): string {
  const rows = Object.entries(problemTitles)
    .map(
      ([code, title]) =>
        `<tr id="${code}"><td><code>${code}</code></td><td>${escapeHtml(title)}</td><td>${inlineCode(EXPLANATIONS[code] ?? '')}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hazardcast API errors</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}td,th{text-align:left;vertical-align:top;padding:.4rem .6rem;border-bottom:1px solid #ddd}:target{background:#fff6d6}</style>
</head><body><h1>Hazardcast API errors</h1>
<p>Every error is an <a href="https://www.rfc-editor.org/rfc/rfc9457">RFC 9457</a> problem document with
<code>Content-Type: application/problem+json</code>: <code>{ type, title, status, detail, code, errors: [{ field, message }] }</code>.
The <code>type</code> points at a row below. The API reference is at <a href="/docs">/docs</a>.</p>
<table><thead><tr><th>code</th><th>title</th><th>meaning</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}

export default async function docsPages(app: FastifyInstance) {
  const html = errorsPageHtml();
  app.get('/docs/errors', { schema: { hide: true } }, async (_req, reply) => reply.type('text/html; charset=utf-8').send(html));
}
