// Access to the real recorded API responses kept in the repo under test/fixtures/recorded (nothing outside the
// repo is read; where each recording came from is in test/fixtures/recorded/PROVENANCE.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const RECORDED_FIXTURES = fileURLToPath(new URL('../fixtures/recorded/', import.meta.url));

export function readRecorded(relativePath: string): string {
  return readFileSync(`${RECORDED_FIXTURES}${relativePath}`, 'utf8');
}

export const readRecordedJson = (relativePath: string): unknown => JSON.parse(readRecorded(relativePath));
