// Where the desktop app keeps its data and finds its assets: `--data-dir=<path>` (dev and manual testing) overrides
// the data folder; icons come from the top-level resources/ folder, packaged next to out/.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function dataDirFlag(argv: readonly string[]): string | undefined {
  const flag = argv.find((a) => a.startsWith('--data-dir='));
  return flag ? flag.slice('--data-dir='.length) : undefined;
}

/** resources/<name>, from out/main/index.js (in development and inside the packaged app alike). */
export function resourcePath(name: string): string {
  return fileURLToPath(new URL(`../../resources/${name}`, import.meta.url));
}

/** A native addon inside app.asar must be loaded from app.asar.unpacked (electron-builder's asarUnpack). */
export function unpacked(path: string): string {
  return path.replace(/app\.asar([\\/])/, 'app.asar.unpacked$1');
}

export const windowStateFile = (userData: string): string => join(userData, 'window-state.json');
