// The memoised prompt reader (geocode/understand.ts createPromptReader): every labelled prompt read through the memo at
// one instant and again at others is read exactly as understandPrompt reads it then; prompts differing only in
// whitespace or Unicode composition share one entry; the memo is bounded; geocoded places are not kept.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { loadGazetteer } from '../../../src-server/geocode/gazetteer.js';
import { createPromptReader, normalizePrompt, understandPrompt } from '../../../src-server/geocode/understand.js';
import { PROMPT_WORDS } from '../../helpers/built-in.js';

const gazetteer = loadGazetteer();
const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const LABELLED = readdirSync(FIXTURES)
  .filter((f) => /^prompts.*\.jsonl$/.test(f))
  .flatMap((f) =>
    readFileSync(`${FIXTURES}${f}`, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { prompt: string }).prompt),
  );
/** A reading as text (its Dates as ISO strings), or the error it throws. */
const reading = async (read: () => Promise<unknown>) => {
  try {
    return JSON.stringify(await read());
  } catch (err) {
    return `throws ${(err as Error).message}`;
  }
};

describe('prompt reader memo', () => {
  test('every labelled prompt, at three instants: through the memo as understandPrompt reads it then', async () => {
    const reader = createPromptReader({ gazetteer, words: PROMPT_WORDS });
    // A Monday noon, the last second of a day, and a leap-day eve a season later: the time words move, the rest not.
    const instants = ['2026-11-23T12:00:00Z', '2026-11-23T23:59:59Z', '2027-02-28T00:00:01Z'].map((s) => new Date(s));
    assert.ok(LABELLED.length > 600);
    for (const now of instants) {
      for (const prompt of LABELLED) {
        assert.equal(
          await reading(() => reader.understand(prompt, now)),
          await reading(() => understandPrompt(prompt, now, { gazetteer, words: PROMPT_WORDS })),
          `${prompt} at ${now.toISOString()}`,
        );
      }
    }
    const { hits, misses } = reader.stats();
    assert.ok(hits > LABELLED.length, `later instants read from the memo (${hits} hits, ${misses} misses)`);
  });

  test('normalised text: whitespace runs and Unicode composition do not make another prompt', async () => {
    assert.equal(normalizePrompt('  flood\t risk in\nSão Paulo  '), 'flood risk in São Paulo');
    assert.equal(normalizePrompt('Sa\u0303o Paulo'), 'São Paulo');
    const reader = createPromptReader({ gazetteer, words: PROMPT_WORDS });
    const now = new Date('2026-11-23T12:00:00Z');
    const a = await reader.understand('flood risk in São Paulo next week', now);
    const b = await reader.understand('flood  risk in Sa\u0303o Paulo\tnext week', now);
    assert.deepEqual(b, a);
    assert.deepEqual(reader.stats(), { hits: 1, misses: 1, entries: 1 });
  });

  test('bounded (least recently used out); a place from the online geocoder is not kept', async () => {
    const reader = createPromptReader({ gazetteer, words: PROMPT_WORDS, maxEntries: 2 });
    const now = new Date('2026-11-23T12:00:00Z');
    for (const city of ['Lima', 'Lagos', 'Lima', 'Tokyo', 'Lima']) await reader.understand(`flood risk in ${city}`, now);
    assert.deepEqual(reader.stats(), { hits: 2, misses: 3, entries: 2 }, 'Lagos went, Lima stayed');
    const calls: string[] = [];
    const geocoded = createPromptReader({
      gazetteer,
      words: PROMPT_WORDS,
      fallback: async (name) => {
        calls.push(name);
        const hit = { name: 'Ouarzazate', lat: 30.92, lng: -6.89, countryCode: 'MA', country: 'Morocco', admin1: null, population: 71067 };
        return { ok: true, data: [hit] };
      },
    });
    for (let i = 0; i < 2; i++)
      assert.equal((await geocoded.understand('flood risk in Xyzzyville next week', now)).place.source, 'geocoding');
    assert.deepEqual(calls, ['Xyzzyville', 'Xyzzyville'], 'asked again: the geocoder keeps its own answers');
    assert.equal(geocoded.stats().entries, 0);
  });
});
