// Guidance follows the numbers (SCIENCE.md rule 7, docs/api-decisions.md "Guidance"): the chance in the IPCC term of
// its band, advice chosen by band and severity, act-now for 7d/30d and planning for a year or more, every hazard, lens
// and language; no other guidance sentence claims a likelihood.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DECISION_LENSES, HORIZONS, LANGUAGES, type Language } from '../../../src-server/contracts/enums.js';
import { HAZARDS } from '../../helpers/built-in.js';
import { BUILT_IN_REGISTRY } from '../../../src-server/hazards/registry.js';
import { adviceTier, BAND_FLOORS, LIKELIHOOD_BANDS, likelihoodBand, type LikelihoodBand } from '../../../src-server/hazards/advice.js';
import { english, render, text } from '../../../src-server/risk/translate.js';
import { ANSWER_RESOURCES } from '../../helpers/built-in.js';

type Input = Parameters<typeof BUILT_IN_REGISTRY.guidance>[1];
const guidance = (hazard: string, input: Partial<Input> = {}, language: Language = 'en') =>
  BUILT_IN_REGISTRY.guidance(hazard, { lens: 'community-planning', horizon: '30d', probability: 50, severity: 30, ...input }).map((m) =>
    render(language, m),
  );

/**
 * Words that claim a likelihood, per language (folded to lowercase), beyond the IPCC terms themselves: a guidance
 * sentence other than the chance sentence may not use any of them, and the chance sentence only its band's term.
 */
const LIKELIHOOD_WORDS: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(likely|unlikely|likelihood|probable|probably|improbable|possible|possibly|impossible|expected|expect|certain|certainly)(?![\p{L}])/u,
  es: /(?<![\p{L}])(probable|probables|improbable|probablemente|posible|posibles|posiblemente|imposible|prácticamente segur[oa]|se espera|es de esperar)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(probable|probables|improbable|probablement|possible|possibles|impossible|certain|certaine|vraisemblable|attendue?s?)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(provável|prováveis|improvável|provavelmente|possível|possíveis|impossível|praticamente cert[oa]|esperad[oa]s?)(?![\p{L}])/u,
  de: /(?<![\p{L}])(wahrscheinlich|unwahrscheinlich|wahrscheinlichkeit|möglich|möglicherweise|unmöglich|praktisch sicher|erwartet|erwarten)(?![\p{L}])/u,
};
/** Set phrases that name no likelihood ("where possible", "si possible"): taken out before the words are looked for. */
const IDIOMS: Record<Language, RegExp> = {
  en: /\b(where|if|as soon as|when) possible\b/g,
  es: /\b(si es posible|lo antes posible|en lo posible|siempre que sea posible)\b/g,
  fr: /\b(si possible|dès que possible|autant que possible|le plus tôt possible)\b/g,
  pt: /(se possível|o mais cedo possível|sempre que possível|quando possível)/g,
  de: /(wo möglich|wenn möglich|so bald wie möglich|möglichst)/g,
};
const claims = (language: Language, s: string) => LIKELIHOOD_WORDS[language].test(s.toLowerCase().replace(IDIOMS[language], ''));
/** The probabilities tried: each band's floor and a value inside it. */
const PROBABILITIES = LIKELIHOOD_BANDS.flatMap((b) => [BAND_FLOORS[b], BAND_FLOORS[b] + 0.4]).concat([100]);

/** Every string under `guidance.<hazard>` of a language's catalogue, with its key. */
function guidanceStrings(language: Language): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') out.push([key, node]);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${key}.${k}`);
  };
  walk((ANSWER_RESOURCES[language] as { guidance: object }).guidance, 'guidance');
  return out;
}

describe('calibrated words (SCIENCE.md rule 7)', () => {
  test('bands: the IPCC ranges, read on the number as the answer shows it', () => {
    const cases: [number, LikelihoodBand][] = [
      [0, 'exceptionallyUnlikely'],
      [0.94, 'exceptionallyUnlikely'],
      [0.96, 'veryUnlikely'],
      [4, 'veryUnlikely'],
      [9.9, 'veryUnlikely'],
      [10, 'unlikely'],
      [32.96, 'aboutAsLikelyAsNot'],
      [65.9, 'aboutAsLikelyAsNot'],
      [66, 'likely'],
      [78.9, 'likely'],
      [90, 'veryLikely'],
      [98.94, 'veryLikely'],
      [99, 'virtuallyCertain'],
      [100, 'virtuallyCertain'],
    ];
    for (const [p, band] of cases) assert.equal(likelihoodBand(p), band, `${p}%`);
  });

  test('the tier follows band and severity, never a risk level alone: a 4% chance is never "act", a 79% chance of a serious event is', () => {
    assert.equal(adviceTier(4, 95), 'aware');
    assert.equal(adviceTier(20, 50), 'prepare');
    assert.equal(adviceTier(20, 30), 'aware');
    assert.equal(adviceTier(50, 30), 'prepare');
    assert.equal(adviceTier(50, 10), 'aware');
    assert.equal(adviceTier(78.9, 30), 'act');
    assert.equal(adviceTier(78.9, 5), 'prepare');
  });

  for (const language of LANGUAGES) {
    test(`${language}: no guidance sentence of any hazard claims a likelihood (only the chance sentence, with its band's term)`, () => {
      const offenders = guidanceStrings(language).filter(([, s]) => claims(language, s));
      assert.deepEqual(offenders, []);
    });

    // Every lens's and situation's words are checked above, in the catalogue itself; here every hazard, horizon and band.
    test(`${language}: the chance sentence names the band of the number it gives, every hazard, horizon and band`, () => {
      for (const hazard of HAZARDS)
        for (const horizon of HORIZONS)
          for (const probability of PROBABILITIES) {
            const lens = DECISION_LENSES[Math.round(probability) % DECISION_LENSES.length]!;
            const g = guidance(hazard, { lens, horizon, probability, severity: 45 }, language);
            const term = text(language, `advice.likelihood.${likelihoodBand(probability)}`);
            assert.ok(g[0]!.includes(`(${term})`), `${hazard}/${lens}/${horizon}/${probability}: ${g[0]}`);
            // Any likelihood word in it is part of its own term ("unlikely" inside "very unlikely").
            const rest = g[0]!.replace(`(${term})`, '').toLowerCase();
            assert.ok(!claims(language, rest), `${hazard}/${language}: ${g[0]}`);
            for (const s of g.slice(1)) assert.ok(!claims(language, s), `${hazard}/${lens}: ${s}`);
          }
    });
  }
});

describe('hazard guidance (registry)', () => {
  test('every hazard, lens, horizon and tier: the chance, the advice, the lens and the core, each a sentence', () => {
    for (const h of HAZARDS)
      for (const lens of DECISION_LENSES)
        for (const horizon of HORIZONS)
          for (const [probability, severity] of [
            [2, 10],
            [50, 30],
            [90, 60],
          ] as const) {
            const g = guidance(h, { lens, horizon, probability, severity });
            assert.equal(g.length, 4, `${h}/${lens}/${horizon}`);
            assert.ok(
              g.every((s) => s.trim().length > 20 && /[.!)]$/.test(s.trim())),
              `${h}/${lens}/${horizon}: ${g.join(' | ')}`,
            );
          }
  });

  test('act-now advice for 7 and 30 days, planning advice for a year or more: investors at 30 years read about building and insurance, not sandbags', () => {
    const week = guidance('flood', { lens: 'investment', horizon: '7d', probability: 95, severity: 60 });
    const decades = guidance('flood', { lens: 'investment', horizon: '30y', probability: 95, severity: 60 });
    assert.match(week[1]!, /higher ground now/);
    assert.match(decades[1]!, /100-year flood level/);
    assert.ok(!decades.some((s) => /sandbag|higher ground now|go-bag/.test(s)), decades.join(' | '));
    for (const h of HAZARDS) {
      const now = new Set(
        HORIZONS.filter((x) => x === '7d' || x === '30d').map((horizon) => guidance(h, { horizon, probability: 80, severity: 50 })[1]),
      );
      const plan = new Set(
        HORIZONS.filter((x) => x !== '7d' && x !== '30d').map((horizon) => guidance(h, { horizon, probability: 80, severity: 50 })[1]),
      );
      assert.equal(now.size, 1, h);
      assert.equal(plan.size, 1, h);
      assert.notDeepEqual([...now], [...plan], `${h}: planning advice differs from act-now advice`);
    }
  });

  test('each tier has its own advice; each lens its own sentence', () => {
    for (const h of HAZARDS) {
      const tiers = new Set(
        [
          [2, 10],
          [50, 30],
          [90, 60],
        ].map(([probability, severity]) => guidance(h, { probability, severity })[1]),
      );
      assert.equal(tiers.size, 3, h);
      assert.equal(new Set(DECISION_LENSES.map((lens) => guidance(h, { lens })[2])).size, DECISION_LENSES.length, h);
    }
  });

  test('a period the prompt named is said by its dates', () => {
    const g = guidance('heat', { window: { start: '2027-12-01T00:00:00.000Z', end: '2028-01-01T00:00:00.000Z', source: 'prompt' } });
    assert.match(g[0]!, /between 2027-12-01 and 2027-12-31/);
  });

  describe('what the event says of the place', () => {
    const base = {
      description: 'x',
      radiusKm: 14,
      windowStart: '2026-11-22T12:00:00.000Z',
      windowEnd: '2026-11-29T12:00:00.000Z',
      center: { lat: 0, lng: 0 },
      verifiedBy: null,
    };
    const flood = (river: 'present' | 'absent' | 'unknown') =>
      ({
        ...base,
        hazard: 'flood',
        returnPeriodYears: 5,
        river,
        riverLevelM3s: null,
        rainLevelMm: 80,
        riverLevels: null,
        rainLevels: null,
      }) as never;
    const fire = (burnable: boolean | null, fireSeason: 'active' | 'dormant' | 'snow' | null) =>
      ({ ...base, hazard: 'wildfire', minFwi: 21.3, dangerClass: 'very high', burnable, aridityIndex: 0.4, fireSeason }) as never;
    const storm = (cycloneBasin: string | null, cycloneSeasonShare: number | null) =>
      ({
        ...base,
        hazard: 'storm',
        minGustKmh: 90,
        rainLevelMm: 120,
        rainReturnPeriodYears: 20,
        cycloneBasin,
        cycloneSeasonShare,
      }) as never;

    test('flood: a place off the river network is told so after the chance; the advice, lens and core follow', () => {
      const out = guidance('flood', { lens: 'travel', event: flood('absent') });
      assert.equal(out.length, 5);
      assert.match(out[1]!, /^No river runs through this place's cell of the GloFAS river network, so river flooding cannot reach it/);
      assert.deepEqual([out[0], ...out.slice(2)], guidance('flood', { lens: 'travel' }));
      assert.deepEqual(guidance('flood', { lens: 'travel', event: flood('present') }), guidance('flood', { lens: 'travel' }));
    });

    test('wildfire: no fuel, or snow, replaces the fire-weather advice; a season starting ahead is said before it', () => {
      const noFuel = guidance('wildfire', { lens: 'family-relocation', probability: 2, severity: 10, event: fire(false, 'active') });
      assert.equal(noFuel.length, 4);
      assert.match(noFuel[1]!, /^There is no burnable vegetation here/);
      assert.ok(!noFuel.some((s) => /defensible space/.test(s)), 'no defensible-space chores where nothing burns');
      assert.match(guidance('wildfire', { probability: 2, severity: 10, event: fire(true, 'snow') })[1]!, /^Snow covers the ground/);
      assert.match(
        guidance('wildfire', { probability: 2, severity: 10, event: fire(true, 'dormant') })[1]!,
        /^The fire season has not started here \(winter: the danger is rated from the third day in a row above 12 °C\)/,
      );
      const starting = guidance('wildfire', { probability: 80, severity: 45, event: fire(true, 'dormant') });
      assert.equal(starting.length, 5);
      assert.match(starting[1]!, /^The fire season is starting here/);
    });

    test("storm: in or outside the basin's cyclone season, or outside the basins, without a likelihood word", () => {
      assert.match(
        guidance('storm', { event: storm('NA', 0) })[1]!,
        /^The window lies outside the North Atlantic tropical-cyclone season \(1 June to 30 November, NOAA NHC\), when hurricanes and typhoons form/,
      );
      assert.match(guidance('storm', { event: storm('NA', 0.4) })[1]!, /^The window falls in the North Atlantic tropical-cyclone season/);
      assert.match(guidance('storm', { event: storm('WP', 1) })[1]!, /Western North Pacific tropical-cyclone season \(all year, JMA/);
      assert.match(guidance('storm', { event: storm(null, null) })[1]!, /^This place lies outside the tropical-cyclone basins/);
    });
  });

  test('English is the catalogue English', () => {
    assert.deepEqual(
      guidance('drought'),
      BUILT_IN_REGISTRY.guidance('drought', { lens: 'community-planning', horizon: '30d', probability: 50, severity: 30 }).map(english),
    );
  });
});
