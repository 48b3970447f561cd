// createMcpServer over the SDK's in-memory transport: quota refusals and hidden internal errors as tool errors.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createQuotaService, type QuotaDecision } from '../../../src-server/auth/quota.js';
import { openTestDb } from '../../helpers/test-db.js';
import { createMcpServer, type McpDeps } from '../../../src-server/mcp/server.js';
import type { RiskService } from '../../../src-server/risk/service.js';
import { createManualClock } from '../../../src-server/shared/clock.js';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';
import { BUILT_IN_CONTRACTS as contracts } from '../../helpers/built-in.js';

/** What these tests do not reach: any call fails the test. */
const unused = new Proxy({}, { get: (_t, name) => () => assert.fail(`${String(name)} not called`) });
const rest = {
  watches: unused,
  watchActivity: unused,
  watchEvents: { onFired: () => () => undefined },
  hazards: BUILT_IN_REGISTRY,
  manageTokens: unused,
  portfolios: unused,
  portfolioRisk: unused,
} as unknown as Pick<McpDeps, 'watches' | 'watchActivity' | 'watchEvents' | 'hazards' | 'manageTokens' | 'portfolios' | 'portfolioRisk'>;

async function connected(deps: Omit<McpDeps, keyof typeof rest>, onQuota?: (d: QuotaDecision) => void) {
  const server = createMcpServer(
    { ...rest, ...deps },
    { principal: { kind: 'anonymous', ip: '10.1.1.1' }, onQuota, persistent: false, baseUrl: 'http://127.0.0.1:8787' },
  );
  const [a, b] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'unit', version: '1' });
  await Promise.all([server.connect(a), client.connect(b)]);
  return client;
}

const text = (r: CallToolResult) => (r.content[0] as { text: string }).text;

describe('createMcpServer', () => {
  test('a used-up quota refuses get_risk before the risk service runs', async () => {
    let assessed = 0;
    const risk = { assess: async () => (assessed++, Promise.reject(new Error('unreachable'))) } as unknown as RiskService;
    const quota = createQuotaService({ db: await openTestDb(null), clock: createManualClock('2026-11-22T18:00:00Z') });
    const seen: QuotaDecision[] = [];
    const trackRecord = { get: () => assert.fail('not called') };
    const client = await connected(
      {
        contracts,
        risk,
        createWatch: { check: () => assert.fail('not called'), fromRequest: () => assert.fail('not called') },
        quota,
        trackRecord,
        version: 'test',
      },
      (d) => seen.push(d),
    );
    for (let i = 0; i < 15; i++) await quota.consume({ kind: 'anonymous', ip: '10.1.1.1' });
    const res = (await client.callTool({ name: 'get_risk', arguments: { prompt: 'Tokyo' } })) as CallToolResult;
    assert.equal(res.isError, true);
    assert.match(text(res), /^quota_exceeded: .*2026-11-23T00:00:00\.000Z/);
    assert.equal(assessed, 0);
    assert.deepEqual(
      seen.map((d) => [d.allowed, d.remaining, d.retryAfterSec]),
      [[false, 0, 6 * 3600]],
    );
  });

  test('an unexpected failure is a tool error that hides its message', async () => {
    const risk = { assess: async () => Promise.reject(new Error('SQLITE_CORRUPT secret path /home/x')) } as unknown as RiskService;
    const quota = createQuotaService({ db: await openTestDb(null), clock: createManualClock('2026-11-22T18:00:00Z') });
    const trackRecord = {
      get: () => {
        throw new Error('boom /secret');
      },
    };
    const logged: string[] = [];
    const client = await connected({
      contracts,
      risk,
      createWatch: { check: () => assert.fail('not called'), fromRequest: () => assert.fail('not called') },
      quota,
      trackRecord,
      version: 'test',
      log: (err, tool) => logged.push(`${tool}: ${(err as Error).message}`),
    });
    for (const [name, args] of [
      ['get_risk', { prompt: 'Tokyo' }],
      ['get_track_record', {}],
    ] as const) {
      const res = (await client.callTool({ name, arguments: args })) as CallToolResult;
      assert.equal(res.isError, true);
      assert.equal(text(res), 'internal_error: something went wrong on the server; it has been logged.');
    }
    assert.deepEqual(logged, ['get_risk: SQLITE_CORRUPT secret path /home/x', 'get_track_record: boom /secret']);
  });
});
