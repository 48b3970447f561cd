// Fetch wrapper for the local API: base URL, owner token, problem documents turned into ApiError.
import type { Problem } from '../../src-server/contracts/problem';
import type { Session } from '../bridge';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem ? problem.detail : status === 0 ? 'Could not reach the Hazardcast server. Is it still running?' : `The server answered ${status}.`);
  }

  /** What to show the user: the detail plus each named field. */
  get lines(): string[] {
    if (!this.problem) return [this.message];
    return [this.problem.detail, ...this.problem.errors.map((e) => `${e.field}: ${e.message}`)].filter(
      (line, i, all) => all.indexOf(line) === i,
    );
  }
}

export function createApiClient(session: Session) {
  async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (session.token) headers.authorization = `Bearer ${session.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(`${session.apiBase}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError(0, null);
    }
    const text = await res.text();
    const parsed = text ? (JSON.parse(text) as unknown) : undefined;
    if (!res.ok) throw new ApiError(res.status, (parsed as Problem | undefined)?.code ? (parsed as Problem) : null);
    return parsed as T;
  }
  return {
    get: <T,>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
    post: <T,>(path: string, body: unknown, signal?: AbortSignal) => request<T>('POST', path, body, signal),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
