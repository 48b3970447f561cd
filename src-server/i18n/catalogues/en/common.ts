// English words shared by the answers and the dashboard: hazards, levels, confidence, horizons, lenses and joins.
// The hazard names are the registry's labels (each hazard's definition.ts; a test checks they agree).

export const common = {
  notAvailable: 'n/a',
  hazard: {
    earthquake: 'Earthquake',
    flood: 'Flood',
    wildfire: 'Wildfire',
    heat: 'Heat',
    storm: 'Storm',
    'air-quality': 'Air quality',
    drought: 'Drought',
    'food-insecurity': 'Food insecurity',
    conflict: 'Conflict',
  },
  /** "<hazard> risk", per hazard where a language words it its own way (German compounds); else `generic`. */
  risk: {
    generic: '{{hazard}} risk',
  },
  level: { low: 'low', moderate: 'moderate', high: 'high', severe: 'severe' },
  confidence: { low: 'low', medium: 'medium', high: 'high' },
  horizon: { '7d': '7 days', '30d': '30 days', '1y': '1 year', '10y': '10 years', '30y': '30 years' },
  lens: {
    'community-planning': 'Community planning',
    'family-relocation': 'Family relocation',
    'business-setup': 'Business setup',
    travel: 'Travel',
    investment: 'Investment',
  },
  join: { comma: ', ', and: ' and ', or: ' or ', semicolon: '; ' },
};
