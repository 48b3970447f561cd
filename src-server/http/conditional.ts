// Conditional requests (RFC 9110 §13.1.2): whether an If-None-Match names a representation's ETag.

/** If-None-Match lists ETags (weak ones prefixed W/, compared weakly as §8.8.3.2 says); `*` is not special here. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
