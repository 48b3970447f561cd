// Answers in the asked language (issue 37): for every hazard and each of es, fr, pt, de, every sentence of the answer
// (headline, guidance, drivers, event and companion descriptions, map-layer titles) is in that language as eld judges
// it; so are the reasons of a hazard unavailable or pending (a source not covering the place, offline mode, the
// Open-Meteo budget) and the 422 of a place nobody knows; problem details too; the language follows `language`, the
// prompt, Accept-Language, English; the badge follows `lang` and Accept-Language; the MCP summary is said in it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DECISION_LENSES, HORIZONS, type Language } from '../../src-server/contracts/enums.js';
import { CONFLICT_THEMES } from '../../src-server/hazards/conflict/runner.js';
import { FOOD_THEMES } from '../../src-server/hazards/food-insecurity/runner.js';
import { HAZARDS } from '../helpers/built-in.js';
import { SOURCE_NAMES } from '../../src-server/sources/types.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { notIn, type Verdict } from '../helpers/language-judge.js';
import { REPLAY_VIEWS_RUN } from '../support/replay/views.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

const OTHERS: Exclude<Language, 'en'>[] = ['es', 'fr', 'pt', 'de'];
const OWNER = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };

/**
 * One place per hazard where the replay sources answer; every hazard's model words (drivers, event descriptions,
 * map-layer titles) are judged with its headline and guidance.
 */
const CASES = [
  { hazard: 'flood', place: 'Dhaka', modelWords: true },
  { hazard: 'wildfire', place: 'Los Angeles', modelWords: true },
  { hazard: 'heat', place: 'Lagos', modelWords: true },
  { hazard: 'storm', place: 'Mumbai', modelWords: true },
  { hazard: 'air-quality', place: 'Lahore', modelWords: true },
  { hazard: 'drought', place: 'Nairobi', modelWords: true },
  { hazard: 'earthquake', place: 'Tokyo', modelWords: true },
  { hazard: 'conflict', place: 'Khartoum', modelWords: true },
  // Food insecurity past FEWS NET's outlook rests on the unit's history: its words are judged at 1 year in Khartoum.
  { hazard: 'food-insecurity', place: 'Nairobi', modelWords: true, horizons: ['30d', '7d'] },
  { hazard: 'food-insecurity', place: 'Khartoum', modelWords: true, horizons: ['1y'] },
] as const;

interface Problem {
  code: string;
  title: string;
  detail: string;
  hazards: { hazard: string; status: string; reason: string }[];
}

interface NotFound extends Problem {
  unknownPlace: string;
  candidates: { name: string; country: string; admin1: string | null }[];
}

interface Answer {
  riskInput: { language: string; place: { name: string; city: string; country: string } };
  earth: { sceneSpec: { layers: { id: string; title: string; data?: { features?: { properties?: { place?: string | null } }[] } }[] } };
  forecast: {
    headline: string;
    practicalGuidance: string[];
    drivers: string[];
    event: { description: string } | null;
    companionEvent: { event: { description: string } } | null;
    hazardBreakdown: { hazard: string; status: string; reason?: string }[];
  };
}

/** Every sentence of the answer the judgement covers, each labelled with where it came from. */
function answerTexts(a: Answer, modelWords: boolean): [string, string][] {
  const f = a.forecast;
  const texts: [string, string][] = [
    ['headline', f.headline],
    ...f.practicalGuidance.map((g, i): [string, string] => [`guidance[${i}]`, g]),
  ];
  if (modelWords) {
    texts.push(...f.drivers.map((d, i): [string, string] => [`drivers[${i}]`, d]));
    if (f.event) texts.push(['event', f.event.description]);
    if (f.companionEvent) texts.push(['companion', f.companionEvent.event.description]);
    // The place layer's title is the place's name.
    texts.push(...a.earth.sceneSpec.layers.filter((l) => l.id !== 'place').map((l): [string, string] => [`layer ${l.id}`, l.title]));
  }
  return texts;
}

/**
 * Values that are the same in every language: source names, the API's enum values (quoted in field errors), and
 * ReliefWeb's own words quoted in the conflict and food drivers (its theme names and its reports' titles), and the
 * ViEWS run's id.
 */
const RELIEFWEB_TITLES = (
  JSON.parse(readFileSync(new URL('../fixtures/sources/reliefweb/reports.json', import.meta.url), 'utf8')) as {
    fields: { title: string };
  }[]
).map((r) => r.fields.title);
const NAMES = [
  ...Object.values(SOURCE_NAMES),
  ...DECISION_LENSES,
  ...HORIZONS,
  ...HAZARDS,
  ...CONFLICT_THEMES,
  ...FOOD_THEMES,
  ...RELIEFWEB_TITLES,
  REPLAY_VIEWS_RUN,
].sort((a, b) => b.length - a.length);

/**
 * The USGS catalogue's own labels of its events ("45 km E of Tateyama, Japan"), which the earthquake drivers quote as
 * USGS writes them (in English, like a name), read from the answer's map layer of those events.
 */
const usgsLabels = (a: Answer): string[] =>
  a.earth.sceneSpec.layers
    .filter((l) => l.id === 'usgs-earthquakes')
    .flatMap((l) => (l.data?.features ?? []).flatMap((f) => f.properties?.place ?? []));

/** The sentences not in `language`; names are taken out before the text is cut into sentences (a report's title has a colon). */
function judge(language: Language, texts: [string, string][], names: string[]): string[] {
  const all = [...names, ...NAMES].sort((a, b) => b.length - a.length);
  // URLs first (the same in every language): a name inside one, a ViEWS run in the API's address, must not cut it up.
  const unnamed = (text: string) => all.reduce((t, name) => (name ? t.split(name).join(' ') : t), text.replace(/https?:\/\/\S+/g, ' '));
  return texts.flatMap(([where, text]) => notIn(language, unnamed(text)).map((v: Verdict) => `${where} (${v.detected}): ${v.sentence}`));
}

let replay: ReplayServer;
let app: FastifyInstance;
const cleanups: (() => unknown)[] = [];
before(async () => {
  replay = await startReplayServer();
  // Nine hazards' cold calls on the test's own event loop: the production source budget.
  ({ app } = await buildTestApp({ after: (fn: () => unknown) => cleanups.push(fn) }, { replay }));
});
after(async () => {
  for (const fn of cleanups) await fn();
  await replay.close();
});

describe('answers in the asked language', () => {
  for (const c of CASES) {
    const horizons: readonly ('30d' | '10y' | '7d' | '1y')[] = 'horizons' in c ? c.horizons : ['30d', '10y'];
    test(`${c.hazard}: every sentence in es, fr, pt and de (${horizons.join(', ')})`, async () => {
      for (const horizon of horizons) {
        const english = (await postJson(app, '/api/v1/risk', { prompt: c.place, hazard: c.hazard, horizon }, OWNER)).json() as Answer;
        for (const language of OTHERS) {
          const res = await postJson(app, '/api/v1/risk', { prompt: c.place, hazard: c.hazard, horizon, language }, OWNER);
          assert.equal(res.statusCode, 200, res.body);
          assert.equal(res.headers['content-language'], language);
          const a = res.json() as Answer;
          const p = a.riskInput.place;
          const wrong = judge(language, answerTexts(a, c.modelWords), [...usgsLabels(a), p.name, p.city, p.country]);
          assert.deepEqual(wrong, [], `${c.hazard} ${horizon} ${language}`);
          // Nothing judged too short to tell is left in English either.
          const englishTexts = new Set(answerTexts(english, c.modelWords).map(([, t]) => t));
          for (const [where, text] of answerTexts(a, c.modelWords))
            assert.ok(!englishTexts.has(text), `${c.hazard} ${horizon} ${language} ${where} is English: ${text}`);
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
    assert.equal(
      (await ask({ prompt: 'heat risk in Lagos' }, { 'accept-language': 'de' })).language,
      'en',
      'an English prompt answers in English',
    );
    assert.equal((await ask({ prompt: 'Lagos' }, { 'accept-language': 'zh-CN' })).language, 'en');
    const refused = await postJson(app, '/api/v1/risk', { prompt: 'Lagos', language: 'it' }, OWNER);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(
      refused.json().errors.map((e: { field: string }) => e.field),
      ['language'],
    );
  });

  test('problem details: title, detail and field messages in each language, field names as they are', async () => {
    const cases: [string, (l: Language) => Promise<{ statusCode: number; json(): unknown }>][] = [
      ['validation', (l) => postJson(app, '/api/v1/risk', { prompt: 'Lagos', horizon: '2w', decisionLens: 'holiday', language: l }, OWNER)],
      ['unknown field', (l) => postJson(app, '/api/v1/risk', { prompt: 'Lagos', horizn: '7d', language: l }, OWNER)],
      ['empty prompt', (l) => postJson(app, '/api/v1/risk', { prompt: '   ', language: l }, OWNER)],
      ['no place', (l) => postJson(app, '/api/v1/risk', { prompt: 'zzqx vvbn', language: l }, OWNER)],
      [
        'malformed JSON',
        (l) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/risk',
            payload: '{"prompt":',
            headers: { 'content-type': 'application/json', 'accept-language': l },
          }),
      ],
      [
        'not JSON',
        (l) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/risk',
            payload: 'prompt=Lagos',
            headers: { 'content-type': 'text/plain', 'accept-language': l },
          }),
      ],
      ['too large', (l) => postJson(app, '/api/v1/risk', { prompt: 'x'.repeat(70_000) }, { 'accept-language': l })],
      ['no route', (l) => app.inject({ url: '/api/v1/nothing-here', headers: { 'accept-language': l } })],
      ['bad owner token', (l) => app.inject({ url: '/api/v1/watches', headers: { authorization: 'Bearer nope', 'accept-language': l } })],
      [
        'bad API key',
        (l) => app.inject({ url: '/api/v1/watches', headers: { 'x-service-api-key': 'service_live_nope', 'accept-language': l } }),
      ],
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
        assert.deepEqual(
          p.errors.map((e) => e.field),
          en.errors.map((e) => e.field),
          `${name} ${language}: field names kept`,
        );
        const texts: [string, string][] = [
          ['title', p.title],
          ['detail', p.detail],
          ...p.errors.map((e, i): [string, string] => [`errors[${i}]`, e.message]),
        ];
        for (const [i, e] of p.errors.entries())
          assert.notEqual(e.message, en.errors[i]!.message, `${name} ${language}: errors[${i}] in English`);
        assert.deepEqual(judge(language, texts, []), [], `${name} ${language}`);
      }
    }
  });

  test('a hazard the sources do not cover: its reason in the breakdown in each language', async () => {
    // Heat is scored; FEWS NET does not monitor Japan, ViEWS does not forecast Greenland (a territory).
    for (const prompt of ['heat and food insecurity risk in Tokyo', 'heat and conflict risk in Nuuk, Greenland']) {
      const english = (await postJson(app, '/api/v1/risk', { prompt }, OWNER)).json() as Answer;
      const reasonOf = (a: Answer) => a.forecast.hazardBreakdown.find((b) => b.status === 'unavailable')?.reason ?? '';
      assert.match(reasonOf(english), /^not covered by the source: (FEWS NET|ViEWS)/, prompt);
      for (const language of OTHERS) {
        const res = await postJson(app, '/api/v1/risk', { prompt, language }, OWNER);
        assert.equal(res.statusCode, 200, res.body);
        const a = res.json() as Answer;
        const reason = reasonOf(a);
        assert.ok(reason && reason !== reasonOf(english), `${prompt} ${language}: ${reason}`);
        const p = a.riskInput.place;
        assert.deepEqual(
          judge(language, [['reason', reason]], [p.name, p.city, p.country, 'Japan', 'Greenland', 'GRL']),
          [],
          `${prompt} ${language}`,
        );
      }
    }
  });

  test("offline and pending: the 503s and each hazard's reason in each language", async (t) => {
    const offline = (await buildTestApp(t, { replay, overrides: { offline: true } })).app;
    // One weighted call a minute: every Open-Meteo call waits for its turn.
    const starved = (
      await buildTestApp(t, { replay, overrides: { sourceTimeoutMs: 2000, openMeteoLimitScope: 'all', openMeteoPerMinute: 1 } })
    ).app;
    const cases: [string, FastifyInstance, string, RegExp][] = [
      ['offline', offline, 'sources_unavailable', /offline mode: no call made/],
      [
        'pending',
        starved,
        'forecast_pending',
        /^Nothing could be scored yet; ask again in \d+ s\. Heat: waiting for the Open-Meteo budget: /,
      ],
    ];
    for (const [name, server, code, englishDetail] of cases) {
      const ask = (language: Language) => postJson(server, '/api/v1/risk', { prompt: 'Lagos', hazard: 'heat', language }, OWNER);
      const en = (await ask('en')).json() as Problem;
      assert.equal(en.code, code, JSON.stringify(en));
      assert.match(en.detail, englishDetail);
      for (const language of OTHERS) {
        const res = await ask(language);
        assert.equal(res.statusCode, 503, res.body);
        const p = res.json() as Problem;
        const texts: [string, string][] = [
          ['detail', p.detail],
          ...p.hazards.map((h, i): [string, string] => [`hazards[${i}].reason`, h.reason]),
        ];
        for (const [where, text] of texts)
          assert.ok(
            !en.detail.includes(text) && !en.hazards.some((h) => h.reason === text),
            `${name} ${language} ${where} is English: ${text}`,
          );
        assert.deepEqual(judge(language, texts, ['Lagos', 'Nigeria']), [], `${name} ${language}`);
      }
    }
  });

  test('a place nobody knows: the 422 says what was not found and the nearest names, in each language', async () => {
    const prompt = 'flood risk in Lagoz, Nigeria';
    const en = (await postJson(app, '/api/v1/risk', { prompt }, OWNER)).json() as NotFound;
    assert.equal(en.code, 'place_not_found');
    assert.equal(en.unknownPlace, 'Lagoz');
    assert.match(en.detail, /knows "Lagoz" in Nigeria\. Nearest known names: Lagos \(Lagos, Nigeria, 9,000,000 people\);/);
    const names = [en.unknownPlace, ...en.candidates.flatMap((c) => [c.name, c.country, ...(c.admin1 ? [c.admin1] : [])])];
    for (const language of OTHERS) {
      const res = await postJson(app, '/api/v1/risk', { prompt, language }, OWNER);
      assert.equal(res.statusCode, 422);
      const p = res.json() as NotFound;
      assert.deepEqual(p.candidates, en.candidates, 'the candidates as they are');
      assert.notEqual(p.detail, en.detail);
      for (const c of p.candidates) assert.ok(p.detail.includes(c.name), `${language}: ${c.name} named`);
      assert.match(p.detail, /9[.\s]000[.\s]000 /u, `${language}: the population in the language's digits`);
      assert.deepEqual(
        judge(
          language,
          [
            ['detail', p.detail],
            ['title', p.title],
          ],
          names,
        ),
        [],
        language,
      );
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
      assert.deepEqual(
        judge(
          language,
          [
            ['title', title],
            ['texts', detail],
          ],
          ['Lagos', 'Nigeria', 'Nigéria'],
        ),
        [],
        language,
      );
      assert.notEqual(asked.headers.etag, en.headers.etag);
    }
  });

  test('the MCP get_risk summary is said in the answer’s language', async () => {
    for (const language of OTHERS) {
      const res = await app.inject({
        method: 'POST',
        url: '/mcp',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...OWNER },
        payload: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'get_risk', arguments: { prompt: 'Lagos', hazard: 'heat', language } },
        }),
      });
      const result = (res.json() as { result: { content: { text: string }[]; structuredContent: Answer } }).result;
      const place = result.structuredContent.riskInput.place;
      assert.deepEqual(judge(language, [['summary', result.content[0]!.text]], [place.name]), [], language);
    }
  });
});
