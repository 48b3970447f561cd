// The Canadian FWI System against the Van Wagner & Pickett (1985) check data (cffdrs's fwi_test_data.csv), and its properties.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import {
  dcDayFactor,
  dmcDayLength,
  effisClass,
  FWI_STARTUP,
  FWI_VERY_HIGH,
  fwiSeries,
  fwiStep,
} from '../../../src-server/hazards/wildfire/fwi.js';

const rows = readFileSync(new URL('../../fixtures/science/fwi-van-wagner-pickett-1985.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split(',').map(Number));

describe('FWI System: the Van Wagner & Pickett (1985) check data, 48 days from the standard start-up', () => {
  const out = fwiSeries(
    rows.map((r) => ({ month: r[3]!, tempC: r[5]!, rhPct: r[6]!, windKmh: r[7]!, rainMm: r[8]! })),
    rows[0]![1]!,
  );
  const names = ['FFMC', 'DMC', 'DC', 'ISI', 'BUI', 'FWI', 'DSR'] as const;
  const keys = ['ffmc', 'dmc', 'dc', 'isi', 'bui', 'fwi', 'dsr'] as const;
  for (let c = 0; c < names.length; c++) {
    test(`${names[c]}: all 48 days round to the published value`, () => {
      const scale = keys[c] === 'dsr' ? 100 : 10;
      rows.forEach((r, i) => {
        const got = out[i]![keys[c]!];
        const want = r[9 + c]!;
        assert.equal(Math.round(got * scale) / scale, want, `day ${i + 1} (${r[3]}-${r[4]}): ${names[c]} ${got.toFixed(4)} vs ${want}`);
      });
    });
  }

  test('the 7 May day (28 °C, 17 %, 27 km/h) is the published FWI 52.3: "very extreme"', () => {
    const i = rows.findIndex((r) => r[3] === 5 && r[4] === 7);
    assert.ok(Math.abs(out[i]!.fwi - 52.3) < 0.1);
    assert.equal(effisClass(out[i]!.fwi), 'very extreme');
  });
});

describe('FWI System: properties', () => {
  const base = { tempC: 25, rhPct: 30, windKmh: 15, rainMm: 0, month: 7 };
  test('hotter, drier, windier days raise FWI; rain lowers FFMC', () => {
    const f = (w: Partial<typeof base>) => fwiStep(FWI_STARTUP, { ...base, ...w }).fwi;
    assert.ok(f({ tempC: 35 }) > f({}));
    assert.ok(f({ rhPct: 10 }) > f({}));
    assert.ok(f({ windKmh: 40 }) > f({}));
    assert.ok(fwiStep(FWI_STARTUP, { ...base, rainMm: 10 }).ffmc < fwiStep(FWI_STARTUP, base).ffmc);
  });

  test('a gap keeps the codes and yields null', () => {
    const s = fwiSeries([base, null, base]);
    assert.equal(s[1], null);
    assert.ok(s[2]!.dc > s[0]!.dc);
  });

  test('day-length bands: 46°N standard, 9 h near the equator, mirrored south', () => {
    assert.equal(dmcDayLength(46, 7), 12.4);
    assert.equal(dmcDayLength(0, 7), 9);
    assert.equal(dmcDayLength(-35, 1), 11.5);
    assert.equal(dcDayFactor(46, 7), 6.4);
    assert.equal(dcDayFactor(0, 7), 1.4);
    assert.equal(dcDayFactor(-35, 1), 6.4);
  });

  test('danger classes (SCIENCE.md / EFFIS): 21.3 starts "very high"', () => {
    assert.equal(effisClass(5.1), 'low');
    assert.equal(effisClass(11.2), 'high');
    assert.equal(effisClass(FWI_VERY_HIGH), 'very high');
    assert.equal(effisClass(21.2), 'high');
    assert.equal(effisClass(49.9), 'extreme');
  });
});
