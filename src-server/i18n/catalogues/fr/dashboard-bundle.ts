// The fr dashboard's i18next namespaces, one chunk (loaded when the dashboard switches to fr).
import { BUILT_IN_HAZARD_NAMES } from '../../../hazards/hazard-names.js';
import { withHazardNames } from '../hazard-sections.js';
import { common } from './common.js';
import { dashboard } from './dashboard.js';
import { fields } from './fields.js';

export const resources = { dashboard, common: withHazardNames('fr', common, BUILT_IN_HAZARD_NAMES), fields };
