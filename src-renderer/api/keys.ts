// API keys (owner only): list with today's usage, create (the key is shown once), revoke.
import type { ApiKeyListItem, CreateKeyRequest } from '../../src-server/contracts/keys';
import type { ApiClient } from './client';

export type { ApiKeyListItem };
export type CreatedKey = Omit<ApiKeyListItem, 'usedToday'> & { key: string };

export const listKeys = async (api: ApiClient, signal?: AbortSignal) =>
  (await api.get<{ data: ApiKeyListItem[] }>('/api/v1/keys', signal)).data;
export const createKey = (api: ApiClient, input: CreateKeyRequest) => api.post<CreatedKey>('/api/v1/keys', input);
export const revokeKey = (api: ApiClient, id: string) => api.delete<ApiKeyListItem>(`/api/v1/keys/${encodeURIComponent(id)}`);
