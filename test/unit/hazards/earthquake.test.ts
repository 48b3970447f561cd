// Earthquake model (the registry's ModelResult): the shaking event and its verifiable companion, the window,
// the numbers matching the forecast they come from, and drivers in words. The science is tested in earthquake/.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { forecastEarthquake } from '../../../src-server/hazards/earthquake/forecast.js';
import { EARTHQUAKE_MODEL } from '../../../src-server/hazards/earthquake/model-configuration.js';
import { earthquakeModel } from '../../../src-server/hazards/earthquake/model.js';
import { oddsInWords, rate, windowInWords } from '../../../src-server/hazards/earthquake/sentences.js';
import type { ModelContext } from '../../../src-server/hazards/types.js';
import { horizonWindow } from '../../../src-server/hazards/window.js';
import type { Quake } from '../../../src-server/sources/usgs/normalize.js';
import { english, render, renderValue } from '../../../src-server/risk/translate.js';
import { riskScore } from '../../../src-server/forecast/risk-score.js';
import { HORIZONS } from '../../../src-server/contracts/enums.js';

const now = new Date('2026-11-22T00:00:00Z');
const DAY = 86_400_000;
const place = {
  name: 'Testville, Nowhere',
  city: 'Testville',
  country: 'Nowhere',
  countryCode: 'XX',
  admin1: null,
  lat: 0,
  lng: 0,
  source: 'gazetteer' as const,
};
const ctx = (horizon: ModelContext['horizon'], window = horizonWindow(now, horizon)): ModelContext => ({
  place,
  horizon,
  lens: 'community-planning',
  now,
  window,
});
const catalogue = (events: Quake[]) => ({
  events,
  query: { center: { lat: 0, lng: 0 }, radiusKm: 300, minMagnitude: 4.5, start: new Date(now.getTime() - 50 * 365.25 * DAY), end: now },
});

/** n quakes of magnitude `mag` at `distKm` east of the origin, one every 60 days back from now. */
function quakes(n: number, mag = 4.8, distKm = 50, depthKm = 10): Quake[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `q${i}`,
    magnitude: mag + (i % 7) * 0.1,
    time: new Date(now.getTime() - (i + 1) * 60 * DAY).toISOString(),
    lat: (i % 5) * 0.05,
    lng: distKm / 111.195,
    depthKm,
    place: null,
    url: null,
  }));
}

describe('earthquake model', () => {
  test('the event is shaking of MMI VI+ at the place; the companion is the USGS event, both over ctx.window', () => {
    const r = earthquakeModel(catalogue(quakes(80)), ctx('30d'));
    assert.equal(r.event.minIntensity, 6);
    assert.equal(r.event.intensityScale, 'MMI');
    assert.deepEqual(r.event.center, { lat: 0, lng: 0 });
    assert.equal(r.event.windowStart, '2026-11-22T00:00:00.000Z');
    assert.equal(r.event.windowEnd, '2026-12-22T00:00:00.000Z');
    const companion = r.companion!.event;
    assert.equal(companion.verifiedBy, 'USGS Earthquake Catalog');
    assert.ok('minMagnitude' in companion && companion.minMagnitude === EARTHQUAKE_MODEL.companion.minMagnitude);
    assert.equal(companion.radiusKm, 150);
    assert.equal(companion.windowEnd, r.event.windowEnd);
  });

  test('probability, severity and companion are exactly the forecast they come from', () => {
    const cat = catalogue(quakes(80));
    const c = ctx('10y');
    const r = earthquakeModel(cat, c);
    const f = forecastEarthquake(cat, place, c.window, now);
    assert.equal(r.probability, f.shaking.strong * 100);
    assert.equal(r.severity, f.shaking.severity);
    assert.equal(r.companion!.probability, f.companion.probability * 100);
    assert.equal(r.extrapolation, 1);
  });

  test('nested windows: one event (MMI VI+) at every horizon, never a lower chance or risk in a longer window, the chance per year stated from the rate', () => {
    const main: Quake = {
      id: 'main',
      magnitude: 7.1,
      time: new Date(now.getTime() - 3 * DAY).toISOString(),
      lat: 0,
      lng: 0.3,
      depthKm: 12,
      place: 'near Testville',
      url: null,
    };
    // A quiet place, a busy one, and one with a sequence under way (its rate decays: the mean per year falls with the window).
    for (const events of [[], quakes(80), [...quakes(40), main]]) {
      const rs = HORIZONS.map((h) => ({ h, r: earthquakeModel(catalogue(events), ctx(h)) }));
      for (let i = 1; i < rs.length; i++) {
        const [a, b] = [rs[i - 1]!, rs[i]!];
        assert.ok(b.r.probability >= a.r.probability, `P ${b.h} ${b.r.probability} < ${a.h} ${a.r.probability}`);
        assert.ok(riskScore(b.r.probability, b.r.severity) >= riskScore(a.r.probability, a.r.severity) - 1e-9, `risk ${b.h} < ${a.h}`);
        assert.equal(b.r.event.minIntensity, a.r.event.minIntensity);
      }
      for (const { h, r } of rs) {
        if (h === '7d' || h === '30d') {
          assert.equal(r.probabilityPerYear, undefined, h);
          continue;
        }
        const years = h === '1y' ? 1 : h === '10y' ? 10 : 30;
        // 1 - (1 - p)^years = P: the constant yearly chance at the window's mean annual rate.
        const p = r.probabilityPerYear! / 100;
        assert.ok(Math.abs(1 - (1 - p) ** years - r.probability / 100) < 1e-9, `${h}: ${p} vs ${r.probability}`);
      }
    }
  });

  test('a calendar window (ctx.window) is used, not now + horizon', () => {
    const window = { start: new Date(now.getTime() + 100 * DAY), end: new Date(now.getTime() + 107 * DAY) };
    const r = earthquakeModel(catalogue(quakes(40)), ctx('7d', window));
    assert.equal(r.event.windowStart, window.start.toISOString());
    assert.equal(r.companion!.event.windowEnd, window.end.toISOString());
    assert.ok(r.drivers.map(english)[0]!.includes('between 2027-03-02 and 2027-03-09'), r.drivers.map(english)[0]);
  });

  test('drivers say the odds in words, name the verifiable event, the catalogue and the largest event', () => {
    const r = earthquakeModel(catalogue(quakes(80)), ctx('30y'));
    assert.match(r.drivers.map(english)[0]!, /chance of strong shaking \(MMI VI or more\) at Testville, Nowhere in the next 30 years/);
    assert.match(r.drivers.map(english)[1]!, /M5\.0\+ earthquake within 150 km .*USGS catalogue decides/);
    assert.match(r.drivers.map(english).join(' '), /80 USGS events M4\.5\+ within 300 km since 1976/);
    assert.match(r.drivers.map(english).join(' '), /Largest within 300 km since 1976: M5\.4/);
    const quiet = earthquakeModel(catalogue([]), ctx('30y'));
    assert.match(quiet.drivers.map(english).join(' '), /No USGS earthquakes of M4\.5\+ within 300 km since 1976/);
  });

  test('a sequence under way is named in the drivers', () => {
    const main: Quake = {
      id: 'main',
      magnitude: 7.1,
      time: new Date(now.getTime() - 3 * DAY).toISOString(),
      lat: 0,
      lng: 0.3,
      depthKm: 12,
      place: 'near Testville',
      url: null,
    };
    const r = earthquakeModel(catalogue([...quakes(40), main]), ctx('30d'));
    assert.match(r.drivers.map(english).join(' '), /Aftershocks of the M7\.1 of 2026-11-19 \(near Testville\), 33 km away/);
  });

  test("the great-interface source is named in the drivers with what loads it: New Zealand's slip deficit, PB2002 elsewhere", () => {
    const at = (lat: number, lng: number, name: string) => {
      const where = { ...place, name, lat, lng };
      const cat = { events: [], query: { ...catalogue([]).query, center: { lat, lng } } };
      return earthquakeModel(cat, { ...ctx('30y'), place: where })
        .drivers.map(english)
        .join(' ');
    };
    const wellington = at(-41.2865, 174.7762, 'Wellington');
    assert.match(wellington, /subduction interface within 300 km is balanced by the slip deficit of New Zealand's National Seismic/);
    assert.match(wellington, /about 0\.2\d M6\.0\+ interface earthquakes a year, 0\.00\d+ of them M8\.0\+/);
    const lima = at(-12.0464, -77.0428, 'Lima');
    assert.match(lima, /balanced by plate convergence \(Bird 2003, PB2002\) with the fitted interface coupling 0\.244/);
    assert.doesNotMatch(at(52.52, 13.405, 'Berlin'), /subduction interface within/);
  });

  test('odds in words', () => {
    const odds = (p: number) => english(oddsInWords(p));
    assert.equal(odds(1 / 3), '1 in 3 (33%)');
    assert.equal(odds(0.9), '9 in 10 (90%)');
    assert.equal(odds(0.004), '1 in 250 (0.40%)');
    assert.equal(odds(0.97), 'almost certain (97%)');
    assert.equal(odds(0), 'no measurable chance (0%)');
    assert.equal(odds(0.0004), '1 in 2,500 (0.04%)');
    assert.equal(odds(1e-7), '1 in 10,000,000 (<0.01%)');
    assert.equal(english(windowInWords(horizonWindow(now, '1y'), now)), 'in the next 1 year');
    assert.equal(english(windowInWords(horizonWindow(now, '7d'), now)), 'in the next 7 days');
    assert.deepEqual(
      [0.0005, 0.00099, 0.0042, 0.35, 12.5].map((r) => renderValue('en', rate(r))),
      ['5.0e-4', '9.9e-4', '0.004', '0.35', '13'],
    );
  });

  test('the same words in Spanish, French, Portuguese and German: numbers and days written their way, magnitudes as they are', () => {
    const nbsp = '\u00a0';
    assert.equal(render('fr', oddsInWords(0.0004)), `1 sur 2\u202f500 (0,04${nbsp}%)`);
    assert.equal(render('de', oddsInWords(1e-7)), `1 zu 10.000.000 (<0,01${nbsp}%)`);
    assert.equal(render('pt', oddsInWords(0.9)), '9 em 10 (90%)');
    assert.equal(render('es', oddsInWords(0)), `inapreciable (0${nbsp}%)`);
    assert.equal(renderValue('fr', rate(0.0005)), '5,0e-4');
    const window = { start: new Date(now.getTime() + 100 * DAY), end: new Date(now.getTime() + 107 * DAY) };
    assert.equal(render('es', windowInWords(window, now)), 'entre el 2 de marzo de 2027 y el 9 de marzo de 2027');
    assert.equal(render('de', windowInWords(horizonWindow(now, '10y'), now)), 'in den nächsten 10 Jahren');
    const main: Quake = {
      id: 'main',
      magnitude: 7.1,
      time: new Date(now.getTime() - 3 * DAY).toISOString(),
      lat: 0,
      lng: 0.3,
      depthKm: 12,
      place: 'near Testville',
      url: null,
    };
    const r = earthquakeModel(catalogue([...quakes(40), main]), ctx('30d'));
    const de = r.drivers.map((d) => render('de', d)).join(' ');
    assert.match(de, /Nachbeben des M7\.1-Bebens vom 19\. November 2026 \(near Testville\), 33 km entfernt/);
    assert.match(de, /41 USGS-Ereignisse M4\.5\+ im Umkreis von 300 km seit 1976/);
    assert.match(
      render('fr', r.companion!.event.description),
      /^Au moins un séisme M5\.0\+ dont l’épicentre se trouve à moins de 150 km de Testville, Nowhere$/,
    );
    assert.deepEqual(
      r.layers.map((l) => render('pt', l.title)),
      ['Terremotos M4.5+ num raio de 300 km desde 1976', 'Raio do evento verificável (150 km)'],
    );
  });
});

describe('earthquake runner', () => {
  test('a full FDSN answer (20,000 events, newest first) tells the model the span it covers, not the 50 years asked', async () => {
    const { coveredQuery } = await import('../../../src-server/hazards/earthquake/runner.js');
    const query = catalogue([]).query;
    const full = Array.from({ length: 20_000 }, (_, i) => ({
      ...quakes(1)[0]!,
      id: `f${i}`,
      time: new Date(now.getTime() - (i + 1) * 3_600_000).toISOString(),
    }));
    assert.equal(coveredQuery(query, full).start.toISOString(), full.at(-1)!.time);
    assert.equal(coveredQuery(query, full.slice(0, 100)), query);
  });
});
