// ReliefWeb API v2 client (`RELIEFWEB_URL` + /reports, /disasters): a country's recent reports and disasters.
// GET with the API's bracket-notation parameters (same filter language as its POST body), so one URL per question.
// The appname is the owner's (RELIEFWEB_APPNAME or Settings): ReliefWeb serves only pre-approved ones.
import type { SourceHttp } from '../layer.js';
import type { Keyed, SourceOutcome } from '../types.js';
import { normalizeDisasters, normalizeReports, type ReliefWebDisaster, type ReliefWebPage, type ReliefWebReport } from './normalize.js';
import { DAY_MS } from '../../shared/clock.js';
import { msg } from '../../i18n/message.js';
import { said } from '../reason.js';

/** Where ReliefWeb approves appnames (apidoc.reliefweb.int "Parameters": required since 1 November 2025). */
export const RELIEFWEB_APPNAME_PAGE = 'https://apidoc.reliefweb.int/parameters#appname';

export interface ReportQuery {
  /** Lower-case ISO 3166-1 alpha-3 of the primary country. */
  iso3: string;
  /** Any of these theme names (ReliefWeb's theme vocabulary). */
  themes: readonly string[];
  from: Date;
  to: Date;
  /** How many of the newest to return; the count of all matches comes as totalCount anyway. */
  limit: number;
}

export interface DisasterQuery {
  iso3: string;
  /** Any of these disaster type names. */
  types: readonly string[];
  /** Disasters whose event date is on or after this, plus those still alert or ongoing whatever their age. */
  from: Date;
  limit: number;
}

const REPORT_FIELDS = ['id', 'title', 'date.created', 'theme.name', 'source.shortname', 'url_alias'];
const DISASTER_FIELDS = [
  'id',
  'name',
  'status',
  'glide',
  'type.name',
  'date.event',
  'date.created',
  'country.iso3',
  'primary_country.iso3',
  'primary_country.location',
  'url_alias',
];

/** ReliefWeb's date format in filters: ISO 8601 with an explicit offset. */
const rwDate = (d: Date) => d.toISOString().slice(0, 19) + '+00:00';

/** Writes a nested value as PHP-style bracket parameters: filter[conditions][0][field]=... */
function flatten(params: URLSearchParams, prefix: string, value: unknown): void {
  if (Array.isArray(value)) value.forEach((v, i) => flatten(params, `${prefix}[${i}]`, v));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(params, `${prefix}[${k}]`, v);
  else params.append(prefix, String(value));
}

function listUrl(baseUrl: string, path: string, appname: string, body: Record<string, unknown>): string {
  const params = new URLSearchParams({ appname });
  for (const [k, v] of Object.entries(body)) flatten(params, k, v);
  return `${baseUrl}${path}?${params}`;
}

export function reliefwebReportsUrl(baseUrl: string, q: ReportQuery, appname: string): string {
  return listUrl(baseUrl, '/reports', appname, {
    limit: q.limit,
    sort: ['date.created:desc'],
    fields: { include: REPORT_FIELDS },
    filter: {
      operator: 'AND',
      conditions: [
        { field: 'primary_country.iso3', value: q.iso3 },
        { field: 'theme.name', value: [...q.themes], operator: 'OR' },
        { field: 'date.created', value: { from: rwDate(q.from), to: rwDate(q.to) } },
      ],
    },
  });
}

export function reliefwebDisastersUrl(baseUrl: string, q: DisasterQuery, appname: string): string {
  return listUrl(baseUrl, '/disasters', appname, {
    limit: q.limit,
    sort: ['date.event:desc'],
    fields: { include: DISASTER_FIELDS },
    filter: {
      operator: 'AND',
      conditions: [
        { field: 'country.iso3', value: q.iso3 },
        { field: 'type.name', value: [...q.types], operator: 'OR' },
        {
          operator: 'OR',
          conditions: [
            { field: 'date.event', value: { from: rwDate(q.from) } },
            { field: 'status', value: ['alert', 'ongoing'], operator: 'OR' },
          ],
        },
      ],
    },
  });
}

/** Whole days between two instants: the stable part of a rolling window in the cache key. */
const days = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY_MS);

/**
 * ReliefWeb answers an appname it has not approved with HTTP 403 (AccessDeniedHttpException, "You are not using an
 * approved appname ..."): the failure then names the approval page and where the name is set.
 */
function explainRefusal<T>(outcome: SourceOutcome<T>, appname: string): SourceOutcome<T> {
  if (outcome.ok || outcome.kind !== 'http' || !outcome.reason.startsWith('HTTP 403')) return outcome;
  return {
    ...outcome,
    ...said(msg('sources.reliefwebRefused', { appname, page: RELIEFWEB_APPNAME_PAGE })),
  };
}

/** No call without an appname: ReliefWeb would refuse it (an answer kept nowhere: ttl 0). */
const noAppname = <T>(kind: string): Keyed<T> => ({
  key: { source: 'reliefweb', key: `no-appname|${kind}`, ttlSec: 0 },
  outcome: {
    ok: false,
    source: 'reliefweb',
    kind: 'not_covered',
    ...said(msg('sources.reliefwebNoAppname', { page: RELIEFWEB_APPNAME_PAGE })),
  },
});

/** `appname` is read at every call (the owner may set it in Settings at any time); null: not set. */
export function createReliefWebClient(baseUrl: string, http: SourceHttp, appname: () => string | null) {
  return {
    async reports(q: ReportQuery): Promise<Keyed<ReliefWebPage<ReliefWebReport>>> {
      const name = appname();
      if (!name) return noAppname('reports');
      const { key, outcome } = await http.request({
        source: 'reliefweb',
        url: reliefwebReportsUrl(baseUrl, q, name),
        // Country-level: keyed by country, themes and window length (the URL's instants move every second).
        params: { kind: 'reports', iso3: q.iso3, themes: [...q.themes].sort().join('|'), days: days(q.from, q.to), limit: q.limit },
        normalize: normalizeReports,
      });
      return { key, outcome: explainRefusal(outcome, name) };
    },
    async disasters(q: DisasterQuery): Promise<Keyed<ReliefWebPage<ReliefWebDisaster>>> {
      const name = appname();
      if (!name) return noAppname('disasters');
      const { key, outcome } = await http.request({
        source: 'reliefweb',
        url: reliefwebDisastersUrl(baseUrl, q, name),
        params: { kind: 'disasters', iso3: q.iso3, types: [...q.types].sort().join('|'), days: days(q.from, http.now()), limit: q.limit },
        normalize: normalizeDisasters,
      });
      return { key, outcome: explainRefusal(outcome, name) };
    },
  };
}
export type ReliefWebClient = ReturnType<typeof createReliefWebClient>;
