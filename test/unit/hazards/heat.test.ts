// Heat model: the NWS heat index, and exceedance of the climatology's hot tail computed by hand.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { HEAT, heatIndexC, heatModel, heatSeverity } from '../../../src-server/hazards/heat/model.js';
import { ctx, days, years } from './weather-fixtures.js';

const close = (a: number, b: number, eps: number) => assert.ok(Math.abs(a - b) < eps, `${a} != ${b}`);
const f = (c: number) => (c * 9) / 5 + 32;

describe('heat index (NWS table values)', () => {
  test('86 °F at 50% is 88 °F; 96 °F at 50% is 108 °F; 90 °F at 40% is 91 °F; mild air is left as it is', () => {
    close(f(heatIndexC(30, 50)), 88, 1);
    close(f(heatIndexC((96 - 32) / 1.8, 50)), 108, 1);
    close(f(heatIndexC((90 - 32) / 1.8, 40)), 91, 1);
    close(heatIndexC(20, 50), 19.7, 0.5);
  });

  test('severity: NWS Caution is 0, Extreme Danger 100', () => {
    assert.equal(heatSeverity(20, 50), 0);
    assert.equal(heatSeverity(45, 80), 100);
    close(heatSeverity(30, 50), ((heatIndexC(30, 50) - 26.7) / 25) * 100, 1e-9);
  });
});

describe('heat model', () => {
  // Ten years where every day tops out at 30 °C: the seasonal 95th percentile is exactly 30 °C.
  const archive = years(2016, 2025, { tmaxC: 30, rhMinPct: 50 });

  test('7 days forecast right at the threshold: each day 50%, three days a trial -> 1 - 0.5^(7/3) = 80.16%', () => {
    const r = heatModel({ archive, forecast: days(-30, 15, { tmaxC: 30, rhMinPct: 50 }) }, ctx('7d'));
    close(r.probability, (1 - 0.5 ** (7 / 3)) * 100, 1e-6);
    assert.equal(r.event.minTmaxC, 30);
    assert.equal(r.event.percentile, HEAT.seasonalPercentile);
    close(r.severity, heatSeverity(30, 50), 1e-9);
    assert.match(r.event.description, /30\.0 °C or more .*2016-2025/);
    assert.equal(r.extrapolation, 0);
  });

  test('30 days with a cool forecast: only the 14 unforecast days carry climatological risk', () => {
    // Forecast far below (20 °C): those days add nothing. Climatology: no day >= 30 + 0 shift... every day equals 30,
    // so all ~610 seasonal days qualify: Jeffreys (n + 0.5)/(n + 1), 14 days / 3 per trial.
    const r = heatModel({ archive, forecast: days(-30, 15, { tmaxC: 20 }) }, ctx('30d'));
    const n = r.drivers.join(' ').match(/in (\d+) days of ERA5/)![1]!;
    const p = (Number(n) + 0.5) / (Number(n) + 1);
    close(r.probability, (1 - (1 - p) ** (14 / 3)) * 100, 1e-6);
    close(r.extrapolation, 14 / 30, 1e-9);
  });

  test('a hotter forecast never lowers the probability; with no climatology at all it still answers', () => {
    const cool = heatModel({ archive, forecast: days(-5, 15, { tmaxC: 28 }) }, ctx('7d'));
    const hot = heatModel({ archive, forecast: days(-5, 15, { tmaxC: 33 }) }, ctx('7d'));
    assert.ok(hot.probability > cool.probability);
    assert.ok(hot.severity > cool.severity);
    const alone = heatModel({ forecast: days(-5, 15, { tmaxC: 33 }) }, ctx('30d'));
    assert.ok(Number.isFinite(alone.probability));
    assert.ok(alone.extrapolation > 0.3, 'a stand-in climatology counts as extrapolation');
  });

  test('10y: the CMIP6 warming shifts the climatology towards the threshold', () => {
    const varied = years(2016, 2025, (d) => ({ tmaxC: 25 + (Number(d.slice(8, 10)) % 10) }));
    const climate = [
      ...years(2016, 2025).map((d) => ({ date: d.date, tmaxC: 30, precipMm: 1, et0Mm: 3 })),
      ...years(2026, 2036).map((d) => ({ date: d.date, tmaxC: 32, precipMm: 1, et0Mm: 3 })),
    ];
    const flat = heatModel({ archive: varied }, ctx('1y'));
    const warm = heatModel({ archive: varied, climate }, ctx('10y'));
    const still = heatModel({ archive: varied }, ctx('10y'));
    assert.ok(warm.probability >= still.probability);
    assert.ok(warm.drivers.some((d) => d.includes('CMIP6')));
    assert.equal(flat.event.percentile, HEAT.annualPercentile);
  });
});
