// The ensemble's own past days (every member of the ECMWF ENS, the bias correction's model side) kept per model grid
// cell (0.25°, sources/history) and extended by the days it lacks, in place of the 92 past days every 3-hourly ensemble
// call asked again (51 members: 235 of the call's 273 weighted calls). Asked at the model's grid point, as the forecast
// days are (ensemblePointOf): every place in the cell shares one series.
// docs/sources.md "Kept history".
import { memo } from '../../shared/derived.js';
import type { SourceHttp } from '../layer.js';
import type { KeptHistory } from '../history/kept.js';
import { ifs025Cell } from '../history/cells.js';
import { keptPastDaysClient, type KeptOpenMeteo } from '../history/open-meteo.js';
import { spanIndex, type KeptSeries } from '../history/series.js';
import { dateOfNo } from '../../shared/day-of-year.js';
import {
  ENSEMBLE_DEFAULT_MODEL,
  ENSEMBLE_MODEL_DAILY_VARS,
  ENSEMBLE_MODELS,
  ensembleMembersOf,
  ensemblePointOf,
  ensembleSpanUrl,
} from './client.js';
import { normalizeEnsembleDaily, type EnsembleDaily } from './normalize.js';

export const ENSEMBLE_PAST_SERIES = `open-meteo-ensemble:${ENSEMBLE_DEFAULT_MODEL}-past`;
/** The past days kept and mapped: the Ensemble API's 92. */
export const ENSEMBLE_KEPT_PAST_DAYS = 92;

/** The answer's column of each member of each variable: the control's bare name, then `_member01` … */
export const MEMBER_COLUMNS = ENSEMBLE_MODEL_DAILY_VARS.flatMap((v) => [
  v,
  ...Array.from({ length: ENSEMBLE_MODELS[ENSEMBLE_DEFAULT_MODEL].members - 1 }, (_, i) => `${v}_member${String(i + 1).padStart(2, '0')}`),
]);

/** The kept days [from, to] as the Ensemble API's normaliser reads them (the same members, rows and nulls). */
export const keptEnsemble = memo((k: KeptSeries, from: string, to: string): EnsembleDaily => {
  const [a, b, first] = spanIndex(k, from, to);
  const time: string[] = [];
  for (let i = a; i <= b; i++) time.push(dateOfNo(first + i));
  const daily: Record<string, unknown[]> = { time };
  for (const [name, col] of Object.entries(k.columns)) daily[name] = col.slice(a, b + 1);
  return normalizeEnsembleDaily({ daily }, ENSEMBLE_DEFAULT_MODEL);
});

/** Every member's last ENSEMBLE_KEPT_PAST_DAYS days before today. */
export function createKeptEnsemblePastClient(endpoint: string, http: SourceHttp, history: KeptHistory) {
  const spec: KeptOpenMeteo = {
    series: ENSEMBLE_PAST_SERIES,
    source: 'open-meteo-ensemble',
    variables: MEMBER_COLUMNS,
    url: (q, a, b) => ensembleSpanUrl(endpoint, q, 'daily', ENSEMBLE_MODEL_DAILY_VARS, a, b),
    membersOf: ensembleMembersOf,
  };
  // Kept per model grid cell and asked at its grid point (ensembleSpanUrl asks there too): one series per cell.
  return keptPastDaysClient(history, http, spec, ENSEMBLE_KEPT_PAST_DAYS, keptEnsemble, (q) => ({
    cell: ifs025Cell(q.lat, q.lng),
    point: ensemblePointOf(q),
  }));
}
