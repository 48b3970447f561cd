// FEWS NET Data Warehouse client (`FEWS_NET_URL`, default https://fdw.fews.net/api): a country's recent IPC-compatible
// classifications from `/ipcphase/?format=json&country_code=&start_date=`, page by page (each page one layer request).
import { DAY_MS } from '../../shared/clock.js';
import type { SourceHttp } from '../layer.js';
import type { Keyed, SourceOutcome } from '../types.js';
import { normalizeIpcPhasePage, type FewsNetClassification, type FewsNetPage } from './normalize.js';

/** The JSON API serves at most 500 rows a page (OCHA-DAP ds-fewsnet-mirror notes). */
const PAGE_SIZE = 500;
/** A country's classifications over the look-back fit in a few pages; more would mean the filter was ignored. */
const MAX_PAGES = 12;
/**
 * Rounds to read: an Outlook projects 8 months ahead and is updated in between (fews.net "How we make projections"),
 * so the last 240 days hold the newest near-term and medium-term projections.
 */
export const FEWS_NET_LOOKBACK_DAYS = 240;

/** First day of the month `days` before `now`: one URL per country a month, so the cache can answer all month. */
export function lookbackStart(now: Date, days = FEWS_NET_LOOKBACK_DAYS): string {
  const d = new Date(now.getTime() - days * DAY_MS);
  return `${d.toISOString().slice(0, 7)}-01`;
}

export function fewsNetQuery(iso2: string, startDate: string): string {
  return new URLSearchParams({
    format: 'json',
    country_code: iso2.toUpperCase(),
    start_date: startDate,
    page_size: String(PAGE_SIZE),
  }).toString();
}

export function createFewsNetClient(baseUrl: string, http: SourceHttp) {
  return {
    /**
     * One page of the country's classifications since the look-back's first month: the first page (`next` null),
     * or the one a previous page linked (`next`, its query string). Returns the layer's outcome and its key (the outcome
     * memo, sources/outcome-memo.ts, keeps the key by these arguments).
     */
    async page(iso2: string, now: Date, next: string | null): Promise<Keyed<FewsNetPage>> {
      const query = next ?? fewsNetQuery(iso2, lookbackStart(now));
      return http.request({
        source: 'fews-net',
        url: `${baseUrl}/ipcphase/?${query}`,
        params: { kind: 'ipcphase', iso2: iso2.toUpperCase(), query },
        normalize: normalizeIpcPhasePage,
      });
    },
  };
}
export type FewsNetClient = ReturnType<typeof createFewsNetClient>;

/** Every classification of the country in the look-back, page by page; the first page's outcome carries age and cache. */
/** The client as an evaluation hands it to a runner: each page as its outcome (hazards/evaluation.ts). */
export interface FewsNetPages {
  page(iso2: string, now: Date, next: string | null): Promise<SourceOutcome<FewsNetPage>>;
}

export async function fewsNetClassifications(
  client: FewsNetPages,
  iso2: string,
  now: Date,
): Promise<SourceOutcome<FewsNetClassification[]>> {
  const first = await client.page(iso2, now, null);
  if (!first.ok) return first;
  const rows = [...first.data.rows];
  let next = first.data.nextQuery;
  for (let i = 1; next && i < MAX_PAGES; i++) {
    const o = await client.page(iso2, now, next);
    if (!o.ok) return o;
    rows.push(...o.data.rows);
    next = o.data.nextQuery;
  }
  return { ...first, data: rows };
}
