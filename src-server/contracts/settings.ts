// Owner settings routes: app settings (offline mode, online map tiles, data folder), owner-token rotation, and a
// test send to one channel (GET/PATCH /api/v1/settings/app, POST /api/v1/settings/owner-token,
// POST /api/v1/settings/notifications/test).
import { z } from 'zod';
import { channelSchema } from './risk.js';

export const appSettingsSchema = z.object({
  object: z.literal('service.app_settings'),
  offline: z.boolean().describe('No outbound call at all (sources, tiles, notifications other than desktop): cached data only'),
  offlineForced: z.boolean().describe('HAZARDCAST_OFFLINE=1 set offline mode: it cannot be turned off here'),
  onlineTiles: z.boolean().describe('The dashboard map draws online raster tiles (through /api/v1/basemap/tiles) when not offline'),
  tileUrl: z.string().describe('XYZ tile URL template with {z}, {x}, {y}'),
  tileAttribution: z.string(),
  reliefwebAppname: z
    .string()
    .nullable()
    .describe(
      'ReliefWeb appname sent with every ReliefWeb call (pre-approved by ReliefWeb since 1 Nov 2025); null: ReliefWeb is not called',
    ),
  openMeteoKeySet: z
    .boolean()
    .describe("An Open-Meteo API key is in force: calls go to Open-Meteo's customer hosts, outside the free tier's budget"),
  openMeteoKeyFrom: z.enum(['settings', 'environment']).nullable().describe('Where the key in force comes from (it is never shown)'),
  openMeteoKeyError: z.string().nullable().describe('Why a key stored in settings cannot be read (set it again); null otherwise'),
  dataDir: z.string().describe('Folder holding the database and the owner token (HAZARDCAST_DATA_DIR or --data-dir)'),
  dbFile: z.string(),
  version: z.string(),
});
export type AppSettingsView = z.infer<typeof appSettingsSchema>;

const TILE_TEMPLATE = /^https?:\/\/[^\s{}]+(\{[zxy]\}[^\s{}]*){3}$/;

export const appSettingsPatchSchema = z
  .strictObject({
    offline: z.boolean({ error: 'offline must be true or false' }).optional(),
    onlineTiles: z.boolean({ error: 'onlineTiles must be true or false' }).optional(),
    tileUrl: z
      .string({ error: 'tileUrl must be a string' })
      .trim()
      .max(500, 'tileUrl must be at most 500 characters')
      .refine((u) => TILE_TEMPLATE.test(u) && ['{z}', '{x}', '{y}'].every((p) => u.includes(p)), {
        message: 'tileUrl must be an http(s) URL template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      })
      .optional(),
    tileAttribution: z
      .string({ error: 'tileAttribution must be a string' })
      .trim()
      .max(200, 'tileAttribution must be at most 200 characters')
      .optional(),
    reliefwebAppname: z
      .string({ error: 'reliefwebAppname must be a string or null' })
      .trim()
      .min(1, 'reliefwebAppname must not be empty (send null to switch ReliefWeb off)')
      .max(200, 'reliefwebAppname must be at most 200 characters')
      .regex(/^[\x21-\x7e]+$/, 'reliefwebAppname must be the approved name as ReliefWeb sent it (printable characters, no spaces)')
      .nullable()
      .optional(),
    openMeteoApiKey: z
      .string({ error: 'openMeteoApiKey must be a string or null' })
      .trim()
      .regex(/^[\x21-\x7e]{1,200}$/, 'openMeteoApiKey must be 1 to 200 printable characters without spaces')
      .nullable()
      .optional()
      .describe("Open-Meteo API key (write-only; null forgets the stored one): calls then go to Open-Meteo's customer hosts"),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'nothing to change: send at least one field' });
export type AppSettingsPatch = z.infer<typeof appSettingsPatchSchema>;

export const ownerTokenRotatedSchema = z.object({
  object: z.literal('service.owner_token'),
  token: z.string().describe('The new owner token: shown this once; the old one is refused from now on'),
  rotatedAt: z.string(),
});

export const notificationTestRequestSchema = z.strictObject({
  channel: channelSchema,
});

export const notificationTestResultSchema = z.object({
  object: z.literal('service.notification_test'),
  channel: z.object({ type: z.string(), target: z.string() }),
  ok: z.boolean(),
  waiting: z.boolean().describe('Not sent: the channel waits for its provider, the desktop app or the end of offline mode'),
  statusCode: z.number().nullable(),
  error: z.string().nullable(),
});
export type NotificationTestResult = z.infer<typeof notificationTestResultSchema>;

export const tileParamsSchema = z.object({
  z: z.coerce
    .number({ error: 'z must be a number' })
    .int('z must be an integer')
    .min(0, 'z must be between 0 and 22')
    .max(22, 'z must be between 0 and 22'),
  x: z.coerce.number({ error: 'x must be a number' }).int('x must be an integer').min(0, 'x must be at least 0'),
  y: z.coerce.number({ error: 'y must be a number' }).int('y must be an integer').min(0, 'y must be at least 0'),
});
