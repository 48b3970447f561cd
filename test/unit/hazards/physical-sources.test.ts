// What the physical hazards fetch per horizon (hazards/physical-sources.ts): a long window's first year is forecast as
// the 1y answer (the ensemble and GloFAS's members, whatever the window's length), GloFAS members over its 30-day
// medium range only, every day the window touches, and CMIP6 only for the years after the first (10y, 30y).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { HORIZON_DAYS, HORIZONS, type Horizon } from '../../../src-server/contracts/enums.js';
import { FLOOD_PHYSICAL } from '../../../src-server/hazards/flood/model.js';
import { FLOOD_PLAN } from '../../../src-server/hazards/flood/runner.js';
import { fetchPhysical, type PhysicalClients } from '../../../src-server/hazards/physical-sources.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;

/** Clients that answer nothing and record what they were asked. */
function recording() {
  const asked: Record<string, unknown[]> = {};
  const call = (name: string) => async (q: unknown) => {
    (asked[name] ??= []).push(q);
    return { ok: false as const, source: 'open-meteo-flood' as const, reason: 'not asked for real' };
  };
  const clients = {
    eonet: { events: call('eonet') },
    openMeteoEnsemble: { daily: call('ensemble') },
    glofas: { members: call('members'), reanalysis: call('reanalysis') },
    era5Physical: { daily: call('era5'), snow: call('snow'), gusts: call('gusts') },
    climatePhysical: { daily: call('climate') },
    openMeteoForecast: { daily: call('forecast') },
    openMeteoArchive: { recent: call('recent') },
  } as unknown as PhysicalClients;
  return { asked, clients };
}

const ctx = (h: Horizon) => ({
  place: { name: 'X', city: 'X', country: 'Y', countryCode: 'YY', admin1: null, lat: 6.45, lng: 3.39, source: 'coordinates' as const },
  horizon: h,
  now: NOW,
  window: { start: NOW, end: new Date(NOW.getTime() + HORIZON_DAYS[h] * DAY) },
});

describe('physical fetch plan by horizon', () => {
  for (const h of HORIZONS) {
    test(`${h}: the members for the first days, GloFAS over at most its medium range, CMIP6 only past the first year`, async () => {
      const { asked, clients } = recording();
      await fetchPhysical(FLOOD_PLAN, ctx(h), clients);
      assert.equal(asked.ensemble?.length, 1, 'the ensemble: a long window starts with the 1y answer');
      const days = (asked.members?.[0] as { days: number } | undefined)?.days;
      // A 7-day window from noon touches 8 days; GloFAS is read to day 30 at most.
      assert.equal(days, h === '7d' ? 8 : FLOOD_PHYSICAL.memberDays, `GloFAS days ${days}`);
      assert.equal(asked.climate?.length ?? 0, h === '10y' || h === '30y' ? 1 : 0, 'CMIP6 for the years after the first');
    });
  }

  test('a window that starts past the members asks for none', async () => {
    const { asked, clients } = recording();
    const start = new Date(NOW.getTime() + 60 * DAY);
    await fetchPhysical(FLOOD_PLAN, { ...ctx('30d'), window: { start, end: new Date(start.getTime() + 30 * DAY) } }, clients);
    assert.equal(asked.ensemble, undefined);
    assert.equal(asked.members, undefined);
  });
});
