// The window's size and position, remembered between runs in <userData>/window-state.json. Pure and fs only (no
// Electron), so it is unit-tested: a saved position that no display shows any more falls back to the default.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Bounds;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 860 };
export const MIN_SIZE = { width: 900, height: 600 };
/** How much of the window's title bar must be on a display for the saved position to be used. */
const VISIBLE_PX = 80;

const isBounds = (b: unknown): b is Bounds =>
  typeof b === 'object' && b !== null && ['x', 'y', 'width', 'height'].every((k) => Number.isFinite((b as Record<string, unknown>)[k]));

/** Reads the saved state; null when there is none or it is unreadable. */
export function readWindowState(file: string): WindowState | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<WindowState>;
    return isBounds(parsed.bounds) ? { bounds: parsed.bounds, maximized: parsed.maximized === true } : null;
  } catch {
    return null;
  }
}

export function writeWindowState(file: string, state: WindowState): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.tmp`;
  writeFileSync(temp, JSON.stringify(state), { mode: 0o600 });
  renameSync(temp, file);
}

/**
 * The bounds to open with: the saved ones (at least the minimum size) when their top edge is visible on one of
 * the displays' work areas, else the default size, centred by the caller (no x/y).
 */
export function restoreBounds(
  saved: WindowState | null,
  workAreas: readonly Bounds[],
): Partial<Bounds> & { width: number; height: number } {
  if (!saved) return { ...DEFAULT_SIZE };
  const b = {
    ...saved.bounds,
    width: Math.max(MIN_SIZE.width, saved.bounds.width),
    height: Math.max(MIN_SIZE.height, saved.bounds.height),
  };
  const visible = workAreas.some((a) => {
    const overlapX = Math.min(b.x + b.width, a.x + a.width) - Math.max(b.x, a.x);
    return overlapX >= VISIBLE_PX && b.y >= a.y - 10 && b.y <= a.y + a.height - VISIBLE_PX / 2;
  });
  return visible ? b : { width: Math.min(b.width, DEFAULT_SIZE.width), height: Math.min(b.height, DEFAULT_SIZE.height) };
}
