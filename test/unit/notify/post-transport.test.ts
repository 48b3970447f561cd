// The delivery transport (notify/post-transport.ts): webhook and Slack POSTs go through undici's `request` on the
// guarded Agent instead of undici's `fetch`. What a receiver gets must be the same bytes (request line, headers in
// their order, body), and what postJson reports must be the same SendResult, for every answer and failure: checked
// here against the former path (undici `fetch` on the same guarded Agent, `redirect: 'manual'`), rebuilt in this file,
// on a raw TCP receiver that records each request's bytes.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { Agent, fetch as undiciFetch } from 'undici';
import { postJson } from '../../../src-server/notify/channels/http-post.js';
import { fetchPost, undiciPost, type HttpPost } from '../../../src-server/notify/post-transport.js';
import { signWebhook, webhookHeaders } from '../../../src-server/notify/signing.js';
import { guardedLookup, type Resolver } from '../../../src-server/net/guarded-agent.js';
import { createTargetTransport } from '../../../src-server/notify/target-fetch.js';

const gzipped = gzipSync(Buffer.from('{"error":"gzipped failure é"}'));

/**
 * Raw HTTP/1.1 answers by path; 'reset' closes the socket, 'hang' never answers, 'stall' sends half a body, 'cut'
 * sends half a body and closes.
 */
const answers: Record<string, string | Buffer | 'reset' | 'hang' | 'stall' | 'cut'> = {
  '/ok': 'HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 2\r\n\r\nok',
  '/no-content': 'HTTP/1.1 204 No Content\r\n\r\n',
  '/created-empty': 'HTTP/1.1 201 Created\r\ncontent-length: 0\r\n\r\n',
  '/broken': 'HTTP/1.1 500 Internal Server Error\r\ncontent-type: text/plain\r\ncontent-length: 6\r\n\r\nbroken',
  '/long': `HTTP/1.1 503 Service Unavailable\r\ncontent-length: 5000\r\n\r\n${'é'.repeat(1000)}${'x'.repeat(3000)}`,
  '/chunked': 'HTTP/1.1 502 Bad Gateway\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n',
  '/gzip': Buffer.concat([
    Buffer.from(`HTTP/1.1 500 Oops\r\ncontent-encoding: gzip\r\ncontent-length: ${gzipped.length}\r\n\r\n`),
    gzipped,
  ]),
  '/gzip-ok': Buffer.concat([
    Buffer.from(`HTTP/1.1 200 OK\r\ncontent-encoding: GZIP\r\ncontent-length: ${gzipped.length}\r\n\r\n`),
    gzipped,
  ]),
  '/truncated-gzip': Buffer.concat([
    Buffer.from(`HTTP/1.1 500 Oops\r\ncontent-encoding: gzip\r\ncontent-length: ${gzipped.length - 8}\r\n\r\n`),
    gzipped.subarray(0, -8),
  ]),
  '/bad-gzip': 'HTTP/1.1 500 Oops\r\ncontent-encoding: gzip\r\ncontent-length: 7\r\n\r\nnot gz!',
  '/deflate': bodyWith(400, 'deflate', deflateSync(Buffer.from('zlib deflate'))),
  '/deflate-raw': bodyWith(400, 'deflate', deflateRawSync(Buffer.from('raw deflate'))),
  '/br': bodyWith(429, 'br', brotliCompressSync(Buffer.from('brotli'))),
  '/twice': bodyWith(500, 'gzip, deflate', deflateSync(gzipSync(Buffer.from('twice')))),
  '/unknown-coding': bodyWith(500, 'compress', Buffer.from('as sent')),
  '/identity': bodyWith(500, 'identity', Buffer.from('plain')),
  '/too-many': bodyWith(500, 'identity,identity,identity,identity,identity,identity', Buffer.from('six')),
  '/bom': bodyWith(500, null, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('after a BOM')])),
  '/latin1': bodyWith(500, null, Buffer.from([0x63, 0x61, 0x66, 0xe9])),
  '/redirect': 'HTTP/1.1 302 Found\r\nlocation: http://elsewhere.test/stolen\r\ncontent-length: 0\r\n\r\n',
  '/redirect-307': 'HTTP/1.1 307 Temporary Redirect\r\nlocation: /again\r\ncontent-length: 5\r\n\r\nmoved',
  '/reset': 'reset',
  '/cut': 'cut',
  '/hang': 'hang',
  '/stall': 'stall',
};

function bodyWith(status: number, encoding: string | null, bytes: Buffer): Buffer {
  const head = `HTTP/1.1 ${status} X\r\n${encoding ? `content-encoding: ${encoding}\r\n` : ''}content-length: ${bytes.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), bytes]);
}

/** Every request as received: its bytes, as latin1 text. */
const received: string[] = [];
let server: Server;
let port: number;
const sockets = new Set<Socket>();

before(async () => {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buf = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buf.subarray(0, end).toString('latin1');
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buf.length < end + 4 + length) return;
        received.push(buf.subarray(0, end + 4 + length).toString('latin1'));
        buf = buf.subarray(end + 4 + length);
        const path = head.split(' ')[1]!.replace(/\?.*$/, '');
        const answer = answers[path] ?? 'HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n';
        if (answer === 'reset') socket.destroy();
        else if (answer === 'stall') socket.write('HTTP/1.1 500 X\r\ncontent-length: 100\r\n\r\nhalf');
        else if (answer === 'cut') socket.end('HTTP/1.1 500 X\r\ncontent-length: 100\r\n\r\nhalf');
        else if (answer !== 'hang') socket.write(answer);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

after(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => server.close(resolve));
});

/** Names for the guard to resolve: receiver.test is this machine; private.test too, but must be refused. */
const resolver: Resolver = (hostname, callback) => {
  if (hostname === 'receiver.test' || hostname === 'private.test') return callback(null, [{ address: '127.0.0.1', family: 4 }]);
  if (hostname === 'broken-dns.test')
    return callback(Object.assign(new Error('queryA ESERVFAIL broken-dns.test'), { code: 'ESERVFAIL' }), []);
  const e = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  callback(e, []);
};

/** The former path, as target-fetch.ts and postJson had it: undici's fetch on the guarded Agent. */
function formerPost(allowPrivate: boolean): { post: HttpPost; close: () => Promise<void> } {
  const agent = new Agent({ connect: { lookup: guardedLookup(resolver, () => allowPrivate) } });
  const fetch = ((input: string | URL, init?: RequestInit) =>
    undiciFetch(input, { ...(init as object), dispatcher: agent } as Parameters<
      typeof undiciFetch
    >[1])) as unknown as typeof globalThis.fetch;
  return { post: fetchPost(fetch), close: () => agent.close() };
}

const NOW = new Date('2026-11-22T12:00:00Z');
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const BODY = JSON.stringify({
  type: 'watch.triggered',
  timestamp: NOW.toISOString(),
  data: { watchId: 'w1', headline: 'Flood ≥ 30 in São Paulo', summary: 'ü' },
});
const webhook = () => ({ 'user-agent': 'Hazardcast/1.0 (+test)', ...webhookHeaders(SECRET, 'msg_abc', NOW, BODY) });

describe('undici request vs the former fetch: bytes on the wire and SendResult', () => {
  const former = { allow: formerPost(true), refuse: formerPost(false) };
  const current = {
    allow: createTargetTransport({ allowPrivate: () => true, resolver }),
    refuse: createTargetTransport({ allowPrivate: () => false, resolver }),
  };
  after(async () => {
    await Promise.all([former.allow.close(), former.refuse.close(), current.allow.close(), current.refuse.close()]);
  });

  /** Both paths on the same target: the requests the receiver got and the results postJson reported. */
  async function both(
    url: string,
    opts: { headers?: Record<string, string>; timeoutMs?: number; allow?: boolean; signal?: () => AbortSignal } = {},
  ) {
    const mode = opts.allow === false ? 'refuse' : 'allow';
    const run = async (post: HttpPost) => {
      const start = received.length;
      const result = await postJson(post, url, BODY, opts.headers ?? webhook(), opts.timeoutMs ?? 2000, undefined, opts.signal?.());
      return { result, requests: received.slice(start) };
    };
    const was = await run(former[mode].post);
    const now = await run(current[mode].post);
    return { was, now };
  }

  for (const path of Object.keys(answers).filter((p) => !['/hang', '/stall'].includes(p))) {
    test(`${path}: the same request bytes and the same result`, async () => {
      const { was, now } = await both(`http://receiver.test:${port}${path}?q=1`);
      assert.deepEqual(now.result, was.result);
      assert.equal(now.requests.length, 1, 'one request, no redirect followed');
      assert.deepEqual(now.requests, was.requests);
    });
  }

  test('the bytes a webhook receiver gets, as the former path sent them', async () => {
    const { was, now } = await both(`http://receiver.test:${port}/ok`);
    assert.equal(now.result.ok, true);
    const sig = signWebhook(SECRET, 'msg_abc', Math.floor(NOW.getTime() / 1000), BODY);
    const expected =
      `POST /ok HTTP/1.1\r\nhost: receiver.test:${port}\r\nconnection: keep-alive\r\ncontent-type: application/json\r\n` +
      `user-agent: Hazardcast/1.0 (+test)\r\nwebhook-id: msg_abc\r\nwebhook-timestamp: ${NOW.getTime() / 1000}\r\nwebhook-signature: ${sig}\r\n` +
      `accept: */*\r\naccept-language: *\r\nsec-fetch-mode: cors\r\naccept-encoding: gzip, deflate\r\n` +
      `content-length: ${Buffer.byteLength(BODY)}\r\n\r\n${Buffer.from(BODY).toString('latin1')}`;
    assert.equal(was.requests[0], expected);
    assert.equal(now.requests[0], expected);
  });

  test('headers fetch adds or replaces: a caller that sets them, or sets no user-agent', async () => {
    for (const headers of <Record<string, string>[]>[
      {
        'user-agent': 'x',
        accept: 'application/json',
        'accept-language': 'fr',
        'accept-encoding': 'identity',
        'sec-fetch-mode': 'navigate',
        'x-extra': ' padded ',
      },
      {},
      { 'X-Mixed-Case': 'v', 'x-mixed-case': 'w', 'Sec-Fetch-Mode': 'navigate', Cookie: 'a=1', cookie: 'b=2', Accept: 'text/plain' },
      { 'user-agent': 'Hazardcast/1.0 (café)' },
      { 'user-agent': 'bad\nvalue' },
      { 'user-agent': 'not latin1 ≥' },
      { 'bad name': 'v' },
    ]) {
      const { was, now } = await both(`http://receiver.test:${port}/ok`, { headers });
      assert.deepEqual(now.requests, was.requests, JSON.stringify(headers));
      assert.deepEqual(now.result, was.result);
    }
  });

  test('a name resolving to a private address: refused at connect time, permanently, nothing sent', async () => {
    const { was, now } = await both(`http://private.test:${port}/ok`, { allow: false });
    assert.deepEqual(now.result, was.result);
    assert.equal(now.result.permanent, true);
    assert.match(now.result.error ?? '', /resolves to a private address \(127\.0\.0\.1\)/);
    assert.deepEqual(now.requests, []);
    assert.deepEqual(was.requests, []);
  });

  for (const [what, url] of [
    ['connection refused', 'http://receiver.test:9/hook'],
    ['an unknown name', 'http://nowhere.test/hook'],
    ['a resolver error', 'http://broken-dns.test/hook'],
    ['an IP literal refusing connections', 'http://127.0.0.1:9/hook'],
    ['a URL with credentials', `http://user:secret@receiver.test:${port}/ok`],
    ['a URL that does not parse', 'http://[nope/hook'],
    ['a scheme that is not HTTP', 'ftp://receiver.test/hook'],
  ] as const) {
    test(`${what}: the same failure text`, async () => {
      const { was, now } = await both(url);
      assert.equal(now.result.ok, false);
      assert.deepEqual(now.result, was.result);
      assert.deepEqual(now.requests, was.requests);
    });
  }

  test('a receiver that never answers: timed out after the timeout, both ways', async () => {
    const { was, now } = await both(`http://receiver.test:${port}/hang`, { timeoutMs: 150 });
    assert.deepEqual(now.result, { ok: false, statusCode: null, error: 'request failed: timed out after 150 ms' });
    assert.deepEqual(now.result, was.result);
  });

  test('a body that stops half way: timed out while reading it, both ways', async () => {
    const { was, now } = await both(`http://receiver.test:${port}/stall`, { timeoutMs: 150 });
    assert.deepEqual(now.result, { ok: false, statusCode: null, error: 'request failed: timed out after 150 ms' });
    assert.deepEqual(now.result, was.result);
  });

  test('a signal already aborted (the app closing): the same result, even on a port fetch refuses', async () => {
    for (const url of [`http://receiver.test:${port}/ok`, 'http://receiver.test:25/hook', 'http://[nope/hook']) {
      const signal = () => {
        const ac = new AbortController();
        ac.abort();
        return ac.signal;
      };
      const { was, now } = await both(url, { signal });
      assert.equal(now.result.ok, false);
      assert.deepEqual(now.result, was.result, url);
      assert.deepEqual(now.requests, was.requests);
    }
  });

  test("the caller's signal (the app closing) aborts a request in flight, both ways", async () => {
    const signal = () => {
      const ac = new AbortController();
      setTimeout(() => ac.abort(), 50);
      return ac.signal;
    };
    const { was, now } = await both(`http://receiver.test:${port}/hang`, { timeoutMs: 10_000, signal });
    assert.equal(now.result.ok, false);
    assert.deepEqual(now.result, was.result);
  });
});

// HTTPS: fetch asks for `br, gzip, deflate` there. A self-signed certificate made with openssl (skipped without it):
// the guarded Agent refuses it the same way on both paths, and with verification off the bytes inside TLS are the same.
const openssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('over HTTPS', { skip: !openssl && 'openssl not found' }, () => {
  let dir: string;
  let httpsPort: number;
  let tls: ReturnType<typeof createHttpsServer>;
  const got: { headers: string[]; body: string }[] = [];
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'post-transport-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=receiver.test',
        '-days',
        '1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    tls = createHttpsServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        got.push({ headers: req.rawHeaders, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(req.url === '/br' ? 500 : 200, req.url === '/br' ? { 'content-encoding': 'br' } : {});
        res.end(req.url === '/br' ? brotliCompressSync(Buffer.from('brotli over tls')) : 'ok');
      });
    });
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    httpsPort = (tls.address() as AddressInfo).port;
  });
  after(async () => {
    tls.closeAllConnections();
    await new Promise((resolve) => tls.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  test('an untrusted certificate: the same failure text', async () => {
    const former = formerPost(true);
    const current = createTargetTransport({ allowPrivate: () => true, resolver });
    try {
      const url = `https://receiver.test:${httpsPort}/ok`;
      const was = await postJson(former.post, url, BODY, webhook(), 2000);
      const now = await postJson(current.post, url, BODY, webhook(), 2000);
      assert.equal(now.ok, false);
      assert.deepEqual(now, was);
    } finally {
      await Promise.all([former.close(), current.close()]);
    }
  });

  test('the same headers and body inside TLS, and a brotli answer decoded the same', async () => {
    const agent = new Agent({ connect: { lookup: guardedLookup(resolver, () => true), rejectUnauthorized: false } });
    const fetch = ((input: string | URL, init?: RequestInit) =>
      undiciFetch(input, { ...(init as object), dispatcher: agent } as Parameters<
        typeof undiciFetch
      >[1])) as unknown as typeof globalThis.fetch;
    try {
      for (const path of ['/ok', '/br']) {
        got.length = 0;
        const url = `https://receiver.test:${httpsPort}${path}`;
        const was = await postJson(fetchPost(fetch), url, BODY, webhook(), 2000);
        const now = await postJson(undiciPost(agent), url, BODY, webhook(), 2000);
        assert.deepEqual(now, was);
        assert.equal(got.length, 2);
        assert.deepEqual(got[1], got[0]);
        assert.ok(got[0]!.headers.includes('br, gzip, deflate'));
      }
    } finally {
      await agent.close();
    }
  });
});
