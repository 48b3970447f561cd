// An external MCP client: the MCP Inspector CLI (a devDependency, run offline) against /mcp.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, test } from 'node:test';
import { buildApp, createManualClock, loadConfig, startServer } from '../../src-server/index.js';
import { startReplayServer } from '../support/replay-server.js';
import { tempDir } from '../helpers/build-app.js';

const run = promisify(execFile);
/** The Inspector CLI is a devDependency (@modelcontextprotocol/inspector), so every install has it. */
const INSPECTOR_BIN = join(process.cwd(), 'node_modules', '.bin', 'mcp-inspector');

async function inspector(url: string, args: string[]): Promise<unknown> {
  const { stdout } = await run(INSPECTOR_BIN, ['--cli', `${url}/mcp`, ...args], { timeout: 90_000 });
  return JSON.parse(stdout);
}

describe('MCP Inspector CLI', () => {
  test('lists the tools and calls get_risk over /mcp', async (t) => {
    const replay = await startReplayServer();
    const app = buildApp(loadConfig({ env: {}, overrides: { dataDir: tempDir(), logLevel: 'silent', port: 0, sources: replay.sources } }), {
      clock: createManualClock('2026-11-22T12:00:00Z'),
    });
    t.after(async () => {
      await app.close();
      await replay.close();
    });
    const url = await startServer(app);
    const list = (await inspector(url, ['--method', 'tools/list'])) as { tools: { name: string }[] };
    assert.deepEqual(list.tools.map((x) => x.name).sort(), ['create_watch', 'get_risk', 'get_track_record']);
    const result = (await inspector(url, ['--method', 'tools/call', '--tool-name', 'get_risk', '--tool-arg', 'prompt=earthquake risk in Tokyo'])) as {
      structuredContent: { riskInput: { place: { name: string } } };
      content: { text: string }[];
    };
    assert.equal(result.structuredContent.riskInput.place.name, 'Tokyo, Japan');
    assert.match(result.content[0]!.text, /Tokyo, Japan.*risk score [\d.]+\/100/);
  });
});
