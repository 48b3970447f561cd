// Earthquake hindcast: the CSV parser, a toy catalogue scored by hand, the hindcast calling exactly the shipped
// forecast, and the shipped model on the real USGS catalogue (fails when the 30-day skill's 95% lower bound <= 0).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { companionForecast } from '../../../../src-server/hazards/earthquake/companion.js';
import { forecastEarthquake } from '../../../../src-server/hazards/earthquake/forecast.js';
import { EARTHQUAKE_MODEL } from '../../../../src-server/hazards/earthquake/model-configuration.js';
import { earthquakeSeismicity } from '../../../../src-server/hazards/earthquake/seismicity.js';
import { EARTHQUAKE_MEASUREMENTS } from '../../../../src-server/hazards/earthquake/measurements.js';
import {
  hindcastRecords,
  pairedSkillDifference,
  scoreHindcast,
  windowStarts,
  type SiteWindow,
} from '../../../../src-server/hazards/earthquake/rolling-hindcast.js';
import { groupBootstrap } from '../../../../src-server/science/cluster-bootstrap.js';
import type { Quake } from '../../../../src-server/sources/usgs/normalize.js';
import {
  catalogueOverlap,
  HINDCAST_CSV,
  HINDCAST_OLDER_CSV,
  longCatalogue,
  parseSignificantCsv,
  parseUsgsCsv,
  runEarthquakeHindcast,
  worldCities,
} from '../../../../scripts/hindcast-data.js';
import { readRecorded } from '../../../helpers/recorded-fixtures.js';

const q = (time: string, lat: number, lng: number, magnitude = 5.5): Quake => ({
  id: time + lat + lng,
  magnitude,
  time,
  lat,
  lng,
  depthKm: 10,
  place: null,
  url: null,
});

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
    assert.deepEqual(rows[0], {
      id: 'us1',
      magnitude: 5.6,
      time: '2015-10-23T00:27:39.560Z',
      lat: 29.6377,
      lng: 70.326,
      depthKm: 11,
      place: '10 km NNW of Dajal, Pakistan',
      url: null,
    });
    assert.equal(rows[1]!.place, 'Somewhere, "quoted", Far');
    assert.equal(rows[1]!.depthKm, null);
  });

  test('the older M5.5+ export: dates MM/DD/YYYY, only earthquakes; its overlap with the M5+ file; the merged catalogue', () => {
    const csv = [
      'Date,Time,Latitude,Longitude,Type,Depth,Depth Error,Depth Seismic Stations,Magnitude,Magnitude Type,Magnitude Error,Magnitude Seismic Stations,Azimuthal Gap,Horizontal Distance,Horizontal Error,Root Mean Square,ID,Source,Location Source,Magnitude Source,Status',
      '01/02/1965,13:44:18,19.246,145.616,Earthquake,131.6,,,6,MW,,,,,,,ISCGEM860706,ISCGEM,ISCGEM,ISCGEM,Automatic',
      '09/19/1966,15:30:00,37.3,59.0,Nuclear Explosion,0,,,5.8,MB,,,,,,,USP0000ABC,US,US,US,Reviewed',
      '10/25/2015,01:00:00,29.6377,70.326,Earthquake,11,,,5.6,MWW,,,,,,,US10003QV5,US,US,US,Reviewed',
      '11/01/2015,02:00:00,10,20,Earthquake,10,,,5.9,MWW,,,,,,,AK0000XYZ,AK,AK,AK,Reviewed',
    ].join('\n');
    const older = parseSignificantCsv(csv);
    assert.deepEqual(
      older.map((x) => [x.id, x.time, x.magnitude]),
      [
        ['iscgem860706', '1965-01-02T13:44:18.000Z', 6],
        ['us10003qv5', '2015-10-25T01:00:00.000Z', 5.6],
        ['ak0000xyz', '2015-11-01T02:00:00.000Z', 5.9],
      ],
    );
    const newer = [
      { ...q('2015-10-25T01:00:00.560Z', 29.6377, 70.326, 5.6), id: 'us10003qv5' },
      { ...q('2015-11-01T02:00:01.500Z', 10.02, 20, 6.0), id: 'us2000abcd' },
      q('2015-11-02T00:00:00Z', -5, 100, 5.2),
      q('2015-11-03T00:00:00Z', -6, 101, 5.7),
    ];
    const o = catalogueOverlap(older, newer, Date.parse('2015-10-23T00:00:00Z'), Date.parse('2016-01-01T00:00:00Z'), 5.5);
    assert.deepEqual([o.older, o.newer, o.byId, o.byTimePlace, o.magnitudeDiffers, o.newerMissing], [2, 3, 1, 1, 1, 1]);
    assert.ok(Math.abs(o.maxTimeS - 1.5) < 1e-9 && o.maxDistanceKm > 2 && o.maxDistanceKm < 3);
    // Merged: the older file before 2015-10-23 only, then the newer file; told both cut-offs.
    const merged = longCatalogue(older, newer);
    assert.deepEqual(
      merged.quakes.map((x) => x.id),
      ['iscgem860706', 'us10003qv5', 'us2000abcd', newer[2]!.id, newer[3]!.id],
    );
    assert.deepEqual(
      merged.cutoffs.map((c) => [c.start.toISOString(), c.minMagnitude]),
      [
        ['1965-01-01T00:00:00.000Z', 5.5],
        ['2015-10-23T00:00:00.000Z', 5],
      ],
    );
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
  const quakes = [
    ...Array.from({ length: 9 }, (_, i) => q(`200${i}-06-01T00:00:00Z`, 0.2 * (i % 3), 0.3 + 0.2 * Math.floor(i / 3))),
    q('2010-01-10T00:00:00Z', 0.1, 0),
  ];

  test('windows are consecutive and fit in the scored period', () => {
    assert.deepEqual(windowStarts(setup.testStart, setup.testEnd, 30), [
      Date.parse('2010-01-01T00:00:00Z'),
      Date.parse('2010-01-31T00:00:00Z'),
    ]);
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

  test("a merged catalogue: the model is told each part's cut-off, still exactly the shipped forecast; the references count only the M5-complete part", () => {
    // An M5.5+ file from 1990 before the M5+ file from 2000 (the toy's catalogueStart): one older M5.6 near busy.
    const older = [q('1995-03-01T00:00:00Z', 0.3, 0.1, 5.6), q('1996-03-01T00:00:00Z', 0.1, 90.2, 6.1)];
    const cutoffs = [
      { start: new Date('1990-01-01T00:00:00Z'), minMagnitude: 5.5 },
      { start: setup.catalogueStart, minMagnitude: 5 },
    ];
    const merged = { ...setup, catalogueStart: new Date('1990-01-01T00:00:00Z'), cutoffs };
    const all = [...older, ...quakes];
    const records = hindcastRecords(all, sites, merged);
    const plain = hindcastRecords(quakes, sites, setup);
    for (const r of records) {
      const site = sites[r.site]!;
      const now = new Date(r.startMs);
      const window = { start: now, end: new Date(r.startMs + 30 * 86_400_000) };
      const catalogue = {
        events: all.filter((x) => Date.parse(x.time) < r.startMs),
        query: {
          center: site,
          radiusKm: EARTHQUAKE_MODEL.query.radiusKm,
          minMagnitude: 5,
          start: merged.catalogueStart,
          end: now,
          cutoffs,
        },
      };
      assert.equal(r.p, forecastEarthquake(catalogue, site, window, now).companion.probability);
      const same = plain.find((x) => x.site === r.site && x.startMs === r.startMs)!;
      // The references and the quiet flag are those of the M5+ part alone; only the model's forecast differs.
      assert.deepEqual([r.pPoisson, r.outcome, r.quiet], [same.pPoisson, same.outcome, same.quiet]);
    }
    assert.ok(
      records.some((r, i) => r.p !== plain[i]!.p),
      'the older history changes the forecast',
    );
    // The quiet site's older M6.1 (1996, 20 km away) is history it did not have: it now forecasts more, and stays "quiet".
    assert.ok(records.filter((r) => r.site === 1).every((r, i) => r.quiet && r.p > plain.filter((x) => x.site === 1)[i]!.p));
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

describe('the shipped model on the real USGS catalogue: M5.5+ 1965..2015-10, then M5+ 2015-10..2025-10', () => {
  const newer = parseUsgsCsv(readRecorded(HINDCAST_CSV));
  const merged = longCatalogue(parseSignificantCsv(readRecorded(HINDCAST_OLDER_CSV)), newer);

  test('200 cities x 60 rolling 30-day windows: skill over the base rate with its 95% lower bound above 0', () => {
    assert.ok(newer.length > 17_000 && merged.quakes.length > 40_000, `parsed ${newer.length} + older rows: ${merged.quakes.length}`);
    const { score: s } = runEarthquakeHindcast(merged.quakes, 30, { resamples: 400, catalogue: merged });
    assert.equal(s.sites, 200);
    assert.equal(s.windows, 60);
    assert.ok(s.eventsObserved > 150, `${s.eventsObserved} site-windows with an event`);
    assert.ok(
      s.skillVsBaseRate.lower > 0,
      `30-day skill ${s.skillVsBaseRate.estimate.toFixed(1)} %, 95% interval [${s.skillVsBaseRate.lower.toFixed(1)}, ${s.skillVsBaseRate.upper.toFixed(1)}]`,
    );
    assert.ok(s.skillVsPoisson.estimate > 0, `skill vs per-city Poisson ${s.skillVsPoisson.estimate.toFixed(1)} %`);
    // Calibrated in the mean: forecast and observed base rates within 25% of each other.
    assert.ok(Math.abs(s.meanForecast / s.baseRate - 1) < 0.25, `mean forecast ${s.meanForecast} vs base rate ${s.baseRate}`);
    // The measurement confidence rests on is this run's (re-measure and update measurements.ts when the model changes).
    const m = EARTHQUAKE_MEASUREMENTS['30d']!;
    assert.equal(m.forecasts, s.forecasts);
    assert.equal(m.events, s.eventsObserved);
    assert.ok(
      Math.abs(m.brierSkillPct - s.skillVsPoisson.estimate) < 0.05,
      `measurements.ts says ${m.brierSkillPct}, the model scores ${s.skillVsPoisson.estimate}`,
    );
  });
});

describe('paired comparison of two models on the same site-windows', () => {
  const rec = (site: number, startMs: number, p: number, outcome: 0 | 1): SiteWindow => ({
    site,
    startMs,
    p,
    pPoisson: 0,
    outcome,
    quiet: false,
  });
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
