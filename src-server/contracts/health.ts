// GET /api/v1/health response.
import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  offline: z.boolean().describe('True in offline mode (HAZARDCAST_OFFLINE=1 or the settings switch): no outbound calls are made'),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
