// A portfolio's risk as the other media types POST /portfolios/{id}/risk answers with: CSV (one line per site and
// hazard, text cells safe from spreadsheet formulas) and GeoJSON (one Point per site, its rows as properties).
import type { PortfolioRisk, PortfolioRiskRow } from '../contracts/portfolio.js';
import { csvField } from '../shared/csv.js';
import type { SiteRecord } from './repo.js';

export const RISK_CSV_COLUMNS = [
  'site',
  'lat',
  'lng',
  'hazard',
  'status',
  'probability',
  'riskScore',
  'riskLevel',
  'severity',
  'confidenceLabel',
  'readyAt',
  'reason',
  'siteId',
  'place',
] as const;

export function riskCsv(risk: PortfolioRisk, sites: readonly SiteRecord[]): string {
  const byId = new Map(sites.map((s) => [s.id, s]));
  const lines = risk.rows.map((r) => {
    const s = byId.get(r.siteId);
    const cells: (string | number | null)[] = [
      r.siteName,
      s?.lat ?? null,
      s?.lng ?? null,
      r.hazard,
      r.status,
      r.probability,
      r.riskScore,
      r.riskLevel,
      r.severity,
      r.confidenceLabel,
      r.readyAt,
      r.reason,
      r.siteId,
      s?.place.name ?? null,
    ];
    return cells.map(csvField).join(',');
  });
  return `${[RISK_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

/** The row that decides a site's colour: the highest risk score among its scored rows (null: none scored). */
export function highestRow(rows: readonly PortfolioRiskRow[]): PortfolioRiskRow | null {
  let top: PortfolioRiskRow | null = null;
  for (const r of rows) if (r.riskScore !== null && (top === null || r.riskScore > top.riskScore!)) top = r;
  return top;
}

/**
 * RFC 7946 FeatureCollection: a Point per site ([longitude, latitude]) with its name, place, highest risk and every row
 * (hazard, status, probability, riskScore, riskLevel, ...); the answer's horizon and window as foreign members.
 */
export function riskGeoJson(risk: PortfolioRisk, sites: readonly SiteRecord[]) {
  const rowsOf = new Map<string, PortfolioRiskRow[]>();
  for (const r of risk.rows) rowsOf.set(r.siteId, [...(rowsOf.get(r.siteId) ?? []), r]);
  return {
    type: 'FeatureCollection' as const,
    portfolioId: risk.portfolioId,
    generatedAt: risk.generatedAt,
    horizon: risk.horizon,
    window: risk.window,
    features: sites.map((s) => {
      const rows = rowsOf.get(s.id) ?? [];
      const top = highestRow(rows);
      return {
        type: 'Feature' as const,
        id: s.id,
        geometry: { type: 'Point' as const, coordinates: [s.lng, s.lat] },
        properties: {
          siteId: s.id,
          name: s.name,
          place: s.place.name,
          maxRiskScore: top?.riskScore ?? null,
          maxRiskLevel: top?.riskLevel ?? null,
          maxRiskHazard: top?.hazard ?? null,
          pendingRows: rows.filter((r) => r.status === 'pending').length,
          rows: rows.map(({ siteId: _id, siteName: _name, ...row }) => row),
        },
      };
    }),
  };
}
