// Resolution: due forecasts grouped so one source call (per place cell and source) decides them all.
import { distanceKm } from '../shared/geo.js';
import type { EonetCategory, EonetClient } from '../sources/eonet/client.js';
import { eventsMatching, type EonetEvent } from '../sources/eonet/normalize.js';
import type { SourceOutcome } from '../sources/types.js';
import { USGS_MAX_LIMIT, type UsgsClient } from '../sources/usgs/client.js';
import type { Quake } from '../sources/usgs/normalize.js';
import type { DueForecast, Resolution, VerificationSource } from './repo.js';

/** One source query and the forecasts it decides. */
export interface ResolutionGroup {
  source: VerificationSource;
  forecasts: DueForecast[];
  /** Query centre: the first forecast's centre. */
  lat: number;
  lng: number;
  /** Covers every forecast's circle around its own centre: max(radius + distance to the query centre). */
  radiusKm: number;
  startMs: number;
  endMs: number;
}

/** Groups due forecasts by source and place cell: one call per group, however many days and hazards it holds. */
export function groupForecasts(forecasts: readonly DueForecast[]): ResolutionGroup[] {
  const groups = new Map<string, ResolutionGroup>();
  for (const f of forecasts) {
    if (!f.source) continue;
    const key = `${f.source}|${f.placeCell}`;
    let g = groups.get(key);
    if (!g) {
      g = { source: f.source, forecasts: [], lat: f.lat, lng: f.lng, radiusKm: 0, startMs: f.windowStartMs, endMs: f.windowEndMs };
      groups.set(key, g);
    }
    g.forecasts.push(f);
    g.radiusKm = Math.max(g.radiusKm, f.radiusKm + distanceKm(g.lat, g.lng, f.lat, f.lng));
    g.startMs = Math.min(g.startMs, f.windowStartMs);
    g.endMs = Math.max(g.endMs, f.windowEndMs);
  }
  return [...groups.values()];
}

/** Did the forecast's event happen? USGS: an M ≥ minMagnitude epicentre within the radius, inside the window. */
export function decideQuake(f: DueForecast, quakes: readonly Quake[]): Resolution {
  const hits = quakes.filter((q) => {
    const t = Date.parse(q.time);
    return (
      q.magnitude >= (f.minMagnitude ?? Infinity) &&
      t >= f.windowStartMs &&
      t <= f.windowEndMs &&
      distanceKm(f.lat, f.lng, q.lat, q.lng) <= f.radiusKm
    );
  });
  return { forecast: f, outcome: hits.length > 0 ? 1 : 0, evidence: hits.slice(0, 5).map((q) => q.id) };
}

/** EONET: an event of the category with a geometry dated within the window and lying within the radius. */
export function decideEonet(f: DueForecast, events: readonly EonetEvent[]): Resolution {
  const hits = eventsMatching(events, {
    lat: f.lat,
    lng: f.lng,
    radiusKm: f.radiusKm,
    start: new Date(f.windowStartMs),
    end: new Date(f.windowEndMs),
    category: f.category ?? '',
  });
  return { forecast: f, outcome: hits.length > 0 ? 1 : 0, evidence: hits.slice(0, 5).map((e) => e.id) };
}

export interface GroupOutcome {
  ok: boolean;
  resolutions: Resolution[];
  /** Why nothing was resolved (source failure or a possibly truncated answer). */
  reason?: string;
}

/** Runs the group's one source call and decides every forecast in it; a failed call decides nothing. */
export async function resolveGroup(g: ResolutionGroup, clients: { usgs: UsgsClient; eonet: EonetClient }): Promise<GroupOutcome> {
  const start = new Date(g.startMs);
  const end = new Date(g.endMs);
  if (g.source === 'usgs') {
    const minMagnitude = Math.min(...g.forecasts.map((f) => f.minMagnitude ?? Infinity));
    // FDSN times are whole seconds: end one second later so the window's last instant is asked too.
    const { outcome: res }: { outcome: SourceOutcome<Quake[]> } = await clients.usgs.quakes({
      lat: g.lat,
      lng: g.lng,
      radiusKm: Math.ceil(g.radiusKm),
      start,
      end: new Date(g.endMs + 1000),
      minMagnitude,
    });
    if (!res.ok) return { ok: false, resolutions: [], reason: `USGS: ${res.reason}` };
    // A stale cached answer served because the live call failed may predate late reports: stay pending.
    if (res.liveError) return { ok: false, resolutions: [], reason: `USGS: ${res.liveError}` };
    // A capped answer may miss events: a "no" could be wrong, so decide nothing.
    if (res.data.length >= USGS_MAX_LIMIT) return { ok: false, resolutions: [], reason: 'USGS answer hit its result cap' };
    return { ok: true, resolutions: g.forecasts.map((f) => decideQuake(f, res.data)) };
  }
  const categories = [...new Set(g.forecasts.map((f) => f.category ?? ''))] as EonetCategory[];
  const { outcome: res } = await clients.eonet.events({
    lat: g.lat,
    lng: g.lng,
    radiusKm: g.radiusKm,
    start,
    end,
    categories,
    status: 'all',
  });
  if (!res.ok) return { ok: false, resolutions: [], reason: `EONET: ${res.reason}` };
  if (res.liveError) return { ok: false, resolutions: [], reason: `EONET: ${res.liveError}` };
  return { ok: true, resolutions: g.forecasts.map((f) => decideEonet(f, res.data)) };
}
