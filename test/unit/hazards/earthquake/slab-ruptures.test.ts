// The Slab2 classification of sources, finite rupture planes, the fault ruptures floated on their planes, the regional
// fault data and the JMA-to-MMI conversion of the Tokyo comparison (issue 31, docs/history/earthquake-fifteen-cities.md).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { faultExceedances, faultRuptureRates } from '../../../../src-server/hazards/earthquake/fault-ruptures.js';
import { faultSections, faultSourcesNear, parseSection } from '../../../../src-server/hazards/earthquake/fault-sources.js';
import { mmiFromJmaIntensity, mmiFromPga, mmiFromPgv } from '../../../../src-server/hazards/earthquake/intensity.js';
import {
  bcHydroLnPga,
  BC_HYDRO_PGA,
  subductionIntensity,
  WORDEN_2012_SIGMA_MMI,
} from '../../../../src-server/hazards/earthquake/subduction-gmpe.js';
import {
  crustalRuptureWidthKm,
  downDipExtent,
  interfaceRuptureLengthKm,
  interfaceRuptureWidthKm,
  planeDistanceKm,
  type PlaneRupture,
} from '../../../../src-server/hazards/earthquake/rupture-geometry.js';
import { largeEarthquakeRates } from '../../../../src-server/hazards/earthquake/long-catalogue.js';
import { slabAt, sourceType } from '../../../../src-server/hazards/earthquake/slab.js';
import { CITED_RATES, compassDegrees, faultLine, northernDipDirection, runsWhere } from '../../../../scripts/build-faults.js';

const close = (a: number, b: number, tol: number, what = '') => assert.ok(Math.abs(a - b) <= tol, `${what} ${a} vs ${b}`);

describe('tectonic type of a source from USGS Slab2 (STREC depth tests)', () => {
  test('the shipped slab tops: the Philippine Sea slab about 30 km under Tokyo, the Nazca slab under the Peruvian coast', () => {
    const tokyo = slabAt(35.69, 139.69)!;
    assert.equal(tokyo.zone, 'ryu');
    close(tokyo.depthKm, 31, 4, 'Tokyo');
    const offLima = slabAt(-12.05, -78.0)!;
    assert.equal(offLima.zone, 'sam');
    assert.ok(offLima.depthKm < offLima.maxInterfaceKm);
    assert.ok(slabAt(-12.05, -77.04)!.depthKm > 45); // under Lima itself the slab is past the interface
    assert.equal(slabAt(52.52, 13.405), null); // Berlin
  });

  test('interface within 20 km of the slab top, the hypocentre above the deepest interface; a default (quality C) depth counts as on it', () => {
    assert.deepEqual(sourceType(-12.05, -78.0, 30), { kind: 'interface', depthKm: slabAt(-12.05, -78.0)!.depthKm });
    assert.equal(sourceType(-12.05, -78.0, 15, false).kind, 'interface');
    // STREC's seismogenic-zone test is on the hypocentre: the 1966 Peru earthquake (ISC-GEM Mw 8.1 at 40 km, depth
    // quality A) over a slab top at 48 km, below Peru's 45 km deepest interface, is interface; at 55 km it is intraslab.
    assert.equal(sourceType(-10.66, -78.23, 40).kind, 'interface');
    assert.equal(sourceType(-10.66, -78.23, 55).kind, 'intraslab');
    // Over a slab deeper than the interface: intraslab near the slab, crustal (upper plate) well above it.
    assert.equal(sourceType(-12.05, -77.04, 60).kind, 'intraslab');
    assert.equal(sourceType(-12.05, -77.04, 20).kind, 'crustal');
    assert.equal(sourceType(-12.05, -77.04, 15, false).kind, 'crustal');
    // Deep events are intraslab anywhere; no slab: crustal; the Himalaya (a continental zone) stays crustal.
    assert.equal(sourceType(52.5, 13.4, 100).kind, 'intraslab');
    assert.equal(sourceType(52.5, 13.4, 15).kind, 'crustal');
    assert.equal(sourceType(27.72, 85.32, 15, false).kind, 'crustal');
  });

  test("around Tokyo, ISC-GEM's great interface earthquakes are interface sources (54 of 89 mainshocks); Berlin has none", () => {
    const now = Date.UTC(2025, 9, 23);
    const tokyo = largeEarthquakeRates({ lat: 35.69, lng: 139.69 }, 300, now, []);
    const kinds = tokyo.sources.map((src) => src.type.kind);
    assert.ok(kinds.filter((k) => k === 'interface').length >= 10, String(kinds.filter((k) => k === 'interface').length));
    assert.ok(kinds.includes('crustal') && kinds.includes('intraslab'));
    // The 1923 Kanto earthquake (ISC-GEM Mw 8.1, catalogued at 15 km, 56 km away) is one of them, on the slab top at 12 km.
    const kanto = tokyo.sources.find((src) => src.magnitude >= 7.8 && Math.abs(src.rKm - 70) < 40 && src.type.kind === 'interface');
    assert.ok(kanto, 'Kanto 1923 as an interface source');
    assert.ok(kanto.type.depthKm < 40);
    assert.equal(
      largeEarthquakeRates({ lat: 52.52, lng: 13.405 }, 300, now, []).sources.filter((src) => src.type.kind !== 'crustal').length,
      0,
    );
  });
});

describe('finite ruptures: Wells & Coppersmith (1994), Strasser et al. (2010), planes confined like OpenQuake', () => {
  test('scaling relations', () => {
    close(crustalRuptureWidthKm(7), 10 ** (-1.01 + 2.24), 1e-9);
    close(interfaceRuptureLengthKm(8), 10 ** (-2.477 + 4.68), 1e-9);
    close(interfaceRuptureWidthKm(9), 10 ** (-0.882 + 3.159), 1e-9);
  });

  test('a plane wider than the layer is narrowed to it; one poking out is moved back inside', () => {
    const r: PlaneRupture = { lengthKm: 50, widthKm: 40, dipDeg: 90, hypocentreDepthKm: 10, topKm: 0, bottomKm: 15 };
    assert.deepEqual(downDipExtent(r), [-10, 5]);
    const [t0, t1] = downDipExtent({ ...r, widthKm: 8 });
    close(t0, -4, 1e-9);
    close(t1, 4, 1e-9);
    const shifted = downDipExtent({ ...r, widthKm: 12, hypocentreDepthKm: 12 });
    close(12 + shifted[1], 15, 1e-9);
    close(shifted[1] - shifted[0], 12, 1e-9);
  });

  test('the closest distance to the plane equals a brute-force search over it', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let n = 0; n < 200; n++) {
      const r: PlaneRupture = {
        lengthKm: 5 + 150 * rand(),
        widthKm: 5 + 100 * rand(),
        dipDeg: 5 + 85 * rand(),
        hypocentreDepthKm: 5 + 40 * rand(),
        topKm: 0,
        bottomKm: 50,
      };
      const epi = 200 * rand();
      const strike = Math.PI * rand();
      const side = rand() < 0.5 ? 1 : -1;
      const [t0, t1] = downDipExtent(r);
      const dip = (r.dipDeg * Math.PI) / 180;
      let best = Infinity;
      for (let i = 0; i <= 200; i++) {
        for (let j = 0; j <= 200; j++) {
          const s = -r.lengthKm / 2 + (r.lengthKm * i) / 200;
          const t = t0 + ((t1 - t0) * j) / 200;
          const a = epi * Math.cos(strike) - s;
          const b = epi * Math.sin(strike) - t * side * Math.cos(dip);
          const z = r.hypocentreDepthKm + t * Math.sin(dip);
          best = Math.min(best, Math.hypot(a, b, z));
        }
      }
      const exact = planeDistanceKm(epi, strike, side, r);
      assert.ok(exact <= best + 1e-9 && best - exact < 0.6, `${exact} vs ${best}`);
    }
  });
});

describe('fault ruptures floated on their dipping planes', () => {
  const thrust = parseSection('5|20|Reverse|test thrust|0.00 -0.30;0.00 0.30|90|0|20|test');
  const mags = { mMin: 6, maxMagnitude: 9, b: 0.9 };

  test('every rupture counted once: the binned rates add up to the section rate', () => {
    const f = faultSourcesNear({ lat: 0, lng: 0.3 }, 300, mags, [thrust]);
    assert.equal(f.length, 1);
    const rates = faultRuptureRates({ lat: 0, lng: 0.3 }, f, 0.9);
    const total = rates.perYear.reduce((s, row) => s + row.reduce((a, x) => a + x, 0), 0);
    close(total, f[0]!.ratePerYear, 1e-9 * f[0]!.ratePerYear);
  });

  test('a thrust dipping beneath the site comes within the plane depth there; the same fault dipping away stays far', () => {
    // The site 33 km east of the trace: a 20-degree plane dipping east is 12 km deep beneath it.
    const site = { lat: 0, lng: 0.3 };
    const toward = faultRuptureRates(site, faultSourcesNear(site, 300, mags, [thrust]), 0.9);
    const away = faultRuptureRates(site, faultSourcesNear(site, 300, mags, [{ ...thrust, dipDirDeg: 270 }]), 0.9);
    const nearest = (r: typeof toward) => Math.min(...r.perYear.map((row) => row.findIndex((x) => x > 0)).filter((i) => i >= 0));
    assert.ok(nearest(toward) <= 13 && nearest(toward) >= 10, String(nearest(toward)));
    assert.ok(nearest(away) >= 33, String(nearest(away)));
    assert.ok(faultExceedances(toward, 50, 8) > 2 * faultExceedances(away, 50, 8));
  });
});

describe('regional fault data and the shipped line format', () => {
  test('compass points and degrees; a line round-trips through the parser', () => {
    assert.equal(compassDegrees('NW'), 315);
    assert.equal(compassDegrees('SSE'), 157.5);
    assert.equal(compassDegrees('Vertical'), null);
    assert.equal(compassDegrees('270'), 270);
    const line = faultLine({
      rate: 5.5,
      dip: 70,
      kind: 'Strike-slip',
      name: 'Wellington Hutt Valley: 2',
      trace: [
        [174.7, -41.35],
        [174.8, -41.25],
      ],
      dipDir: 315,
      upperKm: 0,
      lowerKm: 22.1,
      source: 'nzcfm',
    });
    const sec = parseSection(line);
    assert.equal(sec.slipRateMmYr, 5.5);
    assert.equal(sec.dipDirDeg, 315);
    assert.equal(sec.lowerKm, 22.1);
    assert.equal(sec.source, 'nzcfm');
    // GEM 2017 lines carry no depths: the 0-15 km layer.
    const gem = parseSection('2|60|Normal|x|10.00 40.00;10.10 40.10||||gem');
    assert.equal(gem.upperKm, 0);
    assert.equal(gem.lowerKm, 15);
    assert.equal(gem.dipDirDeg, null);
  });

  test('the shipped sets: NSHM 2023 around San Francisco, the NZ CFM Wellington fault, the block model near Tehran', () => {
    const all = faultSections();
    const near = (lat: number, lng: number, source: string) =>
      faultSourcesNear(
        { lat, lng },
        30,
        { mMin: 6, maxMagnitude: 9, b: 0.9 },
        all.filter((s) => s.source === source),
      );
    assert.ok(near(37.77, -122.42, 'nshm23').some((f) => /San Andreas/.test(f.name)));
    assert.ok(near(-41.29, 174.78, 'nzcfm').some((f) => /Wellington/.test(f.name)));
    assert.ok(near(35.69, 51.39, 'casia').length > 0);
  });

  test('cited slip rates: a thrust dips towards its northern side; only the runs of kept vertices stay', () => {
    // A trace striking east dips north (0°); one striking east-south-east dips north-north-east.
    close(
      northernDipDirection([
        [84, 27],
        [86, 27],
      ]),
      0,
      1e-9,
    );
    close(
      northernDipDirection([
        [86, 27],
        [84, 27],
      ]),
      0,
      1e-9,
    );
    const ese = northernDipDirection([
      [84, 27.4],
      [88.2, 26.8],
    ]);
    assert.ok(ese > 0 && ese < 20, `${ese}`);
    // Vertices refused split a trace; a lone kept vertex is no trace.
    const runs = runsWhere(
      [
        [1, 0],
        [2, 0],
        [3, 0],
        [4, 0],
        [5, 0],
        [6, 0],
      ],
      ([x]) => x !== 3 && x !== 5,
    );
    assert.deepEqual(runs, [
      [
        [1, 0],
        [2, 0],
      ],
    ]);
  });

  test("the Nepal Main Frontal Thrust: Lavé & Avouac's 21 mm/yr east of the block model, a plane beneath Kathmandu", () => {
    const nepal = faultSections().filter((s) => s.source === 'gem-cited');
    assert.equal(nepal.length, 5);
    const rule = CITED_RATES[0];
    for (const s of nepal) {
      assert.equal(s.slipRateMmYr, rule.rate);
      assert.equal(s.dipDeg, 10);
      assert.equal(s.lowerKm, 25);
      assert.ok(
        s.trace.every(([lng]) => lng > 83.93 && lng <= rule.maxLon),
        s.name,
      );
    }
    // Kathmandu lies about 55 km north of the trace: on a 10° plane down to 25 km (142 km wide) it is above the fault.
    const kathmandu = faultSourcesNear({ lat: 27.7, lng: 85.32 }, 300, { mMin: 6, maxMagnitude: 9, b: 1 }, nepal);
    assert.ok(kathmandu.length > 0);
    const nearest = kathmandu.reduce((a, b) => (b.distanceKm < a.distanceKm ? b : a));
    assert.ok(nearest.distanceKm > 40 && nearest.distanceKm < 70, `${nearest.distanceKm}`);
    assert.ok(nearest.dipDirDeg !== null && Math.cos((nearest.dipDirDeg * Math.PI) / 180) > 0.9, `${nearest.dipDirDeg}`);
  });
});

describe('the Tokyo comparison: JMA intensity as MMI through PGV', () => {
  test('Midorikawa et al. (1999) then Worden et al. (2012): JMA 6-lower (5.5) is MMI 8.07', () => {
    close(mmiFromPgv(10 ** 0.53), 3.78 + 1.47 * 0.53, 1e-9);
    close(mmiFromPgv(100), 2.89 + 3.16 * 2, 1e-9);
    close(mmiFromJmaIntensity(5.5), 8.07, 0.01);
  });

  test("a PGA map's level as MMI: the subduction intensity without the conversion's scatter is the median-converted PGA", () => {
    const full = subductionIntensity('interface', 8, 60, 760);
    const mapLike = subductionIntensity('interface', 8, 60, 760, 0, false);
    close(mapLike.mmi, full.mmi, 1e-12);
    close(mapLike.mmi, mmiFromPga(Math.exp(bcHydroLnPga('interface', 8, 60, 760))), 1e-12);
    close(mapLike.sigma, (3.7 / Math.LN10) * BC_HYDRO_PGA.sigma, 1e-12);
    close(full.sigma, Math.hypot(mapLike.sigma, WORDEN_2012_SIGMA_MMI), 1e-12);
  });
});
