// The verifiable companion event the track record logs: P(at least one M >= 5 within 150 km in the window), from the
// long-term rate (Poisson) and the sequences under way (ETAS offspring, or Reasenberg-Jones aftershocks).
import { YEAR_MS } from '../../shared/clock.js';
import type { EventWindow } from '../../shared/window.js';
import { probabilityOfNone } from './aftershocks.js';
import { GLOBAL_B_VALUE } from './b-value.js';
import type { PlaneEvent } from './catalogue.js';
import { MAGNITUDE_BIN } from './completeness.js';
import { omoriTime } from './etas.js';
import { EARTHQUAKE_MODEL, etasBase } from './model-configuration.js';
import { daysAfter, type Seismicity } from './seismicity.js';
import { kernelShareInDisc } from './smoothed-seismicity.js';

export interface CompanionForecast {
  minMagnitude: number;
  radiusKm: number;
  probability: number;
  /** Expected M >= minMagnitude events in the disc and window from the long-term rate. */
  expectedBackground: number;
  /** 1 - P(no aftershock in the disc) from the sequences under way. */
  aftershockProbability: number;
  /** The sequence adding most, with its own chance of an aftershock in the disc and window. */
  leadingSequence: { mainshock: PlaneEvent; probability: number } | null;
}
/** P(at least one M >= 5 within 150 km in the window): background Poisson times each sequence's chance of none. */
export function companionForecast(s: Seismicity, window: EventWindow): CompanionForecast {
  const c = EARTHQUAKE_MODEL;
  const years = Math.max(0, (window.end.getTime() - window.start.getTime()) / YEAR_MS);
  const expectedBackground = s.companionRatePerYear * years;
  let none = 1;
  let leadingSequence: CompanionForecast['leadingSequence'] = null;
  for (const seq of s.sequences) {
    const main = s.events[seq.mainshock]!;
    const { t1, t2 } = daysAfter(window, main.timeMs);
    if (!(t2 > t1)) continue;
    const share = kernelShareInDisc(seq.zoneKm, main.rKm, c.companion.radiusKm);
    if (share < 1e-6) continue;
    const seqNone = probabilityOfNone(
      s.aftershockParameters,
      seq.posterior,
      main.magnitude,
      c.companion.minMagnitude - MAGNITUDE_BIN / 2,
      t1,
      t2,
      share,
    );
    none *= seqNone;
    if (!leadingSequence || 1 - seqNone > leadingSequence.probability) leadingSequence = { mainshock: main, probability: 1 - seqNone };
  }
  if (c.shortTerm !== 'reasenberg-jones') {
    const byCluster = new Map<number, number>();
    let triggered = 0;
    const scale = 10 ** (-GLOBAL_B_VALUE * (c.companion.minMagnitude - etasBase().m0));
    for (const tr of s.triggers) {
      const e = s.allEvents[tr.event]!;
      const { t1, t2 } = daysAfter(window, e.timeMs);
      const time = omoriTime(tr.time, t1, t2);
      if (!(time * tr.productivity > 1e-9)) continue;
      const expected = tr.productivity * scale * time * kernelShareInDisc(tr.widthKm, e.rKm, c.companion.radiusKm);
      triggered += expected;
      byCluster.set(tr.cluster, (byCluster.get(tr.cluster) ?? 0) + expected);
    }
    none = Math.exp(-triggered);
    for (const [cluster, expected] of byCluster) {
      if (!leadingSequence || -Math.expm1(-expected) > leadingSequence.probability)
        leadingSequence = { mainshock: s.allEvents[cluster]!, probability: -Math.expm1(-expected) };
    }
  }
  const probability = 1 - Math.exp(-expectedBackground) * none;
  return {
    minMagnitude: c.companion.minMagnitude,
    radiusKm: c.companion.radiusKm,
    probability,
    expectedBackground,
    aftershockProbability: 1 - none,
    leadingSequence,
  };
}
