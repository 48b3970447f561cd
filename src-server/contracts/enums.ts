// The interface's enumerations (SERVICE-INTERFACE 4.1) as constants shared by server, MCP tools and dashboard.

export const HAZARDS = [
  'earthquake',
  'flood',
  'wildfire',
  'heat',
  'storm',
  'air-quality',
  'drought',
  'food-insecurity',
  'conflict',
] as const;
export type Hazard = (typeof HAZARDS)[number];

/** Display words for each hazard (shared by the API's headlines, the badge and the dashboard). */
export const HAZARD_LABELS: Record<Hazard, string> = {
  earthquake: 'Earthquake',
  flood: 'Flood',
  wildfire: 'Wildfire',
  heat: 'Heat',
  storm: 'Storm',
  'air-quality': 'Air quality',
  drought: 'Drought',
  'food-insecurity': 'Food insecurity',
  conflict: 'Conflict',
};

export const HORIZONS = ['7d', '30d', '1y', '10y', '30y'] as const;
export type Horizon = (typeof HORIZONS)[number];

/** Horizon lengths in days (a year is 365.25 days). */
export const HORIZON_DAYS: Record<Horizon, number> = {
  '7d': 7,
  '30d': 30,
  '1y': 365.25,
  '10y': 3652.5,
  '30y': 10957.5,
};

export const DECISION_LENSES = [
  'community-planning',
  'family-relocation',
  'business-setup',
  'travel',
  'investment',
] as const;
export type DecisionLens = (typeof DECISION_LENSES)[number];

export const ALERT_METRICS = ['riskScore', 'severity', 'probability'] as const;
export type AlertMetric = (typeof ALERT_METRICS)[number];

export const CHANNEL_TYPES = ['webhook', 'slack', 'telegram', 'email'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

export const CONFIDENCE_LABELS = ['low', 'medium', 'high'] as const;
export type ConfidenceLabel = (typeof CONFIDENCE_LABELS)[number];

export const RISK_LEVELS = ['low', 'moderate', 'high', 'severe'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/**
 * Other spellings accepted for alert hazards: the interface's own example is "conflict/war",
 * and scripts often send snake_case or spaces. They are echoed back in canonical form.
 */
export const HAZARD_ALIASES: Record<string, Hazard> = {
  war: 'conflict',
  fire: 'wildfire',
  air_quality: 'air-quality',
  'air quality': 'air-quality',
  food_insecurity: 'food-insecurity',
  'food insecurity': 'food-insecurity',
};

/** Languages the prompt reader understands (ISO 639-1); answers name places in the prompt's language. */
export const LANGUAGES = ['en', 'es', 'fr', 'pt', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_HORIZON: Horizon = '30d';
export const DEFAULT_LENS: DecisionLens = 'community-planning';
