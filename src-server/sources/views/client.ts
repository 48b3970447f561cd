// ViEWS API client (`VIEWS_URL`, default https://api.viewsforecasting.org): the newest fatalities run, one country's
// monthly state-based forecasts in it (`/{run}/cm/sb?iso=`), and the forecasts of the PRIO-GRID cells around a place
// (`/{run}/pgm/sb?priogrid=...`), one URL each, through the source layer.
import type { SourceHttp } from '../layer.js';
import type { Keyed, SourceOutcome } from '../types.js';
import {
  normalizeCellPage,
  normalizeCountryMonths,
  normalizeRuns,
  type ViewsCellMonth,
  type ViewsCellPage,
  type ViewsCountryForecast,
  type ViewsRuns,
} from './normalize.js';

/** A run holds 36 months per country; one page of this size holds them all (the API's pages take 1-10,000 rows). */
const PAGE_SIZE = 1000;
/** Cell pages read at most: 10 pages of 1,000 rows hold 36 months of 277 cells, far more than a radius holds. */
export const MAX_CELL_PAGES = 10;

export function viewsCountryUrl(baseUrl: string, run: string, iso3: string): string {
  return `${baseUrl}/${encodeURIComponent(run)}/cm/sb?iso=${encodeURIComponent(iso3.toUpperCase())}&pagesize=${PAGE_SIZE}`;
}

export function viewsCellsUrl(baseUrl: string, run: string, gids: readonly number[], page = 1): string {
  const q = new URLSearchParams(gids.map((g): [string, string] => ['priogrid', String(g)]));
  q.set('pagesize', String(PAGE_SIZE));
  if (page > 1) q.set('page', String(page));
  return `${baseUrl}/${encodeURIComponent(run)}/pgm/sb?${q}`;
}

export function createViewsClient(baseUrl: string, http: SourceHttp) {
  return {
    /** The run list (`GET /`), shared by every country: one call a day. */
    async latestRun(): Promise<Keyed<ViewsRuns>> {
      return http.request({ source: 'views', url: `${baseUrl}/`, params: { kind: 'runs' }, normalize: normalizeRuns });
    },
    async countryMonths(run: string, iso3: string): Promise<Keyed<ViewsCountryForecast>> {
      const url = viewsCountryUrl(baseUrl, run, iso3);
      return http.request({
        source: 'views',
        url,
        params: { kind: 'cm-sb', run, iso3: iso3.toUpperCase(), v: 2 },
        normalize: (body) => ({ ...normalizeCountryMonths(body, run, iso3), url }),
      });
    },
    /** One page of the run's forecasts for these PRIO-GRID cells (kept per run: a run never changes). */
    async cellPage(run: string, gids: readonly number[], page: number): Promise<Keyed<ViewsCellPage>> {
      const sorted = [...gids].sort((a, b) => a - b);
      return http.request({
        source: 'views',
        url: viewsCellsUrl(baseUrl, run, sorted, page),
        params: { kind: 'pgm-sb', run, cells: sorted.join('.'), page },
        // The first page's address is the one a reader can open (the others follow its `next_page`).
        normalize: (body) => ({ ...normalizeCellPage(body, run, sorted), url: viewsCellsUrl(baseUrl, run, sorted) }),
        // A run never changes: its cells are kept until the next run replaces it (a new run is a new key).
        ttlSec: 35 * 86_400,
      });
    },
  };
}
export type ViewsClient = ReturnType<typeof createViewsClient>;

/** The client as an evaluation hands it to a runner (hazards/evaluation.ts). */
export interface ViewsCellPages {
  cellPage(run: string, gids: readonly number[], page: number): Promise<SourceOutcome<ViewsCellPage>>;
}

export interface ViewsCellForecast {
  run: string;
  /** The address of the first page (for the answer's sources). */
  url: string;
  gids: readonly number[];
  months: ViewsCellMonth[];
  pagesRead: number;
  pageCount: number;
}

/**
 * Every page of the cells' forecasts: the first, then the others at once (the API says how many there are). More than
 * MAX_CELL_PAGES are not read, and the answer says so (`pagesRead` < `pageCount`).
 */
export async function viewsCellForecast(
  client: ViewsCellPages,
  run: string,
  gids: readonly number[],
): Promise<SourceOutcome<ViewsCellForecast>> {
  const first = await client.cellPage(run, gids, 1);
  if (!first.ok) return first;
  const pages = Math.min(first.data.pageCount, MAX_CELL_PAGES);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => client.cellPage(run, gids, i + 2)));
  const failed = rest.find((o) => !o.ok);
  if (failed && !failed.ok) return failed;
  const months = [first, ...rest].flatMap((o) => (o.ok ? o.data.months : []));
  return { ...first, data: { run, url: first.data.url ?? '', gids, months, pagesRead: pages, pageCount: first.data.pageCount } };
}
