// The Settings tab: network and map, ReliefWeb's appname, API keys, notification providers, owner token, data folder.
import type { ApiClient } from '../../api/client';
import type { AppSettingsView } from '../../api/settings';
import { Failure, Loading } from '../../components/status-message';
import { ApiKeysSection } from './api-keys-section';
import { AppSection } from './app-section';
import { DataFolderSection } from './data-folder-section';
import { OwnerTokenSection } from './owner-token-section';
import { ProvidersSection } from './providers-section';
import { ReliefWebSection } from './reliefweb-section';

export function SettingsView(props: {
  api: ApiClient;
  appSettings: { state: 'loading' | 'done' | 'error'; data: AppSettingsView | null; lines?: string[]; reload(): void };
  onAppSettings(s: AppSettingsView): void;
  onTokenRotated(token: string): void;
  openDataFolder?: () => void;
}) {
  const app = props.appSettings;
  return (
    <div className="settings" data-testid="settings-view">
      <h2 className="visually-hidden">Settings</h2>
      {app.state === 'loading' && !app.data && <Loading testId="app-settings-loading">Loading settings…</Loading>}
      {app.state === 'error' && <Failure testId="app-settings-error" title="Could not load the app settings." lines={app.lines ?? []} onRetry={app.reload} />}
      {app.data && <AppSection api={props.api} settings={app.data} onChange={props.onAppSettings} />}
      {app.data && <ReliefWebSection api={props.api} settings={app.data} onChange={props.onAppSettings} />}
      <ApiKeysSection api={props.api} />
      <ProvidersSection api={props.api} />
      <OwnerTokenSection api={props.api} onRotated={props.onTokenRotated} />
      {app.data && <DataFolderSection settings={app.data} openDataFolder={props.openDataFolder} />}
    </div>
  );
}
