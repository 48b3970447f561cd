// The calls that are not a property of a place's own 0.1° cell are asked at their source's grid point and keyed by it
// (sources/history/cells.ts): two places in one source cell make one call; a place of a warm answer cell that lies in
// another source cell is not served the first place's answer by the outcome memo.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cacheKeyOf } from '../../../src-server/sources/cache-key.js';
import { callKey } from '../../../src-server/sources/outcome-memo.js';
import { ensembleDailyUrl, ensemblePointOf } from '../../../src-server/sources/open-meteo-ensemble/client.js';
import { ifsPastUrl } from '../../../src-server/sources/open-meteo-forecast/kept-past.js';
import { airQualityHistoryUrl, airQualityUrl, camsPointOf } from '../../../src-server/sources/open-meteo-air-quality/client.js';
import { placeCell } from '../../../src-server/shared/geo.js';

const now = new Date('2026-11-22T12:00:00Z');
// Nairobi and a place in the same ERA5/IFS 0.25° cell and CAMS 0.4° cell, in another 0.1° answer cell.
const nairobi = { lat: -1.29, lng: 36.82, now };
const second = { lat: -1.26, lng: 36.86, now };

describe('source cells', () => {
  test('two places in one IFS and CAMS cell ask the same URLs, at the grid point, as the cell’s own values', () => {
    assert.notEqual(placeCell(nairobi.lat, nairobi.lng), placeCell(second.lat, second.lng));
    for (const urlOf of [
      (q: typeof nairobi) => ensembleDailyUrl('http://e/v1/ensemble', q),
      (q: typeof nairobi) => ifsPastUrl('http://f/v1/forecast', q, '2026-08-22', '2026-11-21'),
      (q: typeof nairobi) => airQualityUrl('http://a/v1/air-quality', q),
      (q: typeof nairobi) => airQualityHistoryUrl('http://a/v1/air-quality', q),
    ]) {
      const a = urlOf(nairobi);
      assert.equal(a, urlOf(second));
      const q = new URL(a).searchParams;
      assert.equal(q.get('cell_selection'), 'nearest', a);
      assert.ok([-1.25, -1.2].includes(Number(q.get('latitude'))), a);
    }
    assert.match(ensembleDailyUrl('http://e/v1/ensemble', nairobi), /latitude=-1\.2500&longitude=36\.7500&.*elevation=nan/);
    // The layer keys them by the point: one cache entry, one call.
    const url = ensembleDailyUrl('http://e/v1/ensemble', nairobi);
    assert.equal(cacheKeyOf({ url, cell: ensemblePointOf(nairobi) }), cacheKeyOf({ url, cell: ensemblePointOf(second) }));
  });

  test('the hourly CAMS call in and near Europe stays at the place (CAMS Europe, 0.1°)', () => {
    const paris = { lat: 48.853, lng: 2.349, now };
    const q = new URL(airQualityUrl('http://a/v1/air-quality', paris)).searchParams;
    assert.equal(Number(q.get('latitude')), 48.853);
    assert.equal(q.get('cell_selection'), null);
    assert.deepEqual(camsPointOf(paris, 'cams_global'), { lat: 48.800000000000004, lng: 2.4000000000000004, own: true });
  });

  test('the outcome memo tells apart two places of one answer cell in two source cells', () => {
    // Lagos and a place of its 0.1° cell on the other side of an IFS 0.25° cell's edge.
    const lagos = { lat: 6.45, lng: 3.39, now };
    const edge = { lat: 6.463, lng: 3.369, now };
    const near = { lat: 6.47, lng: 3.38, now };
    assert.equal(placeCell(lagos.lat, lagos.lng), placeCell(edge.lat, edge.lng));
    const key = (q: typeof lagos) => callKey('openMeteoEnsemble.daily', [q], now.getTime());
    assert.notEqual(key(lagos), key(edge));
    assert.equal(key(lagos), key(near));
  });
});
