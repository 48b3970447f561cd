// The API's bytes from another tree (a worktree of the commit before a change) and this one: the same questions
// (the warm Lima question, new places in its cell, each hazard alone, two named periods, the badge) on two apps with
// the same fixed clock against one replay; status, Content-Length, Content-Type and body compared byte for byte.
// For changes below the models (serialiser, layers) that bench/cold-equivalence.ts does not see, and for the answer
// cache (issue 45): the Lima and Lagos questions are asked three times and every question again at the end, so a tree
// with the cache answers them from it while the other makes them again.
//
// Usage: npx tsx bench/api-equivalence.ts --base /tmp/perf-others-base   (exit 1 on any difference)
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startReplayProcess } from '../test/support/replay-process.js';
import { tempDir } from '../test/helpers/build-app.js';
const { values: args } = parseArgs({ options: { base: { type: 'string' } } });
if (!args.base) throw new Error('--base DIR: the tree to compare with');
const replay = await startReplayProcess({ memo: true });
const NOW = new Date(Date.now());
async function bodies(root: string): Promise<string[]> {
  const { buildApp, loadConfig } = await import(`${root}/src-server/index.js`);
  const app = buildApp(
    loadConfig({
      env: {},
      overrides: {
        dataDir: tempDir('eq-'),
        logLevel: 'silent',
        ownerToken: 'bench-owner-token-0123456789abcdef',
        sources: replay.sources,
        // A source timing out on a loaded machine is a degraded answer, not a difference of the trees.
        sourceTimeoutMs: 120_000,
        schedulerEnabled: false,
        trackRecordJob: false,
        warmUp: false,
      },
    }),
    { clock: { now: () => new Date(NOW) } },
  );
  await app.ready();
  const headers = { 'content-type': 'application/json', authorization: 'Bearer bench-owner-token-0123456789abcdef' };
  const out: string[] = [];
  const lima = { prompt: 'What should we worry about in Lima, Peru?' };
  const lagos = { prompt: 'flood risk for our warehouse in Lagos next week' };
  const qs: object[] = [lima, lima, lima, lagos, lagos, lagos];
  for (let i = 0; i < 6; i++)
    qs.push({ prompt: `What should we worry about at ${(-12.04 - i * 0.007).toFixed(4)}, ${(-77.03 + i * 0.006).toFixed(4)}?` });
  for (const h of ['earthquake', 'flood', 'wildfire', 'heat', 'storm', 'air-quality', 'drought', 'food-insecurity', 'conflict'])
    qs.push({ prompt: 'risk at -12.0555, -77.0411', hazard: h });
  qs.push({ prompt: 'earthquake risk in Tokyo over the next year' }, { prompt: 'flood risk in Istanbul next week' });
  qs.push(...qs.slice());
  for (const q of qs) {
    const r = await app.inject({ method: 'POST', url: '/api/v1/risk', headers, payload: JSON.stringify(q) });
    out.push(`${r.statusCode} ${r.headers['content-length']} ${r.headers['content-type']} ${r.rawPayload.toString('hex')}`);
  }
  out.push((await app.inject({ url: '/api/v1/embed?lat=-12.05&lng=-77.04' })).body);
  await app.close();
  return out;
}
const a = await bodies(args.base);
const b = await bodies(fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, ''));
let same = 0;
a.forEach((x, i) => (x === b[i] ? same++ : console.log(`differs: answer ${i}`)));
console.log(`${same}/${a.length} answers identical (sha256 ${createHash('sha256').update(a.join()).digest('hex').slice(0, 12)})`);
await replay.close();
if (same !== a.length) process.exitCode = 1;
