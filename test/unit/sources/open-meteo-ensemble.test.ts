// Open-Meteo Ensemble: the normaliser on the replay's answers (the API's real member naming), hostile shapes, and the client.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createManualClock } from '../../../src-server/shared/clock.js';
import { SourceError } from '../../../src-server/sources/http.js';
import {
  createOpenMeteoEnsembleClient,
  ENSEMBLE_MODEL_DAILY_VARS,
  ENSEMBLE_MODELS,
} from '../../../src-server/sources/open-meteo-ensemble/client.js';
import {
  memberOfKey,
  normalizeEnsemble,
  normalizeEnsembleDaily,
  normalizeEnsembleHourly,
} from '../../../src-server/sources/open-meteo-ensemble/normalize.js';
import { createOpenMeteoFloodClient } from '../../../src-server/sources/open-meteo-flood/client.js';
import { testSourceLayer } from '../../helpers/source-layer.js';
import { startReplayServer, type ReplayServer } from '../../support/replay-server.js';
import { setMembers } from '../../support/replay/scenarios.js';

describe('ensemble keys', () => {
  test('control is the bare variable, members are _memberNN, a model suffix is tolerated', () => {
    assert.equal(memberOfKey('temperature_2m_max', 'temperature_2m_max'), 0);
    assert.equal(memberOfKey('temperature_2m_max_member07', 'temperature_2m_max'), 7);
    assert.equal(memberOfKey('temperature_2m_max_member50_ecmwf_ifs025', 'temperature_2m_max', 'ecmwf_ifs025'), 50);
    assert.equal(memberOfKey('temperature_2m_max_ecmwf_ifs025', 'temperature_2m_max', 'ecmwf_ifs025'), 0);
    assert.equal(memberOfKey('temperature_2m_min_member01', 'temperature_2m_max'), undefined);
    assert.equal(memberOfKey('temperature_2m_max_memberXY', 'temperature_2m_max'), undefined);
    // `temperature_2m` must not swallow `temperature_2m_max` keys.
    assert.equal(memberOfKey('temperature_2m_max_member01', 'temperature_2m'), undefined);
  });

  test('hostile shapes: garbage values are null, a member missing a variable gets nulls, the error body is a parse failure', () => {
    const s = normalizeEnsemble(
      { daily: { time: ['2026-01-01', '2026-01-02'], a: [1, 'x'], a_member01: [Infinity, 2], b_member01: [5, 6], junk: 'no' } },
      'daily',
      ['a', 'b'] as const,
      'm',
    );
    assert.deepEqual(s.members, [
      { member: 0, values: { a: [1, null], b: [null, null] } },
      { member: 1, values: { a: [null, 2], b: [5, 6] } },
    ]);
    for (const body of [null, 'x', { latitude: 1 }, { daily: { time: 'x' } }, { error: true, reason: 'Invalid timezone' }]) {
      assert.throws(
        () => normalizeEnsembleDaily(body, 'm'),
        (e: unknown) => e instanceof SourceError && e.kind === 'parse',
      );
    }
    assert.deepEqual(normalizeEnsembleDaily({ daily: { time: [] } }, 'm'), { model: 'm', dates: [], members: [] });
  });
});

describe('Open-Meteo Ensemble client against the replay server', () => {
  let replay: ReplayServer;
  before(async () => {
    replay = await startReplayServer();
  });
  after(() => replay.close());
  const now = new Date('2026-11-22T12:00:00Z');
  const http = () => testSourceLayer({ userAgent: 'hazardcast-test', clock: createManualClock(now) });
  const lagos = { lat: 6.4541, lng: 3.3947, now };

  test("daily, ECMWF IFS 0.25° ENS: 51 members over 15 days, asked by date in GMT, with the API's member keys", async () => {
    const out = (await createOpenMeteoEnsembleClient(replay.sources.openMeteoEnsemble!, http()).daily(lagos)).outcome;
    assert.ok(out.ok);
    assert.equal(out.data.model, 'ecmwf_ifs025');
    assert.equal(out.data.members.length, ENSEMBLE_MODELS.ecmwf_ifs025.members);
    assert.deepEqual(
      out.data.members.map((m) => m.member),
      Array.from({ length: 51 }, (_, i) => i),
    );
    assert.equal(out.data.dates.length, 15);
    assert.equal(out.data.dates[0], '2026-11-22');
    const q = replay.calls.at(-1)!.query;
    assert.equal(q.get('models'), 'ecmwf_ifs025');
    assert.equal(q.get('timezone'), 'GMT');
    assert.equal(q.get('start_date'), '2026-11-22');
    assert.equal(q.get('end_date'), '2026-12-06');
    // The default asks only the variables the models read (a lighter call, open-meteo-weight.ts); the rest are null.
    assert.deepEqual(q.get('daily')!.split(','), [...ENSEMBLE_MODEL_DAILY_VARS]);
    const day = out.data.members[3]!.days[2]!;
    for (const k of ['tmaxC', 'tminC', 'precipMm', 'windMeanKmh', 'gustMaxKmh', 'rhMinPct', 'et0Mm'] as const)
      assert.equal(typeof day[k], 'number', k);
    for (const k of ['windMaxKmh', 'rhMeanPct', 'rhMaxPct', 'tmeanC'] as const) assert.equal(day[k], null, k);
    assert.ok(day.tmaxC! >= day.tminC!);
    // Members differ from the control (a spread), and more at the end than at the start.
    const tmax = (i: number) => out.data.members.map((m) => m.days[i]!.tmaxC!);
    const range = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
    assert.ok(range(tmax(14)) > range(tmax(0)));
  });

  test("the raw answer has exactly the real API's keys: control bare, _member01.._member50, units for each", async () => {
    const res = await fetch(
      `${replay.sources.openMeteoEnsemble}?latitude=52.52&longitude=13.41&daily=temperature_2m_max&models=ecmwf_ifs025&forecast_days=3`,
    );
    const body = (await res.json()) as { daily: Record<string, unknown[]>; daily_units: Record<string, string> };
    const keys = Object.keys(body.daily);
    assert.equal(keys[0], 'time');
    assert.equal(keys[1], 'temperature_2m_max');
    assert.equal(keys[2], 'temperature_2m_max_member01');
    assert.equal(keys.at(-1), 'temperature_2m_max_member50');
    assert.equal(body.daily_units.temperature_2m_max_member50, '°C');
  });

  test('GEFS 0.25°: 31 members, nulls past its 10 days', async () => {
    const out = (
      await createOpenMeteoEnsembleClient(replay.sources.openMeteoEnsemble!, http()).daily({ ...lagos, model: 'gfs025', days: 12 })
    ).outcome;
    assert.ok(out.ok);
    assert.equal(out.data.members.length, 31);
    assert.equal(out.data.members[5]!.days[9]!.tmaxC === null, false);
    assert.equal(out.data.members[5]!.days[10]!.tmaxC, null);
  });

  test('hourly members: temperature_2m, temperature_2m_member01 ...', async () => {
    const out = (
      await createOpenMeteoEnsembleClient(replay.sources.openMeteoEnsemble!, http()).hourly({ ...lagos, days: 2 }, [
        'temperature_2m',
        'relative_humidity_2m',
      ])
    ).outcome;
    assert.ok(out.ok);
    assert.equal(out.data.time.length, 48);
    assert.equal(out.data.members.length, 51);
    assert.equal(typeof out.data.members[10]!.values.temperature_2m[13], 'number');
    assert.equal(out.data.members[10]!.values.wind_speed_10m[13], null, 'not asked: all null');
    const t = out.data.members[0]!.values.temperature_2m;
    assert.ok(t[14]! > t[4]!, 'afternoon warmer than night');
  });

  test("an unknown model or variable is Open-Meteo's 400 body", async () => {
    const bad = await fetch(`${replay.sources.openMeteoEnsemble}?latitude=1&longitude=2&daily=temperature_2m_max&models=not_a_model`);
    assert.equal(bad.status, 400);
    assert.match(((await bad.json()) as { reason: string }).reason, /not_a_model/);
    const badVar = await fetch(`${replay.sources.openMeteoEnsemble}?latitude=1&longitude=2&daily=nope&models=ecmwf_ifs025`);
    assert.equal(badVar.status, 400);
  });

  test('the sensitivity knob: setTransform rewrites every member, in the same shape', async (t) => {
    replay.setTransform('open-meteo-ensemble', setMembers('daily', 'wind_gusts_10m_max', 150));
    t.after(() => replay.setTransform('open-meteo-ensemble', null));
    const out = (
      await createOpenMeteoEnsembleClient(replay.sources.openMeteoEnsemble!, testSourceLayer({ clock: createManualClock(now) })).daily(
        lagos,
      )
    ).outcome;
    assert.ok(out.ok);
    assert.ok(out.data.members.every((m) => m.days.every((d) => d.gustMaxKmh === 150)));
    assert.ok(
      out.data.members.some((m) => m.days.some((d) => d.tmaxC !== 150)),
      'other variables untouched',
    );
  });

  test('normaliser straight on a replay body with a model suffix on every key (several models asked)', async () => {
    const res = await fetch(
      `${replay.sources.openMeteoEnsemble}?latitude=1&longitude=2&hourly=temperature_2m&models=gfs025&forecast_days=1`,
    );
    const body = (await res.json()) as { hourly: Record<string, unknown[]> };
    const suffixed = { hourly: Object.fromEntries(Object.entries(body.hourly).map(([k, v]) => [k === 'time' ? k : `${k}_gfs025`, v])) };
    const h = normalizeEnsembleHourly(suffixed, 'gfs025', ['temperature_2m']);
    assert.equal(h.members.length, 31);
    assert.equal(typeof h.members[30]!.values.temperature_2m[0], 'number');
  });
});

describe('Open-Meteo Flood with ensemble=true against the replay server', () => {
  let replay: ReplayServer;
  before(async () => {
    replay = await startReplayServer();
  });
  after(() => replay.close());

  test('river_discharge (control) and river_discharge_member01..50 for forecast days, reanalysis before', async () => {
    const res = await fetch(
      `${replay.sources.openMeteoFlood}?latitude=6.45&longitude=3.39&daily=river_discharge&ensemble=true&start_date=2026-11-20&end_date=2027-07-01`,
    );
    const body = (await res.json()) as { daily: Record<string, (number | null)[]> };
    assert.equal(body.daily.river_discharge_member50!.length, body.daily.time!.length);
    assert.equal(body.daily.river_discharge_member51, undefined);
    const i = (body.daily.time as unknown as string[]).indexOf('2026-11-25');
    assert.equal(typeof body.daily.river_discharge_member17![i], 'number');
    assert.equal(body.daily.river_discharge_member17![0], null, 'members exist for forecast days only');
    assert.equal(typeof body.daily.river_discharge![0], 'number', 'the control carries the past days');
    assert.equal(body.daily.river_discharge_member17!.at(-1), null, 'beyond the 7-month seasonal range');
  });

  test('the flood client still reads the statistics and 20+ years of reanalysis', async () => {
    const http = testSourceLayer({ clock: createManualClock('2026-11-22T12:00:00Z') });
    const client = createOpenMeteoFloodClient(replay.sources.openMeteoFlood!, http);
    const fc = (await client.forecast({ lat: 6.4541, lng: 3.3947, now: new Date('2026-11-22T12:00:00Z') })).outcome;
    assert.ok(fc.ok);
    assert.ok(fc.data.at(-1)!.max! >= fc.data.at(-1)!.median!);
  });
});
