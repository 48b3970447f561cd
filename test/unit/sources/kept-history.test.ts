// Kept history (sources/history): fetched once per source cell, kept in SQLite, extended with only the missing days,
// unpublished days not kept, a failed extension served as stale history.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openDatabase } from '../../../src-server/db/open.js';
import { createManualClock } from '../../../src-server/shared/clock.js';
import { createKeptHistory, type FetchedColumns, type KeptCall, type KeptRequest } from '../../../src-server/sources/history/kept.js';
import { createHistoryRepo } from '../../../src-server/sources/history/repo.js';
import { sqliteDb } from '../../../src-server/db/sqlite-db.js';
import { dateOfNo, dayNo } from '../../../src-server/shared/day-of-year.js';
import { era5Cell, merra2Cell } from '../../../src-server/sources/history/cells.js';
import type { SourceOutcome } from '../../../src-server/sources/types.js';

function setup() {
  const db = openDatabase(':memory:');
  const clock = createManualClock('2026-11-22T12:00:00Z');
  const repo = createHistoryRepo(sqliteDb(db));
  return { db, clock, repo, history: createKeptHistory({ repo, clock }) };
}

/** A source whose day n has value n for `x` (null after `published`), recording the spans asked. */
function source(asked: [string, string][], published = '2026-11-16', fail?: () => boolean) {
  return async (from: string, to: string) => {
    asked.push([from, to]);
    const url = `http://source/?start_date=${from}&end_date=${to}`;
    if (fail?.())
      return {
        url,
        key: { source: 'open-meteo-archive' as const, key: url, ttlSec: 0 },
        outcome: { ok: false, source: 'open-meteo-archive', kind: 'http', reason: 'HTTP 503' } as SourceOutcome<FetchedColumns>,
      };
    const n = dayNo(to) - dayNo(from) + 1;
    const x = Array.from({ length: n }, (_, i) => (dateOfNo(dayNo(from) + i) <= published ? dayNo(from) + i : null));
    const data: FetchedColumns = { first: from, last: to, columns: { x }, source: { latitude: 6.5, longitude: 3.5, elevation: 12 } };
    return {
      url,
      key: { source: 'open-meteo-archive' as const, key: url, ttlSec: 0 },
      outcome: { ok: true, source: 'open-meteo-archive', data, fetchedAt: '', cached: false } as SourceOutcome<FetchedColumns>,
    };
  };
}

const req = (fetch: KeptRequest['fetch'], to = '2026-11-16'): KeptRequest => ({
  series: 's',
  source: 'open-meteo-archive',
  cell: 'c',
  variables: ['x'],
  from: '1996-01-01',
  to,
  fetch,
});

describe('kept history', () => {
  test('fetched whole once, then served from memory and from SQLite without a call', async () => {
    const { history, repo, clock } = setup();
    const asked: [string, string][] = [];
    const first = await history.series(req(source(asked)));
    assert.ok(first.ok && !first.cached);
    assert.equal(first.data.columns.x!.length, dayNo('2026-11-16') - dayNo('1996-01-01') + 1);
    const again = await history.series(req(source(asked)));
    assert.ok(again.ok && again.cached && again.data === first.data, 'the same frozen series');
    // Another app on the same database.
    const other = createKeptHistory({ repo, clock });
    const fromDisk = await other.series(req(source(asked)));
    assert.ok(fromDisk.ok && fromDisk.cached);
    assert.deepEqual(fromDisk.data.columns, first.data.columns);
    assert.deepEqual(asked, [['1996-01-01', '2026-11-16']]);
  });

  test('a database that fails to read or write costs a fetch, never the answer', async () => {
    const clock = createManualClock('2026-11-22T12:00:00Z');
    const broken = { get: () => Promise.reject(new Error('connection lost')), put: () => Promise.reject(new Error('connection lost')) };
    const history = createKeptHistory({ repo: broken, clock });
    const asked: [string, string][] = [];
    const first = await history.series(req(source(asked)));
    assert.ok(first.ok && !first.cached);
    const again = await history.series(req(source(asked)));
    assert.ok(again.ok && again.cached, 'kept in memory though not written');
    assert.equal(asked.length, 1);
  });

  test('a week later: only the missing days are asked, and appended', async () => {
    const { history, clock } = setup();
    const asked: [string, string][] = [];
    await history.series(req(source(asked)));
    clock.advance(7 * 86_400_000);
    const later = await history.series(req(source(asked, '2026-11-23'), '2026-11-23'));
    assert.deepEqual(asked, [
      ['1996-01-01', '2026-11-16'],
      ['2026-11-17', '2026-11-23'],
    ]);
    assert.ok(later.ok && !later.cached);
    assert.equal(later.data.last, '2026-11-23');
    assert.equal(later.data.columns.x!.at(-1), dayNo('2026-11-23'));
    assert.equal(later.data.columns.x![0], dayNo('1996-01-01'));
    assert.equal(later.data.provenance.length, 2);
  });

  test('days the source has not published are not kept, and asked again only after the retry interval', async () => {
    const { history, clock } = setup();
    const asked: [string, string][] = [];
    const s = await history.series(req(source(asked, '2026-11-14'), '2026-11-16'));
    assert.ok(s.ok);
    assert.equal(s.data.last, '2026-11-14');
    await history.series(req(source(asked, '2026-11-14'), '2026-11-16'));
    assert.equal(asked.length, 1, 'not asked again at once');
    clock.advance(6 * 3_600_000 + 1);
    await history.series(req(source(asked, '2026-11-16'), '2026-11-16'));
    assert.deepEqual(asked.at(-1), ['2026-11-15', '2026-11-16']);
  });

  test('a failed extension serves the kept days as stale; a failed first fetch is a failure', async () => {
    const { history, clock } = setup();
    const asked: [string, string][] = [];
    let down = true;
    const none = await history.series(req(source(asked, '2026-11-16', () => down)));
    assert.equal(none.ok, false);
    down = false;
    await history.series(req(source(asked, '2026-11-16', () => down)));
    down = true;
    clock.advance(86_400_000);
    const stale = await history.series(
      req(
        source(asked, '2026-11-17', () => down),
        '2026-11-17',
      ),
    );
    assert.ok(stale.ok && stale.cached && stale.liveError?.includes('HTTP 503'));
    assert.equal(stale.data.last, '2026-11-16');
  });

  test("a refused extension's answer, made later at its turn (the deferred queue), is kept; no second call for it", async () => {
    const { history, clock } = setup();
    const asked: [string, string][] = [];
    await history.series(req(source(asked)));
    clock.advance(2 * 86_400_000);
    let queued: { call: KeptCall; from: string; to: string } | undefined;
    const refused: KeptRequest['fetch'] = async (from, to, call) => {
      queued = { call, from, to };
      return source([], '2026-11-16', () => true)(from, to);
    };
    const stale = await history.series(req(refused, '2026-11-18'));
    assert.ok(stale.ok && stale.cached && stale.liveError && stale.data.last === '2026-11-16');
    assert.deepEqual([queued?.from, queued?.to], ['2026-11-17', '2026-11-18']);
    // At its turn the layer makes the call and hands its answer to `keep`.
    const made = await source(asked, '2026-11-18')(queued!.from, queued!.to);
    await queued!.call.keep(made.outcome, made.url);
    queued = undefined;
    const after = await history.series(req(refused, '2026-11-18'));
    assert.ok(after.ok && after.data.last === '2026-11-18' && after.data.columns.x!.at(-1) === dayNo('2026-11-18'));
    assert.equal(queued, undefined, 'served from what was kept, not asked again');
    assert.equal(history.stats().deferred, 1);
  });

  test('a series lacking a variable, or starting later than asked, is fetched whole again', async () => {
    const { history } = setup();
    const asked: [string, string][] = [];
    await history.series(req(source(asked)));
    await history.series({ ...req(source(asked)), from: '1990-01-01' });
    assert.deepEqual(asked.at(-1), ['1990-01-01', '2026-11-16']);
    await history.series({ ...req(source(asked)), variables: ['x', 'y'] });
    assert.equal(asked.length, 3);
  });

  test('cells: ERA5 0.25°, MERRA-2 0.5° × 0.625°', () => {
    assert.equal(era5Cell(6.451, 3.391), '6.500,3.500');
    assert.equal(era5Cell(6.463, 3.369), '6.500,3.250');
    assert.equal(merra2Cell(6.451, 3.391), '6.500,3.125');
    assert.equal(merra2Cell(-33.87, 151.21), '-34.000,151.250');
  });
});
