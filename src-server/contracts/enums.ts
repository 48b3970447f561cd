// The interface's enumerations (SERVICE-INTERFACE 4.1) as constants shared by server, MCP tools and dashboard.
// Zod-free, so the dashboard's first chunk can import it. Hazards are not listed here: they are the app's registry's
// (hazards/registry.ts), which the API's schemas are built from and GET /api/v1/hazards lists.

/** Any registered hazard's id (the registry decides which exist). */
export type HazardId = string;

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

export const DECISION_LENSES = ['community-planning', 'family-relocation', 'business-setup', 'travel', 'investment'] as const;
export type DecisionLens = (typeof DECISION_LENSES)[number];

export const ALERT_METRICS = ['riskScore', 'severity', 'probability'] as const;
export type AlertMetric = (typeof ALERT_METRICS)[number];

export const CHANNEL_TYPES = ['webhook', 'slack', 'telegram', 'email', 'desktop'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

export const CONFIDENCE_LABELS = ['low', 'medium', 'high'] as const;
export type ConfidenceLabel = (typeof CONFIDENCE_LABELS)[number];

export const RISK_LEVELS = ['low', 'moderate', 'high', 'severe'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const DEFAULT_HORIZON: Horizon = '30d';
export const DEFAULT_LENS: DecisionLens = 'community-planning';

/** Languages the prompt reader understands (ISO 639-1); answers name places in the prompt's language. */
export const LANGUAGES = ['en', 'es', 'fr', 'pt', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Hazards people ask about that Hazardcast does not forecast: the answer says so (geocode/unsupported-hazards.ts). */
export const UNSUPPORTED_HAZARDS = ['tsunami', 'volcano', 'landslide', 'avalanche'] as const;
export type UnsupportedHazard = (typeof UNSUPPORTED_HAZARDS)[number];

/** How much guidance asks: stay aware, prepare, or act (hazards/advice.ts chooses it by band and severity). */
export const ADVICE_TIERS = ['aware', 'prepare', 'act'] as const;
export type AdviceTier = (typeof ADVICE_TIERS)[number];
