// POST /api/v1/settings/notifications/test (owner only): send one test notification to one channel now, to check a
// target or a provider (SMTP, Telegram bot token, the desktop app) before a watch relies on it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema } from '../../../contracts/problem.js';
import { notificationTestRequestSchema, notificationTestResultSchema } from '../../../contracts/settings.js';
import { ownerOnly } from '../../owner-only.js';

const notifyTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', ownerOnly('errors.details.ownerTests'));
  app.post(
    '/settings/notifications/test',
    {
      schema: {
        tags: ['settings'],
        summary: 'Send a test notification to one channel now (owner only)',
        description:
          'Sent at once, outside the outbox (no retry); the answer says whether it went out or why not. Webhooks carry no signature here ' +
          '(no watch, so no secret yet): POST /api/v1/watches/:id/test sends a signed one. Private targets follow the same rule as watches.',
        security: [{ ownerToken: [] }],
        body: notificationTestRequestSchema,
        response: { 200: notificationTestResultSchema, 400: problemSchema, 403: problemSchema },
      },
    },
    async (request) => {
      const { channel } = request.body;
      app.services.watches.checkTargets([channel], 'channel');
      const now = app.clock.now();
      const result = await app.services.notify.outbox.sendNow(channel, {
        type: 'watch.test',
        timestamp: now.toISOString(),
        data: {
          watchId: 'settings-test',
          headline: 'Test notification from Hazardcast',
          summary: `This is a test of the ${channel.type} channel ${channel.target}, sent from Hazardcast's settings.`,
          test: true,
          facts: [['Channel', `${channel.type}: ${channel.target}`]],
        },
      });
      return { object: 'service.notification_test' as const, channel, ...result };
    },
  );
};
export default notifyTestRoutes;
