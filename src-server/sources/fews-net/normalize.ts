// FEWS NET Data Warehouse `/api/ipcphase/` answers -> typed classifications: one row per FEWS NET geographic unit
// (FNID) x scenario (CS current situation, ML1 near-term, ML2 medium-term projection) x reporting round. Fields as
// FEWS NET's data dictionary names them (fewsnet.atlassian.net "IPC FIC domain" metadata): fnid,
// geographic_unit_name, geographic_unit_full_name, scenario, reporting_date, projection_start, projection_end, value
// (the phase), is_allowing_for_assistance, classification_scale.
import { SourceError } from '../http.js';

export type FewsNetScenario = 'CS' | 'ML1' | 'ML2';

export interface FewsNetClassification {
  fnid: string;
  unitName: string;
  /** e.g. "Jebel Awlia, Khartoum, Sudan": the unit with its parents, used to find the place's area. */
  unitFullName: string;
  scenario: FewsNetScenario;
  /** The reporting round (YYYY-MM-DD): an Outlook, Outlook Update or Key Message Update. */
  reportingDate: string;
  /** The period the phase is valid for (YYYY-MM-DD). */
  start: string;
  end: string;
  /** IPC phase 1-5; null where FEWS NET did not classify (66/88/99 sentinels, "Not Projected"). */
  phase: number | null;
  /** The "!" marker: humanitarian assistance keeps the area at least one phase better. */
  assistance: boolean;
  /** FEWS NET's unit type (fsc_admin_lhz, fsc_admin, fsc_rm_admin, idp_camp...), '' when not given. */
  unitType: string;
  /** The report the classification comes from (e.g. "Sudan - Food Security Outlook"), '' when not given. */
  sourceDocument: string;
  /** FEWS NET's region (e.g. "East Africa"), '' when not given: part of the country page's address. */
  region: string;
  country: string;
}

export interface FewsNetPage {
  rows: FewsNetClassification[];
  /** The query string of the next page (as the API links it), or null on the last page. */
  nextQuery: string | null;
  /** Rows of the whole answer (`count`), or this page's when the API does not say. */
  count: number;
  /** The page's address (set by the client). */
  url?: string;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | null => (typeof x === 'string' && x.trim() !== '' ? x.trim() : null);
const day = (x: unknown): string | null => {
  const s = str(x);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) && Number.isFinite(Date.parse(s.slice(0, 10))) ? s.slice(0, 10) : null;
};
const SCENARIOS: ReadonlySet<string> = new Set<string>(['CS', 'ML1', 'ML2']);

function classification(r: Obj): FewsNetClassification | null {
  const scenario = str(r.scenario)?.toUpperCase();
  const fnid = str(r.fnid);
  const reportingDate = day(r.reporting_date);
  const start = day(r.projection_start);
  const end = day(r.projection_end);
  // The national "IPC Highest Household" series (unit type admin0) is not an area classification.
  if (
    !scenario ||
    !SCENARIOS.has(scenario) ||
    !fnid ||
    !reportingDate ||
    !start ||
    !end ||
    /highest household/i.test(String(r.classification_scale ?? ''))
  )
    return null;
  const value = typeof r.value === 'number' ? r.value : Number(str(r.value) ?? Number.NaN);
  const unitName = str(r.geographic_unit_name) ?? fnid;
  return {
    fnid,
    unitName,
    unitFullName: str(r.geographic_unit_full_name) ?? unitName,
    scenario: scenario as FewsNetScenario,
    reportingDate,
    start,
    end,
    phase: Number.isInteger(value) && value >= 1 && value <= 5 ? value : null,
    assistance: r.is_allowing_for_assistance === true || r.is_allowing_for_assistance === 'true' || r.is_allowing_for_assistance === 'True',
    unitType: str(r.unit_type) ?? '',
    sourceDocument: str(r.source_document) ?? '',
    region: str(r.fewsnet_region) ?? '',
    country: str(r.country) ?? '',
  };
}

/** A page of the JSON API: `{count, next, previous, results}` (or a bare array when unpaginated). */
export function normalizeIpcPhasePage(body: unknown): FewsNetPage {
  const results = Array.isArray(body) ? body : isObj(body) && Array.isArray(body.results) ? body.results : null;
  if (!results) throw new SourceError('parse', 'FEWS NET ipcphase answer has no results array');
  const next = isObj(body) ? str(body.next) : null;
  let nextQuery: string | null = null;
  if (next) {
    try {
      nextQuery = new URL(next, 'http://fdw.invalid/').search.replace(/^\?/, '') || null;
    } catch {
      nextQuery = null;
    }
  }
  const count = isObj(body) && typeof body.count === 'number' && body.count >= 0 ? body.count : results.length;
  return { rows: results.flatMap((r) => (isObj(r) ? (classification(r) ?? []) : [])), nextQuery, count };
}

/** A FEWS NET geographic unit's outline (`/feature/?format=geojson`), as rings of [lng, lat] in WGS 84. */
export interface FewsNetUnitShape {
  fnid: string;
  name: string;
  unitType: string;
  /** [west, south, east, north]. */
  bbox: [number, number, number, number];
  /** Polygons, each an outer ring followed by its holes (GeoJSON order), coordinates rounded to 1e-4 degree. */
  polygons: number[][][][];
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

function rings(geometry: unknown): number[][][][] {
  if (!isObj(geometry)) return [];
  const ring = (r: unknown): number[][] =>
    Array.isArray(r)
      ? r.flatMap((pt) =>
          Array.isArray(pt) && typeof pt[0] === 'number' && typeof pt[1] === 'number' && Number.isFinite(pt[0]) && Number.isFinite(pt[1])
            ? [[round4(pt[0]), round4(pt[1])]]
            : [],
        )
      : [];
  const polygon = (p: unknown): number[][][] => (Array.isArray(p) ? p.map(ring).filter((r) => r.length >= 4) : []);
  if (geometry.type === 'Polygon') return [polygon(geometry.coordinates)].filter((p) => p.length > 0);
  if (geometry.type === 'MultiPolygon' && Array.isArray(geometry.coordinates))
    return geometry.coordinates.map(polygon).filter((p) => p.length > 0);
  return [];
}

/**
 * A GeoJSON FeatureCollection of FEWS NET units -> their outlines. Points (IDP camps, markets) and features without an
 * FNID are left out; a collection in another CRS than WGS 84 (its `crs` member) is refused rather than misread.
 */
export function normalizeUnitShapes(body: unknown): FewsNetUnitShape[] {
  if (!isObj(body) || !Array.isArray(body.features)) throw new SourceError('parse', 'FEWS NET feature answer has no features array');
  const crs = isObj(body.crs) && isObj(body.crs.properties) ? str(body.crs.properties.name) : null;
  if (crs && !/(4326|CRS84)$/i.test(crs)) throw new SourceError('parse', `FEWS NET features in ${crs}, not WGS 84`);
  const out: FewsNetUnitShape[] = [];
  for (const f of body.features) {
    if (!isObj(f) || !isObj(f.properties)) continue;
    const p = f.properties;
    const attributes = isObj(p.attributes) ? p.attributes : {};
    const fnid = str(p.fnid) ?? str(attributes.FNID) ?? str(f.id);
    const polygons = rings(f.geometry);
    if (!fnid || polygons.length === 0) continue;
    let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const poly of polygons)
      for (const [x, y] of poly[0]!) {
        w = Math.min(w, x!);
        e = Math.max(e, x!);
        s = Math.min(s, y!);
        n = Math.max(n, y!);
      }
    out.push({
      fnid,
      name: str(p.name) ?? str(p.geographic_unit_name) ?? fnid,
      unitType: str(p.unit_type) ?? '',
      bbox: [w, s, e, n],
      polygons,
    });
  }
  return out;
}
