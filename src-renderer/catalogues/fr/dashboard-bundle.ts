// The fr dashboard's i18next namespaces, one chunk (loaded when the dashboard switches to fr): ../bundle.ts.
import { common as sharedCommon } from '../../../src-server/i18n/catalogues/fr/common.js';
import { fields } from '../../../src-server/i18n/catalogues/fr/fields.js';
import { dashboardBundle } from '../bundle.js';
import { common } from './common.js';
import { portfolios } from './portfolios.js';
import { risk } from './risk.js';
import { scoreboard } from './scoreboard.js';
import { settings } from './settings.js';
import { watches } from './watches.js';

export const resources = dashboardBundle('fr', { common, risk, watches, settings, scoreboard, portfolios }, sharedCommon, fields);
