// Forecasts: POST /api/v1/risk.
import type { RiskForecast, RiskRequest } from '../../src-server/contracts/risk';
import type { ApiClient } from './client';

export const askRisk = (api: ApiClient, request: RiskRequest, signal?: AbortSignal) => api.post<RiskForecast>('/api/v1/risk', request, signal);
