// The badge behind GET /api/v1/embed: forecast for a coordinate, rendered and cached 15 minutes per place cell.
import { createHash } from 'node:crypto';
import type { HazardId, Horizon } from '../contracts/enums.js';
import { compareForLead } from '../forecast/risk-score.js';
import type { HazardRegistry } from '../hazards/registry.js';
import type { Gazetteer } from '../geocode/gazetteer.js';
import { cityToPlace } from '../geocode/resolve.js';
import type { RiskService } from '../risk/service.js';
import type { Clock } from '../shared/clock.js';
import { placeCell } from '../shared/geo.js';
import { renderBadge } from './badge-svg.js';

/** Badges are cached for as long as the edge may cache them (SERVICE-INTERFACE 4.3: 15 minutes). */
export const BADGE_TTL_SEC = 900;
/** A badge without live data is retried sooner. */
export const UNAVAILABLE_TTL_SEC = 60;
const MAX_ENTRIES = 2000;

export interface BadgeQuery {
  lat: number;
  lng: number;
  hazard?: HazardId;
  horizon: Horizon;
  label?: string;
}

export interface Badge {
  svg: string;
  /** The SVG as UTF-8 bytes, encoded once: every request sends these. */
  body: Buffer;
  etag: string;
  maxAgeSec: number;
  /** The response headers that go with this badge (built once; frozen). */
  headers: Readonly<Record<string, string>>;
}

/** Even opened directly, the SVG may not run script or load anything. */
const BADGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function makeBadge(svg: string, maxAgeSec: number): Badge {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  const headers = Object.freeze({
    'cache-control': `public, max-age=${maxAgeSec}, s-maxage=${maxAgeSec}`,
    etag,
    'x-content-type-options': 'nosniff',
    'content-security-policy': BADGE_CSP,
  });
  return { svg, body: Buffer.from(svg, 'utf8'), etag, maxAgeSec, headers };
}

/** The server cache's key: the place's 0.1° cell, hazard, horizon and label. */
export function badgeKey(q: BadgeQuery): string {
  return `${placeCell(q.lat, q.lng)}|${q.hazard ?? '*'}|${q.horizon}|${q.label ?? ''}`;
}

export function createEmbedService(deps: { risk: RiskService; hazards: HazardRegistry; gazetteer: () => Gazetteer; clock: Clock }) {
  const cache = new Map<string, { badge: Badge; expiresAt: number }>();

  async function render(q: BadgeQuery): Promise<Badge> {
    const now = deps.clock.now();
    const gazetteer = deps.gazetteer();
    const place = cityToPlace(gazetteer.nearest(q.lat, q.lng), gazetteer, 'coordinates', { lat: q.lat, lng: q.lng });
    const { scored } = await deps.risk.evaluate({
      place,
      hazards: q.hazard ? [q.hazard] : deps.hazards.ids,
      horizon: q.horizon,
      lens: 'community-planning',
      now,
    });
    // No hazard named: the highest-risk one, as in POST /risk (PRODUCT.md "Embed").
    const lead = [...scored].sort(compareForLead)[0];
    const shown = lead?.hazard ?? q.hazard;
    const svg = renderBadge({
      label: q.label ?? place.name,
      hazardLabel: shown === undefined ? null : deps.hazards.label(shown),
      horizon: q.horizon,
      riskScore: lead?.riskScore ?? null,
      level: lead?.riskLevel ?? null,
      probability: lead?.probability ?? null,
      confidence: lead?.confidenceLabel ?? null,
    });
    return makeBadge(svg, lead ? BADGE_TTL_SEC : UNAVAILABLE_TTL_SEC);
  }

  /** The badge kept under `key` while it is fresh. */
  function kept(key: string, nowMs: number): Badge | undefined {
    const hit = cache.get(key);
    return hit && hit.expiresAt > nowMs ? hit.badge : undefined;
  }

  return {
    /** The kept badge for this query while it is fresh (no promise: the route answers a hit synchronously). */
    cached(q: BadgeQuery): Badge | undefined {
      return kept(badgeKey(q), deps.clock.now().getTime());
    },
    async badge(q: BadgeQuery): Promise<Badge> {
      const key = badgeKey(q);
      const now = deps.clock.now().getTime();
      const hit = kept(key, now);
      if (hit) return hit;
      const badge = await render(q);
      if (cache.size >= MAX_ENTRIES) {
        // Drop the oldest entry (Map keeps insertion order).
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.delete(key);
      cache.set(key, { badge, expiresAt: now + badge.maxAgeSec * 1000 });
      return badge;
    },
  };
}
export type EmbedService = ReturnType<typeof createEmbedService>;
