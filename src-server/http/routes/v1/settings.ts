// Owner-only app settings: offline mode and online map tiles (GET/PATCH /settings/app), owner-token rotation
// (POST /settings/owner-token), and the tile route the dashboard map uses when online tiles are on.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '../../../contracts/problem.js';
import {
  appSettingsPatchSchema,
  appSettingsSchema,
  ownerTokenRotatedSchema,
  tileParamsSchema,
  type AppSettingsView,
} from '../../../contracts/settings.js';
import { AppError } from '../../../shared/errors.js';
import { msg } from '../../../i18n/message.js';
import { ownerOnly } from '../../owner-only.js';

const TAGS = ['settings'];

/** The image types the tile proxy passes on (basemap/tiles.ts refuses others). */
const TILE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const tileImage = z.string().meta({ format: 'binary' });

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appSettings, sourceSettings, tiles } = app.services;
  app.addHook('onRequest', ownerOnly('errors.details.ownerSettings'));
  const security = [{ ownerToken: [] }];
  const view = (): AppSettingsView => ({
    object: 'service.app_settings',
    ...appSettings.get(),
    ...sourceSettings.view(),
    dataDir: app.config.dataDir,
    dbFile: app.config.dbFile,
    version: app.config.version,
  });

  app.get(
    '/settings/app',
    {
      schema: {
        tags: TAGS,
        summary: 'App settings: offline mode, online map tiles, data folder (owner only)',
        security,
        response: { 200: appSettingsSchema, 403: problemSchema },
      },
    },
    async () => view(),
  );

  app.patch(
    '/settings/app',
    {
      schema: {
        tags: TAGS,
        summary: 'Change offline mode, the online map tiles or the Open-Meteo API key (owner only); takes effect at once',
        description:
          'Turning offline mode off sends the notifications that waited for it. HAZARDCAST_OFFLINE=1 cannot be overridden here (409 setting_locked). ' +
          'openMeteoApiKey is write-only: it is stored sealed and never shown; reads say only whether one is set and where from.',
        security,
        body: appSettingsPatchSchema,
        response: { 200: appSettingsSchema, 400: problemSchema, 403: problemSchema, 409: problemSchema },
      },
    },
    async (request) => {
      if (request.body.offline === false && appSettings.get().offlineForced) {
        throw new AppError('setting_locked', msg('errors.details.offlineLocked'), {
          errors: [{ field: 'offline', message: 'fixed by HAZARDCAST_OFFLINE=1' }],
        });
      }
      const { openMeteoApiKey, ...rest } = request.body;
      if (openMeteoApiKey !== undefined) await sourceSettings.setOpenMeteoApiKey(openMeteoApiKey);
      await appSettings.set(rest);
      return view();
    },
  );

  app.post(
    '/settings/owner-token',
    {
      schema: {
        tags: TAGS,
        summary: 'Rotate the owner token (owner only); the new one is in this response only',
        description:
          'The data dir file owner-token is replaced; the old token is refused from the next request on. The dashboard switches to the new token by itself.',
        security,
        response: { 201: ownerTokenRotatedSchema, 403: problemSchema },
      },
    },
    async (request, reply) => {
      const token = app.ownerTokens.rotate();
      request.log.info('owner token rotated');
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ object: 'service.owner_token' as const, token, rotatedAt: app.clock.now().toISOString() });
    },
  );

  app.get(
    '/basemap/tiles/:z/:x/:y',
    {
      schema: {
        tags: TAGS,
        summary: 'One online map tile for the dashboard (owner only), from the tile URL in settings',
        description:
          'PNG, JPEG or WebP as the tile server answered, cached by the browser for a day. 503 offline_mode while offline, tile_unavailable when the tile server fails; 409 tiles_disabled when online tiles are off.',
        security,
        params: tileParamsSchema,
        response: {
          // Documented (a Prism proxy found the 200 missing); a Buffer is sent as it is, never serialised.
          200: {
            description: 'The tile image, as the tile server answered it',
            content: Object.fromEntries(TILE_TYPES.map((t) => [t, { schema: tileImage }])),
          },
          400: problemSchema,
          403: problemSchema,
          409: problemSchema,
          503: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { z, x, y } = request.params;
      const tile = await tiles.get(z, x, y);
      // A Buffer goes out as is (Fastify never serializes one); the cast only quiets the JSON response typing.
      return reply
        .header('content-type', tile.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(tile.body as never);
    },
  );
};
export default settingsRoutes;
