// Access to the real recorded API responses in ../shared/fixtures (never copied into the repo).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SHARED_FIXTURES = fileURLToPath(new URL('../../../shared/fixtures/', import.meta.url));

/** The reason to skip, or false when ../shared/fixtures is there. */
export const sharedFixturesMissing: string | false = existsSync(SHARED_FIXTURES)
  ? false
  : `../shared/fixtures not found at ${SHARED_FIXTURES}: real-response parser tests skipped`;

export function readShared(relativePath: string): string {
  return readFileSync(`${SHARED_FIXTURES}${relativePath}`, 'utf8');
}

export const readSharedJson = (relativePath: string): unknown => JSON.parse(readShared(relativePath));
