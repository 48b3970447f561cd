// Small builders for the weather model tests: a place, a clock, days of weather.
import type { ModelContext } from '../../../src-server/hazards/types.js';
import { horizonWindow } from '../../../src-server/hazards/window.js';
import type { WeatherDay } from '../../../src-server/sources/open-meteo-forecast/normalize.js';
import type { EonetEvent } from '../../../src-server/sources/eonet/normalize.js';

export const now = new Date('2026-11-22T12:00:00Z');
export const DAY = 86_400_000;

export const ctx = (horizon: ModelContext['horizon'], lat = 0, lng = 0): ModelContext => ({
  place: {
    name: 'Testville, Nowhere',
    city: 'Testville',
    country: 'Nowhere',
    countryCode: 'XX',
    admin1: null,
    lat,
    lng,
    source: 'gazetteer',
  },
  horizon,
  lens: 'community-planning',
  now,
  window: horizonWindow(now, horizon),
});

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const dayAt = (offset: number) => isoDay(new Date(now.getTime() + offset * DAY));

export const blank = (date: string, over: Partial<WeatherDay> = {}): WeatherDay => ({
  date,
  tmaxC: 25,
  tminC: 15,
  precipMm: 0,
  windMaxKmh: 10,
  gustMaxKmh: 20,
  rhMinPct: 50,
  et0Mm: 3,
  ...over,
});

/** Days from `from` to `to` (offsets from today, inclusive). */
export const days = (from: number, to: number, over: Partial<WeatherDay> | ((offset: number) => Partial<WeatherDay>) = {}): WeatherDay[] =>
  Array.from({ length: to - from + 1 }, (_, i) => blank(dayAt(from + i), typeof over === 'function' ? over(from + i) : over));

/** Every day of the given calendar years. */
export const years = (
  first: number,
  last: number,
  over: Partial<WeatherDay> | ((date: string) => Partial<WeatherDay>) = {},
): WeatherDay[] => {
  const out: WeatherDay[] = [];
  for (let t = Date.UTC(first, 0, 1); t <= Date.UTC(last, 11, 31); t += DAY) {
    const date = isoDay(new Date(t));
    out.push(blank(date, typeof over === 'function' ? over(date) : over));
  }
  return out;
};

export const eonetEvent = (
  id: string,
  category: string,
  lat: number,
  lng: number,
  date: string,
  closed: string | null = '2020-01-01T00:00:00Z',
): EonetEvent => ({
  id,
  title: `${category} ${id}`,
  categories: [category],
  closed,
  link: null,
  sources: [],
  geometries: [{ date, kind: 'point', lat, lng, magnitudeValue: null, magnitudeUnit: null }],
});
