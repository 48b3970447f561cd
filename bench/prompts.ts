// npm run bench:prompts — gazetteer load time and memory (cold, fresh processes) and per-prompt latency over the labelled set.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadGazetteer } from '../src-server/geocode/gazetteer.js';
import { understandPrompt, warmUpPromptReader } from '../src-server/geocode/understand.js';
import { AppError } from '../src-server/shared/errors.js';
import { LANGUAGES, type Language } from '../src-server/contracts/enums.js';
import { LABELLED_NOW, promptsPath, readLabelledPrompts } from '../test/support/prompt-accuracy.js';
import { PROMPT_WORDS } from '../test/helpers/built-in.js';

const LOAD_RUNS = Number(process.argv[2] ?? 5);
const PASSES = Number(process.argv[3] ?? 20);
const LOAD_BUDGET_MS = 400;
const P99_BUDGET_MS = 2;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const median = (xs: number[]) =>
  quantile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 3 : 0)} ms`;

console.log(
  `node ${process.version}, ${cpus().length} CPU, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);

// 1. Cold load, each in its own process (the gazetteer is cached per process).
const loader = fileURLToPath(new URL('./load-gazetteer.ts', import.meta.url));
const loads: { wallMs: number; cpuMs: number; heapMB: number; rssMB: number; cities: number }[] = [];
for (let i = 0; i < LOAD_RUNS; i++) {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', loader], { encoding: 'utf8' });
  loads.push(JSON.parse(out.trim().split('\n').at(-1)!));
}
const loadWall = median(loads.map((l) => l.wallMs));
console.log(`\nGazetteer load (${loads[0]!.cities} cities, ${LOAD_RUNS} cold runs, median):`);
console.log(`  wall ${fmt(loadWall)} (min ${fmt(Math.min(...loads.map((l) => l.wallMs)))}), CPU ${fmt(median(loads.map((l) => l.cpuMs)))}`);
console.log(`  heap +${median(loads.map((l) => l.heapMB)).toFixed(0)} MB, RSS +${median(loads.map((l) => l.rssMB)).toFixed(0)} MB`);
console.log(`  budget ${LOAD_BUDGET_MS} ms: ${loadWall <= LOAD_BUDGET_MS ? 'ok' : 'OVER'}`);

// 2. Per-prompt latency after load: one warm-up pass (JIT, chrono's regexes), then timed passes.
const gazetteer = loadGazetteer();
const w0 = performance.now();
await warmUpPromptReader(gazetteer, PROMPT_WORDS);
const warmMs = performance.now() - w0;
// Every labelled prompt, English and the four other languages (their readers add time rewriting and chrono's locales).
const labelled = LANGUAGES.flatMap((l) => readLabelledPrompts(promptsPath(l)).map((p) => ({ language: l, prompt: p.prompt })));
const prompts = labelled.map((p) => p.prompt);
const once = async (prompt: string) => {
  try {
    await understandPrompt(prompt, LABELLED_NOW, { gazetteer, words: PROMPT_WORDS });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
  }
};
const first: number[] = [];
for (const p of prompts) {
  const t = performance.now();
  await once(p);
  first.push(performance.now() - t);
}
const times: number[] = [];
const byLanguage = new Map<Language, number[]>();
const cpu0 = process.cpuUsage();
for (let pass = 0; pass < PASSES; pass++) {
  for (const { language, prompt } of labelled) {
    const t = performance.now();
    await once(prompt);
    const ms = performance.now() - t;
    times.push(ms);
    let list = byLanguage.get(language);
    if (!list) byLanguage.set(language, (list = []));
    list.push(ms);
  }
}
const cpu = process.cpuUsage(cpu0);
const cpuPerPromptMs = (cpu.user + cpu.system) / 1000 / times.length;
times.sort((a, b) => a - b);
const p99 = quantile(times, 0.99);
console.log(`\nPer-prompt latency (${prompts.length} prompts × ${PASSES} passes, after one warm-up pass):`);
console.log(`  p50 ${fmt(quantile(times, 0.5))}, p90 ${fmt(quantile(times, 0.9))}, p99 ${fmt(p99)}, max ${fmt(times.at(-1)!)}`);
console.log(`  CPU per prompt (mean, GC included): ${fmt(cpuPerPromptMs)}`);
for (const [language, list] of byLanguage) {
  list.sort((a, b) => a - b);
  console.log(`  ${language}: ${list.length / PASSES} prompts, p50 ${fmt(quantile(list, 0.5))}, p99 ${fmt(quantile(list, 0.99))}`);
}
const slowest = first.indexOf(Math.max(...first));
console.log(`  first (cold) pass: p50 ${fmt(median(first))}, max ${fmt(first[slowest]!)} (${JSON.stringify(prompts[slowest])})`);
console.log(`  warmUpPromptReader() before the first pass: ${fmt(warmMs)}`);
console.log(`  budget p99 ${P99_BUDGET_MS} ms: ${p99 <= P99_BUDGET_MS ? 'ok' : 'OVER'}`);
