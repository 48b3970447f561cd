// Watches: create, list, read, history, change, delete, run now, test send (/api/v1/watches…).
import type { AlertMetric, ChannelType, DecisionLens, HazardId, Horizon } from '../../src-server/contracts/enums';
import type { CreatedWatch, CreateWatchBody, WatchPatch, WatchView } from '../../src-server/contracts/watches';
import type { ApiClient } from './client';

export type { CreatedWatch, WatchView };

export interface Channel {
  type: ChannelType;
  target: string;
}

/** What the dashboard asks for when it creates a watch from a forecast. */
export interface NewWatch {
  /** The question the forecast answered: it names the place. */
  prompt: string;
  hazard: HazardId;
  horizon: Horizon;
  decisionLens: DecisionLens;
  metric: AlertMetric;
  threshold: number;
  correlationHazards: HazardId[];
  correlationThreshold: number | null;
  channels: Channel[];
  intervalMin: number;
  hysteresis: number;
}

export interface Attempt {
  attempt: number;
  startedAt: string;
  finishedAt: string | null;
  outcome: 'in_flight' | 'ok' | 'error' | 'interrupted';
  statusCode: number | null;
  error: string | null;
}

export interface Delivery {
  id: string;
  kind: 'alert' | 'test';
  evaluationId: number | null;
  /** `unreadable` (with why) when its sealed target cannot be opened with this server's key. */
  channel: { type: string; target: string; unreadable?: boolean; reason?: string };
  status: 'pending' | 'queued' | 'sending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  attemptLog: Attempt[];
}

export interface Evaluation {
  id: number;
  evaluatedAt: string;
  trigger: 'scheduled' | 'manual';
  value: number | null;
  decision: 'fired' | 'above' | 'rearmed' | 'below' | 'hold' | 'no_data';
  fired: boolean;
  reasons: ('crossing' | 'correlation')[];
  error: string | null;
  /** Age of the oldest data the evaluation used, in seconds (null when nothing was scored). */
  dataAgeSec: number | null;
}

export interface WatchHistory {
  watchId: string;
  evaluations: Evaluation[];
  deliveries: Delivery[];
}

const path = (id: string) => `/api/v1/watches/${encodeURIComponent(id)}`;

export const listWatches = async (api: ApiClient, signal?: AbortSignal) =>
  (await api.get<{ data: WatchView[] }>('/api/v1/watches', signal)).data;
export const getWatch = (api: ApiClient, id: string, signal?: AbortSignal) => api.get<WatchView>(path(id), signal);
export const getWatchHistory = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.get<WatchHistory>(`${path(id)}/history?limit=200`, signal);
export const updateWatch = (api: ApiClient, id: string, patch: WatchPatch) => api.patch<WatchView>(path(id), patch);
export const deleteWatch = (api: ApiClient, id: string) => api.delete<null>(path(id));
export const evaluateWatch = (api: ApiClient, id: string) =>
  api.post<{ evaluation: Evaluation; deliveries: Delivery[] }>(`${path(id)}/evaluate`, {});
export const testWatch = (api: ApiClient, id: string) => api.post<{ deliveries: Delivery[] }>(`${path(id)}/test`, {});

/**
 * Creates a watch: POST /api/v1/watches, the watch-creation use case (no forecast is run; the server reads the place
 * from the question again). Field errors name the body's fields, which are NewWatch's (`threshold`, `channels[0].target`).
 */
export async function createWatch(api: ApiClient, w: NewWatch): Promise<CreatedWatch> {
  const body = {
    prompt: w.prompt,
    hazard: w.hazard,
    horizon: w.horizon,
    decisionLens: w.decisionLens,
    metric: w.metric,
    threshold: w.threshold,
    channels: w.channels,
    intervalMin: w.intervalMin,
    hysteresis: w.hysteresis,
    ...(w.correlationHazards.length > 0
      ? {
          correlationHazards: w.correlationHazards,
          ...(w.correlationThreshold === null ? {} : { correlationThreshold: w.correlationThreshold }),
        }
      : {}),
  } satisfies CreateWatchBody;
  const created = await api.post<CreatedWatch>('/api/v1/watches', body);
  // Without an owner session the watch belongs to the token the server made with it: kept for the next requests.
  if (created.manageToken) api.keepManageToken(created.manageToken);
  return created;
}
