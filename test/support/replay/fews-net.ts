// FEWS NET Data Warehouse replay: `GET /ipcphase/?format=json&country_code=|fnid=&start_date=&page_size=&offset=` and
// `GET /feature/?format=geojson&country_code=&unit_type=&as_of_date=`.
// The FORMAT is written from the documentation and from code that reads the live API: FEWS NET's data dictionary for
// the IPC domain (fewsnet.atlassian.net: fnid, geographic_unit_name, scenario, value, projection_start/end,
// reporting_date, is_allowing_for_assistance, classification_scale), the FDW API description (help.fews.net/fdw/
// fews-net-api; JSON pages of at most 500 rows, Django REST Framework's {count, next, previous, results}), the column
// list public mirrors read (OCHA-DAP/ds-fewsnet-mirror src/fdw.py), classification_scale written "IPC 3.1" as the API
// writes it (public readers of it test on that value; `IPC31` is only the filter's spelling), and the feature endpoint as
// FEWS NET's own HEA-Database-Development reads it (a GeoJSON FeatureCollection with `crs` and per-feature
// `properties` holding start_date, end_date and attributes). No recorded answer was found in any public repository.
// The CLASSIFICATIONS AND OUTLINES ARE SYNTHETIC: units drawn as boxes around real places, phases generated per unit
// (a persistent chain around a typical phase, projections that mostly come true) and the newest round set to the
// phases below. They exercise the model; they are not FEWS NET's analysis of any real place.
// Rounds are made relative to the test's clock (`ReplayRequest.now`): Outlooks on 1 February, 1 June and 1 October
// since October 2009, the newest the last one before the clock, so the tests never rot.
import type { ReplayAnswer, ReplayHandler, ReplayRequest } from '../replay-server.js';

interface Unit {
  country: string;
  code: string;
  region: string;
  fnid: string;
  name: string;
  parents: string;
  /** [west, south, east, north]. */
  box: [number, number, number, number];
  /** The newest round's phases: current situation, near-term, medium-term. */
  latest: [number, number, number];
  /** The phase the unit's history hovers around. */
  typical: number;
  assistance?: boolean;
  unitType?: string;
}

const clampPhase = (p: number) => Math.max(1, Math.min(5, Math.round(p)));
const box = (lat: number, lng: number, half = 0.35): [number, number, number, number] => [lng - half, lat - half, lng + half, lat + half];

export const FEWS_NET_UNITS: Unit[] = [
  {
    country: 'Sudan',
    code: 'SD',
    region: 'East Africa',
    fnid: 'SD2014A10601',
    name: 'El Fasher',
    parents: 'North Darfur, Sudan',
    box: box(13.63, 25.35),
    latest: [5, 5, 5],
    typical: 4,
  },
  {
    country: 'Sudan',
    code: 'SD',
    region: 'East Africa',
    fnid: 'SD2014A10901',
    name: 'Gedaref',
    parents: 'Gedaref, Sudan',
    box: box(14.03, 35.38),
    latest: [2, 3, 2],
    typical: 2,
  },
  {
    country: 'Sudan',
    code: 'SD',
    region: 'East Africa',
    fnid: 'SD2014A10101',
    name: 'Khartoum',
    parents: 'Khartoum, Sudan',
    box: box(15.55, 32.53),
    latest: [4, 4, 4],
    typical: 3,
  },
  {
    country: 'Sudan',
    code: 'SD',
    region: 'East Africa',
    fnid: 'SD2014A11201',
    name: 'Port Sudan',
    parents: 'Red Sea, Sudan',
    box: box(19.6, 37.2),
    latest: [3, 3, 3],
    typical: 3,
    assistance: true,
  },
  {
    country: 'Yemen',
    code: 'YE',
    region: 'Middle East and Asia',
    fnid: 'YE2017A12301',
    name: "Sana'a City",
    parents: 'Amanat Al Asimah, Yemen',
    box: box(15.35, 44.21, 0.25),
    latest: [3, 3, 3],
    typical: 3,
  },
  {
    country: 'Yemen',
    code: 'YE',
    region: 'Middle East and Asia',
    fnid: 'YE2017A11801',
    name: 'Al Hudaydah',
    parents: 'Al Hudaydah, Yemen',
    box: box(14.8, 42.95, 0.4),
    latest: [4, 4, 4],
    typical: 4,
  },
  {
    country: 'Somalia',
    code: 'SO',
    region: 'East Africa',
    fnid: 'SO2015A10101',
    name: 'Banadir',
    parents: 'Banadir, Somalia',
    box: box(2.04, 45.34, 0.25),
    latest: [4, 3, 3],
    typical: 3,
  },
  {
    country: 'Kenya',
    code: 'KE',
    region: 'East Africa',
    fnid: 'KE2011A14701',
    name: 'Nairobi',
    parents: 'Nairobi, Kenya',
    box: box(-1.28, 36.82, 0.2),
    latest: [1, 2, 2],
    typical: 1,
  },
  {
    country: 'Kenya',
    code: 'KE',
    region: 'East Africa',
    fnid: 'KE2011A12301',
    name: 'Turkana',
    parents: 'Turkana, Kenya',
    box: [34.0, 1.5, 36.5, 5.0],
    latest: [3, 3, 3],
    typical: 3,
  },
  {
    country: 'Nigeria',
    code: 'NG',
    region: 'West Africa',
    fnid: 'NG2018A12501',
    name: 'Lagos',
    parents: 'Lagos, Nigeria',
    box: box(6.45, 3.39, 0.3),
    latest: [1, 1, 1],
    typical: 1,
  },
  {
    country: 'Nigeria',
    code: 'NG',
    region: 'West Africa',
    fnid: 'NG2018A10801',
    name: 'Maiduguri',
    parents: 'Borno, Nigeria',
    box: box(11.85, 13.16),
    latest: [3, 4, 3],
    typical: 3,
  },
  {
    country: 'Afghanistan',
    code: 'AF',
    region: 'Central Asia',
    fnid: 'AF2017A13201',
    name: 'Kabul',
    parents: 'Kabul, Afghanistan',
    box: box(34.53, 69.17),
    latest: [3, 3, 3],
    typical: 3,
  },
  {
    country: 'Haiti',
    code: 'HT',
    region: 'Latin America and the Caribbean',
    fnid: 'HT2015A10101',
    name: 'Port-au-Prince',
    parents: 'Ouest, Haiti',
    box: box(18.54, -72.34, 0.2),
    latest: [4, 4, 4],
    typical: 3,
  },
  {
    country: 'Ethiopia',
    code: 'ET',
    region: 'East Africa',
    fnid: 'ET2019A17101',
    name: 'Mekelle',
    parents: 'Tigray, Ethiopia',
    box: box(13.5, 39.48, 0.3),
    latest: [4, 3, 3],
    typical: 3,
  },
];

/**
 * Each country's other units: a grid of boxes over part of it, none over a named unit, so that a round holds as many
 * units as FEWS NET's maps of the country have about (Ethiopia 1,141 with Mekelle: more pages than the client reads)
 * and the confusion matrix rests on counts of that size. Places outside the grid and the named boxes lie in no unit.
 */
const GRIDS: { code: string; units: number; west: number; south: number; cols: number; dLng: number; dLat: number }[] = [
  { code: 'ET', units: 1140, west: 33, south: 3.5, cols: 38, dLng: 0.38, dLat: 0.36 },
  { code: 'SD', units: 186, west: 22, south: 9, cols: 31, dLng: 0.5, dLat: 0.8 },
  { code: 'YE', units: 331, west: 43, south: 12.8, cols: 30, dLng: 0.27, dLat: 0.2 },
  { code: 'SO', units: 60, west: 41, south: -1.5, cols: 6, dLng: 1, dLat: 1 },
  { code: 'KE', units: 120, west: 37.2, south: -4.5, cols: 12, dLng: 0.4, dLat: 0.5 },
  { code: 'NG', units: 100, west: 8, south: 7, cols: 10, dLng: 0.4, dLat: 0.4 },
];

const GRID_UNITS: Unit[] = GRIDS.flatMap((g) => {
  const named = FEWS_NET_UNITS.filter((u) => u.code === g.code).map((u) => u.box);
  const model = FEWS_NET_UNITS.find((u) => u.code === g.code)!;
  const out: Unit[] = [];
  for (let i = 0; out.length < g.units; i++) {
    const row = Math.floor(i / g.cols);
    const col = i % g.cols;
    const b: [number, number, number, number] = [
      g.west + col * g.dLng,
      g.south + row * g.dLat,
      g.west + (col + 1) * g.dLng,
      g.south + (row + 1) * g.dLat,
    ];
    if (named.some((m) => b[0] < m[2] && b[2] > m[0] && b[1] < m[3] && b[3] > m[1])) continue;
    const typical = 1 + (i % 4);
    out.push({
      country: model.country,
      code: g.code,
      region: model.region,
      fnid: `${g.code}2019G${String(10000 + i)}`,
      name: `Zone ${i + 1}`,
      parents: model.country,
      box: b,
      latest: [typical, clampPhase(typical + ((i >> 2) % 3) - 1), typical],
      typical,
    });
  }
  return out;
});

const ALL_UNITS = [...FEWS_NET_UNITS, ...GRID_UNITS];

/** A small deterministic generator per unit (mulberry32 over a hash of its FNID). */
function random(seed: string): () => number {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ymd = (y: number, m: number, d = 1) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** The first day of the month `add` months after (y, m). */
const startOf = (y: number, m: number, add: number) => {
  const t = new Date(Date.UTC(y, m - 1 + add, 1));
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1);
};
/** The last day of the month `add` months after (y, m). */
const endOf = (y: number, m: number, add: number) => {
  const t = new Date(Date.UTC(y, m - 1 + add, 1));
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, lastDay(t.getUTCFullYear(), t.getUTCMonth() + 1));
};

/** Outlook rounds (1 Feb, 1 Jun, 1 Oct) from October 2009 to the last one on or before `now`. */
export function rounds(now: Date): { y: number; m: number }[] {
  const out: { y: number; m: number }[] = [];
  for (let y = 2009; y <= now.getUTCFullYear(); y++) {
    for (const m of [2, 6, 10]) if ((y > 2009 || m === 10) && Date.UTC(y, m - 1, 1) <= now.getTime()) out.push({ y, m });
  }
  return out;
}

/** A unit's current situations over the rounds: a persistent chain around its typical phase ending at `latest[0]`. */
function currentPhases(u: Unit, n: number): number[] {
  const rnd = random(u.fnid);
  const out: number[] = [];
  let p = u.typical;
  for (let i = 0; i < n; i++) {
    const r = rnd();
    if (r < 0.15) p = clampPhase(p + (p < u.typical ? 1 : p > u.typical ? -1 : rnd() < 0.5 ? 1 : -1));
    else if (r < 0.2) p = clampPhase(u.typical);
    out.push(p);
  }
  if (n > 0) out[n - 1] = u.latest[0];
  return out;
}

/** A projection of `actual`: right most of the time (`hit`), else a phase off, more often too high (over-projection). */
const projected = (actual: number, hit: number, rnd: () => number) => {
  const r = rnd();
  return r < hit ? actual : clampPhase(actual + (r < hit + (1 - hit) * 0.6 ? 1 : -1));
};

const DESCRIPTIONS = ['', 'Minimal', 'Stressed', 'Crisis', 'Emergency', 'Famine'];
const NAMES = { CS: 'Current Situation', ML1: 'Near Term Projection', ML2: 'Medium Term Projection' } as const;

type Row = Record<string, unknown>;

function unitRows(u: Unit, all: { y: number; m: number }[], from: string): Row[] {
  const cs = currentPhases(u, all.length);
  const rnd = random(`${u.fnid}/projections`);
  const out: Row[] = [];
  all.forEach((r, i) => {
    const reporting = ymd(r.y, r.m);
    const newest = i === all.length - 1;
    const ml1 = newest ? u.latest[1] : projected(cs[i + 1] ?? cs[i]!, 0.75, rnd);
    const ml2 = newest ? u.latest[2] : projected(cs[i + 2] ?? cs[i + 1] ?? cs[i]!, 0.65, rnd);
    if (reporting < from) return;
    const periods = {
      CS: [reporting, endOf(r.y, r.m, 0)],
      ML1: [reporting, endOf(r.y, r.m, 3)],
      ML2: [startOf(r.y, r.m, 4), endOf(r.y, r.m, 7)],
    } as const;
    (['CS', 'ML1', 'ML2'] as const).forEach((scenario) => {
      const value = scenario === 'CS' ? cs[i]! : scenario === 'ML1' ? ml1 : ml2;
      out.push({
        id: 0,
        source_organization: 'FEWS NET',
        source_document: `${u.country} - Food Security Outlook`,
        country: u.country,
        country_code: u.code,
        geographic_group:
          u.region === 'Latin America and the Caribbean'
            ? 'Latin America and the Caribbean'
            : u.region === 'Central Asia'
              ? 'Asia'
              : 'Africa',
        fewsnet_region: u.region,
        fnid: u.fnid,
        geographic_unit_name: u.name,
        geographic_unit_full_name: `${u.name}, ${u.parents}`,
        unit_type: u.unitType ?? 'fsc_admin_lhz',
        classification_scale: 'IPC 3.1',
        scenario,
        scenario_name: NAMES[scenario],
        is_allowing_for_assistance: u.assistance ?? false,
        projection_start: periods[scenario][0],
        projection_end: periods[scenario][1],
        value,
        description: DESCRIPTIONS[value],
        reporting_date: reporting,
        collection_status: 'Published',
        status: 'Classified',
        data_usage_policy: 'Public',
      });
    });
  });
  return out;
}

/** Rows of a filter, oldest round first (then by FNID), with ids in that order: as the API lists them. */
const cache = new Map<string, Row[]>();
function rowsFor(now: Date, code: string | undefined, fnid: string | undefined, from: string): Row[] {
  const key = `${now.toISOString().slice(0, 10)}|${code}|${fnid}|${from}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const all = rounds(now);
  const units = ALL_UNITS.filter((u) => (!code || u.code === code) && (!fnid || u.fnid === fnid));
  const rows = units.flatMap((u) => unitRows(u, all, from));
  rows.sort((a, b) => String(a.reporting_date).localeCompare(String(b.reporting_date)) || String(a.fnid).localeCompare(String(b.fnid)));
  rows.forEach((r, i) => (r.id = 100_000 + i));
  // The national "IPC Highest Household" series is no area classification: the client leaves it out.
  if (code === 'SD' && all.length) {
    const r = all[all.length - 1]!;
    rows.push({
      id: 99_999,
      country: 'Sudan',
      country_code: 'SD',
      fnid: 'SD2014A0',
      geographic_unit_name: 'Sudan',
      geographic_unit_full_name: 'Sudan',
      unit_type: 'admin0',
      classification_scale: 'IPC Highest Household',
      scenario: 'ML1',
      projection_start: ymd(r.y, r.m),
      projection_end: endOf(r.y, r.m, 3),
      value: 5,
      reporting_date: ymd(r.y, r.m),
      is_allowing_for_assistance: false,
    });
  }
  if (cache.size > 64) cache.delete(cache.keys().next().value!);
  cache.set(key, rows);
  return rows;
}

function ipcphase(req: ReplayRequest, empty: boolean): ReplayAnswer {
  const code = req.query.get('country_code')?.toUpperCase();
  const fnid = req.query.get('fnid') ?? undefined;
  const from = req.query.get('start_date') ?? '2009-01-01';
  const matching = empty || (!code && !fnid) ? [] : rowsFor(req.now ?? new Date(), code, fnid, from);
  const size = Math.min(500, Math.max(1, Number(req.query.get('page_size') ?? 500) || 500));
  const offset = Math.max(0, Number(req.query.get('offset') ?? 0) || 0);
  const link = (o: number) => {
    const q = new URLSearchParams(req.query);
    q.set('offset', String(o));
    return `https://fdw.fews.net/api/ipcphase/?${q}`;
  };
  return {
    body: {
      count: matching.length,
      next: offset + size < matching.length ? link(offset + size) : null,
      previous: offset > 0 ? link(Math.max(0, offset - size)) : null,
      results: matching.slice(offset, offset + size),
    },
  };
}

function feature(req: ReplayRequest, empty: boolean): ReplayAnswer {
  const code = req.query.get('country_code')?.toUpperCase();
  const types = req.query.getAll('unit_type');
  const units = empty
    ? []
    : ALL_UNITS.filter((u) => u.code === code && (types.length === 0 || types.includes(u.unitType ?? 'fsc_admin_lhz')));
  return {
    body: {
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'EPSG:4326' } },
      features: units.map((u, i) => {
        const [w, s, e, n] = u.box;
        return {
          type: 'Feature',
          id: 5000 + i,
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [w, s],
                [e, s],
                [e, n],
                [w, n],
                [w, s],
              ],
            ],
          },
          properties: {
            fnid: u.fnid,
            name: u.name,
            unit_type: u.unitType ?? 'fsc_admin_lhz',
            country_code: u.code,
            start_date: '2014-01-01',
            end_date: null,
            attributes: { FNID: u.fnid, ADMIN0: u.country },
          },
        };
      }),
    },
  };
}

function answer(req: ReplayRequest, empty: boolean): ReplayAnswer {
  if (/^\/ipcphase\/?$/.test(req.path)) return ipcphase(req, empty);
  if (/^\/feature\/?$/.test(req.path)) return feature(req, empty);
  return { status: 404, body: { detail: 'Not found.' } };
}

export const fewsNetHandler: ReplayHandler = {
  answer: (req) => answer(req, false),
  empty: (req) => answer(req, true),
};

/** Sensitivity knob: the phase of one unit's projections (ML1 and ML2) in the newest round, for setTransform('fews-net', ...). */
export const setFewsNetPhase =
  (unitName: string, phase: number) =>
  (body: unknown): unknown => {
    const results = (body as { results?: Row[] }).results ?? [];
    const newest = results
      .filter((r) => r.geographic_unit_name === unitName)
      .reduce((d, r) => (String(r.reporting_date) > d ? String(r.reporting_date) : d), '');
    for (const r of results) {
      if (r.geographic_unit_name === unitName && r.reporting_date === newest && (r.scenario === 'ML1' || r.scenario === 'ML2')) {
        r.value = phase;
        r.description = DESCRIPTIONS[phase];
      }
    }
    return body;
  };
