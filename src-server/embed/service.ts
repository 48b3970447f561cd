// The badge behind GET /api/v1/embed: forecast for a coordinate, rendered and cached 15 minutes per place cell.
import { createHash } from 'node:crypto';
import type { HazardId, Horizon, Language } from '../contracts/enums.js';
import { leadComparer } from '../forecast/risk-score.js';
import type { HazardRegistry } from '../hazards/registry.js';
import type { Gazetteer } from '../geocode/gazetteer.js';
import { cityToPlace } from '../geocode/resolve.js';
import type { RiskService } from '../risk/service.js';
import type { Clock } from '../shared/clock.js';
import { placeCell } from '../shared/geo.js';
import { hazardName, riskPhrase } from '../risk/hazard-words.js';
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
  /** `lang` in the query: the badge's language, whatever the caller's Accept-Language. */
  lang?: Language;
}

/** The caller's Accept-Language, when it names one of the badge's languages (used only without `lang`). */
export interface BadgeCaller {
  accepted?: Language;
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

function makeBadge(svg: string, maxAgeSec: number, language: Language, negotiated: boolean): Badge {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  const headers = Object.freeze({
    'cache-control': `public, max-age=${maxAgeSec}, s-maxage=${maxAgeSec}`,
    etag,
    'x-content-type-options': 'nosniff',
    'content-security-policy': BADGE_CSP,
    'content-language': language,
    // Chosen from Accept-Language: a shared cache must keep one badge per language asked.
    ...(negotiated ? { vary: 'Accept-Language' } : {}),
  });
  return { svg, body: Buffer.from(svg, 'utf8'), etag, maxAgeSec, headers };
}

/** The badge's language: `lang`, else the caller's Accept-Language, else English (docs/api-decisions.md "Embed"). */
export const badgeLanguage = (q: BadgeQuery, caller: BadgeCaller = {}): Language => q.lang ?? caller.accepted ?? 'en';

/** The server cache's key: the place's 0.1° cell, hazard, horizon, label, language and whether it was negotiated. */
export function badgeKey(q: BadgeQuery, caller: BadgeCaller = {}): string {
  return `${placeCell(q.lat, q.lng)}|${q.hazard ?? '*'}|${q.horizon}|${q.label ?? ''}|${badgeLanguage(q, caller)}${q.lang ? '' : '~'}`;
}

export function createEmbedService(deps: { risk: RiskService; hazards: HazardRegistry; gazetteer: () => Gazetteer; clock: Clock }) {
  const cache = new Map<string, { badge: Badge; expiresAt: number }>();
  const compareForLead = leadComparer(deps.hazards.ids);

  async function render(q: BadgeQuery, caller: BadgeCaller): Promise<Badge> {
    const now = deps.clock.now();
    const language = badgeLanguage(q, caller);
    const gazetteer = deps.gazetteer();
    const nearest = gazetteer.nearest(q.lat, q.lng);
    // The models run for the place as named in English (one cached run for every language); the label names it in the badge's.
    const place = cityToPlace(nearest, gazetteer, 'coordinates', { lat: q.lat, lng: q.lng });
    const named = language === 'en' ? place : cityToPlace(nearest, gazetteer, 'coordinates', { lat: q.lat, lng: q.lng }, language);
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
    const label = shown === undefined ? undefined : deps.hazards.label(shown);
    const svg = renderBadge({
      label: q.label ?? named.name,
      hazardLabel: shown === undefined ? null : hazardName(language, shown, label!),
      ...(shown === undefined ? {} : { riskLabel: riskPhrase(language, shown, label!) }),
      language,
      horizon: q.horizon,
      riskScore: lead?.riskScore ?? null,
      level: lead?.riskLevel ?? null,
      probability: lead?.probability ?? null,
      confidence: lead?.confidenceLabel ?? null,
    });
    return makeBadge(svg, lead ? BADGE_TTL_SEC : UNAVAILABLE_TTL_SEC, language, !q.lang);
  }

  /** The badge kept under `key` while it is fresh. */
  function kept(key: string, nowMs: number): Badge | undefined {
    const hit = cache.get(key);
    return hit && hit.expiresAt > nowMs ? hit.badge : undefined;
  }

  return {
    /** The kept badge for this query while it is fresh (no promise: the route answers a hit synchronously). */
    cached(q: BadgeQuery, caller: BadgeCaller = {}): Badge | undefined {
      return kept(badgeKey(q, caller), deps.clock.now().getTime());
    },
    async badge(q: BadgeQuery, caller: BadgeCaller = {}): Promise<Badge> {
      const key = badgeKey(q, caller);
      const now = deps.clock.now().getTime();
      const hit = kept(key, now);
      if (hit) return hit;
      const badge = await render(q, caller);
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
