// One request-scoped evaluation: the context of one question and the source calls its hazards make, each made once.
//
// The risk service makes one per evaluation (risk/service.ts evaluate) and hands it to every hazard runner it runs;
// benches and tests make their own. A call is known by its memo key (sources/outcome-memo.ts callKey: client,
// method, the place's cell, the other arguments by value, instants by their days): two hazards asking the same call
// share one promise and one outcome, without either naming the call by hand. With the process's outcome memo, a
// call whose answer is cached and fresh is answered by the source layer's cache lookup under the key it had.
import { placeCell } from '../shared/geo.js';
import { callKey, type OutcomeMemo } from '../sources/outcome-memo.js';
import type { Keyed, SourceOutcome } from '../sources/types.js';
import type { Calibration } from '../science/recalibration.js';
import type { Evaluation, EvaluationSources, MadeCall, ModelContext, SourceClients } from './types.js';

export interface EvaluationDeps {
  context: ModelContext;
  clients: SourceClients;
  /** The process's memo of request keys (absent: every call goes to the clients). */
  memo?: OutcomeMemo;
  /** The companion links' recalibration (track record); absent: none. */
  calibration?: (hazard: string) => Calibration | undefined;
}

type Method = (...args: unknown[]) => Promise<Keyed<unknown>>;

export function createEvaluation(deps: EvaluationDeps): Evaluation {
  const { context, clients, memo } = deps;
  const pending = new Map<string, Promise<SourceOutcome<unknown>>>();
  const made: MadeCall[] = [];
  const nowMs = context.now.getTime();

  function call(name: string, args: unknown[], method: Method): Promise<SourceOutcome<unknown>> {
    const key = memo ? memo.keyOf(name, args) : callKey(name, args, nowMs);
    const run = () => memo && key !== undefined ? memo.answer(key, () => method(...args)) : method(...args);
    const unwrap = (k: Keyed<unknown>) => {
      made.push({ call: name, key: k.key, outcome: k.outcome });
      return k.outcome;
    };
    if (key === undefined) return run().then(unwrap);
    let p = pending.get(key);
    if (!p) pending.set(key, (p = run().then(unwrap)));
    return p;
  }

  let sources: EvaluationSources | undefined;
  /** The clients' methods through `call`, made on first use (a run answered from the forecast cache never asks). */
  function view(): EvaluationSources {
    const out: Record<string, Record<string, unknown>> = {};
    for (const [clientName, client] of Object.entries(clients) as [string, Record<string, unknown>][]) {
      const methods: Record<string, unknown> = {};
      for (const [m, fn] of Object.entries(client)) {
        if (typeof fn === 'function') methods[m] = (...args: unknown[]) => call(`${clientName}.${m}`, args, fn.bind(client) as Method);
      }
      out[clientName] = methods;
    }
    return out as unknown as EvaluationSources;
  }

  return {
    context,
    cell: placeCell(context.place.lat, context.place.lng),
    get sources() {
      return (sources ??= view());
    },
    calibration: (hazard) => deps.calibration?.(hazard),
    calls: () => made,
  };
}
