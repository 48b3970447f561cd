// Wildfire guidance per level and lens (Ready.gov "Wildfires", NFPA Firewise, IAFC "Ready, Set, Go!", US EPA/AirNow smoke advice).
import type { HazardGuidance } from '../types.js';
import type { WildfireEvent } from './event.js';
import { FIRE_SEASON } from './fire-season.js';

export const WILDFIRE_GUIDANCE: HazardGuidance = {
  core: 'If told to evacuate, leave immediately by the route officials give; do not wait to see the fire, and keep an N95 mask for smoke (Ready.gov, IAFC "Ready, Set, Go!").',
  byLevel: {
    low: 'Fire weather is unlikely to be critical in this window; keep the 1.5 m (5 ft) around buildings clear of dry leaves, mulch and firewood (NFPA Firewise).',
    moderate: 'Check local fire bans before any outdoor burning or machinery use, pack a go-bag, and know two ways out of your neighbourhood.',
    high: 'Critical fire weather is possible: clean gutters and roofs of debris, keep 30 m (100 ft) of lean, green defensible space where allowed, and keep your car fuelled and facing out.',
    severe: 'Fires are likely nearby: be ready to leave at short notice, move vulnerable people out early, close windows and vents against embers and smoke, and follow evacuation orders at once.',
  },
  byLens: {
    'community-planning': 'Maintain fuel breaks and evacuation routes, test warning systems and clean-air shelters, and plan transport for people without cars.',
    'family-relocation': 'Check whether the home lies in a wildland-urban interface zone, how many roads lead out, and whether its roof, vents and siding are ember-resistant.',
    'business-setup': 'Keep defensible space around premises, store fuels and flammables safely, plan for smoke closures and outdoor-work limits, and protect staff with N95 masks.',
    travel: 'Check fire and smoke maps before hiking or camping, respect park closures and fire bans, and know how to leave the area quickly.',
    investment: 'Price wildfire exposure in: insurance availability is shrinking in high-risk zones; favour ember-resistant construction and sites with defensible space and good access.',
  },
  // No fuel (hyper-arid), or no fire season yet (snow on the ground, or winter before three warm days): the event says so.
  situation: (event, level) => {
    const e = event as WildfireEvent;
    if (e.burnable === false) {
      return {
        sentence: 'There is no burnable vegetation here (a hyper-arid place), so a wildfire cannot start at the place itself; smoke from fires elsewhere can still arrive, so follow air-quality alerts when fires burn upwind.',
        replacesLevel: true,
      };
    }
    if (e.fireSeason !== 'snow' && e.fireSeason !== 'dormant') return undefined;
    if (level !== 'low') {
      return { sentence: 'The fire season is starting here: warm, dry days ahead end the winter pause, and dead grass and litter left by the winter dry within days.' };
    }
    return {
      sentence:
        e.fireSeason === 'snow'
          ? 'Snow covers the ground, so the fire season has not started here and no fire danger is rated; check again once the snow has melted, when dead grass and litter can dry within days.'
          : `The fire season has not started here (winter: the danger is rated from the third day in a row above ${FIRE_SEASON.startAboveC} °C); check again when the weather warms, when dead grass and litter can dry within days.`,
      replacesLevel: true,
    };
  },
};
