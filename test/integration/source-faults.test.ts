// Each source client (USGS, GBIF, Open-Meteo geocoding) in every replayed fault mode: the answer still comes,
// within the timeout, without that source, and the status says why. Plus cache, offline and de-dup end to end.
import assert from 'node:assert/strict';
import { after, before, describe, test, type TestContext } from 'node:test';
import { createManualClock } from '../../src-server/index.js';
import { loadGazetteer } from '../../src-server/geocode/gazetteer.js';
import { riskForecastSchema } from '../helpers/built-in.js';
import type { FailureKind } from '../../src-server/sources/types.js';
import { createOpenMeteoArchiveClient } from '../../src-server/sources/open-meteo-archive/client.js';
import { createNasaPowerClient } from '../../src-server/sources/nasa-power/client.js';
import { FAULT_MODES, startReplayServer, type Fault, type ReplayServer, type ReplaySourceId } from '../support/replay-server.js';
import { buildTestApp, postJson, tempDir } from '../helpers/build-app.js';

/** The hang mode's timeout: short, so the suite waits little for the sources that never answer. */
const TIMEOUT_MS = 400;
/** Every other mode answers at once, so its timeout is generous: on a loaded CI machine a replayed 500 must stay a 500,
 * not become a timeout because the event loop was busy for 400 ms. */
const ANSWERING_TIMEOUT_MS = 5_000;
const timeoutFor = (f: Fault) => (f.kind === 'hang' ? TIMEOUT_MS : ANSWERING_TIMEOUT_MS);
/** The timeout plus slack for a loaded 2-core machine: the answer comes within it, whatever the fault. */
const withinFor = (f: Fault) => timeoutFor(f) + 1_000;

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
  // The timed tests measure the sources' budget, not the one-off gazetteer load of the first question.
  loadGazetteer();
});
after(() => replay.close());

const clock = () => createManualClock('2026-11-22T12:00:00Z');

async function app(t: TestContext, overrides: Record<string, unknown> = {}, dataDir?: string) {
  return (
    await buildTestApp(t, {
      replay,
      clock: clock(),
      dataDir,
      overrides: { sourceTimeoutMs: ANSWERING_TIMEOUT_MS, sourceRetries: 1, sourceBackoffMs: 10, ...overrides },
    })
  ).app;
}

function fault(t: TestContext, source: ReplaySourceId, f: Fault) {
  replay.setFault(source, f);
  t.after(() => replay.setFault(source, null));
}

/** What each fault mode must be reported as. */
const EXPECTED: Record<string, { kind: FailureKind; reason: RegExp }> = {
  'status-500': { kind: 'http', reason: /HTTP 500/ },
  'status-503': { kind: 'http', reason: /HTTP 503/ },
  'rate-limited': { kind: 'rate_limited', reason: /HTTP 429.*Retry-After 120 s/ },
  'open-meteo-error': { kind: 'http', reason: /HTTP 400: Parameter count must be between 1 and 100/ },
  hang: { kind: 'timeout', reason: new RegExp(`timed out after ${TIMEOUT_MS} ms`) },
  truncated: { kind: 'parse', reason: /not valid JSON/ },
  html: { kind: 'http', reason: /HTTP 502 \(HTML error page\)/ },
  reset: { kind: 'network', reason: /network error/ },
};
const label = (f: Fault) => (f.kind === 'status' ? `status-${f.status}` : f.kind);

const lagos = { lat: 6.45, lng: 3.39 };
const NOW = new Date('2026-11-22T12:00:00Z');

const CLIENT_CALLS: Record<ReplaySourceId, (a: Awaited<ReturnType<typeof app>>) => Promise<{ outcome: unknown }>> = {
  usgs: (a) =>
    a.services.clients.usgs.quakes({
      lat: 35.6895,
      lng: 139.6917,
      radiusKm: 150,
      minMagnitude: 4.5,
      start: new Date('2025-11-22T12:00:00Z'),
      end: new Date('2026-11-22T12:00:00Z'),
    }),
  gbif: (a) => a.services.clients.gbif.occurrenceCount(52.2183, 6.8958),
  'open-meteo-geocoding': (a) => a.services.clients.geocoding.search('Enschede'),
  eonet: (a) =>
    a.services.clients.eonet.events({
      lat: 6.45,
      lng: 3.39,
      radiusKm: 150,
      categories: ['floods'],
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2026-11-22T12:00:00Z'),
    }),
  'open-meteo-forecast': (a) => a.services.clients.openMeteoForecast.daily({ ...lagos, now: NOW }),
  // The client itself (the app reads ERA5 through the kept history, sources/history: its failures are its own tests').
  'open-meteo-archive': (a) =>
    createOpenMeteoArchiveClient(replay.sources.openMeteoArchive!, a.services.http).climatology({ ...lagos, now: NOW }),
  'open-meteo-flood': (a) => a.services.clients.openMeteoFlood.forecast({ ...lagos, now: NOW }),
  'open-meteo-air-quality': (a) => a.services.clients.openMeteoAirQuality.hourly({ ...lagos, now: NOW }),
  'open-meteo-climate': (a) => a.services.clients.openMeteoClimate.daily({ ...lagos, now: NOW, horizonYears: 10 }),
  'open-meteo-ensemble': (a) => a.services.clients.openMeteoEnsemble.daily({ ...lagos, now: NOW }),
  'nasa-power': (a) =>
    createNasaPowerClient(replay.sources.nasaPower!, a.services.http).daily(lagos, ['T2M_MAX', 'PRECTOTCORR'], '2026-11-01', '2026-11-02'),
  reliefweb: (a) =>
    a.services.clients.reliefweb.reports({
      iso3: 'sdn',
      themes: ['Peacekeeping and Peacebuilding'],
      limit: 10,
      from: new Date('2026-08-22T12:00:00Z'),
      to: new Date('2026-11-22T12:00:00Z'),
    }),
  views: (a) => a.services.clients.views.countryMonths('fatalities002_2024_07_t01', 'sdn'),
  'fews-net': (a) => a.services.clients.fewsNet.countryPage('SD', '2023-11-01', null, null),
};

for (const source of Object.keys(CLIENT_CALLS) as ReplaySourceId[]) {
  describe(`${source} client: every fault mode is a value, within the timeout`, () => {
    for (const f of FAULT_MODES) {
      test(label(f), async (t) => {
        const a = await app(t, { sourceTimeoutMs: timeoutFor(f) });
        fault(t, source, f);
        const started = performance.now();
        const outcome = (await CLIENT_CALLS[source](a)).outcome as { ok: boolean; kind?: string; reason?: string };
        const elapsed = performance.now() - started;
        // A CSV source's cut answer is not "invalid JSON": its own parser says what is missing.
        const want =
          source === 'nasa-power' && label(f) === 'truncated' ? { kind: 'parse', reason: /NASA POWER answer/ } : EXPECTED[label(f)]!;
        assert.equal(outcome.ok, false);
        assert.equal(outcome.kind, want.kind);
        assert.match(outcome.reason ?? '', want.reason);
        assert.ok(elapsed < withinFor(f), `answered in ${Math.round(elapsed)} ms`);
      });
    }

    test('empty result: a valid, empty answer', async (t) => {
      const a = await app(t);
      fault(t, source, { kind: 'empty' });
      const outcome = (await CLIENT_CALLS[source](a)).outcome as { ok: boolean; data: unknown };
      assert.equal(outcome.ok, true);
      const empty =
        source === 'gbif'
          ? { totalCount: 0 }
          : source === 'reliefweb'
            ? { totalCount: 0, items: [] }
            : source === 'open-meteo-ensemble'
              ? { model: 'ecmwf_ifs025', dates: [], members: [] }
              : source === 'nasa-power'
                ? { first: '2026-11-01', last: '2026-11-02', columns: { T2M_MAX: [null, null], PRECTOTCORR: [null, null] } }
                : source === 'views'
                  ? {
                      run: 'fatalities002_2024_07_t01',
                      iso3: 'SDN',
                      name: null,
                      months: [],
                      url: `${replay.sources.views}/fatalities002_2024_07_t01/cm/sb?iso=SDN&pagesize=1000`,
                    }
                  : source === 'fews-net'
                    ? {
                        rows: [],
                        nextQuery: null,
                        count: 0,
                        url: `${replay.sources.fewsNet}/ipcphase/?format=json&country_code=SD&start_date=2023-11-01&page_size=500`,
                      }
                    : [];
      // NASA POWER answers every day asked, each at its fill value: the days are there, with no value.
      const data = source === 'nasa-power' ? (({ source: _s, ...rest }) => rest)(outcome.data as { source: unknown }) : outcome.data;
      assert.deepEqual(data, empty);
    });

    test('one 503 then healthy: retried, answered live', async (t) => {
      const a = await app(t);
      const before = replay.callsTo(source).length;
      fault(t, source, { kind: 'status', status: 503, times: 1 });
      const outcome = (await CLIENT_CALLS[source](a)).outcome as { ok: boolean; cached: boolean };
      assert.equal(outcome.ok, true);
      assert.equal(outcome.cached, false);
      assert.equal(replay.callsTo(source).length - before, 2);
    });
  });
}

describe('geocoding client answers', () => {
  test('Paris: France first, then Texas and Tennessee; asked again, answered from the cache', async (t) => {
    const a = await app(t);
    const before = replay.callsTo('open-meteo-geocoding').length;
    const first = (await a.services.clients.geocoding.search('Paris')).outcome;
    const again = (await a.services.clients.geocoding.search('  paris ')).outcome;
    assert.ok(first.ok && again.ok);
    assert.deepEqual(
      first.data.map((h) => `${h.countryCode}/${h.admin1}`),
      ['FR/Île-de-France', 'US/Texas', 'US/Tennessee'],
    );
    assert.equal(again.cached, true);
    assert.equal(replay.callsTo('open-meteo-geocoding').length - before, 1);
  });
});

describe('POST /api/v1/risk with failing sources', () => {
  const tokyo = { prompt: 'earthquake risk in Tokyo' };

  for (const f of FAULT_MODES) {
    test(`GBIF ${label(f)}: 200 without biodiversity, GBIF's status says why`, async (t) => {
      const a = await app(t, { sourceTimeoutMs: timeoutFor(f) });
      fault(t, 'gbif', f);
      const started = performance.now();
      const res = await postJson(a, '/api/v1/risk', tokyo);
      assert.ok(performance.now() - started < withinFor(f) + 300);
      assert.equal(res.statusCode, 200);
      const body = riskForecastSchema.parse(res.json());
      const { reason, ...biodiversity } = body.earth.biodiversity;
      assert.deepEqual(biodiversity, { source: 'GBIF', totalCount: null, radiusKm: 10, status: 'unavailable' });
      assert.match(reason ?? '', EXPECTED[label(f)]!.reason);
      // GBIF's occurrences are the scene's, not the forecast's: its status is the biodiversity's alone (issue 44).
      assert.ok(!body.forecast.sourceStatus.some((s) => s.name === 'GBIF'));
      assert.ok(!body.forecast.dataSources.includes('GBIF'));
      assert.deepEqual(body.forecast.dataSources, ['USGS Earthquake Catalog']);
    });

    // A 429 whose Retry-After we cannot wait out is a wait, not a failure: the hazard is pending until then.
    const waits = label(f) === 'rate-limited';
    test(`USGS ${label(f)}, nothing cached: 503 ${waits ? 'forecast_pending with its Retry-After' : 'sources_unavailable'} naming it, within the timeout`, async (t) => {
      const a = await app(t, { sourceTimeoutMs: timeoutFor(f) });
      fault(t, 'usgs', f);
      const started = performance.now();
      const res = await postJson(a, '/api/v1/risk', tokyo);
      assert.ok(performance.now() - started < withinFor(f) + 300);
      assert.equal(res.statusCode, 503);
      const problem = res.json();
      assert.equal(problem.code, waits ? 'forecast_pending' : 'sources_unavailable');
      assert.match(problem.detail, /USGS Earthquake Catalog/);
      assert.match(problem.sources[0].error, EXPECTED[label(f)]!.reason);
      if (waits) assert.ok(Number(res.headers['retry-after']) >= 120, String(res.headers['retry-after']));
    });
  }

  test('healthy: biodiversity is the GBIF count within 10 km, and every source has a status', async (t) => {
    const a = await app(t);
    const body = (await postJson(a, '/api/v1/risk', tokyo)).json();
    assert.equal(body.earth.biodiversity.status, 'ok');
    assert.ok(Number.isInteger(body.earth.biodiversity.totalCount) && body.earth.biodiversity.totalCount > 0);
    const gbifCall = replay.callsTo('gbif').at(-1)!;
    assert.equal(gbifCall.query.get('limit'), '0');
    assert.equal(gbifCall.query.get('occurrenceStatus'), 'PRESENT');
    assert.match(gbifCall.query.get('geoDistance') ?? '', /^35\.\d+,139\.\d+,10km$/);
    assert.match(gbifCall.userAgent ?? '', /^Hazardcast\/\d+\.\d+\.\d+ \(\+https:/);
    assert.match(replay.callsTo('usgs').at(-1)!.userAgent ?? '', /^Hazardcast\//);
    assert.deepEqual(
      body.forecast.sourceStatus.map((s: { name: string; ok: boolean; cached: boolean }) => [s.name, s.ok, s.cached]),
      [['USGS Earthquake Catalog', true, false]],
    );
  });

  test('warm: the same question again makes no call and says cached, with the data age', async (t) => {
    const c = clock();
    const { app: a } = await buildTestApp(t, { replay, clock: c, overrides: { sourceTimeoutMs: ANSWERING_TIMEOUT_MS } });
    await postJson(a, '/api/v1/risk', tokyo);
    const before = replay.calls.length;
    c.advance(3_600_000);
    const body = (await postJson(a, '/api/v1/risk', tokyo)).json();
    assert.equal(replay.calls.length, before, 'no replay call');
    const usgs = body.forecast.sourceStatus.find((s: { name: string }) => s.name === 'USGS Earthquake Catalog');
    assert.deepEqual(usgs, { name: 'USGS Earthquake Catalog', ok: true, ageSec: 3600, cached: true, error: null });
    assert.equal(body.forecast.dataAgeSec, 3600);
  });

  test('USGS down after the TTL: the expired answer is served with its true age and why', async (t) => {
    const c = clock();
    const { app: a } = await buildTestApp(t, { replay, clock: c, overrides: { sourceTimeoutMs: ANSWERING_TIMEOUT_MS, sourceRetries: 0 } });
    await postJson(a, '/api/v1/risk', tokyo);
    c.advance(2 * 86_400_000);
    fault(t, 'usgs', { kind: 'status', status: 500 });
    const res = await postJson(a, '/api/v1/risk', tokyo);
    assert.equal(res.statusCode, 200);
    const usgs = res.json().forecast.sourceStatus.find((s: { name: string }) => s.name === 'USGS Earthquake Catalog');
    assert.equal(usgs.ok, true);
    assert.equal(usgs.cached, true);
    assert.equal(usgs.ageSec, 2 * 86_400);
    assert.match(usgs.error, /live call failed \(HTTP 500/);
    assert.deepEqual(res.json().forecast.dataSources, ['USGS Earthquake Catalog']);
  });

  test('HAZARDCAST_OFFLINE: no call at all; a place seen before answers from the cache, a new one is 503', async (t) => {
    const dataDir = tempDir();
    const online = await buildTestApp(t, { replay, clock: clock(), dataDir });
    await postJson(online.app, '/api/v1/risk', tokyo);
    await online.app.close();

    const offline = await buildTestApp(t, { replay, clock: clock(), dataDir, overrides: { offline: true } });
    const before = replay.calls.length;
    const seen = await postJson(offline.app, '/api/v1/risk', tokyo);
    assert.equal(seen.statusCode, 200);
    assert.ok(seen.json().forecast.sourceStatus.every((s: { cached: boolean }) => s.cached));
    const unseen = await postJson(offline.app, '/api/v1/risk', { prompt: 'earthquake risk in Lima, Peru' });
    assert.equal(unseen.statusCode, 503);
    assert.match(unseen.json().sources[0].error, /offline mode/);
    assert.equal(replay.calls.length, before, 'offline made no call');
  });

  test('two concurrent questions about one place make one call per source', async (t) => {
    const a = await app(t, { sourceTimeoutMs: 2000 });
    replay.setDelay(100);
    t.after(() => replay.setDelay(0));
    const before = replay.calls.length;
    const [r1, r2] = await Promise.all([postJson(a, '/api/v1/risk', tokyo), postJson(a, '/api/v1/risk', { prompt: 'Tokyo earthquakes' })]);
    assert.equal(r1.statusCode, 200);
    assert.equal(r2.statusCode, 200);
    const made = replay.calls
      .slice(before)
      .map((c) => c.source)
      .sort();
    assert.deepEqual(made, ['gbif', 'usgs']);
  });

  test('a dead source trips its breaker: later questions fail fast without calling it', async (t) => {
    const a = await app(t, { sourceRetries: 0, sourceBreakerFailures: 2 });
    fault(t, 'usgs', { kind: 'status', status: 500 });
    for (const city of ['Tokyo', 'Lima, Peru']) await postJson(a, '/api/v1/risk', { prompt: `earthquake risk in ${city}` });
    const before = replay.callsTo('usgs').length;
    const res = await postJson(a, '/api/v1/risk', { prompt: 'earthquake risk in Istanbul' });
    assert.equal(res.statusCode, 503);
    assert.match(res.json().sources[0].error, /circuit open/);
    assert.equal(replay.callsTo('usgs').length, before);
  });
});
