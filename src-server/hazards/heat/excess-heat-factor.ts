// Excess Heat Factor (EHF) and its severity classes, the Australian Bureau of Meteorology heatwave service.
//
// Nairn, J. R., Fawcett, R. J. B. (2015). The Excess Heat Factor: a metric for heatwave intensity and its use
// in classifying heatwave severity. Int. J. Environ. Res. Public Health 12, 227-253.
// - DMT: daily mean temperature, (Tmax + Tmin) / 2.
// - EHI_sig = mean DMT of days i..i+2 - T95, T95 the 95th percentile of all DMT of the climate reference period.
// - EHI_accl = mean DMT of days i..i+2 - mean DMT of days i-30..i-1 (acclimatisation to the recent past).
// - EHF = EHI_sig x max(1, EHI_accl) (°C²); a heatwave day when EHF > 0.
// - Severity: EHF / EHF85, EHF85 the 85th percentile of the positive EHF of the reference period:
//   < 1 low-intensity, 1-3 severe, >= 3 extreme.
import { isNum } from '../../shared/math.js';
import { percentileOfFinite } from '../../shared/sort-numbers.js';

export type EhfClass = 'none' | 'low-intensity' | 'severe' | 'extreme';

/** Linear-interpolated percentile (q in 0-100) of the finite values (type 7); NaN for none. */
export function percentileOf(xs: readonly (number | null | undefined)[], q: number): number {
  // By selection, not a sort: the same number (shared/sort-numbers.ts).
  return percentileOfFinite(xs, q) ?? Number.NaN;
}

export const dailyMeanTemp = (tmax: number | null, tmin: number | null): number | null =>
  typeof tmax === 'number' && typeof tmin === 'number' && Number.isFinite(tmax) && Number.isFinite(tmin) ? (tmax + tmin) / 2 : null;

/**
 * EHF's two terms for each day of a DMT series in date order: the three-day mean DMT of days i..i+2 and the
 * acclimatisation EHI_accl (that mean minus the mean of the 30 days before), both null where days i..i+2 or enough of
 * the 30 days before are missing. At least 20 of the 30 preceding days must be known. A uniform warming of the series
 * moves the three-day mean and leaves the acclimatisation as it is.
 */
export function excessHeatTerms(dmt: readonly (number | null)[]): { three: (number | null)[]; accl: (number | null)[] } {
  const three: (number | null)[] = [];
  const accl: (number | null)[] = [];
  // The known values of the 30 days before day i, kept sorted as the window slides (one insertion and one removal a
  // day, instead of sorting 30 values a day): their sum in ascending order is the one the definition's sorted
  // sample gives (equal values are the same number, and the order of zeros cannot change a sum that starts at 0).
  const win = new Float64Array(31);
  let count = 0;
  for (let i = 0; i < dmt.length; i++) {
    if (i >= 1) {
      const add = dmt[i - 1];
      if (isNum(add)) {
        let j = count++;
        while (j > 0 && win[j - 1]! > add) {
          win[j] = win[j - 1]!;
          j--;
        }
        win[j] = add;
      }
      if (i >= 31) {
        const drop = dmt[i - 31];
        if (isNum(drop)) {
          let j = 0;
          while (win[j] !== drop) j++;
          for (; j < count - 1; j++) win[j] = win[j + 1]!;
          count--;
        }
      }
    }
    const a = dmt[i];
    const b = dmt[i + 1];
    const c = dmt[i + 2];
    if (!isNum(a) || !isNum(b) || !isNum(c) || i < 30 || count < 20) {
      three.push(null);
      accl.push(null);
      continue;
    }
    const mean3 = (a + b + c) / 3;
    let sum = 0;
    for (let j = 0; j < count; j++) sum += win[j]!;
    three.push(mean3);
    accl.push(mean3 - sum / count);
  }
  return { three, accl };
}

/** EHF = (three-day mean − T95 + shiftC) × max(1, EHI_accl) from the terms (null where they are). */
export function ehfFromTerms(
  terms: { three: readonly (number | null)[]; accl: readonly (number | null)[] },
  t95: number,
  shiftC = 0,
): (number | null)[] {
  return terms.three.map((m, i) => {
    const acc = terms.accl[i];
    return isNum(m) && isNum(acc) ? (m + shiftC - t95) * Math.max(1, acc) : null;
  });
}

/**
 * EHF for each day of a DMT series in date order (null where days i..i+2 or enough of the 30 days before are
 * missing). At least 20 of the 30 preceding days must be known.
 */
export const excessHeatFactor = (dmt: readonly (number | null)[], t95: number): (number | null)[] =>
  ehfFromTerms(excessHeatTerms(dmt), t95);

/** EHF85: the 85th percentile of the positive EHF values (NaN when there are none). */
export const ehf85 = (ehf: readonly (number | null)[]): number =>
  percentileOf(
    ehf.filter((x) => typeof x === 'number' && x > 0),
    85,
  );

export function ehfClass(ehf: number | null, e85: number): EhfClass {
  if (typeof ehf !== 'number' || !(ehf > 0)) return 'none';
  if (!(e85 > 0)) return 'low-intensity';
  const r = ehf / e85;
  return r >= 3 ? 'extreme' : r >= 1 ? 'severe' : 'low-intensity';
}
