// GET /api/v1/hazards: the hazards this app forecasts, with their display words (what the dashboard names them by).
import { z } from 'zod';
import type { HazardCatalogue } from '../hazards/catalog.js';

/** The hazard list's schema for one set of hazards (see createRiskContracts). */
export function createHazardListSchema(c: HazardCatalogue) {
  const hazardInfoSchema = z.object({
    id: z.enum(c.ids),
    label: z.string().describe('Display words (headlines, badge, dashboard)'),
    aliases: z.array(z.string()).describe('Other spellings accepted in alert fields (e.g. "war" for conflict)'),
    verification: z
      .enum(['usgs', 'eonet'])
      .nullable()
      .describe('The feed that decides its logged forecasts (USGS, NASA EONET); null: the track record does not log it'),
  });
  return z.object({
    object: z.literal('list'),
    data: z.array(hazardInfoSchema).describe('In the order the API lists hazards'),
  });
}
export type HazardList = z.infer<ReturnType<typeof createHazardListSchema>>;
export type HazardInfo = HazardList['data'][number];
