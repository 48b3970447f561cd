// Track-record benchmark: 1,000,000 logged forecasts in a real SQLite file, then GET /api/v1/track-record latency
// (p50/p99, several filters), the cost of logging one forecast, the CSV export, and the resolution job's
// throughput per source call against the loopback replay server.
// Run: npm run bench:track-record   (env BENCH_ROWS to change the row count, BENCH_REQUESTS the request count)
import { sqliteDb } from '../src-server/db/sqlite-db.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp, createManualClock, loadConfig } from '../src-server/index.js';
import { openDatabase } from '../src-server/db/open.js';
import { placeCell } from '../src-server/shared/geo.js';
import { startReplayServer } from '../test/support/replay-server.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const CELLS = 2000;
const DAY = 86_400_000;
const HAZARDS = [
  ['earthquake', 'usgs'],
  ['flood', 'eonet'],
  ['wildfire', 'eonet'],
  ['storm', 'eonet'],
] as const;
const HORIZONS = [
  ['7d', 7],
  ['30d', 30],
] as const;
/** Forecasts issued daily from 63 days before NOW (16,000 a day); the recent ones are still pending. */
const NOW = Date.parse('2026-10-15T00:00:00Z');
const FIRST_DAY = NOW - 63 * DAY;

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const ms = (x: number) => `${x.toFixed(2)} ms`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hazardcast-bench-'));
  const replay = await startReplayServer();
  try {
    const db = openDatabase(join(dataDir, 'hazardcast.sqlite'));
    const rand = prng(42);

    // Cells spread over the replay fixtures' regions and elsewhere (lat -60..60, lng -180..180).
    const cells = Array.from({ length: CELLS }, () => ({ lat: -60 + 120 * rand(), lng: -180 + 360 * rand() }));

    // 1. Fill: one transaction, one prepared statement. Forecasts whose window (plus grace) ended more than a
    //    day before the first resolution run are stored resolved with a synthetic outcome, the rest pending.
    let t0 = performance.now();
    const insert = db.prepare(`
      INSERT OR IGNORE INTO track_forecasts (place_cell, place_name, lat, lng, hazard, horizon, utc_day, issued_at, probability,
        event_json, radius_km, window_start_ms, window_end_ms, source, min_magnitude, category, due_at_ms, status, outcome, resolved_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    let n = 0;
    let pendingDue = 0;
    db.transaction(() => {
      for (let day = 0; n < ROWS && day < 10_000; day++) {
        const issued = FIRST_DAY + day * DAY;
        for (let c = 0; c < CELLS && n < ROWS; c++) {
          for (const [hazard, source] of HAZARDS) {
            for (const [horizon, days] of HORIZONS) {
              if (n >= ROWS) break;
              const cell = cells[c]!;
              const p = Math.min(1, Math.max(0, rand() ** 2));
              const windowEnd = issued + days * DAY;
              const dueAt = windowEnd + (source === 'usgs' ? 3_600_000 : DAY);
              const resolved = dueAt < NOW - 2 * DAY;
              if (!resolved && dueAt <= NOW) pendingDue++;
              const event = JSON.stringify({
                hazard,
                description: `${hazard} bench event`,
                radiusKm: 100,
                windowStart: new Date(issued).toISOString(),
                windowEnd: new Date(windowEnd).toISOString(),
              });
              const r = insert.run(
                placeCell(cell.lat, cell.lng),
                `Bench place ${c}`,
                cell.lat,
                cell.lng,
                hazard,
                horizon,
                new Date(issued).toISOString().slice(0, 10),
                new Date(issued).toISOString(),
                p,
                event,
                100,
                issued,
                windowEnd,
                source,
                source === 'usgs' ? 5 : null,
                source === 'usgs' ? null : hazard === 'flood' ? 'floods' : hazard === 'wildfire' ? 'wildfires' : 'severeStorms',
                dueAt,
                resolved ? 'resolved' : 'pending',
                resolved ? (rand() < p ? 1 : 0) : null,
                resolved ? new Date(dueAt).toISOString() : null,
              );
              n += r.changes;
            }
          }
        }
      }
    })();
    const fillMs = performance.now() - t0;
    t0 = performance.now();
    db.prepare('SELECT 1').get();
    // The fill bypassed the repo, so the aggregates are built from the rows once (the same SQL as repair).
    const config = loadConfig({
      env: {},
      overrides: {
        dataDir,
        logLevel: 'silent',
        ownerToken: 'bench-owner-token-0123456789',
        trackRecordJob: false,
        sources: replay.sources,
      },
    });
    const clock = createManualClock(new Date(NOW));
    const app = buildApp(config, { db: sqliteDb(db, { ownsConnection: false }), clock });
    await app.ready();
    await app.services.trackRecord.rebuildAggregates();
    const aggMs = performance.now() - t0;
    const aggRows = (db.prepare('SELECT COUNT(*) AS c FROM track_aggregates').get() as { c: number }).c;
    console.log(
      `rows: ${n.toLocaleString('en')} forecasts logged in ${(fillMs / 1000).toFixed(1)} s; aggregates rebuilt in ${(aggMs / 1000).toFixed(1)} s (${aggRows.toLocaleString('en')} cells)`,
    );

    // 2. GET /api/v1/track-record latency through the whole Fastify stack (inject: no sockets).
    const variants = [
      '/api/v1/track-record',
      '/api/v1/track-record?hazard=flood',
      '/api/v1/track-record?horizon=7d&from=2026-09-01&to=2026-09-30',
      '/api/v1/track-record?hazard=earthquake&horizon=30d&from=2026-08-20',
    ];
    for (let i = 0; i < 20; i++) await app.inject({ url: variants[i % variants.length]! }); // warm-up
    const first = (await app.inject({ url: variants[0]! })).json() as {
      forecastsLogged: number;
      forecastsResolved: number;
      brierScore: number;
    };
    console.log(
      `scoreboard: logged ${first.forecastsLogged.toLocaleString('en')}, resolved ${first.forecastsResolved.toLocaleString('en')}, Brier ${first.brierScore.toFixed(4)}`,
    );
    for (const url of variants) {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const s = performance.now();
        const res = await app.inject({ url });
        times.push(performance.now() - s);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      }
      console.log(
        `GET ${url.replace('/api/v1/track-record', '') || '(no filter)'}: p50 ${ms(pct(times, 0.5))}, p99 ${ms(pct(times, 0.99))} over ${REQUESTS}`,
      );
    }

    // 3. Logging cost on the full table (what assess() pays): one INSERT OR IGNORE + one aggregate upsert.
    const logTimes: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const issuedAt = new Date(NOW + (i % 2) * DAY);
      const start = performance.now();
      await app.services.trackRecord.log([
        {
          hazard: 'earthquake',
          horizon: '7d',
          probabilityPct: 12.3,
          place: { name: `New place ${i}`, lat: -70 + i * 0.01, lng: 10 },
          issuedAt,
          event: {
            hazard: 'earthquake',
            description: 'bench',
            radiusKm: 150,
            windowStart: issuedAt.toISOString(),
            windowEnd: new Date(issuedAt.getTime() + 7 * DAY).toISOString(),
            minMagnitude: 5,
            center: { lat: -70 + i * 0.01, lng: 10 },
            verifiedBy: 'USGS Earthquake Catalog',
          },
        },
      ]);
      logTimes.push(performance.now() - start);
    }
    console.log(`log one forecast: p50 ${ms(pct(logTimes, 0.5))}, p99 ${ms(pct(logTimes, 0.99))}`);

    // 4. CSV export of every resolved forecast (paged, streamed).
    t0 = performance.now();
    const csv = await app.inject({ url: '/api/v1/track-record?format=csv' });
    const csvLines = csv.body.split('\r\n').length - 2;
    console.log(
      `CSV export: ${csvLines.toLocaleString('en')} rows, ${(csv.body.length / 1e6).toFixed(0)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    // 5. Resolution: everything due at NOW, against the replay server's USGS and EONET answers.
    t0 = performance.now();
    const callsBefore = replay.calls.length;
    let total = { due: 0, resolved: 0, sourceCalls: 0, failedCalls: 0 };
    for (;;) {
      const r = await app.services.trackRecord.resolveDue(new Date(NOW));
      if (r.due === 0) break;
      total = {
        due: total.due + r.due,
        resolved: total.resolved + r.resolved,
        sourceCalls: total.sourceCalls + r.sourceCalls,
        failedCalls: total.failedCalls + r.failedCalls,
      };
      if (r.resolved === 0) break;
    }
    const resolveMs = performance.now() - t0;
    console.log(
      `resolution: ${total.resolved.toLocaleString('en')} of ${pendingDue.toLocaleString('en')} due forecasts resolved with ${total.sourceCalls.toLocaleString('en')} source calls ` +
        `(${(total.resolved / Math.max(1, total.sourceCalls)).toFixed(1)} forecasts per call; ${replay.calls.length - callsBefore} HTTP requests; ` +
        `${total.failedCalls} failed) in ${(resolveMs / 1000).toFixed(1)} s`,
    );
    const after = (await app.inject({ url: variants[0]! })).json() as { forecastsResolved: number };
    console.log(`scoreboard after resolution: resolved ${after.forecastsResolved.toLocaleString('en')}`);
    await app.close();
    db.close();
  } finally {
    await replay.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
