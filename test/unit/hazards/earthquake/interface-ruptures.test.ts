// Interface ruptures on the place's own Slab2 interface (issue 31): the local dip fitted over the slab-top grid, the
// interface nodes around a place, and the site's exceedance table averaged over the nodes of each cell
// (docs/methodology/earthquake.md, "Finite ruptures").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { interfaceExceedanceTable, interfaceGeometry } from '../../../../src-server/hazards/earthquake/interface-ruptures.js';
import {
  interfaceRuptureLengthKm,
  interfaceRuptureWidthKm,
  planeDistanceKm,
} from '../../../../src-server/hazards/earthquake/rupture-geometry.js';
import { ANNULI, DEPTH_CLASSES, TABLE_M_BINS, tableMagnitude } from '../../../../src-server/hazards/earthquake/shaking-grid.js';
import { interfaceNodesNear, localDip, SLAB_GEOMETRY } from '../../../../src-server/hazards/earthquake/slab-geometry.js';
import type { SlabZone } from '../../../../src-server/hazards/earthquake/slab.js';
import { subductionExceedance } from '../../../../src-server/hazards/earthquake/subduction-gmpe.js';

const close = (a: number, b: number, tol: number, what = '') => assert.ok(Math.abs(a - b) <= tol, `${what} ${a} vs ${b}`);

/** A synthetic zone at the equator: the slab top deepens eastwards by 2 km per 0.1-degree node from 10 km at lng 0. */
function eastDippingZone(zone = 'tst', maxInterfaceKm = 40): SlabZone {
  const rows = 41;
  const cols = 60;
  const code = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) code[r * cols + c] = 5 + c;
  return { zone, maxInterfaceKm, lat0: -2, lng0: 0, step: 0.1, rows, cols, code };
}

describe('the local interface from Slab2', () => {
  test('the least-squares plane recovers the dip and the down-dip direction of a planar slab', () => {
    const d = localDip(eastDippingZone(), 20, 20)!;
    close(d.dipDeg, (Math.atan(2 / 11.119) * 180) / Math.PI, 0.1, 'dip');
    close(d.azimuthRad, Math.PI / 2, 1e-6, 'down dip towards the east');
    // A slab patch of 3 x 3 nodes is fewer than the fit needs.
    const patch = eastDippingZone();
    patch.code.fill(255);
    for (const r of [19, 20, 21]) for (const c of [19, 20, 21]) patch.code[r * patch.cols + c] = 5 + c;
    assert.ok(9 < SLAB_GEOMETRY.minFitNodes);
    assert.equal(localDip(patch, 20, 20), null);
  });

  test('only nodes above the deepest interface, thinned with distance; none in a continental collision zone', () => {
    const place = { lat: 0, lng: 2 };
    const nodes = interfaceNodesNear(place, 400, [eastDippingZone()]);
    assert.ok(nodes.length > 0);
    assert.ok(nodes.every((n) => n.depthKm <= 40 && n.bottomKm === 40));
    // Depth 10 + 2 x col <= 40: lng 0 to 1.5, so every node lies west of the place, dipping east towards it.
    assert.ok(nodes.every((n) => n.xKm < 0 && n.downDipX > 0.999));
    const near = nodes.filter((n) => n.rKm < 100);
    const far = nodes.filter((n) => n.rKm > 210);
    assert.ok(near.length > 0 && far.length > 0);
    // Within 110 km every node (0.1 degree apart), beyond 200 km every third: far nodes 0.3 degree apart.
    const spacing = (ns: typeof nodes) =>
      Math.min(...ns.flatMap((a) => ns.filter((b) => b !== a).map((b) => Math.hypot(a.xKm - b.xKm, a.yKm - b.yKm))));
    close(spacing(near), 11.1, 0.2, 'near spacing');
    close(spacing(far), 33.4, 0.6, 'far spacing');
    assert.equal(interfaceNodesNear(place, 400, [eastDippingZone('him')]).length, 0);
  });

  test("a cell's probability is the mean over its nodes' planes; a cell without nodes takes its annulus's, then the generic", () => {
    const place = { lat: 0, lng: 2 };
    const zones = [eastDippingZone()];
    const g = interfaceGeometry(place, zones)!;
    const nodes = interfaceNodesNear(place, 400, zones);
    const generic = new Float64Array(TABLE_M_BINS * ANNULI * DEPTH_CLASSES).fill(0.123);
    const level = 7;
    const t = interfaceExceedanceTable(g, level, 760, false, () => generic);
    const im = 30; // M 8.05
    const m = tableMagnitude(im);
    let checked = 0;
    for (let j = 0; j < ANNULI; j++) {
      for (let k = 0; k < DEPTH_CLASSES; k++) {
        const cell = g.cellNodes[j * DEPTH_CLASSES + k]!;
        const at = t[(im * ANNULI + j) * DEPTH_CLASSES + k]!;
        if (!cell.length) {
          if (!g.annulusNodes[j]!.length) assert.equal(at, 0.123);
          continue;
        }
        const expected =
          [...cell].reduce((sum, i) => {
            const n = nodes[i]!;
            const across = -(n.xKm * n.downDipX + n.yKm * n.downDipY);
            const along = -(n.xKm * n.downDipY - n.yKm * n.downDipX);
            const plane = {
              lengthKm: interfaceRuptureLengthKm(m),
              widthKm: interfaceRuptureWidthKm(m),
              dipDeg: n.dipDeg,
              hypocentreDepthKm: n.depthKm,
              topKm: 0,
              bottomKm: n.bottomKm,
            };
            const r = planeDistanceKm(Math.hypot(along, across), Math.atan2(across, along), 1, plane);
            return sum + subductionExceedance(level, 'interface', m, Math.floor(r) + 0.5, 760, 0, false);
          }, 0) / cell.length;
        close(at, expected, 1e-12, `annulus ${j} class ${k}`);
        checked++;
      }
    }
    assert.ok(checked >= 5);
  });

  test('the shipped Slab2: the Nazca interface ends 30-40 km short of Lima, dipping towards it; under Tokyo the Philippine Sea slab', () => {
    const lima = interfaceNodesNear({ lat: -12.0464, lng: -77.0428 }, 400);
    const nearest = lima.reduce((a, b) => (a.rKm < b.rKm ? a : b));
    assert.ok(nearest.rKm > 25 && nearest.rKm < 45, `${nearest.rKm}`);
    assert.ok(nearest.downDipX > 0 && nearest.downDipY > 0); // towards the north-east, inland
    close(nearest.dipDeg, 22, 5, 'dip near Lima');
    const tokyo = interfaceNodesNear({ lat: 35.6895, lng: 139.6917 }, 400);
    assert.ok(tokyo.some((n) => n.rKm < 5 && n.depthKm > 25 && n.depthKm < 40));
  });
});
