// The full-disk scenario, shared by the in-process test (SQLite max_page_count) and the tmpfs child: writes before,
// while and after the disk is full; the caller asserts on the summaries.
import { sqliteOf } from '../../src-server/db/sqlite-db.js';
import type { FastifyInstance } from 'fastify';
import { TEST_OWNER_TOKEN } from '../helpers/build-app.js';

export interface Answer {
  name: string;
  status: number;
  contentType: string;
  code: string | null;
  /** For MCP: the tool error text (or null when the tool succeeded). */
  toolError: string | null;
  /** The watch a 201 (or a successful create_watch tool call) created. */
  watchId: string | null;
  body: string;
}

export interface FullDiskResult {
  before: Answer[];
  during: Answer[];
  reads: Answer[];
  after: Answer[];
  /** Watch ids whose creation was acknowledged (201). */
  acknowledgedWatches: string[];
}

const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}`, 'content-type': 'application/json' };
const watchBody = (n: string) => ({
  prompt: 'Tokyo',
  hazard: 'earthquake',
  horizon: '7d',
  alert: { enabled: true, metric: 'probability', threshold: 50, channels: [{ type: 'webhook', target: `https://hooks.example.com/${n}` }] },
});

async function summarize(name: string, res: { statusCode: number; headers: Record<string, unknown>; body: string }): Promise<Answer> {
  let code: string | null = null;
  let toolError: string | null = null;
  let watchId: string | null = null;
  try {
    const json = JSON.parse(res.body) as {
      code?: string;
      alertWatch?: { id: string };
      result?: { isError?: boolean; content?: { text: string }[]; structuredContent?: { watch?: { id: string } } };
    };
    code = json.code ?? null;
    if (json.result?.isError) toolError = json.result.content?.[0]?.text ?? '';
    watchId = json.alertWatch?.id ?? json.result?.structuredContent?.watch?.id ?? null;
  } catch {
    // not JSON: left for the caller to see in `body`
  }
  return {
    name,
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    code,
    toolError,
    watchId,
    body: res.body.slice(0, 400),
  };
}

/** Every kind of write the app makes on a request: watch creation, API key, settings, quota, evaluation, MCP. */
function writes(app: FastifyInstance, watchId: string, tag: string) {
  const mcp = {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: {
      name: 'create_watch',
      arguments: {
        place: 'Tokyo',
        hazard: 'earthquake',
        horizon: '7d',
        threshold: 50,
        channels: [{ type: 'webhook', target: `https://hooks.example.com/mcp-${tag}` }],
      },
    },
  };
  return [
    ['create watch', () => app.inject({ method: 'POST', url: '/api/v1/risk', headers: owner, payload: watchBody(tag) })],
    ['create key', () => app.inject({ method: 'POST', url: '/api/v1/keys', headers: owner, payload: { name: `k-${tag}`, tier: 'free' } })],
    [
      'patch settings',
      () =>
        app.inject({
          method: 'PATCH',
          url: '/api/v1/settings/notifications',
          headers: owner,
          payload: { telegramBotToken: `12345:${'x'.repeat(30)}${tag}` },
        }),
    ],
    [
      'anonymous forecast (quota)',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/risk',
          headers: { 'content-type': 'application/json' },
          remoteAddress: `10.9.8.${tag.length}`,
          payload: { prompt: 'Tokyo', hazard: 'earthquake', horizon: '7d' },
        }),
    ],
    [
      'evaluate watch',
      () => app.inject({ method: 'POST', url: `/api/v1/watches/${watchId}/evaluate`, headers: { authorization: owner.authorization } }),
    ],
    [
      'mcp create_watch',
      () => app.inject({ method: 'POST', url: '/mcp', headers: { ...owner, accept: 'application/json, text/event-stream' }, payload: mcp }),
    ],
  ] as const;
}

/** Runs the scenario; `fill` makes the disk (or database) full, `free` gives the space back. */
export async function fullDiskScenario(
  app: FastifyInstance,
  fault: { fill(): void | Promise<void>; free(): void | Promise<void> },
): Promise<FullDiskResult> {
  const acknowledgedWatches: string[] = [];
  const note = (a: Answer) => {
    if (a.watchId) acknowledgedWatches.push(a.watchId);
    return a;
  };
  const first = await app.inject({ method: 'POST', url: '/api/v1/risk', headers: owner, payload: watchBody('first') });
  const watchId = (first.json() as { alertWatch: { id: string } }).alertWatch.id;
  acknowledgedWatches.push(watchId);
  const before = [await summarize('create watch', first)];
  for (const [name, send] of writes(app, watchId, 'before')) before.push(note(await summarize(name, await send())));

  // An empty WAL: the next commit has to grow a file.
  sqliteOf(app.db).pragma('wal_checkpoint(TRUNCATE)');
  await fault.fill();
  const during: Answer[] = [];
  for (const [name, send] of writes(app, watchId, 'during')) during.push(note(await summarize(name, await send())));
  const reads = [
    await summarize('health', await app.inject({ url: '/api/v1/health' })),
    await summarize('list watches', await app.inject({ url: '/api/v1/watches', headers: owner })),
    await summarize('track record', await app.inject({ url: '/api/v1/track-record' })),
  ];
  await fault.free();
  const after: Answer[] = [];
  for (const [name, send] of writes(app, watchId, 'after')) after.push(note(await summarize(name, await send())));
  return { before, during, reads, after, acknowledgedWatches };
}

/**
 * What a full disk must look like: each write is refused with a 503 problem (or an MCP tool error) naming
 * storage_full, or succeeds for real (a small commit can still fit in WAL space a refused larger one had allocated;
 * the caller checks those were stored); at least `minRefused` refused; reads still answered; everything accepted
 * again once space returns.
 */
export function checkFullDisk(r: FullDiskResult, minRefused: number): string[] {
  const wrong: string[] = [];
  const ok = (a: Answer) => a.status < 300 && a.toolError === null;
  const refused = (a: Answer) =>
    (a.status === 503 && a.code === 'storage_full' && a.contentType.startsWith('application/problem+json')) ||
    (a.status === 200 && a.toolError?.startsWith('storage_full:') === true);
  for (const a of r.before) if (!ok(a)) wrong.push(`before: ${a.name} -> ${a.status} ${a.body}`);
  for (const a of r.during) if (!refused(a) && !ok(a)) wrong.push(`during: ${a.name} -> ${a.status} ${a.toolError ?? ''} ${a.body}`);
  const n = r.during.filter(refused).length;
  if (n < minRefused) wrong.push(`during: ${n} writes refused, expected at least ${minRefused}`);
  for (const a of r.reads) if (a.status !== 200) wrong.push(`read while full: ${a.name} -> ${a.status} ${a.body}`);
  for (const a of r.after) if (!ok(a)) wrong.push(`after: ${a.name} -> ${a.status} ${a.toolError ?? ''} ${a.body}`);
  return wrong;
}
