// Conflict (ViEWS, UCDP/PRIO) and food-insecurity (FEWS NET) models: hand-computed cases, the fitted spread and
// histories, nested windows that never lose chance, and properties.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { conflictModel, type ConflictObservations } from '../../../src-server/hazards/conflict/model.js';
import { chanceAtLeast, CONFLICT, countryChance, windowSum } from '../../../src-server/hazards/conflict/window.js';
import { localChance } from '../../../src-server/hazards/conflict/local.js';
import { countrySeverity, intensitySeverity } from '../../../src-server/hazards/conflict/severity.js';
import { onsetRate, regionalPriors } from '../../../src-server/hazards/conflict/history.js';
import { fitSigma } from '../../../src-server/hazards/conflict/hindcast.js';
import { unitAt } from '../../../src-server/hazards/food-insecurity/area.js';
import { confusionMatrix, phaseChances } from '../../../src-server/hazards/food-insecurity/matrix.js';
import { noCrisisIn, transitions } from '../../../src-server/hazards/food-insecurity/history.js';
import { foodInsecurityModel, type FoodInsecurityObservations } from '../../../src-server/hazards/food-insecurity/model.js';
import type { ModelContext } from '../../../src-server/hazards/types.js';
import { horizonWindow } from '../../../src-server/hazards/window.js';
import type { Horizon } from '../../../src-server/contracts/enums.js';
import type { FewsNetClassification, FewsNetUnitShape } from '../../../src-server/sources/fews-net/normalize.js';
import type { ViewsCellMonth, ViewsCountryMonth } from '../../../src-server/sources/views/normalize.js';
import { viewsCases } from '../../../scripts/hindcast-views.js';
import { outOfSample } from '../../../scripts/fit-conflict-onsets.js';

const now = new Date('2026-11-22T12:00:00Z');
const ctx = (horizon: Horizon, countryCode = 'SD', country = 'Sudan'): ModelContext => ({
  place: {
    name: `Khartoum, ${country}`,
    city: 'Khartoum',
    country,
    countryCode,
    admin1: 'Khartoum',
    lat: 15.55,
    lng: 32.53,
    source: 'gazetteer',
  },
  horizon,
  lens: 'community-planning',
  now,
  window: horizonWindow(now, horizon),
});
/** 36 months from November 2026 at `perMonth` deaths each. */
const months = (perMonth: number): ViewsCountryMonth[] =>
  Array.from({ length: 36 }, (_, i) => ({
    monthId: 563 + i,
    year: 2026 + Math.floor((10 + i) / 12),
    month: ((10 + i) % 12) + 1,
    mainMean: perMonth,
    mainDich: null,
  }));
const cellMonths = (gids: number[], perMonth: number, dich: number | null): ViewsCellMonth[] =>
  gids.flatMap((gid) =>
    months(perMonth).map((m) => ({ gid, monthId: m.monthId, year: m.year, month: m.month, mainMean: perMonth, mainDich: dich })),
  );
const observations = (perMonth: number, cells: { perMonth: number; dich: number | null } | null, iso3 = 'SDN'): ConflictObservations => ({
  forecast: {
    run: 'fatalities003_2026_10_t01',
    iso3,
    name: 'Sudan',
    months: months(perMonth),
    url: 'https://api.viewsforecasting.org/x/cm/sb?iso=SDN',
  },
  cells: cells
    ? {
        run: 'r',
        url: 'https://api.viewsforecasting.org/x/pgm/sb',
        gids: [1, 2],
        months: cellMonths([1, 2], cells.perMonth, cells.dich),
        pagesRead: 1,
        pageCount: 1,
      }
    : null,
  noCells: cells ? null : 'outside',
  cellsUrl: cells ? 'https://api.viewsforecasting.org/x/pgm/sb' : '',
  viewsCountry: { iso3 },
  dataYear: 2026,
  dataMonth: 10,
});

describe('conflict: ViEWS deaths read with the spread of its own errors', () => {
  test('P(deaths >= 25): one half when ViEWS expects 25; one sigma either side by hand', () => {
    assert.ok(Math.abs(chanceAtLeast(25, 25) - 0.5) < 1e-9);
    assert.ok(Math.abs(chanceAtLeast(25, Math.expm1(Math.log(26) + CONFLICT.sigmaLn)) - 0.8413) < 1e-3);
    assert.ok(Math.abs(chanceAtLeast(25, Math.expm1(Math.log(26) - CONFLICT.sigmaLn)) - 0.1587) < 1e-3);
    assert.equal(chanceAtLeast(25, Number.NaN), 0);
  });

  test('the window takes each month by its share of days; days past the series are not covered', () => {
    const rows = months(30)
      .slice(0, 2)
      .map((r) => ({ year: r.year, month: r.month, value: r.mainMean }));
    const nov = windowSum(rows, Date.UTC(2026, 10, 16), Date.UTC(2026, 11, 1));
    assert.ok(Math.abs(nov.total - 15) < 1e-9);
    assert.equal(nov.coveredDays, 15);
    const past = windowSum(rows, Date.UTC(2026, 11, 1), Date.UTC(2027, 0, 11));
    assert.equal(past.total, 30);
    assert.equal(past.coveredDays, 31);
  });

  test("past ViEWS's months: P(no event) = (1 - the covered slices' largest chance) x (1 - onset rate)^years", () => {
    const rows = months(1).map((r) => ({ year: r.year, month: r.month, value: r.mainMean }));
    const start = Date.UTC(2026, 10, 1);
    const tenYears = countryChance(rows, start, start + 10 * 365.25 * 86_400_000, 0.02);
    const slice = chanceAtLeast(25, 12);
    // Each covered year-long slice holds about 12 months of 1 death (a quarter day more or less of a month).
    assert.ok(Math.abs(tenYears.forecastPart - slice) < 1e-3);
    assert.ok(Math.abs(tenYears.historyYears - (10 * 365.25 - tenYears.coveredDays) / 365.25) < 1e-9);
    assert.ok(Math.abs(tenYears.probability - (1 - (1 - tenYears.forecastPart) * 0.98 ** tenYears.historyYears)) < 1e-12);
  });

  test('nested windows never lose chance: 7 days <= 30 days, 1 year <= 10 years <= 30 years, for any deaths', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5000, noNaN: true }), fc.boolean(), (d, local) => {
        const obs = observations(d, local ? { perMonth: d / 20, dich: Math.min(0.99, d / 100) } : null);
        const p = (h: Horizon) => conflictModel(obs, ctx(h))!.probability;
        return p('7d') <= p('30d') + 1e-9 && p('1y') <= p('10y') + 1e-9 && p('10y') <= p('30y') + 1e-9;
      }),
      { numRuns: 60 },
    );
  });

  test('ten times the deaths move a moderate country forecast by more than 40 points; more deaths never lower it', () => {
    const p = (perMonth: number) => conflictModel(observations(perMonth, null), ctx('30d'))!.probability;
    assert.ok(p(200) - p(20) >= 40, `${p(20)} -> ${p(200)}`);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 1, max: 10, noNaN: true }),
        (d, k) => p(d * k) >= p(d) - 1e-9,
      ),
    );
  });

  test("30 years: never 0 % or 100 % — a country at peace gets its onset rate, one at war its chance of a year's peace", () => {
    const norway = conflictModel(observations(0.01, null, 'NOR'), ctx('30y', 'NO', 'Norway'))!;
    assert.ok(norway.probability > 1 && norway.probability < 15, String(norway.probability));
    assert.ok(norway.probabilityPerYear! > 0 && norway.probabilityPerYear! < 1);
    const sudan = conflictModel(observations(300, null), ctx('30y'))!;
    assert.ok(sudan.probability > 99 && sudan.probability < 100, String(sudan.probability));
    assert.equal(conflictModel(observations(1, null), ctx('30d'))!.probabilityPerYear, undefined);
    assert.ok(norway.drivers.some((d) => typeof d !== 'string' && d.key === 'conflict.history'));
  });

  test('where ViEWS forecasts the cells: 7 and 30 days are the local event (>= 1 death within 50 km), 1 year the country', () => {
    const quiet = conflictModel(observations(300, { perMonth: 0.01, dich: 0.01 }), ctx('30d'))!;
    const fighting = conflictModel(observations(300, { perMonth: 60, dich: 0.98 }), ctx('30d'))!;
    assert.equal(quiet.event.scope, 'cells');
    assert.equal(quiet.event.minDeaths, 1);
    assert.deepEqual(quiet.event.cells, [1, 2]);
    assert.ok(quiet.probability < 5 && fighting.probability > 99, `${quiet.probability} ${fighting.probability}`);
    assert.ok(fighting.severity > quiet.severity + 20);
    const year = conflictModel(observations(300, { perMonth: 0.01, dich: 0.01 }), ctx('1y'))!;
    assert.equal(year.event.scope, 'country');
    // The country's war reaches the quiet place rarely: its disruption there is small.
    assert.ok(year.severity < conflictModel(observations(300, { perMonth: 60, dich: 0.98 }), ctx('1y'))!.severity - 20);
  });

  test('cells, by hand: two cells, one full month at 50 %: 75 % (independent); half a month at 50 %: 1 - 0.5^0.5', () => {
    const m = (gid: number): ViewsCellMonth => ({ gid, monthId: 563, year: 2026, month: 11, mainMean: 1, mainDich: 0.5 });
    const full = localChance([m(1), m(2)], Date.UTC(2026, 10, 1), Date.UTC(2026, 11, 1))!;
    assert.ok(Math.abs(full.probability - 0.75) < 1e-9);
    const half = localChance([m(1)], Date.UTC(2026, 10, 1), Date.UTC(2026, 10, 16))!;
    assert.ok(Math.abs(half.probability - (1 - Math.sqrt(0.5))) < 1e-9);
    assert.equal(localChance([], 0, 1), null);
  });

  test('severity: 50 at 25 deaths a year, 70 at 1,000 (the scale anchors), 90 at 40,000: no cap at war', () => {
    assert.ok(Math.abs(intensitySeverity(25) - 50) < 1e-9);
    assert.ok(Math.abs(intensitySeverity(1000) - 70) < 1e-9);
    assert.ok(Math.abs(intensitySeverity(40_000) - 90) < 1e-9);
    assert.ok(countrySeverity(3000, 30) > 80, String(countrySeverity(3000, 30)));
    assert.ok(countrySeverity(0.1, 365) >= 49 && countrySeverity(0.1, 365) < 55);
  });

  test('Palestinian territories: forecast as ViEWS and UCDP record them, under Israel, and the answer says so', () => {
    const r = conflictModel(
      { ...observations(50, null, 'ISR'), viewsCountry: { iso3: 'ISR', recordedAs: { iso3: 'ISR', state: 'Israel' } } },
      ctx('30d', 'PS', 'Palestine'),
    )!;
    assert.equal(r.event.recordedAs, 'ISR');
    assert.equal(r.event.countryIso3, 'ISR');
    assert.ok(r.drivers.some((d) => typeof d !== 'string' && d.key === 'conflict.recordedAs'));
  });

  test('onsets from UCDP/PRIO: every region fitted; a peaceful state below a warring one; an unknown one at its region', () => {
    assert.equal(regionalPriors().size, 5);
    for (const p of regionalPriors().values()) assert.ok(p.mean > 0 && p.mean < 0.2 && p.strength > 0);
    const nor = onsetRate('NOR');
    const nga = onsetRate('NGA');
    assert.equal(nor.country?.conflictYears, 0);
    assert.ok(nor.rate > 0 && nor.rate < nga.rate);
    const unknown = onsetRate('ZZZ', 1);
    assert.equal(unknown.country, null);
    assert.equal(unknown.rate, regionalPriors().get(1)!.mean);
  });

  test('why the last 35 years: fitted on 1970-2004 they foresee 2005-2024 best (npm run fit:conflict-onsets)', () => {
    const r35 = outOfSample(1970, 2004);
    assert.equal(r35.n, 3396);
    assert.ok(Math.abs(r35.skillPct - 6.0) < 0.05, String(r35.skillPct));
    assert.ok(outOfSample(1947, 2004).skillPct < r35.skillPct && outOfSample(1990, 2004).skillPct < r35.skillPct);
  });

  test('the shipped spread is the one the archive gives (npm run hindcast -- --hazard conflict)', () => {
    const cases = viewsCases();
    assert.equal(cases.length, 191);
    assert.ok(Math.abs(fitSigma(cases) - CONFLICT.sigmaLn) < 0.005, String(fitSigma(cases)));
  });

  test('no forecast months: no result', () => {
    assert.equal(
      conflictModel({ ...observations(1, null), forecast: { ...observations(1, null).forecast, months: [] } }, ctx('30d')),
      null,
    );
  });
});

describe("food insecurity: the unit's projected phase through the country's measured confusion matrix", () => {
  const row = (
    fnid: string,
    scenario: 'CS' | 'ML1' | 'ML2',
    phase: number | null,
    reporting: string,
    start = reporting,
    end = reporting,
  ): FewsNetClassification => ({
    fnid,
    unitName: fnid,
    unitFullName: fnid,
    scenario,
    reportingDate: reporting,
    start,
    end,
    phase,
    assistance: false,
    unitType: 'fsc_admin_lhz',
    sourceDocument: 'Sudan - Food Security Outlook',
    region: 'East Africa',
    country: 'Sudan',
  });
  /** Round (YYYY-MM-01): its CS, and ML1 (4 months) and ML2 (the next 4) for a unit. */
  const round = (fnid: string, date: string, cs: number, ml1: number, ml2: number) => {
    const [y, m] = date.split('-').map(Number) as [number, number];
    const d = (add: number, last = false) => new Date(Date.UTC(y, m - 1 + add + (last ? 1 : 0), last ? 0 : 1)).toISOString().slice(0, 10);
    return [
      row(fnid, 'CS', cs, date, d(0), d(0, true)),
      row(fnid, 'ML1', ml1, date, d(0), d(3, true)),
      row(fnid, 'ML2', ml2, date, d(4), d(7, true)),
    ];
  };
  const dates = [
    '2024-02-01',
    '2024-06-01',
    '2024-10-01',
    '2025-02-01',
    '2025-06-01',
    '2025-10-01',
    '2026-02-01',
    '2026-06-01',
    '2026-10-01',
  ];
  /** Units whose projections of phase p always came true, and units projected 2 that reached Phase 3 one time in four. */
  const country = (): FewsNetClassification[] =>
    Array.from({ length: 40 }, (_, u) => {
      const p = 1 + (u % 5);
      return dates.flatMap((d, i) => round(`U${u}`, d, p === 2 && i % 4 === 3 ? 3 : p, p, p));
    }).flat();

  test('the matrix pairs a projection with the next classification reported after it, within its period or the month after', () => {
    const m = confusionMatrix([...round('A', '2026-02-01', 2, 3, 2), ...round('A', '2026-06-01', 4, 4, 4)]);
    // Feb ML1 (Feb-May) -> Jun CS 4; Feb ML2 (Jun-Sep) -> Jun CS 4; Jun's own CS is not its own projection's outcome.
    assert.equal(m.pairs, 2);
    assert.deepEqual(m.rows.ML1[2]!.outcomes, [0, 0, 0, 0, 1, 0]);
    assert.deepEqual(m.rows.ML2[1]!.outcomes, [0, 0, 0, 0, 1, 0]);
  });

  test('chances: Jeffreys per projected phase, a phase without pairs borrows its neighbour, and they rise with the phase', () => {
    const chances = phaseChances(confusionMatrix(country()), 'ML1')!;
    assert.ok(chances[0]!.probability < 0.1);
    assert.ok(chances[1]!.probability > 0.1 && chances[1]!.probability < 0.4, String(chances[1]!.probability));
    assert.ok(chances[4]!.probability > 0.95);
    for (let i = 1; i < 5; i++) assert.ok(chances[i]!.probability >= chances[i - 1]!.probability);
    const noFive = phaseChances(confusionMatrix(country().filter((r) => !(r.fnid.endsWith('4') || r.fnid.endsWith('9')))), 'ML1')!;
    assert.equal(noFive[4]!.borrowedFrom, 4);
    assert.equal(phaseChances(confusionMatrix([]), 'ML1'), null);
  });

  const obs = (fnid: string): FoodInsecurityObservations => ({
    unit: { fnid, name: fnid, unitType: 'fsc_admin_lhz' },
    unitRows: country().filter((r) => r.fnid === fnid),
    unitUrl: `https://fdw.fews.net/api/ipcphase/?fnid=${fnid}`,
    country: { rows: country(), url: '', pagesRead: 1, pagesTotal: 1, rowsTotal: 1 },
  });
  const at = (h: Horizon): ModelContext => ({
    ...ctx(h),
    window: {
      start: new Date('2026-11-22T12:00:00Z'),
      end: new Date(
        Date.parse('2026-11-22T12:00:00Z') + { '7d': 7, '30d': 30, '1y': 365.25, '10y': 3652.5, '30y': 10957.5 }[h] * 86_400_000,
      ),
    },
  });

  test('Phase 5 projected: near-certain; Phase 2: its measured chance; Phase 1: low; severity follows the outcomes', () => {
    const famine = foodInsecurityModel(obs('U4'), at('30d'))!;
    const stressed = foodInsecurityModel(obs('U1'), at('30d'))!;
    const minimal = foodInsecurityModel(obs('U0'), at('30d'))!;
    assert.ok(famine.probability > 95, String(famine.probability));
    assert.ok(stressed.probability > 10 && stressed.probability < 40, String(stressed.probability));
    assert.ok(minimal.probability < 10, String(minimal.probability));
    assert.ok(famine.severity > 95 && stressed.severity < 65, `${famine.severity} ${stressed.severity}`);
    assert.equal(famine.event.fnid, 'U4');
    assert.equal(famine.event.outlookUrl, 'https://fews.net/east-africa/sudan');
  });

  test('beyond the outlook: the unit history, nested windows never lose chance, 10 and 30 years answered', () => {
    for (const u of ['U0', 'U1', 'U2', 'U3', 'U4']) {
      const p = (h: Horizon) => foodInsecurityModel(obs(u), at(h))!.probability;
      assert.ok(p('7d') <= p('30d') + 1e-9 && p('1y') <= p('10y') + 1e-9 && p('10y') <= p('30y') + 1e-9, u);
    }
    const decades = foodInsecurityModel(obs('U0'), at('30y'))!;
    assert.ok(decades.probability > 0 && decades.probability < 100);
    assert.equal(decades.event.historyRounds, dates.length);
    assert.ok(decades.probabilityPerYear !== undefined);
    assert.ok(decades.drivers.some((d) => typeof d !== 'string' && d.key === 'food.history'));
  });

  test('transitions and the chain: entries from below, exits from Phase 3+, no crisis in k rounds', () => {
    const t = transitions([{ phase: 2 }, { phase: 3 }, { phase: 3 }, { phase: 2 }, { phase: 1 }]);
    assert.deepEqual(t, { crisis: 2, rounds: 5, entries: { events: 1, trials: 2 }, exits: { events: 1, trials: 2 } });
    assert.ok(Math.abs(noCrisisIn({ entryRate: 0.1, exitRate: 0.3 }, 3, false) - 0.9 ** 3) < 1e-12);
    assert.ok(Math.abs(noCrisisIn({ entryRate: 0.1, exitRate: 0.3 }, 3, true) - 0.3 * 0.9 ** 2) < 1e-12);
  });

  test('the unit containing the place: point in polygon, holes excluded, the smallest of nested units, none outside', () => {
    const square = (w: number, s: number, e: number, n: number) => [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ];
    const shapes: FewsNetUnitShape[] = [
      { fnid: 'BIG', name: 'Big', unitType: 'fsc_admin', bbox: [0, 0, 10, 10], polygons: [[square(0, 0, 10, 10), square(4, 4, 6, 6)]] },
      { fnid: 'SMALL', name: 'Small', unitType: 'fsc_admin_lhz', bbox: [1, 1, 3, 3], polygons: [[square(1, 1, 3, 3)]] },
      { fnid: 'OLD', name: 'Old', unitType: 'fsc_admin_lhz', bbox: [7, 7, 9, 9], polygons: [[square(7, 7, 9, 9)]] },
    ];
    const classified = new Set(['BIG', 'SMALL']);
    assert.equal(unitAt(shapes, classified, 2, 2)?.fnid, 'SMALL');
    assert.equal(unitAt(shapes, classified, 8, 2)?.fnid, 'BIG');
    assert.equal(unitAt(shapes, classified, 5, 5), undefined, 'in the hole');
    assert.equal(unitAt(shapes, classified, 8, 8)?.fnid, 'BIG', 'a unit not in the round is no answer');
    assert.equal(unitAt(shapes, classified, 20, 20), undefined);
  });
});
