// `npm run build:regional-faults -- <folder>`: writes src-server/hazards/earthquake/data/regional-faults.ts, the fault
// sources with slip rates where the GEM Global Active Faults release of 2017 has none (docs/methodology/earthquake.md, "Fault
// sources"; provenance in src-server/hazards/earthquake/data/PROVENANCE.md), from three public datasets in <folder>:
//   - the western United States: the USGS NSHM 2023 fault sections (NSHM23_FSD_v3.geojson: dip, dip direction, upper and
//     lower seismogenic depths) joined on FaultID to the NSHM 2023 geologic deformation model's preferred slip rates
//     (NSHM23_GeologicDeformationModel.geojson, v1.0); public domain;
//   - New Zealand: the NZ Community Fault Model v1.0 (NZ_CFM_v1_0.shp/.dbf, NZTM coordinates; GNS Science, CC BY 4.0):
//     active seismogenic faults (status A-LS) with their preferred slip rate, dip, dip direction, upper depth and the
//     depth above which 90 % of the seismicity lies (D90) as the base;
//   - Central Asia, Iran and the Himalaya: the fault slip rates of R. Styron's Central Asia block model
//     (c_asia_fault_results.geojson, net slip rate, dip, dip direction, upper and lower seismogenic depths; CC BY 4.0),
//     whose block polygons (c_asia_blocks.geojson) mark the GEM sections it replaces (build:faults leaves those out).
// Each kept with its trace simplified to 2 km (Douglas & Peucker 1973) and rounded to 0.01 degree, as build:faults does.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import proj4 from 'proj4';
import * as shapefile from 'shapefile';
import { compassDegrees, faultLine, type Point } from './build-faults.js';

/** NZGD2000 / New Zealand Transverse Mercator 2000 (EPSG:2193), as NZ_CFM_v1_0.prj defines it. */
const NZTM = '+proj=tmerc +lat_0=0 +lon_0=173 +k=0.9996 +x_0=1600000 +y_0=10000000 +ellps=GRS80 +units=m +no_defs';

interface Feature {
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown } | null;
}
const readGeoJson = (path: string): Feature[] => (JSON.parse(readFileSync(path, 'utf8')) as { features: Feature[] }).features;
const partsOf = (g: Feature['geometry']): Point[][] =>
  !g ? [] : g.type === 'LineString' ? [g.coordinates as Point[]] : (g.coordinates as Point[][]);
const num = (x: unknown): number | null =>
  typeof x === 'number' && Number.isFinite(x)
    ? x
    : typeof x === 'string' && x.trim() !== '' && Number.isFinite(Number(x))
      ? Number(x)
      : null;

function nshm23(dir: string): string[] {
  const rates = new Map(
    readGeoJson(join(dir, 'NSHM23_GeologicDeformationModel.geojson')).map((f) => [f.properties.FaultID, num(f.properties.PrefRate)]),
  );
  const lines: string[] = [];
  for (const f of readGeoJson(join(dir, 'NSHM23_FSD_v3.geojson'))) {
    const p = f.properties;
    const rate = rates.get(p.FaultID) ?? null;
    if (rate === null || !(rate > 0)) continue;
    const rake = num(p.Rake);
    const kind = rake === null ? '' : Math.abs(rake) <= 30 || Math.abs(rake) >= 150 ? 'Strike-slip' : rake > 0 ? 'Reverse' : 'Normal';
    for (const part of partsOf(f.geometry))
      lines.push(
        faultLine({
          rate,
          dip: num(p.DipDeg),
          kind,
          name: String(p.FaultName ?? ''),
          trace: part,
          dipDir: compassDegrees(p.DipDir),
          upperKm: num(p.UpDepth),
          lowerKm: num(p.LowDepth),
          source: 'nshm23',
        }),
      );
  }
  return lines.filter((l) => l !== '');
}

async function nzCfm(dir: string): Promise<string[]> {
  const src = await shapefile.open(join(dir, 'NZ_CFM_v1_0.shp'), join(dir, 'NZ_CFM_v1_0.dbf'));
  const lines: string[] = [];
  for (;;) {
    const r = await src.read();
    if (r.done) break;
    const p = r.value.properties as Record<string, unknown>;
    const rate = num(p.SR_pref);
    if (p.Fault_stat !== 'A-LS' || rate === null || !(rate > 0)) continue;
    const geometry = r.value.geometry as Feature['geometry'];
    const sense = String(p.Dom_sense ?? '');
    const kind =
      /reverse/.test(sense) && !/dextral|sinistral/.test(sense)
        ? 'Reverse'
        : /normal/.test(sense) && !/dextral|sinistral/.test(sense)
          ? 'Normal'
          : 'Strike-slip';
    for (const part of partsOf(geometry)) {
      const trace = part.map((xy) => proj4(NZTM, 'WGS84', xy) as Point);
      lines.push(
        faultLine({
          rate,
          dip: num(p.Dip_pref),
          kind,
          name: String(p.Name ?? ''),
          trace,
          dipDir: compassDegrees(p.Dip_dir),
          upperKm: num(p.UpdDth_prf),
          lowerKm: num(p.Depth_D90),
          source: 'nzcfm',
        }),
      );
    }
  }
  return lines.filter((l) => l !== '');
}

function centralAsia(dir: string): string[] {
  const lines: string[] = [];
  for (const f of readGeoJson(join(dir, 'c_asia_fault_results.geojson'))) {
    const p = f.properties;
    const rate = num(p.net_slip_rate);
    if (rate === null || !(rate > 0)) continue;
    const rake = num(p.rake);
    const kind = rake === null ? '' : Math.abs(rake) <= 30 || Math.abs(rake) >= 150 ? 'Strike-slip' : rake > 0 ? 'Reverse' : 'Normal';
    for (const part of partsOf(f.geometry))
      lines.push(
        faultLine({
          rate,
          dip: num(p.dip),
          kind,
          name: String(p.name ?? ''),
          trace: part,
          dipDir: compassDegrees(p.dip_dir),
          upperKm: num(p.usd),
          lowerKm: num(p.lsd),
          source: 'casia',
        }),
      );
  }
  return lines.filter((l) => l !== '');
}

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir) {
    console.error(
      'usage: npm run build:regional-faults -- <folder with NSHM23_FSD_v3.geojson, NSHM23_GeologicDeformationModel.geojson, NZ_CFM_v1_0.shp/.dbf, c_asia_fault_results.geojson>',
    );
    process.exit(2);
  }
  const sets = { nshm23: nshm23(dir), nzcfm: await nzCfm(dir), casia: centralAsia(dir) };
  const lines = [...sets.nshm23, ...sets.nzcfm, ...sets.casia];
  const out = fileURLToPath(new URL('../src-server/hazards/earthquake/data/regional-faults.ts', import.meta.url));
  writeFileSync(
    out,
    `// Generated by scripts/build-regional-faults.ts (PROVENANCE.md beside this file): fault sections with a slip rate from the\n` +
      `// USGS NSHM 2023 fault sections and geologic deformation model (${sets.nshm23.length}; public domain), the NZ Community Fault\n` +
      `// Model v1.0 (${sets.nzcfm.length}; GNS Science, CC BY 4.0) and the Central Asia block model of R. Styron (${sets.casia.length}; CC BY 4.0).\n` +
      `// Traces simplified to 2 km. Do not edit.\n` +
      `/** Lines as data/gem-faults.ts: "<slip mm/yr>|<dip>|<kind>|<name>|<lon lat>;…|<dip direction degrees>|<upper km>|<lower km>|<source>". */\n` +
      `export const REGIONAL_FAULTS = ${JSON.stringify(lines.join('\n'))};\n`,
  );
  console.log(`wrote ${out}: ${sets.nshm23.length} NSHM 2023, ${sets.nzcfm.length} NZ CFM, ${sets.casia.length} Central Asia sections`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
