// Display words for the interface's enumerations.
import type { DecisionLens, Hazard, Horizon } from '../../src-server/contracts/enums';

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

export const HORIZON_LABELS: Record<Horizon, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '1y': '1 year',
  '10y': '10 years',
  '30y': '30 years',
};

export const LENS_LABELS: Record<DecisionLens, string> = {
  'community-planning': 'Community planning',
  'family-relocation': 'Family relocation',
  'business-setup': 'Business setup',
  travel: 'Travel',
  investment: 'Investment',
};

export function formatAge(sec: number | null): string {
  if (sec === null) return '—';
  if (sec < 90) return 'just now';
  if (sec < 5400) return `${Math.round(sec / 60)} min old`;
  if (sec < 172_800) return `${Math.round(sec / 3600)} h old`;
  return `${Math.round(sec / 86_400)} days old`;
}
