// Earthquake hindcast: the CSV parser, a toy catalogue scored by hand, the hindcast calling exactly the shipped
// forecast, and the shipped model on the real USGS catalogue (fails when the 30-day skill's 95% lower bound <= 0).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { companionForecast, EARTHQUAKE_MODEL, earthquakeSeismicity, forecastEarthquake } from '../../../../src-server/hazards/earthquake/forecast.js';
import { EARTHQUAKE_MEASUREMENTS } from '../../../../src-server/hazards/earthquake/measurements.js';
import { hindcastRecords, pairedSkillDifference, scoreHindcast, windowStarts, type SiteWindow } from '../../../../src-server/hazards/earthquake/rolling-hindcast.js';
import { groupBootstrap } from '../../../../src-server/science/cluster-bootstrap.js';
import type { Quake } from '../../../../src-server/sources/usgs/normalize.js';
import { HINDCAST_CSV, parseUsgsCsv, runEarthquakeHindcast, worldCities } from '../../../../scripts/hindcast-data.js';
import { readRecorded } from '../../../helpers/recorded-fixtures.js';

const q = (time: string, lat: number, lng: number, magnitude = 5.5): Quake => ({ id: time + lat + lng, magnitude, time, lat, lng, depthKm: 10, place: null, url: null });

describe('USGS CSV parsing and the city list', () => {
  test('quoted places with commas, empty depth, non-earthquakes and broken rows', () => {
    const csv = [
      'time,latitude,longitude,depth,mag,magType,nst,gap,dmin,rms,net,id,updated,place,type',
      '2015-10-23T00:27:39.560Z,29.6377,70.326,11,5.6,mww,,38,4.722,0.88,us,us1,2022-08-01T13:15:05.654Z,"10 km NNW of Dajal, Pakistan",earthquake',
      '2016-01-01T00:00:00.000Z,1,2,,5.1,mb,,,,,us,us2,,"Somewhere, ""quoted"", Far",earthquake',
      '2016-01-02T00:00:00.000Z,1,2,0,5.0,ml,,,,,us,us3,,quarry,quarry blast',
      '2016-01-03T00:00:00.000Z,,2,0,5.0,ml,,,,,us,us4,,no latitude,earthquake',
    ].join('\n');
    const rows = parseUsgsCsv(csv);
    assert.equal(rows.length, 2);
    assert.deepEqual(rows[0], { id: 'us1', magnitude: 5.6, time: '2015-10-23T00:27:39.560Z', lat: 29.6377, lng: 70.326, depthKm: 11, place: '10 km NNW of Dajal, Pakistan', url: null });
    assert.equal(rows[1]!.place, 'Somewhere, "quoted", Far');
    assert.equal(rows[1]!.depthKm, null);
  });

  test('world cities: 200 spread at least 150 km apart', () => {
    const cities = worldCities(200);
    assert.equal(cities.length, 200);
    assert.ok(cities.some((c) => c.name.startsWith('Tokyo')) && cities.some((c) => c.name.startsWith('Lagos')));
  });
});

describe('rolling hindcast (toy catalogue)', () => {
  const setup = {
    catalogueStart: new Date('2000-01-01T00:00:00Z'),
    cutoff: 5,
    testStart: new Date('2010-01-01T00:00:00Z'),
    testEnd: new Date('2010-03-02T00:00:00Z'), // exactly two 30-day windows
    windowDays: 30,
  };
  const sites = [
    { name: 'busy', lat: 0, lng: 0 },
    { name: 'quiet', lat: 0, lng: 90 },
  ];
  // busy: 9 training events in 9 different years, 20-60 km apart; one M5.5 inside the first scored window.
  const quakes = [...Array.from({ length: 9 }, (_, i) => q(`200${i}-06-01T00:00:00Z`, 0.2 * (i % 3), 0.3 + 0.2 * Math.floor(i / 3))), q('2010-01-10T00:00:00Z', 0.1, 0)];

  test('windows are consecutive and fit in the scored period', () => {
    assert.deepEqual(windowStarts(setup.testStart, setup.testEnd, 30), [Date.parse('2010-01-01T00:00:00Z'), Date.parse('2010-01-31T00:00:00Z')]);
  });

  test('each forecast is exactly the shipped forecast on what the query would have returned before the window', () => {
    const records = hindcastRecords(quakes, sites, setup);
    assert.equal(records.length, 4);
    for (const r of records) {
      const site = sites[r.site]!;
      const now = new Date(r.startMs);
      const window = { start: now, end: new Date(r.startMs + 30 * 86_400_000) };
      const catalogue = {
        events: quakes.filter((x) => Date.parse(x.time) < r.startMs),
        query: { center: site, radiusKm: EARTHQUAKE_MODEL.query.radiusKm, minMagnitude: 5, start: setup.catalogueStart, end: now },
      };
      assert.equal(r.p, forecastEarthquake(catalogue, site, window, now).companion.probability);
      assert.equal(r.p, companionForecast(earthquakeSeismicity(catalogue, site, now), window).probability);
    }
    const busy = records.filter((r) => r.site === 0);
    assert.deepEqual(
      busy.map((r) => r.outcome),
      [1, 0],
    );
    assert.ok(busy[0]!.p > records.find((r) => r.site === 1)!.p, 'the busy place is forecast higher');
    assert.ok(busy[1]!.p > busy[0]!.p, 'the event in window 1 raises window 2 (its aftershocks)');
    assert.ok(records.filter((r) => r.site === 1).every((r) => r.quiet));
    // Poisson reference by hand: 9 events in 10.0014 years, 30 days.
    const years = 3653 / 365.25;
    assert.ok(Math.abs(busy[0]!.pPoisson - -Math.expm1(-(9 / years) * (30 / 365.25))) < 1e-12);
  });

  test('scores by hand: Brier, base rate, Poisson skill and the quiet ratio', () => {
    const records: SiteWindow[] = [
      { site: 0, startMs: 0, p: 0.5, pPoisson: 0.4, outcome: 1, quiet: false },
      { site: 0, startMs: 1, p: 0.2, pPoisson: 0.4, outcome: 0, quiet: false },
      { site: 1, startMs: 0, p: 0.1, pPoisson: 0, outcome: 0, quiet: true },
      { site: 1, startMs: 1, p: 0.1, pPoisson: 0, outcome: 1, quiet: true },
    ];
    const s = scoreHindcast(records, { resamples: 200 });
    const brier = (0.25 + 0.04 + 0.01 + 0.81) / 4;
    assert.ok(Math.abs(s.brier - brier) < 1e-12);
    assert.ok(Math.abs(s.brierBaseRate - 0.25) < 1e-12);
    assert.ok(Math.abs(s.skillVsBaseRate.estimate - (1 - brier / 0.25) * 100) < 1e-9);
    assert.ok(Math.abs(s.brierPoisson - (0.36 + 0.16 + 0 + 1) / 4) < 1e-12);
    assert.ok(Math.abs(s.quietRatio.estimate - 0.2) < 1e-12);
    // Each site's own frequency is 0.5: Brier 0.25, skill 0 against the base rate 0.5.
    assert.ok(Math.abs(s.inSampleCitySkill) < 1e-9);
    assert.equal(s.quietEvents, 1);
  });

  test('the bootstrap resamples groups with a fixed seed: same interval twice, estimate inside it', () => {
    const groups = Array.from({ length: 50 }, (_, i) => ({ x: i % 7, n: 1 }));
    const run = () =>
      groupBootstrap(
        groups,
        () => ({ x: 0, n: 0 }),
        (t, g) => {
          t.x += g.x;
          t.n += g.n;
        },
        (t) => t.x / t.n,
        { resamples: 500, seed: 3 },
      );
    const a = run();
    assert.deepEqual(a, run());
    assert.ok(a.lower <= a.estimate && a.estimate <= a.upper && a.lower < a.upper);
  });
});

describe('the shipped model on the real USGS M5+ catalogue 2015-10..2025-10', () => {
  const quakes = parseUsgsCsv(readRecorded(HINDCAST_CSV));

  test('200 cities x 60 rolling 30-day windows: skill over the base rate with its 95% lower bound above 0', () => {
    assert.ok(quakes.length > 17_000, `parsed ${quakes.length} rows`);
    const { score: s } = runEarthquakeHindcast(quakes, 30, { resamples: 400 });
    assert.equal(s.sites, 200);
    assert.equal(s.windows, 60);
    assert.ok(s.eventsObserved > 150, `${s.eventsObserved} site-windows with an event`);
    assert.ok(s.skillVsBaseRate.lower > 0, `30-day skill ${s.skillVsBaseRate.estimate.toFixed(1)} %, 95% interval [${s.skillVsBaseRate.lower.toFixed(1)}, ${s.skillVsBaseRate.upper.toFixed(1)}]`);
    assert.ok(s.skillVsPoisson.estimate > 0, `skill vs per-city Poisson ${s.skillVsPoisson.estimate.toFixed(1)} %`);
    // Calibrated in the mean: forecast and observed base rates within 25% of each other.
    assert.ok(Math.abs(s.meanForecast / s.baseRate - 1) < 0.25, `mean forecast ${s.meanForecast} vs base rate ${s.baseRate}`);
    // The measurement confidence rests on is this run's (re-measure and update measurements.ts when the model changes).
    const m = EARTHQUAKE_MEASUREMENTS['30d']!;
    assert.equal(m.forecasts, s.forecasts);
    assert.equal(m.events, s.eventsObserved);
    assert.ok(Math.abs(m.brierSkillPct - s.skillVsPoisson.estimate) < 0.05, `measurements.ts says ${m.brierSkillPct}, the model scores ${s.skillVsPoisson.estimate}`);
  });
});

describe('paired comparison of two models on the same site-windows', () => {
  const rec = (site: number, startMs: number, p: number, outcome: 0 | 1): SiteWindow => ({ site, startMs, p, pPoisson: 0, outcome, quiet: false });
  test('the skill difference by hand, the cities where each is better, and a mismatch refused', () => {
    // Site 0: outcomes 1, 0; A forecasts 0.5, 0; B 0, 0. Site 1: outcomes 0, 0; A 0.1, 0; B 0, 0.
    const a = [rec(0, 0, 0.5, 1), rec(0, 1, 0, 0), rec(1, 0, 0.1, 0), rec(1, 1, 0, 0)];
    const b = [rec(1, 1, 0, 0), rec(0, 0, 0, 1), rec(1, 0, 0, 0), rec(0, 1, 0, 0)];
    // Base-rate Brier 0.25 x 0.75; squared errors A 0.25 + 0.01, B 1: (1 - 0.26) / 4 / 0.1875 = 98.67 points.
    const d = pairedSkillDifference(a, b, { resamples: 200 });
    assert.ok(Math.abs(d.difference.estimate - (0.74 / 4 / 0.1875) * 100) < 1e-9, `${d.difference.estimate}`);
    assert.ok(d.difference.lower <= d.difference.estimate && d.difference.estimate <= d.difference.upper);
    assert.deepEqual([d.citiesBetter, d.citiesWorse], [1, 1]);
    // Each model against itself: zero, with a zero-width interval.
    const self = pairedSkillDifference(a, a, { resamples: 50 });
    assert.equal(self.difference.estimate, 0);
    assert.deepEqual([self.difference.lower, self.difference.upper, self.citiesBetter, self.citiesWorse], [0, 0, 0, 0]);
    assert.throws(() => pairedSkillDifference(a, [...b.slice(0, 3), rec(0, 1, 0, 1)]), /not the same site-windows/);
    assert.throws(() => pairedSkillDifference(a, b.slice(0, 3)), /not the same site-windows/);
  });
});
