// Earthquake hindcast: a hand-computed toy case, the CSV parser, and the real USGS catalogue (skill must be > 0).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hindcastEarthquakes, windowStarts } from '../../../src-server/hazards/earthquake/hindcast.js';
import { poissonAtLeastOne } from '../../../src-server/hazards/earthquake/model.js';
import type { Quake } from '../../../src-server/sources/usgs/normalize.js';
import { HINDCAST_CSV, parseUsgsCsv, runEarthquakeHindcast, worldCities } from '../../../scripts/hindcast-data.js';
import { readRecorded } from '../../helpers/recorded-fixtures.js';

const q = (time: string, lat: number, lng: number, magnitude = 5.5): Quake => ({ id: time + lat, magnitude, time, lat, lng, depthKm: 10, place: null, url: null });

describe('hindcast (toy catalogue, by hand)', () => {
  const params = { radiusKm: 100, catalogueMinMagnitude: 5, eventMinMagnitude: 5, bValue: 1, pseudoCount: 0.5, clusterDays: 7 };
  const opts = {
    trainStart: new Date('2000-01-01T00:00:00Z'),
    trainEnd: new Date('2010-01-01T00:00:00Z'),
    testStart: new Date('2010-01-01T00:00:00Z'),
    testEnd: new Date('2010-03-02T00:00:00Z'), // exactly two 30-day windows
    windowDays: 30,
    params,
  };
  const sites = [
    { name: 'busy', lat: 0, lng: 0 },
    { name: 'quiet', lat: 0, lng: 90 },
  ];
  // busy: 9 training events in 9 different weeks; quiet: none. Scored: busy has an event in window 1 only.
  const quakes = [
    ...Array.from({ length: 9 }, (_, i) => q(`200${i}-06-01T00:00:00Z`, 0, 0.2)),
    q('2010-01-10T00:00:00Z', 0.1, 0),
  ];

  test('windows are consecutive and fit in the scored period', () => {
    assert.deepEqual(windowStarts(opts.testStart, opts.testEnd, 30), [Date.parse('2010-01-01T00:00:00Z'), Date.parse('2010-01-31T00:00:00Z')]);
  });

  test('Brier, base rate and skill by hand', () => {
    const r = hindcastEarthquakes(quakes, sites, opts);
    const years = 3653 / 365.25;
    const w = 30 / 365.25;
    const pBusy = poissonAtLeastOne(9.5 / years, w); // 1 - exp(-0.94985 x 0.082136) = 0.074998
    const pQuiet = poissonAtLeastOne(0.5 / years, w); // 0.0041
    assert.ok(Math.abs(pBusy - 0.075) < 1e-3);
    const brier = ((pBusy - 1) ** 2 + pBusy ** 2 + pQuiet ** 2 + pQuiet ** 2) / 4;
    assert.equal(r.forecasts, 4);
    assert.equal(r.eventsObserved, 1);
    assert.ok(Math.abs(r.brierScore - brier) < 1e-9);
    assert.ok(Math.abs(r.baselineBrierScore - 0.25 * 0.75) < 1e-12);
    assert.ok(Math.abs(r.skillVsBaselinePct - (1 - brier / 0.1875) * 100) < 1e-6);
  });

  test('refuses a scored period that overlaps the training one', () => {
    assert.throws(() => hindcastEarthquakes(quakes, sites, { ...opts, testStart: new Date('2009-12-01T00:00:00Z') }));
  });
});

describe('USGS CSV parsing', () => {
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

describe('hindcast on the real USGS M5+ catalogue 2015-10..2025-10', () => {
  test('200 cities x 60 windows of 30 days: skill over the base rate is positive', () => {
    const text = readRecorded(HINDCAST_CSV);
    const rows = parseUsgsCsv(text);
    assert.ok(rows.length > 17_000, `parsed ${rows.length} rows`);
    const r = runEarthquakeHindcast(text);
    assert.equal(r.sites, 200);
    assert.equal(r.windows, 60);
    assert.ok(r.eventsObserved > 50, `${r.eventsObserved} site-windows with an event`);
    assert.ok(r.brierScore < r.baselineBrierScore, `Brier ${r.brierScore} vs base rate ${r.baselineBrierScore}`);
    assert.ok(r.skillVsBaselinePct > 0, `skill ${r.skillVsBaselinePct} %`);
  });
});
