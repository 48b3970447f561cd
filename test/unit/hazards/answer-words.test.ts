// Each built-in hazard's answer words (hazards/<id>/answer-words.ts) are collected for exactly the registry's hazards,
// in its order, and land in the catalogues under the keys callers use (common.hazard, guidance, the model section).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES } from '../../../src-server/contracts/enums.js';
import { BUILT_IN_ANSWER_WORDS } from '../../../src-server/hazards/answer-words.js';
import { BUILT_IN_HAZARD_NAMES } from '../../../src-server/hazards/hazard-names.js';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';
import { ANSWER_RESOURCES } from '../../../src-server/i18n/catalogues/index.js';
import { hasText, text } from '../../../src-server/i18n/translate.js';

test("the answer words and names are the registry's hazards, in its order, English names its labels", () => {
  assert.deepEqual(
    BUILT_IN_ANSWER_WORDS.map((w) => w.hazard),
    BUILT_IN_REGISTRY.ids,
  );
  assert.deepEqual(
    BUILT_IN_HAZARD_NAMES.map((n) => n.hazard),
    BUILT_IN_REGISTRY.ids,
  );
  for (const n of BUILT_IN_HAZARD_NAMES) assert.equal(n.en.name, BUILT_IN_REGISTRY.label(n.hazard));
});

test("each language finds every hazard's name, guidance and model section in its own catalogue", () => {
  for (const language of LANGUAGES) {
    const resources = ANSWER_RESOURCES[language] as Record<string, unknown>;
    for (const w of BUILT_IN_ANSWER_WORDS) {
      assert.ok(hasText(language, `common.hazard.${w.hazard}`), `${language} ${w.hazard} name`);
      assert.ok(hasText(language, `guidance.${w.hazard}.core`), `${language} ${w.hazard} guidance`);
      assert.equal(resources[w.modelSection], w[language].model, `${language} ${w.modelSection}`);
    }
    for (const n of BUILT_IN_HAZARD_NAMES) {
      const own = n[language].risk;
      if (own !== undefined) assert.equal(text(language, `common.risk.${n.hazard}`), own);
    }
  }
});
