// Watches: list, read, history, create, change, delete, run now, test send (GET/PATCH/DELETE /api/v1/watches…).
import type { AlertMetric, ChannelType, DecisionLens, HazardId, Horizon } from '../../src-server/contracts/enums';
import type { AlertWatch, RiskForecast } from '../../src-server/contracts/risk';
import type { WatchPatch, WatchView } from '../../src-server/contracts/watches';
import type { ApiClient } from './client';

export type { WatchView };

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

/** The created watch, with its webhook signing secret (shown once). */
export type CreatedWatch = AlertWatch & { signingSecret?: string };

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
  channel: { type: string; target: string };
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
}

export interface WatchHistory {
  watchId: string;
  evaluations: Evaluation[];
  deliveries: Delivery[];
}

const path = (id: string) => `/api/v1/watches/${encodeURIComponent(id)}`;

export const listWatches = async (api: ApiClient, signal?: AbortSignal) => (await api.get<{ data: WatchView[] }>('/api/v1/watches', signal)).data;
export const getWatch = (api: ApiClient, id: string, signal?: AbortSignal) => api.get<WatchView>(path(id), signal);
export const getWatchHistory = (api: ApiClient, id: string, signal?: AbortSignal) => api.get<WatchHistory>(`${path(id)}/history?limit=200`, signal);
export const updateWatch = (api: ApiClient, id: string, patch: WatchPatch) => api.patch<WatchView>(path(id), patch);
export const deleteWatch = (api: ApiClient, id: string) => api.delete<null>(path(id));
export const evaluateWatch = (api: ApiClient, id: string) => api.post<{ evaluation: Evaluation; deliveries: Delivery[] }>(`${path(id)}/evaluate`, {});
export const testWatch = (api: ApiClient, id: string) => api.post<{ deliveries: Delivery[] }>(`${path(id)}/test`, {});

/**
 * Creates a watch. The one place that knows which route does it: POST /api/v1/risk with `alert.enabled` today;
 * when POST /api/v1/watches lands, only this function changes.
 */
export async function createWatch(api: ApiClient, w: NewWatch): Promise<CreatedWatch> {
  const alert = {
    enabled: true,
    hazard: w.hazard,
    horizon: w.horizon,
    metric: w.metric,
    threshold: w.threshold,
    channels: w.channels,
    intervalMin: w.intervalMin,
    hysteresis: w.hysteresis,
    ...(w.correlationHazards.length > 0
      ? { correlationHazards: w.correlationHazards, ...(w.correlationThreshold === null ? {} : { correlationThreshold: w.correlationThreshold }) }
      : {}),
  };
  const forecast = await api.post<RiskForecast>('/api/v1/risk', { prompt: w.prompt, hazard: w.hazard, horizon: w.horizon, decisionLens: w.decisionLens, alert });
  if (!forecast.alertWatch) throw new Error('The server answered without the watch it should have created.');
  return forecast.alertWatch;
}
