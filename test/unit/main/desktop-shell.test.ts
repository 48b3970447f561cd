// The desktop shell's pure parts (no Electron needed): window bounds restored only where a display shows them, the
// state file, and the tray's lines about watches.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { trayLines, trayTooltip, type TrayWatch } from '../../../src-main/tray-model.js';
import { DEFAULT_SIZE, MIN_SIZE, readWindowState, restoreBounds, writeWindowState } from '../../../src-main/window-state.js';
import { dataDirFlag, unpacked } from '../../../src-main/paths.js';
import { tempDir } from '../../helpers/build-app.js';

const screen = { x: 0, y: 0, width: 1920, height: 1040 };

describe('window state', () => {
  test('no saved state: the default size, centred by Electron', () => {
    assert.deepEqual(restoreBounds(null, [screen]), DEFAULT_SIZE);
  });

  test('a saved window on a display opens where it was; one on a display that is gone falls back', () => {
    const saved = { bounds: { x: 200, y: 100, width: 1400, height: 900 }, maximized: false };
    assert.deepEqual(restoreBounds(saved, [screen]), saved.bounds);
    const offscreen = { bounds: { x: 2500, y: 100, width: 1000, height: 700 }, maximized: false };
    assert.deepEqual(restoreBounds(offscreen, [screen]), { width: 1000, height: 700 });
    assert.deepEqual(restoreBounds(offscreen, [screen, { x: 1920, y: 0, width: 2560, height: 1400 }]), offscreen.bounds);
    const titleBarAbove = { bounds: { x: 100, y: -300, width: 1000, height: 700 }, maximized: false };
    assert.equal(restoreBounds(titleBarAbove, [screen]).x, undefined);
  });

  test('never smaller than the minimum', () => {
    const tiny = { bounds: { x: 10, y: 10, width: 200, height: 100 }, maximized: false };
    assert.deepEqual(restoreBounds(tiny, [screen]), { x: 10, y: 10, ...MIN_SIZE });
  });

  test('written and read back; a damaged file reads as none', () => {
    const file = join(tempDir(), 'sub', 'window-state.json');
    assert.equal(readWindowState(file), null);
    writeWindowState(file, { bounds: { x: 1, y: 2, width: 1000, height: 800 }, maximized: true });
    assert.deepEqual(readWindowState(file), { bounds: { x: 1, y: 2, width: 1000, height: 800 }, maximized: true });
    writeWindowState(file, { bounds: { x: Number.NaN, y: 2, width: 1000, height: 800 }, maximized: false });
    assert.equal(readWindowState(file), null);
  });
});

const watch = (id: string, place: string, status: 'active' | 'paused', armed: boolean, lastValue: number | null): TrayWatch => ({
  id,
  status,
  threshold: 50,
  place: { name: place },
  alertCondition: { metric: 'riskScore', eventHazards: ['earthquake'] },
  state: { armed, lastValue },
});

describe('tray', () => {
  test('fired first, then armed, then paused, each with its value and state', () => {
    const lines = trayLines([
      watch('a', 'Lima, Peru', 'paused', true, 10),
      watch('b', 'Tokyo, Japan', 'active', true, 20.4),
      watch('c', 'Istanbul, Türkiye', 'active', false, 61.6),
    ]);
    assert.deepEqual(
      lines.map((l) => l.label),
      [
        '▲ Istanbul, Türkiye: earthquake riskScore 62 ≥ 50 (fired)',
        '● Tokyo, Japan: earthquake riskScore 20 ≥ 50 (armed)',
        '⏸ Lima, Peru: earthquake riskScore 10 ≥ 50 (paused)',
      ],
    );
    assert.deepEqual(
      lines.map((l) => l.watchId),
      ['c', 'b', 'a'],
    );
    assert.equal(
      trayTooltip([watch('c', 'X', 'active', false, 60), watch('d', 'Y', 'active', true, null)]),
      'Hazardcast: 2 watches, 1 fired',
    );
  });

  test('none, unavailable, and a long list cut with a count', () => {
    assert.deepEqual(trayLines([]), [{ label: 'No watches yet' }]);
    assert.deepEqual(trayLines(null), [{ label: 'Watches unavailable' }]);
    const many = Array.from({ length: 15 }, (_, i) => watch(`w${i}`, `Place ${String(i).padStart(2, '0')}`, 'active', true, null));
    const lines = trayLines(many);
    assert.equal(lines.length, 13);
    assert.equal(lines.at(-1)!.label, '… and 3 more');
    assert.equal(lines[0]!.label, '● Place 00: earthquake riskScore ≥ 50 (armed)');
  });
});

describe('paths', () => {
  test('--data-dir and the unpacked native addon path', () => {
    assert.equal(dataDirFlag(['electron', '.', '--data-dir=/tmp/x']), '/tmp/x');
    assert.equal(dataDirFlag(['electron', '.']), undefined);
    assert.equal(
      unpacked('/opt/Hazardcast/resources/app.asar/out/native/x.node'),
      '/opt/Hazardcast/resources/app.asar.unpacked/out/native/x.node',
    );
    assert.equal(unpacked('/home/me/hazardcast/out/native/x.node'), '/home/me/hazardcast/out/native/x.node');
  });
});
