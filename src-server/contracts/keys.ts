// Owner-only key management (GET/POST /api/v1/keys, DELETE /api/v1/keys/:id): request and response shapes.
import { z } from 'zod';
import { oneOf } from './risk.js';

export const KEY_TIERS = ['free', 'pro', 'enterprise'] as const;

export const createKeyRequestSchema = z.strictObject({
  name: z
    .string({ error: (i) => (i.input === undefined ? 'name is required' : 'name must be a string') })
    .trim()
    .min(1, 'name must not be empty')
    .max(100, 'name must be at most 100 characters')
    .describe('What the key is for, e.g. "my script"'),
  tier: oneOf(KEY_TIERS, 'tier').describe('free: 100/day, pro: 5,000/day, enterprise: dailyQuota'),
  dailyQuota: z
    .number({ error: 'dailyQuota must be a number' })
    .int('dailyQuota must be an integer')
    .positive('dailyQuota must be at least 1')
    .optional()
    .describe('Requests per UTC day; required for enterprise keys only'),
});
export type CreateKeyRequest = z.infer<typeof createKeyRequestSchema>;

export const apiKeyInfoSchema = z.object({
  object: z.literal('service.api_key'),
  id: z.string(),
  name: z.string(),
  tier: z.enum(KEY_TIERS),
  dailyQuota: z.number().int(),
  last4: z.string().describe('Last four characters of the key, to tell keys apart'),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyInfoSchema>;

export const createdKeySchema = apiKeyInfoSchema.extend({
  key: z.string().describe('The key itself: shown this once and never again (only its hash is stored)'),
});

export const keyListItemSchema = apiKeyInfoSchema.extend({
  usedToday: z.number().int().describe('Counted requests this UTC day (resets at 00:00 UTC)'),
});
export type ApiKeyListItem = z.infer<typeof keyListItemSchema>;

export const keyListSchema = z.object({
  object: z.literal('list'),
  data: z.array(keyListItemSchema),
});

export const keyIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
