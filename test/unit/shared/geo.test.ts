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

test('the 0.1° fast path writes the same cell as the general rounding (halves, negative zero, range ends)', () => {
  // The general path, as placeCell computed every step before its 0.1° fast path.
  const step = 0.1;
  const perDeg = Math.round(1 / step);
  const decimals = Math.max(0, Math.ceil(-Math.log10(step)));
  const general = (x: number) => (Math.round(x * perDeg) / perDeg).toFixed(decimals);
  const edges = [0, -0, 0.05, -0.05, 0.04, -0.04, 34.05, -34.05, 89.99, -89.99, 90, -90, 179.95, -179.95, 180, -180, 1e-9, -1e-9];
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 360 - 180;
  const values = [...edges, ...Array.from({ length: 5000 }, random), ...Array.from({ length: 2000 }, (_, i) => -100 + i * 0.05)];
  for (const x of values) {
    assert.equal(placeCell(x, -x), `${general(x)},${general(-x)}`, String(x));
    assert.equal(placeCell(x, x, 0.1), placeCell(x, x), String(x));
  }
  // Other steps still take the general path.
  assert.equal(placeCell(34.26, -118.24, 0.5), '34.5,-118.0');
  assert.equal(placeCell(34.26, -118.24, 1), '34,-118');
});

test('bbox and circle stay in range near the antimeridian and poles', () => {
  const [w, s, e, n] = bboxAround(89.9, 179.9, 500);
  assert.ok(w >= -180 && e <= 180 && s >= -90 && n <= 90);
  for (const [lng, lat] of circlePolygon(0, 179.9, 300)) assert.ok(lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90);
});
