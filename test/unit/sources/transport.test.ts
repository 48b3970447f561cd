// The source transport (sources/transport.ts): undici's request must hand the source layer what fetch did — the
// same text for plain, gzip, deflate (zlib-wrapped and raw), brotli and BOM-prefixed bodies, redirects followed,
// status and headers as sent, and an abort on the caller's signal, also in the middle of a body.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { decodeBody, fetchTransport, undiciTransport } from '../../../src-server/sources/transport.js';
import { utf8Text } from '../../../src-server/shared/http-body.js';

const JSON_TEXT = JSON.stringify({ daily: { time: ['2026-11-27'], temperature_2m_max: [21.5] }, units: '°C', note: 'São Paulo ≥ 5' });
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

let server: Server;
let base: string;

before(async () => {
  server = createServer((req, res) => {
    const body = Buffer.from(JSON_TEXT, 'utf8');
    const send = (encoding: string | null, bytes: Buffer, extra: Record<string, string> = {}) => {
      res.writeHead(200, { 'content-type': 'application/json', ...(encoding ? { 'content-encoding': encoding } : {}), ...extra });
      res.end(bytes);
    };
    switch (req.url) {
      case '/plain':
        return send(null, body);
      case '/gzip':
        return send('gzip', gzipSync(body));
      case '/deflate':
        return send('deflate', deflateSync(body));
      case '/deflate-raw':
        return send('deflate', deflateRawSync(body));
      case '/br':
        return send('br', brotliCompressSync(body));
      case '/gzip-twice':
        return send('gzip, gzip', gzipSync(gzipSync(body)));
      case '/bom':
        return send(null, Buffer.concat([BOM, body]));
      case '/accept-encoding':
        return send(
          null,
          Buffer.from(JSON.stringify({ asked: req.headers['accept-encoding'] ?? null, ua: req.headers['user-agent'] ?? null })),
        );
      case '/moved':
        res.writeHead(302, { location: '/plain' });
        return res.end();
      case '/busy':
        res.writeHead(429, { 'retry-after': '7', 'content-type': 'text/plain' });
        return res.end('slow down');
      case '/stall':
        // Headers and half a body, then nothing: only the caller's signal ends it.
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.write(JSON_TEXT.slice(0, 10));
      default:
        res.writeHead(404);
        return res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const init = () => ({ headers: { accept: 'application/json', 'user-agent': 'hazardcast-test' }, signal: AbortSignal.timeout(5000) });

describe('undiciTransport', () => {
  const transport = undiciTransport();
  after(() => transport.close());

  for (const path of ['/plain', '/gzip', '/deflate', '/deflate-raw', '/br', '/gzip-twice', '/bom']) {
    test(`${path}: the same text as fetch`, async () => {
      const mine = await transport(`${base}${path}`, init());
      const theirs = await fetchTransport(globalThis.fetch)(`${base}${path}`, init());
      assert.equal(mine.status, 200);
      const text = await mine.text();
      assert.equal(text, JSON_TEXT);
      assert.equal(text, await theirs.text());
    });
  }

  test('asks for compressed bodies and sends the caller headers', async () => {
    const res = await transport(`${base}/accept-encoding`, init());
    const seen = JSON.parse(await res.text()) as { asked: string; ua: string };
    assert.equal(seen.asked, 'gzip, deflate, br');
    assert.equal(seen.ua, 'hazardcast-test');
  });

  test('follows a redirect', async () => {
    const res = await transport(`${base}/moved`, init());
    assert.equal(res.status, 200);
    assert.equal(await res.text(), JSON_TEXT);
  });

  test('an error status keeps its headers and body', async () => {
    const res = await transport(`${base}/busy`, init());
    assert.equal(res.status, 429);
    assert.equal(res.header('retry-after'), '7');
    assert.equal(res.header('content-type'), 'text/plain');
    assert.equal(res.header('x-absent'), null);
    assert.equal(await res.text(), 'slow down');
  });

  test('the signal aborts a body that stalls', async () => {
    const signal = AbortSignal.timeout(200);
    const res = await transport(`${base}/stall`, { headers: {}, signal });
    await assert.rejects(res.text());
    assert.equal(signal.aborted, true);
  });

  test('a refused connection rejects', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await assert.rejects(transport(`http://127.0.0.1:${port}/`, init()));
  });
});

describe('decodeBody and utf8Text', () => {
  test('identity and an unknown coding', async () => {
    const body = Buffer.from('{}');
    assert.equal(await decodeBody(body, null), body);
    assert.equal(await decodeBody(body, 'identity'), body);
    await assert.rejects(decodeBody(body, 'compress'), /unsupported content-encoding compress/);
    // Lower-case keys of Object.prototype are unknown codings like any other (the decoders are a Map).
    for (const name of ['constructor', '__proto__']) await assert.rejects(decodeBody(body, name), /unsupported content-encoding/);
  });

  test('only a leading byte-order mark is dropped', () => {
    assert.equal(utf8Text(Buffer.concat([BOM, Buffer.from('{"a":"\uFEFF"}')])), '{"a":"\uFEFF"}');
    assert.equal(utf8Text(Buffer.from('')), '');
  });
});
