// Calls the Open-Meteo budget could not fit in their question's wait, made later at the turn the limiter reserved for
// them, so their answers are in the cache when the question is asked again (docs/sources.md "When the budget is spent").
import type { BudgetTime } from './limiter.js';

interface Entry {
  atMs: number;
  cancel: () => void;
  running?: Promise<unknown>;
}

export interface DeferredCalls {
  /** When the call under `key` is due (budget time), while it waits or runs; undefined otherwise. */
  dueAt(key: string): number | undefined;
  /** Queues `run` at `atMs` under `key`; a key already queued keeps its turn. */
  add(key: string, atMs: number, run: () => Promise<unknown>): void;
  /** Resolves once no queued call is due or running (tests and benches that move the budget's clock). */
  settled(): Promise<void>;
  /** Calls waiting for their turn or running. */
  size(): number;
  /** Forgets every waiting call (the app is closing); running ones finish on their own. */
  close(): void;
}

export function createDeferredCalls(time: BudgetTime, onError: (err: unknown) => void = () => {}): DeferredCalls {
  const entries = new Map<string, Entry>();
  let closed = false;

  function fire(key: string, entry: Entry, run: () => Promise<unknown>): void {
    if (closed || entries.get(key) !== entry) return;
    entry.running = run()
      .catch(onError)
      .finally(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
  }

  return {
    dueAt: (key) => entries.get(key)?.atMs,
    add(key, atMs, run) {
      if (closed || entries.has(key)) return;
      const entry: Entry = { atMs, cancel: () => {} };
      entries.set(key, entry);
      entry.cancel = time.at(atMs, () => fire(key, entry, run));
    },
    async settled() {
      for (;;) {
        const now = time.now();
        const busy = [...entries.values()].filter((e) => e.running !== undefined || e.atMs <= now);
        if (busy.length === 0) return;
        const running = busy.map((e) => e.running).filter((p): p is Promise<unknown> => p !== undefined);
        // A due call whose timer has not fired yet gets a turn of the event loop.
        await (running.length > 0 ? Promise.allSettled(running) : new Promise((resolve) => setImmediate(resolve)));
      }
    },
    size: () => entries.size,
    close() {
      closed = true;
      for (const e of entries.values()) if (!e.running) e.cancel();
      entries.clear();
    },
  };
}
