// Earthquake guidance: Ready.gov "Earthquakes", FEMA P-530, FEMA QuakeSmart, ShakeAlert (docs/methodology.md, "Guidance").
import type { HazardGuidance } from '../types.js';

export const EARTHQUAKE_GUIDANCE: HazardGuidance = {
  core: 'If the ground shakes: Drop, Cover, and Hold On until it stops; stay away from windows and do not run outside (Ready.gov).',
  byLevel: {
    low: 'Strong shaking (MMI VI or more) is unlikely here in this window; keep basic preparedness: secure heavy furniture and know where to shelter.',
    moderate:
      'Strong shaking is a real possibility in this window: secure tall furniture, water heaters and shelves to walls, and keep a 3-day kit with water, food, torch and first aid (FEMA P-530).',
    high: 'Plan for strong shaking: check that buildings you rely on meet current seismic codes and agree a family or staff reunion point.',
    severe:
      'Damaging earthquakes are likely here: confirm structural retrofits, store at least 3 days of supplies per person and sign up for local early-warning alerts where available (e.g. ShakeAlert).',
  },
  byLens: {
    'community-planning':
      'Prioritise inspection and retrofit of schools, hospitals and unreinforced masonry, and exercise the emergency plan (e.g. a ShakeOut drill).',
    'family-relocation':
      'Before choosing a home, ask for its construction year and seismic retrofits, and check whether the area is mapped for liquefaction or landslides.',
    'business-setup':
      'Anchor racks and equipment, back up data off-site and write a continuity plan that assumes days without power or road access (FEMA QuakeSmart).',
    travel: 'Note the emergency exits where you stay, keep shoes and a torch by the bed, and follow local authorities and your embassy after a quake.',
    investment:
      'Price seismic exposure in: require structural assessments, check earthquake insurance availability and deductibles, and favour post-code-era buildings.',
  },
};
