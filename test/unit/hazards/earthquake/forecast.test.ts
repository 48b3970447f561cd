// The earthquake forecast's behaviour: the floor of an empty catalogue by hand, busy vs quiet places, a
// sequence under way raising the near term and decaying, windows, and the shaking curve's consistency.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { EarthquakeCatalogue } from '../../../../src-server/hazards/earthquake/catalogue.js';
import { companionForecast } from '../../../../src-server/hazards/earthquake/companion.js';
import { forecastEarthquake } from '../../../../src-server/hazards/earthquake/forecast.js';
import { EARTHQUAKE_MODEL } from '../../../../src-server/hazards/earthquake/model-configuration.js';
import { earthquakeSeismicity } from '../../../../src-server/hazards/earthquake/seismicity.js';
import { shakingForecast } from '../../../../src-server/hazards/earthquake/shaking-forecast.js';
import { disruptionDaysGivenStrongShaking, type ShakingCurve } from '../../../../src-server/hazards/earthquake/site-shaking.js';
import { seededRandom } from '../../../../src-server/science/verification.js';
import type { Quake } from '../../../../src-server/sources/usgs/normalize.js';
import { severityFromDays } from '../../../../src-server/science/disruption-days.js';

const close = (a: number, b: number, tol: number) => assert.ok(Math.abs(a - b) <= tol * Math.max(1, Math.abs(b)), `${a} vs ${b}`);
const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
const now = new Date('2026-01-01T00:00:00Z');
const site = { lat: 0, lng: 0 };
const window = (days: number, fromDays = 0) => ({
  start: new Date(now.getTime() + fromDays * DAY),
  end: new Date(now.getTime() + (fromDays + days) * DAY),
});
const catalogue = (events: Quake[], years = 50): EarthquakeCatalogue => ({
  events,
  query: { center: site, radiusKm: 300, minMagnitude: 4.5, start: new Date(now.getTime() - years * YEAR), end: now },
});

/** A steady G-R (b = 1) background of M4.5+ events within `spreadKm` of (dx, dy) km from the site, over 50 years. */
function background(n: number, spreadKm = 60, seed = 1, dxKm = 0): Quake[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const r = spreadKm * Math.sqrt(random());
    const th = 2 * Math.PI * random();
    return {
      id: `bg${seed}-${i}`,
      magnitude: Math.round((4.45 - Math.log10(1 - random())) * 10) / 10,
      time: new Date(now.getTime() - random() * 50 * YEAR).toISOString(),
      lat: (r * Math.sin(th)) / 111.195,
      lng: (dxKm + r * Math.cos(th)) / 111.195,
      depthKm: 15,
      place: null,
      url: null,
    };
  });
}

const quake = (id: string, daysAgo: number, magnitude: number, xKm: number, depthKm = 15): Quake => ({
  id,
  magnitude,
  time: new Date(now.getTime() - daysAgo * DAY).toISOString(),
  lat: 0,
  lng: xKm / 111.195,
  depthKm,
  place: null,
  url: null,
});

describe('earthquake forecast', () => {
  test('an empty catalogue: only the floor, lowered by the 50 empty years, by hand', () => {
    const f = forecastEarthquake(catalogue([]), site, window(365.25), now);
    const c = EARTHQUAKE_MODEL;
    // Exposure: the 300 km disc over 50 years at Mc 4.7 (cut-off + 0.2), i.e. 10^0.3 M4.7+ per M5+.
    const exposure = Math.PI * 300 ** 2 * 50 * 10 ** 0.3;
    const floor = c.floorRatePerKm2Year / (1 + (c.floorRatePerKm2Year * exposure) / c.floorShape);
    assert.ok(Math.abs(f.seismicity.floorRatePerKm2Year / floor - 1) < 1e-9, `${f.seismicity.floorRatePerKm2Year} vs ${floor}`);
    assert.ok(floor < c.floorRatePerKm2Year / 20, 'fifty empty years lower the prior floor more than 20-fold');
    const expected = -Math.expm1(-floor * Math.PI * c.companion.radiusKm ** 2);
    assert.ok(Math.abs(f.companion.probability - expected) < 1e-12, `${f.companion.probability} vs ${expected}`);
    assert.ok(f.shaking.strong > 0 && f.shaking.strong < 0.01, `P(VI) ${f.shaking.strong}`);
    assert.equal(f.seismicity.bValue.method, 'global');
    assert.equal(f.seismicity.completeness[0]!.method, 'floor');
  });

  test('a busy place is forecast above a quiet one, and borrows less from its neighbours the farther they are', () => {
    const busy = companionForecast(earthquakeSeismicity(catalogue(background(400)), site, now), window(30)).probability;
    const near = companionForecast(earthquakeSeismicity(catalogue(background(400, 40, 1, 200)), site, now), window(30)).probability;
    const far = companionForecast(earthquakeSeismicity(catalogue(background(400, 40, 1, 280)), site, now), window(30)).probability;
    const empty = companionForecast(earthquakeSeismicity(catalogue([]), site, now), window(30)).probability;
    assert.ok(busy > near && near > far && far > empty, `${busy} ${near} ${far} ${empty}`);
  });

  test('a sequence under way raises the near term, then decays', () => {
    const base = background(200, 80, 2);
    const quiet = companionForecast(earthquakeSeismicity(catalogue(base), site, now), window(30)).probability;
    const mainshock = [quake('main', 2, 7.2, 40)];
    const s = earthquakeSeismicity(catalogue([...base, ...mainshock]), site, now);
    const first = companionForecast(s, window(30)).probability;
    const later = companionForecast(s, window(30, 335)).probability;
    assert.ok(first > 2 * quiet, `${first} vs ${quiet}`);
    assert.ok(later < first && later > quiet, `${later}`);
    assert.ok(shakingForecast(s, window(30)).aftershockShare > 0.5);
  });

  test('a productive sequence raises the forecast above an unproductive one of the same mainshock', () => {
    // M5.2 aftershocks: above ETAS's m0 = 5 (each triggers its own offspring) and above Mc (R&J's posterior counts them).
    const base = background(200, 80, 3);
    const mainshock = quake('main', 10, 6.8, 30);
    const aftershocks = Array.from({ length: 25 }, (_, i) => quake(`a${i}`, 9 - i * 0.3, 5.2, 30 + (i % 5)));
    const quietSeq = companionForecast(earthquakeSeismicity(catalogue([...base, mainshock]), site, now), window(30)).probability;
    const busySeq = companionForecast(
      earthquakeSeismicity(catalogue([...base, mainshock, ...aftershocks]), site, now),
      window(30),
    ).probability;
    assert.ok(busySeq > quietSeq, `${busySeq} vs ${quietSeq}`);
  });

  test('longer windows never lower a probability; VIII never exceeds VI; severity stays on the scale', () => {
    const s = earthquakeSeismicity(catalogue(background(300)), site, now);
    let last = 0;
    for (const days of [7, 30, 365.25, 3652.5, 10957.5]) {
      const f = shakingForecast(s, window(days));
      assert.ok(f.strong >= last);
      assert.ok(f.severe <= f.strong);
      assert.ok(f.severity >= 20 && f.severity <= 100, `severity ${f.severity}`);
      assert.ok(companionForecast(s, window(days)).probability >= 0);
      last = f.strong;
    }
  });

  test('deep events shake the site less than shallow ones at the same epicentres', () => {
    const shallow = background(300).map((q) => ({ ...q, depthKm: 10 }));
    const deep = shallow.map((q) => ({ ...q, depthKm: 200 }));
    const pShallow = shakingForecast(earthquakeSeismicity(catalogue(shallow), site, now), window(3652.5)).strong;
    const pDeep = shakingForecast(earthquakeSeismicity(catalogue(deep), site, now), window(3652.5)).strong;
    assert.ok(pShallow > 2 * pDeep, `${pShallow} vs ${pDeep}`);
  });

  test('pure: the same inputs give the same outputs; events after now or outside the query are ignored', () => {
    const events = background(100, 60, 4);
    const a = forecastEarthquake(catalogue(events), site, window(30), now);
    const later = [...events, quake('future', -5, 7.5, 10), { ...quake('far', 100, 7.5, 0), lng: 20 }];
    const b = forecastEarthquake(catalogue(later), site, window(30), now);
    assert.equal(a.companion.probability, b.companion.probability);
    assert.equal(a.shaking.strong, b.shaking.strong);
  });

  test('rows with an impossible magnitude are left out as corrupt (outside -3 .. 10.5), the plausible extremes kept', () => {
    const events = background(100, 60, 5);
    const a = forecastEarthquake(catalogue(events), site, window(30), now);
    const corrupt = [...events, quake('huge', 10, 1.8e302, 5), quake('nine-nine', 10, 11, 5), quake('tiny', 10, -4, 5)];
    const b = forecastEarthquake(catalogue(corrupt), site, window(30), now);
    assert.equal(JSON.stringify(b), JSON.stringify(a));
    // An M9.5 a few days ago is a real event: it raises the near term.
    const c = forecastEarthquake(catalogue([...events, quake('valdivia', 10, 9.5, 5)]), site, window(30), now);
    assert.ok(c.companion.probability > a.companion.probability, `${c.companion.probability} > ${a.companion.probability}`);
  });

  test('a catalogue merged from queries with different cut-offs: the model is told them, leaves out what the older query could not hold, and completeness follows each part', () => {
    // 40 years of M5.5+ then 10 years of M4.5+ (the background above 4.5 in the newer part only, above 5.5 before it).
    const split = new Date(now.getTime() - 10 * YEAR);
    const events = background(400, 60, 6).filter((e) => Date.parse(e.time) >= split.getTime() || e.magnitude >= 5.45);
    const told: EarthquakeCatalogue = {
      events,
      query: {
        ...catalogue(events).query,
        cutoffs: [
          { start: new Date(now.getTime() - 50 * YEAR), minMagnitude: 5.5 },
          { start: split, minMagnitude: 4.5 },
        ],
      },
    };
    const s = earthquakeSeismicity(told, site, now);
    // Periods back from now: the 10 years at M4.5+ (floor 4.7), then four decades at M5.5+ (floor 5.7).
    assert.equal(s.completeness.at(-1)!.startMs, split.getTime());
    assert.equal(s.completeness.at(-1)!.mc, 4.7);
    assert.ok(
      s.completeness.slice(0, -1).every((p) => p.mc >= 5.7),
      JSON.stringify(s.completeness.map((p) => p.mc)),
    );
    // An M5.0 in the older part is below its query's cut-off: left out, as if it were not in the rows.
    const stray = forecastEarthquake({ ...told, events: [...events, quake('stray', 20 * 365.25, 5.0, 20)] }, site, window(30), now);
    assert.equal(JSON.stringify(stray), JSON.stringify(forecastEarthquake(told, site, window(30), now)));
    // Told a single M4.5 cut-off instead, the model would take the sparse older decades as complete from M4.7 and
    // forecast less (their few events spread over 50 years); told the cut-offs, it counts them from M5.7.
    const untold = earthquakeSeismicity(catalogue(events), site, now);
    assert.ok(s.companionRatePerYear > untold.companionRatePerYear, `${s.companionRatePerYear} > ${untold.companionRatePerYear}`);
  });
});

describe('severity on the team scale (disruption-days)', () => {
  const curve = (e: number[]): ShakingCurve => ({
    expected: { 5: e[0]!, 6: e[1]!, 7: e[2]!, 8: e[3]!, 9: e[4]!, 10: e[5]! },
    probability: {
      5: -Math.expm1(-e[0]!),
      6: -Math.expm1(-e[1]!),
      7: -Math.expm1(-e[2]!),
      8: -Math.expm1(-e[3]!),
      9: -Math.expm1(-e[4]!),
      10: -Math.expm1(-e[5]!),
    },
  });

  test('rare shaking, all of it VI: one disruption-day, severity 20', () => {
    const d = disruptionDaysGivenStrongShaking(curve([1e-4, 1e-6, 0, 0, 0, 0]));
    assert.ok(Math.abs(d - 1) < 1e-5);
    assert.ok(Math.abs(severityFromDays(d) - 20) < 1e-4);
  });

  test('by hand: half of the VI+ episodes reach VII, a tenth VIII: D = 0.5 + 0.4 x 10 + 0.1 x 100 = 14.5 days', () => {
    const d = disruptionDaysGivenStrongShaking(curve([1e-3, 1e-6, 5e-7, 1e-7, 0, 0]));
    assert.ok(Math.abs(d - 14.5) < 1e-3, String(d));
    assert.ok(Math.abs(severityFromDays(d) - 20 * (1 + Math.log10(14.5))) < 1e-3);
  });

  test('several episodes expected in the window: D scales by lambda / (1 - e^-lambda)', () => {
    const d = disruptionDaysGivenStrongShaking(curve([5, 2, 0, 0, 0, 0]));
    assert.ok(Math.abs(d - 2 / -Math.expm1(-2)) < 1e-12);
  });

  test('ETAS per regime (shortTerm etas-regimes): parents over a slab trigger with the subduction set, the others with the other set', () => {
    // A parent at 40 km with two intermediate-depth events within 150 km of it (at 100 and 120 km, 150 km deep),
    // one at -200 km whose nearest deep event is 300 km away: subduction and other. M4.8 deep events do not trigger.
    const events = [
      quake('slab1', 900, 4.8, 100, 150),
      quake('slab2', 800, 4.8, 120, 150),
      quake('near', 20, 6.5, 40),
      quake('far', 20, 6.5, -200),
    ];
    const model = EARTHQUAKE_MODEL as { shortTerm: typeof EARTHQUAKE_MODEL.shortTerm };
    const shipped = model.shortTerm;
    try {
      model.shortTerm = 'etas-regimes';
      const s = earthquakeSeismicity(catalogue(events), site, now);
      const byId = new Map(s.triggers.map((t) => [s.allEvents[t.event]!.quake.id, t]));
      assert.deepEqual([...byId.keys()].sort(), ['far', 'near']);
      const { other, subduction } = EARTHQUAKE_MODEL.etasRegimes;
      const near = byId.get('near')!;
      const far = byId.get('far')!;
      assert.equal(near.regime, 'subduction');
      assert.equal(far.regime, 'other');
      assert.deepEqual([near.time.c, near.time.p], [subduction.c, subduction.p]);
      assert.deepEqual([far.time.c, far.time.p], [other.c, other.p]);
      close(near.productivity, subduction.productivity * 10 ** (subduction.alpha * 1.5), 1e-12);
      close(far.productivity, other.productivity * 10 ** (other.alpha * 1.5), 1e-12);
      // The regime model forecasts a non-zero, finite short-term term.
      const p = companionForecast(s, window(30)).aftershockProbability;
      assert.ok(p > 0 && p < 1, `${p}`);
      // With the global set, every parent is 'other' with the global law.
      model.shortTerm = 'etas';
      const g = earthquakeSeismicity(catalogue(events), site, now);
      for (const t of g.triggers) {
        assert.equal(t.regime, 'other');
        assert.deepEqual([t.time.c, t.time.p], [EARTHQUAKE_MODEL.etas.c, EARTHQUAKE_MODEL.etas.p]);
      }
    } finally {
      model.shortTerm = shipped;
    }
  });
});
