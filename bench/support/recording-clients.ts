// Source clients that record every answer by method and arguments, or answer from fresh copies of what they recorded:
// the benches' way to run a model on a cell it has never seen (bench/cold-equivalence.ts, bench/physical-cells.ts).
import type { SourceClients } from '../../src-server/hazards/types.js';
import type { Keyed } from '../../src-server/sources/types.js';

type AnyFn = (...a: unknown[]) => Promise<Keyed<unknown>>;
/** Clients that record every answer by method and arguments (`answers`), or answer from `copies` when given. */
export function wrapClients(c: SourceClients, answers: Map<string, Keyed<unknown>>, copies?: Map<string, unknown>): SourceClients {
  return Object.fromEntries(
    Object.entries(c).map(([name, client]) => {
      if (typeof client === 'function') return [name, client];
      return [
        name,
        Object.fromEntries(
          Object.entries(client as Record<string, AnyFn>).map(([method, fn]) => [
            method,
            async (...a: unknown[]) => {
              const key = `${name}.${method}(${JSON.stringify(a)})`;
              if (copies) {
                const k = answers.get(key);
                if (!k) throw new Error(`no recorded answer for ${key}`);
                return k.outcome.ok ? { ...k, outcome: { ...k.outcome, data: copies.get(key) } } : k;
              }
              const k = await fn(...a);
              answers.set(key, k);
              return k;
            },
          ]),
        ),
      ];
    }),
  ) as unknown as SourceClients;
}
