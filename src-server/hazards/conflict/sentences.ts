// The conflict forecast's event description and drivers, built in one place (so they can become message
// descriptors together). Facts in, English out; no arithmetic here.
export interface ConflictFacts {
  country: string;
  run: string;
  /** "October 2026": the last month of data behind the run. */
  dataThrough: string;
  minDeaths: number;
  perYear: boolean;
  /** Expected deaths over the window (per year when perYear). */
  expected: number;
  /** The window's months with ViEWS's expected deaths, e.g. "Nov 2026: 267". */
  months: string[];
  /** ViEWS's own P(>= 25 deaths) for the first month of the window, e.g. { month: 'Nov 2026', pct: 99 }. */
  viewsMonthly: { month: string; pct: number } | null;
  sigma: number;
  /** Days of the window past ViEWS's last forecast month, and that month. */
  extrapolatedDays: number;
  lastForecastMonth: string;
}

const whole = (x: number) => (x >= 10 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));

export function conflictText(f: ConflictFacts): { description: string; drivers: string[] } {
  const description = f.perYear
    ? `At least ${f.minDeaths} battle-related deaths in state-based armed conflict in ${f.country} within a year (the mean chance per year over the window), as UCDP counts them`
    : `At least ${f.minDeaths} battle-related deaths in state-based armed conflict in ${f.country} within the window, as UCDP counts them`;
  const drivers = [
    `ViEWS (PRIO/Uppsala) run ${f.run}, on data through ${f.dataThrough}, expects ${whole(f.expected)} state-based battle deaths in ${f.country} ${f.perYear ? 'per year' : 'over the window'}${f.months.length ? ` (${f.months.slice(0, 4).join('; ')})` : ''}.`,
    `Spread: ln(1 + deaths) within ±${f.sigma.toFixed(2)} (one standard deviation) of ViEWS's forecast, the error of its 12-month forecasts against UCDP's counts for 191 countries (docs/methodology.md "Conflict").`,
  ];
  if (f.viewsMonthly) drivers.push(`ViEWS's own chance of at least 25 battle deaths in ${f.viewsMonthly.month}: ${f.viewsMonthly.pct.toFixed(0)}%.`);
  if (f.extrapolatedDays > 0) {
    drivers.push(`ViEWS forecasts up to ${f.lastForecastMonth}; for the ${Math.round(f.extrapolatedDays)} days after it, its last year's rate is assumed to persist: read that part as a scenario.`);
  }
  return { description, drivers };
}
