// The Settings tab: network and map, ReliefWeb's appname, the Open-Meteo key, API keys, notification providers, owner
// token, data folder.
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import type { AppSettingsView } from '../../api/settings';
import { Failure, Loading } from '../../components/status-message';
import { ApiKeysSection } from './api-keys-section';
import { AppSection } from './app-section';
import { DataFolderSection } from './data-folder-section';
import { OpenMeteoSection } from './open-meteo-section';
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
  const { t } = useTranslation();
  const app = props.appSettings;
  return (
    <div className="settings" data-testid="settings-view">
      <h2 className="visually-hidden">{t('settings.title')}</h2>
      {app.state === 'loading' && !app.data && <Loading testId="app-settings-loading">{t('settings.loading')}</Loading>}
      {app.state === 'error' && (
        <Failure testId="app-settings-error" title={t('settings.loadFailed')} lines={app.lines ?? []} onRetry={app.reload} />
      )}
      {app.data && <AppSection api={props.api} settings={app.data} onChange={props.onAppSettings} />}
      {app.data && <ReliefWebSection api={props.api} settings={app.data} onChange={props.onAppSettings} />}
      {app.data && <OpenMeteoSection api={props.api} settings={app.data} onChange={props.onAppSettings} />}
      <ApiKeysSection api={props.api} />
      <ProvidersSection api={props.api} />
      <OwnerTokenSection api={props.api} onRotated={props.onTokenRotated} />
      {app.data && <DataFolderSection settings={app.data} openDataFolder={props.openDataFolder} />}
    </div>
  );
}
