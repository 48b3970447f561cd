// Retries and a circuit breaker per source (cockatiel): a source in trouble is left alone for a while, a failure worth
// another attempt is tried again after what the attempt decided (its Retry-After, or an exponential backoff).
import {
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
  retry,
  wrap,
  type CircuitBreakerPolicy,
  type IBackoff,
  type IRetryBackoffContext,
  type IPolicy,
} from 'cockatiel';
import { SourceError } from './http.js';
import type { SourceId } from './types.js';

const STATE_NAMES: Record<CircuitState, string> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'isolated',
};

/** Failures that say the source (not our request) is in trouble: they count towards its breaker. */
function isSourceFault(err: unknown): boolean {
  if (!(err instanceof SourceError)) return true;
  if (err.local) return false;
  if (err.kind === 'http') return (err.status ?? 500) >= 500;
  return err.kind !== 'offline' && err.kind !== 'circuit_open';
}

/** Cockatiel backoff that waits what the attempt decided (Retry-After, or exponential). */
const decidedBackoff = {
  next(ctx: IRetryBackoffContext<unknown>): IBackoff<IRetryBackoffContext<unknown>> {
    const err = 'error' in ctx.result ? ctx.result.error : undefined;
    return { duration: err instanceof SourceError ? (err.retryDelayMs ?? 0) : 0, next: decidedBackoff.next };
  },
};

/** Failures worth another attempt (if the budget allows): 5xx, 429, network errors. */
export function isRetryable(err: SourceError): boolean {
  if (err.kind === 'http') return (err.status ?? 0) >= 500;
  return err.kind === 'rate_limited' || err.kind === 'network';
}

/** Each source's policy (breaker outside retries), made when the source is first called, and the breakers' states. */
export function createResilience(deps: { retries: number; breakerFailures: number; breakerHalfOpenMs: number }) {
  const breakers = new Map<SourceId, CircuitBreakerPolicy>();
  const policies = new Map<SourceId, IPolicy>();
  const policyFor = (source: SourceId): IPolicy => {
    let policy = policies.get(source);
    if (!policy) {
      const breaker = circuitBreaker(handleWhen(isSourceFault), {
        halfOpenAfter: deps.breakerHalfOpenMs,
        breaker: new ConsecutiveBreaker(deps.breakerFailures),
      });
      const retries = retry(
        handleWhen((err) => err instanceof SourceError && err.retryDelayMs !== undefined),
        { maxAttempts: deps.retries, backoff: decidedBackoff },
      );
      breakers.set(source, breaker);
      // Breaker outside retries: one question counts once, and an open breaker makes no attempt at all.
      policy = wrap(breaker, retries);
      policies.set(source, policy);
    }
    return policy;
  };
  return {
    policyFor,
    breakerStates: (): Partial<Record<SourceId, string>> => Object.fromEntries([...breakers].map(([id, b]) => [id, STATE_NAMES[b.state]])),
  };
}
