// Geodesy helpers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bboxAround, circlePolygon, distanceKm, placeCell } from '../../../src-server/shared/geo.js';

test('haversine: Paris to London is ~344 km', () => {
  const d = distanceKm(48.8566, 2.3522, 51.5074, -0.1278);
  assert.ok(Math.abs(d - 343.6) < 1, String(d));
});

test('place cells round to 0.1 degree', () => {
  assert.equal(placeCell(6.4541, 3.3947), '6.5,3.4');
  assert.equal(placeCell(-33.92, 18.42), '-33.9,18.4');
  assert.equal(placeCell(6.46, 3.35), placeCell(6.45, 3.36));
});

test('bbox and circle stay in range near the antimeridian and poles', () => {
  const [w, s, e, n] = bboxAround(89.9, 179.9, 500);
  assert.ok(w >= -180 && e <= 180 && s >= -90 && n <= 90);
  for (const [lng, lat] of circlePolygon(0, 179.9, 300)) assert.ok(lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90);
});
