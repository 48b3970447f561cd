// English words shared by the answers and the dashboard: levels, confidence, horizons, lenses and joins. The hazards'
// names (`hazard.<id>`, `risk.<id>`) are each hazard's own (hazards/<id>/answer-words.ts), added by ../hazard-sections.ts.

export const common = {
  notAvailable: 'n/a',
  /** "<hazard> risk" where the hazard's answer-words.ts has no wording of its own for the language. */
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
