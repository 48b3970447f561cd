// A webhook receiver in its own process (bench/deliveries.ts): a real receiver does not spend the app's CPU. It checks
// every request as a consumer would (Standard Webhooks signature, timestamp within 5 minutes of the bench's clock) and
// counts each `webhook-id`. Driven over the fork IPC channel: { cmd: 'stats' } | { cmd: 'reset' } | { cmd: 'close' }.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '../../src-server/notify/signing.js';

const SECRET = process.env.RECEIVER_SECRET ?? '';
const NOW = new Date(process.env.RECEIVER_NOW ?? Date.now());

let requests = 0;
let badSignatures = 0;
let wrongPath = 0;
const seen = new Map<string, number>();

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    requests++;
    const body = Buffer.concat(chunks).toString('utf8');
    const id = String(req.headers['webhook-id'] ?? '');
    const headers = {
      id,
      timestamp: String(req.headers['webhook-timestamp'] ?? ''),
      signature: String(req.headers['webhook-signature'] ?? ''),
    };
    if (!verifyWebhook(SECRET, headers, body, NOW)) badSignatures++;
    // The bench's watch `bench-<i>` posts to /hook/<i>; the body names its watch.
    try {
      const watchId = (JSON.parse(body) as { data?: { watchId?: string } }).data?.watchId ?? '';
      if (req.url !== `/hook/${watchId.replace(/^bench-/, '')}`) wrongPath++;
    } catch {
      wrongPath++;
    }
    seen.set(id, (seen.get(id) ?? 0) + 1);
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  });
});
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

const send = (msg: unknown) => process.send?.(msg);
process.on('message', async (msg: { id: number; cmd: 'stats' | 'reset' | 'close' }) => {
  if (msg.cmd === 'stats') {
    let duplicates = 0;
    for (const n of seen.values()) if (n > 1) duplicates += n - 1;
    return send({ id: msg.id, stats: { requests, unique: seen.size, duplicates, badSignatures, wrongPath, ids: [...seen.keys()] } });
  }
  if (msg.cmd === 'reset') {
    requests = badSignatures = wrongPath = 0;
    seen.clear();
    return send({ id: msg.id });
  }
  if (msg.cmd === 'close') {
    server.closeAllConnections();
    server.close();
    send({ id: msg.id });
    process.exit(0);
  }
});
send({ ready: true, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
process.on('disconnect', () => process.exit(0));
