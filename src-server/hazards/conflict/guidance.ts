// Conflict guidance: national travel advisories (US State Dept. levels, UK FCDO), ICRC, UN OCHA, ACLED, the
// UN Global Compact/PRI and OECD conflict-area due-diligence guidance (docs/methodology.md, "Guidance").
import type { HazardGuidance } from '../types.js';

export const CONFLICT_GUIDANCE: HazardGuidance = {
  core: "Follow your government's travel advice for the country (e.g. UK FCDO, US State Department) and local authorities' instructions, avoid demonstrations and crowds, and keep identity documents and an exit route ready.",
  byLevel: {
    low: 'ViEWS expects little or no state-based fighting in the country; normal precautions apply, but check the latest travel advisory before committing.',
    moderate:
      'Fighting is possible in the country: exercise increased caution, read the current travel advisory for the regions you need, and keep a list of emergency contacts and your embassy.',
    high: 'Armed conflict with battle deaths is expected in the country: reconsider non-essential travel or moves, plan how you would leave (routes, documents, cash, fuel) and agree check-in times with family or staff.',
    severe:
      'This matches a humanitarian crisis: advisories at this level usually say do not travel; if you are there, follow UN OCHA and ICRC updates, prepare to shelter or evacuate at short notice, and keep supplies for several days.',
  },
  byLens: {
    'community-planning':
      'Map where displaced people may arrive and which services (water, health, schools) they will need, and coordinate with the UN OCHA cluster system and local civil protection.',
    'family-relocation':
      'Before moving, read the official travel advice by region, check access to schools and hospitals that stay open during unrest, and keep passports and residence papers current.',
    'business-setup':
      'Run conflict-sensitive due diligence (UN Global Compact/PRI guidance; OECD guidance for conflict-affected and high-risk areas): staff security plans, evacuation insurance and supplier checks.',
    travel:
      'Check the current advisory level for your exact route, register with your embassy, buy insurance that covers this country, and avoid travel after dark and near borders or military sites.',
    investment:
      'Price political-violence risk in: look at ACLED event trends, political-risk insurance (e.g. MIGA) and the exposure of assets and supply chains to sanctions and disruption.',
  },
};
