// One generator of whole requests (method, URL, headers, body) per route of the API and per MCP tool.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { TEST_OWNER_TOKEN } from '../../helpers/build-app.js';
import {
  anyJson,
  channel,
  cheapHazard,
  hazard,
  horizon,
  hostile,
  lens,
  metric,
  mostly,
  mostlyRecord,
  nastyNumber,
  nastyString,
  place,
  query,
  riskBody,
  segment,
} from './values.js';

/** Ids that exist (filled by the test after it made some watches and keys). */
export interface Known {
  watchIds: string[];
  keyIds: string[];
  apiKey: string;
  /** Portfolios of the owner (a key or anonymous caller asking for them gets 404 or 401). */
  portfolioIds?: string[];
}

export interface Target {
  name: string;
  arb: fc.Arbitrary<InjectOptions>;
  /** MCP answers JSON-RPC errors as well as problem documents. */
  mcp?: boolean;
}

const OWNER = `Bearer ${TEST_OWNER_TOKEN}`;

/** Who asks: mostly the owner (no quota, so requests get deep), sometimes anonymous, a key, or a bad credential. */
const auth = (known: Known) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant({ authorization: OWNER }) },
    { weight: 2, arbitrary: fc.constant({}) },
    // Read when generated: the key is made after the targets are.
    { weight: 1, arbitrary: fc.constant(null).map(() => ({ 'x-service-api-key': known.apiKey })) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        nastyString.map((s) => ({ authorization: `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}` })),
        nastyString.map((s) => ({ 'x-service-api-key': s.replace(/[^\x20-\x7e]/g, '') })),
        fc.constant({ authorization: 'Basic Zm9vOmJhcg==' }),
        fc.constant({ 'x-service-api-key': `service_live_${'A'.repeat(32)}` }),
        // A management token of the right shape that this server never made (a database lookup, then 401).
        fc.constant({ authorization: `Bearer manage_${'A'.repeat(40)}` }),
      ),
    },
  );

/** Host and Origin: usually none (as curl sends), sometimes local, sometimes foreign (DNS rebinding). */
const site = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        origin: fc.constantFrom('http://127.0.0.1:8787', 'http://localhost:8787', 'https://attacker.example', 'null'),
        host: fc.constantFrom('127.0.0.1:8787', 'localhost', 'attacker.example', '[::1]:8787'),
      },
      { requiredKeys: [] },
    ),
  },
);

/** Headers around a body: usually JSON, sometimes another content type; Host and Origin as above. */
const envelope = fc
  .tuple(
    fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          'application/problem+json',
        ),
      },
    ),
    site,
  )
  .map(([type, s]) => ({ 'content-type': type, ...s }));

/** A JSON body (mostly valid-shaped), raw text that may not parse, or nothing. */
const body = (shape: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 8, arbitrary: shape.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        nastyString,
        fc.constantFrom('', '{', '{"prompt":', '[1,2', 'null', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}'),
      ),
    },
  );

const get = (path: fc.Arbitrary<string>, known: Known): fc.Arbitrary<InjectOptions> =>
  fc.tuple(path, auth(known), site).map(([url, a, s]) => ({ method: 'GET' as const, url, headers: { ...a, ...s } }));

const withBody = (
  method: 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  path: fc.Arbitrary<string>,
  shape: fc.Arbitrary<unknown>,
  known: Known,
): fc.Arbitrary<InjectOptions> =>
  fc
    .tuple(path, auth(known), envelope, fc.option(body(shape), { nil: undefined, freq: 20 }), fc.integer({ min: 0, max: 255 }))
    .map(([url, a, env, payload, ip]) => ({
      method,
      url,
      headers: { ...a, ...env },
      remoteAddress: `10.0.0.${ip}`,
      ...(payload === undefined ? {} : { payload }),
    }));

export function routeTargets(known: Known): Target[] {
  const watch = segment(() => known.watchIds);
  const key = segment(() => known.keyIds);
  const trQuery = query({
    hazard,
    horizon,
    from: fc.constantFrom('2026-01-01', '2026-13-40', '2026-11-23'),
    to: fc.constantFrom('2026-12-31', 'yesterday'),
    format: fc.constantFrom('json', 'csv', 'xml'),
  });
  const embedQuery = query({
    lat: fc.constantFrom('35.68', '6.45', '91', '-90', '1e3', ''),
    lng: fc.constantFrom('139.69', '3.39', '181', '-180'),
    hazard: cheapHazard,
    horizon,
    label: nastyString,
  });
  const watchPatch = mostlyRecord({
    status: fc.constantFrom('active', 'paused', 'deleted'),
    threshold: fc.double({ min: -10, max: 110, noNaN: true }),
    correlationThreshold: fc.double({ min: 0, max: 100, noNaN: true }),
    hysteresis: fc.double({ min: 0, max: 60, noNaN: true }),
    intervalMin: fc.integer({ min: 0, max: 20_000 }),
    channels: fc.array(channel, { maxLength: 3 }),
  });
  const settingsPatch = mostlyRecord({
    smtpUrl: fc.oneof(fc.constant(null), fc.constantFrom('smtp://u:p@127.0.0.1:2525', 'smtps://mail.example.com:465', 'http://x')),
    telegramBotToken: fc.oneof(fc.constant(null), fc.constantFrom('123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'nope')),
    allowPrivateTargets: fc.boolean(),
  });
  const appPatch = mostlyRecord({
    offline: fc.boolean(),
    onlineTiles: fc.boolean(),
    // Port 9 on loopback refuses at once: tile fetches fail fast instead of waiting on the network.
    tileUrl: fc.constantFrom(
      'http://127.0.0.1:9/{z}/{x}/{y}.png',
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      'http://127.0.0.1:9/{z}/{x}.png',
    ),
    tileAttribution: nastyString,
  });
  const tile = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: -1, max: 30 }).map(String) },
    { weight: 1, arbitrary: segment(() => ['0', '1', '22', '1e3', '0x1']) },
  );
  const notAsOwner = fc.oneof(
    fc.constant({}),
    fc.constant(null).map(() => ({ 'x-service-api-key': known.apiKey })),
    fc.constant({ authorization: 'Bearer wrong' }),
  );
  const keyBody = mostlyRecord({
    name: nastyString,
    tier: fc.constantFrom('free', 'pro', 'enterprise', 'gold'),
    dailyQuota: fc.integer({ min: -5, max: 20_000_000 }),
  });
  const portfolio = segment(() => known.portfolioIds ?? []);
  const coordinate = fc.oneof(nastyNumber, fc.constantFrom('6.45', '-1.29', '91', '', 'north', '1e3'));
  const siteRow = mostlyRecord({ name: nastyString, lat: coordinate, lng: coordinate, place });
  const portfolioBody = mostlyRecord({ name: nastyString, sites: fc.array(siteRow, { maxLength: 4 }) }, ['sites']);
  // Rows PATCH may add: unusable coordinates, or a place already asked (Tokyo, Lagos): the portfolio's risk, asked again
  // and again, never meets a new cold cell.
  const cheapRow = mostlyRecord({
    name: nastyString,
    lat: fc.constantFrom('91', '', 'north', '1e3', '-181'),
    lng: fc.constantFrom('3.36', '', '200'),
    place: fc.constantFrom('Tokyo', 'Lagos', 'Xqzvwplk', ''),
  });
  const portfolioPatch = mostlyRecord({
    name: nastyString,
    addSites: fc.array(cheapRow, { maxLength: 3 }),
    removeSiteIds: fc.array(fc.constantFrom('site-nope', ''), { maxLength: 2 }),
  });
  // Hazards whose replayed sources are cheap: a portfolio's risk evaluates every site of it.
  const portfolioRiskBody = mostlyRecord({ horizon, hazards: fc.array(cheapHazard, { maxLength: 2 }), decisionLens: lens });
  /** A CSV or GeoJSON import: text that may or may not be one, under its media type (or a wrong one). */
  const portfolioFile = fc
    .tuple(
      fc.oneof(
        fc.constantFrom('name,lat,lng\nA,6.45,3.36\nB,,\n', 'name;lat;lng\r\nA;6,45;3,36\n', 'a,b\n1,2\n', '"unclosed,1,2\n', ''),
        nastyString,
        anyJson.map((v) => JSON.stringify(v)),
        fc.constantFrom(
          '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[3.36,6.45]},"properties":{"name":"A"}}]}',
          '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":null}]}',
          '{"type":"FeatureCollection","features":"no"}',
        ),
      ),
      fc.constantFrom(
        'text/csv',
        'text/csv; charset=utf-8',
        'application/geo+json',
        'application/vnd.geo+json',
        'text/tab-separated-values',
      ),
      // A name a URL can carry (a lone surrogate cannot be percent-encoded: encodeURIComponent throws on it).
      fc.option(
        nastyString.map((s) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')),
        { nil: undefined },
      ),
      auth(known),
    )
    .map(([payload, type, name, a]) => ({
      method: 'POST' as const,
      url: `/api/v1/portfolios${name === undefined ? '' : `?name=${encodeURIComponent(name)}`}`,
      headers: { ...a, 'content-type': type },
      payload,
    }));
  const accept = fc.constantFrom('application/json', 'text/csv', 'application/geo+json', 'text/html', '*/*', 'text/csv;q=0.9, */*;q=0.1');
  return [
    { name: 'GET /api/v1/health', arb: get(fc.constant('/api/v1/health'), known) },
    { name: 'POST /api/v1/portfolios (JSON)', arb: withBody('POST', fc.constant('/api/v1/portfolios'), portfolioBody, known) },
    { name: 'POST /api/v1/portfolios (CSV, GeoJSON)', arb: portfolioFile },
    { name: 'GET /api/v1/portfolios', arb: get(fc.constant('/api/v1/portfolios'), known) },
    {
      name: 'GET /api/v1/portfolios/:id',
      arb: get(
        portfolio.map((p) => `/api/v1/portfolios/${p}`),
        known,
      ),
    },
    {
      name: 'PATCH /api/v1/portfolios/:id',
      arb: withBody(
        'PATCH',
        portfolio.map((p) => `/api/v1/portfolios/${p}`),
        portfolioPatch,
        known,
      ),
    },
    {
      name: 'POST /api/v1/portfolios/:id/risk',
      arb: fc
        .tuple(
          withBody(
            'POST',
            portfolio.map((p) => `/api/v1/portfolios/${p}/risk`),
            portfolioRiskBody,
            known,
          ),
          accept,
        )
        .map(([req, a]) => ({ ...req, headers: { ...(req.headers as Record<string, string>), accept: a } })),
    },
    { name: 'POST /api/v1/risk', arb: withBody('POST', fc.constant('/api/v1/risk'), riskBody, known) },
    {
      name: 'GET /api/v1/embed',
      arb: get(
        embedQuery.map((q) => `/api/v1/embed${q}`),
        known,
      ),
    },
    {
      name: 'GET /api/v1/track-record',
      arb: get(
        trQuery.map((q) => `/api/v1/track-record${q}`),
        known,
      ),
    },
    { name: 'GET /api/v1/keys', arb: get(fc.constant('/api/v1/keys'), known) },
    { name: 'POST /api/v1/keys', arb: withBody('POST', fc.constant('/api/v1/keys'), keyBody, known) },
    {
      name: 'DELETE /api/v1/keys/:id',
      arb: withBody(
        'DELETE',
        key.map((k) => `/api/v1/keys/${k}`),
        anyJson,
        known,
      ),
    },
    { name: 'GET /api/v1/watches', arb: get(fc.constant('/api/v1/watches'), known) },
    {
      name: 'GET /api/v1/watches/:id',
      arb: get(
        watch.map((w) => `/api/v1/watches/${w}`),
        known,
      ),
    },
    {
      name: 'PATCH /api/v1/watches/:id',
      arb: withBody(
        'PATCH',
        watch.map((w) => `/api/v1/watches/${w}`),
        watchPatch,
        known,
      ),
    },
    {
      name: 'DELETE /api/v1/watches/:id',
      arb: withBody(
        'DELETE',
        watch.map((w) => `/api/v1/watches/${w}`),
        anyJson,
        known,
      ),
    },
    {
      name: 'POST /api/v1/watches/:id/evaluate',
      arb: withBody(
        'POST',
        watch.map((w) => `/api/v1/watches/${w}/evaluate`),
        anyJson,
        known,
      ),
    },
    {
      name: 'POST /api/v1/watches/:id/test',
      arb: withBody(
        'POST',
        watch.map((w) => `/api/v1/watches/${w}/test`),
        anyJson,
        known,
      ),
    },
    {
      name: 'GET /api/v1/watches/:id/history',
      arb: get(
        fc.tuple(watch, query({ limit: fc.integer({ min: -1, max: 600 }) })).map(([w, q]) => `/api/v1/watches/${w}/history${q}`),
        known,
      ),
    },
    { name: 'GET /api/v1/settings/notifications', arb: get(fc.constant('/api/v1/settings/notifications'), known) },
    {
      name: 'PATCH /api/v1/settings/notifications',
      arb: withBody('PATCH', fc.constant('/api/v1/settings/notifications'), settingsPatch, known),
    },
    { name: 'GET /api/v1/settings/app', arb: get(fc.constant('/api/v1/settings/app'), known) },
    { name: 'PATCH /api/v1/settings/app', arb: withBody('PATCH', fc.constant('/api/v1/settings/app'), appPatch, known) },
    {
      name: 'POST /api/v1/settings/notifications/test',
      arb: withBody('POST', fc.constant('/api/v1/settings/notifications/test'), mostlyRecord({ channel }, ['channel']), known),
    },
    {
      // As anyone but the owner: rotating the owner token would lock the fuzzer's own owner requests out.
      name: 'POST /api/v1/settings/owner-token',
      arb: fc.tuple(notAsOwner, fc.option(body(anyJson), { nil: undefined })).map(([a, payload]) => ({
        method: 'POST' as const,
        url: '/api/v1/settings/owner-token',
        headers: { ...a, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      })),
    },
    {
      name: 'GET /api/v1/basemap/tiles/:z/:x/:y',
      arb: get(
        fc.tuple(tile, tile, tile).map(([z, x, y]) => `/api/v1/basemap/tiles/${z}/${x}/${y}`),
        known,
      ),
    },
    {
      name: 'GET /api/v1/openapi.json, /docs, /docs/errors',
      arb: get(fc.constantFrom('/api/v1/openapi.json', '/docs', '/docs/errors', '/docs/json', '/'), known),
    },
    {
      name: 'any method, any path',
      arb: fc
        .tuple(
          fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD') as fc.Arbitrary<'GET'>,
          fc.array(
            segment(() => ['api', 'v1', 'risk', 'watches', 'mcp', 'docs']),
            { minLength: 1, maxLength: 5 },
          ),
          auth(known),
          fc.option(body(hostile), { nil: undefined }),
        )
        .map(([method, parts, a, payload]) => ({
          method,
          url: `/${parts.join('/')}`,
          headers: { ...a, 'content-type': 'application/json' },
          ...(payload && method !== 'GET' && method !== 'HEAD' ? { payload } : {}),
        })),
    },
  ];
}

const TOOL_ARGS: Record<string, fc.Arbitrary<unknown>> = {
  get_risk: mostlyRecord({ prompt: place, hazard: cheapHazard, horizon, decisionLens: lens }, ['prompt']),
  get_track_record: mostlyRecord({
    hazard,
    horizon,
    from: fc.constantFrom('2026-01-01', 'x'),
    to: fc.constantFrom('2026-12-31', '2026-02-30'),
  }),
  create_watch: mostlyRecord({
    prompt: place,
    place,
    hazard: cheapHazard,
    horizon,
    decisionLens: lens,
    metric,
    threshold: fc.double({ min: 0, max: 100, noNaN: true }),
    correlationHazards: fc.array(hazard, { maxLength: 2 }),
    correlationThreshold: fc.double({ min: 0, max: 100, noNaN: true }),
    channels: fc.array(channel, { maxLength: 2 }),
    intervalMin: fc.integer({ min: 0, max: 20_000 }),
    hysteresis: fc.double({ min: 0, max: 60, noNaN: true }),
    portfolioId: fc.constantFrom('nope', 'x'.repeat(120)),
  }),
  create_portfolio: mostlyRecord({
    name: nastyString,
    sites: fc.array(mostlyRecord({ name: nastyString, lat: nastyNumber, lng: nastyNumber, place }), { maxLength: 3 }),
    csv: fc.constantFrom('name,lat,lng\nA,6.45,3.36\n', 'a,b\n', '"x'),
  }),
  get_portfolio_risk: mostlyRecord({ portfolioId: fc.constantFrom('nope', ''), horizon, hazards: fc.array(cheapHazard, { maxLength: 2 }) }),
};

/** JSON-RPC over POST /mcp: tool calls with mostly-valid arguments, other methods, broken envelopes, batches. */
export function mcpTargets(known: Known): Target[] {
  const id = fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(null), anyJson);
  const call = (tool: fc.Arbitrary<string>, args: fc.Arbitrary<unknown>) =>
    fc.record({
      jsonrpc: mostly(fc.constant('2.0'), 8),
      id: mostly(id, 8),
      method: mostly(fc.constant('tools/call'), 8),
      params: mostly(fc.record({ name: tool, arguments: args }), 8),
    });
  const post = (message: fc.Arbitrary<unknown>) =>
    fc
      .tuple(
        message,
        auth(known),
        fc.oneof(
          { weight: 9, arbitrary: fc.constant('application/json, text/event-stream') },
          { weight: 1, arbitrary: fc.constantFrom('application/json', 'text/event-stream', '*/*', '') },
        ),
      )
      .map(([m, a, accept]) => ({
        method: 'POST' as const,
        url: '/mcp',
        headers: { ...a, 'content-type': 'application/json', accept },
        payload: JSON.stringify(m),
      }));
  const tools = Object.entries(TOOL_ARGS).map(([tool, args]) => ({
    name: `MCP tools/call ${tool}`,
    mcp: true,
    arb: post(call(fc.constant(tool), args)),
  }));
  const otherMethods = fc.record({
    jsonrpc: fc.constant('2.0'),
    id,
    method: fc.constantFrom(
      'initialize',
      'tools/list',
      'ping',
      'resources/list',
      'prompts/list',
      'notifications/initialized',
      'completion/complete',
      'logging/setLevel',
      'nope',
    ),
    params: fc.option(anyJson, { nil: undefined }),
  });
  return [
    ...tools,
    {
      name: 'MCP tools/call unknown tool',
      mcp: true,
      arb: post(call(fc.oneof(nastyString, fc.constantFrom('get_risk ', 'GET_RISK', 'delete_everything')), anyJson)),
    },
    { name: 'MCP other methods', mcp: true, arb: post(otherMethods) },
    {
      name: 'MCP broken envelopes and batches',
      mcp: true,
      arb: post(
        fc.oneof(
          anyJson,
          fc.array(otherMethods, { maxLength: 3 }),
          fc.array(call(fc.constantFrom('get_track_record'), anyJson), { maxLength: 3 }),
        ),
      ),
    },
    {
      name: 'MCP raw bodies',
      mcp: true,
      arb: withBody('POST', fc.constant('/mcp'), anyJson, known).map((r) => ({
        ...r,
        headers: { ...r.headers, accept: 'application/json, text/event-stream' },
      })),
    },
  ];
}
