// `npm run hindcast:cities`: the shipped earthquake model's 50-year shaking hazard for ten well-known cities,
// fed the real USGS M5+ catalogue (2015-10..2025-10, test/fixtures/recorded) as it would a query's answer,
// beside published hazard figures (docs/methodology.md, "Ten cities"). Published PGA with 10% in 50 years
// (the 475-year level) is converted to intensity with Worden et al. (2012).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { earthquakeSeismicity, intensityWithProbability, shakingForecast } from '../src-server/hazards/earthquake/forecast.js';
import { mmiFromPga } from '../src-server/hazards/earthquake/intensity.js';
import { distanceKm } from '../src-server/shared/geo.js';
import { HINDCAST_CSV, parseUsgsCsv } from './hindcast-data.js';

interface City {
  name: string;
  lat: number;
  lng: number;
  /** Published 475-year PGA (g) on rock or firm ground, with its source; or a published intensity. */
  published: { pgaG?: [number, number]; mmi475?: string; text: string };
}

export const TEN_CITIES: City[] = [
  { name: 'Tokyo', lat: 35.6895, lng: 139.6917, published: { text: 'Bozkurt, Stein & Toda (2007): 30-year chance of JMA intensity 6 (about PGA 0.4 g, MMI VIII+) 30-40%' } },
  { name: 'Istanbul', lat: 41.0082, lng: 28.9784, published: { pgaG: [0.3, 0.4], text: 'Ince (2012, NHESS 12:3483): bedrock PGA 0.30-0.40 g, 10% in 50 years (historical peninsula)' } },
  { name: 'Lima', lat: -12.0464, lng: -77.0428, published: { pgaG: [0.45, 0.45], text: 'Peru NTE E.030 (2016), zone 4: Z = 0.45 g, PGA on firm soil with 10% in 50 years' } },
  { name: 'Santiago', lat: -33.4489, lng: -70.6693, published: { pgaG: [0.3, 0.3], text: 'Chile NCh433 (1996, mod. 2009), zone 2: effective acceleration A0 = 0.30 g' } },
  { name: 'Tehran', lat: 35.6892, lng: 51.389, published: { pgaG: [0.35, 0.35], text: 'Iranian Standard 2800 (4th ed. 2015), very high hazard zone: design base acceleration 0.35 g on bedrock, 475 years' } },
  { name: 'Wellington', lat: -41.2866, lng: 174.7756, published: { pgaG: [0.4, 0.4], text: 'NZS 1170.5:2004: hazard factor Z = 0.40 (about the 500-year PGA)' } },
  { name: 'Manila', lat: 14.5995, lng: 120.9842, published: { pgaG: [0.4, 0.4], text: 'National Structural Code of the Philippines (2015), zone 4: Z = 0.40' } },
  { name: 'Athens', lat: 37.9838, lng: 23.7275, published: { pgaG: [0.16, 0.16], text: 'Greek seismic code EAK 2000 (2003), zone I: A = 0.16 g, 475 years' } },
  { name: 'Perth', lat: -31.9505, lng: 115.8605, published: { pgaG: [0.09, 0.09], text: 'AS 1170.4-2007: hazard factor Z = 0.09 (500-year PGA on rock)' } },
  { name: 'Berlin', lat: 52.52, lng: 13.405, published: { mmi475: '< 6', text: 'DIN EN 1998-1/NA (2011) and DIN 4149: outside the earthquake zones, i.e. 475-year intensity below 6 (EMS-98)' } },
];

const NOW = new Date('2025-10-23T00:00:00Z');
const START = new Date('2015-10-23T00:00:00Z');
const YEAR_MS = 365.25 * 86_400_000;

export interface CityRow {
  name: string;
  events: number;
  p50: { vi: number; vii: number; viii: number };
  p30viii: number;
  mmi475: number | null;
  publishedMmi: string;
  published: string;
}

export function tenCityTable(csvText: string): CityRow[] {
  const quakes = parseUsgsCsv(csvText);
  return TEN_CITIES.map((city) => {
    const events = quakes.filter((q) => distanceKm(city.lat, city.lng, q.lat, q.lng) <= 300);
    const s = earthquakeSeismicity({ events, query: { center: city, radiusKm: 300, minMagnitude: 5, start: START, end: NOW } }, city, NOW);
    const years = (y: number) => ({ start: NOW, end: new Date(NOW.getTime() + y * YEAR_MS) });
    const f50 = shakingForecast(s, years(50));
    const f30 = shakingForecast(s, years(30));
    const pub = city.published;
    const publishedMmi = pub.pgaG ? (pub.pgaG[0] === pub.pgaG[1] ? mmiFromPga(pub.pgaG[0]).toFixed(1) : `${mmiFromPga(pub.pgaG[0]).toFixed(1)}-${mmiFromPga(pub.pgaG[1]).toFixed(1)}`) : (pub.mmi475 ?? 'n/a');
    return {
      name: city.name,
      events: s.allEvents.length,
      p50: { vi: f50.curve.probability[6], vii: f50.curve.probability[7], viii: f50.curve.probability[8] },
      p30viii: f30.curve.probability[8],
      mmi475: intensityWithProbability(s, years(50), 0.1),
      publishedMmi,
      published: pub.text,
    };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const csv = readFileSync(fileURLToPath(new URL(`../test/fixtures/recorded/${HINDCAST_CSV}`, import.meta.url)), 'utf8');
  const pct = (x: number) => `${(x * 100).toFixed(x < 0.1 ? 1 : 0)}%`;
  console.log('| city | M5+ within 300 km, 2015-2025 | P(MMI >= VI) 50 y | P(>= VII) 50 y | P(>= VIII) 50 y | MMI with 10% in 50 y (ours) | published 475-year level, as MMI | published source |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of tenCityTable(csv)) {
    console.log(`| ${r.name} | ${r.events} | ${pct(r.p50.vi)} | ${pct(r.p50.vii)} | ${pct(r.p50.viii)} | ${r.mmi475 === null ? '< 3' : r.mmi475.toFixed(1)} | ${r.publishedMmi} | ${r.published} |`);
  }
  const tokyo = tenCityTable(csv).find((r) => r.name === 'Tokyo')!;
  console.log(`\nTokyo, 30 years: P(MMI >= VIII) = ${pct(tokyo.p30viii)} (Bozkurt et al. 2007: 30-40% for JMA 6, about MMI VIII+)`);
}
