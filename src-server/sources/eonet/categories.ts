// EONET category ids Hazardcast reads (GET /categories lists them all). Pure: the API contracts use them too.

export const EONET_CATEGORY_IDS = ['floods', 'wildfires', 'severeStorms'] as const;
export type EonetCategory = (typeof EONET_CATEGORY_IDS)[number];
