// Tropical-cyclone basins and their official seasons, to say whether a window lies in a place's cyclone season.
//
// Seasons as the regional centres define them:
// - North Atlantic: 1 June - 30 November (NOAA National Hurricane Center).
// - Eastern North Pacific: 15 May - 30 November (NOAA NHC); Central North Pacific: 1 June - 30 November (NOAA CPHC).
// - Western North Pacific: all year, most storms July - October (RSMC Tokyo, Japan Meteorological Agency).
// - North Indian Ocean: two seasons, pre-monsoon April - June and post-monsoon October - December (RSMC New Delhi,
//   India Meteorological Department).
// - South-West Indian Ocean: 15 November - 30 April (RSMC La Réunion, Météo-France).
// - Australian region: 1 November - 30 April (Bureau of Meteorology).
// - South Pacific: 1 November - 30 April (RSMC Nadi, Fiji Meteorological Service).
// Basin boxes follow the WMO/IBTrACS basin split (Knapp et al. 2010, BAMS 91, 363-376), simplified to latitude and
// longitude boxes over the latitudes where tropical cyclones form and travel (5°-40°).
import type { EventWindow } from '../../shared/window.js';
import { DAY_MS } from '../../shared/clock.js';

export interface CycloneBasin {
  id: string;
  name: string;
  agency: string;
  /** Month-day ranges (inclusive) of the official season; several for split seasons. */
  seasons: { from: [number, number]; to: [number, number] }[];
  contains: (lat: number, lng: number) => boolean;
}

const band = (lat: number, south: boolean) => (south ? lat <= -5 && lat >= -40 : lat >= 5 && lat <= 40);

export const CYCLONE_BASINS: readonly CycloneBasin[] = [
  {
    id: 'NA',
    name: 'North Atlantic',
    agency: 'NOAA NHC',
    seasons: [{ from: [6, 1], to: [11, 30] }],
    contains: (la, lo) => band(la, false) && lo > -100 && lo < 0 && !(lo < -85 && la < 15),
  },
  {
    id: 'EP',
    name: 'Eastern North Pacific',
    agency: 'NOAA NHC',
    seasons: [{ from: [5, 15], to: [11, 30] }],
    contains: (la, lo) => band(la, false) && lo >= -140 && lo <= -85 && (lo <= -100 || la < 15),
  },
  {
    id: 'CP',
    name: 'Central North Pacific',
    agency: 'NOAA CPHC',
    seasons: [{ from: [6, 1], to: [11, 30] }],
    contains: (la, lo) => band(la, false) && lo >= -180 && lo < -140,
  },
  {
    id: 'WP',
    name: 'Western North Pacific',
    agency: 'JMA (RSMC Tokyo)',
    seasons: [{ from: [1, 1], to: [12, 31] }],
    contains: (la, lo) => band(la, false) && lo >= 100 && lo <= 180,
  },
  {
    id: 'NI',
    name: 'North Indian Ocean',
    agency: 'IMD (RSMC New Delhi)',
    seasons: [
      { from: [4, 1], to: [6, 30] },
      { from: [10, 1], to: [12, 31] },
    ],
    contains: (la, lo) => band(la, false) && lo >= 40 && lo < 100,
  },
  {
    id: 'SI',
    name: 'South-West Indian Ocean',
    agency: 'Météo-France (RSMC La Réunion)',
    seasons: [{ from: [11, 15], to: [4, 30] }],
    contains: (la, lo) => band(la, true) && lo >= 10 && lo < 90,
  },
  {
    id: 'AU',
    name: 'Australian region',
    agency: 'Bureau of Meteorology',
    seasons: [{ from: [11, 1], to: [4, 30] }],
    contains: (la, lo) => band(la, true) && lo >= 90 && lo < 160,
  },
  {
    id: 'SP',
    name: 'South Pacific',
    agency: 'Fiji Meteorological Service (RSMC Nadi)',
    seasons: [{ from: [11, 1], to: [4, 30] }],
    contains: (la, lo) => band(la, true) && (lo >= 160 || lo <= -120),
  },
];

export const basinAt = (lat: number, lng: number): CycloneBasin | undefined => CYCLONE_BASINS.find((b) => b.contains(lat, lng));

const md = (d: Date) => [d.getUTCMonth() + 1, d.getUTCDate()] as [number, number];
const le = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);

/** Whether a day lies in one of the basin's seasons (ranges may wrap the new year). */
export function inSeason(b: CycloneBasin, day: Date): boolean {
  const x = md(day);
  return b.seasons.some((s) => (le(s.from, s.to) ? le(s.from, x) && le(x, s.to) : le(s.from, x) || le(x, s.to)));
}

/** Share of a window's days inside the basin's season. */
export function seasonShare(b: CycloneBasin, w: EventWindow): number {
  const days = Math.max(1, Math.round((w.end.getTime() - w.start.getTime()) / DAY_MS));
  const step = Math.max(1, Math.floor(days / 366));
  let n = 0;
  let k = 0;
  for (let i = 0; i < days; i += step) {
    n++;
    if (inSeason(b, new Date(w.start.getTime() + i * DAY_MS))) k++;
  }
  return n ? k / n : 0;
}
