// A database from every earlier schema version starts and migrates forward with its data; a newer one and a damaged
// one are refused at start with a clear message (one exit, no crash loop, the file untouched).
import { sqliteDb, sqliteOf } from '../../src-server/db/sqlite-db.js';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { buildApp } from '../../src-server/index.js';
import { keyFileSecretBox } from '../../src-server/secrets/key-file.js';
import { ephemeralSecretBox } from '../../src-server/secrets/secret-box.js';
import { createTrackRecordRepo } from '../../src-server/track-record/repo.js';
import { buildOldDatabase, migrationIds, OLD_KEY_ID, OLD_WATCH_ID } from '../support/old-schema.js';
import { offlineFileConfig, tempDir, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { onPostgres } from '../helpers/test-db.js';

/** The SQLite schema's history (PostgreSQL has no earlier versions: test/unit/db/migrations.test.ts checks its migrations). */
const SQLITE_ONLY = onPostgres && 'older SQLite databases and files';

const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };
const SERVE = new URL('../../scripts/serve.ts', import.meta.url).pathname;

/** `npm run serve` as a user runs it, on a data dir; returns its exit code and what it printed. */
function serve(dataDir: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', SERVE], {
    env: {
      ...process.env,
      HAZARDCAST_DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      HAZARDCAST_OFFLINE: '1',
      HAZARDCAST_SCHEDULER: '0',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, stderr: r.stderr, stdout: r.stdout };
}

describe('every earlier schema version migrates forward', { skip: SQLITE_ONLY }, () => {
  const ids = migrationIds();
  for (const from of ids.slice(0, -1)) {
    test(`from ${from}`, async (t) => {
      const dataDir = tempDir();
      // A version after 0010 sealed its secrets with the data dir's key, as the app would have.
      buildOldDatabase(join(dataDir, 'hazardcast.sqlite'), from, { secretBox: keyFileSecretBox(dataDir) });
      const app = buildApp(offlineFileConfig(dataDir));
      t.after(() => app.close());
      await app.ready();
      const applied = (sqliteOf(app.db).prepare('SELECT id FROM schema_migrations ORDER BY id').all() as { id: string }[]).map((r) => r.id);
      assert.deepEqual(applied, ids);
      assert.equal(sqliteOf(app.db).pragma('integrity_check', { simple: true }), 'ok');
      // The rows that version held are all there and readable through the API.
      const watches = (await app.inject({ url: '/api/v1/watches', headers: owner })).json();
      assert.ok(watches.data, JSON.stringify(watches));
      assert.ok(
        watches.data.some((w: { id: string }) => w.id === OLD_WATCH_ID),
        'the old watch is listed',
      );
      if (ids.indexOf(from) >= ids.indexOf('0003-api-keys-quota')) {
        const keys = (await app.inject({ url: '/api/v1/keys', headers: owner })).json();
        assert.ok(
          keys.data.some((k: { id: string }) => k.id === OLD_KEY_ID),
          'the old key is listed',
        );
      }
      if (ids.indexOf(from) >= ids.indexOf('0004-watch-runs-outbox')) {
        const history = await app.inject({ url: `/api/v1/watches/${OLD_WATCH_ID}/history`, headers: owner });
        assert.equal(history.statusCode, 200, history.body);
        assert.ok(JSON.stringify(history.json()).includes('"riskScore":42'), 'the old evaluation is in the history');
      }
      if (ids.indexOf(from) >= ids.indexOf('0005-track-record')) {
        const tr = (await app.inject({ url: '/api/v1/track-record' })).json();
        assert.equal(tr.forecastsLogged, 1);
      }
    });
  }
});

describe('0060: the track record keys forecasts by their event window too', { skip: SQLITE_ONLY }, () => {
  test('a database from the schema before keeps every row, id and aggregate; then a second window the same day is logged', async (t) => {
    const ids = migrationIds();
    const previous = ids[ids.indexOf('0060-track-window-key') - 1]!;
    const dataDir = tempDir();
    const file = join(dataDir, 'hazardcast.sqlite');
    buildOldDatabase(file, previous, { secretBox: keyFileSecretBox(dataDir) });
    // Besides the seeded Tokyo row: a resolved one, an unverifiable one and a pending EONET one, with a gap in the ids.
    const raw = new Database(file);
    const insert = raw.prepare(`INSERT INTO track_forecasts (id, place_cell, place_name, lat, lng, hazard, horizon, utc_day, issued_at,
      probability, event_json, radius_km, window_start_ms, window_end_ms, source, min_magnitude, category, due_at_ms, status, outcome,
      resolved_at, evidence) VALUES (@id, @cell, @name, 1.5, 2.5, @hazard, @horizon, @day, @issued, @p, '{"x":1}', 50, @s, @e, @source,
      @mag, @category, @due, @status, @outcome, @resolvedAt, @evidence)`);
    const base = {
      name: 'Somewhere',
      horizon: '30d',
      issued: '2026-09-01T08:00:00.000Z',
      p: 0.4,
      mag: null,
      category: 'floods',
      source: 'eonet',
      outcome: null,
      resolvedAt: null,
      evidence: null,
      status: 'pending',
    };
    const s = Date.parse('2026-09-01T08:00:00Z');
    insert.run({
      ...base,
      id: 7,
      cell: '1.5,2.5',
      hazard: 'flood',
      day: '2026-09-01',
      s,
      e: s + 30 * 86_400_000,
      due: s + 31 * 86_400_000,
      status: 'resolved',
      outcome: 1,
      resolvedAt: '2026-10-02T00:00:00.000Z',
      evidence: 'EONET_1 EONET_2',
    });
    insert.run({
      ...base,
      id: 9,
      cell: '1.5,2.5',
      hazard: 'storm',
      day: '2026-09-01',
      category: 'severeStorms',
      s,
      e: s + 30 * 86_400_000,
      due: s,
    });
    insert.run({
      ...base,
      id: 12,
      cell: '1.5,2.5',
      hazard: 'wildfire',
      day: '2026-09-02',
      source: null,
      category: null,
      s,
      e: s + 30 * 86_400_000,
      due: s,
      status: 'unverifiable',
    });
    await createTrackRecordRepo(sqliteDb(raw, { ownsConnection: false })).rebuildAggregates(); // the old build kept its aggregates in step with its rows
    const rowsBefore = raw.prepare('SELECT * FROM track_forecasts ORDER BY id').all();
    const aggregatesBefore = raw.prepare('SELECT * FROM track_aggregates ORDER BY hazard, horizon, day, bin').all();
    raw.close();
    assert.equal(rowsBefore.length, 4);
    assert.equal(aggregatesBefore.length, 4);

    const app = buildApp(offlineFileConfig(dataDir));
    t.after(() => app.close());
    await app.ready();
    assert.equal(sqliteOf(app.db).pragma('integrity_check', { simple: true }), 'ok');
    assert.deepEqual(
      sqliteOf(app.db).prepare('SELECT * FROM track_forecasts ORDER BY id').all(),
      rowsBefore,
      'every row and id kept as it was',
    );
    assert.deepEqual(sqliteOf(app.db).prepare('SELECT * FROM track_aggregates ORDER BY hazard, horizon, day, bin').all(), aggregatesBefore);
    const indexes = (
      sqliteOf(app.db)
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'track_forecasts' ORDER BY name")
        .all() as {
        name: string;
      }[]
    ).map((i) => i.name);
    assert.deepEqual(indexes, ['track_forecasts_due', 'track_forecasts_once'], 'the old UNIQUE (cell, hazard, horizon, day) is gone');

    // The seeded Tokyo row is 7d earthquake on 2026-10-01 for [12:00, +7 days]. Another window that day is logged;
    // the same window again (asked later that day) is not.
    const { trackRecord } = app.services;
    const event = (start: string, end: string) => ({
      hazard: 'earthquake' as const,
      description: 'At least one M5.0+ earthquake within 100 km of Tokyo',
      radiusKm: 100,
      windowStart: start,
      windowEnd: end,
      minMagnitude: 5,
      center: { lat: 35.69, lng: 139.69 },
      verifiedBy: 'USGS Earthquake Catalog' as const,
    });
    const forecast = (issued: string, start: string, end: string) => ({
      hazard: 'earthquake',
      horizon: '7d',
      probabilityPct: 20,
      place: { name: 'Tokyo', lat: 35.69, lng: 139.69 },
      issuedAt: new Date(issued),
      event: event(start, end),
    });
    assert.equal((await trackRecord.log([forecast('2026-10-01T18:00:00Z', '2026-10-01T18:00:00Z', '2026-10-08T18:00:00Z')])).logged, 0);
    assert.equal((await trackRecord.log([forecast('2026-10-01T18:00:00Z', '2026-10-03T00:00:00Z', '2026-10-05T00:00:00Z')])).logged, 1);
    assert.equal((await app.inject({ url: '/api/v1/track-record' })).json().forecastsLogged, 5);
  });
});

describe('refused at start', { skip: SQLITE_ONLY }, () => {
  test('a database written by a newer build: buildApp throws db_out_of_sync; serve exits once with the message', () => {
    const dataDir = tempDir();
    buildOldDatabase(join(dataDir, 'hazardcast.sqlite'), migrationIds().at(-1)!, { secretBox: ephemeralSecretBox() });
    const raw = new Database(join(dataDir, 'hazardcast.sqlite'));
    raw.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run('9999-from-the-future', new Date().toISOString());
    raw.close();
    assert.throws(
      () => buildApp(offlineFileConfig(dataDir)),
      (err: Error & { code?: string }) => err.code === 'db_out_of_sync' && /9999-from-the-future/.test(err.message),
    );
    const r = serve(dataDir);
    assert.equal(r.status, 1);
    assert.match(r.stderr, /could not start: The database has migrations this build does not know \(9999-from-the-future\)/);
    assert.match(r.stderr, /newer Hazardcast/);
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  });

  test('a damaged file: db_corrupt naming the file and the newest backup; the file is left as it was; every start says the same', () => {
    const dataDir = tempDir();
    const file = join(dataDir, 'hazardcast.sqlite');
    buildOldDatabase(file, migrationIds().at(-1)!, { secretBox: ephemeralSecretBox() });
    // Overwrite the middle of the file (past the header): b-tree pages no longer parse.
    const bytes = readFileSync(file);
    bytes.fill(0x5a, 4096 + 100, Math.min(bytes.length, 4096 * 6));
    writeFileSync(file, bytes);
    const before = readFileSync(file);
    assert.throws(
      () => buildApp(offlineFileConfig(dataDir)),
      (err: Error & { code?: string }) => err.code === 'db_corrupt' && err.message.includes(file),
    );
    for (let i = 0; i < 2; i++) {
      const r = serve(dataDir);
      assert.equal(r.status, 1);
      assert.match(r.stderr, /is damaged .* so Hazardcast will not start on it/);
      assert.doesNotMatch(r.stderr, /\n\s+at /);
    }
    assert.deepEqual(readFileSync(file), before, 'the damaged file is not modified');
  });

  test('a file that is not a database at all', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'hazardcast.sqlite'), 'this is not SQLite '.repeat(300));
    assert.throws(
      () => buildApp(offlineFileConfig(dataDir)),
      (err: Error & { code?: string }) => err.code === 'db_corrupt' && /not a database/.test(err.message),
    );
  });
});
