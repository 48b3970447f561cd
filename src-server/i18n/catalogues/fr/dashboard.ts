// placeholder until translated
import type { dashboard as en } from '../en/dashboard.js';
import type { Catalogue } from '../types.js';
import { dashboard as english } from '../en/dashboard.js';

export const dashboard: Catalogue<typeof en> = english;
