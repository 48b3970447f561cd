// The conflict forecast's event description and drivers, built in one place as message descriptors (their words are
// the catalogues' `conflict` section). Facts in, messages out; numbers, never likelihood words; no arithmetic here.
import { fixed, grouped, monthYear, msg, seq, type Message, type MonthYear, type Value } from '../../i18n/message.js';

/** A calendar month of ViEWS's forecasts. */
export interface ForecastMonth {
  year: number;
  month: number;
}

export interface ConflictFacts {
  country: string;
  /** The state ViEWS and UCDP record the place under, when not its own (Israel for the Palestinian territories). */
  recordedAs: string | null;
  run: string;
  url: string;
  dataThrough: ForecastMonth;
  lastForecastMonth: ForecastMonth;
  scope: 'cells' | 'country';
  place: string;
  radiusKm: number;
  minDeaths: number;
  /** The local reading: cells, deaths, chance (percent), and whether ViEWS's own chances were read. */
  local: { cells: number; expected: number; pct: number; fromViewsChance: boolean; url: string } | null;
  /** Why there is no local reading (outside ViEWS's grid, or its cells could not be read). */
  noLocal: 'outside' | 'failed' | null;
  /** The country reading over the window. */
  country_: { expected: number; pct: number };
  months: (ForecastMonth & { deaths: number })[];
  viewsMonthly: (ForecastMonth & { pct: number }) | null;
  sigma: number;
  sigmaCountries: number;
  /** Years of the window past ViEWS's last month, read from the onset rate. */
  history: {
    years: number;
    conflictYears: number;
    observedYears: number;
    firstYear: number;
    lastYear: number;
    lastConflictYear: number | null;
    onsets: number;
    peaceYears: number;
    fitFrom: number;
    region: string;
    regionPct: number;
    strength: number;
    ratePct: number;
  } | null;
  /** Cell pages read and in all, when not all were read. */
  truncated: { read: number; total: number } | null;
}

const short = (m: ForecastMonth): MonthYear => monthYear(m.year, m.month, 'short');
/** Deaths as the drivers write them: whole and grouped from 10 up, one decimal below. */
const whole = (x: number): Value => (x >= 10 ? grouped(Math.round(x)) : fixed(x, 1));
/** A month's expected deaths: whole from 10 up, two decimals below. */
const monthDeaths = (x: number): Value => (x >= 10 ? Math.round(x) : fixed(x, 2));
const pct = (x: number): Value => fixed(x, x < 1 || x > 99 ? 1 : 0);

export function conflictText(f: ConflictFacts): { description: Message; drivers: Message[] } {
  const description =
    f.scope === 'cells'
      ? msg('conflict.eventCells', { radiusKm: f.radiusKm, place: f.place })
      : msg('conflict.eventCountry', { minDeaths: f.minDeaths, country: f.recordedAs ?? f.country });
  const drivers: Message[] = [];
  if (f.recordedAs) drivers.push(msg('conflict.recordedAs', { country: f.country, state: f.recordedAs }));
  if (f.local) {
    drivers.push(
      msg(f.local.fromViewsChance ? 'conflict.local' : 'conflict.localFromDeaths', {
        run: f.run,
        through: monthYear(f.dataThrough.year, f.dataThrough.month),
        cells: f.local.cells,
        radiusKm: f.radiusKm,
        place: f.place,
        deaths: whole(f.local.expected),
        pct: pct(f.local.pct),
        url: f.local.url,
      }),
    );
  } else if (f.noLocal) {
    drivers.push(msg(f.noLocal === 'outside' ? 'conflict.noCells' : 'conflict.cellsFailed', { country: f.recordedAs ?? f.country }));
  }
  if (f.truncated) drivers.push(msg('conflict.cellsTruncated', { read: f.truncated.read, total: f.truncated.total }));
  const months = f.months.slice(0, 4).map((m) => msg('conflict.month', { month: short(m), deaths: monthDeaths(m.deaths) }));
  drivers.push(
    msg('conflict.expects', {
      run: f.run,
      through: monthYear(f.dataThrough.year, f.dataThrough.month),
      deaths: whole(f.country_.expected),
      country: f.recordedAs ?? f.country,
      minDeaths: f.minDeaths,
      pct: pct(f.country_.pct),
      months: months.length ? msg('conflict.months', { list: seq(months, 'semicolon') }) : '',
      url: f.url,
    }),
    msg('conflict.spread', { sigma: fixed(f.sigma, 2), countries: f.sigmaCountries }),
  );
  if (f.viewsMonthly)
    drivers.push(msg('conflict.viewsMonthly', { minDeaths: f.minDeaths, month: short(f.viewsMonthly), pct: fixed(f.viewsMonthly.pct, 0) }));
  if (f.history) {
    const h = f.history;
    drivers.push(
      msg('conflict.history', {
        month: short(f.lastForecastMonth),
        years: fixed(h.years, 1),
        country: f.recordedAs ?? f.country,
        conflictYears: h.conflictYears,
        observedYears: h.observedYears,
        firstYear: h.firstYear,
        lastYear: h.lastYear,
        last: h.lastConflictYear === null ? msg('conflict.neverConflict') : msg('conflict.lastConflict', { year: h.lastConflictYear }),
        onsets: h.onsets,
        peaceYears: h.peaceYears,
        fitFrom: h.fitFrom,
        region: h.region,
        regionPct: fixed(h.regionPct, 1),
        strength: fixed(h.strength, 0),
        ratePct: fixed(h.ratePct, 2),
      }),
    );
  }
  drivers.push(msg('conflict.definition'));
  return { description, drivers };
}
