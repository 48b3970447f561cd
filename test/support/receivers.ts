// Loopback notification receivers for tests: a scriptable HTTP receiver (webhook, Slack, Telegram) and a real SMTP server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** The status this receiver answered (null while hanging). */
  answered: number | null;
}

/** What the receiver does with the n-th request (0-based): a status, or hang forever. */
export type Behaviour = (n: number, req: Received) => { status: number; body?: string; headers?: Record<string, string> } | 'hang';

export interface HttpReceiver {
  url: string;
  requests: Received[];
  setBehaviour(b: Behaviour): void;
  /** Resolves when at least `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const ok: Behaviour = () => ({ status: 200, body: 'ok' });
export const failTimes =
  (n: number, status = 503): Behaviour =>
  (i) =>
    i < n ? { status, body: 'try later' } : { status: 200, body: 'ok' };

export async function startHttpReceiver(behaviour: Behaviour = ok): Promise<HttpReceiver> {
  let current = behaviour;
  const requests: Received[] = [];
  const hanging = new Set<ServerResponse>();
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered: null,
      };
      const n = requests.length;
      requests.push(r);
      for (const w of waiters.splice(0)) w();
      const what = current(n, r);
      if (what === 'hang') {
        hanging.add(res);
        return;
      }
      r.answered = what.status;
      res.writeHead(what.status, { 'content-type': what.body?.startsWith('{') ? 'application/json' : 'text/plain', ...what.headers });
      res.end(what.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setBehaviour: (b) => {
      current = b;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`receiver got ${requests.length} of ${count} requests`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpReceiver {
  url: string;
  mails: ReceivedMail[];
  /** Connections accepted so far (a client that never connected sent no credentials). */
  connections(): number;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (no TLS, no auth) that keeps every message it accepts. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
