// GET /api/v1/track-record: the public scoreboard (open, not counted), or the resolved forecasts as CSV.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses } from '../../problem-responses.js';
import { oneOf } from '../../../contracts/risk.js';
import type { TrackRecordContracts } from '../../../contracts/track-record.js';

/** Unknown parameters are refused: a typo such as `hazrd=flood` would otherwise silently score every hazard. */
export const trackRecordQuerySchema = (c: TrackRecordContracts) =>
  z.strictObject({
    ...c.trackRecordFilterShape,
    format: oneOf(['json', 'csv'], 'format').default('json').describe('json (default): the scoreboard; csv: the resolved forecasts'),
  });

const trackRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trackRecordSchema } = app.contracts.trackRecord;
  app.get(
    '/track-record',
    {
      // Open and not counted: no quota marker (the quota plugin counts only routes marked 'daily').
      schema: {
        tags: ['track-record'],
        summary: 'How good our own forecasts were',
        description:
          'Every 7d/30d earthquake, flood, wildfire and storm forecast is logged once per place cell, hazard, horizon, ' +
          'UTC day and event window (a named period such as next week is its own forecast), resolved against USGS (earthquakes) or NASA EONET (the others) once its window ends, and scored: Brier ' +
          'score, base-rate baseline, skill, per-hazard Brier, Murphy decomposition and a ten-bin reliability table. ' +
          'Scores are null while nothing is resolved. from/to select forecasts by UTC issue day, inclusive. ' +
          'format=csv exports the resolved forecasts. Open and not counted against any quota.',
        querystring: trackRecordQuerySchema(app.contracts.trackRecord),
        response: {
          200: {
            description: 'The scoreboard (JSON), or with format=csv the resolved forecasts (text/csv with a header row)',
            content: { 'application/json': { schema: trackRecordSchema }, 'text/csv': { schema: z.string() } },
          },
          ...problemResponses('validation_failed'),
        },
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      if (format === 'csv') {
        const csv = app.services.trackRecord.exportCsv(filter);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="hazardcast-track-record.csv"')
          .send(Readable.from(csv) as unknown as string); // a stream: Fastify sends it as is, unserialized
      }
      return app.services.trackRecord.get(filter);
    },
  );
};
export default trackRecordRoutes;
