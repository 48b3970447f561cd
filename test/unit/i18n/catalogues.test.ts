// The answer catalogues: every language has every English key with the same placeholders, English agrees with the
// registry and the error catalogue, and every sentence of es, fr, pt and de is in that language (eld, sentence by
// sentence, placeholders filled with numbers and a place name).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LANGUAGES, type Language } from '../../../src-server/contracts/enums.js';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';
import { DASHBOARD_RESOURCES } from '../../../src-renderer/catalogues/all.js';
import { ANSWER_RESOURCES } from '../../helpers/built-in.js';
import { CHANNEL_TARGET_RULES } from '../../../src-server/contracts/channel-rules.js';
import { ERROR_CATALOGUE } from '../../../src-server/shared/error-catalogue.js';
import { notIn } from '../../helpers/language-judge.js';

/** Every string of a catalogue, by its dotted key. */
function flatten(o: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(o)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v as object, key)) out.set(kk, vv);
  }
  return out;
}
/** Placeholders and the tags the dashboard's Trans components fill ("<p>", "<flag/>"). */
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}|<\/?\w+\/?>/g)].map((m) => m[0]).sort();
const fill = (text: string) =>
  text.replace(/<\/?\w+\/?>/g, ' ').replace(/\{\{(\w+)\}\}/g, (_m, name: string) => (name === 'place' || name === 'label' ? 'Lima' : '12'));

const EN = flatten(ANSWER_RESOURCES.en);
const OTHERS = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
/** The dashboard's catalogue (its own words and the field errors'; the common words are the answers'). */
const dashboardOf = (l: Language) => flatten({ dashboard: DASHBOARD_RESOURCES[l].dashboard, fields: DASHBOARD_RESOURCES[l].fields });
const EN_DASHBOARD = dashboardOf('en');

describe('answer catalogues', () => {
  test('English names the hazards as the registry does, and titles the errors as the error catalogue does', () => {
    for (const { id, label } of BUILT_IN_REGISTRY.definitions) assert.equal(EN.get(`common.hazard.${id}`), label);
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      assert.equal(EN.get(`errors.codes.${code}.title`), entry.title, code);
      assert.equal(EN.get(`errors.codes.${code}.explanation`), entry.explanation, code);
    }
  });

  for (const language of OTHERS) {
    test(`${language}: every English key, with the same placeholders`, () => {
      const own = flatten(ANSWER_RESOURCES[language]);
      for (const [key, english] of EN) {
        const text = own.get(key);
        assert.ok(text !== undefined, `${language} lacks ${key}`);
        assert.deepEqual(placeholders(text), placeholders(english), `${language} ${key}: ${text}`);
      }
      // Extra keys are the language's own wordings of "<hazard> risk" only.
      for (const key of own.keys()) if (!EN.has(key)) assert.match(key, /^common\.risk\./, `${language} has an unknown key ${key}`);
    });

    test(`${language}: every sentence is in ${language}`, () => {
      const own = flatten(ANSWER_RESOURCES[language]);
      const wrong: string[] = [];
      for (const [key, text] of own) {
        if (key.startsWith('common.join.')) continue;
        for (const v of notIn(language, fill(text))) wrong.push(`${key} (${v.detected}): ${v.sentence}`);
      }
      assert.deepEqual(wrong, []);
    });

    test(`${language}: the dashboard has every English key, with the same placeholders, and says every sentence in ${language}`, () => {
      const own = dashboardOf(language);
      const wrong: string[] = [];
      for (const [key, english] of EN_DASHBOARD) {
        const text = own.get(key);
        assert.ok(text !== undefined, `${language} lacks ${key}`);
        assert.deepEqual(placeholders(text), placeholders(english), `${language} ${key}: ${text}`);
        for (const v of notIn(language, fill(text))) wrong.push(`${key} (${v.detected}): ${v.sentence}`);
      }
      assert.deepEqual(
        [...own.keys()].filter((k) => !EN_DASHBOARD.has(k)),
        [],
      );
      assert.deepEqual(wrong, []);
    });
  }

  test("English channel-target rules are the contracts' own messages (the dashboard shows them, the server matches them)", () => {
    for (const [type, rule] of Object.entries(CHANNEL_TARGET_RULES))
      assert.equal(EN.get(`errors.fields.${type}`)?.replace('{{target}}', 'local'), rule.message);
  });
});
