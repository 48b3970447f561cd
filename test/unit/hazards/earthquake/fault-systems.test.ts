// Multi-section ruptures (issue 31): sections of one named fault that meet end to end are joined into one fault system,
// moment-rate balanced as one source whose largest magnitude comes from the whole area (docs/methodology/earthquake.md, "Fault
// sources").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { faultRuptureRates } from '../../../../src-server/hazards/earthquake/fault-ruptures.js';
import {
  characteristicDistribution,
  FAULT_MODEL,
  faultSourcesNear,
  magnitudeFromAreaKm2,
  sectionSource,
  systemSource,
  type FaultSection,
} from '../../../../src-server/hazards/earthquake/fault-sources.js';
import { FAULT_SYSTEM_MODEL, faultSystems, parentFaultName } from '../../../../src-server/hazards/earthquake/fault-systems.js';

const mags = { mMin: 6, maxMagnitude: 9, b: 0.9 };
const section = (name: string, trace: [number, number][], extra: Partial<FaultSection> = {}): FaultSection => ({
  slipRateMmYr: 5,
  dipDeg: 90,
  kind: 'Strike-slip',
  name,
  trace,
  dipDirDeg: null,
  upperKm: 0,
  lowerKm: 20,
  source: 'nzcfm',
  minLat: Math.min(...trace.map((p) => p[1])),
  maxLat: Math.max(...trace.map((p) => p[1])),
  ...extra,
});
// Three 0.2-degree (22 km) pieces of one east-west fault at the equator, listed out of order, the middle one reversed.
const a = section('Test: 1', [
  [0, 0],
  [0.2, 0],
]);
const b = section('Test: 2', [
  [0.4, 0],
  [0.2, 0],
]);
const c = section('Test: 3', [
  [0.4, 0],
  [0.6, 0],
]);

describe('fault systems: sections of one fault joined end to end', () => {
  test("the fault's name: the NZ CFM's text before the colon, else the section's own name; unnamed sections stay apart", () => {
    assert.equal(parentFaultName(a), 'Test');
    assert.equal(
      parentFaultName(
        section('Main Himalaya Thrust', [
          [0, 0],
          [1, 0],
        ]),
      ),
      'Main Himalaya Thrust',
    );
    assert.equal(
      parentFaultName(
        section(' ', [
          [0, 0],
          [1, 0],
        ]),
      ),
      null,
    );
  });

  test('a chain in order along strike with oriented traces; another dataset, a gap or a branch is not linked', () => {
    const [sys, ...rest] = faultSystems([c, a, b]);
    assert.equal(rest.length, 0);
    assert.equal(sys!.name, 'Test');
    const traces = sys!.sections.map((s) => s.trace);
    // Each section starts where the previous one ends.
    for (let i = 1; i < traces.length; i++) assert.deepEqual(traces[i]![0], traces[i - 1]!.at(-1));
    assert.deepEqual([traces[0]![0], traces.at(-1)!.at(-1)].map((p) => p![0]).sort(), [0, 0.6]);
    assert.equal(faultSystems([a, { ...b, source: 'gem' }]).length, 2);
    const gapDeg = (FAULT_SYSTEM_MODEL.linkGapKm + 1) / 111.19;
    assert.equal(
      faultSystems([
        a,
        section('Test: 4', [
          [0.2 + gapDeg, 0],
          [0.5, 0],
        ]),
      ]).length,
      2,
    );
    const branch = section('Test: 5', [
      [0.2, 0],
      [0.2, 0.2],
    ]);
    assert.equal(faultSystems([a, b, c, branch]).length, 4);
  });

  test('one section is exactly sectionSource; a system sums the moment rates and takes mMax from the whole area', () => {
    const one = systemSource({ name: 'Test: 1', sections: [{ section: a, trace: a.trace }] }, mags)!;
    assert.deepEqual(one, sectionSource(a, mags));
    assert.equal(one.geometry, undefined);
    const sys = systemSource(faultSystems([a, b, c])[0]!, mags)!;
    const parts = [a, b, c].map((s) => sectionSource(s, mags)!);
    const lengthKm = parts.reduce((s, p) => s + p.lengthKm, 0);
    assert.ok(Math.abs(sys.lengthKm - lengthKm) < 1e-9);
    assert.ok(Math.abs(sys.mMax - magnitudeFromAreaKm2(lengthKm * 20)) < 1e-9);
    assert.ok(sys.mMax > Math.max(...parts.map((p) => p.mMax)) + 0.4);
    // Moment balance: the M6+ rate times the distribution's mean moment is the sections' summed χ μ A s.
    const expectedMomentRate = FAULT_MODEL.coupling * FAULT_MODEL.shearModulusPa * lengthKm * 20 * 1e6 * 5e-3;
    const momentRate = sys.ratePerYear * characteristicDistribution(mags.b, mags.mMin, sys.mMax).meanMoment;
    assert.ok(Math.abs(momentRate / expectedMomentRate - 1) < 1e-9);
    // Fewer, larger ruptures: the M6+ rate falls below the three sections' sum.
    assert.ok(sys.ratePerYear < parts.reduce((s, p) => s + p.ratePerYear, 0));
    assert.equal(sys.geometry!.length, sys.points.length);
  });

  test('near a place, the system is one source whose ruptures add up to its rate', () => {
    const [src, ...rest] = faultSourcesNear({ lat: 0.05, lng: 0.3 }, 300, mags, [a, b, c]);
    assert.equal(rest.length, 0);
    assert.equal(src!.name, 'Test');
    const rates = faultRuptureRates({ lat: 0.05, lng: 0.3 }, [src!], 0.9);
    const total = rates.perYear.reduce((s, row) => s + row.reduce((t, x) => t + x, 0), 0);
    assert.ok(Math.abs(total - src!.ratePerYear) / src!.ratePerYear < 1e-9);
  });

  test("each point of a system keeps its own section's plane: a section dipping beneath the site brings ruptures closer", () => {
    const site = { lat: 0.18, lng: 0.1 }; // 20 km north of the first section
    const closest = (sections: FaultSection[]) => {
      const rates = faultRuptureRates(site, faultSourcesNear(site, 300, mags, sections), 0.9);
      return Math.min(...rates.perYear.map((row) => row.findIndex((x) => x > 0)).filter((i) => i >= 0));
    };
    const vertical = closest([a, b]);
    const dipping = closest([{ ...a, dipDeg: 30, dipDirDeg: 0, kind: 'Reverse' }, b]);
    assert.ok(vertical >= 19, `vertical ${vertical}`);
    // Down dip towards the site at 30°, 20 km deep at its base: the plane passes about 10 km beneath the site.
    assert.ok(dipping <= 11, `dipping ${dipping}`);
  });
});
