// FEWS NET Data Warehouse client (`FEWS_NET_URL`, default https://fdw.fews.net/api): a country's IPC-compatible
// classifications of the last rounds (`/ipcphase/?format=json&country_code=&start_date=`), one unit's since 2009
// (`&fnid=`), and the outlines of the country's units (`/feature/?format=geojson&country_code=&unit_type=&as_of_date=`),
// each page one layer request. Pages after the first are read at once (a few at a time) and kept per round.
import { DAY_MS } from '../../shared/clock.js';
import type { SourceHttp } from '../layer.js';
import type { Keyed, SourceOutcome } from '../types.js';
import {
  normalizeIpcPhasePage,
  normalizeUnitShapes,
  type FewsNetClassification,
  type FewsNetPage,
  type FewsNetUnitShape,
} from './normalize.js';

/** The JSON API serves at most 500 rows a page (OCHA-DAP ds-fewsnet-mirror notes). */
export const PAGE_SIZE = 500;
/**
 * Pages of a country's rounds read at most: 40 pages (20,000 rows) hold the last three years of every country but
 * Ethiopia (about 1,141 units and three scenarios a round: 62 pages); what is not read is said in the answer.
 */
export const MAX_COUNTRY_PAGES = 40;
/** Pages of one unit's history (about 150 rows since 2009). */
const MAX_UNIT_PAGES = 4;
/** Pages read at the same time: the Data Warehouse answers slowly (tens of seconds for a large count). */
const CONCURRENT_PAGES = 8;
/**
 * Rounds read for the country: the last three years (about nine Outlook rounds, Feb/Jun/Oct), the projections and the
 * classifications that followed them (the confusion matrix, hazards/food-insecurity/matrix.ts).
 */
export const FEWS_NET_LOOKBACK_DAYS = 3 * 365;
/** A unit's own history starts with FEWS NET's first IPC-compatible maps (2009). */
export const HISTORY_START = '2009-01-01';
/** A page after the first is the same while the round is: kept about two rounds. */
const KEPT_PAGE_TTL_SEC = 120 * 86_400;

/** First day of the month `days` before `now`: one URL per country a month, so the cache can answer all month. */
export function lookbackStart(now: Date, days = FEWS_NET_LOOKBACK_DAYS): string {
  const d = new Date(now.getTime() - days * DAY_MS);
  return `${d.toISOString().slice(0, 7)}-01`;
}

export function fewsNetQuery(filter: Record<string, string>): string {
  return new URLSearchParams({ format: 'json', ...filter, page_size: String(PAGE_SIZE) }).toString();
}

export function createFewsNetClient(baseUrl: string, http: SourceHttp) {
  const classifications = (query: string, kept: string | null, what: string) =>
    http.request({
      source: 'fews-net',
      url: `${baseUrl}/ipcphase/?${query}`,
      params: { kind: 'ipcphase', what, query, kept },
      normalize: (body: unknown) => ({ ...normalizeIpcPhasePage(body), url: `${baseUrl}/ipcphase/?${query}` }),
      ...(kept ? { ttlSec: KEPT_PAGE_TTL_SEC } : {}),
    });
  return {
    /**
     * One page of the country's classifications since `since`: the first (`query` null, fresh for a day), or another
     * one (`query` its query string) kept under `kept` (the answer's count, which a new round changes).
     */
    async countryPage(iso2: string, since: string, query: string | null, kept: string | null): Promise<Keyed<FewsNetPage>> {
      return classifications(query ?? fewsNetQuery({ country_code: iso2.toUpperCase(), start_date: since }), query ? kept : null, iso2);
    },
    /** One page of a unit's classifications since 2009 (`query` null: the first). */
    async unitPage(fnid: string, query: string | null): Promise<Keyed<FewsNetPage>> {
      return classifications(query ?? fewsNetQuery({ fnid, start_date: HISTORY_START }), null, fnid);
    },
    /** The outlines of the country's units of these types valid on `asOf` (a round's date): kept per round. */
    async unitShapes(iso2: string, unitTypes: readonly string[], asOf: string): Promise<Keyed<FewsNetUnitShape[]>> {
      const q = new URLSearchParams({ format: 'geojson', country_code: iso2.toUpperCase() });
      for (const t of [...unitTypes].sort()) q.append('unit_type', t);
      q.set('as_of_date', asOf);
      return http.request({
        source: 'fews-net',
        url: `${baseUrl}/feature/?${q}`,
        params: { kind: 'feature', query: q.toString() },
        normalize: normalizeUnitShapes,
        ttlSec: KEPT_PAGE_TTL_SEC,
      });
    },
  };
}
export type FewsNetClient = ReturnType<typeof createFewsNetClient>;

/** The client as an evaluation hands it to a runner: each call as its outcome (hazards/evaluation.ts). */
export interface FewsNetCalls {
  countryPage(iso2: string, since: string, query: string | null, kept: string | null): Promise<SourceOutcome<FewsNetPage>>;
  unitPage(fnid: string, query: string | null): Promise<SourceOutcome<FewsNetPage>>;
}

/**
 * The query string of page `index` (0-based) of an answer whose first page linked `next`: the parameter the link moved
 * (`offset` by rows, or `page` by pages, as Django REST Framework's paginators write it) set for that page.
 */
export function pageQuery(next: string, index: number, firstRows: number): string {
  const q = new URLSearchParams(next);
  if (q.has('offset')) q.set('offset', String(index * Math.max(1, Number(q.get('offset')) || firstRows)));
  else if (q.has('page')) q.set('page', String(index + 1));
  else q.set('offset', String(index * firstRows));
  return q.toString();
}

/** Runs the calls at most `limit` at a time, keeping their order. */
async function inBatches<T>(calls: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(calls.length);
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const i = next++;
      out[i] = await calls[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, calls.length) }, worker));
  return out;
}

export interface FewsNetRows {
  rows: FewsNetClassification[];
  /** The first page's address (for the answer's sources). */
  url: string;
  /** Pages read and in all (the answer says when they differ). */
  pagesRead: number;
  pagesTotal: number;
  /** Rows in all (`count` of the first page) and read. */
  rowsTotal: number;
}

/**
 * Every page of an answer: the first, then the others at once (a few at a time), at most `maxPages`. When there are
 * more, the last pages are read first: the API lists rows oldest first, so the newest round is never the part left out.
 */
async function allPages(
  first: SourceOutcome<FewsNetPage>,
  more: (query: string) => Promise<SourceOutcome<FewsNetPage>>,
  maxPages: number,
): Promise<SourceOutcome<FewsNetRows>> {
  if (!first.ok) return first;
  const perPage = Math.max(1, first.data.rows.length || PAGE_SIZE);
  const total = first.data.nextQuery ? Math.max(2, Math.ceil(first.data.count / perPage)) : 1;
  const indices = Array.from({ length: total - 1 }, (_, i) => total - 1 - i).slice(0, maxPages - 1);
  const next = first.data.nextQuery;
  const rest = next
    ? await inBatches(
        indices.map((i) => () => more(pageQuery(next, i, perPage))),
        CONCURRENT_PAGES,
      )
    : [];
  const failed = rest.find((o) => !o.ok);
  if (failed && !failed.ok) return failed;
  const rows = [first, ...rest].flatMap((o) => (o.ok ? o.data.rows : []));
  return {
    ...first,
    data: { rows, url: first.data.url ?? '', pagesRead: 1 + rest.length, pagesTotal: total, rowsTotal: first.data.count },
  };
}

/** The country's classifications of the last rounds (FEWS_NET_LOOKBACK_DAYS). */
export async function fewsNetCountryRows(client: FewsNetCalls, iso2: string, now: Date): Promise<SourceOutcome<FewsNetRows>> {
  const since = lookbackStart(now);
  const first = await client.countryPage(iso2, since, null, null);
  // The pages after the first are the same while the answer's count is: a new round adds rows, and a new key with them.
  const kept = first.ok ? `count ${first.data.count}` : null;
  return allPages(first, (q) => client.countryPage(iso2, since, q, kept), MAX_COUNTRY_PAGES);
}

/** One unit's classifications since 2009. */
export async function fewsNetUnitRows(client: FewsNetCalls, fnid: string): Promise<SourceOutcome<FewsNetRows>> {
  return allPages(await client.unitPage(fnid, null), (q) => client.unitPage(fnid, q), MAX_UNIT_PAGES);
}
