// How a language's dashboard chunk is put together (each ./<language>/dashboard-bundle.ts calls it with its own
// files, so that each language stays a chunk of its own): its words by view, the event criteria's names (the shared
// fields' in its risk.ts and each hazard's own, from its folder's answer-words.ts), the shared common words with the
// hazards' names, and the field errors' messages.
import type { Language } from '../../src-server/contracts/enums.js';
import { BUILT_IN_DASHBOARD_WORDS, BUILT_IN_HAZARD_NAMES } from '../../src-server/hazards/hazard-names.js';
import { withHazardNames } from '../../src-server/i18n/catalogues/hazard-sections.js';

interface Views<R extends { event: { criteria: Readonly<Record<string, string>> } }> {
  common: object;
  risk: R;
  watches: object;
  settings: object;
  scoreboard: object;
  portfolios: object;
}

export function dashboardBundle<R extends { event: { criteria: Readonly<Record<string, string>> } }, C extends { risk: object }, F>(
  language: Language,
  views: Views<R>,
  sharedCommon: C,
  fields: F,
) {
  const criteria: Readonly<Record<string, string>> = {
    ...views.risk.event.criteria,
    ...Object.fromEntries(BUILT_IN_DASHBOARD_WORDS.flatMap((w) => Object.entries(w.events[language]))),
  };
  const dashboard = {
    ...views.common,
    ...views.risk,
    event: { ...views.risk.event, criteria },
    ...views.watches,
    ...views.settings,
    ...views.scoreboard,
    ...views.portfolios,
  };
  return { dashboard, common: withHazardNames(language, sharedCommon, BUILT_IN_HAZARD_NAMES), fields };
}
