// The hazards' answer words live in each hazard's folder (hazards/<id>/answer-words.ts, advice-words.ts), ride on its
// definition (`words`) and are composed by the registry (HazardRegistry.words); the answer catalogues are built from
// that list and land each hazard's words under the keys callers use (common.hazard, guidance, the model section).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES } from '../../../src-server/contracts/enums.js';
import { BUILT_IN_DASHBOARD_WORDS, BUILT_IN_HAZARD_NAMES } from '../../../src-server/hazards/hazard-names.js';
import { BUILT_IN_REGISTRY, createRegistry, HAZARD_DEFINITIONS } from '../../../src-server/hazards/registry.js';
import { answerResources } from '../../../src-server/i18n/catalogues/index.js';
import { english as sharedEnglish } from '../../../src-server/i18n/english.js';
import { msg } from '../../../src-server/i18n/message.js';
import { createTranslator } from '../../../src-server/i18n/translator.js';
import { english, hasText, text } from '../../../src-server/risk/translate.js';
import { ANSWER_RESOURCES } from '../../helpers/built-in.js';

test("the registry's words are its hazards', in its order; English names are the labels; the dashboard's names are the registry's", () => {
  assert.deepEqual(
    BUILT_IN_REGISTRY.words.map((w) => w.hazard),
    BUILT_IN_REGISTRY.ids,
  );
  for (const w of BUILT_IN_REGISTRY.words) {
    assert.equal(w.names.en.name, BUILT_IN_REGISTRY.label(w.hazard));
    assert.equal(w.answer.hazard, w.hazard);
    assert.equal(w.advice.hazard, w.hazard);
  }
  // The renderer bundles hazard-names.ts (it cannot load the registry): the same names and event words, the same order.
  assert.deepEqual(
    BUILT_IN_DASHBOARD_WORDS,
    BUILT_IN_REGISTRY.words.map(({ hazard, names, events }) => ({ hazard, names, events })),
  );
  assert.deepEqual(
    BUILT_IN_HAZARD_NAMES,
    BUILT_IN_REGISTRY.words.map((w) => w.names),
  );
});

test("each hazard names its event's own criteria in every language, and hazards sharing a criterion word it alike", () => {
  const said = new Map<string, string>();
  for (const w of BUILT_IN_REGISTRY.words) {
    const fields = Object.keys(BUILT_IN_REGISTRY.get(w.hazard).event.shape);
    const keys = Object.keys(w.events.en);
    assert.ok(keys.length > 0, `${w.hazard} names no criterion`);
    for (const key of keys) assert.ok(fields.includes(key), `${w.hazard}: ${key} is not a field of its event`);
    for (const language of LANGUAGES) {
      assert.deepEqual(Object.keys(w.events[language]), keys, `${w.hazard} ${language}`);
      for (const [key, words] of Object.entries(w.events[language])) {
        const before = said.get(`${language}.${key}`);
        if (before !== undefined) assert.equal(words, before, `${language} ${key}: ${w.hazard} words it otherwise`);
        said.set(`${language}.${key}`, words);
      }
    }
  }
});

test("each language finds every hazard's name, guidance and model section in its own catalogue", () => {
  for (const language of LANGUAGES) {
    const resources = ANSWER_RESOURCES[language] as Record<string, unknown>;
    for (const w of BUILT_IN_REGISTRY.words) {
      assert.ok(hasText(language, `common.hazard.${w.hazard}`), `${language} ${w.hazard} name`);
      assert.ok(hasText(language, `guidance.${w.hazard}.core`), `${language} ${w.hazard} guidance`);
      assert.ok(hasText(language, `guidance.${w.hazard}.now.act`), `${language} ${w.hazard} advice`);
      assert.equal(resources[w.answer.modelSection], w.answer[language].model, `${language} ${w.answer.modelSection}`);
      const own = w.names[language].risk;
      if (own !== undefined) assert.equal(text(language, `common.risk.${w.hazard}`), own);
    }
  }
});

test("a registry's catalogues hold exactly its hazards' words: one left out is absent, the others unchanged", () => {
  const noFlood = createRegistry(HAZARD_DEFINITIONS.filter((d) => d.id !== 'flood'));
  const resources = answerResources(noFlood.words) as Record<string, { hazard?: object } & Record<string, unknown>>;
  const all = ANSWER_RESOURCES as Record<string, Record<string, unknown>>;
  for (const language of LANGUAGES) {
    const r = resources[language]!;
    assert.equal((r.common as { hazard: Record<string, string> }).hazard.flood, undefined);
    assert.equal((r.guidance as Record<string, unknown>).flood, undefined);
    assert.equal(r.flood, undefined, 'no flood model section');
    assert.deepEqual((r.guidance as Record<string, unknown>).wildfire, (all[language]!.guidance as Record<string, unknown>).wildfire);
  }
  // With no hazards at all: the shared sections alone, the same as the full catalogue's.
  const none = answerResources([]).en as Record<string, unknown>;
  assert.deepEqual(none.errors, all.en!.errors);
  assert.deepEqual(none.sources, all.en!.sources);
  assert.deepEqual((none.common as { hazard: object }).hazard, {});
});

test("a definition's words must be its own hazard's", () => {
  const [earthquake, flood] = HAZARD_DEFINITIONS;
  assert.throws(() => createRegistry([{ ...flood!, words: earthquake!.words }]), /flood: its words are earthquake's/);
});

test("an error's English names a hazard as the answers do (i18n/english.ts takes the answers' English once translate.ts loads)", () => {
  const m = msg('errors.details.noneScored', { reasons: { seq: [msg('common.hazard.earthquake'), 'offline'], join: 'and' } });
  assert.equal(sharedEnglish(m), english(m));
  assert.match(sharedEnglish(m), /Earthquake/);
});

test('the shared sections alone (english.ts before translate.ts loads) say every error and source failure as the answers do', () => {
  const sharedOnly = createTranslator(answerResources([]));
  const flat = (o: object, prefix: string): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}.${k}`] : flat(v as object, `${prefix}.${k}`)));
  const en = ANSWER_RESOURCES.en as { errors: object; sources: object };
  const keys = [...flat(en.errors, 'errors'), ...flat(en.sources, 'sources')];
  assert.ok(keys.length > 100);
  for (const key of keys) {
    const m = msg(key, { source: 'Open-Meteo', field: 'prompt', status: 503, seconds: 30, hazard: 'flood', n: 2 });
    assert.equal(sharedOnly.english(m), english(m), key);
  }
});
