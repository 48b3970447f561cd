// The risk of every site of a portfolio for one horizon: each site's row is the forecast POST /risk gives for that
// place, hazard and horizon (the risk service's own breakdown). Sites in one source cell share each call (the source
// layer keys answers by cell); what the Open-Meteo budget cannot do now is `pending` with readyAt, its calls queued for
// their turn, and is scored when asked again then. docs/portfolios.md "Risk".
import { DEFAULT_HORIZON, DEFAULT_LENS, type HazardId, type Language } from '../contracts/enums.js';
import type { PortfolioRisk, PortfolioRiskRequest, PortfolioRiskRow } from '../contracts/portfolio.js';
import type { HazardAssessment } from '../contracts/risk.js';
import { forecastWindow } from '../risk/window.js';
import { retryAfterOf } from '../risk/hazard-status.js';
import type { RiskService } from '../risk/service.js';
import type { Clock } from '../shared/clock.js';
import { round1 } from '../shared/math.js';
import { mapPool } from '../shared/pool.js';
import type { PortfolioRecord } from './repo.js';

export interface PortfolioRiskDeps {
  risk: Pick<RiskService, 'placeBreakdown'>;
  clock: Clock;
  /** Every hazard the app serves, in the API's order (the default when none is asked). */
  hazardIds: readonly HazardId[];
}

/**
 * Sites evaluated at once. Their calls still go through one source layer (in-flight calls shared, one budget); more
 * at once would not make the free tier's minute any longer, only hold more answers in memory together.
 */
const SITES_AT_ONCE = 4;

const HIGH_OR_ABOVE = new Set(['high', 'severe']);

function rowOf(site: PortfolioRecord['sites'][number], a: HazardAssessment): PortfolioRiskRow {
  return {
    siteId: site.id,
    siteName: site.name,
    hazard: a.hazard,
    status: a.status,
    probability: a.probability,
    severity: a.severity,
    riskScore: a.riskScore,
    riskLevel: a.riskLevel,
    confidenceLabel: a.confidenceLabel,
    reason: a.reason ?? null,
    readyAt: a.readyAt ?? null,
  };
}

/** Per hazard: how many sites were scored, how many are high or severe, the highest and the mean risk score. */
export function summarise(rows: readonly PortfolioRiskRow[], hazards: readonly HazardId[]): PortfolioRisk['summary']['byHazard'] {
  return hazards.map((hazard) => {
    const scored = rows.filter((r) => r.hazard === hazard && r.status === 'ok' && r.riskScore !== null);
    const scores = scored.map((r) => r.riskScore!);
    return {
      hazard,
      sitesScored: scored.length,
      sitesHighOrAbove: scored.filter((r) => r.riskLevel !== null && HIGH_OR_ABOVE.has(r.riskLevel)).length,
      maxRiskScore: scores.length > 0 ? Math.max(...scores) : null,
      meanRiskScore: scores.length > 0 ? round1(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    };
  });
}

export function createPortfolioRisk(deps: PortfolioRiskDeps) {
  return {
    /** Every site × hazard for the request's horizon and lens, at one instant (one window for every row). */
    async assess(portfolio: PortfolioRecord, request: PortfolioRiskRequest, language: Language): Promise<PortfolioRisk> {
      const now = deps.clock.now();
      const horizon = request.horizon ?? DEFAULT_HORIZON;
      const lens = request.decisionLens ?? DEFAULT_LENS;
      const hazards = request.hazards ? [...new Set(request.hazards)] : [...deps.hazardIds];
      const window = forecastWindow(now, horizon);
      const perSite = await mapPool(portfolio.sites, SITES_AT_ONCE, (site) =>
        deps.risk.placeBreakdown({ place: site.place, hazards, horizon, lens, now, language }),
      );
      const rows = portfolio.sites.flatMap((site, i) => perSite[i]!.map((a) => rowOf(site, a)));
      const pending = perSite.flat().filter((a) => a.status === 'pending');
      // Ask again when the next pending row is due, not the last: each answer then scores what came in (a long
      // portfolio's last row may be days away, its first ones minutes).
      const retryAfterSec = retryAfterOf(pending, 'first') ?? null;
      const readyAt = pending.reduce<string | null>((last, a) => (a.readyAt && (!last || a.readyAt > last) ? a.readyAt : last), null);
      return {
        object: 'service.portfolio_risk',
        portfolioId: portfolio.id,
        generatedAt: now.toISOString(),
        horizon,
        decisionLens: lens,
        window: { start: window.start.toISOString(), end: window.end.toISOString(), source: window.source },
        rows,
        summary: { sites: portfolio.sites.length, byHazard: summarise(rows, hazards) },
        pendingRows: pending.length,
        readyAt,
        retryAfterSec,
      };
    },
  };
}
export type PortfolioRiskService = ReturnType<typeof createPortfolioRisk>;
