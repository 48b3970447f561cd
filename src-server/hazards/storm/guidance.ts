// Storm guidance per tier and lens (Ready.gov "Severe Weather" and "Hurricanes", NWS, CDC carbon-monoxide advice).
// The words, in every language, are in ./answer-words.ts (catalogue keys `guidance.storm`).
import { monthDay, msg, seq, type Sequence } from '../../i18n/message.js';
import { catalogueGuidance } from '../guidance-messages.js';
import type { HazardGuidance } from '../types.js';
import { CYCLONE_BASINS, type CycloneBasin } from './cyclone-seasons.js';
import type { StormEvent } from './event.js';

/** "1 June to 30 November"; "all year"; split seasons joined with "and". */
export function seasonText(b: CycloneBasin): Sequence {
  const ranges = b.seasons.map((s) =>
    s.from[0] === 1 && s.from[1] === 1 && s.to[0] === 12 && s.to[1] === 31
      ? msg('guidance.storm.situation.allYear')
      : msg('guidance.storm.situation.range', { from: monthDay(s.from[0], s.from[1]), to: monthDay(s.to[0], s.to[1]) }),
  );
  return seq(ranges, 'and');
}

export const STORM_GUIDANCE: HazardGuidance = {
  ...catalogueGuidance('storm'),
  // The place's tropical-cyclone basin and whether the window lies in its official season (cyclone-seasons.ts).
  situation: (event) => {
    const e = event as Partial<Pick<StormEvent, 'cycloneBasin' | 'cycloneSeasonShare'>>;
    const basin = CYCLONE_BASINS.find((b) => b.id === e.cycloneBasin);
    if (!basin) return { sentence: msg('guidance.storm.situation.outsideBasins') };
    const season = msg('guidance.storm.situation.season', {
      basin: msg(`storm.basin.${basin.id}`),
      dates: seasonText(basin),
      agency: basin.agency,
    });
    return { sentence: msg(`guidance.storm.situation.${(e.cycloneSeasonShare ?? 0) > 0 ? 'inSeason' : 'outsideSeason'}`, { season }) };
  },
};
