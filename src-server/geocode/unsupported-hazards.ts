// Hazards people ask about that Hazardcast does not forecast (tsunami, volcano, landslide, avalanche): found in the
// prompt so the answer can say so plainly beside the nearest hazard it does answer (docs/api-decisions.md "Hazards we
// do not forecast"). Words are folded (lowercase, no diacritics), per language; pure.
import { UNSUPPORTED_HAZARDS, type Language, type UnsupportedHazard } from '../contracts/enums.js';

export { UNSUPPORTED_HAZARDS, type UnsupportedHazard };

/**
 * The hazard each is answered with: what causes most tsunamis (earthquake shaking), what a volcano's unrest shakes
 * (earthquake), what sets off most landslides (heavy rain and flooding), the storms that load snowpacks (storm).
 */
export const NEAREST_HAZARD: Readonly<Record<UnsupportedHazard, string>> = {
  tsunami: 'earthquake',
  volcano: 'earthquake',
  landslide: 'flood',
  avalanche: 'storm',
};

const WORDS: Readonly<Record<Language, Readonly<Record<UnsupportedHazard, readonly string[]>>>> = {
  en: {
    tsunami: ['tsunami', 'tsunamis', 'tidal wave', 'tidal waves'],
    volcano: ['volcano', 'volcanoes', 'volcanos', 'volcanic', 'eruption', 'eruptions', 'lava', 'ashfall', 'ash fall'],
    landslide: ['landslide', 'landslides', 'mudslide', 'mudslides', 'rockfall', 'rockfalls', 'debris flow', 'debris flows'],
    avalanche: ['avalanche', 'avalanches'],
  },
  es: {
    tsunami: ['tsunami', 'tsunamis', 'maremoto', 'maremotos'],
    volcano: ['volcan', 'volcanes', 'volcanica', 'volcanico', 'erupcion', 'erupciones', 'lava'],
    landslide: ['deslizamiento', 'deslizamientos', 'derrumbe', 'derrumbes', 'corrimiento de tierra', 'alud de lodo'],
    avalanche: ['avalancha', 'avalanchas', 'alud', 'aludes'],
  },
  fr: {
    tsunami: ['tsunami', 'tsunamis', 'raz de maree'],
    volcano: ['volcan', 'volcans', 'volcanique', 'eruption', 'eruptions', 'lave'],
    landslide: ['glissement de terrain', 'glissements de terrain', 'coulee de boue', 'coulees de boue', 'eboulement', 'eboulements'],
    avalanche: ['avalanche', 'avalanches'],
  },
  pt: {
    tsunami: ['tsunami', 'tsunamis', 'maremoto', 'maremotos'],
    volcano: ['vulcao', 'vulcoes', 'vulcanica', 'vulcanico', 'erupcao', 'erupcoes', 'lava'],
    landslide: ['deslizamento', 'deslizamentos', 'deslizamento de terra', 'desmoronamento', 'desmoronamentos'],
    avalanche: ['avalanche', 'avalanches'],
  },
  de: {
    tsunami: ['tsunami', 'tsunamis', 'flutwelle', 'flutwellen'],
    volcano: ['vulkan', 'vulkane', 'vulkanisch', 'vulkanausbruch', 'vulkanausbruche', 'lava'],
    landslide: ['erdrutsch', 'erdrutsche', 'hangrutschung', 'hangrutschungen', 'murgang', 'murgange', 'felssturz'],
    avalanche: ['lawine', 'lawinen'],
  },
};

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One expression per language and hazard, whole words only, made once. */
const MATCHERS = Object.fromEntries(
  Object.entries(WORDS).map(([language, byHazard]) => [
    language,
    UNSUPPORTED_HAZARDS.map((h) => [h, new RegExp(`(?:^|[^a-z0-9])(?:${byHazard[h].map(escape).join('|')})(?![a-z0-9])`)] as const),
  ]),
) as unknown as Record<Language, readonly (readonly [UnsupportedHazard, RegExp])[]>;

/**
 * The hazards we do not forecast that a folded prompt names, in the prompt's language and in English (people write
 * "tsunami" in every language), in the order of UNSUPPORTED_HAZARDS.
 */
export function findUnsupportedHazards(folded: string, language: Language): UnsupportedHazard[] {
  const languages: Language[] = language === 'en' ? ['en'] : [language, 'en'];
  return UNSUPPORTED_HAZARDS.filter((h) => languages.some((l) => MATCHERS[l].some(([k, re]) => k === h && re.test(folded))));
}
