// Answers in the asked language (issue 37): for every hazard and each of es, fr, pt, de, every sentence of the answer
// (headline, guidance, drivers, event and companion descriptions, map-layer titles) is in that language as eld judges
// it; problem details too; the language follows `language`, the prompt, Accept-Language, English; the badge follows
// `lang` and Accept-Language; the MCP summary is said in it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DECISION_LENSES, HAZARDS, HORIZONS, type Language } from '../../src-server/contracts/enums.js';
import { SOURCE_NAMES } from '../../src-server/sources/types.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { notIn, type Verdict } from '../helpers/language-judge.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

const OTHERS: Exclude<Language, 'en'>[] = ['es', 'fr', 'pt', 'de'];
const OWNER = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };

/**
 * One place per hazard where the replay sources answer. The earthquake, conflict and food-insecurity models are being
 * rewritten on other branches: their drivers, event descriptions and map-layer titles are still plain English
 * strings (rendered as they are) and are converted after those branches merge, so they are left out of the judgement
 * here; their headline and guidance are judged like every other hazard's.
 */
const CASES = [
  { hazard: 'flood', place: 'Dhaka', modelWords: true },
  { hazard: 'wildfire', place: 'Los Angeles', modelWords: true },
  { hazard: 'heat', place: 'Lagos', modelWords: true },
  { hazard: 'storm', place: 'Mumbai', modelWords: true },
  { hazard: 'air-quality', place: 'Lahore', modelWords: true },
  { hazard: 'drought', place: 'Nairobi', modelWords: true },
  { hazard: 'earthquake', place: 'Tokyo', modelWords: false },
  { hazard: 'conflict', place: 'Khartoum', modelWords: false },
  // FEWS NET projects about eight months ahead: no 10-year answer to judge (the hazard is unavailable there).
  { hazard: 'food-insecurity', place: 'Nairobi', modelWords: false, horizons: ['30d', '7d'] },
] as const;

interface Answer {
  riskInput: { language: string; place: { name: string; city: string; country: string } };
  earth: { sceneSpec: { layers: { id: string; title: string }[] } };
  forecast: {
    headline: string;
    practicalGuidance: string[];
    drivers: string[];
    event: { description: string } | null;
    companionEvent: { event: { description: string } } | null;
  };
}

/** Every sentence of the answer the judgement covers, each labelled with where it came from. */
function answerTexts(a: Answer, modelWords: boolean): [string, string][] {
  const f = a.forecast;
  const texts: [string, string][] = [['headline', f.headline], ...f.practicalGuidance.map((g, i): [string, string] => [`guidance[${i}]`, g])];
  if (modelWords) {
    texts.push(...f.drivers.map((d, i): [string, string] => [`drivers[${i}]`, d]));
    if (f.event) texts.push(['event', f.event.description]);
    if (f.companionEvent) texts.push(['companion', f.companionEvent.event.description]);
    // The place layer's title is the place's name.
    texts.push(...a.earth.sceneSpec.layers.filter((l) => l.id !== 'place').map((l): [string, string] => [`layer ${l.id}`, l.title]));
  }
  return texts;
}

/** Values that are the same in every language: source names and the API's enum values (quoted in field errors). */
const NAMES = [...Object.values(SOURCE_NAMES), ...DECISION_LENSES, ...HORIZONS, ...HAZARDS].sort((a, b) => b.length - a.length);

function judge(language: Language, texts: [string, string][], names: string[]): string[] {
  return texts.flatMap(([where, text]) => notIn(language, text, [...names, ...NAMES]).map((v: Verdict) => `${where} (${v.detected}): ${v.sentence}`));
}

let replay: ReplayServer;
let app: FastifyInstance;
const cleanups: (() => unknown)[] = [];
before(async () => {
  replay = await startReplayServer();
  // Nine hazards' cold calls on the test's own event loop: the production source budget.
  ({ app } = await buildTestApp({ after: (fn: () => unknown) => cleanups.push(fn) }, { replay, overrides: { sourceTimeoutMs: 8000 } }));
});
after(async () => {
  for (const fn of cleanups) await fn();
  await replay.close();
});

describe('answers in the asked language', () => {
  for (const c of CASES) {
    const horizons: readonly ('30d' | '10y' | '7d')[] = 'horizons' in c ? c.horizons : ['30d', '10y'];
    test(`${c.hazard}: every sentence in es, fr, pt and de (${horizons.join(', ')})`, async () => {
      for (const horizon of horizons) {
        const english = (await postJson(app, '/api/v1/risk', { prompt: c.place, hazard: c.hazard, horizon }, OWNER)).json() as Answer;
        for (const language of OTHERS) {
          const res = await postJson(app, '/api/v1/risk', { prompt: c.place, hazard: c.hazard, horizon, language }, OWNER);
          assert.equal(res.statusCode, 200, res.body);
          assert.equal(res.headers['content-language'], language);
          const a = res.json() as Answer;
          const p = a.riskInput.place;
          const wrong = judge(language, answerTexts(a, c.modelWords), [p.name, p.city, p.country]);
          assert.deepEqual(wrong, [], `${c.hazard} ${horizon} ${language}`);
          // Nothing judged too short to tell is left in English either.
          const englishTexts = new Set(answerTexts(english, c.modelWords).map(([, t]) => t));
          for (const [where, text] of answerTexts(a, c.modelWords)) assert.ok(!englishTexts.has(text), `${c.hazard} ${horizon} ${language} ${where} is English: ${text}`);
        }
      }
    });
  }

  test('the answer is in `language`, else the prompt’s own language, else Accept-Language, else English', async () => {
    const ask = async (body: object, headers: Record<string, string> = {}) => {
      const res = await postJson(app, '/api/v1/risk', { hazard: 'heat', ...body }, { ...OWNER, ...headers });
      assert.equal(res.statusCode, 200, res.body);
      return { language: res.headers['content-language'], body: res.json() as Answer };
    };
    assert.equal((await ask({ prompt: 'heat risk in Lagos', language: 'es' })).language, 'es');
    const french = await ask({ prompt: 'risque de canicule à Lagos' });
    assert.equal(french.language, 'fr');
    assert.equal(french.body.riskInput.language, 'fr');
    assert.match(french.body.forecast.headline, /^Risque de chaleur à /);
    assert.equal((await ask({ prompt: 'risque de canicule à Lagos', language: 'pt' })).language, 'pt', 'the body wins over the prompt');
    const bare = await ask({ prompt: 'Lagos' }, { 'accept-language': 'de-CH, fr;q=0.8' });
    assert.equal(bare.language, 'de', 'a prompt with no word of any language: Accept-Language');
    assert.equal(bare.body.riskInput.language, 'en');
    assert.equal((await ask({ prompt: 'heat risk in Lagos' }, { 'accept-language': 'de' })).language, 'en', 'an English prompt answers in English');
    assert.equal((await ask({ prompt: 'Lagos' }, { 'accept-language': 'zh-CN' })).language, 'en');
    const refused = await postJson(app, '/api/v1/risk', { prompt: 'Lagos', language: 'it' }, OWNER);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors.map((e: { field: string }) => e.field), ['language']);
  });

  test('problem details: title, detail and field messages in each language, field names as they are', async () => {
    const cases: [string, (l: Language) => Promise<{ statusCode: number; json(): unknown }>][] = [
      ['validation', (l) => postJson(app, '/api/v1/risk', { prompt: 'Lagos', horizon: '2w', decisionLens: 'holiday', language: l }, OWNER)],
      ['unknown field', (l) => postJson(app, '/api/v1/risk', { prompt: 'Lagos', horizn: '7d', language: l }, OWNER)],
      ['empty prompt', (l) => postJson(app, '/api/v1/risk', { prompt: '   ', language: l }, OWNER)],
      ['no place', (l) => postJson(app, '/api/v1/risk', { prompt: 'zzqx vvbn', language: l }, OWNER)],
      ['malformed JSON', (l) => app.inject({ method: 'POST', url: '/api/v1/risk', payload: '{"prompt":', headers: { 'content-type': 'application/json', 'accept-language': l } })],
      ['not JSON', (l) => app.inject({ method: 'POST', url: '/api/v1/risk', payload: 'prompt=Lagos', headers: { 'content-type': 'text/plain', 'accept-language': l } })],
      ['too large', (l) => postJson(app, '/api/v1/risk', { prompt: 'x'.repeat(70_000) }, { 'accept-language': l })],
      ['no route', (l) => app.inject({ url: '/api/v1/nothing-here', headers: { 'accept-language': l } })],
      ['bad owner token', (l) => app.inject({ url: '/api/v1/watches', headers: { authorization: 'Bearer nope', 'accept-language': l } })],
      ['bad API key', (l) => app.inject({ url: '/api/v1/watches', headers: { 'x-service-api-key': 'service_live_nope', 'accept-language': l } })],
      ['no watch', (l) => app.inject({ url: '/api/v1/watches/lagos-ng-heat-zzzzzz', headers: { ...OWNER, 'accept-language': l } })],
      ['badge coordinates', (l) => app.inject({ url: `/api/v1/embed?lat=91&lng=0&lang=${l}` })],
    ];
    const english = new Map<string, { title: string; detail: string; errors: { field: string; message: string }[] }>();
    for (const [name, send] of cases) english.set(name, (await send('en')).json() as never);
    for (const language of OTHERS) {
      for (const [name, send] of cases) {
        const res = await send(language);
        const p = res.json() as { title: string; detail: string; code: string; errors: { field: string; message: string }[] };
        const en = english.get(name)!;
        assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${name}: ${res.statusCode}`);
        assert.notEqual(p.title, en.title, `${name} ${language}: title in English`);
        assert.notEqual(p.detail, en.detail, `${name} ${language}: detail in English`);
        assert.deepEqual(p.errors.map((e) => e.field), en.errors.map((e) => e.field), `${name} ${language}: field names kept`);
        const texts: [string, string][] = [['title', p.title], ['detail', p.detail], ...p.errors.map((e, i): [string, string] => [`errors[${i}]`, e.message])];
        for (const [i, e] of p.errors.entries()) assert.notEqual(e.message, en.errors[i]!.message, `${name} ${language}: errors[${i}] in English`);
        assert.deepEqual(judge(language, texts, []), [], `${name} ${language}`);
      }
    }
  });

  test('the badge: `lang`, else Accept-Language (Vary), else English', async () => {
    const q = '/api/v1/embed?lat=6.45&lng=3.39&hazard=heat&horizon=7d';
    const en = await app.inject({ url: q });
    assert.equal(en.headers['content-language'], 'en');
    assert.match(en.body, /Heat risk · next 7 days/);
    for (const language of OTHERS) {
      const asked = await app.inject({ url: `${q}&lang=${language}`, headers: { 'accept-language': 'en' } });
      assert.equal(asked.statusCode, 200);
      assert.equal(asked.headers['content-language'], language);
      assert.equal(asked.headers.vary, undefined, 'lang names the language: nothing to vary on');
      const negotiated = await app.inject({ url: q, headers: { 'accept-language': language } });
      assert.equal(negotiated.headers['content-language'], language);
      assert.equal(negotiated.headers.vary, 'Accept-Language');
      assert.equal(negotiated.body, asked.body);
      const title = /<title>([^<]*)<\/title>/.exec(asked.body)![1]!;
      const detail = [...asked.body.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!).join('. ');
      assert.deepEqual(judge(language, [['title', title], ['texts', detail]], ['Lagos', 'Nigeria', 'Nigéria']), [], language);
      assert.notEqual(asked.headers.etag, en.headers.etag);
    }
  });

  test('the MCP get_risk summary is said in the answer’s language', async () => {
    for (const language of OTHERS) {
      const res = await app.inject({
        method: 'POST',
        url: '/mcp',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...OWNER },
        payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_risk', arguments: { prompt: 'Lagos', hazard: 'heat', language } } }),
      });
      const result = (res.json() as { result: { content: { text: string }[]; structuredContent: Answer } }).result;
      const place = result.structuredContent.riskInput.place;
      assert.deepEqual(judge(language, [['summary', result.content[0]!.text]], [place.name]), [], language);
    }
  });
});
