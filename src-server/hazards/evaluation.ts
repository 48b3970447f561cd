// One request-scoped evaluation: the context of one question and the source calls its hazards make, each made once.
//
// The risk service makes one per evaluation (risk/service.ts evaluate) and hands it to every hazard runner it runs;
// benches and tests make their own. A call is known by its memo key (sources/outcome-memo.ts callKey: client,
// method, the place's cell, the other arguments by value, instants by their days): two hazards asking the same call
// share one promise and one outcome, without either naming the call by hand. With the process's outcome memo, a
// call whose answer is cached and fresh is answered by the source layer's cache lookup under the key it had. A client
// method answered from kept history (sources/history/kept.ts keptMethod) is called as it is: it keeps its own answers.
import { placeCell } from '../shared/geo.js';
import { KEPT } from '../sources/history/kept.js';
import { callKey, type OutcomeMemo } from '../sources/outcome-memo.js';
import type { Keyed, SourceOutcome } from '../sources/types.js';
import type { Calibration } from '../science/recalibration.js';
import type { DefinedHazard } from './define.js';
import type { Evaluation, EvaluationSources, MadeCall, ModelContext, SourceClients, SourceNeeds } from './types.js';

export interface EvaluationDeps {
  context: ModelContext;
  clients: SourceClients;
  /** The process's memo of request keys (absent: every call goes to the clients). */
  memo?: OutcomeMemo;
  /** The companion links' recalibration (track record); absent: none. */
  calibration?: (hazard: string) => Calibration | undefined;
  /** The hazards asked (their declared needs are merged into the shared calls); absent: every shared call whole. */
  hazards?: readonly Pick<DefinedHazard, 'needs'>[];
}

type Method = (...args: unknown[]) => Promise<Keyed<unknown>>;
type Call = (name: string, args: unknown[], client: object, method: Method, kept: boolean) => Promise<SourceOutcome<unknown>>;

/** Where a client's view finds its evaluation's `call` (a field of the view, not of the shared methods). */
const CALL = Symbol('call');

/**
 * Per clients object, each client's methods as a prototype whose methods go through the evaluation's `call`: an
 * evaluation's view is then one small object per client it asks, not a closure per method.
 */
function viewPrototypes(clients: SourceClients): Map<string, object> {
  const protos = new Map<string, object>();
  for (const clientName of Object.keys(clients)) {
    const client = (clients as unknown as Record<string, Record<string, unknown>>)[clientName]!;
    const proto: Record<string, unknown> = {};
    for (const m of Object.keys(client)) {
      const fn = client[m];
      if (typeof fn !== 'function') continue;
      const name = `${clientName}.${m}`;
      const kept = KEPT in fn;
      proto[m] = function (this: { [CALL]: Call }, ...args: unknown[]) {
        return this[CALL](name, args, client, fn as Method, kept);
      };
    }
    protos.set(clientName, proto);
  }
  return protos;
}

/** Evaluations over one set of clients (the risk service makes one factory; each question gets its evaluation). */
export function createEvaluations(
  deps: Omit<EvaluationDeps, 'context' | 'hazards'>,
): (context: ModelContext, hazards?: EvaluationDeps['hazards']) => Evaluation {
  const protos = viewPrototypes(deps.clients);
  const { memo } = deps;
  return (context, hazards) => {
    const needs = (hazards ?? []).flatMap((h): SourceNeeds[] => (h.needs ? [h.needs(context)] : []));
    const pending = new Map<string, Promise<SourceOutcome<unknown>>>();
    const made: MadeCall[] = [];
    const nowMs = context.now.getTime();

    const call: Call = (name, args, client, method, kept) => {
      // Kept history answers for itself (one object per series and day, its own in-flight sharing): no memo key to
      // build, no lookup that could only miss, and a kept call is cheap to make again.
      if (kept) {
        return method.apply(client, args).then((k) => {
          made.push({ call: name, key: k.key, outcome: k.outcome });
          return k.outcome;
        });
      }
      const key = memo ? memo.keyOf(name, args) : callKey(name, args, nowMs);
      const shared = key === undefined ? undefined : pending.get(key);
      if (shared) return shared;
      let p: Promise<SourceOutcome<unknown>>;
      const hit = memo && key !== undefined ? memo.lookup(key) : undefined;
      if (hit) {
        made.push({ call: name, key: hit.key, outcome: hit.outcome });
        p = Promise.resolve(hit.outcome);
      } else {
        p = method.apply(client, args).then((k) => {
          if (memo && key !== undefined) memo.remember(key, k);
          made.push({ call: name, key: k.key, outcome: k.outcome });
          return k.outcome;
        });
      }
      if (key !== undefined) pending.set(key, p);
      return p;
    };

    const views = new Map<string, object>();
    // A client's view is made when a runner first asks it (a run answered from the forecast cache asks none).
    const sources = new Proxy({} as EvaluationSources, {
      get(_target, clientName) {
        if (typeof clientName !== 'string') return undefined;
        let view = views.get(clientName);
        if (!view) {
          const proto = protos.get(clientName);
          if (!proto) return undefined;
          view = Object.create(proto, { [CALL]: { value: call } }) as object;
          views.set(clientName, view);
        }
        return view;
      },
    });

    return {
      context,
      cell: placeCell(context.place.lat, context.place.lng),
      sources,
      calibration: (hazard) => deps.calibration?.(hazard),
      calls: () => made,
      needs,
    };
  };
}

/** One evaluation over `clients` (benches and tests; the risk service keeps a factory: createEvaluations). */
export const createEvaluation = (deps: EvaluationDeps): Evaluation => createEvaluations(deps)(deps.context, deps.hazards);
