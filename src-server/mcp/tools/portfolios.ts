// MCP tools create_portfolio and get_portfolio_risk, and the portfolio resource (hazardcast://portfolios/{id}): the
// services POST /api/v1/portfolios and POST /api/v1/portfolios/{id}/risk call, with the same rules: an API key or the
// owner (anonymous callers get a tool error), a key sees only its own portfolios, each call counted once.
import { ResourceTemplate, type McpServer, type RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpError, type ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { portfolioCreateBodySchema, portfolioSchema, type PortfolioRisk, type PortfolioView } from '../../contracts/portfolio.js';
import { rowsFromCsv, rowsFromJson } from '../../portfolios/import-rows.js';
import { holderOf, portfolioView } from '../../portfolios/service.js';
import { AppError, validationError } from '../../shared/errors.js';
import { chargeQuota, guarded, toolResult, type ToolContext } from '../tool-context.js';

export const portfolioUri = (id: string) => `hazardcast://portfolios/${id}`;
/** The spec's "resource not found" code (the SDK has no name for it). */
const RESOURCE_NOT_FOUND = -32002;
const SCOPE = 'Needs an API key (X-Service-API-Key) or the owner; a key sees only its own portfolios.';

/** "3 sites kept (Lagos, Nigeria; …); 1 row rejected: row 4: lat 95 is outside -90 to 90." */
export function summarisePortfolio(p: PortfolioView): string {
  const rejected = p.rejected ?? [];
  return (
    `Portfolio ${p.id} "${p.name}": ${p.sites.length} site${p.sites.length === 1 ? '' : 's'} kept` +
    ` (${p.sites
      .slice(0, 5)
      .map((s) => `${s.name}: ${s.place}`)
      .join('; ')}${p.sites.length > 5 ? '; …' : ''})` +
    (rejected.length > 0 ? `; ${rejected.length} row(s) rejected: ${rejected.map((r) => `row ${r.row}: ${r.reason}`).join('; ')}` : '') +
    ". Ask get_portfolio_risk for every site's risk."
  );
}

/** The highest rows, what is pending and until when, in one paragraph. */
export function summarisePortfolioRisk(r: PortfolioRisk): string {
  const top = r.rows
    .filter((x) => x.riskScore !== null)
    .sort((a, b) => b.riskScore! - a.riskScore!)
    .slice(0, 5)
    .map((x) => `${x.siteName} ${x.hazard} ${x.riskScore} (${x.riskLevel}, ${x.probability}%)`);
  const high = r.summary.byHazard.filter((h) => h.sitesHighOrAbove > 0).map((h) => `${h.hazard} ${h.sitesHighOrAbove}`);
  return (
    `Portfolio ${r.portfolioId}, ${r.horizon} (${r.window.start.slice(0, 10)} to ${r.window.end.slice(0, 10)}): ${r.summary.sites} sites, ` +
    `${r.rows.length} rows. Highest risk: ${top.join('; ') || 'none scored yet'}. ` +
    `Sites at high or severe risk by hazard: ${high.join(', ') || 'none'}.` +
    (r.pendingRows > 0
      ? ` ${r.pendingRows} rows are pending (Open-Meteo budget): ask again after ${r.retryAfterSec} s (${r.readyAt}).`
      : '')
  );
}

export function registerPortfolioTools(server: McpServer, ctx: ToolContext): [string, RegisteredTool][] {
  const { portfolioRiskRequestSchema, portfolioRiskSchema } = ctx.deps.contracts.portfolio;
  const { portfolios, portfolioRisk } = ctx.deps;
  const principal = ctx.call.principal;

  const create = server.registerTool(
    'create_portfolio',
    {
      title: 'Create a portfolio of sites',
      description:
        'Keep a named set of sites (warehouses, offices, farms, schools) to assess together with get_portfolio_risk. Give ' +
        '`sites` ([{name, lat, lng} or {name, place}]) or `csv` (text with a header row naming name and lat/lng, or place). ' +
        'Rows without usable coordinates or a place that can be found are listed as rejected with the reason; the others ' +
        `are kept (at most 1,000). Counts against the daily quota once. ${SCOPE}`,
      inputSchema: {
        name: z.string().trim().min(1).max(200).describe("The portfolio's name"),
        sites: portfolioCreateBodySchema.shape.sites.optional(),
        csv: z.string().max(1_048_576).optional().describe('The sites as CSV text (instead of sites)'),
      },
      outputSchema: z.object({ portfolio: portfolioSchema }),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async (args) =>
      guarded(ctx, 'create_portfolio', async () => {
        holderOf(principal);
        if ((args.sites === undefined) === (args.csv === undefined)) {
          throw validationError([{ field: args.sites === undefined ? 'sites' : 'csv', message: 'give exactly one of sites or csv' }]);
        }
        // The rows are read (a malformed CSV is refused) before the call is counted.
        const rows = args.csv !== undefined ? rowsFromCsv(args.csv) : rowsFromJson(args.sites!);
        const refused = await chargeQuota(ctx);
        if (refused) return refused;
        const portfolio = await portfolios.create(principal, { name: args.name, rows });
        return toolResult({ portfolio }, summarisePortfolio(portfolio));
      }),
  );

  const risk = server.registerTool(
    'get_portfolio_risk',
    {
      title: "Get every site's risk",
      description:
        'One row per site and hazard (probability, severity, riskScore, riskLevel) for the horizon, each the same forecast ' +
        'get_risk gives for that place, with a summary per hazard (sites at high or severe risk, highest and mean score). ' +
        'Rows whose data waits for its turn in the free Open-Meteo budget are pending with readyAt: call again after ' +
        `retryAfterSec. Defaults: horizon 30d, every hazard. Counts against the daily quota once. ${SCOPE}`,
      inputSchema: {
        portfolioId: z.string().min(1).max(100).describe('The id create_portfolio returned'),
        ...portfolioRiskRequestSchema.shape,
      },
      outputSchema: portfolioRiskSchema,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ portfolioId, ...request }) =>
      guarded(ctx, 'get_portfolio_risk', async () => {
        const portfolio = await portfolios.getFor(principal, portfolioId);
        const refused = await chargeQuota(ctx);
        if (refused) return refused;
        const result = await portfolioRisk.assess(portfolio, request, request.language ?? 'en');
        return toolResult(result, summarisePortfolioRisk(result));
      }),
  );
  return [
    ['create_portfolio', create],
    ['get_portfolio_risk', risk],
  ];
}

/** hazardcast://portfolios/{id}: the caller's portfolios, each with its sites (someone else's is not found). */
export function registerPortfolioResource(server: McpServer, ctx: ToolContext): void {
  const { portfolios } = ctx.deps;
  const anonymous = ctx.call.principal.kind === 'anonymous';
  server.registerResource(
    'portfolio',
    new ResourceTemplate('hazardcast://portfolios/{id}', {
      list: async () => ({
        resources: anonymous
          ? []
          : (await portfolios.list(ctx.call.principal)).map((p) => ({
              uri: portfolioUri(p.id),
              name: p.id,
              title: `${p.name} (${p.siteCount} sites)`,
              mimeType: 'application/json',
            })),
      }),
    }),
    {
      title: 'A portfolio',
      description: `One of your portfolios with its sites (get_portfolio_risk assesses them). ${SCOPE}`,
      mimeType: 'application/json',
    },
    async (uri, variables): Promise<ReadResourceResult> => {
      try {
        const p = portfolioView(await portfolios.getFor(ctx.call.principal, String(variables.id)));
        return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(p, null, 2) }] };
      } catch (err) {
        if (err instanceof AppError && (err.code === 'portfolio_not_found' || err.code === 'api_key_required')) {
          throw new McpError(RESOURCE_NOT_FOUND, `Resource ${uri.href} not found`);
        }
        throw err;
      }
    },
  );
}
