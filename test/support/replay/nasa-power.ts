// NASA POWER daily point API (/api/temporal/daily/point, format=csv) over the replay's synthetic weather, in POWER's own
// CSV layout (the header block of test/fixtures/recorded/nasa-power/*.csv, then YEAR,DOY rows for the AG community,
// YEAR,MO,DY otherwise). Values are those of the MERRA-2 cell (0.5° × 0.625°) the point lies in, as POWER answers: the
// synthetic weather of the cell's centre, in POWER's units (the replay's weather is drawn per 0.25° point, so the centre
// has its own days: another realisation of the same climate). Radiation is FAO-56's estimate from the temperature range
// (eq. 50); snow depth the replay's. `nasaPowerHandlerAtPoint` answers the asked point's own weather instead (the
// archive's days): a control that measures POWER's path (format, units, dew point, FAO-56) apart from its grid.
import type { ReplayHandler } from '../replay-server.js';
import { dateOf, dayNumber, synthDay, u } from './open-meteo-synth.js';
import { snowDepthOf } from './open-meteo-archive.js';

/** Parameters the replay knows, with POWER's header line for each. */
const PARAMS: Record<string, string> = {
  T2M_MAX: 'MERRA-2 Temperature at 2 Meters Maximum (C)',
  T2M_MIN: 'MERRA-2 Temperature at 2 Meters Minimum (C)',
  T2MDEW: 'MERRA-2 Dew/Frost Point at 2 Meters (C)',
  PRECTOTCORR: 'MERRA-2 Precipitation Corrected (mm/day)',
  WS10M: 'MERRA-2 Wind Speed at 10 Meters (m/s)',
  WS10M_MAX: 'MERRA-2 Wind Speed at 10 Meters Maximum (m/s)',
  WS2M: 'MERRA-2 Wind Speed at 2 Meters (m/s)',
  ALLSKY_SFC_SW_DWN: 'CERES SYN1deg All Sky Surface Shortwave Downward Irradiance (MJ/m^2/day)',
  SNODP: 'MERRA-2 Snow Depth (cm)',
};

const r2 = (x: number) => Math.round(x * 100) / 100;
const mdy = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** A day on which POWER's sources have nothing: every parameter at its fill value. */
const FILL = -999;

/** One synthetic day in POWER's parameters and units at a point. */
function powerDay(lat: number, lng: number, date: string): Record<string, number> {
  const d = synthDay(lat, lng, date);
  const tmax = d.temperature_2m_max;
  const tmin = d.temperature_2m_min;
  const windMeanKmh = d.wind_speed_10m_max * 0.62;
  // The dew point that gives the day's minimum humidity at its maximum temperature (FAO-56 eqs. 11, 14 inverted).
  const ea = (Math.max(1, d.relative_humidity_2m_min) / 100) * 0.6108 * Math.exp((17.27 * tmax) / (tmax + 237.3));
  const x = Math.log(ea / 0.6108);
  const doy = dayNumber(date) - dayNumber(`${date.slice(0, 4)}-01-01`) + 1;
  // Top-of-atmosphere radiation (FAO-56 eq. 21), and the surface's from the day's temperature range (eq. 50, kRs 0.16).
  const phi = (Math.PI / 180) * lat;
  const delta = 0.409 * Math.sin(((2 * Math.PI) / 365) * doy - 1.39);
  const ws = Math.acos(Math.max(-1, Math.min(1, -Math.tan(phi) * Math.tan(delta))));
  const ra =
    ((24 * 60) / Math.PI) *
    0.082 *
    (1 + 0.033 * Math.cos(((2 * Math.PI) / 365) * doy)) *
    (ws * Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.sin(ws));
  return {
    T2M_MAX: tmax,
    T2M_MIN: tmin,
    T2MDEW: r2((237.3 * x) / (17.27 - x)),
    PRECTOTCORR: d.precipitation_sum,
    WS10M: r2(windMeanKmh / 3.6),
    WS10M_MAX: r2(d.wind_speed_10m_max / 3.6),
    WS2M: r2((windMeanKmh / 3.6) * 0.748),
    ALLSKY_SFC_SW_DWN: r2(Math.max(0, ra) * 0.16 * Math.sqrt(Math.max(0, tmax - tmin))),
    SNODP: r2(snowDepthOf(tmax) * 100),
  };
}

const error = (status: number, message: string) => ({ status, body: { messages: [message] } });

/** The answer's text for a request, each day's values given by `day` (the healthy answer or the all-missing one). */
function answerOf(req: Parameters<ReplayHandler['answer']>[0], missing: boolean, atPoint = false) {
  const q = req.query;
  const lat = Number(q.get('latitude'));
  const lng = Number(q.get('longitude'));
  if (!Number.isFinite(lat) || lat < -90 || lat > 90 || !Number.isFinite(lng) || lng < -180 || lng > 180)
    return error(422, 'latitude and longitude are required and must be in range');
  const params = (q.get('parameters') ?? '').split(',').filter(Boolean);
  const unknown = params.filter((p) => !(p in PARAMS));
  if (params.length === 0 || params.length > 20 || unknown.length) return error(422, `unknown or missing parameters: ${unknown.join(',')}`);
  const start = q.get('start') ?? '';
  const end = q.get('end') ?? '';
  if (!/^\d{8}$/.test(start) || !/^\d{8}$/.test(end) || end < start || start < '19810101')
    return error(422, 'start and end must be YYYYMMDD, from 19810101, end not before start');
  if ((q.get('format') ?? 'json').toLowerCase() !== 'csv') return error(422, 'the replay answers format=csv only');
  const from = `${start.slice(0, 4)}-${start.slice(4, 6)}-${start.slice(6, 8)}`;
  const to = `${end.slice(0, 4)}-${end.slice(4, 6)}-${end.slice(6, 8)}`;
  // POWER answers the MERRA-2 cell's values for any point in it.
  const cLat = atPoint ? lat : Math.round(lat / 0.5) * 0.5;
  const cLng = atPoint ? lng : Math.round(lng / 0.625) * 0.625;
  const ag = (q.get('community') ?? '').toLowerCase() === 'ag';
  const lines = [
    '-BEGIN HEADER-',
    'NASA/POWER Source Native Resolution Daily Data ',
    `Dates (month/day/year): ${mdy(from)} through ${mdy(to)} in UTC`,
    `Location: latitude  ${lat}   longitude ${lng} `,
    `elevation from MERRA-2: Average for 0.5 x 0.625 degree lat/lon region = ${(20 + 300 * u(Math.round(lat), Math.round(lng), 'elev')).toFixed(2)} meters`,
    'The value for missing source data that cannot be computed or is outside of the sources availability range: -999 ',
    'parameter(s): ',
    ...params.map((p) => `${p.padEnd(12)}${PARAMS[p]} `),
    '-END HEADER-',
    `${ag ? 'YEAR,DOY' : 'YEAR,MO,DY'},${params.join(',')}`,
  ];
  for (let n = dayNumber(from); n <= dayNumber(to); n++) {
    const date = dateOf(n);
    const v = missing ? undefined : powerDay(cLat, cLng, date);
    const doy = n - dayNumber(`${date.slice(0, 4)}-01-01`) + 1;
    const when = ag ? `${date.slice(0, 4)},${doy}` : `${date.slice(0, 4)},${Number(date.slice(5, 7))},${Number(date.slice(8, 10))}`;
    lines.push(`${when},${params.map((p) => (v ? v[p] : FILL)).join(',')}`);
  }
  return { headers: { 'content-type': 'text/csv' }, body: `${lines.join('\r\n')}\r\n` };
}

export const nasaPowerHandler: ReplayHandler = {
  answer: (req) => answerOf(req, false),
  // POWER answers every day asked: "nothing" is every value at the fill value.
  empty: (req) => answerOf(req, true),
};

/** The control: the asked point's own synthetic weather (the archive's days) in POWER's format. */
export const nasaPowerHandlerAtPoint: ReplayHandler = {
  answer: (req) => answerOf(req, false, true),
  empty: (req) => answerOf(req, true, true),
};
