// The /api/v1 surface: one plugin per resource, registered in order.
import type { FastifyPluginAsync } from 'fastify';
import embedRoutes from './embed.js';
import healthRoutes from './health.js';
import keysRoutes from './keys.js';
import riskRoutes from './risk.js';
import watchesRoutes from './watches.js';
import notifySettingsRoutes from './notify-settings.js';
import trackRecordRoutes from './track-record.js';

const v1: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(riskRoutes);
  await app.register(embedRoutes);
  await app.register(keysRoutes);
  await app.register(watchesRoutes);
  await app.register(notifySettingsRoutes);
  await app.register(trackRecordRoutes);
};
export default v1;
