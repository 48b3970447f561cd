// The long-horizon pieces of the earthquake model (issue 31): the long catalogue (ISC-GEM completeness per era,
// observation time per magnitude, declustered rates), the fault sources (Wells & Coppersmith areas, Hanks & Kanamori
// moments, the Youngs & Coppersmith characteristic distribution, the moment balance), the data build scripts' parsing,
// the depth classes against the intensity equation, and the hazard curve from 7 days to 30 years.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseIscGemKml } from '../../../../scripts/build-iscgem.js';
import { slipRateOf } from '../../../../scripts/build-faults.js';
import { grExceedanceShare, grMagnitudeBins } from '../../../../src-server/hazards/earthquake/b-value.js';
import {
  andersonianDip,
  characteristicDistribution,
  FAULT_MODEL,
  faultSourcesNear,
  magnitudeFromAreaKm2,
  momentOf,
  sectionSource,
  type FaultSection,
} from '../../../../src-server/hazards/earthquake/fault-sources.js';
import type { EarthquakeCatalogue } from '../../../../src-server/hazards/earthquake/catalogue.js';
import { earthquakeSeismicity } from '../../../../src-server/hazards/earthquake/seismicity.js';
import { intensityWithProbability, shakingForecast } from '../../../../src-server/hazards/earthquake/shaking-forecast.js';
import { populationList, shakingPopulations } from '../../../../src-server/hazards/earthquake/shaking-populations.js';
import { intensityRrup } from '../../../../src-server/hazards/earthquake/intensity.js';
import {
  iscGemEvents,
  largeEarthquakeRates,
  LONG_CATALOGUE,
  longCompletenessAt,
  yearsComplete,
  type LongEvents,
} from '../../../../src-server/hazards/earthquake/long-catalogue.js';
import { DEPTH_CLASS_EDGES_KM, DEPTH_CLASS_KM, sourceModelOf } from '../../../../src-server/hazards/earthquake/site-shaking.js';
import { bcHydroLnPga, subductionIntensity, WORDEN_2012_SIGMA_MMI } from '../../../../src-server/hazards/earthquake/subduction-gmpe.js';
import type { Quake } from '../../../../src-server/sources/usgs/normalize.js';

const close = (a: number, b: number, tol: number, what = '') => assert.ok(Math.abs(a - b) <= tol, `${what} ${a} vs ${b}`);
const YEAR = 365.25 * 86_400_000;
const NOW = new Date('2025-10-23T00:00:00Z');

function events(rows: [string, number, number, number, number][]): LongEvents {
  return {
    timeMs: Float64Array.from(rows, (r) => Date.parse(`${r[0]}Z`)),
    lat: Float64Array.from(rows, (r) => r[1]),
    lng: Float64Array.from(rows, (r) => r[2]),
    depthKm: Float64Array.from(rows, (r) => r[3]),
    magnitude: Float64Array.from(rows, (r) => r[4]),
    depthKnown: Uint8Array.from(rows, () => 1),
  };
}

describe('long catalogue: ISC-GEM v7.0 M6+ with completeness per era', () => {
  test('the shipped file: 12,094 events of Mw >= 6, 1904 to 2016, in time order', () => {
    const e = iscGemEvents();
    assert.equal(e.timeMs.length, 12094);
    assert.ok(e.magnitude.every((m) => m >= 6));
    for (let i = 1; i < e.timeMs.length; i++) assert.ok(e.timeMs[i]! >= e.timeMs[i - 1]!);
    assert.equal(new Date(e.timeMs[0]!).getUTCFullYear(), 1904);
    assert.ok(e.timeMs.at(-1)! < LONG_CATALOGUE.iscGemEndMs);
  });

  test('completeness: 6.8 from 1904, 6.5 from 1910, 6.2 from 1950, 6.0 from 1960; an M size is observed since its era', () => {
    assert.equal(longCompletenessAt(Date.UTC(1903, 0, 1)), Number.POSITIVE_INFINITY);
    assert.equal(longCompletenessAt(Date.UTC(1905, 0, 1)), 6.8);
    assert.equal(longCompletenessAt(Date.UTC(1930, 0, 1)), 6.5);
    assert.equal(longCompletenessAt(Date.UTC(1955, 0, 1)), 6.2);
    assert.equal(longCompletenessAt(Date.UTC(2000, 0, 1)), 6.0);
    const now = NOW.getTime();
    close(yearsComplete(6.0, now), (now - Date.UTC(1960, 0, 1)) / YEAR, 1e-9);
    close(yearsComplete(6.3, now), (now - Date.UTC(1950, 0, 1)) / YEAR, 1e-9);
    close(yearsComplete(6.6, now), (now - Date.UTC(1910, 0, 1)) / YEAR, 1e-9);
    close(yearsComplete(7.0, now), (now - Date.UTC(1904, 0, 1)) / YEAR, 1e-9);
    close(yearsComplete(8.5, now), (now - Date.UTC(1904, 0, 1)) / YEAR, 1e-9);
  });

  test('rates: incomplete events left out, aftershocks set aside, each mainshock 1 / T(M) a year; USGS M6+ after 2016 continue it', () => {
    const place = { lat: 0, lng: 0 };
    const cat = events([
      ['1920-01-01T00:00:00', 0.5, 0.5, 15, 6.3], // below the 1910s' 6.5: not complete, left out
      ['1930-01-01T00:00:00', 0.5, 0.5, 15, 7.5], // a mainshock, complete since 1904 (6.8)... T from 1904
      ['1930-01-02T00:00:00', 0.6, 0.5, 15, 6.6], // its aftershock (Uhrhammer window)
      ['1980-01-01T00:00:00', -0.5, 0.0, 120, 6.1], // a deep mainshock, complete since 1960
      ['1990-01-01T00:00:00', 5, 5, 15, 7.0], // beyond 300 km
    ]);
    const recent: Quake[] = [
      { id: 'a', magnitude: 6.4, time: '2020-06-01T00:00:00Z', lat: 1, lng: 1, depthKm: 10, place: null, url: null },
      { id: 'b', magnitude: 6.4, time: '2015-06-01T00:00:00Z', lat: 1, lng: 1, depthKm: 10, place: null, url: null }, // before ISC-GEM's end: ISC-GEM's
    ];
    const r = largeEarthquakeRates(place, 300, NOW.getTime(), recent, cat);
    assert.equal(r.events, 4);
    assert.equal(r.sources.length, 3);
    const now = NOW.getTime();
    const expected = 1 / yearsComplete(7.5, now) + 1 / yearsComplete(6.1, now) + 1 / yearsComplete(6.4, now);
    close(r.ratePerYear, expected, 1e-12);
    assert.equal(r.bValue.method, 'global');
    assert.equal(r.bValue.b, LONG_CATALOGUE.globalB);
    assert.equal(r.largest?.magnitude, 7.5);
    assert.deepEqual(
      r.sources.map((s) => s.depthClass),
      [0, 3, 0],
    );
  });
});

describe('fault sources: moment-rate balanced characteristic distributions', () => {
  test('Wells & Coppersmith (1994) area magnitude and Hanks & Kanamori (1979) moment', () => {
    close(magnitudeFromAreaKm2(1000), 4.07 + 0.98 * 3, 1e-12);
    close(Math.log10(momentOf(6)), 18.05, 1e-12); // M6: 1.1e18 N·m
    close(Math.log10(momentOf(8)) - Math.log10(momentOf(6)), 3, 1e-12);
  });

  test('Youngs & Coppersmith (1985): box of 0.5 under the maximum, its density the exponential one unit below it', () => {
    const b = 0.9;
    const d = characteristicDistribution(b, 6, 7.5);
    close(d.mChar, 7.0, 1e-12);
    const beta = b * Math.LN10;
    const expMass = 1 - Math.exp(-beta * 1.0);
    const box = beta * Math.exp(-beta * 0) * 0.5;
    close(d.characteristicShare, box / (expMass + box), 1e-12);
    // Most of the moment in the characteristic box; the mean moment between M6's and M7.5's.
    assert.ok(d.meanMoment > momentOf(6) && d.meanMoment < momentOf(7.5));
    // A small fault: all in the box.
    const small = characteristicDistribution(b, 6, 6.3);
    assert.equal(small.mChar, 6);
    close(small.characteristicShare, 1, 1e-12);
  });

  test('uniform magnitudes with b = 0 (the box)', () => {
    close(grExceedanceShare(6.25, 0, 6, 6.5), 0.5, 1e-12);
    const bins = grMagnitudeBins(0, 7, 7.5);
    assert.equal(bins.length, 5);
    for (const bin of bins) close(bin.w, 0.2, 1e-12);
  });

  test('the moment balance: rate x mean moment = coupling x shear modulus x area x slip rate', () => {
    const sec: FaultSection = {
      slipRateMmYr: 10,
      dipDeg: 90,
      kind: 'Dextral',
      name: 'test',
      trace: [
        [0, 0],
        [0.9, 0],
      ],
      minLat: 0,
      maxLat: 0,
    };
    const src = sectionSource(sec, { mMin: 6, maxMagnitude: 9, b: 0.9 })!;
    const lengthKm = 0.9 * 111.195;
    const area = lengthKm * FAULT_MODEL.seismogenicThicknessKm;
    close(src.mMax, magnitudeFromAreaKm2(area), 0.01);
    const moment = src.ratePerYear * characteristicDistribution(0.9, 6, src.mMax).meanMoment;
    close(moment / (FAULT_MODEL.coupling * FAULT_MODEL.shearModulusPa * area * 1e6 * 0.01), 1, 1e-3);
    assert.ok(src.points.length >= 19 && src.points.length <= 21, String(src.points.length)); // every ~5 km
    // Too short to host M6: left out.
    assert.equal(
      sectionSource(
        {
          ...sec,
          trace: [
            [0, 0],
            [0.05, 0],
          ],
        },
        { mMin: 6, maxMagnitude: 9, b: 0.9 },
      ),
      null,
    );
    // Near a place: distances from it.
    const near = faultSourcesNear({ lat: 0.1, lng: 0.45 }, 300, { mMin: 6, maxMagnitude: 9, b: 0.9 }, [sec]);
    assert.equal(near.length, 1);
    close(near[0]!.distanceKm, 11.1, 0.3);
  });

  test("Anderson's dips where the database gives none", () => {
    assert.equal(andersonianDip('Reverse-Sinistral'), 30);
    assert.equal(andersonianDip('Thrust'), 30);
    assert.equal(andersonianDip('Normal'), 60);
    assert.equal(andersonianDip('Dextral'), 90);
    assert.equal(andersonianDip(''), 90);
  });
});

describe('data builds: the parsers of the shipped files', () => {
  test('GEM slip-rate tuples: most likely, else the mean of the bounds, else the one bound; nothing for zero', () => {
    assert.equal(slipRateOf('(27.0,26.1806,27.9)'), 27);
    assert.equal(slipRateOf('(,1,3)'), 2);
    assert.equal(slipRateOf('(,0.01,)'), 0.01);
    assert.equal(slipRateOf('(0.5,,)'), 0.5);
    assert.equal(slipRateOf('(,,0.00)'), null);
    assert.equal(slipRateOf(null), null);
  });

  test('ISC-GEM KML placemarks: time, epicentre, depth, Mw', () => {
    const kml = `<description><![CDATA[Origin time : 1904-04-04 10:02:34.56<br>
    Lat = 41.802 Lon = 23.108  quality B<br>
    Depth = 15.0  quality C<br>
<br>
    Mw = 6.84 direct , quality C]]></description>`;
    assert.deepEqual(parseIscGemKml(kml), [
      { time: '1904-04-04T10:02:34', lat: 41.802, lon: 23.108, depth: 15, depthQuality: 'C', mw: 6.84 },
    ]);
  });
});

describe('subduction sources: BC Hydro (Abrahamson, Gregor & Addo 2016) and Worden et al. (2012)', () => {
  // The GEM OpenQuake verification tables of the model (openquake/hazardlib/tests/gsim/data/BCHYDRO/
  // BCHYDRO_SINTER_CENTRAL_MEAN.csv and BCHYDRO_SSLAB_CENTRAL_MEAN.csv, commit babca67b, forearc rows):
  // [kind, M, distance km (Rrup interface, Rhypo intraslab), Vs30, hypocentre depth km, PGA g].
  const ROWS: ['interface' | 'intraslab', number, number, number, number, number][] = [
    ['interface', 5, 1, 850, 0, 0.140786699],
    ['interface', 6, 10, 850, 0, 0.110241942],
    ['interface', 6, 50, 360, 0, 0.0275203018],
    ['interface', 8, 50, 1200, 0, 0.230578829],
    ['interface', 9, 100, 850, 0, 0.174681228],
    ['interface', 5, 300, 180, 0, 4.65398058e-4],
    ['intraslab', 5, 1, 180, 45, 0.61316747],
    ['intraslab', 5, 50, 850, 45, 0.0190280142],
    ['intraslab', 5, 50, 360, 90, 0.0472834849],
    ['intraslab', 5, 100, 570, 90, 0.0105069814],
  ];
  test('median PGA against the verification tables (within 1e-6 relative)', () => {
    for (const [kind, m, r, vs30, depth, pga] of ROWS)
      close(Math.exp(bcHydroLnPga(kind, m, r, vs30, depth)) / pga, 1, 1e-6, `${kind} M${m} ${r} km Vs30 ${vs30}`);
  });

  test("intensity: Worden et al.'s conversion of the median, both sigmas in quadrature", () => {
    const strong = subductionIntensity('interface', 8, 50, 760);
    close(strong.sigma, Math.hypot((3.7 / Math.LN10) * 0.74, WORDEN_2012_SIGMA_MMI), 1e-12);
    const weak = subductionIntensity('interface', 5, 300, 760);
    close(weak.sigma, Math.hypot((1.55 / Math.LN10) * 0.74, WORDEN_2012_SIGMA_MMI), 1e-12);
    // Softer soil shakes more at these levels.
    assert.ok(subductionIntensity('interface', 7, 60, 260).mmi > subductionIntensity('interface', 7, 60, 760).mmi);
  });

  test('without a tectonic type of its own (none since Slab2): shallow crustal, 20-80 km interface over a slab, deeper intraslab', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5].map((k) => sourceModelOf(k, 'subduction')),
      ['crustal', 'interface', 'interface', 'intraslab', 'intraslab', 'intraslab'],
    );
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5].map((k) => sourceModelOf(k, 'crustal')),
      ['crustal', 'crustal', 'crustal', 'intraslab', 'intraslab', 'intraslab'],
    );
  });
});

describe('depth classes against the intensity equation', () => {
  // Allen, Wald & Worden (2012) in rupture distance, as checked against its verification tables (science.test.ts): the
  // error of putting a source at its class's depth instead of its own, for M5-8 at 10-300 km epicentral distance.
  test('the class depth stands for every depth in the class within about 0.5 MMI from 10 km out (within 0.25 from 50 km above 80 km depth)', () => {
    let worst = 0;
    let worstFar = 0;
    DEPTH_CLASS_KM.forEach((rep, k) => {
      const top = k === 0 ? 0 : DEPTH_CLASS_EDGES_KM[k - 1]!;
      const bottom = Math.min(DEPTH_CLASS_EDGES_KM[k]!, 700);
      for (const m of [5, 6, 7, 8]) {
        for (const r of [10, 20, 50, 100, 200, 300]) {
          for (const depth of [top, (top + bottom) / 2, bottom]) {
            const err = Math.abs(intensityRrup(m, Math.hypot(r, depth)).mmi - intensityRrup(m, Math.hypot(r, rep)).mmi);
            worst = Math.max(worst, err);
            if (r >= 50 && k < 3) worstFar = Math.max(worstFar, err);
          }
        }
      }
    });
    assert.ok(worst <= 0.51, `worst ${worst}`);
    assert.ok(worstFar <= 0.25, `worst from 50 km above 80 km depth: ${worstFar}`);
  });
});

describe('one model from 7 days to 30 years', () => {
  const place = { lat: 35.69, lng: 139.69 };
  const quakes: Quake[] = Array.from({ length: 60 }, (_, i) => ({
    id: `q${i}`,
    magnitude: 5 + (i % 7) * 0.2,
    time: new Date(NOW.getTime() - (i + 1) * 200 * 86_400_000).toISOString(),
    lat: place.lat + ((i % 5) - 2) * 0.3,
    lng: place.lng + ((i % 3) - 1) * 0.3,
    depthKm: 30,
    place: null,
    url: null,
  }));
  const catalogue: EarthquakeCatalogue = {
    events: quakes,
    query: { center: place, radiusKm: 300, minMagnitude: 4.5, start: new Date(NOW.getTime() - 50 * YEAR), end: NOW },
  };
  const s = earthquakeSeismicity(catalogue, place, NOW);
  const window = (days: number) => ({ start: NOW, end: new Date(NOW.getTime() + days * 86_400_000) });

  test('the query catalogue carries M5-6, the long catalogue M6 up; the curve never rises with intensity and grows with the window', () => {
    const pop = shakingPopulations(s, window(365));
    assert.ok(pop.background.length > 0 && pop.background.every((q) => q.magnitudes.mMax === LONG_CATALOGUE.minMagnitude));
    assert.ok(pop.large.length > 0 && pop.large.every((q) => q.magnitudes.mMin === LONG_CATALOGUE.minMagnitude));
    assert.ok(populationList(pop).length >= 4);
    let previous: number[] | null = null;
    for (const days of [7, 30, 365, 3652.5, 10957.5]) {
      const p = shakingForecast(s, window(days)).curve.probability;
      const curve = [p[5], p[6], p[7], p[8], p[9]];
      for (let i = 1; i < curve.length; i++) assert.ok(curve[i]! <= curve[i - 1]!);
      if (previous) for (let i = 0; i < curve.length; i++) assert.ok(curve[i]! >= previous[i]!);
      previous = curve;
    }
    // Tokyo's real ISC-GEM M6+ events make the 475-year level high (above VII).
    assert.ok((intensityWithProbability(s, window(50 * 365.25), 0.1) ?? 0) > 7);
  });
});
