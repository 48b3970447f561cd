// The ensemble's own past days (every member of the ECMWF ENS, the bias correction's model side) kept per model grid
// cell (0.25°, sources/history) and extended by the days it lacks, in place of the 92 past days every 3-hourly ensemble
// call asked again (51 members: 235 of the call's 273 weighted calls). Asked at the model's grid point, as the forecast
// days are (ensemblePointOf): every place in the cell shares one series.
// docs/sources.md "Kept history".
import { memo } from '../../shared/derived.js';
import { DAY_MS, utcDay } from '../../shared/clock.js';
import { ifs025Cell } from '../history/cells.js';
import type { SourceHttp } from '../layer.js';
import { keptClient, type KeptHistory } from '../history/kept.js';
import { byUtcDay, dayNo, type KeptSeries } from '../history/series.js';
import { normalizeDailyColumns } from '../open-meteo-series.js';
import { openMeteoUrlWeight } from '../open-meteo-weight.js';
import type { Keyed } from '../types.js';
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
  const first = dayNo(k.first);
  const a = Math.max(0, dayNo(from) - first);
  const b = Math.min(dayNo(k.last), dayNo(to)) - first;
  const time: string[] = [];
  for (let i = a; i <= b; i++) time.push(new Date((first + i) * DAY_MS).toISOString().slice(0, 10));
  const daily: Record<string, unknown[]> = { time };
  for (const [name, col] of Object.entries(k.columns)) daily[name] = col.slice(a, b + 1);
  return normalizeEnsembleDaily({ daily }, ENSEMBLE_DEFAULT_MODEL);
});

export function createKeptEnsemblePastClient(endpoint: string, http: SourceHttp, history: KeptHistory) {
  const spanOf = byUtcDay((now) => ({
    from: utcDay(new Date(now.getTime() - ENSEMBLE_KEPT_PAST_DAYS * DAY_MS)),
    to: utcDay(new Date(now.getTime() - DAY_MS)),
  }));
  return keptClient({
    /** Every member's last ENSEMBLE_KEPT_PAST_DAYS days before today. */
    async daily(q: { lat: number; lng: number; now: Date }): Promise<Keyed<EnsembleDaily>> {
      const { from, to } = spanOf(q.now);
      const cell = ifs025Cell(q.lat, q.lng);
      const outcome = await history.series({
        series: ENSEMBLE_PAST_SERIES,
        source: 'open-meteo-ensemble',
        cell,
        variables: MEMBER_COLUMNS,
        from,
        to,
        async fetch(a, b, call) {
          const url = ensembleSpanUrl(endpoint, q, 'daily', ENSEMBLE_MODEL_DAILY_VARS, a, b);
          const keyed = await http.request({
            source: 'open-meteo-ensemble',
            url,
            cell: ensemblePointOf(q),
            ttlSec: 0,
            ...call,
            normalize: (body) => normalizeDailyColumns(body, MEMBER_COLUMNS, a, b),
            weight: openMeteoUrlWeight(url, ensembleMembersOf),
          });
          return { ...keyed, url };
        },
      });
      const key = { source: 'open-meteo-ensemble' as const, key: `${ENSEMBLE_PAST_SERIES}|${cell}|${to}`, ttlSec: 0 };
      return history.view(outcome, key, (k) => keptEnsemble(k, from, to));
    },
  });
}
