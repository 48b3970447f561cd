// A cold question's slowest source, as issue 18's target 4 reads it: each URL the question calls, fetched alone, one
// after the other (fetch, read, JSON.parse). Used by `npm run bench` (run.ts) and bench/cold-question.ts.

/** The slowest of `urls` fetched alone, and which it was (without its query); a URL that fails alone is skipped. */
export async function slowestAlone(urls: readonly string[]): Promise<{ url: string; ms: number } | null> {
  let slowest: { url: string; ms: number } | null = null;
  for (const url of urls) {
    const start = performance.now();
    try {
      JSON.parse(await (await fetch(url)).text());
    } catch {
      continue; // a source that fails alone is not the one the question waits for
    }
    const ms = performance.now() - start;
    if (!slowest || ms > slowest.ms) slowest = { url: url.split('?')[0]!, ms };
  }
  return slowest;
}
