// `npm run hindcast -- --hazard conflict`: the conflict model on ViEWS's own archive (test/fixtures/recorded/views,
// PROVENANCE.md): run fatalities002_2024_07_t01's monthly country forecasts summed over the 12 months to September
// 2025, against the deaths UCDP recorded in them (ViEWS's predictor data, fetched 2025-10-17). Prints the fitted
// spread (CONFLICT.sigmaLn), the 12-month event's Brier skill with its bootstrap interval and the reliability table,
// for the stated window and the windows one month earlier and later (the actuals' exact months are not published).
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { scoreViewsHindcast, type ViewsCase } from '../src-server/hazards/conflict/hindcast.js';
import { CONFLICT } from '../src-server/hazards/conflict/model.js';

const DIR = new URL('../test/fixtures/recorded/views/', import.meta.url);
const FORECAST = 'fatalities002_2024_07_t01-cm-sb-main_mean.csv';
const ACTUALS = ['actuals-last-12-months-greq25-2025-10-17.csv', 'actuals-last-12-months-lessthan25-2025-10-17.csv'];
/** ViEWS month ids: 538 = October 2024, 549 = September 2025 (1 = January 1980). */
export const HINDCAST_MONTHS = { first: 538, last: 549 } as const;

type Row = Record<string, string>;
const rows = (name: string): Row[] => parse(readFileSync(new URL(name, DIR), 'utf8'), { columns: true, skip_empty_lines: true }) as Row[];

/** The cases of one 12-month window: each country's summed forecast and its recorded deaths. */
export function viewsCases(first: number = HINDCAST_MONTHS.first, last: number = HINDCAST_MONTHS.last): ViewsCase[] {
  const forecast = new Map<string, { country: string; expected: number }>();
  for (const r of rows(FORECAST)) {
    const month = Number(r.month_id);
    if (month < first || month > last) continue;
    const f = forecast.get(r.country_id!) ?? { country: r.country!, expected: 0 };
    f.expected += Number(r.main_mean);
    forecast.set(r.country_id!, f);
  }
  return ACTUALS.flatMap(rows).flatMap((r) => {
    const f = forecast.get(r.country_id!);
    return f ? [{ country: f.country, expected: f.expected, observed: Number(r.actuals_last_12months) }] : [];
  });
}

const pct = (x: number | null | undefined) => (x === null || x === undefined || !Number.isFinite(x) ? 'n/a' : x.toFixed(1));

export function main(): number {
  for (const [label, first, last] of [
    ['Oct 2024 - Sep 2025 (stated)', HINDCAST_MONTHS.first, HINDCAST_MONTHS.last],
    ['Sep 2024 - Aug 2025', HINDCAST_MONTHS.first - 1, HINDCAST_MONTHS.last - 1],
    ['Nov 2024 - Oct 2025', HINDCAST_MONTHS.first + 1, HINDCAST_MONTHS.last + 1],
  ] as const) {
    const h = scoreViewsHindcast(viewsCases(first, last));
    const d = h.score.decomposition;
    console.log(`\n${label}: ${h.countries} countries, ${h.events} with >= ${CONFLICT.minDeaths} deaths`);
    console.log(
      `  spread sigma (RMSE of ln(1+deaths)) ${h.sigma.toFixed(3)}, bias ${h.bias.toFixed(3)} (shipped sigma ${CONFLICT.sigmaLn})`,
    );
    console.log(
      `  Brier ${h.score.brier?.toFixed(4)} vs base rate ${h.score.brierBaseRate?.toFixed(4)}: skill ${pct(h.skill.estimate)} % [${pct(h.skill.lower)}, ${pct(h.skill.upper)}]`,
    );
    if (d)
      console.log(
        `  Murphy: reliability ${d.reliability.toFixed(4)}, resolution ${d.resolution.toFixed(4)}, uncertainty ${d.uncertainty.toFixed(4)}`,
      );
    console.log('  | forecast bin | countries | mean forecast | observed frequency |');
    for (const r of h.score.reliability.filter((b) => b.count > 0)) {
      console.log(
        `  | ${r.binLower.toFixed(1)}-${r.binUpper.toFixed(1)} | ${r.count} | ${pct((r.meanPredicted ?? 0) * 100)} % | ${pct((r.observedFrequency ?? 0) * 100)} % |`,
      );
    }
  }
  return 0;
}
