// The subduction ground-motion logic tree (issue 31): Zhao et al. (2006) and Atkinson & Macias (2009) against OpenQuake
// hazardlib's verification tables, the Boore & Atkinson (2008) site term, and the tree's mean hazard.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  ATKINSON_MACIAS_2009_MIN_MAGNITUDE,
  atkinsonMaciasPga,
  booreAtkinson2008SiteAmplification,
  BOORE_ATKINSON_2008_SITE_PGA,
} from '../../../../src-server/hazards/earthquake/atkinson-macias-2009.js';
import { normalCdfErfc as normalCdf } from '../../../../src-server/science/stats.js';
import {
  subductionBranches,
  subductionExceedance,
  subductionIntensity,
  subductionPga,
  SUBDUCTION_LOGIC_TREE,
} from '../../../../src-server/hazards/earthquake/subduction-gmpe.js';
import { ZHAO_INTERFACE_DEPTH_KM, zhaoPga, zhaoSiteTerm } from '../../../../src-server/hazards/earthquake/zhao-2006.js';

const close = (a: number, b: number, tol: number, what = '') => assert.ok(Math.abs(a - b) <= tol, `${what}: ${a} vs ${b}`);
/** The verification tables print 5-8 significant digits from coefficients of a few more digits than the paper's: 0.5 %. */
const REL = 0.005;

// Rows of OpenQuake hazardlib's verification tables for ZhaoEtAl2006 (repository gem/oq-engine, directory
// openquake/hazardlib/tests/gsim/data/ZHAO06/): [magnitude, hypocentral depth km, Rrup km, Vs30 m/s, PGA g].
/** Z06SInterNSHMP_MEAN.csv (commit 0af2fc6f): the NSHMP variant, hypocentre fixed at 20 km whatever the row says. */
const ZHAO_INTERFACE_NSHMP: [number, number, number, number, number][] = [
  [5, 20, 0, 760, 0.6725339],
  [7, 30, 10, 760, 0.3403163],
  [8, 40, 50, 760, 0.2070181],
  [9, 60, 150, 760, 0.1189143],
];
/** Z06SInter_MEAN.csv (commit 0af2fc6f): the paper's form at the row's depth, all four soil classes. */
const ZHAO_INTERFACE: [number, number, number, number, number][] = [
  [5, 5, 5, 150, 0.16227619],
  [5, 20, 30, 250, 0.02820391],
  [5, 20, 100, 500, 0.00579809],
  [5, 20, 200, 800, 0.00131456],
];
/** Z06SSlab_MEAN.csv (commit 06c90a12; its rake column dropped): depths beyond 125 km are capped. */
const ZHAO_SLAB: [number, number, number, number, number][] = [
  [5, 100, 150, 250, 0.00966524],
  [7, 150, 100, 500, 0.26612368],
  [7, 150, 120, 150, 0.19733715],
  [7, 150, 200, 800, 0.04366215],
  [8, 5, 60, 500, 0.53252381],
  [8, 20, 10, 250, 4.38054895],
];
/** AM09/ATKINSON_MACIAS_2009_MEAN.csv (commit 0af2fc6f): [magnitude, Rrup km, PGA g] on B/C rock. */
const AM09: [number, number, number][] = [
  [7, 10, 1.07023543],
  [7, 100, 0.0582746031],
  [7.5, 50.003, 0.173172659],
  [8, 19.999, 0.462891626],
  [8, 299.916, 0.0113104354],
  [8, 1000, 0.00100572518],
];

describe('Zhao et al. (2006) PGA against hazardlib verification tables', () => {
  test('interface, the USGS form: hypocentre at 20 km, Vs30 760', () => {
    assert.equal(ZHAO_INTERFACE_DEPTH_KM, 20);
    for (const [m, , r, vs30, pga] of ZHAO_INTERFACE_NSHMP) {
      const { lnPga } = subductionPga('zhao2006', 'interface', m, r, vs30);
      close(Math.exp(lnPga) / pga, 1, REL, `M${m} ${r} km`);
    }
  });
  test('interface at the row depth, every soil class', () => {
    for (const [m, depth, r, vs30, pga] of ZHAO_INTERFACE)
      close(Math.exp(zhaoPga('interface', m, r, depth, vs30).lnPga) / pga, 1, REL, `M${m} Vs30 ${vs30}`);
  });
  test('intraslab', () => {
    for (const [m, depth, r, vs30, pga] of ZHAO_SLAB) {
      close(Math.exp(zhaoPga('intraslab', m, r, depth, vs30).lnPga) / pga, 1, REL, `M${m} ${depth} km deep, ${r} km`);
      close(Math.exp(subductionPga('zhao2006', 'intraslab', m, r, vs30, depth).lnPga) / pga, 1, REL, 'through the tree');
    }
  });
  test('total sigma: generic τ for interface (Z06SInterNSHMP_STD_TOTAL.csv: 0.723036), τS for slab', () => {
    close(zhaoPga('interface', 7, 50, 20, 760).sigma, 0.723036, 5e-4, 'interface');
    close(zhaoPga('intraslab', 7, 150, 100, 760).sigma, Math.hypot(0.604, 0.321), 1e-12, 'slab');
  });
  test('site classes of their Table 2 by Vs30, as hazardlib maps them', () => {
    assert.deepEqual(
      [1200, 760, 601, 600, 301, 300, 201, 200, 150].map(zhaoSiteTerm),
      [0.293, 1.111, 1.111, 1.344, 1.344, 1.355, 1.355, 1.42, 1.42],
    );
  });
});

describe('Atkinson & Macias (2009) PGA', () => {
  test('B/C rock against hazardlib verification table; sigma 0.24 log10 units', () => {
    for (const [m, r, pga] of AM09) {
      const { lnPga, sigma } = atkinsonMaciasPga(m, r, 760);
      close(Math.exp(lnPga) / pga, 1, REL, `M${m} ${r} km`);
      close(sigma, 0.24 * Math.LN10, 1e-12);
    }
  });
  test('other sites: the rock PGA times the Boore & Atkinson (2008) amplification driven by it', () => {
    const rock = atkinsonMaciasPga(8.5, 80, 760).lnPga;
    for (const vs30 of [180, 260, 400, 1100])
      close(atkinsonMaciasPga(8.5, 80, vs30).lnPga, rock + booreAtkinson2008SiteAmplification(vs30, Math.exp(rock)), 1e-12);
  });
  test('the site term: nothing at 760, linear at weak shaking, less amplification under strong shaking, continuous', () => {
    const s = BOORE_ATKINSON_2008_SITE_PGA;
    close(booreAtkinson2008SiteAmplification(760, 0.5), 0, 1e-12);
    // Vs30 260 between V1 and V2: bnl = (b1 - b2) ln(260/300) / ln(180/300) + b2; weak shaking: bnl ln(pga_low / 0.1).
    const bnl = ((s.b1 - s.b2) * Math.log(260 / 300)) / Math.log(180 / 300) + s.b2;
    close(booreAtkinson2008SiteAmplification(260, 0.01), s.bLin * Math.log(260 / 760) + bnl * Math.log(0.6), 1e-12);
    assert.ok(booreAtkinson2008SiteAmplification(260, 0.5) < booreAtkinson2008SiteAmplification(260, 0.05));
    for (const edge of [s.a1, s.a2])
      close(
        booreAtkinson2008SiteAmplification(260, edge * (1 - 1e-9)),
        booreAtkinson2008SiteAmplification(260, edge * (1 + 1e-9)),
        1e-6,
        `at ${edge} g`,
      );
  });
});

describe('the USGS NSHM logic tree (nshm-cous-2014/2018, Western US gmm.xml)', () => {
  test('weights as the gmm.xml files give them, each set summing to 1', () => {
    assert.deepEqual(
      SUBDUCTION_LOGIC_TREE.interface.map((b) => [b.model, b.weight]),
      [
        ['atkinsonMacias2009', 0.3333],
        ['bcHydro', 0.3334],
        ['zhao2006', 0.3333],
      ],
    );
    assert.deepEqual(
      SUBDUCTION_LOGIC_TREE.intraslab.map((b) => [b.model, b.weight]),
      [
        ['bcHydro', 0.5],
        ['zhao2006', 0.5],
      ],
    );
  });
  test('AM09 only from M 7.5 (its range), the other two renormalised below', () => {
    assert.equal(ATKINSON_MACIAS_2009_MIN_MAGNITUDE, 7.5);
    assert.deepEqual(
      subductionBranches('interface', 8).map((b) => b.model),
      ['atkinsonMacias2009', 'bcHydro', 'zhao2006'],
    );
    const small = subductionBranches('interface', 7.45);
    assert.deepEqual(
      small.map((b) => b.model),
      ['bcHydro', 'zhao2006'],
    );
    close(small[0]!.weight, 0.3334 / 0.6667, 1e-12);
    close(small[0]!.weight + small[1]!.weight, 1, 1e-12);
  });
  test('the chance of an intensity is the weighted mean of the models’ chances, each with its own sigma', () => {
    const cases: ['interface' | 'intraslab', number, number, number, number][] = [
      ['interface', 8.6, 40, 760, 0],
      ['interface', 9.1, 120, 260, 0],
      ['interface', 6.5, 25, 260, 0],
      ['intraslab', 7.2, 130, 760, 110],
      ['intraslab', 6.8, 210, 260, 200],
    ];
    for (const [kind, m, r, vs30, depth] of cases)
      for (const scatter of [true, false])
        for (const level of [6, 7, 8, 9]) {
          let mean = 0;
          for (const { model, weight } of subductionBranches(kind, m)) {
            const { mmi, sigma } = subductionIntensity(kind, m, r, vs30, depth, scatter, model);
            mean += weight * (1 - normalCdf((level - mmi) / sigma));
          }
          close(subductionExceedance(level, kind, m, r, vs30, depth, scatter), mean, 1e-12, `${kind} M${m} MMI ${level}`);
        }
  });
  test('the mixture lies between its branches, and differs from the BC Hydro branch alone', () => {
    const level = 8;
    const chances = subductionBranches('interface', 8.8).map(({ model }) => {
      const { mmi, sigma } = subductionIntensity('interface', 8.8, 60, 760, 0, false, model);
      return 1 - normalCdf((level - mmi) / sigma);
    });
    const mixture = subductionExceedance(level, 'interface', 8.8, 60, 760, 0, false);
    assert.ok(mixture >= Math.min(...chances) && mixture <= Math.max(...chances));
    assert.ok(Math.max(...chances) - Math.min(...chances) > 0.01, 'the branches disagree here');
  });
});
