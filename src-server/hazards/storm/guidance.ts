// Storm guidance per level and lens (Ready.gov "Severe Weather" and "Hurricanes", NWS, CDC carbon-monoxide advice).
import type { HazardGuidance } from '../types.js';
import { CYCLONE_BASINS, type CycloneBasin } from './cyclone-seasons.js';
import type { StormEvent } from './event.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "1 June to 30 November"; "all year"; split seasons joined with "and". */
export function seasonText(b: CycloneBasin): string {
  return b.seasons
    .map((s) => (s.from[0] === 1 && s.from[1] === 1 && s.to[0] === 12 && s.to[1] === 31 ? 'all year' : `${s.from[1]} ${MONTHS[s.from[0] - 1]} to ${s.to[1]} ${MONTHS[s.to[0] - 1]}`))
    .join(' and ');
}

export const STORM_GUIDANCE: HazardGuidance = {
  core: 'When a storm warning is issued, stay indoors away from windows, keep off the roads, and never run a generator indoors or within 6 m (20 ft) of windows (Ready.gov, CDC).',
  byLevel: {
    low: 'Damaging storms are unlikely in this window; follow the national weather service for warnings and keep a torch and charged phone to hand.',
    moderate: 'Secure or bring in outdoor furniture, bins and anything wind can throw, trim dead branches, and keep a 3-day supply of water, food and medicines (Ready.gov).',
    high: 'Prepare for damaging wind: check shutters or board windows, charge devices and power banks, fill the fuel tank, and know the safest interior room to shelter in.',
    severe: 'A damaging storm is likely: follow evacuation orders for coastal and flood-prone areas, shelter in a small interior room on the lowest safe floor, and stay away from downed power lines.',
  },
  byLens: {
    'community-planning': 'Open shelters early, pre-position crews to clear roads and restore power, check that warnings reach people without internet, and plan for hospitals on backup power.',
    'family-relocation': 'Ask how recent storms affected the area, check the roof and window ratings of the home, and prefer places with buried power lines and good drainage.',
    'business-setup': 'Write a storm plan: secure outdoor equipment and signage, back up data, line up backup power and suppliers, and tell staff when to stay home.',
    travel: 'Avoid the peak of the local storm or cyclone season if you can, buy insurance that covers weather disruption, and follow local authorities if a warning is issued.',
    investment: 'Price wind and storm exposure in: check building codes for wind resistance, insurance deductibles for named storms, and the resilience of access roads and power.',
  },
  // The place's tropical-cyclone basin and whether the window lies in its official season (cyclone-seasons.ts).
  situation: (event) => {
    const e = event as StormEvent;
    const basin = CYCLONE_BASINS.find((b) => b.id === e.cycloneBasin);
    if (!basin) {
      return { sentence: 'This place lies outside the tropical-cyclone basins, so hurricanes and typhoons rarely reach it; damaging wind here comes from other storms, such as winter gales and thunderstorm downbursts.' };
    }
    const season = `the ${basin.name} tropical-cyclone season (${seasonText(basin)}, ${basin.agency})`;
    return (e.cycloneSeasonShare ?? 0) > 0
      ? { sentence: `The window falls in ${season}: know your evacuation zone and follow the official cyclone advisories, which give days of warning before landfall.` }
      : { sentence: `The window lies outside ${season}, so a hurricane or typhoon is unlikely; damaging wind in this window would come from other storms, such as gales and thunderstorms.` };
  },
};
