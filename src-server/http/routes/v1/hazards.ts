// GET /api/v1/hazards: the hazards this app forecasts (its registry's), with their display words. Open, not counted.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HazardList } from '../../../contracts/hazards.js';
import { deepFreeze } from '../../../shared/freeze.js';

const hazardsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The registry does not change while the app runs: the list is made once.
  const list: HazardList = deepFreeze({
    object: 'list',
    data: app.services.hazards.definitions.map((d) => ({
      id: d.id,
      label: d.label,
      aliases: [...d.aliases],
      verification: d.verification,
    })),
  });
  app.get(
    '/hazards',
    {
      schema: {
        tags: ['meta'],
        summary: 'The hazards this service forecasts',
        description:
          'Every hazard the `hazard` fields accept, in the order the API lists them, with its display words and the feed ' +
          'that verifies its logged forecasts (the track record scores those). Open and not counted against any quota.',
        response: { 200: app.contracts.hazardList },
      },
    },
    async () => list,
  );
};
export default hazardsRoutes;
