// An external MCP client: the MCP Inspector CLI (a devDependency, run offline) against the listening server's /mcp:
// its --strict schema-portability check finds nothing in any tool (and does find zod's default nullable spelling in a
// stub server, so the check is live), and it calls get_risk.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { listeningApp, MCP_TOOLS } from '../helpers/mcp.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

const run = promisify(execFile);
/** The Inspector CLI is a devDependency (@modelcontextprotocol/inspector), so every install has it. */
const INSPECTOR_BIN = join(process.cwd(), 'node_modules', '.bin', 'mcp-inspector');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The Inspector CLI on `target`: its exit code and both streams (a non-zero exit is returned, not thrown). */
async function inspector(target: string[], args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await run(INSPECTOR_BIN, ['--cli', ...target, ...args], { timeout: 90_000 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

describe('MCP Inspector CLI', () => {
  test('tools/list --strict: every tool schema portable (no warning, no error); get_risk over /mcp', async (t) => {
    const { url } = await listeningApp(t, replay);
    const strict = await inspector([`${url}/mcp`], ['--method', 'tools/list', '--strict', '--format', 'json']);
    assert.equal(strict.code, 0, strict.stderr);
    const envelope = JSON.parse(strict.stdout) as { result: { tools: { name: string }[] }; schemaFindings?: unknown[] };
    assert.deepEqual(envelope.result.tools.map((x) => x.name).sort(), MCP_TOOLS);
    assert.equal(envelope.schemaFindings, undefined, JSON.stringify(envelope.schemaFindings)?.slice(0, 2000));
    assert.doesNotMatch(strict.stderr, /Warning|Error|portability/, strict.stderr.slice(0, 2000));

    const call = await inspector(
      [`${url}/mcp`],
      ['--method', 'tools/call', '--tool-name', 'get_risk', '--tool-arg', 'prompt=earthquake risk in Tokyo'],
    );
    assert.equal(call.code, 0, call.stderr);
    const result = JSON.parse(call.stdout) as {
      structuredContent: { riskInput: { place: { name: string } } };
      content: { text: string }[];
    };
    assert.equal(result.structuredContent.riskInput.place.name, 'Tokyo, Japan');
    assert.match(result.content[0]!.text, /Tokyo, Japan.*risk score [\d.]+\/100/);
  });

  test("negative control: the same check reports zod's default nullable spelling", async () => {
    const stub = [process.execPath, '--import', 'tsx', join('test', 'support', 'mcp-unportable-stub.ts')];
    const strict = await inspector(stub, ['--method', 'tools/list', '--strict']);
    assert.equal(strict.code, 0, 'warnings alone do not fail the command');
    assert.match(strict.stderr, /Warning: tool "nullable"[\s\S]*`type` is an array \(\["number","null"\]\)/);
    assert.match(strict.stderr, /0 errors, 1 warning across 1 tool/);
  });
});
