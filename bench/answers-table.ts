// The answers a reader meets, as a table: for each question (prompt, hazard, horizon), the headline hazard, the
// probability in the window, the chance per year, the risk score and level and the first guidance sentence, against
// the replay servers at a fixed clock. Issue 43's before/after table, and a quick look at nested windows:
//   npm run bench:answers [-- --json out.json] [-- --places Lagos,Delhi] [-- --all-horizons] [-- --cases humanitarian]
// `--cases humanitarian`: issue 44's table (food insecurity at 30 days in ten units of five countries; conflict at 30
// days, 1 year and 30 years in eight places).
// Not a timed bench: it reads answers. `--all-horizons` asks every hazard at 7d, 30d, 1y, 10y and 30y in each place and
// flags a window whose probability (same event group) or risk is lower than a window it contains.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp, createManualClock, loadConfig } from '../src-server/index.js';
import type { RiskForecast } from '../src-server/contracts/risk.js';
import { tempDir } from '../test/helpers/build-app.js';
import { startReplayServer } from '../test/support/replay-server.js';

const NOW = '2026-12-07T12:00:00Z';
const OWNER = 'answers-table-owner-token-0123456789';

interface Question {
  prompt: string;
  hazard?: string;
  horizon?: string;
  decisionLens?: string;
}

/** The issue's cases, then every hazard at every horizon in a few places (`--all-horizons`). */
const CASES: Question[] = [
  { prompt: 'flood risk in Jakarta over the next year' },
  { prompt: 'flood risk in Jakarta over the next 30 years' },
  { prompt: 'flood risk in Miami over the next 30 years', decisionLens: 'investment' },
  { prompt: 'flood risk in Lagos over the next year' },
  { prompt: 'flood risk in Lagos over the next 10 years' },
  { prompt: 'air quality in Delhi over the next year' },
  { prompt: 'air quality in Delhi over the next 10 years' },
  { prompt: 'drought risk in Cape Town over the next 10 years' },
  { prompt: 'drought risk in Cape Town over the next 30 years' },
  { prompt: 'heat risk in Delhi over the next year' },
  { prompt: 'heat risk in Vienna over the next year' },
  { prompt: 'heat risk in Phoenix over the next 30 days' },
  { prompt: 'heat risk in Chicago in December' },
  { prompt: 'wildfire risk in Los Angeles over the next 30 days' },
  { prompt: 'storm risk in Houston next month' },
  { prompt: 'flood and heat risk for our warehouse in Lagos next week' },
  { prompt: 'biggest risks in Khartoum over the next 30 years' },
  { prompt: 'risks in Gaza over the next 30 days' },
  { prompt: 'tsunami risk for a beach hotel in Padang' },
  { prompt: 'earthquake risk in Istanbul over the next 30 years' },
  { prompt: 'earthquake risk in Istanbul next week' },
  { prompt: 'flood risk in Zermatt over the next 30 years' },
  { prompt: 'storm risk in Manila over the next 10 years' },
  { prompt: 'wildfire risk in Athens over the next 10 years' },
  { prompt: 'air quality in Lahore this week' },
  { prompt: 'drought risk in Nairobi over the next 30 days' },
  { prompt: 'heat risk in Jacobabad over the next 30 years' },
  { prompt: 'heat risk in Maputo over the next year' },
  { prompt: 'storm risk in Rotterdam over the next 30 years' },
  { prompt: 'flood risk in Khartoum over the next 10 years', decisionLens: 'investment' },
];

/** Issue 44's cases: food insecurity where FEWS NET classifies, conflict where ViEWS and UCDP count and where they do not. */
const FOOD_UNITS = ['El Fasher', 'Gedaref', 'Port Sudan', "Sana'a", 'Hodeidah', 'Mogadishu', 'Nairobi', 'Lodwar', 'Maiduguri', 'Lagos'];
const CONFLICT_PLACES = ['Lagos', 'Maiduguri', 'Khartoum', 'Kabul', 'Pristina', 'Gaza', 'Montevideo', 'Oslo'];
const HUMANITARIAN: Question[] = [
  ...FOOD_UNITS.map((p) => ({ prompt: `food insecurity in ${p}`, hazard: 'food-insecurity', horizon: '30d' })),
  ...CONFLICT_PLACES.flatMap((p) =>
    ['30d', '1y', '30y'].map((horizon) => ({ prompt: `conflict risk in ${p}`, hazard: 'conflict', horizon })),
  ),
];

const HORIZONS = ['7d', '30d', '1y', '10y', '30y'] as const;
const GROUP: Record<string, number> = { '7d': 0, '30d': 0, '1y': 1, '10y': 1, '30y': 1 };
const PLACES = ['Lagos', 'Delhi', 'Miami', 'Cape Town', 'Oslo', 'Jakarta'];
const HAZARDS = ['earthquake', 'flood', 'wildfire', 'heat', 'storm', 'air-quality', 'drought', 'food-insecurity', 'conflict'];

const { values: args } = parseArgs({
  options: {
    json: { type: 'string' },
    places: { type: 'string' },
    'all-horizons': { type: 'boolean', default: false },
    hazards: { type: 'string' },
    language: { type: 'string' },
    cases: { type: 'string' },
  },
});
const cases = args.cases === 'humanitarian' ? HUMANITARIAN : CASES;

const replay = await startReplayServer();
const dataDir = tempDir();
const config = loadConfig({
  env: {},
  overrides: {
    dataDir,
    logLevel: 'silent',
    ownerToken: OWNER,
    sourceTimeoutMs: 20_000,
    warmUp: false,
    schedulerEnabled: false,
    trackRecordJob: false,
    backupKeep: 0,
    reliefwebAppname: 'hazardcast-replay',
    sources: replay.sources,
  },
});
const app = buildApp(config, { clock: createManualClock(NOW) });
await app.ready();

interface Row {
  prompt: string;
  hazard: string;
  horizon: string;
  status: number;
  lead?: string;
  probability?: number | null;
  perYear?: number | null;
  severity?: number | null;
  risk?: number | null;
  level?: string;
  guidance?: string;
  error?: string;
}

async function ask(q: Question): Promise<Row> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/risk',
    payload: JSON.stringify({ ...q, ...(args.language ? { language: args.language } : {}) }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OWNER}` },
  });
  if (res.statusCode >= 300)
    return {
      prompt: q.prompt,
      hazard: q.hazard ?? '',
      horizon: q.horizon ?? '',
      status: res.statusCode,
      error: res.json<{ detail: string }>().detail,
    };
  const f = res.json<{ forecast: RiskForecast['forecast'] }>().forecast;
  return {
    prompt: q.prompt,
    hazard: q.hazard ?? f.hazard,
    horizon: f.horizon,
    status: res.statusCode,
    lead: f.hazard,
    probability: f.probability,
    perYear: f.probabilityPerYear ?? null,
    severity: f.severity,
    risk: f.riskScore,
    level: f.riskLevel,
    guidance: f.practicalGuidance[0],
  };
}

const fmt = (x: number | null | undefined) => (x === null || x === undefined ? '—' : String(x));
const rows: Row[] = [];
const flags: string[] = [];

if (!args['all-horizons']) {
  console.log('| question | lens | lead | P window | P per year | severity | risk | first guidance |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const q of cases) {
    const r = await ask(q);
    rows.push(r);
    console.log(
      r.error
        ? `| ${q.prompt}${q.horizon ? ` (${q.horizon})` : ''} | ${q.decisionLens ?? ''} | ${r.status} | | | | | ${r.error} |`
        : `| ${q.prompt}${q.horizon ? ` (${q.horizon})` : ''} | ${q.decisionLens ?? ''} | ${r.lead} | ${fmt(r.probability)} | ${fmt(r.perYear)} | ${fmt(r.severity)} | ${fmt(r.risk)} ${r.level} | ${r.guidance} |`,
    );
  }
} else {
  const places = args.places ? args.places.split(',') : PLACES;
  const hazards = args.hazards ? args.hazards.split(',') : HAZARDS;
  for (const place of places) {
    for (const hazard of hazards) {
      const series: Row[] = [];
      for (const horizon of HORIZONS) {
        const r = await ask({ prompt: `${hazard} risk in ${place}`, hazard, horizon });
        rows.push(r);
        series.push(r);
      }
      for (let i = 1; i < series.length; i++) {
        const a = series[i - 1]!;
        const b = series[i]!;
        if (a.risk != null && b.risk != null && b.risk < a.risk)
          flags.push(`${place} ${hazard}: risk ${a.horizon} ${a.risk} > ${b.horizon} ${b.risk}`);
        if (GROUP[a.horizon] === GROUP[b.horizon] && a.probability != null && b.probability != null && b.probability < a.probability)
          flags.push(`${place} ${hazard}: probability ${a.horizon} ${a.probability} > ${b.horizon} ${b.probability}`);
      }
      console.log(
        `${place.padEnd(10)} ${hazard.padEnd(16)} ` +
          series
            .map((r) =>
              r.error
                ? `${r.horizon}:${r.status}`
                : `${r.horizon}: P ${fmt(r.probability)} (${fmt(r.perYear)}/y) S ${fmt(r.severity)} R ${fmt(r.risk)}`,
            )
            .join(' | '),
      );
    }
  }
  console.log(`\n${flags.length} windows lower than a window they contain:`);
  for (const f of flags) console.log(`  ${f}`);
}

if (args.json) writeFileSync(args.json, JSON.stringify(rows, null, 2));
await app.close();
await replay.close();
