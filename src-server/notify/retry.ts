// How a failed delivery is tried again: a bounded number of attempts, spaced by a capped exponential backoff.

export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
}

/**
 * Delay before attempt `attempt + 1`: base * 2^(attempt-1), capped, with "equal jitter" (half fixed,
 * half random) so retries of many deliveries do not line up.
 */
export function backoffMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exp = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp / 2 + (random() * exp) / 2);
}
