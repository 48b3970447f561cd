// ViEWS API answers (api.viewsforecasting.org, prio-data/views_api docs/API_model.MD) -> typed records: the run list
// (`GET /` -> {runs: [...]}) and a country's monthly state-based forecasts (`GET /{run}/cm/sb?iso=`).
import { SourceError } from '../http.js';

/** One forecast month of one country (fatalities00x codebook: main_mean, main_mean_ln, main_dich). */
export interface ViewsCountryMonth {
  /** ViEWS month_id: 1 = January 1980. */
  monthId: number;
  year: number;
  /** 1-12. */
  month: number;
  /** Point prediction of state-based battle-related deaths in the country-month. */
  mainMean: number;
  /** ViEWS's own P(>= 25 battle-related deaths in the country-month); null when the run does not publish it. */
  mainDich: number | null;
}

export interface ViewsCountryForecast {
  run: string;
  /** Upper-case ISO 3166-1 alpha-3 the rows were asked for (and filtered on). */
  iso3: string;
  /** ViEWS's name of the country, when it answered rows. */
  name: string | null;
  /** Sorted by month; empty when ViEWS forecasts no such country. */
  months: ViewsCountryMonth[];
  /** The address the rows were read from (for the answer's sources). */
  url?: string;
}

export interface ViewsRuns {
  /** The newest fatalities run (highest data month, then model version, then try), e.g. fatalities003_2026_08_t01. */
  latest: string;
  /** The year and month of the last data that informs it (the run name's date, wiki "Dataset naming conventions"). */
  dataYear: number;
  dataMonth: number;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
/** A finite number from a JSON number or numeric string; NaN otherwise. */
const num = (x: unknown): number => (typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : Number.NaN);

/** fatalities<version>_<YYYY>_<MM>_t<try> (from 2022 on; older r_/escwa_ runs carry other models' columns). */
const RUN = /^fatalities(\d{3})_(\d{4})_(\d{2})_t(\d{2})$/;

/** Lexicographic order of [data month, model version, try]. */
function later(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

export function normalizeRuns(body: unknown): ViewsRuns {
  const runs = isObj(body) && Array.isArray(body.runs) ? body.runs : null;
  if (!runs) throw new SourceError('parse', 'ViEWS run list has no runs array');
  let best: { name: string; key: number[] } | null = null;
  for (const name of runs) {
    const m = typeof name === 'string' ? RUN.exec(name) : null;
    if (!m) continue;
    const key = [Number(m[2]) * 12 + Number(m[3]), Number(m[1]), Number(m[4])];
    if (!best || later(key, best.key)) best = { name, key };
  }
  if (!best) throw new SourceError('parse', 'ViEWS lists no fatalities run');
  const m = RUN.exec(best.name)!;
  return { latest: best.name, dataYear: Number(m[2]), dataMonth: Number(m[3]) };
}

/** Calendar year and month of a ViEWS month_id. */
export const monthOfId = (monthId: number): { year: number; month: number } => ({
  year: 1980 + Math.floor((monthId - 1) / 12),
  month: ((monthId - 1) % 12) + 1,
});

function row(r: Obj): ViewsCountryMonth | null {
  const monthId = num(r.month_id);
  if (!Number.isInteger(monthId) || monthId < 1) return null;
  const fromId = monthOfId(monthId);
  const year = Number.isInteger(num(r.year)) ? num(r.year) : fromId.year;
  const month = Number.isInteger(num(r.month)) ? num(r.month) : fromId.month;
  // main_mean_ln is ln(1 + deaths) (codebook): the natural value follows when only it is given.
  const mean = Number.isFinite(num(r.main_mean)) ? num(r.main_mean) : Math.expm1(num(r.main_mean_ln));
  if (!Number.isFinite(mean) || mean < 0 || month < 1 || month > 12) return null;
  const dich = num(r.main_dich);
  return { monthId, year, month, mainMean: mean, mainDich: Number.isFinite(dich) && dich >= 0 && dich <= 1 ? dich : null };
}

/**
 * The rows of one country. The API ignores a filter it cannot apply ("fail-safe", API_model.MD), so an unknown
 * ISO code could return every country: only rows whose isoab is the code asked are kept.
 */
export function normalizeCountryMonths(body: unknown, run: string, iso3: string): ViewsCountryForecast {
  if (!isObj(body) || !Array.isArray(body.data)) throw new SourceError('parse', 'ViEWS answer has no data array');
  const want = iso3.toUpperCase();
  const byMonth = new Map<number, ViewsCountryMonth>();
  let name: string | null = null;
  for (const r of body.data) {
    if (!isObj(r) || typeof r.isoab !== 'string' || r.isoab.toUpperCase() !== want) continue;
    const m = row(r);
    if (!m) continue;
    byMonth.set(m.monthId, m);
    if (typeof r.name === 'string') name = r.name;
  }
  return { run, iso3: want, name, months: [...byMonth.values()].sort((a, b) => a.monthId - b.monthId) };
}

/** One forecast month of one PRIO-GRID cell (`GET /{run}/pgm/sb`): deaths in the cell-month and P(>= 1 death). */
export interface ViewsCellMonth {
  gid: number;
  monthId: number;
  year: number;
  month: number;
  mainMean: number;
  /** ViEWS's own P(>= 1 battle-related death in the cell-month); null when the run does not publish it. */
  mainDich: number | null;
}

export interface ViewsCellPage {
  run: string;
  /** The cells' months on this page, only the cells asked (an ignored filter brings others: "fail-safe"). */
  months: ViewsCellMonth[];
  page: number;
  /** Pages the answer has in all (`page_count`), 1 when the API does not say. */
  pageCount: number;
  /** Rows in all pages (`row_count`), or this page's when the API does not say. */
  rowCount: number;
  /** The first page's address (set by the client). */
  url?: string;
}

/** A page of a run's cell-months for the cells asked (`priogrid=` repeated). */
export function normalizeCellPage(body: unknown, run: string, gids: readonly number[]): ViewsCellPage {
  if (!isObj(body) || !Array.isArray(body.data)) throw new SourceError('parse', 'ViEWS answer has no data array');
  const want = new Set(gids);
  const months: ViewsCellMonth[] = [];
  for (const r of body.data) {
    if (!isObj(r)) continue;
    const gid = num(r.pg_id ?? r.priogrid_gid ?? r.priogrid_id);
    if (!Number.isInteger(gid) || !want.has(gid)) continue;
    const m = row(r);
    if (m) months.push({ gid, monthId: m.monthId, year: m.year, month: m.month, mainMean: m.mainMean, mainDich: m.mainDich });
  }
  const pageCount = Number.isInteger(num(body.page_count)) && num(body.page_count) >= 1 ? num(body.page_count) : 1;
  const page = Number.isInteger(num(body.page_cur)) && num(body.page_cur) >= 1 ? num(body.page_cur) : 1;
  const rowCount = Number.isInteger(num(body.row_count)) ? num(body.row_count) : body.data.length;
  return { run, months, page, pageCount, rowCount };
}
