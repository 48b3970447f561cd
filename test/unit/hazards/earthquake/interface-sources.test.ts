// The great-interface source balanced by plate convergence (issue 31): the shipped PB2002 subduction steps, the moment
// balance of a node's rate, the interface around real places, which catalogue mainshocks it stands for, and its place in
// the shaking integral (docs/methodology/earthquake.md, "Great interface earthquakes").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FAULT_MODEL, momentOf } from '../../../../src-server/hazards/earthquake/fault-sources.js';
import type { EarthquakeCatalogue } from '../../../../src-server/hazards/earthquake/catalogue.js';
import { earthquakeSeismicity } from '../../../../src-server/hazards/earthquake/seismicity.js';
import { shakingPopulations } from '../../../../src-server/hazards/earthquake/shaking-populations.js';
import {
  balancedRatePerYear,
  coveredByGreatInterface,
  greatInterfaceNear,
  hikurangiTiles,
  INTERFACE_MODEL,
  meanMoment,
  nodeAreaKm2,
  subductionSteps,
  tileDeficitMmYr,
} from '../../../../src-server/hazards/earthquake/interface-sources.js';
import { tileCentre } from '../../../../scripts/build-hikurangi-deficit.js';
import { distanceKm } from '../../../../src-server/shared/geo.js';
import { interfaceNodesNear } from '../../../../src-server/hazards/earthquake/slab-geometry.js';
import { LONG_CATALOGUE, onPlane } from '../../../../src-server/hazards/earthquake/long-catalogue.js';

const close = (a: number, b: number, tol: number, what = '') => assert.ok(Math.abs(a - b) <= tol, `${what} ${a} vs ${b}`);
const NOW = new Date('2025-10-23T00:00:00Z');
const LIMA = { lat: -12.0464, lng: -77.0428 };
const WELLINGTON = { lat: -41.2865, lng: 174.7762 };

describe('the PB2002 subduction steps', () => {
  test('all 1,127 SUB steps of Bird (2003), convergent, about 51,000 km of trench', () => {
    const steps = subductionSteps();
    assert.equal(steps.length, 1127);
    assert.ok(steps.every((s) => s.convergenceMmYr > 0 && Math.abs(s.lat) <= 90 && Math.abs(s.lng) <= 180));
    close(
      steps.reduce((s, x) => s + x.lengthKm, 0),
      51_309,
      1,
      'total length',
    );
    // Off Lima the Nazca plate converges with South America at some 60-80 mm/yr.
    const off = steps.filter((s) => s.plates === 'NZ\\SA' && Math.abs(s.lat - LIMA.lat) < 2);
    assert.ok(off.length > 0 && off.every((s) => s.convergenceMmYr > 55 && s.convergenceMmYr < 85));
  });
});

describe('the NZ NSHM 2022 Hikurangi-Kermadec tiles', () => {
  test('a tile centre is its top edge moved down dip by half its horizontal width (tile 7/3 of the locked-trench file)', () => {
    // The file's row for along-strike 7, down-dip 3: top edge, dip, depths. Its WKT polygon (NZTM) has its centroid at
    // E 1,760,076 N 5,400,452, 11.3 km east and 27.2 km south of Wellington (E 1,748,735 N 5,427,670).
    const t = {
      lng1: 175.1705092,
      lat1: -41.5419986,
      lng2: 174.9002388,
      lat2: -41.7204643,
      dipDeg: 10.5766,
      topKm: 17.2083,
      bottomKm: 22.7148,
    };
    const c = tileCentre(t);
    close(c.depthKm, 19.96, 0.01, 'mid depth');
    const south = (WELLINGTON.lat - c.lat) * 111.19;
    const east = (c.lng - WELLINGTON.lng) * 111.19 * Math.cos((WELLINGTON.lat * Math.PI) / 180);
    close(south, 27.2, 1, 'km south of Wellington');
    close(east, 11.3, 1, 'km east of Wellington');
  });

  test('all 452 tiles; beneath Wellington the interface is locked at some 20 mm/yr in both branches', () => {
    const tiles = hikurangiTiles();
    assert.equal(tiles.length, 452);
    assert.ok(tiles.every((t) => t.lat < -24 && t.lat > -43 && t.lockedMmYr >= 0 && t.creepingMmYr >= 0));
    // The branches differ in 102 tiles, nearly all in the rows nearest the trench (locked or creeping there).
    assert.equal(tiles.filter((t) => Math.abs(t.creepingMmYr - t.lockedMmYr) > 0.005).length, 102);
    assert.ok(tiles.some((t) => t.lockedMmYr - t.creepingMmYr > 5));
    const under = tiles.filter((t) => distanceKm(t.lat, t.lng, WELLINGTON.lat, WELLINGTON.lng) < 20);
    assert.ok(under.length >= 1);
    assert.ok(
      under.every(
        (t) => t.lockedMmYr === t.creepingMmYr && tileDeficitMmYr(t) > 12 && tileDeficitMmYr(t) < 25 && t.depthKm > 18 && t.depthKm < 32,
      ),
    );
  });

  test("Wellington's interface is loaded by the tiles' deficit, Lima's by PB2002 convergence", () => {
    const g = greatInterfaceNear(WELLINGTON, 300, { mMin: 6, mMax: 9 });
    const onTiles = g.nodes.filter((n) => n.loading === 'nzshm22-deficit');
    // The near nodes all lie on tiles; a few under Marlborough, south of the tiles' end, keep PB2002's.
    assert.ok(onTiles.length > 0.9 * g.nodes.length);
    assert.ok(g.nodes.filter((n) => n.rKm < 60).every((n) => n.loading === 'nzshm22-deficit'));
    const lima = greatInterfaceNear(LIMA, 300, { mMin: 6, mMax: 9 });
    assert.ok(lima.nodes.every((n) => n.loading === 'pb2002-convergence'));
    // The deficit is the coupled share already: the node nearest the city releases μ A s of its nearest tile (on the
    // place's plane), with no further coupling, under the source's law.
    const nodes = interfaceNodesNear(WELLINGTON, 300);
    const under = nodes.reduce((a, n) => (n.rKm < a.rKm ? n : a));
    const tile = hikurangiTiles()
      .map((t) => ({ t, ...onPlane(WELLINGTON, t.lat, t.lng) }))
      .reduce((a, t) => (Math.hypot(t.xKm - under.xKm, t.yKm - under.yKm) < Math.hypot(a.xKm - under.xKm, a.yKm - under.yKm) ? t : a));
    const expected = balancedRatePerYear(
      nodeAreaKm2(under.lat, under.spacingDeg, under.dipDeg),
      tileDeficitMmYr(tile.t),
      1,
      meanMoment(INTERFACE_MODEL.b, 6, 9),
    );
    const got = g.nodes.find((n) => n.xKm === under.xKm && n.yKm === under.yKm)!;
    assert.equal(got.loading, 'nzshm22-deficit');
    close(got.ratePerYear, expected, expected * 1e-12, 'rate of the node beneath Wellington');
    assert.ok(tileDeficitMmYr(tile.t) > 12, 'locked beneath the city');
  });
});

describe('the moment balance', () => {
  test('the mean moment of the truncated G-R law matches its closed form', () => {
    const [b, m1, m2] = [INTERFACE_MODEL.b, 6, 9];
    const beta = b * Math.LN10;
    const c = 1.5 * Math.LN10;
    const exact =
      ((10 ** 9.05 * Math.exp(c * m1) * beta) / (1 - Math.exp(-beta * (m2 - m1)))) * ((Math.exp((c - beta) * (m2 - m1)) - 1) / (c - beta));
    close(meanMoment(b, m1, m2) / exact, 1, 0.01, 'mean moment');
    assert.ok(meanMoment(b, m1, m2) > momentOf(7) && meanMoment(b, m1, m2) < momentOf(8));
  });

  test('a node releases χ μ A v: rate times mean moment is the moment rate loaded on its area', () => {
    const area = nodeAreaKm2(0, 0.1, 0);
    close(area, 11.119 ** 2, 0.01, 'area at the equator, flat');
    close(nodeAreaKm2(60, 0.1, 60), area, 0.01, 'cos(lat) / cos(dip) cancel at 60 degrees');
    const m0 = meanMoment(0.834, 6, 9);
    const rate = balancedRatePerYear(area, 50, 0.3, m0);
    close((rate * m0) / (0.3 * FAULT_MODEL.shearModulusPa * area * 1e6 * 0.05), 1, 1e-12, 'moment rate');
    assert.equal(balancedRatePerYear(area, -5, 0.3, m0), 0);
  });
});

describe('the interface around a place', () => {
  test('Lima: Slab2 interface nodes within 300 km carry the Nazca convergence; Berlin has none', () => {
    const g = greatInterfaceNear(LIMA, 300, { mMin: 6, mMax: 9 });
    assert.ok(g.nodes.length > 100);
    assert.ok(g.nodes.every((n) => n.rKm <= 300 && n.ratePerYear > 0 && n.depthKm <= 45));
    close(
      g.ratePerYear,
      g.nodes.reduce((s, n) => s + n.ratePerYear, 0),
      1e-12,
    );
    // The trench off Lima is covered, a point 1,000 km inland is not.
    const nearest = g.steps.reduce((best, s) => (Math.hypot(s.xKm, s.yKm) < Math.hypot(best.xKm, best.yKm) ? s : best));
    assert.ok(coveredByGreatInterface(g, nearest.xKm, nearest.yKm));
    assert.ok(!coveredByGreatInterface(g, 1000, 1000));
    const berlin = greatInterfaceNear({ lat: 52.52, lng: 13.405 }, 300, { mMin: 6, mMax: 9 });
    assert.equal(berlin.nodes.length, 0);
    assert.equal(berlin.steps.length, 0);
  });

  test('in the shaking integral: one interface population of M6 up holding the nodes rates, in place of the catalogue interface mainshocks', () => {
    const catalogue: EarthquakeCatalogue = {
      events: [],
      query: { center: LIMA, radiusKm: 300, minMagnitude: 4.5, start: new Date(NOW.getTime() - 50 * 365.25 * 86_400_000), end: NOW },
    };
    const s = earthquakeSeismicity(catalogue, LIMA, NOW);
    const years = 50;
    const pop = shakingPopulations(s, { start: NOW, end: new Date(NOW.getTime() + years * 365.25 * 86_400_000) });
    assert.equal(pop.greatInterface.length, 1);
    const [great] = pop.greatInterface;
    assert.equal(great!.kind, 'interface');
    assert.equal(great!.magnitudes.mMin, LONG_CATALOGUE.minMagnitude);
    assert.equal(great!.magnitudes.b, INTERFACE_MODEL.b);
    close(
      great!.grid.reduce((a, x) => a + x, 0),
      s.around.greatInterface.ratePerYear * years,
      1e-9,
      'expected M6+ over the window',
    );
    // Lima's long catalogue holds interface mainshocks (1940, 1966, 1974, 2007 among them): all within reach of the
    // Peru trench, so none is left in the smoothed large-earthquake interface population.
    assert.ok(!pop.large.some((q) => q.kind === 'interface'));
  });
});
