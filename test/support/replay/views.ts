// ViEWS API (api.viewsforecasting.org) replay: `GET /` (the run list), `GET /{run}/cm/sb?iso=&pagesize=&page=` and
// `GET /{run}/pgm/sb?priogrid=&pagesize=&page=`.
// The answer's FORMAT is written from the documentation alone: prio-data/views_api docs/API_model.MD (paging
// breadcrumb, models, row_count, page_count, page_cur, start_date/end_date as month ids, data rows) and the
// fatalities00x codebooks (main_mean, main_mean_ln = ln(1 + main_mean), main_dich); no complete recorded answer was
// found in a public repository (only a quoted excerpt, see test/fixtures/recorded/PROVENANCE.md "ViEWS"). The VALUES
// are real: run fatalities002_2024_07_t01's country-month main_mean as PRIO downloaded it (views_outreach), with
// the ids, ISO codes and names of ViEWS's country table. main_dich is not in that recording, so the replay leaves it
// out (the model does not read it). Unknown filters are ignored, as the API documents ("fail-safe"). A run the API does
// not list answers FastAPI's 422 validation error (its run is an Enum path parameter: prio-data/views_api main.py,
// `run: AvailableRuns`), in the pydantic v1 form that code's FastAPI writes.
// The PRIO-GRID cells (`pgm`) are SYNTHETIC: no cell forecast of ViEWS is published in a public repository. Each
// country-month's recorded deaths are spread over the cells of a few named hotspots (below, by their share of the
// country's fighting), every other cell ViEWS covers (Africa and the Middle East, approximated by a box) gets a trace,
// and main_dich is 1 - exp(-deaths) (a Poisson reading of the expected deaths). They exercise the model; they are not
// ViEWS's forecast for any real place.
import { readFileSync } from 'node:fs';
import type { ReplayAnswer, ReplayHandler, ReplayRequest } from '../replay-server.js';

export const REPLAY_VIEWS_RUN = 'fatalities002_2024_07_t01';
const DIR = new URL('../../fixtures/recorded/views/', import.meta.url);

interface Row {
  country_id: number;
  month_id: number;
  name: string;
  gwcode: number;
  isoab: string;
  year: number;
  month: number;
  main_mean_ln: number;
  main_mean: number;
}

/**
 * The two recorded CSVs read by one pattern per line (a quoted name may hold a comma): csv-parse takes ~0.4 s for the
 * 6,876 rows on a loaded machine, more than the fault tests' source timeout, and this is read on the first answer.
 */
function read(name: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(new URL(name, DIR), 'utf8').split(/\r?\n/).filter(Boolean);
  const cells = (line: string) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
  const names = cells(header!);
  return lines.map((l) => Object.fromEntries(cells(l).map((v, i) => [names[i] ?? String(i), v])));
}

let rows: Row[] | undefined;
function load(): Row[] {
  if (rows) return rows;
  const countries = new Map(read('countries.csv').map((c) => [c.country_id!, c]));
  rows = read('fatalities002_2024_07_t01-cm-sb-main_mean.csv').flatMap((r) => {
    const c = countries.get(r.country_id!);
    if (!c) return [];
    const mean = Number(r.main_mean);
    return [
      {
        country_id: Number(r.country_id),
        month_id: Number(r.month_id),
        name: c.name!,
        gwcode: Number(c.gwcode),
        isoab: c.isoab!,
        year: Number(r.year),
        month: Number(r.month),
        main_mean_ln: Math.round(Math.log1p(mean) * 1e4) / 1e4,
        main_mean: mean,
      },
    ];
  });
  return rows;
}

function page(req: ReplayRequest, all: Row[]): ReplayAnswer {
  const size = Math.min(10_000, Math.max(1, Number(req.query.get('pagesize') ?? 1000) || 1000));
  const count = Math.max(1, Math.ceil(all.length / size));
  const cur = Math.min(count, Math.max(1, Number(req.query.get('page') ?? 1) || 1));
  const link = (p: number) => {
    const q = new URLSearchParams(req.query);
    q.set('page', String(p));
    return `https://api.viewsforecasting.org/${REPLAY_VIEWS_RUN}/cm/sb?${q}`;
  };
  const months = load().map((r) => r.month_id);
  return {
    body: {
      next_page: cur < count ? link(cur + 1) : '',
      prev_page: cur > 1 ? link(cur - 1) : '',
      models: ['main_mean', 'main_mean_ln'],
      row_count: all.length,
      page_count: count,
      page_cur: cur,
      start_date: Math.min(...months),
      end_date: Math.max(...months),
      data: all.slice((cur - 1) * size, cur * size),
    },
  };
}

const RUNS = ['r_2021_12_01', REPLAY_VIEWS_RUN];

/** FastAPI's 422 for a path parameter outside its Enum (pydantic v1, as prio-data/views_api's FastAPI answers). */
const unknownRun = (): ReplayAnswer => ({
  status: 422,
  body: {
    detail: [
      {
        loc: ['path', 'run'],
        msg: `value is not a valid enumeration member; permitted: ${RUNS.map((r) => `'${r}'`).join(', ')}`,
        type: 'type_error.enum',
        ctx: { enum_values: RUNS },
      },
    ],
  },
});

function answer(req: ReplayRequest, empty: boolean): ReplayAnswer {
  if (req.path === '/' || req.path === '') return { body: { runs: RUNS } };
  const m = /^\/([^/]+)\/(cm|pgm)\/sb\/?$/.exec(req.path);
  if (!m) return { status: 404, body: { detail: 'Not Found' } };
  if (!RUNS.includes(m[1]!)) return unknownRun();
  if (m[1] !== REPLAY_VIEWS_RUN) return page(req, []);
  if (m[2] === 'pgm') return cellPage(req, empty ? [] : cellRows(req.query.getAll('priogrid').map(Number)));
  const isos = req.query.getAll('iso').map((i) => i.toUpperCase());
  const all = empty ? [] : load().filter((r) => isos.length === 0 || isos.includes(r.isoab));
  return page(req, all);
}

/** Where the synthetic cells put each country's fighting: centre, radius and share of the country's deaths. */
const HOTSPOTS: { iso: string; lat: number; lng: number; radiusKm: number; share: number; name: string }[] = [
  { iso: 'NGA', lat: 11.85, lng: 13.16, radiusKm: 150, share: 0.55, name: 'Borno (Maiduguri)' },
  { iso: 'NGA', lat: 10.5, lng: 7.4, radiusKm: 120, share: 0.2, name: 'Kaduna' },
  { iso: 'SDN', lat: 15.55, lng: 32.53, radiusKm: 80, share: 0.35, name: 'Khartoum' },
  { iso: 'SDN', lat: 13.63, lng: 25.35, radiusKm: 120, share: 0.35, name: 'El Fasher' },
  { iso: 'ISR', lat: 31.45, lng: 34.4, radiusKm: 30, share: 0.85, name: 'Gaza' },
  { iso: 'SOM', lat: 2.04, lng: 45.34, radiusKm: 150, share: 0.4, name: 'Banaadir' },
  { iso: 'YEM', lat: 14.8, lng: 42.95, radiusKm: 100, share: 0.3, name: 'Al Hudaydah' },
  { iso: 'KEN', lat: -1.28, lng: 36.82, radiusKm: 40, share: 0.02, name: 'Nairobi' },
];

/** Approximately ViEWS's PRIO-GRID coverage: Africa and the Middle East (not Europe, not east of Iran). */
const covered = (lat: number, lng: number) => lat >= -36 && lat <= 38 && lng >= -26 && lng <= 63 && !(lat > 35 && lng < 26);

function cellRows(gids: readonly number[]): Record<string, number>[] {
  const rows = load();
  const out: Record<string, number>[] = [];
  for (const gid of gids) {
    if (!Number.isInteger(gid) || gid < 1 || gid > 259_200) continue;
    const lat = Math.floor((gid - 1) / 720) * 0.5 - 90 + 0.25;
    const lng = ((gid - 1) % 720) * 0.5 - 180 + 0.25;
    if (!covered(lat, lng)) continue;
    const spots = HOTSPOTS.filter((h) => distance(lat, lng, h.lat, h.lng) <= h.radiusKm);
    const monthIds = [...new Set(rows.map((r) => r.month_id))];
    for (const monthId of monthIds) {
      let deaths = 0.002;
      for (const h of spots) {
        const country = rows.find((r) => r.isoab === h.iso && r.month_id === monthId);
        const cellsInSpot = Math.max(1, Math.round((Math.PI * h.radiusKm ** 2) / (55 * 55 * Math.cos((h.lat * Math.PI) / 180))));
        if (country) deaths += (country.main_mean * h.share) / cellsInSpot;
      }
      const year = 1980 + Math.floor((monthId - 1) / 12);
      out.push({
        pg_id: gid,
        month_id: monthId,
        year,
        month: ((monthId - 1) % 12) + 1,
        main_mean_ln: Math.round(Math.log1p(deaths) * 1e4) / 1e4,
        main_mean: Math.round(deaths * 1e4) / 1e4,
        main_dich: Math.round((1 - Math.exp(-deaths)) * 1e4) / 1e4,
      });
    }
  }
  return out;
}

function distance(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

function cellPage(req: ReplayRequest, all: Record<string, number>[]): ReplayAnswer {
  const a = page(req, all as unknown as Row[]);
  const body = a.body as { models: string[]; next_page: string; prev_page: string };
  body.models = ['main_dich', 'main_mean', 'main_mean_ln'];
  body.next_page = body.next_page.replace('/cm/sb?', '/pgm/sb?');
  body.prev_page = body.prev_page.replace('/cm/sb?', '/pgm/sb?');
  return a;
}

export const viewsHandler: ReplayHandler = {
  answer: (req) => answer(req, false),
  empty: (req) => answer(req, true),
};

/** Sensitivity knob: every row's deaths times `factor` (main_mean_ln follows), for setTransform('views', ...). */
export const scaleViewsDeaths =
  (factor: number) =>
  (body: unknown): unknown => {
    const b = body as { data?: { main_mean: number; main_mean_ln: number; main_dich?: number; pg_id?: number }[] };
    for (const r of b.data ?? []) {
      r.main_mean *= factor;
      r.main_mean_ln = Math.log1p(r.main_mean);
      // The synthetic cells' chance follows their deaths, as the replay makes it.
      if (r.pg_id !== undefined && r.main_dich !== undefined) r.main_dich = 1 - Math.exp(-r.main_mean);
    }
    return body;
  };
