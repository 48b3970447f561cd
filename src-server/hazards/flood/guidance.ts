// Flood guidance per level and lens (Ready.gov "Floods", NWS "Turn Around Don't Drown", FEMA/NFIP, WHO; see docs/methodology.md).
import type { HazardGuidance } from '../types.js';
import type { FloodEvent } from './event.js';

export const FLOOD_GUIDANCE: HazardGuidance = {
  core: 'Never walk or drive through flood water: 15 cm (6 in) of moving water can knock you down and 30 cm (1 ft) can sweep a car away; turn around, don\'t drown (NWS, Ready.gov).',
  byLevel: {
    low: 'A flood is unlikely in this window; know whether you are in a mapped flood zone and how local flood warnings reach you.',
    moderate: 'Sign up for flood alerts, keep a go-bag with documents, medicines and a torch, and move valuables and electrics above the ground floor (Ready.gov).',
    high: 'Prepare to leave: plan a route to higher ground that avoids low crossings, clear drains and gutters, and have sandbags or flood barriers ready for doors.',
    severe: 'Flooding is likely: move people, vehicles and critical stock to higher ground now, switch off electricity at the main if water may enter, and evacuate when authorities say so.',
  },
  byLens: {
    'community-planning': 'Check that warnings reach people in low-lying and informal settlements, pre-position pumps and shelters, and keep drains and retention basins clear before the rains.',
    'family-relocation': 'Before choosing a home, check its flood-zone map, ask neighbours how high past floods reached, and prefer raised ground floors with no basement bedrooms.',
    'business-setup': 'Raise stock, servers and electrical panels above the recorded flood height, back up records off-site and line up flood cover early (NFIP policies start after a 30-day wait in the US).',
    travel: 'Avoid low-lying riverside and coastal lodging in the rainy season, check road closures before driving, and never cross a flooded road or bridge.',
    investment: 'Price flood exposure in: check return-period flood maps and insurance availability, prefer sites above the 100-year flood level, and budget for drainage and flood-proofing.',
  },
  // A cell off the GloFAS river network (the event's `river: "absent"`): only heavy rain can flood it.
  situation: (event) =>
    (event as FloodEvent).river === 'absent'
      ? {
          sentence:
            "No river runs through this place's cell of the GloFAS river network, so river flooding cannot reach it; what can flood it is heavy rain that drains and low ground cannot take, so know which streets, underpasses and basements pond and keep drains and gutters clear.",
        }
      : undefined,
};
