// The dashboard's i18next resources: its own words, the shared common words and the field errors' messages (the
// channel-target rules), for every language. Zod-free and Node-free: the renderer bundles it.
import type { Language } from '../../contracts/enums.js';
import { common as deCommon } from './de/common.js';
import { dashboard as deDashboard } from './de/dashboard.js';
import { fields as deFields } from './de/fields.js';
import { common as enCommon } from './en/common.js';
import { dashboard as enDashboard } from './en/dashboard.js';
import { fields as enFields } from './en/fields.js';
import { common as esCommon } from './es/common.js';
import { dashboard as esDashboard } from './es/dashboard.js';
import { fields as esFields } from './es/fields.js';
import { common as frCommon } from './fr/common.js';
import { dashboard as frDashboard } from './fr/dashboard.js';
import { fields as frFields } from './fr/fields.js';
import { common as ptCommon } from './pt/common.js';
import { dashboard as ptDashboard } from './pt/dashboard.js';
import { fields as ptFields } from './pt/fields.js';

export const DASHBOARD_NAMESPACES = ['dashboard', 'common', 'fields'] as const;

export const DASHBOARD_RESOURCES: Record<Language, Record<(typeof DASHBOARD_NAMESPACES)[number], object>> = {
  en: { dashboard: enDashboard, common: enCommon, fields: enFields },
  es: { dashboard: esDashboard, common: esCommon, fields: esFields },
  fr: { dashboard: frDashboard, common: frCommon, fields: frFields },
  pt: { dashboard: ptDashboard, common: ptCommon, fields: ptFields },
  de: { dashboard: deDashboard, common: deCommon, fields: deFields },
};

/** The language names the switch shows, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', pt: 'Português', de: 'Deutsch' };
