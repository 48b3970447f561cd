// GBIF occurrence search (https://techdocs.gbif.org/en/openapi/v1/occurrence) -> an occurrence count.
import { SourceError } from '../http.js';

export interface OccurrenceCount {
  /** Occurrence records (occurrenceStatus=PRESENT) within the radius. */
  totalCount: number;
}

/** Reads `count` from an /occurrence/search page (limit=0 asks for the count only). */
export function normalizeOccurrenceSearch(body: unknown): OccurrenceCount {
  const page = body as { count?: unknown; results?: unknown } | null;
  if (!page || typeof page !== 'object' || !Array.isArray(page.results)) {
    throw new SourceError('parse', 'GBIF answer is not an occurrence search page');
  }
  if (typeof page.count !== 'number' || !Number.isInteger(page.count) || page.count < 0) {
    throw new SourceError('parse', 'GBIF occurrence search page has no non-negative integer `count`');
  }
  return { totalCount: page.count };
}
