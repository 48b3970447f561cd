// fast-check building blocks for fuzzing the API: hostile strings and numbers, "mostly valid" fields, JSON bodies.
import fc from 'fast-check';
import { ALERT_METRICS, CHANNEL_TYPES, DECISION_LENSES, HORIZONS } from '../../../src-server/contracts/enums.js';
import { HAZARDS } from '../../helpers/built-in.js';

/** Strings that have broken parsers, routers, SQL and templates before. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  '\n',
  '\r\n',
  '\t',
  '%',
  '%zz',
  '%00',
  '%E0%A4%A',
  '..',
  '../../etc/passwd',
  '/',
  '\\',
  '?',
  '#',
  '&',
  '=',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "'; DROP TABLE watches; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x10',
  '9007199254740993',
  '-1',
  'null',
  'true',
  'undefined',
  '\uD800',
  '\uFFFF',
  '\u202Egnp.exe',
  'Ω≈ç√∫',
  '🌋🌊🔥',
  'Zàłgô',
  'Tōkyō',
  'x'.repeat(1001),
  'a'.repeat(70 * 1024),
  'lava',
  '2w',
  'fun',
  'gold',
  'deleted',
  'http://127.0.0.1:1/x',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'smtp://u:p@h:25',
  'service_live_' + '0'.repeat(32),
];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

export const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 100, 100.0000001, 101, -1e-9, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 0.1 + 0.2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** encodeURIComponent that survives lone surrogates (it throws URIError on them). */
export const encode = (s: string): string =>
  encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** Any JSON value, small. */
export const anyJson = fc.jsonValue({ maxDepth: 3 });

/** Anything a hostile client might put in a JSON field. */
export const hostile = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 2, arbitrary: anyJson },
);

/** A field that is usually valid (so requests get deep) and sometimes anything at all. */
export const mostly = <T>(valid: fc.Arbitrary<T>, validWeight = 24) =>
  fc.oneof({ weight: validWeight, arbitrary: valid as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: hostile });

/** An object of optional, mostly-valid fields, sometimes with unknown extra keys. */
export function mostlyRecord(fields: Record<string, fc.Arbitrary<unknown>>, required: string[] = []) {
  const base = fc.record(Object.fromEntries(Object.entries(fields).map(([k, a]) => [k, mostly(a)])), { requiredKeys: required });
  return fc.oneof(
    { weight: 10, arbitrary: base },
    { weight: 1, arbitrary: fc.tuple(base, fc.dictionary(nastyString, hostile, { maxKeys: 3 })).map(([b, extra]) => ({ ...extra, ...b })) },
  );
}

/** Places whose sources the replay answers quickly (and which the source cache keeps warm), and hostile ones. */
export const place = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('Tokyo', 'Lagos', 'Reykjavik', 'Paris, Texas', '35.68, 139.69', 'Istanbul', 'Lima, Peru') },
  { weight: 1, arbitrary: nastyString },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.double({ min: -100, max: 100, noNaN: true }), fc.double({ min: -200, max: 200, noNaN: true }))
      .map(([a, b]) => `${a}, ${b}`),
  },
);

export const hazard = fc.constantFrom(...HAZARDS);
/** Earthquake most of the time: every hazard is possible, but each cold (place, hazard) costs replayed source calls. */
export const cheapHazard = fc.oneof(
  { weight: 5, arbitrary: fc.constant('earthquake') },
  { weight: 1, arbitrary: fc.constantFrom(...HAZARDS, 'war', 'typhoon') },
);
export const horizon = fc.constantFrom(...HORIZONS);
export const lens = fc.constantFrom(...DECISION_LENSES);
export const metric = fc.constantFrom(...ALERT_METRICS);

const CHANNELS = [
  { type: 'webhook', target: 'https://hooks.example.com/x' },
  { type: 'webhook', target: 'http://[::ffff:7f00:1]/x' },
  { type: 'slack', target: 'https://hooks.slack.com/services/T0/B0/X' },
  { type: 'telegram', target: '123456789' },
  { type: 'telegram', target: '@hazard_bot' },
  { type: 'email', target: 'ops@example.com' },
];
export const channel = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...CHANNELS) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: mostly(fc.constantFrom(...CHANNEL_TYPES)),
      target: mostly(fc.constantFrom(...CHANNELS.map((c) => c.target))),
    }),
  },
);

export const alert = mostlyRecord({
  enabled: fc.boolean(),
  metric,
  threshold: fc.double({ min: 0, max: 100, noNaN: true }),
  hazard,
  horizon,
  correlationHazards: fc.array(hazard, { minLength: 1, maxLength: 3 }),
  correlationThreshold: fc.double({ min: 0, max: 100, noNaN: true }),
  channels: fc.array(channel, { maxLength: 3 }),
  intervalMin: fc.integer({ min: 1, max: 10_080 }),
  hysteresis: fc.double({ min: 0, max: 50, noNaN: true }),
});

export const riskBody = mostlyRecord({ prompt: place, hazard: cheapHazard, horizon, decisionLens: lens, alert }, ['prompt']);

/** A query string from mostly-valid parameters, sometimes repeated or raw (un-encoded) garbage. */
export function query(params: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  const pairs = fc
    .record(Object.fromEntries(Object.entries(params).map(([k, a]) => [k, mostly(a)])), { requiredKeys: [] })
    .map((r) => Object.entries(r).map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`));
  return fc
    .tuple(
      pairs,
      fc.array(fc.tuple(nastyString, nastyString), { maxLength: 2 }),
      fc.constantFrom('', '&', '&hazard=flood&hazard=heat', '&%zz=%', '&a[b]=c'),
    )
    .map(([p, extra, raw]) => {
      const all = [...p, ...extra.map(([k, v]) => `${encode(k)}=${encode(v)}`)].join('&');
      return all || raw ? `?${all}${raw}` : '';
    });
}

/** A path segment: a known id, or something hostile (percent-encoded, or raw when it is valid URL text). */
export const segment = (known: () => string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 1000 }).map((i) => known()[i % Math.max(1, known().length)] ?? 'none') },
    { weight: 2, arbitrary: nastyString.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%2F', '..', '%2e%2e', 'a%00b', 'x'.repeat(300)) },
  );
