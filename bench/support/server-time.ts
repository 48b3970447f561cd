// Server time, CPU and allocation per request, for the benches of issue 18's target 2 (bench/others.ts, bench/run.ts).
//
// Server time: Fastify's `reply.elapsedTime` read in an onResponse hook the bench installs: from the moment Fastify
// takes the request (routing done, before the onRequest hooks) to the response's 'finish' (the body written). It is
// what the server spends on one request, without building light-my-request's fake request (which the inject figure
// holds); through inject it still holds light-my-request reading the payload back (its 'finish' listener runs before
// Fastify's), over a socket nothing of the client. GC pauses inside that span count.
//
// Allocation: the bytes the V8 heap grew by over the measured loop plus every byte each garbage collection freed in it
// (v8.GCProfiler reports the heap before and after each collection), divided by the requests.
import { GCProfiler, getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';

export interface ServerTimeRecorder {
  /** Start collecting server times (the hook records nothing in between). */
  start(): void;
  /** Stop and return the server times collected since start(), in ms, sorted. */
  stop(): number[];
}

/** Installs an onResponse hook on `app` (call before app.ready() / listen()). */
export function recordServerTime(app: FastifyInstance): ServerTimeRecorder {
  let times: number[] | undefined;
  app.addHook('onResponse', (_request, reply, done) => {
    times?.push(reply.elapsedTime);
    done();
  });
  return {
    start: () => void (times = []),
    stop: () => {
      const out = (times ?? []).sort((a, b) => a - b);
      times = undefined;
      return out;
    },
  };
}

export interface LoopCost {
  /** Process CPU (user + system) per request, ms. */
  cpuMsPerRequest: number;
  /** Bytes allocated on the V8 heap per request (heap growth + what collections freed). */
  bytesPerRequest: number;
  /** Bytes the heap grew by per request over the loop (what requests left behind: caches, memos, garbage not yet collected). */
  keptBytesPerRequest: number;
  /** Collections in the loop (scavenges + mark-sweeps) and their pauses' total, ms. */
  gcs: number;
  scavenges: number;
  gcPauseMs: number;
}

/** Measures CPU and allocation over a loop of `requests` requests: `const done = meterLoop(); ...; done(n)`. */
export function meterLoop(): (requests: number) => LoopCost {
  const profiler = new GCProfiler();
  profiler.start();
  const heap0 = getHeapStatistics().used_heap_size;
  const cpu0 = process.cpuUsage();
  return (requests) => {
    const cpu = process.cpuUsage(cpu0);
    const heap1 = getHeapStatistics().used_heap_size;
    const stats = profiler.stop()?.statistics ?? [];
    let freed = 0;
    let pause = 0;
    let scavenges = 0;
    for (const s of stats) {
      freed += s.beforeGC.heapStatistics.usedHeapSize - s.afterGC.heapStatistics.usedHeapSize;
      pause += s.cost / 1000; // µs
      if (s.gcType === 'Scavenge' || s.gcType === 'MinorMarkSweep' || s.gcType === 'MinorMarkCompact') scavenges++;
    }
    return {
      cpuMsPerRequest: Math.round(((cpu.user + cpu.system) / 1000 / requests) * 100) / 100,
      bytesPerRequest: Math.round((heap1 - heap0 + freed) / requests),
      keptBytesPerRequest: Math.round((heap1 - heap0) / requests),
      gcs: stats.length,
      scavenges,
      gcPauseMs: Math.round(pause * 10) / 10,
    };
  };
}

const ms = (x: number) => Math.round(x * 100) / 100;
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
export const summary = (sorted: number[]) => ({
  n: sorted.length,
  p50Ms: ms(quantile(sorted, 0.5)),
  p99Ms: ms(quantile(sorted, 0.99)),
  maxMs: ms(sorted.at(-1)!),
});
