// What one answer read and how long it holds: collected while risk/service.ts makes the answer, so that the answer
// cache (http/answer-cache.ts) can keep its bytes exactly as long as nothing it read has changed. The data versions of
// an answer are the forecast cache's runs it was made from (each replaced, with a new stamp, when its sources answer
// anew) and the source outcomes it read beside them (GBIF), each fresh until its own expiry; the clock enters through
// the earliest of those expiries, capped at the next UTC midnight. docs/architecture.md "Caches".
import { DAY_MS } from '../shared/clock.js';
import type { SourceOutcome } from '../sources/types.js';
import type { KeptRun } from './forecast-cache.js';

/** A kept answer's data versions: each forecast cache key it read with the stamp of the run it was made from. */
export type RunVersions = readonly (readonly [key: string, stamp: number])[];

/** How long an answer may be served again, and the versions of the data it was made from. */
export interface AnswerReuse {
  /** When it stops being fresh (epoch ms): the earliest expiry of what it read. */
  untilMs: number;
  runs: RunVersions;
  /**
   * Made from kept data only (no live call): what the same question asked again would be answered now, so the answer
   * cache may keep it. An answer that made a live call says so (its sources `cached: false`): it is fresh and may be
   * cached by its client, but the next asker gets the answer made from what is kept.
   */
  repeatable: boolean;
}

export interface AnswerValidity {
  /** The answer cannot be served again (a hazard pending or unavailable for a reason that may pass, a watch made). */
  never(): void;
  /** It holds no later than `ms` (something it read is re-read then). */
  until(ms: number): void;
  /** It was made from the run kept under `key` (none: the run was not kept, so neither is the answer). */
  run(key: string, kept: KeptRun | undefined): void;
  /** It read this source outcome directly: it holds while the outcome is fresh, never if it failed or is not cached. */
  outcome(o: SourceOutcome<unknown>): void;
  /** The outcomes it reports (its sources' statuses): one answered by a live call makes it not repeatable. */
  reports(outcomes: readonly SourceOutcome<unknown>[]): void;
  /** The answer's reuse, or undefined when it must be made afresh every time. */
  result(): AnswerReuse | undefined;
}

/** A collector for one answer made at `nowMs`: holds until the next UTC midnight unless something it read ends sooner. */
export function createAnswerValidity(nowMs: number): AnswerValidity {
  let untilMs = Math.floor(nowMs / DAY_MS + 1) * DAY_MS;
  let reusable = true;
  let repeatable = true;
  const runs: [string, number][] = [];
  const validity: AnswerValidity = {
    never() {
      reusable = false;
    },
    until(ms) {
      if (ms < untilMs) untilMs = ms;
    },
    run(key, kept) {
      if (!kept) return validity.never();
      runs.push([key, kept.stamp]);
      validity.until(kept.untilMs);
    },
    outcome(o) {
      if (!o.ok || o.liveError !== undefined || o.expiresAt === undefined) return validity.never();
      validity.until(Date.parse(o.expiresAt));
    },
    reports(outcomes) {
      for (const o of outcomes) if (o.ok && !o.cached) repeatable = false;
    },
    result() {
      return reusable && untilMs > nowMs ? { untilMs, runs, repeatable } : undefined;
    },
  };
  return validity;
}
