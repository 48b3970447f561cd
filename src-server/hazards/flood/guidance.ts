// Flood guidance per tier and lens (Ready.gov "Floods", NWS "Turn Around Don't Drown", FEMA/NFIP, WHO; see docs/methodology/flood-storm-wildfire.md).
// The words, in every language, are in ./answer-words.ts (catalogue keys `guidance.flood`).
import { msg } from '../../i18n/message.js';
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';
import type { FloodEvent } from './event.js';

export const FLOOD_GUIDANCE: HazardGuidance = {
  ...catalogueGuidance('flood'),
  // A cell off the GloFAS river network (the event's `river: "absent"`): only heavy rain can flood it.
  situation: (event) =>
    (event as Partial<Pick<FloodEvent, 'river'>>).river === 'absent' ? { sentence: msg('guidance.flood.situation.noRiver') } : undefined,
};
