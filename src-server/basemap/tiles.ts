// Online map tiles for the dashboard, fetched by the server: one origin for the page (its CSP stays 'self'), the
// owner's offline switch applies at once, and the tile server sees our User-Agent as its usage policy asks.
// The template's host is the owner's and trusted as written; a redirect is followed by hand, a few hops at most, and
// each hop is checked (its URL here, its address when it connects), so a hostile tile server cannot point the proxy
// at a local service.
import { request } from 'undici';
import { refuseUrlTarget, urlHostKey } from '../net/address-policy.js';
import { createGuardedAgent, PRIVATE_TARGET_CODE, type Resolver } from '../net/guarded-agent.js';
import type { AppSettingsService } from '../settings/app-settings.js';
import { AppError } from '../shared/errors.js';
import { headerValue } from '../shared/http-body.js';
import { msg, type Message } from '../i18n/message.js';

const IMAGE_TYPES = /^image\/(png|jpeg|webp)\b/;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Redirect hops followed before giving up (a CDN moving a tile takes one or two). */
export const MAX_TILE_REDIRECTS = 3;

export interface Tile {
  body: Buffer;
  contentType: string;
}

export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

const unavailable = (why: Message) => new AppError('tile_unavailable', why);

export interface TileProxyDeps {
  settings: AppSettingsService;
  /** The owner's private-targets switch (hosts other than the template's are refused on private addresses without it). */
  allowPrivate: () => boolean;
  resolver?: Resolver;
  userAgent: string;
  timeoutMs: number;
}

export function createTileProxy(deps: TileProxyDeps) {
  // The template may change at run time: its host is read from the settings on every connection.
  const templateHost = () => urlHostKey(tileUrl(deps.settings.get().tileUrl, 0, 0, 0));
  const agent = createGuardedAgent({ allowPrivate: deps.allowPrivate, resolver: deps.resolver, trusted: (key) => key === templateHost() });

  /** GET `first`, following at most MAX_TILE_REDIRECTS redirects, each checked before it is followed. */
  async function getFollowing(first: string, signal: AbortSignal) {
    let url = first;
    for (let hop = 0; ; hop++) {
      let res: Awaited<ReturnType<typeof request>>;
      try {
        res = await request(url, {
          method: 'GET',
          headers: { 'user-agent': deps.userAgent, accept: 'image/png,image/jpeg,image/webp' },
          signal,
          dispatcher: agent,
        });
      } catch (err) {
        const e = err as Error & { code?: string };
        if (e.code === PRIVATE_TARGET_CODE) throw unavailable(msg('errors.details.tilePrivate', { target: e.message }));
        throw unavailable(msg('errors.details.tileNoAnswer', { error: e.message }));
      }
      const location = headerValue(res.headers.location);
      if (!REDIRECTS.has(res.statusCode) || !location) return res;
      await res.body.dump();
      if (hop >= MAX_TILE_REDIRECTS) throw unavailable(msg('errors.details.tileRedirects', { max: MAX_TILE_REDIRECTS }));
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw unavailable(msg('errors.details.tileRedirectNotUrl'));
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:')
        throw unavailable(msg('errors.details.tileRedirectScheme', { scheme: next.protocol }));
      const trusted = urlHostKey(next.href) === templateHost();
      if (!trusted && refuseUrlTarget(next.href, deps.allowPrivate())) {
        throw unavailable(msg('errors.details.tileRedirectPrivate', { target: next.host }));
      }
      url = next.href;
    }
  }

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
      const signal = AbortSignal.timeout(deps.timeoutMs);
      const res = await getFollowing(tileUrl(s.tileUrl, z, x, y), signal);
      const contentType = headerValue(res.headers['content-type']) ?? '';
      if (res.statusCode < 200 || res.statusCode > 299) {
        await res.body.dump();
        throw unavailable(msg('errors.details.tileStatus', { status: res.statusCode }));
      }
      if (!IMAGE_TYPES.test(contentType)) {
        await res.body.dump();
        throw unavailable(msg('errors.details.tileType', { type: contentType || msg('errors.details.tileNoType') }));
      }
      try {
        return { body: Buffer.from(await res.body.arrayBuffer()), contentType };
      } catch (err) {
        throw unavailable(msg('errors.details.tileNoAnswer', { error: (err as Error).message }));
      }
    },
    /** Closes the keep-alive pool (at app close). */
    close: (): Promise<void> => agent.close(),
  };
}
export type TileProxy = ReturnType<typeof createTileProxy>;
