// Online map tiles for the dashboard, fetched by the server: one origin for the page (its CSP stays 'self'), the
// owner's offline switch applies at once, and the tile server sees our User-Agent as its usage policy asks.
import type { AppSettingsService } from '../settings/app-settings.js';
import { AppError } from '../shared/errors.js';
import { msg } from '../i18n/message.js';

const IMAGE_TYPES = /^image\/(png|jpeg|webp)\b/;

export interface Tile {
  body: Buffer;
  contentType: string;
}

export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

export function createTileProxy(deps: { fetch: typeof globalThis.fetch; settings: AppSettingsService; userAgent: string; timeoutMs: number }) {
  return {
    /** One tile; AppError when offline, switched off, out of range, or the tile server fails. */
    async get(z: number, x: number, y: number): Promise<Tile> {
      const s = deps.settings.get();
      if (s.offline) throw new AppError('offline_mode', msg('errors.details.offlineTiles'));
      if (!s.onlineTiles) throw new AppError('tiles_disabled', msg('errors.details.tilesOff'));
      const max = 2 ** z;
      if (x >= max || y >= max) {
        const field = x >= max ? 'x' : 'y';
        throw new AppError('validation_failed', msg('errors.details.tileRange', { field, max, z }), {
          errors: [{ field, message: `must be below ${max} at zoom ${z}` }],
        });
      }
      let res: Response;
      try {
        res = await deps.fetch(tileUrl(s.tileUrl, z, x, y), {
          headers: { 'user-agent': deps.userAgent, accept: 'image/png,image/jpeg,image/webp' },
          signal: AbortSignal.timeout(deps.timeoutMs),
          redirect: 'follow',
        });
      } catch (err) {
        throw new AppError('tile_unavailable', msg('errors.details.tileNoAnswer', { error: (err as Error).message }));
      }
      const contentType = res.headers.get('content-type') ?? '';
      if (!res.ok) throw new AppError('tile_unavailable', msg('errors.details.tileStatus', { status: res.status }));
      if (!IMAGE_TYPES.test(contentType)) throw new AppError('tile_unavailable', msg('errors.details.tileType', { type: contentType || msg('errors.details.tileNoType') }));
      return { body: Buffer.from(await res.arrayBuffer()), contentType };
    },
  };
}
export type TileProxy = ReturnType<typeof createTileProxy>;
