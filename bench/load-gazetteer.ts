// One cold gazetteer load in a fresh process (spawned by bench/prompts.ts): prints its cost as JSON.
import { loadGazetteer } from '../src-server/geocode/gazetteer.js';

globalThis.gc?.();
const heap0 = process.memoryUsage().heapUsed;
const rss0 = process.memoryUsage().rss;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const gazetteer = loadGazetteer();
const wallMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
globalThis.gc?.();
const mem = process.memoryUsage();
console.log(
  JSON.stringify({
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    heapMB: (mem.heapUsed - heap0) / 1e6,
    rssMB: (mem.rss - rss0) / 1e6,
    cities: gazetteer.size,
  }),
);
