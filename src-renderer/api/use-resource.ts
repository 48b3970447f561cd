// useResource: load something from the API, with loading, error and reload; the last data stays while reloading.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorLines, isAbort } from './client';

export type Resource<T> =
  | { state: 'loading'; data: T | null; reload(): void }
  | { state: 'done'; data: T; reload(): void }
  | { state: 'error'; data: T | null; lines: string[]; reload(): void };

/** `load` runs on mount, whenever `deps` change, and on `reload()`; a newer run aborts the older one. */
export function useResource<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: readonly unknown[]): Resource<T> {
  const [state, setState] = useState<{ state: 'loading' | 'done' | 'error'; data: T | null; lines: string[] }>({ state: 'loading', data: null, lines: [] });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const run = loadRef.current;
    if (!run) return;
    const controller = new AbortController();
    setState((s) => ({ state: 'loading', data: s.data, lines: [] }));
    run(controller.signal).then(
      (data) => setState({ state: 'done', data, lines: [] }),
      (err: unknown) => {
        if (isAbort(err)) return;
        setState((s) => ({ state: 'error', data: s.data, lines: errorLines(err) }));
      },
    );
    return () => controller.abort();
    // `load` itself is read through a ref (callers pass a new closure each render); `deps` say when to load again.
  }, [...deps, tick, load === null]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  if (state.state === 'done') return { state: 'done', data: state.data as T, reload };
  if (state.state === 'error') return { state: 'error', data: state.data, lines: state.lines, reload };
  return { state: 'loading', data: state.data, reload };
}
