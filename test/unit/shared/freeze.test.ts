// deepFreeze: everything reachable frozen (number arrays excepted), the root (and with `parts`, the parts) registered.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { deepFreeze, freezeFlatRows, isDeepFrozen } from '../../../src-server/shared/freeze.js';
import {
  era5PhysicalUrl,
  archiveDailyUrl,
  recentPeriod,
  normalizeEra5Physical,
} from '../../../src-server/sources/open-meteo-archive/client.js';
import { ensembleDailyUrl } from '../../../src-server/sources/open-meteo-ensemble/client.js';
import { normalizeEnsembleDaily } from '../../../src-server/sources/open-meteo-ensemble/normalize.js';
import { floodForecastUrl, floodReanalysisUrl } from '../../../src-server/sources/open-meteo-flood/client.js';
import { normalizeDischargeForecast, normalizeDischargeHistory } from '../../../src-server/sources/open-meteo-flood/normalize.js';
import { normalizeWeatherDaily } from '../../../src-server/sources/open-meteo-forecast/normalize.js';
import type { ReplayHandler, ReplaySourceId } from '../../support/replay-server.js';
import { openMeteoArchiveHandler } from '../../support/replay/open-meteo-archive.js';
import { openMeteoEnsembleHandler } from '../../support/replay/open-meteo-ensemble.js';
import { openMeteoFloodHandler } from '../../support/replay/open-meteo-flood.js';

describe('deepFreeze', () => {
  test('freezes all the way down and registers the root only', () => {
    const v = deepFreeze({ rows: [{ a: 1 }, { a: 2 }], meta: { name: 'x', tags: ['t'] } });
    assert.ok(Object.isFrozen(v) && Object.isFrozen(v.rows) && Object.isFrozen(v.rows[0]) && Object.isFrozen(v.meta.tags));
    assert.ok(isDeepFrozen(v));
    assert.ok(!isDeepFrozen(v.rows) && !isDeepFrozen(v.meta));
    assert.throws(() => (v.rows as unknown as unknown[]).push({ a: 3 }), TypeError);
    assert.throws(() => {
      (v.rows[0] as { a: number }).a = 9;
    }, TypeError);
  });

  test('parts: arrays and objects holding objects are registered too; plain records are not', () => {
    const v = deepFreeze({ layer: { features: [{ geometry: { coordinates: [1, 2] } }] }, record: { a: 1 } }, { parts: true });
    assert.ok(isDeepFrozen(v.layer) && isDeepFrozen(v.layer.features) && isDeepFrozen(v.layer.features[0]));
    assert.ok(isDeepFrozen(v.layer.features[0]!.geometry.coordinates), 'an array is a part');
    assert.ok(!isDeepFrozen(v.record));
  });

  test('arrays of numbers are registered but left writable (V8 boxes frozen doubles)', () => {
    const v = deepFreeze({ column: [1.5, 2.5] }, { parts: true });
    assert.ok(isDeepFrozen(v.column));
    assert.ok(!Object.isFrozen(v.column));
    assert.ok(isDeepFrozen(deepFreeze([0.5, 1])));
  });

  test('a value holding a typed array is frozen around it but not registered', () => {
    const v: { a: Float64Array; b: { c: number } } = deepFreeze({ a: new Float64Array(2), b: { c: 1 } });
    assert.ok(!isDeepFrozen(v));
    assert.ok(Object.isFrozen(v.b));
  });

  test('primitives pass through; freezing twice is harmless', () => {
    assert.equal(deepFreeze(3), 3);
    assert.equal(deepFreeze(null), null);
    const v = deepFreeze({ a: [{}] });
    assert.equal(deepFreeze(v), v);
    assert.ok(!isDeepFrozen({}));
  });
});

/** Every object reachable from `v` is frozen, and every property is a primitive or such an object. */
function assertFrozenDown(v: unknown, path = 'root'): number {
  if (v === null || typeof v !== 'object') return 0;
  assert.ok(Object.isFrozen(v), `${path} is frozen`);
  let n = 1;
  for (const [k, x] of Object.entries(v)) n += assertFrozenDown(x, `${path}.${k}`);
  return n;
}

describe("freezeFlatRows (the normalisers' rows)", () => {
  test('freezes every row and the array, registers the array: deepFreeze stops there', () => {
    const rows = freezeFlatRows([
      { date: '2026-01-01', q: 1 },
      { date: '2026-01-02', q: null },
    ]);
    assert.ok(isDeepFrozen(rows) && Object.isFrozen(rows) && rows.every((r) => Object.isFrozen(r)));
    assert.throws(() => ((rows[0] as { q: number | null }).q = 2), TypeError);
    const payload = deepFreeze({ members: [{ member: 0, days: rows }] });
    assert.ok(isDeepFrozen(payload) && Object.isFrozen(payload.members[0]));
  });

  test('each normaliser that uses it returns rows frozen all the way down (replay answers)', () => {
    const at = { lat: 52.22, lng: 6.89, now: new Date('2026-11-22T12:00:00Z') };
    const body = (handler: ReplayHandler, source: ReplaySourceId, url: string): unknown => {
      const u = new URL(url);
      return JSON.parse(JSON.stringify(handler.answer({ source, path: u.pathname.replace(/^\/[^/]+/, ''), query: u.searchParams }).body));
    };
    const outputs: unknown[] = [
      normalizeEra5Physical(
        body(openMeteoArchiveHandler, 'open-meteo-archive', era5PhysicalUrl('http://r/open-meteo-archive/v1/archive', at)),
      ),
      normalizeWeatherDaily(
        body(
          openMeteoArchiveHandler,
          'open-meteo-archive',
          archiveDailyUrl('http://r/open-meteo-archive/v1/archive', { ...at, ...recentPeriod(at.now) }),
        ),
      ),
      normalizeDischargeForecast(
        body(openMeteoFloodHandler, 'open-meteo-flood', floodForecastUrl('http://r/open-meteo-flood/v1/flood', at)),
      ),
      normalizeDischargeHistory(
        body(openMeteoFloodHandler, 'open-meteo-flood', floodReanalysisUrl('http://r/open-meteo-flood/v1/flood', at)),
      ),
    ];
    for (const rows of outputs) {
      assert.ok(Array.isArray(rows) && rows.length > 0 && isDeepFrozen(rows));
      assert.equal(assertFrozenDown(rows), rows.length + 1);
    }
    const ensemble = normalizeEnsembleDaily(
      body(
        openMeteoEnsembleHandler,
        'open-meteo-ensemble',
        ensembleDailyUrl('http://r/open-meteo-ensemble/v1/ensemble', { ...at, pastDays: 92 }),
      ),
      'ecmwf_ifs025',
    );
    assert.ok(ensemble.members.length > 1);
    for (const m of ensemble.members) {
      assert.ok(isDeepFrozen(m.days));
      assert.equal(assertFrozenDown(m.days), m.days.length + 1);
    }
    // The cache's deepFreeze completes the payload around them.
    deepFreeze(ensemble);
    assert.ok(isDeepFrozen(ensemble));
    assertFrozenDown(ensemble);
  });
});
