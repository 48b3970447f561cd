// USGS FDSN GeoJSON parsing, checked against real recorded responses.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { normalizeFdsnCount, normalizeFdsnGeoJson } from '../../../src-server/sources/usgs/normalize.js';
import { usgsCountUrl, usgsQueryUrl } from '../../../src-server/sources/usgs/client.js';
import { readRecordedJson } from '../../helpers/recorded-fixtures.js';

describe('USGS normalize (real recordings)', () => {
  test('FDSN query around Greece: both events with magnitude, time, position and depth', () => {
    const quakes = normalizeFdsnGeoJson(readRecordedJson('usgs/fdsn-query-geojson-radius320km-greece-2024-03-29.json'));
    assert.equal(quakes.length, 2);
    assert.deepEqual(quakes[0], {
      id: 'us7000m8q9',
      magnitude: 5.8,
      time: new Date(1711696367809).toISOString(),
      lat: 37.3286,
      lng: 21.3156,
      depthKm: 25.489,
      place: '30 km NW of Filiatrá, Greece',
      url: 'https://earthquake.usgs.gov/earthquakes/eventpage/us7000m8q9',
    });
  });

  test('FDSN bbox query over Pakistan: every feature kept', () => {
    const body = readRecordedJson('usgs/fdsn-query-geojson-bbox-pakistan-M4plus-2026-09-08-to-10-08.json') as { features: unknown[] };
    const quakes = normalizeFdsnGeoJson(body);
    assert.equal(quakes.length, body.features.length);
    assert.ok(quakes.every((q) => q.magnitude >= 4 && Number.isFinite(q.lat) && Number.isFinite(q.lng)));
  });

  test('summary feed (same GeoJSON format) drops non-earthquakes and events without magnitude', () => {
    const body = readRecordedJson('usgs/summary-all_week-2023-08-04.geojson') as {
      features: { properties: { type: string; mag: number | null } }[];
    };
    const quakes = normalizeFdsnGeoJson(body);
    const expected = body.features.filter((f) => f.properties.type === 'earthquake' && typeof f.properties.mag === 'number').length;
    assert.equal(quakes.length, expected);
    assert.ok(expected < body.features.length, 'the week has quarry blasts or explosions to drop');
  });

  for (const file of ['usgs/summary-significant_month-2023-02.geojson', 'usgs/summary-all_day-2022-08-17.geojson']) {
    test(`${file.slice(5)}: every earthquake with a magnitude kept, times as ISO 8601`, () => {
      const body = readRecordedJson(file) as { features: { properties: { type: string; mag: number | null } }[] };
      const quakes = normalizeFdsnGeoJson(body);
      assert.equal(
        quakes.length,
        body.features.filter((f) => f.properties.type === 'earthquake' && typeof f.properties.mag === 'number').length,
      );
      assert.ok(quakes.length > 0);
      assert.ok(quakes.every((q) => !Number.isNaN(Date.parse(q.time)) && Math.abs(q.lat) <= 90 && Math.abs(q.lng) <= 180));
    });
  }
});

describe('USGS normalize (shape errors)', () => {
  test('a non-FeatureCollection is a parse failure', () => {
    assert.throws(() => normalizeFdsnGeoJson({ error: 'x' }), /FeatureCollection/);
    assert.throws(() => normalizeFdsnGeoJson(null), /FeatureCollection/);
  });

  test('query URL carries exactly the parameters the model needs', () => {
    const url = new URL(
      usgsQueryUrl('https://earthquake.usgs.gov/fdsnws/event/1', {
        lat: 35.6895,
        lng: 139.69171,
        radiusKm: 150,
        start: new Date('1986-11-22T12:00:00Z'),
        end: new Date('2026-11-22T12:00:00Z'),
        minMagnitude: 4.5,
      }),
    );
    assert.equal(url.pathname, '/fdsnws/event/1/query');
    assert.equal(url.searchParams.get('latitude'), '35.6895');
    assert.equal(url.searchParams.get('longitude'), '139.6917');
    assert.equal(url.searchParams.get('maxradiuskm'), '150');
    assert.equal(url.searchParams.get('starttime'), '1986-11-22T12:00:00');
    assert.equal(url.searchParams.get('minmagnitude'), '4.5');
    assert.equal(url.searchParams.get('format'), 'geojson');
  });
});

describe('USGS count', () => {
  test('FDSN /count answers: the geojson object and the bare number', () => {
    assert.equal(normalizeFdsnCount({ count: 42, maxAllowed: 20000 }), 42);
    assert.equal(normalizeFdsnCount(7), 7);
    assert.throws(() => normalizeFdsnCount({ count: 'x' }), /count/);
    assert.throws(() => normalizeFdsnCount('<html>'), /count/);
  });

  test('count URL: /count with the query filters, no orderby or limit', () => {
    const url = new URL(
      usgsCountUrl('https://earthquake.usgs.gov/fdsnws/event/1', {
        lat: 35.6895,
        lng: 139.69171,
        radiusKm: 150,
        start: new Date('2025-11-22T12:00:00Z'),
        end: new Date('2026-11-22T12:00:00Z'),
        minMagnitude: 5,
      }),
    );
    assert.equal(url.pathname, '/fdsnws/event/1/count');
    assert.equal(url.searchParams.get('format'), 'geojson');
    assert.equal(url.searchParams.get('minmagnitude'), '5');
    assert.equal(url.searchParams.get('limit'), null);
  });
});
