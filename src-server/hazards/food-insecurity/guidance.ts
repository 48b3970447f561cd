// Food-insecurity guidance: IPC phase descriptions, WFP, FAO GIEWS, FEWS NET, Sphere and Ready.gov
// (docs/methodology.md, "Guidance").
import type { HazardGuidance } from '../types.js';

export const FOOD_INSECURITY_GUIDANCE: HazardGuidance = {
  core: 'Follow the IPC analysis and FEWS NET outlook for the country, and keep a reserve of non-perishable food and water (Ready.gov advises at least several days of supplies).',
  byLevel: {
    low: 'FEWS NET does not expect a food crisis here: food access is unlikely to disrupt you, but prices can still move after droughts or shocks abroad.',
    moderate:
      'A food crisis is possible (IPC phase 2, "Stressed", or a chance of phase 3): watch staple prices, keep a few weeks of staples and support local early-warning and nutrition programmes.',
    high: 'A food crisis is projected or likely (IPC phase 3, "Crisis"): expect price rises and shortages; secure supplies early and check that vulnerable households are reached by assistance.',
    severe:
      'This matches an emergency (IPC phase 4-5): humanitarian food assistance is under way or needed; coordinate with WFP and the food security cluster and avoid adding demand on scarce local stocks.',
  },
  byLens: {
    'community-planning':
      'Plan for anticipatory action: pre-position stocks, protect livelihoods before the lean season and follow the Sphere food-security and nutrition standards for any response.',
    'family-relocation':
      'Check local food prices, market access and water supply through the year, including the lean season, and how households coped in the last drought or price spike.',
    'business-setup':
      'Expect input and staple price volatility: diversify suppliers, hold buffer stock and follow FAO GIEWS country briefs for harvest and price warnings.',
    travel:
      'Carry enough food and safe water for remote stretches, do not rely on local markets where shortages are reported, and follow travellers’ food and water safety advice.',
    investment:
      'Factor food-price and social-stability risk into returns: check FAO/WFP hunger hotspot reports and exposure to drought-sensitive agriculture and imports.',
  },
};
