// Words people use for hazards and decision lenses, mapped to the interface's values.
import type { DecisionLens, Hazard } from '../contracts/enums.js';

/** Folded phrases (see text.ts) per hazard; matched on word boundaries. */
export const HAZARD_WORDS: Record<Hazard, string[]> = {
  earthquake: ['earthquake', 'earthquakes', 'quake', 'quakes', 'seismic', 'tremor', 'tremors'],
  flood: ['flood', 'floods', 'flooding', 'monsoon', 'storm surge', 'sea level', 'inundation'],
  wildfire: ['wildfire', 'wildfires', 'bushfire', 'bushfires', 'forest fire', 'fire', 'fires', 'smoke'],
  heat: ['heat', 'heatwave', 'heatwaves', 'heat wave', 'heat stress', 'extreme heat'],
  storm: ['storm', 'storms', 'typhoon', 'typhoons', 'hurricane', 'hurricanes', 'cyclone', 'cyclones', 'tornado', 'tornadoes', 'windstorm'],
  'air-quality': ['air quality', 'air pollution', 'smog', 'pollution', 'pm2.5', 'pm 2.5', 'haze'],
  drought: ['drought', 'droughts', 'dry spell', 'water shortage'],
  'food-insecurity': ['food insecurity', 'food security', 'famine', 'hunger', 'food crisis'],
  conflict: ['conflict', 'war', 'unrest', 'armed', 'violence', 'fighting'],
};

export const LENS_WORDS: Record<DecisionLens, string[]> = {
  'business-setup': ['warehouse', 'factory', 'office', 'branch', 'data center', 'datacenter', 'employees', 'staff', 'plant', 'facility', 'business'],
  'family-relocation': ['moving', 'move to', 'relocating', 'relocate', 'relocation', 'family', 'home', 'retire', 'retirement', 'kids'],
  travel: ['trip', 'vacation', 'holiday', 'visiting', 'visit', 'tourists', 'tourist', 'travel', 'weekend'],
  investment: ['invest', 'investment', 'investing', 'buy property', 'real estate', 'portfolio', 'investor'],
  'community-planning': ['municipality', 'city planners', 'planners', 'school district', 'community', 'aid planning', 'residents'],
};
