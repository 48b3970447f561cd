// Owner settings: app (offline, map tiles, data folder), notification providers, test sends, owner-token rotation.
import type { AppSettingsPatch, AppSettingsView, NotificationTestResult } from '../../src-server/contracts/settings';
import type { ApiClient } from './client';
import type { Channel } from './watches';

export type { AppSettingsView, NotificationTestResult };

/** GET/PATCH /api/v1/settings/notifications: secrets are write-only, so reads say only whether they are set. */
export interface NotifySettingsView {
  smtpConfigured: boolean;
  telegramConfigured: boolean;
  allowPrivateTargets: boolean;
}

export interface NotifySettingsPatch {
  smtpUrl?: string | null;
  telegramBotToken?: string | null;
  allowPrivateTargets?: boolean;
}

export const getAppSettings = (api: ApiClient, signal?: AbortSignal) => api.get<AppSettingsView>('/api/v1/settings/app', signal);
export const updateAppSettings = (api: ApiClient, patch: AppSettingsPatch) => api.patch<AppSettingsView>('/api/v1/settings/app', patch);
export const getNotifySettings = (api: ApiClient, signal?: AbortSignal) =>
  api.get<NotifySettingsView>('/api/v1/settings/notifications', signal);
export const updateNotifySettings = (api: ApiClient, patch: NotifySettingsPatch) =>
  api.patch<NotifySettingsView>('/api/v1/settings/notifications', patch);
export const testChannel = (api: ApiClient, channel: Channel) =>
  api.post<NotificationTestResult>('/api/v1/settings/notifications/test', { channel });

/** Rotates the owner token and switches this client to the new one at once. */
export async function rotateOwnerToken(api: ApiClient): Promise<string> {
  const { token } = await api.post<{ token: string }>('/api/v1/settings/owner-token', {});
  api.setToken(token);
  return token;
}
