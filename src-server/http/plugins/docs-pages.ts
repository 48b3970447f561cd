// /docs/errors: a readable page explaining every problem `type` the API returns, generated from the error catalogue.
import type { FastifyInstance } from 'fastify';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const inlineCode = (s: string) => escapeHtml(s).replace(/`([^`]+)`/g, '<code>$1</code>');

export function errorsPageHtml(): string {
  const rows = Object.entries(ERROR_CATALOGUE)
    .map(
      ([code, e]) =>
        `<tr id="${code}"><td><code>${code}</code></td><td>${e.status}</td><td>${escapeHtml(e.title)}</td><td>${inlineCode(e.explanation)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hazardcast API errors</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}td,th{text-align:left;vertical-align:top;padding:.4rem .6rem;border-bottom:1px solid #ddd}:target{background:#fff6d6}</style>
</head><body><h1>Hazardcast API errors</h1>
<p>Every error is an <a href="https://www.rfc-editor.org/rfc/rfc9457">RFC 9457</a> problem document with
<code>Content-Type: application/problem+json</code>: <code>{ type, title, status, detail, code, errors: [{ field, message }] }</code>.
The <code>type</code> points at a row below. The API reference is at <a href="/docs">/docs</a>.</p>
<table><thead><tr><th>code</th><th>status</th><th>title</th><th>meaning</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}

export default async function docsPages(app: FastifyInstance) {
  const html = errorsPageHtml();
  app.get('/docs/errors', { schema: { hide: true } }, async (_req, reply) => reply.type('text/html; charset=utf-8').send(html));
}
