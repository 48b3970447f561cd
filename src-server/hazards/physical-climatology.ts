// The climatology side of a physical window forecast (flood, storm, wildfire): the window's days past the ensemble's
// range, and the whole window (or year) the answer is compared with, both read from the same past days and criterion
// in one pass. One home, so the three hazards join the members and the climatology the same way.
import type { Message } from '../i18n/message.js';
import { annualFrequency, calendarSpanFrequencies, unionIndependent } from '../science/ensemble.js';
import { spanOf, type HorizonKind, type PhysicalForecast, type WindowParts } from './physical-inputs.js';

/** A calendar span's frequency over the past years (calendarSpanFrequencies). */
export type SpanFrequency = { p: number; years: number; hits: number };

/** The sentences each hazard says of the climatology, in its own words. */
export interface ClimatologyWords {
  /** The days past the ensemble: their climatological chance `rc` over `days` days. */
  rest(rc: SpanFrequency, days: number): Message;
  /** The whole window's climatology beside the forecast's chance (both 0-1). */
  usually(pClim: number, probability: number): Message;
}

/**
 * The window forecast's chance: the members' (pForecast, over the covered days) joined with the climatology of the
 * days past them as independent; the window's climatology pClim; the share of the window that is climatology only.
 * Writes `climatologyRest` and `climatologyWindow` into `parts` and the sentences into `drivers`, in that order.
 */
export function withClimatology<T extends { date: string }>(
  past: readonly T[] | undefined,
  hit: (row: T) => boolean | null,
  window: { split: WindowParts; kind: HorizonKind; pForecast: number },
  words: ClimatologyWords,
  out: { parts: PhysicalForecast['parts']; drivers: Message[] },
): { probability: number; pClim: number | undefined; restShare: number } {
  const { split, kind } = window;
  const [restFreq, windowFreq] = calendarSpanFrequencies(
    past,
    [split.rest ? spanOf(split.rest) : undefined, kind === 'year' ? undefined : spanOf(split.all)],
    hit,
  );
  let pRest = 0;
  if (split.rest) {
    pRest = restFreq?.p ?? 0;
    out.parts.climatologyRest = restFreq?.p;
    if (restFreq) out.drivers.push(words.rest(restFreq, split.rest.last - split.rest.first + 1));
  }
  const restShare = split.rest ? (split.rest.last - split.rest.first + 1) / split.days : 0;
  const probability = unionIndependent(window.pForecast, pRest);
  const pClim = (kind === 'year' ? annualFrequency(past, hit) : windowFreq)?.p;
  out.parts.climatologyWindow = pClim;
  if (pClim !== undefined) out.drivers.push(words.usually(pClim, probability));
  return { probability, pClim, restShare };
}
