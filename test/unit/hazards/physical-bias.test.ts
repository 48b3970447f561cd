// The members' bias correction (physical-bias.ts) on synthetic data with known biases.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { correctEnsemble } from '../../../src-server/hazards/physical-bias.js';
import type { PhysicalObservations } from '../../../src-server/hazards/physical-inputs.js';
import type { Era5Day } from '../../../src-server/sources/open-meteo-archive/client.js';
import type { EnsembleDay } from '../../../src-server/sources/open-meteo-ensemble/normalize.js';

const TODAY = '2026-06-20';
const day = (k: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + k * 86_400_000).toISOString().slice(0, 10);
/** A deterministic "truth" per day: temperature, humidity, wind, rain. */
const truth = (k: number) => ({ t: 25 + 5 * Math.sin(k / 3), rh: 40 + 20 * Math.cos(k / 5), w: 15 + 5 * Math.sin(k / 2), p: k % 4 === 0 ? 2 + Math.abs(k % 7) : 0 });

/** 92 past days and 15 forecast days of 11 members: Tmax +3 °C, RHmin -8, wind and rain x1.25. */
function biasedObs(opts: { era5Until?: number; recent?: boolean } = {}): PhysicalObservations {
  const ks = Array.from({ length: 107 }, (_, i) => i - 92);
  const member = (m: number): EnsembleDay[] =>
    ks.map((k) => {
      const x = truth(k);
      const jitter = ((m * 7 + k) % 5) * 0.1;
      return { date: day(k), tmaxC: x.t + 3 + jitter, tminC: null, tmeanC: null, precipMm: x.p * 1.25, windMaxKmh: null, windMeanKmh: x.w * 1.25, gustMaxKmh: x.w * 2.5, rhMinPct: x.rh - 8, rhMeanPct: null, rhMaxPct: null, et0Mm: null };
    });
  const era5: Era5Day[] = ks
    .filter((k) => k < (opts.era5Until ?? -7))
    .map((k) => {
      const x = truth(k);
      return { date: day(k), precipMm: x.p, gustMaxKmh: x.w * 2, tmaxC: x.t, rhMinPct: x.rh, windMeanKmh: x.w, windMaxKmh: x.w * 1.6, et0Mm: 4 };
    });
  const era5Recent = opts.recent
    ? ks.filter((k) => k >= -92 && k <= -6).map((k) => ({ date: day(k), tmaxC: truth(k).t, tminC: null, precipMm: truth(k).p, windMaxKmh: null, gustMaxKmh: truth(k).w * 2, rhMinPct: truth(k).rh, et0Mm: null }))
    : undefined;
  return { ensemble: { model: 'ecmwf_ifs025', dates: ks.map(day), members: Array.from({ length: 11 }, (_, m) => ({ member: m, days: member(m) })) }, era5, era5Recent };
}

describe('bias correction of the members (quantile mapping against ERA5 on their own recent past)', () => {
  test('known biases come out: Tmax -3 °C, RHmin +8, wind and rain / 1.25; past days untouched', () => {
    const obs = biasedObs();
    const b = correctEnsemble(obs, ['tmaxC', 'rhMinPct', 'windMeanKmh', 'precipMm'], TODAY);
    assert.ok(b.variables.every((v) => v.map), 'every variable fitted');
    const i = b.ensemble!.dates.indexOf(day(3));
    const d = b.ensemble!.members[2]!.days[i]!;
    const raw = obs.ensemble!.members[2]!.days[i]!;
    assert.ok(Math.abs(d.tmaxC! - (raw.tmaxC! - 3)) < 0.6, `${d.tmaxC} vs ${raw.tmaxC! - 3}`);
    assert.ok(Math.abs(d.rhMinPct! - (raw.rhMinPct! + 8)) < 1.5, `${d.rhMinPct}`);
    assert.ok(Math.abs(d.windMeanKmh! - raw.windMeanKmh! / 1.25) < 0.6, `${d.windMeanKmh}`);
    const past = b.ensemble!.members[2]!.days[0]!;
    assert.equal(past.tmaxC, obs.ensemble!.members[2]!.days[0]!.tmaxC, 'the past is the calibration sample, left as it was');
    assert.match(b.drivers[0]!, /^Members bias-corrected against ERA5 by quantile mapping of the ensemble's last \d+ days \(mean correction: maximum temperature −[23]\.\d °C, minimum humidity \+\d\.\d points, mean wind ×0\.8\d, rain ×0\.8\d\)\.$/);
    // ERA5 (to 7 days ago) covers 85 of the 86 days ERA5 can have (to 6 days ago); 11 of 51 members.
    assert.equal(b.wantedDays, 87);
    assert.ok(Math.abs(b.completeness - (11 / 51) * (85 / 87)) < 1e-9, String(b.completeness));
  });

  test('humidity stays within 0-100 % after an additive shift', () => {
    const obs = biasedObs();
    for (const m of obs.ensemble!.members) for (const d of m.days) if (d.date >= TODAY) d.rhMinPct = 99;
    const b = correctEnsemble(obs, ['rhMinPct'], TODAY);
    assert.ok(b.ensemble!.members.every((m) => m.days.every((d) => d.rhMinPct! <= 100)));
  });

  test('the recent-archive days extend the reference; a variable it lacks (mean wind) still maps from the 30-year call', () => {
    const b = correctEnsemble(biasedObs({ era5Until: -60, recent: true }), ['gustMaxKmh', 'windMeanKmh'], TODAY);
    const [gust, wind] = b.variables;
    assert.equal(gust!.days, 87, 'recent days to 6 days ago');
    assert.equal(wind!.days, 32, 'mean wind only where the 30-year call has it');
    assert.ok(gust!.map && wind!.map);
  });

  test('too few days: the variable stays uncorrected, the drivers say so, completeness falls', () => {
    const obs = biasedObs({ era5Until: -80 });
    const b = correctEnsemble(obs, ['gustMaxKmh', 'precipMm'], TODAY);
    assert.ok(b.variables.every((v) => !v.map && v.days === 12));
    assert.deepEqual(b.ensemble, obs.ensemble);
    assert.equal(b.completeness, 0);
    assert.equal(b.drivers.length, 2);
    assert.match(b.drivers[0]!, /Too few recent ERA5 days to map the ensemble's gusts against \(12 < 20\)/);
  });

  test('no ensemble, or no variables: nothing to correct', () => {
    assert.deepEqual(correctEnsemble({}, ['tmaxC'], TODAY), { ensemble: undefined, variables: [], wantedDays: 0, completeness: 1, drivers: [] });
  });

  test('a corrected day is the raw day (same keys, same order) with only the mapped variables changed', () => {
    const obs = biasedObs();
    for (const vars of [['precipMm'], ['gustMaxKmh', 'precipMm'], ['tmaxC', 'rhMinPct', 'windMeanKmh', 'precipMm']] as const) {
      const b = correctEnsemble(obs, vars, TODAY);
      b.ensemble!.members.forEach((m, k) =>
        m.days.forEach((d, i) => {
          const raw = obs.ensemble!.members[k]!.days[i]!;
          if (raw.date < TODAY) return assert.equal(d, raw);
          assert.deepEqual(Object.keys(d), Object.keys(raw));
          for (const key of Object.keys(raw) as (keyof EnsembleDay)[]) if (!(vars as readonly string[]).includes(key)) assert.equal(d[key], raw[key], key);
        }),
      );
    }
  });
});

