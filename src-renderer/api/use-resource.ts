// useResource: load something from the API, with loading, error and reload; the last data stays while reloading.
import { useCallback, useEffect, useState } from 'react';
import { errorLines, isAbort } from './client';

export type Resource<T> =
  | { state: 'loading'; data: T | null; reload(): void }
  | { state: 'done'; data: T; reload(): void }
  | { state: 'error'; data: T | null; lines: string[]; reload(): void };

export type Loader<T> = (signal: AbortSignal) => Promise<T>;
type Run<T> = { load: Loader<T>; refreshKey: string; tick: number };

/**
 * `load` runs on mount, whenever it or `refreshKey` changes, and on `reload()`; a newer run aborts the older one.
 * Pass a memoised `load` (useCallback/useMemo, so the hooks linter checks what it reads): a new function on every
 * render would load on every render. `refreshKey` asks for a new load when something the loader does not read changed.
 */
export function useResource<T>(load: Loader<T> | null, refreshKey = ''): Resource<T> {
  // The last answer, with the run it answers: loading is whenever that run is not the current one (derived, not set).
  const [result, setResult] = useState<{ run: Run<T>; ok: boolean; data: T | null; lines: string[] } | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!load) return;
    const run: Run<T> = { load, refreshKey, tick };
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ run, ok: true, data, lines: [] }),
      (err: unknown) => {
        if (isAbort(err)) return;
        setResult((r) => ({ run, ok: false, data: r?.data ?? null, lines: errorLines(err) }));
      },
    );
    return () => controller.abort();
  }, [load, refreshKey, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  const current = result !== null && result.run.load === load && result.run.refreshKey === refreshKey && result.run.tick === tick;
  if (current && result.ok) return { state: 'done', data: result.data as T, reload };
  if (current) return { state: 'error', data: result.data, lines: result.lines, reload };
  return { state: 'loading', data: result?.data ?? null, reload };
}
