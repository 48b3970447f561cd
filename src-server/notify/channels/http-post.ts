// One JSON POST with a timeout, reported as a SendResult (never throws).
import type { HttpPost } from '../post-transport.js';
import { PRIVATE_TARGET_CODE } from '../../net/guarded-agent.js';
import type { SendResult } from '../types.js';
import { callSignal } from '../../shared/abort.js';

/**
 * A target URL is sealed at rest (a Slack URL is a credential): an error that quotes it (a URL with credentials is
 * refused with the URL in the message; a receiver may echo it) is stored without it.
 */
const withoutTarget = (error: string, url: string): string => error.split(url).join('<target>');

/**
 * `post` is a guarded `request` transport (webhook, Slack, Telegram: target-fetch.ts) or a `fetch` (`fetchPost`); both
 * reject in `fetch`'s shape, so the same failure gives the same text. Redirects are never followed: a redirect could
 * point anywhere, including a private address.
 */
export async function postJson(
  post: HttpPost,
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
  accept: (status: number, text: string) => string | null = () => null,
  signal?: AbortSignal,
): Promise<SendResult> {
  const call = callSignal(signal, timeoutMs);
  try {
    const res = await post(url, { headers: { 'content-type': 'application/json', ...headers }, body, signal: call.signal });
    const text = (await res.text()).slice(0, 2000);
    if (res.status < 200 || res.status >= 300) {
      return { ok: false, statusCode: res.status, error: withoutTarget(`HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`, url) };
    }
    const refusal = accept(res.status, text);
    return refusal ? { ok: false, statusCode: res.status, error: refusal } : { ok: true, statusCode: res.status, error: null };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    // The connect-time guard refused the address the name resolved to: no retry can make that safe.
    if (e.cause?.code === PRIVATE_TARGET_CODE)
      return { ok: false, statusCode: null, error: e.cause.message ?? 'private target', permanent: true };
    const reason = e.name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : (e.cause?.code ?? e.message);
    return { ok: false, statusCode: null, error: withoutTarget(`request failed: ${reason}`, url) };
  } finally {
    call.done();
  }
}
