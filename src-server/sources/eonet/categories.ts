// EONET category ids Hazardcast reads (GET /categories lists them all). Pure: the API contracts use them too. Which
// hazard reads which is the hazard's own (its model's `companion.category`).

export const EONET_CATEGORY_IDS = ['floods', 'wildfires', 'severeStorms'] as const;
export type EonetCategory = (typeof EONET_CATEGORY_IDS)[number];
