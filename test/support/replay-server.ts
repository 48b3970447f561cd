// A loopback server that answers each live API's real paths in its real format, from our fixtures,
// and can be told to fail per source. Tests point the app's *_URL settings at it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eonetHandler } from './replay/eonet.js';
import { openMeteoAirQualityHandler } from './replay/open-meteo-air-quality.js';
import { openMeteoArchiveHandler } from './replay/open-meteo-archive.js';
import { openMeteoClimateHandler } from './replay/open-meteo-climate.js';
import { openMeteoFloodHandler } from './replay/open-meteo-flood.js';
import { openMeteoForecastHandler } from './replay/open-meteo-forecast.js';
import { usgsHandler } from './replay/usgs.js';

export type ReplaySourceId =
  | 'usgs'
  | 'eonet'
  | 'open-meteo-forecast'
  | 'open-meteo-archive'
  | 'open-meteo-flood'
  | 'open-meteo-air-quality'
  | 'open-meteo-climate';

/** How a source misbehaves until told otherwise. */
export type Fault =
  | { kind: 'status'; status: number; body?: string; contentType?: string; headers?: Record<string, string> }
  | { kind: 'hang' }
  | { kind: 'delay'; ms: number }
  | { kind: 'truncated' }
  | { kind: 'html' }
  | { kind: 'empty' };

export interface ReplayRequest {
  source: ReplaySourceId;
  /** Path after the source's mount, e.g. `/query`. */
  path: string;
  query: URLSearchParams;
}

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
  'open-meteo-forecast': openMeteoForecastHandler,
  'open-meteo-archive': openMeteoArchiveHandler,
  'open-meteo-flood': openMeteoFloodHandler,
  'open-meteo-air-quality': openMeteoAirQualityHandler,
  'open-meteo-climate': openMeteoClimateHandler,
};

/** Mount point of each source, and the config key its URL goes into. */
const MOUNTS: Record<ReplaySourceId, { prefix: string; configKey: string }> = {
  usgs: { prefix: '/usgs', configKey: 'usgs' },
  eonet: { prefix: '/eonet', configKey: 'eonet' },
  'open-meteo-forecast': { prefix: '/open-meteo-forecast', configKey: 'openMeteoForecast' },
  'open-meteo-archive': { prefix: '/open-meteo-archive', configKey: 'openMeteoArchive' },
  'open-meteo-flood': { prefix: '/open-meteo-flood', configKey: 'openMeteoFlood' },
  'open-meteo-air-quality': { prefix: '/open-meteo-air-quality', configKey: 'openMeteoAirQuality' },
  'open-meteo-climate': { prefix: '/open-meteo-climate', configKey: 'openMeteoClimate' },
};

export interface ReplayServer {
  url: string;
  /** `config.sources` overrides pointing every source at this server. */
  sources: Record<string, string>;
  /** Every request received, in order. */
  calls: ReplayRequest[];
  setFault(source: ReplaySourceId, fault: Fault | null): void;
  /** Fixed delay before every answer of every source (benchmarks: slow upstreams). */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export async function startReplayServer(): Promise<ReplayServer> {
  const faults = new Map<ReplaySourceId, Fault>();
  const calls: ReplayRequest[] = [];
  let globalDelayMs = 0;
  const hanging = new Set<ServerResponse>();

  const send = (res: ServerResponse, status: number, body: string, contentType: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': contentType, ...headers });
    res.end(body);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://replay.local');
    const entry = (Object.entries(MOUNTS) as [ReplaySourceId, { prefix: string }][]).find(([, m]) => url.pathname.startsWith(`${m.prefix}/`) || url.pathname === m.prefix); // Open-Meteo URLs name the whole endpoint
    if (!entry) return send(res, 404, JSON.stringify({ error: 'no such replay source' }), 'application/json');
    const [source, mount] = entry;
    const request: ReplayRequest = { source, path: url.pathname.slice(mount.prefix.length), query: url.searchParams };
    calls.push(request);

    const respond = () => {
      const fault = faults.get(source);
      if (fault?.kind === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (fault?.kind === 'status') {
        return send(res, fault.status, fault.body ?? JSON.stringify({ error: `replayed ${fault.status}` }), fault.contentType ?? 'application/json', fault.headers);
      }
      if (fault?.kind === 'html') {
        return send(res, 502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html');
      }
      const handler = HANDLERS[source];
      const answer = fault?.kind === 'empty' ? handler.empty(request) : handler.answer(request);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      const body = fault?.kind === 'truncated' ? text.slice(0, Math.max(1, Math.floor(text.length / 2))) : text;
      send(res, answer.status ?? 200, body, 'application/json', answer.headers);
    };

    const delay = (faults.get(source)?.kind === 'delay' ? (faults.get(source) as { ms: number }).ms : 0) + globalDelayMs;
    if (delay > 0) setTimeout(respond, delay);
    else respond();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    sources: Object.fromEntries(Object.values(MOUNTS).map((m) => [m.configKey, `${url}${m.prefix}`])),
    calls,
    setFault: (source, fault) => (fault ? faults.set(source, fault) : faults.delete(source)),
    setDelay: (ms) => {
      globalDelayMs = ms;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
