// Portfolios on the real server (replayed sources): imports in JSON, CSV and GeoJSON with bad rows, the limits (422,
// 413), who sees what (401 anonymous, another key's portfolio is 404, the owner sees all), PATCH and DELETE.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { portfolioListSchema, portfolioSchema } from '../../src-server/contracts/portfolio.js';
import { buildTestApp, postJson, TEST_OWNER_TOKEN } from '../helpers/build-app.js';
import { startReplayServer, type ReplayServer } from '../support/replay-server.js';

const owner = { authorization: `Bearer ${TEST_OWNER_TOKEN}` };

let replay: ReplayServer;
before(async () => {
  replay = await startReplayServer();
});
after(() => replay.close());

async function newKey(app: FastifyInstance, name: string): Promise<Record<string, string>> {
  const res = await postJson(app, '/api/v1/keys', { name, tier: 'free' }, owner);
  assert.equal(res.statusCode, 201, res.body);
  return { 'x-service-api-key': res.json().key as string };
}

const csvImport = (app: FastifyInstance, csv: string, headers: Record<string, string>, name = 'Depots') =>
  app.inject({
    method: 'POST',
    url: `/api/v1/portfolios?name=${encodeURIComponent(name)}`,
    payload: csv,
    headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
  });

describe('portfolio import', () => {
  test('JSON: good rows kept, bad rows listed with their row number and reason', async (t) => {
    const { app } = await buildTestApp(t, { replay });
    const res = await postJson(
      app,
      '/api/v1/portfolios',
      {
        name: 'West Africa warehouses',
        sites: [
          { name: 'Apapa', lat: 6.45, lng: 3.36 },
          { name: 'Nairobi office', place: 'Nairobi, Kenya' },
          { name: 'Off the map', lat: 95, lng: 3 },
          { name: 'Nowhere', place: 'Xqzvwplk' },
          { name: 'Accra', lat: '5.6037', lng: '-0.1870' },
          { place: 'Dakar, Senegal' },
        ],
      },
      owner,
    );
    assert.equal(res.statusCode, 201, res.body);
    const p = portfolioSchema.parse(res.json());
    assert.equal(res.headers.location, `/api/v1/portfolios/${p.id}`);
    assert.match(p.id, /^west-africa-warehouses-[a-z0-9]{6}$/);
    assert.deepEqual(
      p.sites.map((s) => [s.name, s.place, s.countryCode]),
      [
        ['Apapa', 'Lagos, Nigeria', 'NG'],
        ['Nairobi office', 'Nairobi, Kenya', 'KE'],
        ['Accra', 'Accra, Ghana', 'GH'],
        ['Dakar, Senegal', 'Dakar, Senegal', 'SN'],
      ],
    );
    // Coordinates are kept as given (named by the nearest town); a place is where the gazetteer puts it.
    assert.deepEqual([p.sites[0]!.lat, p.sites[0]!.lng], [6.45, 3.36]);
    assert.deepEqual(
      p.rejected!.map((r) => r.row),
      [3, 4],
    );
    assert.equal(p.rejected![0]!.reason, 'lat 95 is outside -90 to 90');
    assert.match(p.rejected![1]!.reason, /^place "Xqzvwplk" was not found/);
    assert.equal(new Set(p.sites.map((s) => s.id)).size, 4);
  });

  test("CSV with bad rows (the issue's must-show): 201 with the good rows, each bad one named", async (t) => {
    const { app } = await buildTestApp(t, { replay });
    const csv = [
      'name,lat,lng,place,notes',
      'Apapa,6.45,3.36,,main depot',
      'Missing everything,,,,',
      'Bad latitude,north,3.4,,',
      'Ikeja,6.60,3.35,,',
      'By name,,,"Kano, Nigeria",',
      'Only lat,6.5,,,',
    ].join('\n');
    const res = await csvImport(app, csv, owner);
    assert.equal(res.statusCode, 201, res.body);
    const p = portfolioSchema.parse(res.json());
    assert.equal(p.name, 'Depots');
    assert.deepEqual(
      p.sites.map((s) => s.name),
      ['Apapa', 'Ikeja', 'By name'],
    );
    assert.deepEqual(p.rejected, [
      { row: 2, reason: 'no coordinates (lat and lng) and no place' },
      { row: 3, reason: 'lat "north" is not a number' },
      { row: 6, reason: 'lat is given without lng' },
    ]);
  });

  test("GeoJSON: Points named by properties.name, the collection's name, other geometries rejected", async (t) => {
    const { app } = await buildTestApp(t, { replay });
    const collection = {
      type: 'FeatureCollection',
      name: 'Field offices',
      features: [
        { type: 'Feature', geometry: { type: 'Point', coordinates: [36.82, -1.29] }, properties: { name: 'Nairobi' } },
        { type: 'Feature', geometry: { type: 'Polygon', coordinates: [] }, properties: { name: 'Area' } },
        { type: 'Feature', geometry: { type: 'Point', coordinates: [32.58, 0.35] }, properties: { name: 'Kampala' } },
      ],
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/portfolios',
      payload: JSON.stringify(collection),
      headers: { ...owner, 'content-type': 'application/geo+json' },
    });
    assert.equal(res.statusCode, 201, res.body);
    const p = portfolioSchema.parse(res.json());
    assert.equal(p.name, 'Field offices');
    assert.deepEqual(
      p.sites.map((s) => [s.name, s.countryCode]),
      [
        ['Nairobi', 'KE'],
        ['Kampala', 'UG'],
      ],
    );
    assert.deepEqual(p.rejected, [{ row: 2, reason: 'geometry is a "Polygon", not a Point' }]);
    // Not a FeatureCollection: a 400 naming the field; not JSON: 400 invalid_json.
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/portfolios?name=x',
      payload: JSON.stringify({ type: 'Feature' }),
      headers: { ...owner, 'content-type': 'application/geo+json' },
    });
    assert.equal(bad.statusCode, 400, bad.body);
    assert.equal(bad.json().errors[0].field, 'type');
    const garbled = await app.inject({
      method: 'POST',
      url: '/api/v1/portfolios?name=x',
      payload: '{"type": "FeatureCollection",',
      headers: { ...owner, 'content-type': 'application/geo+json' },
    });
    assert.equal(garbled.statusCode, 400);
    assert.equal(garbled.json().code, 'invalid_json');
  });

  test("no usable row: 422 no_usable_sites with every row's reason; more than 1,000 rows: 422; over 1 MiB: 413", async (t) => {
    const { app } = await buildTestApp(t, { replay });
    const none = await csvImport(app, 'name,lat,lng\nA,,\nB,100,0\n', owner);
    assert.equal(none.statusCode, 422, none.body);
    const problem = none.json();
    assert.equal(problem.code, 'no_usable_sites');
    assert.match(problem.detail, /row 1: no coordinates/);
    assert.deepEqual(
      problem.rejected.map((r: { row: number }) => r.row),
      [1, 2],
    );
    const header = await csvImport(app, 'name,address\nA,Main street\n', owner);
    assert.equal(header.statusCode, 422);
    assert.match(header.json().detail, /no coordinate columns .* it names: name, address/);

    const tooMany = await postJson(
      app,
      '/api/v1/portfolios',
      { name: 'big', sites: Array.from({ length: 1001 }, (_, i) => ({ name: `s${i}`, lat: 10 + i / 1000, lng: 20 })) },
      owner,
    );
    assert.equal(tooMany.statusCode, 422, tooMany.body.slice(0, 300));
    assert.equal(tooMany.json().code, 'too_many_sites');
    assert.equal(tooMany.json().maxSites, 1000);

    const huge = await csvImport(app, `name,lat,lng\n${'x'.repeat(1024 * 1024)},1,2\n`, owner);
    assert.equal(huge.statusCode, 413);
    assert.equal(huge.json().code, 'payload_too_large');

    // A name is needed: the JSON's, or ?name= for CSV.
    const unnamed = await app.inject({
      method: 'POST',
      url: '/api/v1/portfolios',
      payload: 'name,lat,lng\nA,1.5,2.5\n',
      headers: { ...owner, 'content-type': 'text/csv' },
    });
    assert.equal(unnamed.statusCode, 400);
    assert.equal(unnamed.json().errors[0].field, 'name');
    // A JSON row of the wrong type is the body's error (400 naming it); text/plain is not a portfolio.
    const typed = await postJson(app, '/api/v1/portfolios', { name: 'x', sites: [{ lat: true, lng: 1 }] }, owner);
    assert.equal(typed.statusCode, 400);
    assert.equal(typed.json().errors[0].field, 'sites[0].lat');
    const plain = await app.inject({
      method: 'POST',
      url: '/api/v1/portfolios?name=x',
      payload: 'hello',
      headers: { ...owner, 'content-type': 'text/plain' },
    });
    assert.equal(plain.statusCode, 415);
  });
});

describe('who sees a portfolio', () => {
  test("anonymous callers get 401 everywhere; a key sees only its own (another key's is 404); the owner sees all", async (t) => {
    const { app } = await buildTestApp(t, { replay });
    const anonymous = await postJson(app, '/api/v1/portfolios', { name: 'x', sites: [{ lat: 1.5, lng: 2.5 }] });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().code, 'api_key_required');
    assert.equal((await app.inject({ url: '/api/v1/portfolios' })).statusCode, 401);
    // Refused before the body is read: even a malformed body is a 401, and nothing is counted.
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/portfolios',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(malformed.statusCode, 401);

    const alice = await newKey(app, 'alice');
    const bob = await newKey(app, 'bob');
    const created = await postJson(app, '/api/v1/portfolios', { name: 'Alice sites', sites: [{ name: 'A', lat: 6.45, lng: 3.36 }] }, alice);
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id as string;
    await postJson(app, '/api/v1/portfolios', { name: 'Bob sites', sites: [{ name: 'B', lat: -1.29, lng: 36.82 }] }, bob);

    // Bob cannot read, change, delete or assess Alice's portfolio: 404, as for one that does not exist.
    for (const res of [
      await app.inject({ url: `/api/v1/portfolios/${id}`, headers: bob }),
      await app.inject({ method: 'PATCH', url: `/api/v1/portfolios/${id}`, payload: { name: 'mine' }, headers: bob }),
      await app.inject({ method: 'DELETE', url: `/api/v1/portfolios/${id}`, headers: bob }),
      await postJson(app, `/api/v1/portfolios/${id}/risk`, {}, bob),
    ]) {
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(res.json().code, 'portfolio_not_found');
    }
    const names = async (headers: Record<string, string>) =>
      portfolioListSchema
        .parse((await app.inject({ url: '/api/v1/portfolios', headers })).json())
        .data.map((p) => p.name)
        .sort();
    assert.deepEqual(await names(alice), ['Alice sites']);
    assert.deepEqual(await names(bob), ['Bob sites']);
    assert.deepEqual(await names(owner), ['Alice sites', 'Bob sites']);
    assert.equal((await app.inject({ url: `/api/v1/portfolios/${id}`, headers: owner })).statusCode, 200);
  });
});

describe('changing a portfolio', () => {
  test('PATCH renames, adds (bad rows listed) and removes; an unknown site id is a 400; DELETE then 404', async (t) => {
    const { app } = await buildTestApp(t, { replay });
    const created = (
      await postJson(
        app,
        '/api/v1/portfolios',
        {
          name: 'Schools',
          sites: [
            { name: 'North', lat: 52.52, lng: 13.4 },
            { name: 'South', lat: 48.14, lng: 11.58 },
          ],
        },
        owner,
      )
    ).json();
    const [north, south] = created.sites as { id: string }[];
    const patch = (body: object) => app.inject({ method: 'PATCH', url: `/api/v1/portfolios/${created.id}`, payload: body, headers: owner });

    const res = await patch({
      name: 'Schools (2027)',
      removeSiteIds: [north!.id],
      addSites: [
        { name: 'West', place: 'Cologne, Germany' },
        { name: 'Broken', lat: 'x', lng: 1 },
      ],
    });
    assert.equal(res.statusCode, 200, res.body);
    const p = portfolioSchema.parse(res.json());
    assert.equal(p.name, 'Schools (2027)');
    assert.deepEqual(
      p.sites.map((s) => s.name),
      ['South', 'West'],
    );
    assert.equal(p.sites[0]!.id, south!.id);
    assert.deepEqual(p.rejected, [{ row: 2, reason: 'lat "x" is not a number' }]);

    const unknown = await patch({ removeSiteIds: ['site-nope'] });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().errors[0].field, 'removeSiteIds[0]');
    const noneUsable = await patch({ addSites: [{ name: 'x' }] });
    assert.equal(noneUsable.statusCode, 422);
    assert.equal(noneUsable.json().code, 'no_usable_sites');
    assert.equal((await patch({})).statusCode, 400);
    // Nothing of the refused PATCHes was applied.
    const now = portfolioSchema.parse((await app.inject({ url: `/api/v1/portfolios/${created.id}`, headers: owner })).json());
    assert.deepEqual(
      now.sites.map((s) => s.name),
      ['South', 'West'],
    );

    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/portfolios/${created.id}`, headers: owner });
    assert.equal(deleted.statusCode, 204);
    assert.equal((await app.inject({ url: `/api/v1/portfolios/${created.id}`, headers: owner })).statusCode, 404);
  });
});
