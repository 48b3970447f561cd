// The hazards as the server lists them (GET /api/v1/hazards): every id in the API's order, its display words, and
// which ones the track record scores. The dashboard compiles in no list of hazards: the server's registry decides.
import { createContext, useContext } from 'react';
import type { HazardInfo } from '../../src-server/contracts/hazards';
import { i18n } from '../i18n';

export interface HazardWords {
  /** Every hazard the server forecasts, in the API's order. */
  all: readonly HazardInfo[];
  /** The hazards whose forecasts the track record logs and scores. */
  tracked: readonly HazardInfo[];
  /**
   * A hazard's name in the dashboard's language: the shared catalogue's (`common.hazard`), else the server's label,
   * else (an id the server did not list) the id as it is.
   */
  label(id: string): string;
}

export function hazardWords(list: readonly HazardInfo[]): HazardWords {
  const labels = new Map(list.map((h) => [h.id, h.label]));
  return {
    all: list,
    tracked: list.filter((h) => h.verification !== null),
    label: (id) => i18n.t(`common:hazard.${id}`, { defaultValue: labels.get(id) ?? id }),
  };
}

/** Until the server has answered: no hazard to choose. */
export const HazardsContext = createContext<HazardWords>(hazardWords([]));

export const useHazards = (): HazardWords => useContext(HazardsContext);
