// Deterministic synthetic weather for the Open-Meteo replay handlers: a plausible climate from latitude,
// longitude and date alone (hot humid Lagos, smoggy Lahore winters, dry windy California autumns), no randomness.
const DAY_MS = 86_400_000;

/** Uniform [0, 1) from any key (FNV-1a then a mulberry32 round). */
export function u(...key: (string | number)[]): number {
  let h = 2166136261;
  for (const ch of key.join('|')) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let t = (h + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
export const dateOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Every date from start to end inclusive (YYYY-MM-DD), capped at `max` days. */
export function dateRange(start: string, end: string, max = 20000): string[] {
  const a = dayNumber(start);
  const b = dayNumber(end);
  if (!Number.isFinite(a) || !Number.isFinite(b) || b < a) return [];
  return Array.from({ length: Math.min(max, b - a + 1) }, (_, i) => dateOf(a + i));
}

interface Region {
  desert: boolean;
  southAsia: boolean;
  mediterranean: boolean;
  cycloneBelt: boolean;
  tropics: boolean;
}

function region(lat: number, lng: number): Region {
  const a = Math.abs(lat);
  return {
    desert: lat > 15 && lat < 33 && lng > -15 && lng < 60,
    southAsia: lat > 20 && lat < 36 && lng > 60 && lng < 92,
    mediterranean:
      (lat > 30 && lat < 42 && lng > -125 && lng < -110) ||
      (lat > 35 && lat < 42 && lng > -10 && lng < 30) ||
      (lat < -28 && lat > -40 && lng > 110 && lng < 155),
    cycloneBelt: a > 8 && a < 28 && ((lng > 100 && lng < 150) || (lng > -100 && lng < -55) || (lng > 60 && lng < 95)),
    tropics: a < 15,
  };
}

/** -1 (deep winter) .. 1 (high summer) for the place's hemisphere. */
const season = (lat: number, date: string) => {
  const doy = (dayNumber(date) - dayNumber(`${date.slice(0, 4)}-01-01`)) % 366;
  const peak = lat >= 0 ? 196 : 15;
  return Math.cos((2 * Math.PI * (doy - peak)) / 365);
};

/** A persistent anomaly in -1..1: three-day mean of daily draws (spells, not white noise). */
const spell = (lat: number, lng: number, n: number, salt: string) =>
  ((u(lat, lng, n - 1, salt) + u(lat, lng, n, salt) + u(lat, lng, n + 1, salt)) / 3 - 0.5) * 2;

export interface SynthDay {
  temperature_2m_max: number;
  temperature_2m_min: number;
  precipitation_sum: number;
  wind_speed_10m_max: number;
  wind_gusts_10m_max: number;
  relative_humidity_2m_min: number;
  et0_fao_evapotranspiration: number;
}

const r1 = (x: number) => Math.round(x * 10) / 10;

/** One day at a place; `warmingC` and `rainFactor` let the climate handler add a trend. */
export function synthDay(lat: number, lng: number, date: string, warmingC = 0, rainFactor = 1): SynthDay {
  const g = region(lat, lng);
  const a = Math.abs(lat);
  const s = season(lat, date);
  const n = dayNumber(date);
  const la = Math.round(lat * 4) / 4;
  const lo = Math.round(lng * 4) / 4;

  const meanTmax = 31 - 0.3 * Math.max(0, a - 10) + (g.desert ? 5 : 0) + (g.southAsia ? 2 : 0);
  const amp = 0.25 * a + (g.desert || g.southAsia ? 3 : 0);
  const tmax = meanTmax + amp * s + 3.5 * spell(la, lo, n, 't') + warmingC;
  const aridity = g.desert ? 1 : g.mediterranean ? 0.7 : g.southAsia ? 0.5 : 0.2;

  // Rain: wet season in the tropics (hemisphere summer), winter rain in Mediterranean climates, rare in deserts.
  const wetness = g.tropics
    ? s > -0.3
      ? 0.55
      : 0.1
    : g.mediterranean
      ? s < 0
        ? 0.25
        : 0.03
      : g.desert
        ? 0.03
        : g.southAsia
          ? s > 0.5
            ? 0.5
            : 0.05
          : 0.35;
  const wet = u(la, lo, n, 'w') < wetness;
  const meanRain = g.tropics || g.southAsia ? 14 : 6;
  const precip = wet ? -meanRain * Math.log(1 - u(la, lo, n, 'r') * 0.999) * rainFactor : 0;

  const rhMin = Math.min(98, Math.max(5, (g.tropics ? 62 : 48) - 35 * aridity + (wet ? 15 : 0) + 10 * spell(la, lo, n, 'h')));
  const stormy = u(la, lo, n, 's') < (g.cycloneBelt ? 0.012 : 0.004);
  const wind = 12 + 0.3 * a + (g.mediterranean && s < 0 ? 8 : 0) + 8 * u(la, lo, n, 'v') + (stormy ? 45 : 0);
  const gust = wind * 1.6 + (stormy ? 30 * u(la, lo, n, 'g') : 0);
  const tmin = tmax - 7 - 5 * aridity - (wet ? -2 : 0);
  const ra = 15 - 0.12 * a * (1 - s);
  const et0 = Math.max(0.3, 0.0023 * ra * ((tmax + tmin) / 2 + 17.8) * Math.sqrt(Math.max(0, tmax - tmin)) * (wet ? 0.7 : 1));
  return {
    temperature_2m_max: r1(tmax),
    temperature_2m_min: r1(tmin),
    precipitation_sum: r1(precip),
    wind_speed_10m_max: r1(wind),
    wind_gusts_10m_max: r1(gust),
    relative_humidity_2m_min: Math.round(rhMin),
    et0_fao_evapotranspiration: Math.round(et0 * 100) / 100,
  };
}

/** The daily means ERA5 also serves, from a synthetic day (mean wind about 0.62 of the day's maximum). */
export function withMeans(d: SynthDay): SynthDay & { wind_speed_10m_mean: number; relative_humidity_2m_mean: number } {
  return {
    ...d,
    wind_speed_10m_mean: r1(d.wind_speed_10m_max * 0.62),
    relative_humidity_2m_mean: Math.round(Math.min(100, d.relative_humidity_2m_min + 18)),
  };
}

/** Memo of the hash draws a long discharge series repeats (per cell, year and 10-day wave). */
const drawMemo = new Map<string, number>();
const draw = (...key: (string | number)[]) => {
  const k = key.join('|');
  let v = drawMemo.get(k);
  if (v === undefined) {
    if (drawMemo.size > 200_000) drawMemo.clear();
    v = u(...key);
    drawMemo.set(k, v);
  }
  return v;
};

/** River discharge (m³/s) at the cell: a river on most cells, wetter seasons and years higher; 0 off the network. */
export function synthDischarge(lat: number, lng: number, date: string): number {
  const la = Math.round(lat * 20) / 20;
  const lo = Math.round(lng * 20) / 20;
  const size = draw(la, lo, 'river');
  if (size < 0.15) return 0;
  const g = region(lat, lng);
  const s = season(lat, date);
  const wetSeason = g.tropics || g.southAsia ? Math.max(0, s) : g.mediterranean ? Math.max(0, -s) : 0.3 + 0.3 * -s;
  const year = Number(date.slice(0, 4));
  const yearFactor = Math.exp(0.6 * (draw(la, lo, year, 'yr') - 0.5));
  const n = dayNumber(date);
  const wave = Math.exp(0.5 * ((draw(la, lo, Math.floor(n / 10), 'wv') + draw(la, lo, Math.floor(n / 10) + 1, 'wv')) / 2 - 0.5));
  return Math.round((40 + 2500 * size * size) * (0.5 + 1.2 * wetSeason) * yearFactor * wave * 100) / 100;
}

/** Daily mean PM2.5 (µg/m³): South Asian winters are smoggy, deserts dusty, elsewhere mostly clean. */
export function synthPm25(lat: number, lng: number, date: string): number {
  const g = region(lat, lng);
  const s = season(lat, date);
  const base = g.southAsia ? 30 + 90 * Math.max(0, -s) : g.desert ? 30 + 15 * s : 8 + 10 * u(Math.round(lat), Math.round(lng), 'city');
  return Math.max(1, base * (1 + 0.5 * spell(Math.round(lat * 4), Math.round(lng * 4), dayNumber(date), 'pm')));
}

/** US EPA AQI of a PM2.5 value (2024 breakpoints); the real API reports the max over pollutants. */
export function aqiOf(pm: number): number {
  const bp: [number, number, number, number][] = [
    [0, 9, 0, 50],
    [9.1, 35.4, 51, 100],
    [35.5, 55.4, 101, 150],
    [55.5, 125.4, 151, 200],
    [125.5, 225.4, 201, 300],
    [225.5, 325.4, 301, 500],
  ];
  for (const [cl, ch, il, ih] of bp) if (pm <= ch) return Math.round(((ih - il) / (ch - cl)) * (Math.max(pm, cl) - cl) + il);
  return 500;
}

/** The metadata head every Open-Meteo answer starts with (grid-snapped coordinates). */
export function head(lat: number, lng: number, gridDeg: number) {
  return {
    latitude: Math.round(lat / gridDeg) * gridDeg,
    longitude: Math.round(lng / gridDeg) * gridDeg,
    generationtime_ms: 0.42,
    utc_offset_seconds: 0,
    timezone: 'GMT',
    timezone_abbreviation: 'GMT',
    elevation: Math.round(20 + 300 * u(Math.round(lat), Math.round(lng), 'elev')),
  };
}

/** Open-Meteo's 400 body. */
export const omError = (reason: string) => ({ status: 400, body: { error: true, reason } });

const UNITS: Record<string, string> = {
  temperature_2m_max: '°C',
  temperature_2m_min: '°C',
  precipitation_sum: 'mm',
  wind_speed_10m_max: 'km/h',
  wind_gusts_10m_max: 'km/h',
  wind_speed_10m_mean: 'km/h',
  relative_humidity_2m_min: '%',
  relative_humidity_2m_mean: '%',
  et0_fao_evapotranspiration: 'mm',
  et0_fao_evapotranspiration_sum: 'mm',
  river_discharge: 'm³/s',
  pm2_5: 'μg/m³',
  us_aqi: 'USAQI',
  snow_depth_max: 'm',
};

export interface BlockRequest {
  lat: number;
  lng: number;
  vars: string[];
  start: string;
  end: string;
}

/**
 * Validates the parts every Open-Meteo endpoint shares and answers with the API's own 400 bodies:
 * coordinates, the block's variable list (only `known` ones), and the date range.
 */
export function readBlockRequest(
  q: URLSearchParams,
  block: 'daily' | 'hourly',
  known: readonly string[],
  defaults: { start: string; end: string },
): BlockRequest | { status: number; body: unknown } {
  const lat = Number(q.get('latitude'));
  const lng = Number(q.get('longitude'));
  if (q.get('latitude') === null || q.get('longitude') === null)
    return omError("Parameter 'latitude' and 'longitude' must have the same number of elements");
  if (!Number.isFinite(lat) || lat < -90 || lat > 90)
    return omError('Latitude must be in range of -90 to 90°. Given: ' + q.get('latitude') + '.');
  if (!Number.isFinite(lng) || lng < -180 || lng > 180)
    return omError('Longitude must be in range of -180 to 180°. Given: ' + q.get('longitude') + '.');
  const vars = (q.get(block) ?? '').split(',').filter(Boolean);
  const unknown = vars.find((v) => !known.includes(v));
  if (unknown)
    return omError(
      `Cannot initialize ${block === 'daily' ? 'Daily' : 'Hourly'}Variable from invalid String value ${unknown} for key ${block}`,
    );
  const tz = q.get('timezone');
  if (tz !== null && tz !== 'GMT' && tz !== 'UTC' && tz !== 'auto') return omError('Invalid timezone');
  const start = q.get('start_date') ?? defaults.start;
  const end = q.get('end_date') ?? defaults.end;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end) || end < start) {
    return omError(`Parameter 'start_date' is out of allowed range`);
  }
  return { lat, lng, vars, start, end };
}

/** A daily answer in Open-Meteo's exact layout for the requested variables. */
export function dailyBody(r: BlockRequest, gridDeg: number, dayValues: (date: string) => Record<string, number | null>) {
  const time = dateRange(r.start, r.end);
  const rows = time.map(dayValues);
  const daily: Record<string, unknown[]> = { time };
  for (const v of r.vars) daily[v] = rows.map((row) => row[v] ?? null);
  return {
    ...head(r.lat, r.lng, gridDeg),
    daily_units: Object.fromEntries([['time', 'iso8601'], ...r.vars.map((v) => [v, UNITS[v] ?? ''])]),
    daily,
  };
}

export function hourlyBody(
  r: BlockRequest,
  gridDeg: number,
  hourValues: (date: string, hour: number, index: number, total: number) => Record<string, number | null>,
) {
  const days = dateRange(r.start, r.end);
  const time = days.flatMap((d) => Array.from({ length: 24 }, (_, h) => `${d}T${String(h).padStart(2, '0')}:00`));
  const rows = time.map((t, i) => hourValues(t.slice(0, 10), Number(t.slice(11, 13)), i, time.length));
  const hourly: Record<string, unknown[]> = { time };
  for (const v of r.vars) hourly[v] = rows.map((row) => row[v] ?? null);
  return {
    ...head(r.lat, r.lng, gridDeg),
    hourly_units: Object.fromEntries([['time', 'iso8601'], ...r.vars.map((v) => [v, UNITS[v] ?? ''])]),
    hourly,
  };
}

export const isAnswer = (x: BlockRequest | { status: number; body: unknown }): x is { status: number; body: unknown } => 'status' in x;

/** An Open-Meteo answer with no days (the API's shape when the span asked holds none): the replays' `empty`. */
export const emptyOpenMeteo =
  (block: 'daily' | 'hourly') =>
  (req: { query: URLSearchParams }): { body: unknown } => ({
    body: {
      latitude: Number(req.query.get('latitude')),
      longitude: Number(req.query.get('longitude')),
      [`${block}_units`]: { time: 'iso8601' },
      [block]: { time: [] },
    },
  });
