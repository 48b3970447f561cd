// Portfolios: import a file (CSV or GeoJSON), list, read, delete, and the risk of every site (/api/v1/portfolios…),
// the risk also as the CSV and GeoJSON files the server writes (the dashboard's exports are the API's).
import type { Horizon } from '../../src-server/contracts/enums';
import type { PortfolioRisk, PortfolioSummary, PortfolioView } from '../../src-server/contracts/portfolio';
import type { ApiClient } from './client';

export type { PortfolioRisk, PortfolioSummary, PortfolioView };

export const listPortfolios = async (api: ApiClient, signal?: AbortSignal) =>
  (await api.get<{ data: PortfolioSummary[] }>('/api/v1/portfolios', signal)).data;

export const getPortfolio = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.get<PortfolioView>(`/api/v1/portfolios/${encodeURIComponent(id)}`, signal);

export const deletePortfolio = (api: ApiClient, id: string) => api.delete<null>(`/api/v1/portfolios/${encodeURIComponent(id)}`);

/** A file's media type by its name, else by its first character (`{` GeoJSON, anything else CSV). */
export function importTypeOf(fileName: string, text: string): 'text/csv' | 'application/geo+json' {
  if (/\.(geo)?json$/i.test(fileName)) return 'application/geo+json';
  if (/\.(csv|tsv|txt)$/i.test(fileName)) return 'text/csv';
  return text.trimStart().startsWith('{') ? 'application/geo+json' : 'text/csv';
}

/** Imports a CSV or GeoJSON file as a new portfolio named `name` (201: the sites kept and the rows rejected). */
export async function importPortfolio(api: ApiClient, name: string, fileName: string, text: string): Promise<PortfolioView> {
  const body = await api.send('POST', `/api/v1/portfolios?name=${encodeURIComponent(name)}`, text, {
    contentType: importTypeOf(fileName, text),
  });
  return JSON.parse(body) as PortfolioView;
}

export const portfolioRisk = (api: ApiClient, id: string, horizon: Horizon, signal?: AbortSignal) =>
  api.post<PortfolioRisk>(`/api/v1/portfolios/${encodeURIComponent(id)}/risk`, { horizon }, signal);

export const EXPORTS = {
  csv: { accept: 'text/csv', extension: 'csv' },
  geojson: { accept: 'application/geo+json', extension: 'geojson' },
} as const;

/** The risk as the server writes it in that format, as a file to save. */
export async function exportRisk(api: ApiClient, id: string, horizon: Horizon, format: keyof typeof EXPORTS): Promise<Blob> {
  const { accept } = EXPORTS[format];
  const text = await api.send('POST', `/api/v1/portfolios/${encodeURIComponent(id)}/risk`, JSON.stringify({ horizon }), {
    contentType: 'application/json',
    accept,
  });
  return new Blob([text], { type: accept });
}
