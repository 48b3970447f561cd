// Compiled sentence templates (risk/translate.ts text): every key of every language's answer catalogue says exactly what
// i18next says for it, with every value given, with one left out, with a key a language lacks (English's), with a key
// found nowhere (the default value, else the key), and the values put in as they are (no nesting, no interpolation).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LANGUAGES } from '../../../src-server/contracts/enums.js';
import { ANSWER_RESOURCES } from '../../helpers/built-in.js';
import { text, viaI18next } from '../../../src-server/risk/translate.js';

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
const KEYS = [...new Set(LANGUAGES.flatMap((l) => [...flatten(ANSWER_RESOURCES[l]).keys()]))];
const names = (s: string) => [...new Set([...s.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim()))];

describe('sentence templates', () => {
  test('every key of every language, every value given: the same text as i18next', () => {
    let compared = 0;
    for (const language of LANGUAGES) {
      const own = flatten(ANSWER_RESOURCES[language]);
      const en = flatten(ANSWER_RESOURCES.en);
      for (const key of KEYS) {
        const raw = own.get(key) ?? en.get(key) ?? '';
        // Values that would trip a naive templater: placeholders, nesting and dollar signs of their own; `count` a number.
        const values = Object.fromEntries(
          names(raw).map((n, i) => [n, n === 'count' ? '2' : `‹${n} {{x}} $t(common.notAvailable) $& ${i}›`]),
        );
        assert.equal(text(language, key, values), viaI18next(language, key, values), `${language} ${key}`);
        // Twice: the second from the compiled template.
        assert.equal(text(language, key, values), viaI18next(language, key, values), `${language} ${key} (kept)`);
        compared++;
      }
    }
    assert.ok(compared > 2000, `${compared} sentences compared`);
  });

  test('a value left out, a key found nowhere, a default value, a list of keys: as i18next says them', () => {
    const withPlaceholders = KEYS.filter((k) => names(flatten(ANSWER_RESOURCES.en).get(k) ?? '').length > 0).slice(0, 50);
    assert.ok(withPlaceholders.length > 0);
    for (const language of LANGUAGES) {
      for (const key of withPlaceholders) assert.equal(text(language, key, {}), viaI18next(language, key, {}), `${language} ${key}`);
      assert.equal(text(language, 'no.such.key'), viaI18next(language, 'no.such.key', {}));
      assert.equal(text(language, 'no.such.key', {}, 'Default {{x}}'), viaI18next(language, 'no.such.key', {}, 'Default {{x}}'));
      assert.equal(
        text(language, ['no.such.key', 'common.notAvailable']),
        viaI18next(language, ['no.such.key', 'common.notAvailable'], {}),
      );
    }
  });
});
