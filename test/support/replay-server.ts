// A loopback server that answers each live API's real paths in its real format, from our fixtures,
// and can be told to fail per source. Tests point the app's *_URL settings at it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eonetHandler } from './replay/eonet.js';
import { gbifHandler } from './replay/gbif.js';
import { openMeteoGeocodingHandler } from './replay/open-meteo-geocoding.js';
import { reliefwebHandler } from './replay/reliefweb.js';
import { usgsHandler } from './replay/usgs.js';
import { viewsHandler } from './replay/views.js';
import { fewsNetHandler } from './replay/fews-net.js';

/** Source ids as in src-server/sources/types.ts; add yours with its handler file and mount. */
import { openMeteoAirQualityHandler } from './replay/open-meteo-air-quality.js';
import { openMeteoArchiveHandler } from './replay/open-meteo-archive.js';
import { openMeteoClimateHandler } from './replay/open-meteo-climate.js';
import { openMeteoEnsembleHandler } from './replay/open-meteo-ensemble.js';
import { openMeteoFloodHandler } from './replay/open-meteo-flood.js';
import { openMeteoForecastHandler } from './replay/open-meteo-forecast.js';
import { nasaPowerHandler, nasaPowerHandlerAtPoint } from './replay/nasa-power.js';

/** Source ids as in src-server/sources/types.ts; add yours with its handler file and mount. */
export type ReplaySourceId =
  | 'usgs'
  | 'eonet'
  | 'gbif'
  | 'open-meteo-geocoding'
  | 'reliefweb'
  | 'open-meteo-forecast'
  | 'open-meteo-archive'
  | 'open-meteo-flood'
  | 'open-meteo-air-quality'
  | 'open-meteo-climate'
  | 'open-meteo-ensemble'
  | 'nasa-power'
  | 'views'
  | 'fews-net';

/**
 * How a source misbehaves until told otherwise (or for its next `times` requests only).
 * - status: any status and body; rate-limited: 429 with Retry-After; open-meteo-error: Open-Meteo's
 *   `{ reason, error: true }` 400; html: a 502 HTML error page; truncated: the real body cut in half;
 *   empty: a valid answer with no results; hang: never answers; delay: answers late; reset: drops the connection.
 */
export type Fault = (
  | { kind: 'status'; status: number; body?: string; contentType?: string; headers?: Record<string, string> }
  | { kind: 'rate-limited'; retryAfterSec: number }
  | { kind: 'open-meteo-error'; reason?: string }
  | { kind: 'hang' }
  | { kind: 'delay'; ms: number }
  | { kind: 'truncated' }
  | { kind: 'html' }
  | { kind: 'empty' }
  | { kind: 'reset' }
) & { times?: number };

/** Every fault mode, for tests that walk them all. */
export const FAULT_MODES: readonly Fault[] = [
  { kind: 'status', status: 500 },
  { kind: 'status', status: 503 },
  { kind: 'rate-limited', retryAfterSec: 120 },
  { kind: 'open-meteo-error', reason: 'Parameter count must be between 1 and 100.' },
  { kind: 'hang' },
  { kind: 'truncated' },
  { kind: 'html' },
  { kind: 'reset' },
];

export interface ReplayRequest {
  source: ReplaySourceId;
  /** Path after the source's mount, e.g. `/query`. */
  path: string;
  query: URLSearchParams;
  /** The caller's User-Agent (sources must identify the app). */
  userAgent?: string;
  /** The app's clock as the test set it (`setClock`; the real time otherwise): answers relative to it do not rot. */
  now?: Date;
}

/** Rewrites a handler's answer body (a parsed JSON value) for one request. */
export type AnswerTransform = (body: unknown, req: ReplayRequest) => unknown;

export interface ReplayAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** One source's behaviour: answer a request, or an empty-but-valid result when asked for `empty`. */
export interface ReplayHandler {
  answer(req: ReplayRequest): ReplayAnswer;
  empty(req: ReplayRequest): ReplayAnswer;
}

const HANDLERS: Record<ReplaySourceId, ReplayHandler> = {
  usgs: usgsHandler,
  eonet: eonetHandler,
  gbif: gbifHandler,
  'open-meteo-geocoding': openMeteoGeocodingHandler,
  reliefweb: reliefwebHandler,
  'open-meteo-forecast': openMeteoForecastHandler,
  'open-meteo-archive': openMeteoArchiveHandler,
  'open-meteo-flood': openMeteoFloodHandler,
  'open-meteo-air-quality': openMeteoAirQualityHandler,
  'open-meteo-climate': openMeteoClimateHandler,
  'open-meteo-ensemble': openMeteoEnsembleHandler,
  'nasa-power': nasaPowerHandler,
  views: viewsHandler,
  'fews-net': fewsNetHandler,
};

/**
 * Mount point of each source, and the config key its URL goes into. Bases (USGS, GBIF, EONET, ReliefWeb)
 * are the mount itself; Open-Meteo settings name a whole endpoint, so they add `endpoint` (the API's path).
 */
const MOUNTS: Record<ReplaySourceId, { prefix: string; configKey: string; endpoint?: string }> = {
  usgs: { prefix: '/usgs', configKey: 'usgs' },
  eonet: { prefix: '/eonet', configKey: 'eonet' },
  gbif: { prefix: '/gbif', configKey: 'gbif' },
  'open-meteo-geocoding': { prefix: '/open-meteo-geocoding', configKey: 'openMeteoGeocoding', endpoint: '/v1/search' },
  reliefweb: { prefix: '/reliefweb', configKey: 'reliefweb' },
  'open-meteo-forecast': { prefix: '/open-meteo-forecast', configKey: 'openMeteoForecast' },
  'open-meteo-archive': { prefix: '/open-meteo-archive', configKey: 'openMeteoArchive' },
  'open-meteo-flood': { prefix: '/open-meteo-flood', configKey: 'openMeteoFlood' },
  'open-meteo-air-quality': { prefix: '/open-meteo-air-quality', configKey: 'openMeteoAirQuality' },
  'open-meteo-climate': { prefix: '/open-meteo-climate', configKey: 'openMeteoClimate' },
  'open-meteo-ensemble': { prefix: '/open-meteo-ensemble', configKey: 'openMeteoEnsemble', endpoint: '/v1/ensemble' },
  'nasa-power': { prefix: '/nasa-power', configKey: 'nasaPower', endpoint: '/api/temporal/daily/point' },
  views: { prefix: '/views', configKey: 'views' },
  'fews-net': { prefix: '/fews-net', configKey: 'fewsNet' },
};

export interface ReplayServer {
  url: string;
  /** `config.sources` overrides pointing every source at this server. */
  sources: Record<string, string>;
  /** Every request received, in order. */
  calls: ReplayRequest[];
  /** Requests received by one source. */
  callsTo(source: ReplaySourceId): ReplayRequest[];
  setFault(source: ReplaySourceId, fault: Fault | null): void;
  /**
   * Rewrites a source's healthy answers until cleared (null): the knob for sensitivity tests, e.g. every
   * ensemble member's discharge at ten times the 20-year level. Helpers in `replay/scenarios.ts`.
   */
  setTransform(source: ReplaySourceId, transform: AnswerTransform | null): void;
  /** Clears every fault and transform, the global delay and the call log. */
  reset(): void;
  /** Fixed delay before every answer of every source (benchmarks: slow upstreams). */
  setDelay(ms: number): void;
  /** The clock answers are made relative to (FEWS NET's rounds): the app's, set by buildTestApp. */
  setClock(now: () => Date): void;
  close(): Promise<void>;
}

export interface ReplayOptions {
  /**
   * Keep each healthy answer's bytes by its exact URL and send them again as they are (benchmarks; not while a
   * transform is set). Handlers are deterministic, so this changes no answer: it only spares the replay writing the
   * 30-year series out again, so that a bench times the app rather than the replay's one CPU (a real upstream
   * answers many requests in parallel, on its own machines).
   */
  memo?: boolean;
  /**
   * Where NASA POWER's replay takes its weather: its MERRA-2 cell's centre, as POWER answers (default), or the asked
   * point itself (the archive's weather: a control that measures POWER's path apart from its grid).
   */
  powerAt?: 'merra2-cell' | 'point';
}

export async function startReplayServer(options: ReplayOptions = {}): Promise<ReplayServer> {
  const sent = options.memo ? new Map<string, { status: number; body: Buffer; headers?: Record<string, string> }>() : undefined;
  const faults = new Map<ReplaySourceId, Fault>();
  const transforms = new Map<ReplaySourceId, AnswerTransform>();
  const answers = new Map<string, { status?: number; headers?: Record<string, string>; text: string; raw: boolean }>();
  const calls: ReplayRequest[] = [];
  let globalDelayMs = 0;
  let clock: () => Date = () => new Date();
  const hanging = new Set<ServerResponse>();

  const send = (res: ServerResponse, status: number, body: string | Buffer, contentType: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': contentType, ...headers });
    res.end(body);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://replay.local');
    const entry = (Object.entries(MOUNTS) as [ReplaySourceId, { prefix: string }][]).find(
      ([, m]) => url.pathname === m.prefix || url.pathname.startsWith(`${m.prefix}/`),
    );
    if (!entry) return send(res, 404, JSON.stringify({ error: 'no such replay source' }), 'application/json');
    const [source, mount] = entry;
    const request: ReplayRequest = {
      source,
      path: url.pathname.slice(mount.prefix.length),
      query: url.searchParams,
      userAgent: req.headers['user-agent'],
      now: clock(),
    };
    calls.push(request);

    // A fault with `times` wears off after that many requests.
    const fault = faults.get(source);
    if (fault?.times !== undefined) {
      if (fault.times <= 1) faults.delete(source);
      else faults.set(source, { ...fault, times: fault.times - 1 });
    }

    const respond = () => {
      if (fault?.kind === 'reset') {
        req.socket.destroy();
        return;
      }
      if (fault?.kind === 'rate-limited') {
        return send(res, 429, JSON.stringify({ error: 'Too many requests' }), 'application/json', {
          'retry-after': String(fault.retryAfterSec),
        });
      }
      if (fault?.kind === 'open-meteo-error') {
        return send(
          res,
          400,
          JSON.stringify({ reason: fault.reason ?? 'Cannot initialize WeatherVariable from invalid String value', error: true }),
          'application/json',
        );
      }
      if (fault?.kind === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (fault?.kind === 'status') {
        return send(
          res,
          fault.status,
          fault.body ?? JSON.stringify({ error: `replayed ${fault.status}` }),
          fault.contentType ?? 'application/json',
          fault.headers,
        );
      }
      if (fault?.kind === 'html') {
        return send(res, 502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html');
      }
      const kept = fault || transforms.has(source) ? undefined : sent?.get(req.url ?? '');
      if (kept) return send(res, kept.status, kept.body, 'application/json', kept.headers);
      const handler = source === 'nasa-power' && options.powerAt === 'point' ? nasaPowerHandlerAtPoint : HANDLERS[source];
      const transform = transforms.get(source);
      // Healthy answers are deterministic: generate each URL's once (the synthetic years are costly on a loaded
      // machine), and give every request a fresh copy, which a transform may rewrite.
      // Answers made relative to the clock (FEWS NET's rounds) are kept per day of it.
      const key = `${source}|${request.path}|${url.search}|${source === 'fews-net' ? (request.now ?? new Date()).toISOString().slice(0, 10) : ''}`;
      let answer: ReplayAnswer;
      if (fault?.kind === 'empty') answer = handler.empty(request);
      else {
        let memo = answers.get(key);
        if (!memo) {
          const a = handler.answer(request);
          memo = {
            status: a.status,
            headers: a.headers,
            text: typeof a.body === 'string' ? a.body : JSON.stringify(a.body),
            raw: typeof a.body === 'string',
          };
          if (answers.size >= 300) answers.delete(answers.keys().next().value!);
          answers.set(key, memo);
        }
        answer = { status: memo.status, headers: memo.headers, body: memo.raw ? memo.text : transform ? JSON.parse(memo.text) : memo.text };
        if (!memo.raw && !transform) answer = { ...answer, body: memo.text };
      }
      if (transform && fault?.kind !== 'empty' && (answer.status ?? 200) === 200 && typeof answer.body !== 'string')
        answer.body = transform(answer.body, request);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      const body = fault?.kind === 'truncated' ? text.slice(0, Math.max(1, Math.floor(text.length / 2))) : text;
      if (sent && !fault && !transform)
        sent.set(req.url ?? '', { status: answer.status ?? 200, body: Buffer.from(body), headers: answer.headers });
      send(res, answer.status ?? 200, body, 'application/json', answer.headers);
    };

    const delay = (fault?.kind === 'delay' ? fault.ms : 0) + globalDelayMs;
    if (delay > 0) setTimeout(respond, delay);
    else respond();
  });

  // Idle keep-alive connections kept a minute (Node's default is 5 s): a client sharing this process's event loop with
  // a replay building decades of series could reuse a connection the server had just closed ("fetch failed").
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    sources: Object.fromEntries(Object.values(MOUNTS).map((m) => [m.configKey, `${url}${m.prefix}${m.endpoint ?? ''}`])),
    calls,
    callsTo: (source) => calls.filter((c) => c.source === source),
    setFault: (source, fault) => (fault ? faults.set(source, fault) : faults.delete(source)),
    setTransform: (source, transform) => (transform ? transforms.set(source, transform) : transforms.delete(source)),
    reset: () => {
      faults.clear();
      transforms.clear();
      globalDelayMs = 0;
      calls.length = 0;
    },
    setDelay: (ms) => {
      globalDelayMs = ms;
    },
    setClock: (now) => {
      clock = now;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
