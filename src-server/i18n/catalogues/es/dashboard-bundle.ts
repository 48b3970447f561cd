// The es dashboard's i18next namespaces, one chunk (loaded when the dashboard switches to es).
import { common } from './common.js';
import { dashboard } from './dashboard.js';
import { fields } from './fields.js';

export const resources = { dashboard, common, fields };
