// startServer: the only place that listens. Binds 127.0.0.1 unless told otherwise.
import type { FastifyInstance } from 'fastify';

export interface StartOptions {
  host?: string;
  port?: number;
}

/** Listens and returns the base URL (e.g. http://127.0.0.1:8787). Port 0 picks a free port. */
export async function startServer(app: FastifyInstance, opts: StartOptions = {}): Promise<string> {
  const host = opts.host ?? app.config.host;
  const port = opts.port ?? app.config.port;
  await app.listen({ host, port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${actualPort}`;
}

/** The dashboard URL with the owner token, as `npm run serve` prints it (like Jupyter). */
export function ownerUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/?token=${encodeURIComponent(token)}`;
}
