// Open-Meteo Climate (CMIP6, HighResMIP) daily answer -> ClimateDay rows.
import { normalizeOpenMeteo, seriesRows } from '../open-meteo-series.js';

export const CLIMATE_DAILY_VARS = ['temperature_2m_max', 'precipitation_sum', 'et0_fao_evapotranspiration_sum'] as const;

export interface ClimateDay {
  date: string;
  tmaxC: number | null;
  precipMm: number | null;
  et0Mm: number | null;
}

export function normalizeClimateDaily(body: unknown): ClimateDay[] {
  return seriesRows(normalizeOpenMeteo(body, 'daily', CLIMATE_DAILY_VARS)).map((r) => ({
    date: r.time.slice(0, 10),
    tmaxC: r.temperature_2m_max,
    precipMm: r.precipitation_sum,
    et0Mm: r.et0_fao_evapotranspiration_sum,
  }));
}
