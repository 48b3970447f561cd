// GET /api/v1/health: liveness plus the facts a support question needs (version, offline, db).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../contracts/health.js';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary: 'Service health',
        description: 'Open and not counted against any quota.',
        response: { 200: healthSchema },
      },
    },
    async () => {
      await app.services.health.check();
      return {
        status: 'ok' as const,
        version: app.config.version,
        offline: app.services.appSettings.isOffline(),
        time: app.clock.now().toISOString(),
      };
    },
  );
};
export default healthRoutes;
