// The /api/v1 surface: one plugin per resource, registered in order.
import type { FastifyPluginAsync } from 'fastify';
import embedRoutes from './embed.js';
import healthRoutes from './health.js';
import riskRoutes from './risk.js';
import trackRecordRoutes from './track-record.js';

const v1: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(riskRoutes);
  await app.register(embedRoutes);
  await app.register(trackRecordRoutes);
};
export default v1;
