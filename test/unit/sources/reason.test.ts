// The reasons our source layer gives for a source that did not answer (sources/reason.ts): their English is what it
// always was, word for word (sourceStatus[].error, logs), and their message is said in each other language; a source's
// own text (an HTTP status line) has no message and stays as it came. Also the values those reasons and the conflict
// drivers carry (grouped numbers, months) against the English the API wrote before.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LANGUAGES, type Language } from '../../../src-server/contracts/enums.js';
import { grouped, monthYear, msg } from '../../../src-server/i18n/message.js';
import { render, renderValue } from '../../../src-server/risk/translate.js';
import { openDatabase } from '../../../src-server/db/open.js';
import { sqliteDb } from '../../../src-server/db/sqlite-db.js';
import { createManualClock } from '../../../src-server/shared/clock.js';
import { SourceError } from '../../../src-server/sources/http.js';
import { createSourceLayer, type SourceLayerDeps } from '../../../src-server/sources/layer.js';
import { budgetRefusal, queuedReason } from '../../../src-server/sources/limiter.js';
import { said } from '../../../src-server/sources/reason.js';
import type { SourceOutcome } from '../../../src-server/sources/types.js';
import { notIn } from '../../helpers/language-judge.js';

const OTHERS = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

function layerWith(respond: () => Response | Promise<Response>, overrides: Partial<SourceLayerDeps> = {}) {
  const fetch = (async () => respond()) as unknown as typeof globalThis.fetch;
  return layer(fetch, overrides);
}
/** A fetch that never answers until aborted (a real hanging socket keeps the process alive; the abort timer alone does not). */
const hangingFetch = (async (_url: string, init?: RequestInit) => {
  const keepAlive = setTimeout(() => {}, 10_000);
  return new Promise<Response>((_, reject) =>
    init?.signal?.addEventListener('abort', () => {
      clearTimeout(keepAlive);
      reject(init.signal!.reason);
    }),
  );
}) as unknown as typeof globalThis.fetch;

function layer(fetch: typeof globalThis.fetch, overrides: Partial<SourceLayerDeps> = {}) {
  return createSourceLayer({
    fetch,
    userAgent: 'Hazardcast/test',
    offline: false,
    timeoutMs: 300,
    retries: 0,
    backoffMs: 5,
    breakerFailures: 2,
    breakerHalfOpenMs: 60_000,
    openMeteoPerMinute: 500,
    clock: createManualClock('2026-11-22T12:00:00Z'),
    db: sqliteDb(openDatabase(':memory:')),
    ...overrides,
  });
}
const req = (lat = 35.69) => ({
  source: 'usgs' as const,
  url: `http://127.0.0.1:9/usgs/query?latitude=${lat}&longitude=139.69`,
  cell: { lat, lng: 139.69 },
  normalize: (body: unknown) => body,
});

type Failure = Extract<SourceOutcome<unknown>, { ok: false }>;
/** The layer's outcome of a failed call (`request` answers it with its key). */
function failed({ outcome: o }: { outcome: SourceOutcome<unknown> }): Failure {
  assert.ok(!o.ok, 'the call failed');
  return o;
}

/** The English is `english` exactly; each other language says it otherwise, in that language. */
function saysInEachLanguage(f: Pick<Failure, 'reason' | 'reasonWords'>, english: string) {
  assert.equal(f.reason, english);
  assert.ok(f.reasonWords, `a message for "${english}"`);
  assert.equal(render('en', f.reasonWords), english);
  for (const language of OTHERS) {
    const said = render(language, f.reasonWords);
    assert.notEqual(said, english, language);
    assert.deepEqual(notIn(language, said, ['Open-Meteo', 'Retry-After']), [], `${language}: ${said}`);
  }
}

describe('source reasons in words', () => {
  test('offline, a timeout, a body that is not JSON, an open circuit: English as before, and a message', async () => {
    saysInEachLanguage(failed(await layerWith(() => new Response('{}'), { offline: true }).request(req())), 'offline mode: no call made');

    const hanging = layer(hangingFetch);
    saysInEachLanguage(failed(await hanging.request(req())), 'timed out after 300 ms (1 attempt)');

    const garbled = layerWith(() => new Response('{"trunc', { headers: { 'content-type': 'application/json' } }));
    saysInEachLanguage(failed(await garbled.request(req())), 'response is not valid JSON (application/json)');

    const down = layerWith(() => new Response('', { status: 500 }));
    const first = failed(await down.request(req(1)));
    assert.equal(first.reason, 'HTTP 500');
    assert.equal(first.reasonWords, undefined, "the source's own status line has no message");
    failed(await down.request(req(2)));
    saysInEachLanguage(failed(await down.request(req(3))), 'circuit open after 2 failed calls in a row; next try within 60 s');
  });

  test("the Open-Meteo budget's refusal and queue: English as the limiter wrote it (en-US grouping), and a message", () => {
    const refusal = budgetRefusal(
      { ok: false, waitMs: 7_470_000, used: 10_234.56, window: { windowMs: 86_400_000, max: 10_000, label: 'day' } },
      2.46,
      8000,
    );
    assert.ok(refusal instanceof SourceError && refusal.words);
    saysInEachLanguage(
      { reason: refusal.message, reasonWords: refusal.words },
      'Open-Meteo budget: 10,234.6 of 10,000 weighted calls used or queued in the last day; this call (weight 2.5) fits in 2 h 5 min, beyond the 8 s source budget',
    );
    assert.equal(render('de', refusal.words).slice(0, 47), 'Open-Meteo-Budget: 10.234,6 von 10.000 gewichte');
    const minute = budgetRefusal(
      { ok: false, waitMs: 90_000, used: 512, window: { windowMs: 60_000, max: 500, label: 'minute' } },
      300,
      300,
    );
    assert.equal(
      minute.message,
      'Open-Meteo budget: 512 of 500 weighted calls used or queued in the last minute; this call (weight 300) fits in 90 s, beyond the 300 ms source budget',
    );
    saysInEachLanguage(said(queuedReason(300, 45_000)), 'Open-Meteo budget: this call (weight 300) is queued for its turn in 45 s');
    saysInEachLanguage(said(queuedReason(1.25, 600_000)), 'Open-Meteo budget: this call (weight 1.3) is queued for its turn in 10 min');
  });

  test('grouped numbers and months: English as toLocaleString and the month names wrote them, Intl elsewhere', () => {
    for (const x of [0, 7, 999, 1000, 3326, 1234567, 1234.5]) assert.equal(renderValue('en', grouped(x, 1)), x.toLocaleString('en-US'));
    assert.equal(renderValue('de', grouped(1234.5, 1)), '1.234,5');
    assert.equal(renderValue('en', monthYear(2026, 9, 'short')), 'Sep 2026', 'the API wrote "Sep", where en-GB says "Sept"');
    assert.equal(renderValue('en', monthYear(2024, 7)), 'July 2024');
    assert.equal(renderValue('es', monthYear(2024, 7)), 'julio de 2024');
    assert.equal(renderValue('de', monthYear(2026, 11, 'short')), 'Nov. 2026');
    assert.equal(render('fr', msg('conflict.month', { month: monthYear(2026, 11, 'short'), deaths: 307 })), 'nov. 2026 : 307');
  });
});
