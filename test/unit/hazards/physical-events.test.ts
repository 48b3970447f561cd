// The physical hazards' events and severities over the two window groups (docs/risk-scale.md "Windows";
// docs/methodology/flood-storm-wildfire.md): one event per group, GloFAS read over its medium range only, the
// long storm event at the local 20-year gust, a severity that follows the place's own episodes, and a place with no
// fuel keeping one fire's severity beside its zero chance.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { HORIZON_DAYS, HORIZONS, type Horizon } from '../../../src-server/contracts/enums.js';
import { forecastFlood, FLOOD_PHYSICAL } from '../../../src-server/hazards/flood/model.js';
import type { PhysicalContext, PhysicalObservations } from '../../../src-server/hazards/physical-inputs.js';
import { forecastStorm } from '../../../src-server/hazards/storm/model.js';
import { forecastWildfire } from '../../../src-server/hazards/wildfire/model.js';
import type { Era5Day } from '../../../src-server/sources/open-meteo-archive/client.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const DAY = 86_400_000;
const TODAY = Math.floor(NOW.getTime() / DAY);
const iso = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
const ctx = (h: Horizon): PhysicalContext => ({
  place: { name: 'X, Y', city: 'X', country: 'Y', countryCode: 'YY', admin1: null, lat: 10, lng: 10, source: 'coordinates' },
  horizon: h,
  now: NOW,
  window: { start: NOW, end: new Date(NOW.getTime() + HORIZON_DAYS[h] * DAY) },
});
/** A deterministic uniform draw in [0, 1) from integers. */
const u = (...k: number[]) => {
  let h = 2166136261;
  for (const x of k) h = Math.imul(h ^ (x & 0xffff), 16777619) ^ (x >>> 16);
  return ((h >>> 0) % 1_000_003) / 1_000_003;
};
/** Days from 1 January of `from` to 31 December of `to`. */
function days(from: number, to: number): number[] {
  const out: number[] = [];
  for (let d = Date.UTC(from, 0, 1) / DAY; d <= Date.UTC(to, 11, 31) / DAY; d++) out.push(d);
  return out;
}
const era5Day = (d: number, over: Partial<Era5Day> = {}): Era5Day => ({
  date: iso(d),
  precipMm: 2 + 20 * u(d, 1) ** 6,
  gustMaxKmh: 30 + 40 * u(d, 2) ** 4,
  tmaxC: 25,
  rhMinPct: 50,
  windMeanKmh: 10,
  windMaxKmh: 20,
  et0Mm: 4,
  ...over,
});

describe('flood: GloFAS over its medium range, one event per group', () => {
  // A river whose annual peak (one day a year) has a Gumbel-like spread, flowing 100 m³/s otherwise.
  const peakDay = (y: number) => Date.UTC(y, 3, 10) / DAY;
  const dischargeHistory = days(1984, 2025).map((d) => {
    const y = new Date(d * DAY).getUTCFullYear();
    return { date: iso(d), q: d === peakDay(y) ? 300 - 60 * Math.log(-Math.log(0.02 + 0.96 * u(y, 7))) : 100 };
  });
  const era5 = days(1996, 2025).map((d) => era5Day(d));
  const members = (floodOn: number | undefined) => ({
    dates: Array.from({ length: 60 }, (_, i) => iso(TODAY + i)),
    members: Array.from({ length: 51 }, () => Array.from({ length: 60 }, (_, i) => (i === floodOn ? 5000 : 100))),
  });
  const obs = (floodOn?: number): PhysicalObservations => ({ era5, dischargeHistory, discharge: members(floodOn) });

  test('members past day 30 are not read (GloFAS Seasonal), members within it are', () => {
    const calm = forecastFlood(obs(), ctx('1y'))!;
    const late = forecastFlood(obs(40), ctx('1y'))!;
    const early = forecastFlood(obs(10), ctx('1y'))!;
    assert.equal(late.probability, calm.probability, 'a member flood on day 41 changes nothing');
    assert.ok(calm.probability < 20, `calm ${calm.probability}`);
    assert.ok(early.probability > 95, `every member floods on day 11: ${early.probability}`);
    assert.equal(FLOOD_PHYSICAL.memberDays, 30);
  });

  test('5-year event for 7d and 30d, 20-year for 1y, 10y and 30y; no perYear; a chance per year beside 10y and 30y', () => {
    const by = Object.fromEntries(HORIZONS.map((h) => [h, forecastFlood(obs(), ctx(h))!]));
    for (const h of HORIZONS) {
      assert.equal(by[h]!.event.returnPeriodYears, h === '7d' || h === '30d' ? 5 : 20, h);
      assert.ok(!('perYear' in by[h]!.event));
    }
    assert.equal(by['1y']!.probabilityPerYear, undefined);
    for (const h of ['10y', '30y']) {
      const r = by[h]!;
      assert.ok(r.probabilityPerYear! > 0 && r.probabilityPerYear! < r.probability, `${h}: ${r.probabilityPerYear} / ${r.probability}`);
    }
    assert.ok(by['30y']!.probability > by['10y']!.probability && by['10y']!.probability > by['1y']!.probability);
  });

  test('the severity follows the place: more damaging floods a year, a higher 30-year severity (not one number for all)', () => {
    // The same river, with a second damaging peak every year at one place.
    const twice = dischargeHistory.map((r) => (r.date.endsWith('-09-10') ? { ...r, q: 320 } : r));
    const once = forecastFlood(obs(), ctx('30y'))!;
    const more = forecastFlood({ ...obs(), dischargeHistory: twice }, ctx('30y'))!;
    assert.ok(Math.abs(more.severity - once.severity) > 1, `${more.severity} vs ${once.severity}`);
  });
});

describe('storm: over a year or more, the local 20-year gust where it is above the damaging 90 km/h', () => {
  const windy = days(1996, 2025).map((d) => era5Day(d, { gustMaxKmh: 40 + 110 * u(d, 3) ** 30 }));
  const calm = days(1996, 2025).map((d) => era5Day(d, { gustMaxKmh: 20 + 40 * u(d, 3) }));

  test('windy place: 90 km/h for 7d and 30d, its 20-year gust for 1y-30y; a calm place keeps 90 km/h', () => {
    for (const h of HORIZONS) {
      const e = forecastStorm({ era5: windy }, ctx(h))!.event;
      if (h === '7d' || h === '30d') {
        assert.equal(e.minGustKmh, 90);
        assert.equal(e.gustReturnPeriodYears, null);
      } else {
        assert.ok(e.minGustKmh > 90, `${h}: ${e.minGustKmh}`);
        assert.equal(e.gustReturnPeriodYears, 20);
      }
      const c = forecastStorm({ era5: calm }, ctx(h))!.event;
      assert.equal(c.minGustKmh, 90, `${h} calm`);
      assert.equal(c.gustReturnPeriodYears, null);
    }
  });
});

describe('wildfire: one event per group, and no fuel keeps one fire severity', () => {
  test('FWI 21.3 for 7d and 30d, 38 for 1y-30y; a hyper-arid place: probability 0, severity of one fire', () => {
    const desert = days(2016, 2025).map((d) =>
      era5Day(d, { tmaxC: 40, rhMinPct: 5, windMeanKmh: 25, windMaxKmh: 40, precipMm: 0, et0Mm: 10 }),
    );
    for (const h of HORIZONS) {
      const f = forecastWildfire({ era5: desert }, ctx(h))!;
      assert.equal(f.event.minFwi, h === '7d' || h === '30d' ? 21.3 : 38, h);
      assert.equal(f.event.burnable, false);
      assert.equal(f.probability, 0);
      assert.ok(f.severity > 0, `${h}: consequences do not vanish with the chance (${f.severity})`);
    }
  });
});
