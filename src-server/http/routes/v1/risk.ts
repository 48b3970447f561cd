// POST /api/v1/risk: forecast for a place-based question, optionally creating a watch (201 + Location).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseDesktopChannel } from '../../../watches/service.js';
import { z } from 'zod';
import { answerKey } from '../../../risk/answer-cache.js';
import { acceptedLanguage } from '../../accept-language.js';
import { asBytes, sendKeptAnswer } from '../../answer-reply.js';
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
          "The answer is in `language`, else the prompt's own language, else Accept-Language, else English (es, fr, pt, de, en); Content-Language names it. " +
          'An answer that may be served again (no watch made, no hazard pending or failed) carries an ETag and ' +
          '`Cache-Control: private, max-age=<seconds its data stays fresh>`; asked again within that time it is the same answer, ' +
          'byte for byte (its generatedAt says when it was made), and 304 with no body when If-None-Match names its ETag. ' +
          'Other answers are `Cache-Control: no-store`.',
        body: riskRequestSchema,
        response: {
          200: riskForecastSchema,
          201: riskForecastSchema,
          304: z.null().describe('Not modified: the If-None-Match ETag names the answer this question has now'),
          ...problemResponses(...QUESTION_BODY_PROBLEMS, 'forecast_pending', 'sources_unavailable', 'forbidden'),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const accepted = acceptedLanguage(request.headers['accept-language']);
      // A question that makes no watch is answered from the answer cache while what its answer read holds.
      const key = body.alert?.enabled ? undefined : answerKey(body, accepted);
      const conditions = (nowMs: number) => ({ ifNoneMatch: request.headers['if-none-match'], negotiated: !body.language, nowMs });
      if (key !== undefined) {
        const nowMs = app.clock.now().getTime();
        const kept = app.services.answers.get(key, nowMs);
        if (kept) return sendKeptAnswer(reply, kept, conditions(nowMs));
      }
      const { forecast, watchId, language, retryAfterSec, reuse } = await app.services.risk.assess(body, request.principal, { accepted });
      if (key !== undefined && reuse) {
        // The bytes this route's serialiser writes, kept and sent as they are.
        const kept = app.services.answers.set(key, asBytes(reply.serialize(forecast) as string | Buffer), language, reuse);
        return sendKeptAnswer(reply, kept, conditions(app.clock.now().getTime()));
      }
      reply.header('content-language', language);
      reply.header('cache-control', 'no-store');
      // Some hazards wait for their turn in the budget: when to ask again to have them all.
      if (retryAfterSec !== undefined) reply.header('retry-after', String(retryAfterSec));
      if (watchId) return reply.code(201).header('location', `/api/v1/watches/${watchId}`).send(forecast);
      return forecast;
    },
  );
};
export default riskRoutes;
