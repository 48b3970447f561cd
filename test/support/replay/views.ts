// ViEWS API (api.viewsforecasting.org) replay: `GET /` (the run list) and `GET /{run}/cm/sb?iso=&pagesize=&page=`.
// The answer's FORMAT is written from the documentation alone: prio-data/views_api docs/API_model.MD (paging
// breadcrumb, models, row_count, page_count, page_cur, start_date/end_date as month ids, data rows) and the
// fatalities00x codebooks (main_mean, main_mean_ln = ln(1 + main_mean), main_dich); no complete recorded answer was
// found in a public repository (only a quoted excerpt, see test/fixtures/recorded/PROVENANCE.md "ViEWS"). The VALUES
// are real: run fatalities002_2024_07_t01's country-month main_mean as PRIO downloaded it (views_outreach), with
// the ids, ISO codes and names of ViEWS's country table. main_dich is not in that recording, so the replay leaves it
// out (the model does not read it). Unknown filters are ignored, as the API documents ("fail-safe").
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

function answer(req: ReplayRequest, empty: boolean): ReplayAnswer {
  if (req.path === '/' || req.path === '') return { body: { runs: ['r_2021_12_01', REPLAY_VIEWS_RUN] } };
  const m = /^\/([^/]+)\/cm\/sb\/?$/.exec(req.path);
  if (!m || m[1] !== REPLAY_VIEWS_RUN) return { status: 404, body: { detail: 'Not Found' } };
  const isos = req.query.getAll('iso').map((i) => i.toUpperCase());
  const all = empty ? [] : load().filter((r) => isos.length === 0 || isos.includes(r.isoab));
  return page(req, all);
}

export const viewsHandler: ReplayHandler = {
  answer: (req) => answer(req, false),
  empty: (req) => answer(req, true),
};

/** Sensitivity knob: every row's deaths times `factor` (main_mean_ln follows), for setTransform('views', ...). */
export const scaleViewsDeaths =
  (factor: number) =>
  (body: unknown): unknown => {
    const b = body as { data?: { main_mean: number; main_mean_ln: number }[] };
    for (const r of b.data ?? []) {
      r.main_mean *= factor;
      r.main_mean_ln = Math.log1p(r.main_mean);
    }
    return body;
  };
