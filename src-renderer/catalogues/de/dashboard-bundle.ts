// The de dashboard's i18next namespaces, one chunk (loaded when the dashboard switches to de): its words by view,
// each hazard's event criteria's names, the shared common words with the hazards' names, and the field errors' messages.
import { BUILT_IN_DASHBOARD_WORDS, BUILT_IN_HAZARD_NAMES } from '../../../src-server/hazards/hazard-names.js';
import { withHazardNames } from '../../../src-server/i18n/catalogues/hazard-sections.js';
import { common as sharedCommon } from '../../../src-server/i18n/catalogues/de/common.js';
import { fields } from '../../../src-server/i18n/catalogues/de/fields.js';
import { common } from './common.js';
import { risk } from './risk.js';
import { watches } from './watches.js';
import { settings } from './settings.js';
import { scoreboard } from './scoreboard.js';
import { portfolios } from './portfolios.js';

/** The event criteria's names: the shared fields' (./risk.ts) and each hazard's own (its folder's answer-words.ts). */
const criteria: Readonly<Record<string, string>> = {
  ...risk.event.criteria,
  ...Object.fromEntries(BUILT_IN_DASHBOARD_WORDS.flatMap((w) => Object.entries(w.events.de))),
};

export const dashboard = {
  ...common,
  ...risk,
  event: { ...risk.event, criteria },
  ...watches,
  ...settings,
  ...scoreboard,
  ...portfolios,
};

export const resources = { dashboard, common: withHazardNames('de', sharedCommon, BUILT_IN_HAZARD_NAMES), fields };
