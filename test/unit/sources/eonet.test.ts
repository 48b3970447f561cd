// EONET v3: parsing real recorded answers, the exact event-matching rule, and the client against the replay server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createEonetClient, eonetEventsUrl } from '../../../src-server/sources/eonet/client.js';
import { eventsMatching, geometryDistanceKm, normalizeEonetEvents, type EonetEvent } from '../../../src-server/sources/eonet/normalize.js';
import { readRecorded, readRecordedJson } from '../../helpers/recorded-fixtures.js';
import { startReplayServer, type ReplayServer } from '../../support/replay-server.js';
import { testSourceLayer } from '../../helpers/source-layer.js';

describe('EONET normalize (real recordings)', () => {
  test('open events, all categories: every event kept with categories, sources and dated points', () => {
    const body = readRecordedJson('eonet/events-v3-open-all-categories-2025-11-trimmed.json') as { events: unknown[] };
    const events = normalizeEonetEvents(body);
    assert.equal(events.length, body.events.length);
    const typhoon = events.find((e) => e.id === 'EONET_15859')!;
    assert.equal(typhoon.title, 'Typhoon Fung-wong');
    assert.deepEqual(typhoon.categories, ['severeStorms']);
    assert.deepEqual(typhoon.sources, ['JTWC']);
    assert.equal(typhoon.closed, null);
    assert.deepEqual(typhoon.geometries[0], {
      date: '2025-11-06T00:00:00.000Z',
      kind: 'point',
      lat: 9.6,
      lng: 140.8,
      magnitudeValue: 35,
      magnitudeUnit: 'kts',
    });
    const wildfires = events.filter((e) => e.categories.includes('wildfires'));
    assert.equal(wildfires.length, 232);
  });

  test('the raw, irregularly indented severe-storms answer parses the same way', () => {
    const events = normalizeEonetEvents(JSON.parse(readRecorded('eonet/events-v3-default-2025-09-severeStorms-raw.json')));
    assert.equal(events.length, 3);
    assert.ok(events.every((e) => e.categories[0] === 'severeStorms' && e.geometries.length >= 7));
    assert.equal(events[0]!.title, 'Tropical Storm Narda');
  });
});

describe('EONET normalize (edge cases)', () => {
  test('a body without events is a parse failure; broken geometries are dropped', () => {
    assert.throws(() => normalizeEonetEvents({ title: 'x' }), /no events array/);
    const events = normalizeEonetEvents({
      events: [
        { id: 'A', categories: [{ id: 'floods' }], geometry: [{ date: 'not a date', type: 'Point', coordinates: [1, 2] }] },
        { id: 'B', categories: [{ id: 'floods' }], geometry: [{ date: '2026-01-01T00:00:00Z', type: 'LineString', coordinates: [] }] },
        {
          id: 'C',
          categories: [{ id: 'floods' }],
          closed: '2026-01-09T00:00:00Z',
          geometry: [
            {
              date: '2026-01-01T00:00:00Z',
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [2, 0],
                  [2, 2],
                  [0, 2],
                  [0, 0],
                ],
              ],
            },
          ],
        },
      ],
    });
    assert.deepEqual(
      events.map((e) => e.id),
      ['C'],
    );
    assert.equal(events[0]!.geometries[0]!.kind, 'polygon');
    assert.ok(Math.abs(events[0]!.geometries[0]!.lat - 0.8) < 1e-9); // vertex centroid incl. the closing vertex
  });

  test('matching: category, window and radius must all hold; inside a polygon is distance 0', () => {
    const flood: EonetEvent = {
      id: 'F',
      title: 'Flood',
      categories: ['floods'],
      closed: null,
      link: null,
      sources: [],
      geometries: [
        {
          date: '2026-06-12T00:00:00.000Z',
          kind: 'polygon',
          lat: 6.5,
          lng: 3.45,
          ring: [
            [3.15, 6.2],
            [3.75, 6.2],
            [3.75, 6.8],
            [3.15, 6.8],
            [3.15, 6.2],
          ],
          magnitudeValue: null,
          magnitudeUnit: null,
        },
      ],
    };
    assert.equal(geometryDistanceKm(6.45, 3.39, flood.geometries[0]!), 0);
    const base = { lat: 6.45, lng: 3.39, radiusKm: 50, start: new Date('2026-06-01'), end: new Date('2026-06-30'), category: 'floods' };
    assert.equal(eventsMatching([flood], base).length, 1);
    assert.equal(eventsMatching([flood], { ...base, category: 'wildfires' }).length, 0);
    assert.equal(eventsMatching([flood], { ...base, end: new Date('2026-06-11') }).length, 0);
    assert.equal(eventsMatching([flood], { ...base, lat: 9.0, lng: 7.5 }).length, 0); // Abuja, ~500 km away
  });

  test('the query URL uses EONET bbox order (min lon, max lat, max lon, min lat) and whole days', () => {
    const url = new URL(
      eonetEventsUrl('https://eonet.example/api/v3', {
        lat: 0,
        lng: 0,
        radiusKm: 111.32,
        start: new Date('2026-01-01T10:00:00Z'),
        end: new Date('2026-01-31T10:00:00Z'),
        categories: ['floods', 'wildfires'],
      }),
    );
    assert.equal(url.pathname, '/api/v3/events');
    assert.equal(url.searchParams.get('bbox'), '-1,1,1,-1');
    assert.equal(url.searchParams.get('start'), '2026-01-01');
    assert.equal(url.searchParams.get('end'), '2026-01-31');
    assert.equal(url.searchParams.get('category'), 'floods,wildfires');
    assert.equal(url.searchParams.get('status'), 'all');
  });
});

describe('EONET client against the replay server', () => {
  let replay: ReplayServer;
  before(async () => {
    replay = await startReplayServer();
  });
  after(() => replay.close());
  const http = () => testSourceLayer();

  test('floods near Lagos in 2026: the closed June flood and the open November one, nothing else', async () => {
    const client = createEonetClient(replay.sources.eonet!, http());
    const { outcome: out } = await client.events({
      lat: 6.45,
      lng: 3.39,
      radiusKm: 150,
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2026-11-22T12:00:00Z'),
      categories: ['floods', 'wildfires'],
    });
    assert.ok(out.ok);
    assert.deepEqual(out.data.map((e) => e.id).sort(), ['EONET_9001', 'EONET_9002']);
  });

  test('a failing EONET is a value, not a throw', async () => {
    replay.setFault('eonet', { kind: 'status', status: 503 });
    try {
      const { outcome: out } = await createEonetClient(replay.sources.eonet!, http()).events({
        lat: 6.45,
        lng: 3.39,
        radiusKm: 150,
        start: new Date('2026-01-01T00:00:00Z'),
        end: new Date('2026-11-22T12:00:00Z'),
        categories: ['floods'],
      });
      assert.equal(out.ok, false);
      if (!out.ok) assert.match(out.reason, /HTTP 503/);
    } finally {
      replay.setFault('eonet', null);
    }
  });
});
