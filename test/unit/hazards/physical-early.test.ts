// The physical hazards' runner starts the model's physical part when its payloads are in and EONET is not yet.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fetchPhysical, type PhysicalClients } from '../../../src-server/hazards/physical-sources.js';
import { STORM_PLAN } from '../../../src-server/hazards/storm/runner.js';
import { WILDFIRE_PLAN } from '../../../src-server/hazards/wildfire/runner.js';
import type { PhysicalObservations } from '../../../src-server/hazards/physical-inputs.js';
import { horizonWindow } from '../../../src-server/hazards/window.js';
import { deepFreeze } from '../../../src-server/shared/freeze.js';
import type { SourceOutcome } from '../../../src-server/sources/types.js';

const now = new Date('2026-11-22T12:00:00Z');
const ctx = {
  place: {
    name: 'Lagos',
    city: 'Lagos',
    country: 'Nigeria',
    countryCode: 'NG',
    admin1: null,
    lat: 6.45,
    lng: 3.39,
    source: 'gazetteer' as const,
  },
  horizon: '30d' as const,
  now,
  window: horizonWindow(now, '30d'),
};
const ok = <T>(source: SourceOutcome<T>['source'], data: T): SourceOutcome<T> => ({
  ok: true,
  source,
  data: deepFreeze(data),
  fetchedAt: now.toISOString(),
  cached: false,
});

function clients(eonet: Promise<SourceOutcome<unknown>>): PhysicalClients {
  const era5 = [
    { date: '2026-01-01', tmaxC: 30, tminC: 20, precipMm: 1, rhMinPct: 50, windMeanKmh: 10, windMaxKmh: 20, gustMaxKmh: 30, et0Mm: 4 },
  ];
  return {
    era5Physical: {
      daily: async () => ok('open-meteo-archive', era5),
      snow: async () => ok('open-meteo-archive', []),
      gusts: async () => ok('open-meteo-archive', []),
    },
    openMeteoEnsemble: { daily: async () => ok('open-meteo-ensemble', { model: 'ecmwf_ifs025', dates: [], members: [] }) },
    glofas: { members: async () => ok('open-meteo-flood', { dates: [], members: [] }), reanalysis: async () => ok('open-meteo-flood', []) },
    climatePhysical: { daily: async () => ok('open-meteo-climate', []) },
    openMeteoForecast: { daily: async () => ok('open-meteo-forecast', []) },
    eonet: { events: () => eonet },
  } as unknown as PhysicalClients;
}

describe('physical runner: the physical part does not wait for EONET', () => {
  test('EONET still out: `early` gets every observation but EONET, before EONET answers', async () => {
    let answer!: (o: SourceOutcome<unknown>) => void;
    const eonet = new Promise<SourceOutcome<unknown>>((r) => (answer = r));
    const seen: PhysicalObservations[] = [];
    const run = fetchPhysical(WILDFIRE_PLAN, ctx, clients(eonet), { early: (obs) => seen.push(obs) });
    await new Promise((r) => setTimeout(r, 10));
    assert.equal(seen.length, 1, 'started before EONET answered');
    assert.equal(seen[0]!.eonet, undefined);
    assert.ok(seen[0]!.era5 && seen[0]!.era5.length === 1);
    answer(ok('eonet', []));
    const { observations } = await run;
    assert.deepEqual(observations.eonet, []);
    // The same payloads (identities) as the final observations: the model finds what was computed early.
    for (const k of ['era5', 'ensemble', 'era5Snow', 'recent'] as const) assert.equal(seen[0]![k], observations[k], k);
  });

  test('EONET in first: nothing is started early (the model runs at once anyway)', async () => {
    const seen: PhysicalObservations[] = [];
    await fetchPhysical(STORM_PLAN, ctx, clients(Promise.resolve(ok('eonet', []))), { early: (obs) => seen.push(obs) });
    assert.equal(seen.length, 0);
  });
});
