// The places of an import's kept rows: coordinates named by the nearest town (as POST /risk names a prompt's
// coordinates), or a place name found as a question's place is (the gazetteer, then the geocoder). A name nobody knows
// is a rejected row with the reason, never another place.
import type { Place } from '../contracts/risk.js';
import type { RejectedRow } from '../contracts/portfolio.js';
import { isDescriptor } from '../i18n/message.js';
import { renderValue } from '../risk/translate.js';
import { AppError } from '../shared/errors.js';
import { mapPool } from '../shared/pool.js';
import type { ImportRow } from './import-rows.js';

export interface ResolvedSite {
  row: number;
  name: string;
  place: Place;
}

export interface PlaceFinder {
  /** The place at coordinates, named by the nearest town (the coordinates kept exactly). */
  at(lat: number, lng: number): Place;
  /** A place name as a question's place is read; throws 422 place_not_found when nothing knows it. */
  find(text: string): Promise<Place>;
}

/** Place names looked up at once (each may be a geocoding call when the gazetteer lacks it). */
const LOOKUPS_AT_ONCE = 4;

export async function resolveSites(
  rows: readonly ImportRow[],
  finder: PlaceFinder,
): Promise<{ sites: ResolvedSite[]; rejected: RejectedRow[] }> {
  const outcomes = await mapPool(rows, LOOKUPS_AT_ONCE, async (r): Promise<ResolvedSite | RejectedRow> => {
    if (!r.ok) return { row: r.row, reason: r.reason };
    const { row, name, at, place: text } = r.site;
    let place: Place;
    if (at) place = finder.at(at.lat, at.lng);
    else {
      try {
        place = await finder.find(text!);
      } catch (err) {
        if (err instanceof AppError && err.code === 'place_not_found') return { row, reason: notFoundReason(text!, err) };
        throw err;
      }
    }
    return { row, name: name ?? place.name, place };
  });
  const sites: ResolvedSite[] = [];
  const rejected: RejectedRow[] = [];
  for (const o of outcomes) {
    if ('place' in o) sites.push(o);
    else rejected.push(o);
  }
  return { sites, rejected };
}

/**
 * `place "Lagoss" was not found: neither the offline gazetteer nor the online lookup knows "Lagoss". Nearest known
 * names: …`: the place finder's own why and nearest names, without its advice on writing a question.
 */
function notFoundReason(text: string, err: AppError): string {
  const values = isDescriptor(err.detail) ? err.detail.values : undefined;
  const why = [values?.detail, values?.hint].map((v) => (v === undefined ? '' : renderValue('en', v).trim())).filter(Boolean);
  return `place ${JSON.stringify(text)} was not found${why.length > 0 ? `: ${why.join(' ')}` : ''}`;
}
