// Issue 15 "What it must show" 1: the physical flood, storm and wildfire forecasts on the replay server move strongly
// and the right way when the members are made wetter, windier, drier or the river far higher than the archive.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Horizon } from '../../src-server/contracts/enums.js';
import type { Place } from '../../src-server/contracts/risk.js';
import { forecastFlood, floodLevels } from '../../src-server/hazards/flood/model.js';
import { fetchPhysical, type PhysicalClients } from '../../src-server/hazards/physical-sources.js';
import type { PhysicalHazard } from '../../src-server/hazards/physical-hindcast.js';
import { FLOOD_PLAN } from '../../src-server/hazards/flood/runner.js';
import { STORM_PLAN } from '../../src-server/hazards/storm/runner.js';
import { WILDFIRE_PLAN } from '../../src-server/hazards/wildfire/runner.js';
import { createEvaluation } from '../../src-server/hazards/evaluation.js';
import type { PhysicalContext } from '../../src-server/hazards/physical-inputs.js';
import type { SourceClients } from '../../src-server/hazards/types.js';
import { forecastStorm } from '../../src-server/hazards/storm/model.js';
import { forecastWildfire } from '../../src-server/hazards/wildfire/model.js';
import { createManualClock } from '../../src-server/shared/clock.js';
import { createEonetClient } from '../../src-server/sources/eonet/client.js';
import { createEra5PhysicalClient, createOpenMeteoArchiveClient } from '../../src-server/sources/open-meteo-archive/client.js';
import { createClimatePhysicalClient } from '../../src-server/sources/open-meteo-climate/client.js';
import { createOpenMeteoEnsembleClient } from '../../src-server/sources/open-meteo-ensemble/client.js';
import { createGlofasClient } from '../../src-server/sources/open-meteo-flood/client.js';
import { createOpenMeteoForecastClient } from '../../src-server/sources/open-meteo-forecast/client.js';
import { testSourceLayer } from '../helpers/source-layer.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';
import { chain, mapMembers, setMembers } from '../support/replay/scenarios.js';
import { english } from '../../src-server/risk/translate.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const TODAY = '2026-11-22';
/** Transforms change the forecast days only: the past days are the model side of the members' bias correction. */
const FORECAST = { onlyFrom: TODAY };
const DAY = 86_400_000;

const place = (name: string, lat: number, lng: number, countryCode: string): Place => ({
  name,
  city: name.split(',')[0]!,
  country: name.split(', ')[1] ?? '',
  countryCode,
  admin1: null,
  lat,
  lng,
  source: 'coordinates',
});
const LAGOS = place('Lagos, Nigeria', 6.4541, 3.3947, 'NG');
const SAHARA = place('Aïr, Niger', 20.0, 11.0, 'NE');

let replay: ReplayServer;
let raw: Partial<SourceClients>;
/** The live ERA5 client (uncached: every run sees the replay's transforms) with the gusts of its own rows. */
function withGusts(live: ReturnType<typeof createEra5PhysicalClient>): SourceClients['era5Physical'] {
  return {
    ...live,
    async gusts(q) {
      const k = await live.daily(q);
      return {
        ...k,
        outcome: k.outcome.ok ? { ...k.outcome, data: k.outcome.data.map((d) => ({ date: d.date, gustMaxKmh: d.gustMaxKmh })) } : k.outcome,
      };
    },
  };
}
/** The clients as an evaluation hands them to the runners (outcomes), one evaluation per run. */
const clientsFor = (ctx: PhysicalContext): PhysicalClients =>
  createEvaluation({ context: { ...ctx, lens: 'community-planning' }, clients: raw as SourceClients }).sources;
before(async () => {
  replay = await startReplayServer();
  // No cache: every run sees the replay's current answers (the transforms).
  const http = testSourceLayer({ clock: createManualClock(NOW), cache: false, timeoutMs: 20_000 });
  raw = {
    eonet: createEonetClient(replay.sources.eonet!, http),
    openMeteoEnsemble: createOpenMeteoEnsembleClient(replay.sources.openMeteoEnsemble!, http),
    glofas: createGlofasClient(replay.sources.openMeteoFlood!, http),
    era5Physical: withGusts(createEra5PhysicalClient(replay.sources.openMeteoArchive!, http)),
    climatePhysical: createClimatePhysicalClient(replay.sources.openMeteoClimate!, http),
    openMeteoForecast: createOpenMeteoForecastClient(replay.sources.openMeteoForecast!, http),
    openMeteoArchive: createOpenMeteoArchiveClient(replay.sources.openMeteoArchive!, http),
  };
});
after(() => replay.close());

const MODELS = { flood: forecastFlood, storm: forecastStorm, wildfire: forecastWildfire };
const PLANS = { flood: FLOOD_PLAN, storm: STORM_PLAN, wildfire: WILDFIRE_PLAN };
async function run(hazard: PhysicalHazard, p: Place, horizon: Horizon) {
  const days = { '7d': 7, '30d': 30, '1y': 365, '10y': 3652, '30y': 10957 }[horizon];
  const ctx = { place: p, horizon, now: NOW, window: { start: NOW, end: new Date(NOW.getTime() + days * DAY) } };
  const { outcomes, observations } = await fetchPhysical(PLANS[hazard], ctx, clientsFor(ctx));
  assert.ok(
    outcomes.every((o) => o.ok),
    `every source answered: ${JSON.stringify(outcomes.filter((o) => !o.ok))}`,
  );
  const out = MODELS[hazard](observations, ctx);
  assert.ok(out, `${hazard} forecast made`);
  return { out, observations };
}

describe('flood: GloFAS members against the return levels of the reanalysis', () => {
  test('members at 10x the 20-year level: above 80 %; every member below the 2-year level and no rain: below 5 %', async (t) => {
    t.after(() => {
      replay.setTransform('open-meteo-flood', null);
      replay.setTransform('open-meteo-ensemble', null);
    });
    const base = await run('flood', LAGOS, '30d');
    const lv = floodLevels(base.observations);
    assert.equal(lv.riverStatus, 'present');
    const q2 = lv.river!.levels[2]!;
    const q20 = lv.river!.levels[20]!;
    assert.ok(q2 < q20);

    replay.setTransform('open-meteo-flood', setMembers('daily', 'river_discharge', 10 * q20, { onlyFrom: TODAY }));
    const high = await run('flood', LAGOS, '30d');
    assert.ok(high.out.probability > 80, `flood ${high.out.probability.toFixed(1)} % with every member at 10 x Q20`);
    assert.ok(
      high.out.severity > base.out.severity,
      `a far higher river is a worse flood (${high.out.severity} vs ${base.out.severity}; base p ${base.out.probability})`,
    );

    replay.setTransform('open-meteo-flood', setMembers('daily', 'river_discharge', 0.5 * q2, { onlyFrom: TODAY }));
    replay.setTransform('open-meteo-ensemble', setMembers('daily', 'precipitation_sum', 0, FORECAST));
    const low7 = await run('flood', LAGOS, '7d');
    assert.ok(low7.out.probability < 5, `flood ${low7.out.probability.toFixed(1)} % with every member below Q2 and dry members (7 days)`);
    const low30 = await run('flood', LAGOS, '30d');
    assert.ok(
      low30.out.probability < 5,
      `flood ${low30.out.probability.toFixed(1)} % (30 days: members to day 30; rain climatology after day 15)`,
    );
    assert.ok(high.out.companion.probability > low30.out.companion.probability, 'the EONET companion follows the physical event');
  });

  test("a desert cell with no river says so; over 30 years the rarer event has a chance per year beside the window's", async () => {
    const desert = await run('flood', SAHARA, '30y');
    assert.ok(desert.out.event.hazard === 'flood');
    assert.equal(desert.out.event.river, 'absent');
    assert.equal(desert.out.event.returnPeriodYears, 20);
    assert.ok(desert.out.drivers.map(english)[0]!.startsWith('No river at this GloFAS cell'));
    const perYear = desert.out.probabilityPerYear!;
    assert.ok(perYear < 20, `desert flood chance per year ${perYear.toFixed(1)} %`);
    // The window's chance is at least once in 30 years: about 1 - (1 - p)^30 for a chance p a year (no CMIP6 change
    // in the replay's desert would make it equal).
    assert.ok(desert.out.probability > perYear, `30 years ${desert.out.probability.toFixed(1)} % > ${perYear.toFixed(1)} % a year`);
    assert.ok(desert.out.probability < 100 * (1 - (1 - (2 * perYear) / 100) ** 30), `${desert.out.probability.toFixed(1)} %`);
  });
});

describe('storm: ensemble gusts and rain against the fixed damaging gust and the local 20-year rain', () => {
  test('every member at 150 km/h gusts: above 80 %; calm, dry members: below 5 %', async (t) => {
    t.after(() => replay.setTransform('open-meteo-ensemble', null));
    replay.setTransform('open-meteo-ensemble', setMembers('daily', 'wind_gusts_10m_max', 150, FORECAST));
    const windy = await run('storm', LAGOS, '7d');
    assert.ok(windy.out.probability > 80, `storm ${windy.out.probability.toFixed(1)} %`);
    replay.setTransform(
      'open-meteo-ensemble',
      chain(setMembers('daily', 'wind_gusts_10m_max', 30, FORECAST), setMembers('daily', 'precipitation_sum', 0, FORECAST)),
    );
    const calm = await run('storm', LAGOS, '7d');
    assert.ok(calm.out.probability < 5, `storm ${calm.out.probability.toFixed(1)} %`);
    assert.ok(windy.out.severity > calm.out.severity);
  });
});

describe('bias correction: the members quantile-mapped against ERA5 on their own recent past', () => {
  test('a model 20 % too gusty no longer reads as a storm; without ERA5 days to fit on it would, and says so', async (t) => {
    t.after(() => replay.setTransform('open-meteo-ensemble', null));
    // The truth: 80 km/h gusts ahead (below the damaging 90), no rain.
    const truth = chain(setMembers('daily', 'wind_gusts_10m_max', 80, FORECAST), setMembers('daily', 'precipitation_sum', 0, FORECAST));
    replay.setTransform('open-meteo-ensemble', truth);
    const honest = await run('storm', LAGOS, '7d');
    assert.ok(honest.out.probability < 10, `unbiased members: storm ${honest.out.probability.toFixed(1)} %`);

    // The same weather from a model whose gusts run 20 % high, past days included: raw, every member reads 96 km/h.
    replay.setTransform(
      'open-meteo-ensemble',
      chain(
        truth,
        mapMembers('daily', 'wind_gusts_10m_max', (v) => Math.round(v * 12) / 10),
      ),
    );
    const biased = await run('storm', LAGOS, '7d');
    assert.ok(biased.out.probability < 10, `biased members, corrected: storm ${biased.out.probability.toFixed(1)} %`);
    const line = biased.out.drivers.map(english).find((d) => d.startsWith('Members bias-corrected against ERA5'));
    assert.match(line ?? '', /gusts ×0\.8[2-4]/, line);
    assert.ok((biased.out.dataCompleteness ?? 0) > 0.95, 'fitted on every recent day: complete');

    // Without ERA5 days over the ensemble's past (the archive ended months ago), no map can be fitted: the members stay
    // as forecast, the storm reads likely, the drivers say why, and the data completeness falls.
    const stale = { ...biased.observations, era5Recent: undefined, era5: biased.observations.era5!.filter((d) => d.date < '2026-08-01') };
    const ctx = { place: LAGOS, horizon: '7d' as const, now: NOW, window: { start: NOW, end: new Date(NOW.getTime() + 7 * DAY) } };
    const raw = forecastStorm(stale, ctx)!;
    assert.ok(raw.probability > 80, `uncorrected: storm ${raw.probability.toFixed(1)} %`);
    assert.ok(raw.drivers.map(english).some((d) => /Too few recent ERA5 days to map the ensemble's gusts/.test(d)));
    assert.equal(raw.dataCompleteness, 0);
  });
});

describe('wildfire: the FWI System run through every member from the ERA5 spin-up', () => {
  test('hot, dry, windy members: above 80 %; cool, wet members: below 5 %', async (t) => {
    t.after(() => replay.setTransform('open-meteo-ensemble', null));
    replay.setTransform(
      'open-meteo-ensemble',
      chain(
        setMembers('daily', 'temperature_2m_max', 38, FORECAST),
        setMembers('daily', 'relative_humidity_2m_min', 8, FORECAST),
        setMembers('daily', 'wind_speed_10m_mean', 35, FORECAST),
        setMembers('daily', 'precipitation_sum', 0, FORECAST),
      ),
    );
    const hot = await run('wildfire', LAGOS, '7d');
    assert.ok(hot.out.probability > 80, `wildfire ${hot.out.probability.toFixed(1)} %`);
    replay.setTransform(
      'open-meteo-ensemble',
      chain(
        setMembers('daily', 'temperature_2m_max', 12, FORECAST),
        setMembers('daily', 'relative_humidity_2m_min', 95, FORECAST),
        setMembers('daily', 'wind_speed_10m_mean', 5, FORECAST),
        setMembers('daily', 'precipitation_sum', 25, FORECAST),
      ),
    );
    const wet = await run('wildfire', LAGOS, '7d');
    assert.ok(wet.out.probability < 5, `wildfire ${wet.out.probability.toFixed(1)} %`);
    assert.ok(hot.out.companion.probability > wet.out.companion.probability);
  });

  test('a snowy place in January: ERA5 snow depth from the archive, the season dormant, no fire danger', async () => {
    const now = new Date('2026-01-15T12:00:00Z');
    const yakutsk = place('Yakutsk, Russia', 62.03, 129.73, 'RU');
    const ctx = { place: yakutsk, horizon: '7d' as const, now, window: { start: now, end: new Date(now.getTime() + 7 * DAY) } };
    const { outcomes, observations } = await fetchPhysical(WILDFIRE_PLAN, ctx, clientsFor(ctx));
    assert.ok(
      outcomes.every((o) => o.ok),
      JSON.stringify(outcomes.filter((o) => !o.ok)),
    );
    assert.ok(
      (observations.era5Snow ?? []).some((d) => (d.snowDepthM ?? 0) > 0.1),
      'the archive answered snow depth',
    );
    const f = forecastWildfire(observations, ctx)!;
    assert.ok(f.event.fireSeason === 'snow' || f.event.fireSeason === 'dormant', String(f.event.fireSeason));
    assert.ok(f.probability < 5, `wildfire ${f.probability.toFixed(1)} %`);
    assert.match(f.drivers.map(english)[0]!, /^Fire season dormant at Yakutsk, Russia/);
  });

  test('a hyper-arid place has no burnable vegetation: it says so and scores 0', async () => {
    const desert = await run('wildfire', SAHARA, '30d');
    assert.ok(desert.out.event.hazard === 'wildfire');
    assert.equal(desert.out.event.burnable, false);
    assert.equal(desert.out.probability, 0);
    assert.match(desert.out.drivers.map(english)[0]!, /No burnable vegetation/);
  });
});
