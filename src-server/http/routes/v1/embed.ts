// GET /api/v1/embed: a 320x120 SVG risk badge for <img> tags, edge-cacheable for 15 minutes, ETag + 304.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { Badge } from '../../../embed/service.js';
import { acceptedLanguage } from '../../accept-language.js';
import { etagMatches } from '../../conditional.js';
import { problemResponses } from '../../problem-responses.js';

/** The badge with its headers (cache, ETag, nosniff, CSP), or 304 when If-None-Match names its ETag. */
function sendBadge(ifNoneMatch: string | undefined, reply: FastifyReply, badge: Badge): void {
  reply.headers(badge.headers);
  if (ifNoneMatch && etagMatches(ifNoneMatch, badge.etag)) {
    // No payload at all: `null` would be serialised as JSON and label the 304 application/json (a Prism proxy choked on it).
    reply.code(304).send(undefined as never);
    return;
  }
  reply.type('image/svg+xml; charset=utf-8').send(badge.body);
}

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
          'matches the ETag. Its words are in `lang` (en, es, fr, pt, de), else the Accept-Language of the request ' +
          '(then Vary: Accept-Language), else English.',
        querystring: embedQuerySchema,
        response: {
          200: { description: 'image/svg+xml badge', content: { 'image/svg+xml': { schema: z.string() } } },
          304: z.null().describe('Not modified: the If-None-Match ETag still matches'),
          ...problemResponses('validation_failed', 'rate_limited', 'sources_unavailable'),
        },
      },
    },
    (request, reply) => {
      const q = request.query;
      const caller = q.lang ? {} : { accepted: acceptedLanguage(request.headers['accept-language']) };
      // A kept badge is answered without a promise; a new one is rendered (and kept) first.
      const kept = app.services.embed.cached(q, caller);
      if (kept) return void sendBadge(request.headers['if-none-match'], reply, kept);
      return app.services.embed.badge(q, caller).then(async (badge) => {
        sendBadge(request.headers['if-none-match'], reply, badge);
        await reply; // sent: the promise resolves with nothing more to send
      });
    },
  );
};
export default embedRoutes;
