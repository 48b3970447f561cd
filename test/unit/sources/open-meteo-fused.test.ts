// The Open-Meteo normalisers on a watch tick's path build one object a day straight from the answer's raw columns
// (a cold cell's tick spent most of its time building row views). Each must give exactly what the row view gave before (seriesRows over
// normalizeOpenMeteo, or the member series of normalizeEnsemble): same values, same keys in the same order, same
// failures. The references below are the former implementations.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import {
  era5PhysicalUrl,
  archiveDailyUrl,
  recentPeriod,
  climatologyPeriod,
  normalizeEra5Physical,
  ERA5_PHYSICAL_VARS,
} from '../../../src-server/sources/open-meteo-archive/client.js';
import { ensembleDailyUrl } from '../../../src-server/sources/open-meteo-ensemble/client.js';
import {
  normalizeEnsemble,
  normalizeEnsembleDaily,
  ENSEMBLE_DAILY_VARS,
  type EnsembleDaily,
} from '../../../src-server/sources/open-meteo-ensemble/normalize.js';
import { floodForecastUrl, floodHistoryUrl, floodReanalysisUrl } from '../../../src-server/sources/open-meteo-flood/client.js';
import {
  DISCHARGE_FORECAST_VARS,
  normalizeDischargeForecast,
  normalizeDischargeHistory,
} from '../../../src-server/sources/open-meteo-flood/normalize.js';
import { forecastDailyUrl } from '../../../src-server/sources/open-meteo-forecast/client.js';
import { normalizeWeatherDaily, WEATHER_DAILY_VARS } from '../../../src-server/sources/open-meteo-forecast/normalize.js';
import { SourceError } from '../../../src-server/sources/http.js';
import { normalizeOpenMeteo, seriesRows } from '../../../src-server/sources/open-meteo-series.js';
import type { ReplayHandler, ReplaySourceId } from '../../support/replay-server.js';
import { openMeteoArchiveHandler } from '../../support/replay/open-meteo-archive.js';
import { openMeteoEnsembleHandler } from '../../support/replay/open-meteo-ensemble.js';
import { openMeteoFloodHandler } from '../../support/replay/open-meteo-flood.js';
import { openMeteoForecastHandler } from '../../support/replay/open-meteo-forecast.js';

// ---- the former implementations ----
const refEra5 = (body: unknown) =>
  seriesRows(normalizeOpenMeteo(body, 'daily', ERA5_PHYSICAL_VARS)).map((r) => ({
    date: r.time.slice(0, 10),
    precipMm: r.precipitation_sum,
    gustMaxKmh: r.wind_gusts_10m_max,
    tmaxC: r.temperature_2m_max,
    rhMinPct: r.relative_humidity_2m_min,
    windMeanKmh: r.wind_speed_10m_mean,
    windMaxKmh: r.wind_speed_10m_max,
    et0Mm: r.et0_fao_evapotranspiration,
  }));
const refWeather = (body: unknown) =>
  seriesRows(normalizeOpenMeteo(body, 'daily', WEATHER_DAILY_VARS)).map((r) => ({
    date: r.time.slice(0, 10),
    tmaxC: r.temperature_2m_max,
    tminC: r.temperature_2m_min,
    precipMm: r.precipitation_sum,
    windMaxKmh: r.wind_speed_10m_max,
    gustMaxKmh: r.wind_gusts_10m_max,
    rhMinPct: r.relative_humidity_2m_min,
    et0Mm: r.et0_fao_evapotranspiration,
  }));
const refDischarge = (body: unknown) =>
  seriesRows(normalizeOpenMeteo(body, 'daily', DISCHARGE_FORECAST_VARS)).map((r) => ({
    date: r.time.slice(0, 10),
    q: r.river_discharge,
    min: r.river_discharge_min,
    p25: r.river_discharge_p25,
    median: r.river_discharge_median,
    p75: r.river_discharge_p75,
    max: r.river_discharge_max,
  }));
const refHistory = (body: unknown) =>
  seriesRows(normalizeOpenMeteo(body, 'daily', ['river_discharge'] as const)).map((r) => ({
    date: r.time.slice(0, 10),
    q: r.river_discharge,
  }));
function refEnsembleDaily(body: unknown, model: string): EnsembleDaily {
  const s = normalizeEnsemble(body, 'daily', ENSEMBLE_DAILY_VARS, model);
  const dates = s.time.map((t) => t.slice(0, 10));
  const members = s.members
    .map(({ member, values: v }) => ({
      member,
      days: dates.map((date, i) => ({
        date,
        tmaxC: v.temperature_2m_max[i] ?? null,
        tminC: v.temperature_2m_min[i] ?? null,
        tmeanC: v.temperature_2m_mean[i] ?? null,
        precipMm: v.precipitation_sum[i] ?? null,
        windMaxKmh: v.wind_speed_10m_max[i] ?? null,
        windMeanKmh: v.wind_speed_10m_mean[i] ?? null,
        gustMaxKmh: v.wind_gusts_10m_max[i] ?? null,
        rhMinPct: v.relative_humidity_2m_min[i] ?? null,
        rhMeanPct: v.relative_humidity_2m_mean[i] ?? null,
        rhMaxPct: v.relative_humidity_2m_max[i] ?? null,
        et0Mm: v.et0_fao_evapotranspiration[i] ?? null,
      })),
    }))
    .filter((m) => m.days.some((d) => Object.entries(d).some(([k, x]) => k !== 'date' && x !== null)));
  return { model, dates, members };
}

const pairs: [string, (b: unknown) => unknown, (b: unknown) => unknown][] = [
  ['era5 physical', normalizeEra5Physical, refEra5],
  ['weather daily', normalizeWeatherDaily, refWeather],
  ['discharge forecast', normalizeDischargeForecast, refDischarge],
  ['discharge history', normalizeDischargeHistory, refHistory],
  ['ensemble daily', (b) => normalizeEnsembleDaily(b, 'ecmwf_ifs025'), (b) => refEnsembleDaily(b, 'ecmwf_ifs025')],
];

/** Same value, same keys in the same order (JSON text), or the same failure. */
function assertSame(name: string, fused: (b: unknown) => unknown, ref: (b: unknown) => unknown, body: unknown): void {
  let want: unknown;
  try {
    want = ref(body);
  } catch (err) {
    assert.throws(
      () => fused(body),
      (e: unknown) => e instanceof SourceError && e.message === (err as Error).message && e.kind === (err as SourceError).kind,
      name,
    );
    return;
  }
  const got = fused(body);
  assert.deepStrictEqual(got, want, name);
  assert.equal(JSON.stringify(got), JSON.stringify(want), name);
}

const replayBody = (handler: ReplayHandler, source: ReplaySourceId, url: string): unknown => {
  const u = new URL(url);
  const answer = handler.answer({ source, path: u.pathname.replace(/^\/[^/]+/, ''), query: u.searchParams });
  return JSON.parse(JSON.stringify(answer.body));
};

const places = [
  { lat: -12.05, lng: -77.04 },
  { lat: 52.22, lng: 6.89 },
  { lat: 35.68, lng: 139.69 },
  { lat: 64.14, lng: -21.94 },
];
const now = new Date('2026-11-22T12:00:00Z');

describe('fused Open-Meteo normalisers = the row view they replace', () => {
  test('on the replay answers a watch tick reads (archive, ERA5 physical, forecast, ensemble, GloFAS)', () => {
    let compared = 0;
    for (const p of places) {
      const q = { ...p, now };
      const bodies: [string, unknown][] = [
        [
          'era5 physical',
          replayBody(openMeteoArchiveHandler, 'open-meteo-archive', era5PhysicalUrl('http://r/open-meteo-archive/v1/archive', q)),
        ],
        [
          'weather daily',
          replayBody(
            openMeteoArchiveHandler,
            'open-meteo-archive',
            archiveDailyUrl('http://r/open-meteo-archive/v1/archive', { ...p, ...recentPeriod(now) }),
          ),
        ],
        [
          'weather daily',
          replayBody(
            openMeteoArchiveHandler,
            'open-meteo-archive',
            archiveDailyUrl('http://r/open-meteo-archive/v1/archive', { ...p, ...climatologyPeriod(now) }),
          ),
        ],
        [
          'weather daily',
          replayBody(openMeteoForecastHandler, 'open-meteo-forecast', forecastDailyUrl('http://r/open-meteo-forecast/v1/forecast', q)),
        ],
        [
          'discharge forecast',
          replayBody(openMeteoFloodHandler, 'open-meteo-flood', floodForecastUrl('http://r/open-meteo-flood/v1/flood', q)),
        ],
        [
          'discharge history',
          replayBody(openMeteoFloodHandler, 'open-meteo-flood', floodHistoryUrl('http://r/open-meteo-flood/v1/flood', q)),
        ],
        [
          'discharge history',
          replayBody(openMeteoFloodHandler, 'open-meteo-flood', floodReanalysisUrl('http://r/open-meteo-flood/v1/flood', q)),
        ],
        [
          'ensemble daily',
          replayBody(
            openMeteoEnsembleHandler,
            'open-meteo-ensemble',
            ensembleDailyUrl('http://r/open-meteo-ensemble/v1/ensemble', { ...q, pastDays: 92 }),
          ),
        ],
      ];
      for (const [name, body] of bodies) {
        const [, fused, ref] = pairs.find(([n]) => n === name)!;
        const rows = ref(body);
        assert.ok(Array.isArray(rows) ? rows.length > 0 : (rows as EnsembleDaily).members.length > 0, `${name}: the replay answered rows`);
        assertSame(name, fused, ref, body);
        compared++;
      }
    }
    assert.equal(compared, places.length * 8);
  });

  test('on the recorded Open-Meteo answers (every normaliser on every daily fixture)', () => {
    const dir = new URL('../../fixtures/recorded/open-meteo/', import.meta.url);
    const files = [
      'archive-hourly-daily-enschede-1953-01-31-northsea-storm-author-trimmed.json',
      'climate-daily-2050-07-enschede-author-trimmed.json',
      'flood-daily-ensemble-stats-rhine-nijmegen-author-trimmed.json',
      'flood-multi-location-indus-pakistan-2026-10-08.json',
      'flood-sukkur-pakistan-all-zero-2026-10-08.json',
      'forecast-daily-multi-location-lahore-karachi-2026-10-08.json',
      'forecast-hourly-daily-current-melbourne-2025-10-25.json',
      'forecast-imperial-units-toronto-2026-03-05.json',
      'error-400-invalid-timezone.json',
    ];
    for (const f of files) {
      const body = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as unknown;
      for (const [name, fused, ref] of pairs) assertSame(`${name} on ${f}`, fused, ref, body);
    }
  });

  test('hostile shapes: garbage values, missing and suffixed variables, numeric and unreadable times, error bodies', () => {
    const bodies: unknown[] = [
      null,
      'x',
      [],
      { latitude: 1 },
      { daily: { time: 'x' } },
      { error: true, reason: 'Invalid timezone' },
      { error: true },
      { daily: { time: [] } },
      {
        latitude: 1.5,
        daily: {
          time: ['2026-01-01', null, 1767312000, '2026-01-04T00:00', '', 7],
          precipitation_sum: [1, 'x', Infinity, NaN, -0, 3],
          temperature_2m_max_MRI_AGCM3_2_S: [5, 6, 7, 8, 9, 10],
          river_discharge: [1, 2],
          river_discharge_max: null,
          wind_gusts_10m_max: [1e308, -1e308, 0, null, true, {}],
          temperature_2m_max_member01: [1, 2, 3, 4, 5, 6],
          precipitation_sum_member02_ecmwf_ifs025: [null, null, null, null, null, null],
          et0_fao_evapotranspiration_member03: [null, null, null, null, null, 4],
        },
      },
      [
        { daily: { time: ['2026-02-01', '2026-02-02'], river_discharge: [4, 5], relative_humidity_2m_min: [50, 60] } },
        { daily: { time: ['x'] } },
      ],
    ];
    for (const body of bodies) for (const [name, fused, ref] of pairs) assertSame(name, fused, ref, body);
  });
});
