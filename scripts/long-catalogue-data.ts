// The long catalogue worldwide for the fits (fit-long-rates.ts, fit-fault-coupling.ts): ISC-GEM M6+ (data/isc-gem.ts)
// to 2016, then the repo's USGS M5+ file's M6+ events to 2025-10-23, complete events only, and window declustering on
// the sphere.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { binMagnitude } from '../src-server/hazards/earthquake/completeness.js';
import { uhrhammerWindow } from '../src-server/hazards/earthquake/declustering.js';
import { iscGemEvents, LONG_CATALOGUE, longCompletenessAt } from '../src-server/hazards/earthquake/long-catalogue.js';
import { distanceKm } from '../src-server/shared/geo.js';
import { HINDCAST_CSV, parseUsgsCsv } from './hindcast-data.js';

const DAY = 86_400_000;
/** The end of the repo's USGS file: the long catalogue's last instant in the fits. */
export const LONG_END = Date.UTC(2025, 9, 23);

export interface Ev {
  t: number;
  lat: number;
  lng: number;
  m: number;
  /** Depth (km), null when unknown. */
  depth: number | null;
  /** False where the depth is not constrained (ISC-GEM quality C). */
  depthKnown: boolean;
}

/** Window declustering on the sphere (Uhrhammer 1986 windows, largest first), as declusterWindows does on a plane. */
export function declusterSphere(events: Ev[]): Ev[] {
  const n = events.length;
  const claimed = new Int32Array(n).fill(-1);
  const order = events.map((_, i) => i).sort((a, b) => events[b]!.m - events[a]!.m || events[a]!.t - events[b]!.t);
  for (const i of order) {
    if (claimed[i] !== -1) continue;
    claimed[i] = i;
    const e = events[i]!;
    const w = uhrhammerWindow(e.m);
    for (let j = 0; j < n; j++) {
      if (claimed[j] !== -1) continue;
      const o = events[j]!;
      if (Math.abs(o.t - e.t) > w.days * DAY) continue;
      if (distanceKm(e.lat, e.lng, o.lat, o.lng) <= w.distanceKm) claimed[j] = i;
    }
  }
  return events.filter((_, i) => claimed[i] === i);
}

/** The whole long catalogue worldwide, complete events only, time order: ISC-GEM to 2016, then the repo's USGS M5+ file's M6+ to 2025-10-23. */
export function loadLongCatalogue(): Ev[] {
  const g = iscGemEvents();
  const out: Ev[] = [];
  for (let i = 0; i < g.timeMs.length; i++)
    out.push({
      t: g.timeMs[i]!,
      lat: g.lat[i]!,
      lng: g.lng[i]!,
      m: binMagnitude(g.magnitude[i]!),
      depth: g.depthKm[i]!,
      depthKnown: g.depthKnown[i] === 1,
    });
  const csv = readFileSync(fileURLToPath(new URL(`../test/fixtures/recorded/${HINDCAST_CSV}`, import.meta.url)), 'utf8');
  for (const q of parseUsgsCsv(csv)) {
    const t = Date.parse(q.time);
    if (t >= LONG_CATALOGUE.iscGemEndMs && t < LONG_END)
      out.push({ t, lat: q.lat, lng: q.lng, m: binMagnitude(q.magnitude), depth: q.depthKm, depthKnown: q.depthKm !== null });
  }
  return out.filter((e) => e.m >= longCompletenessAt(e.t) - 0.05).sort((a, b) => a.t - b.t);
}
