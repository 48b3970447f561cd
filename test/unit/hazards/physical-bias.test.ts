// The members' bias correction (physical-bias.ts) on synthetic data with known biases.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { correctEnsemble } from '../../../src-server/hazards/physical-bias.js';
import { biasedObs, day, TODAY } from '../../helpers/biased-observations.js';
import type { EnsembleDay } from '../../../src-server/sources/open-meteo-ensemble/normalize.js';
import { english } from '../../../src-server/risk/translate.js';

describe('bias correction of the members (quantile mapping against ERA5 on their own recent past)', () => {
  test('known biases come out: Tmax -3 °C, RHmin +8, wind and rain / 1.25; past days untouched', () => {
    const obs = biasedObs();
    const b = correctEnsemble(obs, ['tmaxC', 'rhMinPct', 'windMeanKmh', 'precipMm'], TODAY);
    assert.ok(
      b.variables.every((v) => v.map),
      'every variable fitted',
    );
    const i = b.ensemble!.dates.indexOf(day(3));
    const d = b.ensemble!.members[2]!.days[i]!;
    const raw = obs.ensemble!.members[2]!.days[i]!;
    assert.ok(Math.abs(d.tmaxC! - (raw.tmaxC! - 3)) < 0.6, `${d.tmaxC} vs ${raw.tmaxC! - 3}`);
    assert.ok(Math.abs(d.rhMinPct! - (raw.rhMinPct! + 8)) < 1.5, `${d.rhMinPct}`);
    assert.ok(Math.abs(d.windMeanKmh! - raw.windMeanKmh! / 1.25) < 0.6, `${d.windMeanKmh}`);
    const past = b.ensemble!.members[2]!.days[0]!;
    assert.equal(past.tmaxC, obs.ensemble!.members[2]!.days[0]!.tmaxC, 'the past is the calibration sample, left as it was');
    assert.match(
      b.drivers.map(english)[0]!,
      /^Members bias-corrected against ERA5 by quantile mapping of the ensemble's last \d+ days \(mean correction: maximum temperature −[23]\.\d °C, minimum humidity \+\d\.\d points, mean wind ×0\.8\d, rain ×0\.8\d\)\.$/,
    );
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
    assert.match(b.drivers.map(english)[0]!, /Too few recent ERA5 days to map the ensemble's gusts against \(12 < 20\)/);
  });

  test('no ensemble, or no variables: nothing to correct', () => {
    assert.deepEqual(correctEnsemble({}, ['tmaxC'], TODAY), {
      ensemble: undefined,
      variables: [],
      wantedDays: 0,
      completeness: 1,
      drivers: [],
    });
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
          for (const key of Object.keys(raw) as (keyof EnsembleDay)[])
            if (!(vars as readonly string[]).includes(key)) assert.equal(d[key], raw[key], key);
        }),
      );
    }
  });
});
