// getJson: one HTTP GET with a timeout and our User-Agent; toOutcome turns its failures into values.
// The source layer (layer.ts) builds on it; clients adopt `http.request` for cache, retries and breaker.
import type { SourceTransport, SourceResponse } from './transport.js';
import { msg, type Descriptor } from '../i18n/message.js';
import { english } from '../i18n/english.js';
import { reasonOf } from './reason.js';
import type { FailureKind, SourceId, SourceOutcome } from './types.js';

export interface HttpDeps {
  /** How the GET goes out (sources/transport.ts). */
  transport: SourceTransport;
  userAgent: string;
  timeoutMs: number;
  offline: boolean;
  now: () => Date;
}

export class SourceError extends Error {
  /** Set by the source layer when this failure is worth another attempt, after this delay. */
  retryDelayMs?: number;
  /** Refused by our own limiter before any call: not the source's fault (its breaker does not count it). */
  local?: boolean;
  /** The message as a message of the catalogues when our code words it (sources/reason.ts); `message` is its English. */
  readonly words?: Descriptor;

  constructor(
    readonly kind: FailureKind,
    message: string | Descriptor,
    readonly status?: number,
    readonly retryAfterSec?: number,
  ) {
    super(typeof message === 'string' ? message : english(message));
    if (typeof message !== 'string') this.words = message;
  }
}

/** GET `url` and parse JSON; throws SourceError (callers wrap it as a value with `toOutcome`). */
export async function getJson(url: string, deps: HttpDeps): Promise<unknown> {
  return (await getJsonText(url, deps)).body;
}

/** The same, with the answer's text (the source cache may store it as it came). */
export async function getJsonText(url: string, deps: HttpDeps): Promise<{ body: unknown; text: string }> {
  return getBody(url, deps, 'json');
}

/**
 * GET `url`: its body parsed as JSON, or (`text`) the text itself for a source that answers in another format
 * (NASA POWER's CSV). Throws SourceError as getJson does.
 */
export async function getBody(url: string, deps: HttpDeps, format: 'json' | 'text'): Promise<{ body: unknown; text: string }> {
  if (deps.offline) throw new SourceError('offline', msg('sources.offline'));
  const timeout = AbortSignal.timeout(deps.timeoutMs);
  let res: SourceResponse;
  try {
    res = await deps.transport(url, {
      headers: { accept: 'application/json', 'user-agent': deps.userAgent },
      signal: timeout,
    });
  } catch (err) {
    if (timeout.aborted) throw new SourceError('timeout', msg('sources.timeout', { ms: deps.timeoutMs }));
    throw new SourceError('network', `network error: ${(err as Error).message}`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    if (timeout.aborted) throw new SourceError('timeout', msg('sources.timeoutBody', { ms: deps.timeoutMs }));
    throw new SourceError('network', msg('sources.dropped'));
  }
  if (res.status < 200 || res.status > 299) {
    const retryAfterSec = parseRetryAfter(res.header('retry-after'), deps.now());
    const kind: FailureKind = res.status === 429 ? 'rate_limited' : 'http';
    const hint = retryAfterSec !== undefined ? ` (Retry-After ${retryAfterSec} s)` : '';
    throw new SourceError(kind, `HTTP ${res.status}${upstreamReason(text, res.header('content-type'))}${hint}`, res.status, retryAfterSec);
  }
  if (format === 'text') return { body: text, text };
  try {
    return { body: JSON.parse(text) as unknown, text };
  } catch {
    throw new SourceError('parse', msg('sources.notJson', { type: res.header('content-type') ?? msg('sources.noContentType') }));
  }
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110 10.2.3); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: Date): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - now.getTime()) / 1000)) : undefined;
}

/** Open-Meteo and others put a reason in JSON error bodies; show it, briefly. An HTML page is named as such. */
function upstreamReason(body: string, contentType: string | null): string {
  if (contentType?.includes('html') || /^\s*<(!doctype|html)/i.test(body)) return ' (HTML error page)';
  try {
    const parsed = JSON.parse(body) as { reason?: unknown; message?: unknown; error?: unknown };
    const reason = parsed.reason ?? parsed.message ?? (typeof parsed.error === 'string' ? parsed.error : undefined);
    return typeof reason === 'string' ? `: ${reason.slice(0, 160)}` : '';
  } catch {
    return '';
  }
}

/** Runs a fetch-and-normalise step and returns its result or failure as a value. */
export async function toOutcome<T>(source: SourceId, now: () => Date, run: () => Promise<T>): Promise<SourceOutcome<T>> {
  try {
    const data = await run();
    return { ok: true, source, data, fetchedAt: now().toISOString(), cached: false };
  } catch (err) {
    if (err instanceof SourceError) return { ok: false, source, kind: err.kind, ...reasonOf(err) };
    // A normaliser that meets a shape it does not know: the answer is garbled, not our crash.
    return { ok: false, source, kind: 'parse', reason: `unexpected response shape: ${(err as Error).message}` };
  }
}
