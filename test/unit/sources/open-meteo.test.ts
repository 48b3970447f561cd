// Open-Meteo normalisers on real recorded answers (test/fixtures/recorded), their failure modes, and each client against the replay server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SourceError } from '../../../src-server/sources/http.js';
import { testSourceLayer } from '../../helpers/source-layer.js';
import { createManualClock } from '../../../src-server/shared/clock.js';
import { createOpenMeteoAirQualityClient } from '../../../src-server/sources/open-meteo-air-quality/client.js';
import { normalizeAirQualityHourly } from '../../../src-server/sources/open-meteo-air-quality/normalize.js';
import { createOpenMeteoArchiveClient } from '../../../src-server/sources/open-meteo-archive/client.js';
import { createOpenMeteoClimateClient } from '../../../src-server/sources/open-meteo-climate/client.js';
import { normalizeClimateDaily } from '../../../src-server/sources/open-meteo-climate/normalize.js';
import { createOpenMeteoFloodClient } from '../../../src-server/sources/open-meteo-flood/client.js';
import { normalizeDischargeForecast, normalizeDischargeHistory } from '../../../src-server/sources/open-meteo-flood/normalize.js';
import { createOpenMeteoForecastClient } from '../../../src-server/sources/open-meteo-forecast/client.js';
import { normalizeWeatherDaily } from '../../../src-server/sources/open-meteo-forecast/normalize.js';
import { normalizeOpenMeteo } from '../../../src-server/sources/open-meteo-series.js';
import { readRecordedJson } from '../../helpers/recorded-fixtures.js';
import { startReplayServer, type ReplayServer } from '../../support/replay-server.js';

describe('Open-Meteo normalisers (real recordings)', () => {
  test('forecast, multi-location array: first location read, variables it lacks are null', () => {
    const days = normalizeWeatherDaily(readRecordedJson('open-meteo/forecast-daily-multi-location-lahore-karachi-2026-10-08.json'));
    assert.equal(days.length, 3);
    assert.deepEqual(days[0], {
      date: '2026-10-08',
      tmaxC: 32.0,
      tminC: 23.1,
      precipMm: 0,
      windMaxKmh: 9.9,
      gustMaxKmh: 22.3,
      rhMinPct: null,
      et0Mm: null,
    });
    assert.equal(days[2]!.gustMaxKmh, 51.1);
  });

  test('forecast with hourly + daily + current blocks: the daily block is read', () => {
    const days = normalizeWeatherDaily(readRecordedJson('open-meteo/forecast-hourly-daily-current-melbourne-2025-10-25.json'));
    assert.equal(days.length, 7);
    assert.ok(days.every((d) => typeof d.tmaxC === 'number' && /^\d{4}-\d{2}-\d{2}$/.test(d.date)));
  });

  test('archive daily block (1953 North Sea storm): gusts and rain', () => {
    const days = normalizeWeatherDaily(
      readRecordedJson('open-meteo/archive-hourly-daily-enschede-1953-01-31-northsea-storm-author-trimmed.json'),
    );
    assert.deepEqual(
      days.map((d) => [d.date, d.gustMaxKmh, d.precipMm, d.tmaxC]),
      [
        ['1953-01-31', 89.6, 11.9, null],
        ['1953-02-01', 84.2, 12.5, null],
      ],
    );
  });

  test('archive with an hourly block only: no daily block is a parse failure, not an empty answer', () => {
    assert.throws(
      () => normalizeWeatherDaily(readRecordedJson('open-meteo/archive-hourly-adelaide-2025-01-10-to-12.json')),
      (e: unknown) => e instanceof SourceError && e.kind === 'parse',
    );
  });

  test('flood ensemble statistics (Rhine at Nijmegen)', () => {
    const days = normalizeDischargeForecast(readRecordedJson('open-meteo/flood-daily-ensemble-stats-rhine-nijmegen-author-trimmed.json'));
    assert.deepEqual(days[2], { date: '2026-10-05', q: 690.83, min: 687.65, p25: 687.65, median: 689.24, p75: 690.83, max: 695.63 });
  });

  test('flood without quantiles (Indus, multi-location) and an all-zero cell off the river', () => {
    const indus = normalizeDischargeForecast(readRecordedJson('open-meteo/flood-multi-location-indus-pakistan-2026-10-08.json'));
    assert.equal(indus.length, 7);
    assert.equal(indus[0]!.q, 3482.37);
    assert.equal(indus[0]!.max, 3490.4);
    assert.equal(indus[0]!.p25, null);
    const zero = normalizeDischargeHistory(readRecordedJson('open-meteo/flood-sukkur-pakistan-all-zero-2026-10-08.json'));
    assert.deepEqual(
      zero.map((d) => d.q),
      [0, 0, 0, 0, 0, 0, 0],
    );
  });

  test('air quality: PM2.5 and US AQI; trailing nulls past the model horizon stay null', () => {
    const full = normalizeAirQualityHourly(readRecordedJson('open-meteo/air-quality-hourly-lahore-pm25-aqi-2026-10-08.json'));
    assert.equal(full.length, 120);
    assert.deepEqual(full[0], { time: '2026-10-08T00:00', pm25: 72.9, usAqi: 142 });
    const nulls = normalizeAirQualityHourly(readRecordedJson('open-meteo/air-quality-hourly-lahore-7day-trailing-nulls-2026-10-08.json'));
    assert.equal(nulls.length, 168);
    assert.equal(nulls.filter((h) => h.pm25 === null).length, 42);
    assert.ok(
      nulls.every((h) => h.usAqi === null),
      'us_aqi was not requested in that recording',
    );
  });

  test('climate (CMIP6) daily', () => {
    const days = normalizeClimateDaily(readRecordedJson('open-meteo/climate-daily-2050-07-enschede-author-trimmed.json'));
    assert.deepEqual(days[2], { date: '2050-07-03', tmaxC: 30.4, precipMm: 1.7, et0Mm: null });
  });

  test('the recorded 400 body {error: true, reason} is a parse failure carrying the reason', () => {
    assert.throws(
      () => normalizeWeatherDaily(readRecordedJson('open-meteo/error-400-invalid-timezone.json')),
      (e: unknown) => e instanceof SourceError && e.kind === 'parse' && /Invalid timezone/.test(e.message),
    );
  });
});

describe('Open-Meteo series: hostile shapes', () => {
  test('garbage values become null, arrays are aligned to time, model-suffixed keys are found', () => {
    const s = normalizeOpenMeteo(
      { daily: { time: ['2026-01-01', '2026-01-02', '2026-01-03'], a: [1, 'x', null], b: [Infinity], c_MRI_AGCM3_2_S: [7, 8, 9] } },
      'daily',
      ['a', 'b', 'c', 'd'] as const,
    );
    assert.deepEqual(s.values, { a: [1, null, null], b: [null, null, null], c: [7, 8, 9], d: [null, null, null] });
  });

  for (const [name, body] of [
    ['null', null],
    ['a string', 'oops'],
    ['no block', { latitude: 1 }],
    ['time not an array', { daily: { time: 'x' } }],
    ['empty array', []],
  ] as const) {
    test(`${name}: parse failure`, () => {
      assert.throws(
        () => normalizeWeatherDaily(body),
        (e: unknown) => e instanceof SourceError && e.kind === 'parse',
      );
    });
  }

  test('an empty time array is an empty, valid answer', () => {
    assert.deepEqual(normalizeWeatherDaily({ daily: { time: [] } }), []);
  });
});

describe('Open-Meteo clients against the replay server', () => {
  let replay: ReplayServer;
  before(async () => {
    replay = await startReplayServer();
  });
  after(() => replay.close());
  const now = new Date('2026-11-22T12:00:00Z');
  const http = () => testSourceLayer({ userAgent: 'hazardcast-test', clock: createManualClock(now) });
  const lagos = { lat: 6.4541, lng: 3.3947, now };

  test('forecast: 92 past + 16 forecast days asked by date, GMT, exactly the variables the models read', async () => {
    const client = createOpenMeteoForecastClient(replay.sources.openMeteoForecast!, http());
    const out = (await client.daily(lagos)).outcome;
    assert.ok(out.ok);
    assert.equal(out.data.length, 92 + 16);
    assert.equal(out.data[0]!.date, '2026-08-22');
    assert.equal(out.data.at(-1)!.date, '2026-12-07');
    const q = replay.calls.at(-1)!.query;
    assert.equal(q.get('latitude'), '6.4541');
    assert.equal(q.get('timezone'), 'GMT');
    assert.equal(
      q.get('daily'),
      'temperature_2m_max,temperature_2m_min,precipitation_sum,wind_speed_10m_max,wind_gusts_10m_max,relative_humidity_2m_min,et0_fao_evapotranspiration',
    );
  });

  test('archive: ten complete years', async () => {
    const out = (await createOpenMeteoArchiveClient(replay.sources.openMeteoArchive!, http()).climatology(lagos)).outcome;
    assert.ok(out.ok);
    assert.equal(out.data[0]!.date, '2016-01-01');
    assert.equal(out.data.at(-1)!.date, '2025-12-31');
    assert.equal(out.data.length, 3653);
  });

  test('flood: ensemble forecast and 20 years of reanalysis', async () => {
    const client = createOpenMeteoFloodClient(replay.sources.openMeteoFlood!, http());
    const fc = (await client.forecast(lagos)).outcome;
    assert.ok(fc.ok);
    assert.equal(fc.data.length, 37);
    assert.ok(fc.data.at(-1)!.max! >= fc.data.at(-1)!.median!);
    const hist = (await client.history(lagos)).outcome;
    assert.ok(hist.ok);
    assert.equal(hist.data[0]!.date, '2006-01-01');
  });

  test('air quality: hourly PM2.5 with the trailing nulls of the real API', async () => {
    const out = (
      await createOpenMeteoAirQualityClient(replay.sources.openMeteoAirQuality!, http()).hourly({ lat: 31.5497, lng: 74.3436, now })
    ).outcome;
    assert.ok(out.ok);
    assert.equal(out.data.length, (92 + 7) * 24);
    assert.equal(out.data.at(-1)!.pm25, null);
    assert.ok(out.data[0]!.pm25! > 0);
  });

  test('climate: one CMIP6 model from the baseline decade to the horizon (capped at 2050)', async () => {
    const out = (await createOpenMeteoClimateClient(replay.sources.openMeteoClimate!, http()).daily({ ...lagos, horizonYears: 30 }))
      .outcome;
    assert.ok(out.ok);
    const q = replay.calls.at(-1)!.query;
    assert.equal(q.get('models'), 'MRI_AGCM3_2_S');
    assert.equal(q.get('start_date'), '2016-01-01');
    assert.equal(q.get('end_date'), '2050-12-31');
  });

  test("a 400 with Open-Meteo's reason, a 500, garbage and HTML are failures as values", async () => {
    const client = createOpenMeteoForecastClient(replay.sources.openMeteoForecast!, http());
    try {
      replay.setFault('open-meteo-forecast', {
        kind: 'status',
        status: 400,
        body: JSON.stringify({ error: true, reason: 'Invalid timezone' }),
      });
      const bad = (await client.daily(lagos)).outcome;
      assert.ok(!bad.ok);
      assert.equal(bad.kind, 'http');
      assert.match(bad.reason, /HTTP 400: Invalid timezone/);
      replay.setFault('open-meteo-forecast', { kind: 'truncated' });
      const cut = (await client.daily(lagos)).outcome;
      assert.ok(!cut.ok && cut.kind === 'parse');
      replay.setFault('open-meteo-forecast', { kind: 'html' });
      const html = (await client.daily(lagos)).outcome;
      assert.ok(!html.ok && html.kind === 'http');
      replay.setFault('open-meteo-forecast', { kind: 'empty' });
      const empty = (await client.daily(lagos)).outcome;
      assert.ok(empty.ok);
      assert.deepEqual(empty.data, []);
    } finally {
      replay.setFault('open-meteo-forecast', null);
    }
  });

  test("the replay handlers answer unknown variables with Open-Meteo's own 400 body", async () => {
    const res = await fetch(`${replay.sources.openMeteoForecast}?latitude=1&longitude=2&daily=not_a_variable`);
    assert.equal(res.status, 400);
    const body = (await res.json()) as { error: boolean; reason: string };
    assert.equal(body.error, true);
    assert.match(body.reason, /not_a_variable/);
  });
});
