// MCP tool get_risk: the same forecast as POST /api/v1/risk, as structured content plus a one-line summary.
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Language } from '../../contracts/enums.js';
import type { RiskForecast } from '../../contracts/risk.js';
import { windowWords } from '../../contracts/window-words.js';
import { INTL_LOCALE } from '../../i18n/format.js';
import { renderValue, text } from '../../risk/translate.js';
import { chargeQuota, errorResult, type ToolContext } from '../tool-context.js';

/**
 * "Earthquake risk in Tokyo, Japan, 30 Nov – 6 Dec 2026 (the period asked; horizon 30d): risk score 62/100 (high) …",
 * in the answer's language.
 */
export function summariseForecast(f: RiskForecast, language: Language = 'en'): string {
  const x = f.forecast;
  const w = f.riskInput.window;
  const period = windowWords(w, INTL_LOCALE[language]);
  const when = text(language, w.source === 'prompt' ? 'summary.asked' : 'summary.over', { window: period, horizon: x.horizon });
  const num = (n: number) => renderValue(language, n);
  return text(language, 'summary.text', {
    headline: x.headline,
    when,
    score: num(x.riskScore),
    level: text(language, `common.level.${x.riskLevel}`),
    probability: num(x.probability),
    severity: num(x.severity),
    confidence: text(language, `common.confidence.${x.confidenceLabel}`),
    event: x.event?.description ?? text(language, 'common.notAvailable'),
    sources: x.dataSources.join(', ') || text(language, 'summary.noSources'),
  });
}

export function registerGetRisk(server: McpServer, ctx: ToolContext): RegisteredTool {
  const { riskRequestSchema, riskForecastSchema } = ctx.deps.contracts.risk;
  const { prompt, hazard, horizon, decisionLens, language } = riskRequestSchema.shape;
  return server.registerTool(
    'get_risk',
    {
      title: 'Get a risk forecast',
      description:
        'Forecast natural-hazard risk for a place from live data (USGS, Open-Meteo, NASA EONET, …). Give a place-based ' +
        'question in `prompt` (e.g. "earthquake risk in Tokyo over the next 30 days"); hazard, horizon and decisionLens ' +
        'override what the prompt says. Returns probability, severity and a 0-100 riskScore for the exact event ' +
        'described in forecast.event, with guidance and the sources used. The words are in `language` (en, es, fr, pt, ' +
        "de), else the prompt's own language. Counts against the daily quota.",
      inputSchema: { prompt, hazard, horizon, decisionLens, language },
      outputSchema: riskForecastSchema,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async (args, extra) => {
      const refused = await chargeQuota(ctx);
      if (refused) return refused;
      // A client that sent a progressToken hears each hazard's run complete while a cold question waits for its sources.
      const progressToken = extra._meta?.progressToken;
      const onProgress =
        progressToken === undefined
          ? undefined
          : (p: { done: number; total: number; message: string }) =>
              void extra
                .sendNotification({
                  method: 'notifications/progress',
                  params: { progressToken, progress: p.done, total: p.total, message: p.message },
                })
                .catch(() => undefined);
      try {
        const { forecast, language: answered } = await ctx.deps.risk.assess(args, ctx.call.principal, { onProgress });
        return { structuredContent: forecast, content: [{ type: 'text', text: summariseForecast(forecast, answered) }] };
      } catch (err) {
        return errorResult(err, ctx, 'get_risk');
      }
    },
  );
}
