// Synthetic payloads for the members' bias correction (hazards/physical-bias.ts): 92 past days and 15 forecast days
// around TODAY, a deterministic "truth" per day for ERA5, and members with known biases (Tmax +3 °C, RHmin -8,
// wind and rain x1.25, gusts x1.25 of ERA5's). `awkward` adds what the correction must pass through unchanged or
// keep apart: missing member values, -0 beside 0 rain, jitter on rain, gusts and humidity (clamped to 100).
import type { PhysicalObservations } from '../../src-server/hazards/physical-inputs.js';
import type { Era5Day } from '../../src-server/sources/open-meteo-archive/client.js';
import type { EnsembleDay } from '../../src-server/sources/open-meteo-ensemble/normalize.js';

export const TODAY = '2026-06-20';
export const day = (k: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + k * 86_400_000).toISOString().slice(0, 10);
/** A deterministic "truth" per day: temperature, humidity, wind, rain. */
export const truth = (k: number) => ({
  t: 25 + 5 * Math.sin(k / 3),
  rh: 40 + 20 * Math.cos(k / 5),
  w: 15 + 5 * Math.sin(k / 2),
  p: k % 4 === 0 ? 2 + Math.abs(k % 7) : 0,
});

export function biasedObs(opts: { era5Until?: number; recent?: boolean; members?: number; awkward?: boolean } = {}): PhysicalObservations {
  const ks = Array.from({ length: 107 }, (_, i) => i - 92);
  const member = (m: number): EnsembleDay[] =>
    ks.map((k) => {
      const x = truth(k);
      const jitter = ((m * 7 + k) % 5) * 0.1;
      const row: EnsembleDay = {
        date: day(k),
        tmaxC: x.t + 3 + jitter,
        tminC: null,
        tmeanC: null,
        precipMm: x.p * 1.25,
        windMaxKmh: null,
        windMeanKmh: x.w * 1.25,
        gustMaxKmh: x.w * 2.5,
        rhMinPct: x.rh - 8,
        rhMeanPct: null,
        rhMaxPct: null,
        et0Mm: null,
      };
      if (!opts.awkward) return row;
      const gap = (m + k) % 13 === 0;
      return {
        ...row,
        precipMm: gap ? null : x.p === 0 && (m + k) % 3 === 0 ? -0 : x.p * 1.25 + jitter,
        gustMaxKmh: gap ? null : x.w * 2.5 + jitter * 10,
        rhMinPct: Math.min(100, x.rh - 8 + jitter * 40),
      };
    });
  const era5: Era5Day[] = ks
    .filter((k) => k < (opts.era5Until ?? -7))
    .map((k) => {
      const x = truth(k);
      return {
        date: day(k),
        precipMm: x.p,
        gustMaxKmh: x.w * 2,
        tmaxC: x.t,
        rhMinPct: x.rh,
        windMeanKmh: x.w,
        windMaxKmh: x.w * 1.6,
        et0Mm: 4,
      };
    });
  const era5Recent = opts.recent
    ? ks
        .filter((k) => k >= -92 && k <= -6)
        .map((k) => ({
          date: day(k),
          tmaxC: truth(k).t,
          tminC: null,
          precipMm: truth(k).p,
          windMaxKmh: null,
          gustMaxKmh: truth(k).w * 2,
          rhMinPct: truth(k).rh,
          et0Mm: null,
        }))
    : undefined;
  return {
    ensemble: {
      model: 'ecmwf_ifs025',
      dates: ks.map(day),
      members: Array.from({ length: opts.members ?? 11 }, (_, m) => ({ member: m, days: member(m) })),
    },
    era5,
    era5Recent,
  };
}
