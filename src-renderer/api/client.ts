// Fetch wrapper for the local API: base URL, owner token (or, without one, the management token of this browser's
// watches), problem documents turned into ApiError.
import type { Problem } from '../../src-server/contracts/problem';
import { loadManageToken, rememberManageToken, type Session } from '../bridge';
import { currentLanguage, i18n } from '../i18n';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem ? problem.detail : status === 0 ? i18n.t('common.unreachable') : i18n.t('common.serverAnswered', { status }));
  }

  /** What to show the user: the detail, each named field, and why each failed source failed (503 sources_unavailable). */
  get lines(): string[] {
    return this.linesWith((field, message) => `${field}: ${message}`);
  }

  /** The same lines, each field error put by `fieldLine`, e.g. in a form's own words (`channels[0].target` → "Channel 1"). */
  linesWith(fieldLine: (field: string, message: string) => string): string[] {
    if (!this.problem) return [this.message];
    const sources = Array.isArray(this.problem.sources)
      ? (this.problem.sources as { name?: unknown; ok?: unknown; error?: unknown }[])
      : [];
    const { detail, errors } = this.problem;
    // A 400's detail is often just its field errors joined ("channels[0].target: …"): then the fields say it, worded.
    const fieldsOnly = errors.length > 0 && detail === errors.map((e) => `${e.field}: ${e.message}`).join('; ');
    return [
      ...(fieldsOnly ? [] : [detail]),
      ...errors.map((e) => fieldLine(e.field, e.message)),
      ...sources
        .filter((s) => s.ok === false && typeof s.name === 'string' && typeof s.error === 'string')
        .map((s) => `${String(s.name)}: ${String(s.error)}`),
    ].filter((line, i, all) => all.indexOf(line) === i);
  }
}

/** Lines to show for any failure (an ApiError's detail and fields, or the error's message); `fieldLine` words a field error. */
export function errorLines(err: unknown, fieldLine?: (field: string, message: string) => string): string[] {
  if (err instanceof ApiError) return fieldLine ? err.linesWith(fieldLine) : err.lines;
  return [(err as Error)?.message ?? String(err)];
}

export const isAbort = (err: unknown): boolean => (err as Error)?.name === 'AbortError';

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** A problem document, when the text is one. */
function problemOf(text: string): Problem | null {
  const parsed = parseJson(text) as Problem | undefined;
  return parsed?.code ? parsed : null;
}

/** A body that is not JSON (a CSV or GeoJSON file), or an answer asked in another media type. */
export interface RawOptions {
  contentType?: string;
  accept?: string;
  signal?: AbortSignal;
}

export function createApiClient(session: Session) {
  let token = session.token;
  // Only without an owner session: the owner manages every watch.
  let manageToken = token ? null : loadManageToken();
  /** The answer's text (problems turned into ApiError), the body sent as JSON unless `raw` gives its type. */
  async function exchange(method: string, path: string, body: unknown, raw: RawOptions): Promise<{ text: string; res: Response }> {
    // Problems come back in the dashboard's language too.
    const headers: Record<string, string> = { accept: raw.accept ?? 'application/json', 'accept-language': currentLanguage() };
    const bearer = token ?? manageToken;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers['content-type'] = raw.contentType ?? 'application/json';
    let res: Response;
    try {
      res = await fetch(`${session.apiBase}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : raw.contentType ? String(body) : JSON.stringify(body),
        signal: raw.signal,
      });
    } catch (err) {
      if (isAbort(err)) throw err;
      throw new ApiError(0, null);
    }
    const text = await res.text();
    if (res.status === 401 && !token && manageToken && problemOf(text)?.code === 'unauthorized') {
      // A management token this server does not know (its data was reset): forgotten, and asked again without it.
      // (A portfolio's 401 api_key_required is not about the token: it is kept.)
      manageToken = null;
      rememberManageToken(null);
      return exchange(method, path, body, raw);
    }
    if (!res.ok) throw new ApiError(res.status, problemOf(text));
    return { text, res };
  }
  async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const { text } = await exchange(method, path, body, { signal });
    return parseJson(text) as T;
  }
  return {
    apiBase: session.apiBase,
    /** The owner token in use (the map's tile requests carry it too). */
    token: () => token,
    /** After a rotation: every later request carries the new token. */
    setToken(next: string) {
      token = next;
    },
    /** The management token the server gave with this browser's first watch: its later requests carry it. */
    keepManageToken(next: string) {
      if (token || manageToken) return;
      manageToken = next;
      rememberManageToken(next);
    },
    get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
    post: <T>(path: string, body: unknown, signal?: AbortSignal) => request<T>('POST', path, body, signal),
    patch: <T>(path: string, body: unknown, signal?: AbortSignal) => request<T>('PATCH', path, body, signal),
    delete: <T>(path: string, signal?: AbortSignal) => request<T>('DELETE', path, undefined, signal),
    /** A body of another media type (`contentType`) and/or an answer in one (`accept`): the answer as text. */
    send: async (method: string, path: string, body: unknown, raw: RawOptions) => (await exchange(method, path, body, raw)).text,
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
