// POST /api/v1/risk: forecast for a place-based question, optionally creating a watch (201 + Location).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseDesktopChannel } from '../../../watches/service.js';
import { acceptedLanguage } from '../../accept-language.js';
import { problemResponses, QUESTION_BODY_PROBLEMS } from '../../problem-responses.js';

const riskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { riskRequestSchema, riskForecastSchema } = app.contracts.risk;
  app.post(
    '/risk',
    {
      config: { quota: 'daily' },
      // A watch's desktop channel is the owner's: refused before the quota is charged and the forecast runs.
      preValidation: async (request) => {
        const alert = (request.body as { alert?: { enabled?: unknown; channels?: unknown } } | null)?.alert;
        if (alert?.enabled === true) refuseDesktopChannel(request.principal, alert.channels, 'alert.channels');
      },
      schema: {
        tags: ['risk'],
        summary: 'Forecast risk for a place-based question',
        description:
          'Returns 200 with the forecast, or 201 with a Location header when alert.enabled created a watch. ' +
          'Explicit hazard, horizon and decisionLens win over what the prompt says. Hazards whose calls wait for their turn in the ' +
          'Open-Meteo budget are `pending` in hazardBreakdown (with readyAt) and the answer carries `Retry-After`: ask again then. ' +
          'When nothing can be scored yet, 503 forecast_pending with Retry-After; when nothing can be scored at all, 503 sources_unavailable. ' +
          "The answer is in `language`, else the prompt's own language, else Accept-Language, else English (es, fr, pt, de, en); Content-Language names it.",
        body: riskRequestSchema,
        response: {
          200: riskForecastSchema,
          201: riskForecastSchema,
          ...problemResponses(...QUESTION_BODY_PROBLEMS, 'forecast_pending', 'sources_unavailable', 'forbidden'),
        },
      },
    },
    async (request, reply) => {
      const { forecast, watchId, language, retryAfterSec } = await app.services.risk.assess(request.body, request.principal, {
        accepted: acceptedLanguage(request.headers['accept-language']),
      });
      reply.header('content-language', language);
      // Some hazards wait for their turn in the budget: when to ask again to have them all.
      if (retryAfterSec !== undefined) reply.header('retry-after', String(retryAfterSec));
      if (watchId) return reply.code(201).header('location', `/api/v1/watches/${watchId}`).send(forecast);
      return forecast;
    },
  );
};
export default riskRoutes;
