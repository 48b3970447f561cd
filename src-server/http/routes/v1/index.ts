// The /api/v1 surface: one plugin per resource, registered in order.
import type { FastifyPluginAsync } from 'fastify';
import embedRoutes from './embed.js';
import hazardsRoutes from './hazards.js';
import healthRoutes from './health.js';
import keysRoutes from './keys.js';
import riskRoutes from './risk.js';
import watchesRoutes from './watches.js';
import notifySettingsRoutes from './notify-settings.js';
import trackRecordRoutes from './track-record.js';
import settingsRoutes from './settings.js';
import notifyTestRoutes from './notify-test.js';
import portfoliosRoutes from './portfolios.js';

const v1: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(hazardsRoutes);
  await app.register(riskRoutes);
  await app.register(embedRoutes);
  await app.register(keysRoutes);
  await app.register(watchesRoutes);
  await app.register(notifySettingsRoutes);
  await app.register(trackRecordRoutes);
  await app.register(settingsRoutes);
  await app.register(notifyTestRoutes);
  await app.register(portfoliosRoutes);
};
export default v1;
