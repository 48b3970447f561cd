// An external MCP client: the MCP Inspector CLI (from the npm cache only, never the network) against /mcp.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, test } from 'node:test';
import { buildApp, createManualClock, loadConfig, startServer } from '../../src-server/index.js';
import { startReplayServer } from '../support/replay-server.js';
import { tempDir } from '../helpers/build-app.js';

const run = promisify(execFile);
const INSPECTOR = '@modelcontextprotocol/inspector@2.12.0';

/** Runs the Inspector CLI offline; null when it is not in the npm cache (then the test skips). */
async function inspector(url: string, args: string[]): Promise<unknown | null> {
  try {
    const { stdout } = await run('npx', ['--offline', '-y', INSPECTOR, '--cli', `${url}/mcp`, ...args], {
      timeout: 90_000,
      env: { ...process.env, npm_config_offline: 'true', npm_config_update_notifier: 'false' },
    });
    return JSON.parse(stdout);
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    if (/ENOTCACHED|not in the cache|could not determine executable|ENOENT/i.test(`${e.stderr ?? ''} ${e.message}`)) return null;
    throw err;
  }
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
    const list = (await inspector(url, ['--method', 'tools/list'])) as { tools: { name: string }[] } | null;
    if (list === null) {
      t.skip(`${INSPECTOR} is not in the npm cache (run \`npx -y ${INSPECTOR} --help\` once online to enable this test)`);
      return;
    }
    assert.deepEqual(list.tools.map((x) => x.name).sort(), ['create_watch', 'get_risk', 'get_track_record']);
    const result = (await inspector(url, ['--method', 'tools/call', '--tool-name', 'get_risk', '--tool-arg', 'prompt=earthquake risk in Tokyo'])) as {
      structuredContent: { riskInput: { place: { name: string } } };
      content: { text: string }[];
    };
    assert.equal(result.structuredContent.riskInput.place.name, 'Tokyo, Japan');
    assert.match(result.content[0]!.text, /Tokyo, Japan.*risk score [\d.]+\/100/);
  });
});
