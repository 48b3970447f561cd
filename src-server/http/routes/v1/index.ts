// The /api/v1 surface: one plugin per resource, registered in order.
import type { FastifyPluginAsync } from 'fastify';
import embedRoutes from './embed.js';
import healthRoutes from './health.js';
import riskRoutes from './risk.js';

const v1: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(riskRoutes);
  await app.register(embedRoutes);
};
export default v1;
