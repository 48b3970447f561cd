// Sums a CPU profile's self time (or a sampled heap profile's bytes) by function, the biggest first:
//   npx tsx bench/support/profile-summary.ts out/others.cpuprofile [--top 40] [--filter src-server]
// A .heapprofile (HeapProfiler sampling, from `bench:others -- --heap-profile`) is summed in bytes.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '40' }, filter: { type: 'string', default: '' } },
});
interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface CpuNode {
  id: number;
  callFrame: Frame;
  children?: number[];
}
interface HeapNode {
  callFrame: Frame;
  selfSize: number;
  children: HeapNode[];
}
const file = positionals[0];
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile|file.heapprofile>');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes?: CpuNode[]; samples?: number[]; timeDeltas?: number[]; head?: HeapNode };
const name = (f: Frame) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(src-server|node_modules|bench|test)\//, '$1/')}:${f.lineNumber + 1}`;
const totals = new Map<string, number>();
let all = 0;
let unit: string;
if (profile.head) {
  unit = 'KB';
  const walk = (n: HeapNode) => {
    totals.set(name(n.callFrame), (totals.get(name(n.callFrame)) ?? 0) + n.selfSize);
    all += n.selfSize;
    n.children.forEach(walk);
  };
  walk(profile.head);
} else {
  unit = 'ms';
  const byId = new Map(profile.nodes!.map((n) => [n.id, n]));
  profile.samples!.forEach((id, i) => {
    const dt = (profile.timeDeltas![i] ?? 0) / 1000;
    const key = name(byId.get(id)!.callFrame);
    totals.set(key, (totals.get(key) ?? 0) + dt);
    all += dt;
  });
}
const scale = unit === 'KB' ? 1 / 1024 : 1;
const rows = [...totals]
  .filter(([k]) => k.includes(values.filter!))
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(values.top));
process.stdout.write(`total ${Math.round(all * scale)} ${unit}\n`);
for (const [k, v] of rows)
  process.stdout.write(
    `${String(Math.round(v * scale * 10) / 10).padStart(9)} ${unit} ${((100 * v) / all).toFixed(1).padStart(5)}%  ${k}\n`,
  );
