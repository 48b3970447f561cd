// ViEWS API client (`VIEWS_URL`, default https://api.viewsforecasting.org): the newest fatalities run, and one
// country's monthly state-based forecasts in it (`/{run}/cm/sb?iso=`), one URL each, through the source layer.
import type { SourceHttp } from '../layer.js';
import type { Keyed } from '../types.js';
import { normalizeCountryMonths, normalizeRuns, type ViewsCountryForecast, type ViewsRuns } from './normalize.js';

/** A run holds 36 months per country; one page of this size holds them all (the API's pages take 1-10,000 rows). */
const PAGE_SIZE = 1000;

export function viewsCountryUrl(baseUrl: string, run: string, iso3: string): string {
  return `${baseUrl}/${encodeURIComponent(run)}/cm/sb?iso=${encodeURIComponent(iso3.toUpperCase())}&pagesize=${PAGE_SIZE}`;
}

export function createViewsClient(baseUrl: string, http: SourceHttp) {
  return {
    /** The run list (`GET /`), shared by every country: one call a day. */
    async latestRun(): Promise<Keyed<ViewsRuns>> {
      return http.request({ source: 'views', url: `${baseUrl}/`, params: { kind: 'runs' }, normalize: normalizeRuns });
    },
    async countryMonths(run: string, iso3: string): Promise<Keyed<ViewsCountryForecast>> {
      return http.request({
        source: 'views',
        url: viewsCountryUrl(baseUrl, run, iso3),
        params: { kind: 'cm-sb', run, iso3: iso3.toUpperCase() },
        normalize: (body) => normalizeCountryMonths(body, run, iso3),
      });
    },
  };
}
export type ViewsClient = ReturnType<typeof createViewsClient>;
