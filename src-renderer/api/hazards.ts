// The hazards the server forecasts: GET /api/v1/hazards (its registry's, with their display words).
import type { HazardList } from '../../src-server/contracts/hazards';
import type { ApiClient } from './client';

export const getHazards = (api: ApiClient, signal?: AbortSignal) => api.get<HazardList>('/api/v1/hazards', signal);
