// `npm run build:faults -- <gem_active_faults.geojson> <c_asia_fault_results.geojson>`: writes src-server/hazards/earthquake/data/gem-faults.ts, the
// fault sources of the earthquake model (docs/methodology/earthquake.md, "Fault sources"), from the GEM Global Active Faults
// GeoJSON of 2017-05-11 (CC BY 4.0; provenance in src-server/hazards/earthquake/data/PROVENANCE.md). Kept: every trace
// whose net slip rate gives a positive value — the most likely value of its "(most likely, min, max)" tuple, else the
// mean of min and max, else the one bound given — with that rate (mm/yr), the most likely dip when given (else none:
// the model then takes the Andersonian dip of the kind of slip), the kind of slip, the name when there is one, the dip
// direction when given (degrees or a compass point), and the trace simplified (Douglas & Peucker 1973) to TOLERANCE_KM
// and rounded to 0.01 degree. A multi-part trace is kept as one section per part, each with the fault's slip rate.
// Sections whose trace's middle lies within REPLACED_KM of a fault of the Central Asia block model (the second argument)
// are left out: the same fault mapped twice, whose slip rate build:regional-faults gives from the block model instead.
// Where a trace has no slip rate but the rate its own reference measured is published, CITED_RATES gives it (see there).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { distanceKm } from '../src-server/shared/geo.js';

/** Simplification tolerance: small beside the 300 km the model looks at and the 15-40 km of its kernels. */
const TOLERANCE_KM = 2;
/** A GEM section this close to a block-model fault is the same fault (the fault sources' 15 km buffer, FAULT_MODEL.bufferKm). */
const REPLACED_KM = 15;
const KM_PER_DEGREE = 111.19;

export type Point = [number, number];

/**
 * Slip rates for traces the database ships without one, taken from the reference the database itself names for them,
 * each over the stretch that reference (and the block model's absence) covers. The geometry is the adjacent same fault's
 * in the Central Asia block model, so the plane continues as it is mapped on either side.
 */
export const CITED_RATES = [
  {
    /**
     * The Main Frontal Thrust of HimaTibetMap (Styron, Taylor & Okoronkwo 2010) in GEM 2017, whose reference is Lavé &
     * Avouac (2000, JGR 105:5735): 21 ± 1.5 mm/yr of Holocene shortening across the MFT in central Nepal, the slip the
     * Main Himalayan Thrust beneath takes up. Kept from the block model's easternmost Main Himalaya Thrust section
     * (83.93°E; its vertices within REPLACED_KM are left out) to Nepal's eastern border (88.2°E); further east (Sikkim,
     * Bhutan, Arunachal) the rate was not measured by that study and the traces stay without one. Dip 10°, 0-25 km, as
     * the block model's Main Himalaya Thrust sections in western Nepal; dipping north-northeast, beneath the range
     * (perpendicular to the section's own strike, on its northern side).
     */
    catalog: 'HimaTibetMap',
    name: 'Main Frontal Thrust',
    maxLon: 88.2,
    rate: 21,
    dip: 10,
    upperKm: 0,
    lowerKm: 25,
    kind: 'Reverse',
    source: 'gem-cited',
  },
] as const;

/** The azimuth (degrees) a thrust dips towards: perpendicular to the trace's end-to-end strike, on its northern side. */
export function northernDipDirection(trace: Point[]): number {
  const [x0, y0] = trace[0]!;
  const [x1, y1] = trace[trace.length - 1]!;
  const strike = (Math.atan2((x1 - x0) * Math.cos((((y0 + y1) / 2) * Math.PI) / 180), y1 - y0) * 180) / Math.PI;
  const a = (((strike + 90) % 360) + 360) % 360;
  const b = (a + 180) % 360;
  // The one of the two perpendiculars that points north (cos > 0).
  return Math.cos((a * Math.PI) / 180) >= 0 ? a : b;
}

/** The runs of at least two consecutive vertices that `keep` accepts. */
export function runsWhere(points: Point[], keep: (p: Point) => boolean): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (const p of points) {
    if (keep(p)) run.push(p);
    else {
      if (run.length >= 2) runs.push(run);
      run = [];
    }
  }
  if (run.length >= 2) runs.push(run);
  return runs;
}

/** "(1.5,0.5,2.5)" → [1.5, 0.5, 2.5]; empty parts are null; anything else null. */
export function parseTuple(text: unknown): [number | null, number | null, number | null] | null {
  if (typeof text !== 'string') return null;
  const m = /^\(?\s*([^,]*),([^,]*),([^,)]*)\)*\s*$/.exec(text.trim());
  if (!m) return null;
  const v = m.slice(1, 4).map((x) => (x!.trim() === '' || !Number.isFinite(Number(x)) ? null : Number(x)));
  return [v[0]!, v[1]!, v[2]!];
}

/** The slip rate a tuple gives: most likely, else the mean of the bounds, else the one bound; null when not positive. */
export function slipRateOf(text: unknown): number | null {
  const t = parseTuple(text);
  if (!t) return null;
  const [ml, lo, hi] = t;
  const r = ml ?? (lo !== null && hi !== null ? (lo + hi) / 2 : (lo ?? hi));
  return r !== null && r > 0 ? r : null;
}

/** Douglas & Peucker (1973) on a local plane (degrees of longitude shrunk by cos latitude). */
export function simplify(points: Point[], toleranceKm: number): Point[] {
  if (points.length < 3) return points;
  const cos = Math.cos((points[0]![1] * Math.PI) / 180);
  const xy = points.map(([lon, lat]) => [lon * cos * KM_PER_DEGREE, lat * KM_PER_DEGREE] as const);
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = xy[a]!;
    const [bx, by] = xy[b]!;
    const len = Math.hypot(bx - ax, by - ay) || 1e-9;
    let worst = -1;
    let at = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = xy[i]!;
      const d = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / len;
      if (d > worst) {
        worst = d;
        at = i;
      }
    }
    if (worst > toleranceKm) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const clean = (s: unknown) =>
  typeof s === 'string'
    ? s
        .replace(/[|;,\n]/g, ' ')
        .trim()
        .slice(0, 48)
    : '';

const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];
/** A dip direction in degrees from a number of degrees or a compass point; null for vertical, variable or none. */
export function compassDegrees(x: unknown): number | null {
  if (typeof x === 'number' && Number.isFinite(x)) return ((x % 360) + 360) % 360;
  if (typeof x !== 'string') return null;
  const t = x.trim().toUpperCase();
  if (/^-?\d+(\.\d+)?$/.test(t)) return ((Number(t) % 360) + 360) % 360;
  const i = COMPASS.indexOf(t);
  return i >= 0 ? i * 22.5 : null;
}

/** One shipped section line: "<slip mm/yr>|<dip>|<kind>|<name>|<trace>|<dip direction>|<upper km>|<lower km>|<source>"; '' when too short. */
export function faultLine(f: {
  rate: number;
  dip: number | null;
  kind: string;
  name: string;
  trace: Point[];
  dipDir: number | null;
  upperKm: number | null;
  lowerKm: number | null;
  source: string;
}): string {
  const trace = simplify(
    f.trace.map(([lon, lat]) => [lon, lat] as Point),
    TOLERANCE_KM,
  ).map(([lon, lat]) => `${lon.toFixed(2)} ${lat.toFixed(2)}`);
  if (trace.length < 2) return '';
  const opt = (x: number | null) => (x === null ? '' : String(Number(x.toPrecision(3))));
  return [
    Number(f.rate.toPrecision(3)),
    opt(f.dip),
    clean(f.kind),
    clean(f.name),
    trace.join(';'),
    opt(f.dipDir),
    opt(f.upperKm),
    opt(f.lowerKm),
    f.source,
  ].join('|');
}

function main(): void {
  const [path, centralAsiaPath] = process.argv.slice(2);
  if (!path || !centralAsiaPath) {
    console.error('usage: npm run build:faults -- <gem_active_faults.geojson (2017-05-11, unzipped)> <c_asia_fault_results.geojson>');
    process.exit(2);
  }
  type Lines = { features: { properties: Record<string, unknown>; geometry: { type: string; coordinates: unknown } | null }[] };
  const g = JSON.parse(readFileSync(path, 'utf8')) as Lines;
  const blockFaults = (JSON.parse(readFileSync(centralAsiaPath, 'utf8')) as Lines).features.flatMap((f) =>
    !f.geometry
      ? []
      : f.geometry.type === 'LineString'
        ? (f.geometry.coordinates as Point[])
        : (f.geometry.coordinates as Point[][]).flat(),
  );
  const nearBlock = ([lon, lat]: Point) =>
    blockFaults.some(([x, y]) => Math.abs(y - lat) < 0.2 && distanceKm(lat, lon, y, x) <= REPLACED_KM);
  const inCentralAsia = (part: Point[]) => nearBlock(part[Math.floor(part.length / 2)]!);
  const lines: string[] = [];
  let faults = 0;
  let replaced = 0;
  let cited = 0;
  for (const f of g.features) {
    const rate = slipRateOf(f.properties.net_slip_rate);
    if (rate === null && f.geometry) {
      const rule = CITED_RATES.find((r) => r.catalog === f.properties.catalog_name && r.name === f.properties.fz_name);
      if (!rule) continue;
      const parts = (f.geometry.type === 'LineString' ? [f.geometry.coordinates] : f.geometry.coordinates) as Point[][];
      for (const run of parts.flatMap((part) => runsWhere(part, (p) => p[0] <= rule.maxLon && !nearBlock(p)))) {
        const line = faultLine({ ...rule, trace: run, dipDir: northernDipDirection(run) });
        if (line) {
          lines.push(line);
          cited++;
        }
      }
      continue;
    }
    if (rate === null || !f.geometry) continue;
    const parts = (f.geometry.type === 'LineString' ? [f.geometry.coordinates] : f.geometry.coordinates) as Point[][];
    const dip = parseTuple(f.properties.average_dip)?.[0] ?? null;
    const name = clean(f.properties.name) || clean(f.properties.fz_name);
    faults++;
    for (const part of parts) {
      if (inCentralAsia(part)) {
        replaced++;
        continue;
      }
      const line = faultLine({
        rate,
        dip,
        kind: String(f.properties.slip_type ?? ''),
        name,
        trace: part,
        dipDir: compassDegrees(f.properties.dip_dir),
        upperKm: null,
        lowerKm: null,
        source: 'gem',
      });
      if (line) lines.push(line);
    }
  }
  const points = lines.reduce((n, l) => n + l.split('|')[4]!.split(';').length, 0);
  const out = fileURLToPath(new URL('../src-server/hazards/earthquake/data/gem-faults.ts', import.meta.url));
  writeFileSync(
    out,
    `// Generated by scripts/build-faults.ts from the GEM Global Active Faults GeoJSON of 2017-05-11 (cossatot/gem-global-active-faults,\n` +
      `// commit 6c2cc249), CC BY 4.0, Styron & Pagani (2020) (PROVENANCE.md beside this file): ${faults} faults with a net slip rate,\n` +
      `// ${lines.length} sections, ${points} points (traces simplified to ${TOLERANCE_KM} km); ${replaced} sections inside the Central Asia block model left out;\n` +
      `// ${cited} sections with a slip rate cited from their own reference (CITED_RATES in the script; source gem-cited). Do not edit.\n` +
      `/** Lines of "<net slip rate mm/yr>|<dip degrees or empty>|<kind of slip>|<name>|<lon lat>;<lon lat>…|<dip direction degrees or empty>|<upper km>|<lower km>|<gem or gem-cited>". */\n` +
      `export const GEM_FAULTS = ${JSON.stringify(lines.join('\n'))};\n`,
  );
  console.log(
    `wrote ${out}: ${faults} faults, ${lines.length} sections, ${points} points, ${replaced} sections replaced by the Central Asia block model, ${cited} with a cited slip rate`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
