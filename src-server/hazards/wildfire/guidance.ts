// Wildfire guidance per tier and lens (Ready.gov "Wildfires", NFPA Firewise, IAFC "Ready, Set, Go!", US EPA/AirNow smoke advice).
// The words, in every language, are in ./answer-words.ts (catalogue keys `guidance.wildfire`).
import { msg } from '../../i18n/message.js';
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';
import type { WildfireEvent } from './event.js';
import { FIRE_SEASON } from './fire-season.js';

const SITUATION = 'guidance.wildfire.situation';

export const WILDFIRE_GUIDANCE: HazardGuidance = {
  ...catalogueGuidance('wildfire'),
  // No fuel (hyper-arid), or no fire season yet (snow on the ground, or winter before three warm days): the event says so.
  situation: (event, tier) => {
    const e = event as Partial<Pick<WildfireEvent, 'burnable' | 'fireSeason'>>;
    if (e.burnable === false) return { sentence: msg(`${SITUATION}.noFuel`), replacesAction: true };
    if (e.fireSeason !== 'snow' && e.fireSeason !== 'dormant') return undefined;
    if (tier !== 'aware') return { sentence: msg(`${SITUATION}.starting`) };
    return {
      sentence: e.fireSeason === 'snow' ? msg(`${SITUATION}.snow`) : msg(`${SITUATION}.dormant`, { startC: FIRE_SEASON.startAboveC }),
      replacesAction: true,
    };
  },
};
