// The one risk scale (expected disruption-days) and the confidence rule (measured reliability x data).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { HORIZONS } from '../../../src-server/contracts/enums.js';
import { confidenceDetail, confidenceLabel, dataLabel } from '../../../src-server/forecast/confidence.js';
import { capFromMeasurement, reliabilityCap } from '../../../src-server/forecast/reliability.js';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';
import type { Measurement } from '../../../src-server/hazards/types.js';
import { leadComparer, riskLevel, riskScore } from '../../../src-server/forecast/risk-score.js';
import {
  daysFromSeverity,
  daysFromTable,
  lambdaFromProbability,
  severityFromDays,
  severityFromTable,
  windowDisruptionDays,
} from '../../../src-server/science/disruption-days.js';

const near = (a: number, b: number, tol = 1e-9) => assert.ok(Math.abs(a - b) <= tol, `${a} vs ${b}`);

describe('severity: 20 (1 + log10 days)', () => {
  test('the anchors', () => {
    near(severityFromDays(0.1), 0);
    near(severityFromDays(1), 20);
    near(severityFromDays(10), 40);
    near(severityFromDays(100), 60);
    near(severityFromDays(1000), 80);
    near(severityFromDays(10_000), 100);
    assert.equal(severityFromDays(1e9), 100);
    assert.equal(severityFromDays(0.01), 0);
    assert.equal(severityFromDays(0), 0);
    assert.equal(severityFromDays(Number.NaN), 0);
    assert.equal(severityFromDays(Infinity), 100);
  });
  test('days from severity inverts it', () => {
    for (const s of [5, 20, 37.5, 60, 99]) near(severityFromDays(daysFromSeverity(s)), s, 1e-9);
  });
  test('window given at least one episode: d1 x lambda / (1 - e^-lambda)', () => {
    near(windowDisruptionDays(2, 1e-12), 2);
    near(windowDisruptionDays(2, Math.log(2)), (2 * Math.log(2)) / 0.5, 1e-12); // P = 0.5
    near(lambdaFromProbability(0.5), Math.log(2), 1e-12);
    // P x window days = lambda x d1: the expected disruption.
    const p = 0.8;
    near(p * windowDisruptionDays(3, lambdaFromProbability(p)), 3 * lambdaFromProbability(p), 1e-12);
  });
  test('intensity tables: linear in the intensity between rows, flat beyond', () => {
    const mmi = [
      [4, 0],
      [5, 10],
      [6, 20],
      [7, 40],
      [8, 60],
      [9, 80],
      [10, 95],
    ] as const;
    assert.equal(severityFromTable(3, mmi), 0);
    assert.equal(severityFromTable(6.5, mmi), 30);
    assert.equal(severityFromTable(12, mmi), 95);
    assert.equal(daysFromTable(4, mmi), 0);
    near(daysFromTable(7, mmi), 10);
  });
});

describe('riskScore: the expected disruption on the same scale', () => {
  test('worked anchors (docs/api-decisions.md)', () => {
    assert.equal(riskScore(100, 20), 20);
    assert.equal(riskScore(10, 40), 20);
    assert.equal(riskScore(1, 60), 20);
    assert.equal(riskScore(50, 50), 44);
    assert.equal(riskScore(2, 80), 46);
    assert.equal(riskScore(0, 100), 0);
    assert.equal(riskScore(100, 0), 0);
    assert.equal(riskScore(Number.NaN, 50), 0);
  });
  test('equal expected days give equal scores across hazards', () => {
    // 1% of 1,000 days = 10% of 100 days = 100% of 10 days.
    const a = riskScore(1, severityFromDays(1000));
    const b = riskScore(10, severityFromDays(100));
    const c = riskScore(100, severityFromDays(10));
    assert.equal(a, b);
    assert.equal(b, c);
    assert.equal(c, 40);
  });
  test('lens weights multiply days: a weight of 0.1 is one decade (20 points) down', () => {
    assert.equal(riskScore(100, 60, 0.1), 40);
    assert.equal(riskScore(100, 60, 1), 60);
  });
  test('monotonic in probability and severity, within 0-100', () => {
    for (let p = 0; p <= 100; p += 5) {
      for (let s = 0; s <= 100; s += 5) {
        const r = riskScore(p, s);
        assert.ok(r >= 0 && r <= 100);
        if (p > 0) assert.ok(r >= riskScore(p - 5, s));
        if (s > 0) assert.ok(r >= riskScore(p, s - 5));
      }
    }
  });
  test('levels at the anchors: 1, 10 and 100 expected days', () => {
    assert.equal(riskLevel(19.9), 'low');
    assert.equal(riskLevel(20), 'moderate');
    assert.equal(riskLevel(40), 'high');
    assert.equal(riskLevel(60), 'severe');
  });
  test("lead: highest score, then severity, then the registry's hazard order", () => {
    const compareForLead = leadComparer(BUILT_IN_REGISTRY.ids);
    const rows = [
      { hazard: 'heat' as const, riskScore: 30, severity: 25 },
      { hazard: 'earthquake' as const, riskScore: 30, severity: 60 },
      { hazard: 'flood' as const, riskScore: 31, severity: 40 },
    ];
    assert.deepEqual(
      [...rows].sort(compareForLead).map((r) => r.hazard),
      ['flood', 'earthquake', 'heat'],
    );
    const tie = [
      { hazard: 'storm' as const, riskScore: 10, severity: 30 },
      { hazard: 'flood' as const, riskScore: 10, severity: 30 },
    ];
    assert.equal([...tie].sort(compareForLead)[0]!.hazard, 'flood');
    // Another registry's order decides its ties; a hazard it does not list comes last.
    assert.equal([...tie].sort(leadComparer(['storm', 'flood']))[0]!.hazard, 'storm');
    assert.equal([...tie].sort(leadComparer(['flood']))[0]!.hazard, 'flood');
    assert.equal([...tie].sort(leadComparer(['storm']))[0]!.hazard, 'storm');
  });
});

describe('confidence: min(measured reliability, data)', () => {
  const m = (over: Partial<Measurement>): Measurement => ({
    source: 'hindcast',
    forecasts: 1000,
    events: 100,
    brierSkillPct: 10,
    skillCiLowPct: 4,
    skillCiHighPct: 15,
    reliability: 0.001,
    uncertainty: 0.05,
    reference: 'test',
    ...over,
  });
  test('measurement caps', () => {
    assert.equal(capFromMeasurement(m({})), 'high');
    assert.equal(capFromMeasurement(m({ skillCiLowPct: -1 })), 'medium');
    assert.equal(capFromMeasurement(m({ skillCiLowPct: null })), 'medium');
    assert.equal(capFromMeasurement(m({ reliability: 0.01 })), 'medium'); // 20% of uncertainty: not calibrated enough
    assert.equal(capFromMeasurement(m({ events: 15 })), 'medium');
    assert.equal(capFromMeasurement(m({ brierSkillPct: -2 })), 'low');
    assert.equal(capFromMeasurement(m({ events: 5 })), 'low');
  });
  /** A built-in hazard's reliability, as its definition gives it. */
  const of = (hazard: string) => BUILT_IN_REGISTRY.get(hazard).reliability;
  test('without a measurement: medium only where a verified forecast system covers half the window', () => {
    assert.equal(reliabilityCap({ reliability: of('heat'), horizon: '7d', extrapolation: 0 }).cap, 'medium');
    assert.equal(reliabilityCap({ reliability: of('heat'), horizon: '1y', extrapolation: 1 }).cap, 'low');
    assert.equal(reliabilityCap({ reliability: of('conflict'), horizon: '30d', extrapolation: 0 }).cap, 'medium');
    assert.equal(reliabilityCap({ reliability: of('conflict'), horizon: '30d', extrapolation: 0.6 }).cap, 'low');
    assert.equal(reliabilityCap({ reliability: of('earthquake'), horizon: '10y', extrapolation: 1 }).cap, 'low');
    // A hazard whose definition says nothing of its reliability (a new one, before anything is measured): low.
    assert.deepEqual(reliabilityCap({ horizon: '7d', extrapolation: 0 }), {
      cap: 'low',
      basis: 'no measured reliability for this hazard and horizon',
    });
  });
  test('the caps the built-in definitions give, per hazard and horizon', () => {
    const caps = (extrapolation: number) =>
      Object.fromEntries(
        BUILT_IN_REGISTRY.ids.map((h) => [
          h,
          HORIZONS.map((horizon) => reliabilityCap({ reliability: of(h), horizon, extrapolation }).cap).join(' '),
        ]),
      );
    // Horizons in order: 7d 30d 1y 10y 30y. Earthquake: its hindcast (companion only) at 7d, 30d and 1y.
    assert.deepEqual(caps(0.5), {
      earthquake: 'medium medium medium low low',
      flood: 'medium medium medium medium medium',
      wildfire: 'medium medium medium medium medium',
      heat: 'medium medium medium medium medium',
      storm: 'medium medium medium medium medium',
      'air-quality': 'medium medium medium medium medium',
      drought: 'medium medium medium medium medium',
      'food-insecurity': 'medium medium medium medium medium',
      // Conflict's 12-month event measured on ViEWS's archive (34 events, skill 74-95 %, reliability 4 % of uncertainty).
      conflict: 'medium medium high medium medium',
    });
    // Mostly extrapolated: the published verification of the live part no longer covers the window.
    assert.deepEqual(
      new Set(
        Object.entries(caps(0.6))
          .filter(([h]) => h !== 'earthquake' && h !== 'conflict')
          .map(([, c]) => c),
      ),
      new Set(['low low low low low']),
    );
    assert.equal(caps(0.6).conflict, 'low low high low low');
    assert.match(reliabilityCap({ reliability: of('flood'), horizon: '7d', extrapolation: 0 }).basis, /^published verification: GloFAS/);
  });
  test('a hindcast of the companion event alone supports at most medium', () => {
    assert.equal(capFromMeasurement(m({ companionOnly: true })), 'medium');
    // The earthquake hindcast: skill > 0 over >= 10 events at 7d, 30d and 1y, but of the companion event.
    for (const horizon of ['7d', '30d', '1y'] as const) {
      assert.equal(reliabilityCap({ reliability: of('earthquake'), horizon, extrapolation: 1 }).cap, 'medium');
    }
  });
  test('a track record with enough events supersedes the hindcast', () => {
    const tr = m({ source: 'track-record', brierSkillPct: -5 });
    assert.equal(reliabilityCap({ reliability: of('earthquake'), horizon: '30d', extrapolation: 0.5, trackRecord: tr }).cap, 'low');
    assert.equal(
      reliabilityCap({ reliability: of('earthquake'), horizon: '30d', extrapolation: 0.5, trackRecord: m({ events: 3 }) }).basis.startsWith(
        'hindcast',
      ),
      true,
    );
    // A hazard with no reliability in its definition is capped by its track record once that has enough events.
    assert.equal(reliabilityCap({ horizon: '7d', extrapolation: 1, trackRecord: m({ source: 'track-record' }) }).cap, 'high');
  });
  test('every recorded measurement names its run; every published verification names its system', () => {
    let measured = 0;
    for (const d of BUILT_IN_REGISTRY.definitions) {
      for (const x of Object.values(d.reliability?.measured ?? {})) {
        assert.ok(x.reference.length > 10, d.id);
        assert.equal(x.source, 'hindcast', `${d.id}: a definition holds hindcasts; the track record is read live`);
        measured++;
      }
      if (d.reliability?.publishedVerification !== undefined) assert.ok(d.reliability.publishedVerification.length > 10, d.id);
    }
    assert.equal(measured, 4, 'earthquake 7d, 30d, 1y; conflict 1y');
  });
  const base = { reliability: of('heat'), horizon: '7d' as const, sourcesWanted: 2, sourcesOk: 2, dataAgeSec: 0, extrapolation: 0 };
  test('data label: completeness and age', () => {
    assert.equal(dataLabel(base), 'high');
    assert.equal(dataLabel({ ...base, sourcesOk: 1 }), 'medium');
    assert.equal(dataLabel({ ...base, sourcesOk: 0 }), 'low');
    assert.equal(dataLabel({ ...base, dataCompleteness: 0.4 }), 'low');
    assert.equal(dataLabel({ ...base, dataAgeSec: 2 * 86_400 }), 'medium');
  });
  test('the label is the lower of the two', () => {
    assert.equal(confidenceLabel(base), 'medium'); // heat: published verification only
    assert.equal(confidenceLabel({ ...base, sourcesOk: 0 }), 'low');
    const d = confidenceDetail({ ...base, reliability: of('earthquake'), horizon: '30d', extrapolation: 0.5 });
    assert.equal(d.cap, 'medium'); // skill > 0 with its interval above 0, but measured on the companion event
    assert.equal(d.label, 'medium');
  });
});
