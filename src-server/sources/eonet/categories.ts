// EONET category ids Hazardcast reads (GET /categories lists them all). Pure: the API contracts use them too.

export const EONET_CATEGORIES = { flood: 'floods', wildfire: 'wildfires', storm: 'severeStorms' } as const;
export type EonetCategory = (typeof EONET_CATEGORIES)[keyof typeof EONET_CATEGORIES];
export const EONET_CATEGORY_IDS = Object.values(EONET_CATEGORIES) as [EonetCategory, ...EonetCategory[]];
