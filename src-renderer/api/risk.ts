// Forecasts: POST /api/v1/risk, answered in the dashboard's language.
import type { RiskForecast, RiskRequest } from '../../src-server/contracts/risk';
import { currentLanguage } from '../i18n';
import type { ApiClient } from './client';

export const askRisk = (api: ApiClient, request: RiskRequest, signal?: AbortSignal) =>
  api.post<RiskForecast>('/api/v1/risk', { ...request, language: request.language ?? currentLanguage() }, signal);
