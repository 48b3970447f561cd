// The desktop app on a team server instead of its own (HAZARDCAST_TEAM_SERVER_URL): what src-main needs to open the
// team server's dashboard and fill its tray, with no server started on this computer.
import type { Config } from '../config/schema.js';
import { AppError } from '../shared/errors.js';

export interface RemoteServer {
  /** The team server's base URL (its dashboard, API and docs). */
  url: string;
  /** Its owner token, sent as `Authorization: Bearer`. */
  token: string;
  /** The watches, as GET /api/v1/watches lists them for the owner; null when the server cannot be reached. */
  watches(): Promise<unknown[] | null>;
  /** Throws a clear message when the server does not answer as a Hazardcast with this token. */
  check(): Promise<void>;
}

/** The team server the configuration names, or null (the desktop then runs its own server). */
export function remoteServerOf(config: Config, fetchImpl: typeof fetch = fetch): RemoteServer | null {
  if (!config.teamServerUrl) return null;
  const url = config.teamServerUrl;
  const token = config.teamServerToken;
  if (!token) {
    throw new AppError(
      'invalid_config',
      "HAZARDCAST_TEAM_SERVER_URL is set but HAZARDCAST_TEAM_SERVER_TOKEN (the team server's owner token) is not.",
    );
  }
  const headers = { authorization: `Bearer ${token}` };
  return {
    url,
    token,
    async watches() {
      try {
        const res = await fetchImpl(`${url}/api/v1/watches`, { headers, signal: AbortSignal.timeout(10_000) });
        return res.ok ? ((await res.json()) as { data: unknown[] }).data : null;
      } catch {
        return null;
      }
    },
    async check() {
      let res: Response;
      try {
        res = await fetchImpl(`${url}/api/v1/settings/app`, { headers, signal: AbortSignal.timeout(10_000) });
      } catch (err) {
        throw new AppError('invalid_config', `The team server at ${url} cannot be reached (${(err as Error).message}).`);
      }
      if (res.status === 401 || res.status === 403)
        throw new AppError('invalid_config', `The team server at ${url} refused HAZARDCAST_TEAM_SERVER_TOKEN: it is not its owner token.`);
      if (!res.ok) throw new AppError('invalid_config', `The team server at ${url} answered ${res.status}; is it a Hazardcast server?`);
    },
  };
}
