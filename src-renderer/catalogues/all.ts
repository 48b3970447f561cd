// Every language's dashboard resources at once, for the tests (the renderer loads one language at a time).
import type { Language } from '../../src-server/contracts/enums.js';
import type { DashboardResources } from './resources.js';
import { resources as de } from './de/dashboard-bundle.js';
import { resources as en } from './en/dashboard-bundle.js';
import { resources as es } from './es/dashboard-bundle.js';
import { resources as fr } from './fr/dashboard-bundle.js';
import { resources as pt } from './pt/dashboard-bundle.js';

export const DASHBOARD_RESOURCES: Record<Language, DashboardResources> = { en, es, fr, pt, de };
