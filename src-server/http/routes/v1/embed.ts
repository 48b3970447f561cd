// GET /api/v1/embed: a 320x120 SVG risk badge for <img> tags, edge-cacheable for 15 minutes, ETag + 304.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses } from '../../problem-responses.js';

const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { embedQuerySchema } = app.contracts;
  app.get(
    '/embed',
    {
      config: { quota: 'embed' },
      schema: {
        tags: ['embed'],
        summary: 'SVG risk badge for a coordinate',
        description:
          'Use in an image tag: <img src="/api/v1/embed?lat=35.68&lng=139.69" width="320" height="120" alt="Risk badge">. ' +
          'Not counted against the daily quota; limited per IP per minute. Answers 304 with no body when If-None-Match ' +
          'matches the ETag.',
        querystring: embedQuerySchema,
        response: {
          200: { description: 'image/svg+xml badge', content: { 'image/svg+xml': { schema: z.string() } } },
          304: z.null().describe('Not modified: the If-None-Match ETag still matches'),
          ...problemResponses('validation_failed', 'rate_limited', 'sources_unavailable'),
        },
      },
    },
    async (request, reply) => {
      const { lat, lng, hazard, horizon, label } = request.query;
      const badge = await app.services.embed.badge({ lat, lng, hazard, horizon, label });
      reply
        .header('cache-control', `public, max-age=${badge.maxAgeSec}, s-maxage=${badge.maxAgeSec}`)
        .header('etag', badge.etag)
        .header('x-content-type-options', 'nosniff')
        // Belt and braces: even opened directly, the SVG may not run script or load anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === badge.etag)) {
        return reply.code(304).send(null);
      }
      return reply.type('image/svg+xml; charset=utf-8').serializer((s: string) => s).send(badge.svg);
    },
  );
};
export default embedRoutes;
