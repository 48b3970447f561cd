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

export function createApiClient(session: Session) {
  let token = session.token;
  // Only without an owner session: the owner manages every watch.
  let manageToken = token ? null : loadManageToken();
  async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    // Problems come back in the dashboard's language too.
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage() };
    const bearer = token ?? manageToken;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(`${session.apiBase}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (err) {
      if (isAbort(err)) throw err;
      throw new ApiError(0, null);
    }
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      parsed = undefined;
    }
    if (res.status === 401 && !token && manageToken) {
      // A management token this server does not know (its data was reset): forgotten, and asked again without it.
      manageToken = null;
      rememberManageToken(null);
      return request<T>(method, path, body, signal);
    }
    if (!res.ok) throw new ApiError(res.status, (parsed as Problem | undefined)?.code ? (parsed as Problem) : null);
    return parsed as T;
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
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
