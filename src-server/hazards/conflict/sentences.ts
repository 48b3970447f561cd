// The conflict forecast's event description and drivers, built in one place as message descriptors (their words are
// the catalogues' `conflict` section). Facts in, messages out; no arithmetic here.
import { fixed, grouped, monthYear, msg, seq, type Message, type MonthYear, type Value } from '../../i18n/message.js';

/** A calendar month of ViEWS's forecasts. */
export interface ForecastMonth {
  year: number;
  month: number;
}

export interface ConflictFacts {
  country: string;
  run: string;
  /** The last month of data behind the run. */
  dataThrough: ForecastMonth;
  minDeaths: number;
  perYear: boolean;
  /** Expected deaths over the window (per year when perYear). */
  expected: number;
  /** The window's months with ViEWS's expected deaths in each. */
  months: (ForecastMonth & { deaths: number })[];
  /** ViEWS's own P(>= minDeaths deaths) for the first month of the window, in percent. */
  viewsMonthly: (ForecastMonth & { pct: number }) | null;
  sigma: number;
  /** The error the spread was fitted on: this many countries. */
  sigmaCountries: number;
  /** Days of the window past ViEWS's last forecast month, and that month. */
  extrapolatedDays: number;
  lastForecastMonth: ForecastMonth;
}

const short = (m: ForecastMonth): MonthYear => monthYear(m.year, m.month, 'short');
/** Deaths as the drivers write them: whole and grouped from 10 up, one decimal below. */
const whole = (x: number): Value => (x >= 10 ? grouped(Math.round(x)) : fixed(x, 1));
/** A month's expected deaths: whole from 10 up, two decimals below. */
const monthDeaths = (x: number): Value => (x >= 10 ? Math.round(x) : fixed(x, 2));

export function conflictText(f: ConflictFacts): { description: Message; drivers: Message[] } {
  const description = msg(f.perYear ? 'conflict.eventPerYear' : 'conflict.eventWindow', { minDeaths: f.minDeaths, country: f.country });
  const months = f.months.slice(0, 4).map((m) => msg('conflict.month', { month: short(m), deaths: monthDeaths(m.deaths) }));
  const drivers: Message[] = [
    msg('conflict.expects', {
      run: f.run,
      through: monthYear(f.dataThrough.year, f.dataThrough.month),
      deaths: whole(f.expected),
      country: f.country,
      period: msg(f.perYear ? 'conflict.perYear' : 'conflict.overWindow'),
      months: months.length ? msg('conflict.months', { list: seq(months, 'semicolon') }) : '',
    }),
    msg('conflict.spread', { sigma: fixed(f.sigma, 2), countries: f.sigmaCountries }),
  ];
  if (f.viewsMonthly)
    drivers.push(msg('conflict.viewsMonthly', { minDeaths: f.minDeaths, month: short(f.viewsMonthly), pct: fixed(f.viewsMonthly.pct, 0) }));
  if (f.extrapolatedDays > 0) {
    drivers.push(msg('conflict.extrapolated', { month: short(f.lastForecastMonth), days: Math.round(f.extrapolatedDays) }));
  }
  return { description, drivers };
}
