// Reading hazards, horizon, lens and coordinates from prompt text, against a fixed clock.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findCoordinates, findLensCue, horizonCovering, parsePrompt } from '../../../src-server/geocode/parse.js';
import { PROMPT_WORDS } from '../../helpers/built-in.js';

const NOW = new Date('2026-11-23T12:00:00Z'); // a Monday
const read = (prompt: string, now = NOW) => parsePrompt(prompt, now, { words: PROMPT_WORDS });

describe('hazards', () => {
  test('synonyms map to the nine hazards', () => {
    const cases: [string, string][] = [
      ['typhoon', 'storm'],
      ['hurricane', 'storm'],
      ['cyclone', 'storm'],
      ['tornado', 'storm'],
      ['hail', 'storm'],
      ['bushfire', 'wildfire'],
      ['smoke', 'wildfire'],
      ['forest fires', 'wildfire'],
      ['quake', 'earthquake'],
      ['seismic', 'earthquake'],
      ['tremor', 'earthquake'],
      ['tsunami', 'earthquake'],
      ['flooding', 'flood'],
      ['monsoon', 'flood'],
      ['storm surge', 'flood'],
      ['sea level', 'flood'],
      ['sea-level rise', 'flood'],
      ['heatwave', 'heat'],
      ['heat wave', 'heat'],
      ['heat stress', 'heat'],
      ['smog', 'air-quality'],
      ['pollution', 'air-quality'],
      ['PM2.5', 'air-quality'],
      ['air quality', 'air-quality'],
      ['dry spell', 'drought'],
      ['water shortage', 'drought'],
      ['famine', 'food-insecurity'],
      ['hunger', 'food-insecurity'],
      ['food insecurity', 'food-insecurity'],
      ['war', 'conflict'],
      ['unrest', 'conflict'],
      ['armed groups', 'conflict'],
      ['violence', 'conflict'],
    ];
    for (const [word, hazard] of cases) assert.deepEqual(read(`${word} risk in Lagos`).hazards, [hazard], word);
  });
  test('several hazards in order of first mention, each once', () => {
    assert.deepEqual(read('flood and heat risk, more floods than heatwaves').hazards, ['flood', 'heat']);
    assert.deepEqual(read('smoke, quakes and war').hazards, ['wildfire', 'earthquake', 'conflict']);
  });
  test('the longest phrase wins: a storm surge is a flood, not also a storm', () => {
    assert.deepEqual(read('storm surge risk in Miami').hazards, ['flood']);
    assert.deepEqual(read('storm surge and storm risk in Miami').hazards, ['flood', 'storm']);
  });
  test('words inside other words do not count ("warehouse" is not war, "fireplace" not fire)', () => {
    assert.deepEqual(read('our warehouse fireplace in Lagos').hazards, []);
  });
  test('case, accents and punctuation do not matter', () => {
    assert.deepEqual(read('FLOODING!!! and Heat-Wave?').hazards, ['flood', 'heat']);
  });
});

describe('horizon', () => {
  test('spans from now: the shortest allowed horizon that covers the request (calendar windows take the nearest)', () => {
    assert.equal(horizonCovering(1), '7d');
    assert.equal(horizonCovering(7), '7d');
    assert.equal(horizonCovering(7.5), '30d');
    assert.equal(horizonCovering(30), '30d');
    assert.equal(horizonCovering(31), '1y');
    assert.equal(horizonCovering(365.25), '1y');
    assert.equal(horizonCovering(400), '10y');
    assert.equal(horizonCovering(3652.5), '10y');
    assert.equal(horizonCovering(3700), '30y');
    assert.equal(horizonCovering(100_000), '30y');
  });
  const cases: [string, string | undefined][] = [
    ['over the next 30 days', '30d'],
    ['next 10 days', '30d'],
    ['in the next 48 hours', '7d'],
    ['tomorrow', '7d'],
    ['tonight', '7d'],
    ['right now', '7d'],
    ['this week', '7d'], // ends Sunday 29 Nov
    ['this weekend', '7d'],
    ['next week', '7d'], // the calendar week ends Sunday 6 Dec: 13.5 days, nearest 7d (issue 37)
    ['over the next week', '7d'], // a 7-day span
    ['the next two weeks', '30d'],
    ['next fortnight', '7d'], // a 14-day window from now
    ['this month', '7d'], // the rest of November: 7.5 days
    ['over the next month', '30d'],
    ['next month', '30d'], // December ends in 38.5 days: nearest 30d
    ['next 3 months', '1y'],
    ['over the coming months', '1y'],
    ['next quarter', '1y'],
    ['over the next year', '1y'],
    ['within a year', '1y'],
    ['this year', '30d'], // the rest of 2026: 38.5 days
    ['by the end of the year', '30d'],
    ['next year', '1y'], // the calendar year 2027 ends in 403 days: nearest 1y
    ['next 18 months', '10y'],
    ['next 5 years', '10y'],
    ['over the next decade', '10y'],
    ['by 2030', '10y'],
    ['through 2035', '10y'],
    ['through 2036', '30y'],
    ['by 2050', '30y'],
    ['through 2055', '30y'],
    ['the 2040s', '30y'],
    ['by 2100', '30y'],
    ['long-term', '30y'],
    ['for decades', '30y'],
    ['next 50 years', '30y'],
    ['next summer', '1y'],
    ['this winter', '30d'], // December to February ends in 97.5 days
    ['this hurricane season', '7d'], // the Atlantic season ends 30 Nov
    ['next hurricane season', '1y'], // ends 30 Nov 2027: 372 days
    ['by Friday', '7d'],
    ['on December 15', '30d'],
    ['in December', '30d'],
    ['until March', '1y'],
    ['by June 2027', '1y'],
    ['before Christmas', '30d'], // 24 Dec is 30.5 days away
    ['mid-2027', '1y'],
    ['in 2031', '10y'],
    ['since 2010', undefined],
    ['for a weekend trip', '7d'], // the coming weekend
    ['2 years ago', undefined],
    ['', undefined],
  ];
  for (const [phrase, expected] of cases) {
    test(`"${phrase}" → ${expected ?? 'none'}`, () => {
      assert.equal(read(`flood risk in Lagos ${phrase}`).horizon, expected);
    });
  }
  test('several cues: the longest wins, so no part of the question is cut off', () => {
    assert.equal(read('heat this week and through 2030').horizon, '10y');
  });
  test('relative to the clock passed in, not the machine clock', () => {
    assert.equal(read('flood risk next month', new Date('2026-01-05T12:00:00Z')).horizon, '30d'); // February ends in 54 days
    assert.equal(read('flood risk this month', new Date('2026-02-25T12:00:00Z')).horizon, '7d');
    assert.equal(read('flood risk by 2040', new Date('2031-06-01T00:00:00Z')).horizon, '10y');
  });
});

describe('decision lens', () => {
  const cases: [string, string | undefined][] = [
    ['for our warehouse', 'business-setup'],
    ['our factory', 'business-setup'],
    ['the office', 'business-setup'],
    ['a new branch', 'business-setup'],
    ['our data center', 'business-setup'],
    ['employees', 'business-setup'],
    ['moving there', 'family-relocation'],
    ['relocating', 'family-relocation'],
    ['my family', 'family-relocation'],
    ['our home', 'family-relocation'],
    ['to retire', 'family-relocation'],
    ['a trip', 'travel'],
    ['vacation', 'travel'],
    ['visiting', 'travel'],
    ['tourists', 'travel'],
    ['a business trip', 'travel'],
    ['invest', 'investment'],
    ['buy property', 'investment'],
    ['real estate', 'investment'],
    ['our portfolio', 'investment'],
    ['the municipality', 'community-planning'],
    ['city planners', 'community-planning'],
    ['school district', 'community-planning'],
    ['the community', 'community-planning'],
    ['aid planning', 'community-planning'],
    ['nothing in particular', undefined],
  ];
  for (const [cue, lens] of cases) {
    test(`"${cue}" → ${lens ?? 'none'}`, () => assert.equal(read(`flood risk in Lagos for ${cue}`).lens, lens));
  }
  test('the first cue decides', () => {
    assert.equal(read('our family is moving to Lisbon: a good place to buy property?').lens, 'family-relocation');
    assert.equal(read('visiting family in Lagos').lens, 'travel');
  });
  // Issue 37: purposes read from what people do and own.
  const activities: [string, string][] = [
    ['attending a conference in Lagos', 'travel'],
    ["we're hosting a tech conference in Lagos", 'business-setup'],
    ['organising a three day festival in Lagos', 'business-setup'],
    ['going to a trade fair in Lagos', 'travel'],
    ['pilgrims in Lagos', 'travel'],
    ['a new hotel in Lagos', 'business-setup'],
    ['we run a small hotel in Lagos', 'business-setup'],
    ['a site camp for 300 workers outside Lagos', 'business-setup'],
    ['our cement plants near Lagos', 'business-setup'],
    ['our farm near Lagos', 'business-setup'],
    ['buying a house to live in near Lagos', 'family-relocation'],
    ['buying a house in Lagos to rent out', 'investment'],
    ['a buy-to-let flat in Lagos', 'investment'],
    ['the rental yield of a flat in Lagos', 'investment'],
    ['the ministry of disaster management in Lagos', 'community-planning'],
    ['our water utility in Lagos', 'community-planning'],
    ['the public transit authority in Lagos', 'community-planning'],
  ];
  for (const [text, lens] of activities) {
    test(`"${text}" → ${lens}`, () => assert.equal(read(`flood risk: ${text}`).lens, lens));
  }
  test('where the words that decided the lens are', () => {
    const text = 'flood risk for a new hotel in lagos';
    const cue = findLensCue(text)!;
    assert.deepEqual([cue.lens, text.slice(cue.start, cue.end)], ['business-setup', 'new hotel']);
    const hosted = 'flood risk we re hosting a tech conference in lagos';
    const c2 = findLensCue(hosted)!;
    assert.equal(hosted.slice(c2.start, c2.end), 'hosting a tech conference', 'the pattern outranks "conference" (travel) inside it');
  });
});

describe('coordinates', () => {
  const cases: [string, { lat: number; lng: number } | undefined][] = [
    ['at 6.45, 3.39', { lat: 6.45, lng: 3.39 }],
    ['-33.9 18.4 wildfire', { lat: -33.9, lng: 18.4 }],
    ['33.9S 18.4E', { lat: -33.9, lng: 18.4 }],
    ['40.7128° N, 74.0060° W', { lat: 40.7128, lng: -74.006 }],
    ['lat 35.68 lon 139.69', { lat: 35.68, lng: 139.69 }],
    ['latitude: -1.29, longitude: 36.82', { lat: -1.29, lng: 36.82 }],
    ['PM2.5 above 35 in Delhi', undefined],
    ['the next 2 3 days', undefined],
    ['1.5 30 days', undefined],
    ['-91.5, 200.1', undefined],
    ['flood risk in Lagos', undefined],
  ];
  for (const [text, expected] of cases) test(JSON.stringify(text), () => assert.deepEqual(findCoordinates(text), expected));
});

describe('seasons by hemisphere', () => {
  const feb10 = new Date('2027-02-10T12:00:00Z');
  test('"this summer" on 10 Feb: ends in 18 days in Sydney (30d), runs to August in Paris (1y)', () => {
    assert.equal(parsePrompt('heat this summer', feb10, { words: PROMPT_WORDS, placeLat: -33.87 }).horizon, '30d');
    assert.equal(parsePrompt('heat this summer', feb10, { words: PROMPT_WORDS, placeLat: 48.85 }).horizon, '1y');
    assert.equal(parsePrompt('heat this summer', feb10, { words: PROMPT_WORDS }).horizon, '1y');
  });
  test('named hazard seasons do not flip', () => {
    assert.equal(parsePrompt('this hurricane season', NOW, { words: PROMPT_WORDS, placeLat: -10 }).horizon, '7d');
  });
});

describe('typos in long hazard words', () => {
  test('one edit away from a hazard word of 7+ letters still counts, in any language', () => {
    assert.deepEqual(read('hochwaser in Köln').hazards, ['flood']);
    assert.deepEqual(read('terremto em Lisboa').hazards, ['earthquake']);
    assert.deepEqual(read('earthqauke risk in Lima').hazards, ['earthquake']);
  });
  test('short words and words inside a longer phrase are left alone', () => {
    assert.deepEqual(read('the floors of our warehouse in Lagos').hazards, []);
    assert.deepEqual(read('tempête de sable à Dakar').hazards, ['air-quality']);
  });
});
