// The dashboard's i18next resources: its own words (by view, ./<language>/), the shared common words with the hazards'
// names and the field errors' messages (the channel-target rules), both from the answers' catalogues in src-server.
// English is in the first chunk; each other language is a chunk of its own, loaded when the dashboard switches to it.
// Zod-free and Node-free.
import type { Language } from '../../src-server/contracts/enums.js';
import { resources as english } from './en/dashboard-bundle.js';

export const DASHBOARD_NAMESPACES = ['dashboard', 'common', 'fields'] as const;
export type DashboardResources = Record<(typeof DASHBOARD_NAMESPACES)[number], object>;

export const ENGLISH_DASHBOARD: DashboardResources = english;

export const DASHBOARD_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<DashboardResources>> = {
  es: () => import('./es/dashboard-bundle.js').then((m) => m.resources),
  fr: () => import('./fr/dashboard-bundle.js').then((m) => m.resources),
  pt: () => import('./pt/dashboard-bundle.js').then((m) => m.resources),
  de: () => import('./de/dashboard-bundle.js').then((m) => m.resources),
};

/** The language names the switch shows, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', pt: 'Português', de: 'Deutsch' };
