// The dashboard shell: a session with the local server and five tabs (Forecast, Portfolios, Watches, Scoreboard, Settings).
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskForecast } from '../src-server/contracts/risk';
import { createApiClient, type ApiClient } from './api/client';
import { getHazards } from './api/hazards';
import { getAppSettings, type AppSettingsView } from './api/settings';
import { useResource } from './api/use-resource';
import { isDesktopApp, loadSession, onDesktopEvent, openDataFolder, rememberToken } from './bridge';
import { hazardWords, HazardsContext } from './components/hazards';
import { LanguageSwitch } from './components/language-switch';
import { Loading } from './components/status-message';
import { panelId, TabBar, tabId } from './components/tab-bar';
import type { TileOptions } from './map/map-view';
import { ForecastView } from './views/risk/forecast-view';

// The other tabs load when first opened: the first paint carries only the forecast and the map.
const PortfoliosView = lazy(() => import('./views/portfolios/portfolios-view').then((m) => ({ default: m.PortfoliosView })));
const WatchesView = lazy(() => import('./views/watches/watches-view').then((m) => ({ default: m.WatchesView })));
const ScoreboardView = lazy(() => import('./views/scoreboard/scoreboard-view').then((m) => ({ default: m.ScoreboardView })));
const SettingsView = lazy(() => import('./views/settings/settings-view').then((m) => ({ default: m.SettingsView })));

const TAB_IDS = ['forecast', 'portfolios', 'watches', 'scoreboard', 'settings'] as const;
type TabKey = (typeof TAB_IDS)[number];
const isTab = (s: string): s is TabKey => (TAB_IDS as readonly string[]).includes(s);

export function App() {
  const { t } = useTranslation();
  const tabs = TAB_IDS.map((id) => ({ id, label: t(`app.tabs.${id}`) }));
  const [api, setApi] = useState<ApiClient | null>(null);
  const [sessionError, setSessionError] = useState(false);
  const [tab, setTab] = useState<TabKey>('forecast');
  const [forecast, setForecast] = useState<RiskForecast | null>(null);
  const [createRequested, setCreateRequested] = useState(false);
  const [focusWatch, setFocusWatch] = useState<string | null>(null);
  const appSettingsResource = useResource(useMemo(() => (api ? (signal: AbortSignal) => getAppSettings(api, signal) : null), [api]));
  // The settings as loaded, until the Settings tab saves a change: then as saved.
  const [savedSettings, setAppSettings] = useState<AppSettingsView | null>(null);
  const appSettings = savedSettings ?? (appSettingsResource.state === 'done' ? appSettingsResource.data : null);
  // The hazards the server forecasts name every hazard select, filter and label.
  const hazardList = useResource(useMemo(() => (api ? (signal: AbortSignal) => getHazards(api, signal) : null), [api]));
  const hazards = useMemo(() => hazardWords(hazardList.data?.data ?? []), [hazardList.data]);

  useEffect(() => {
    loadSession().then(
      (session) => setApi(createApiClient(session)),
      () => setSessionError(true),
    );
  }, []);

  // The desktop shell's application menu and tray.
  useEffect(
    () =>
      onDesktopEvent((event) => {
        if (event.type === 'navigate' && isTab(event.tab)) setTab(event.tab);
        if (event.type === 'open-watch') {
          setFocusWatch(event.id);
          setTab('watches');
        }
      }),
    [],
  );

  const tiles = useMemo<TileOptions | null>(
    () =>
      api && appSettings
        ? {
            enabled: appSettings.onlineTiles && !appSettings.offline,
            apiBase: api.apiBase,
            token: api.token,
            attribution: appSettings.tileAttribution,
          }
        : null,
    [api, appSettings],
  );
  const watchForecast = useCallback(() => {
    setCreateRequested(true);
    setTab('watches');
  }, []);

  const fallback = <Loading testId="view-loading">{t('app.loading')}</Loading>;
  return (
    <HazardsContext.Provider value={hazards}>
      <div className="app">
        <header className="topbar">
          <h1>
            Hazard<span>cast</span>
          </h1>
          <p className="muted">{t('app.tagline')}</p>
          {appSettings?.offline && (
            <span className="offline-badge" data-testid="offline-badge" title={t('app.offlineTitle')}>
              {t('app.offline')}
            </span>
          )}
          <TabBar<TabKey> tabs={tabs} current={tab} onSelect={setTab} label={t('app.sections')} />
          <LanguageSwitch />
        </header>
        <main>
          {sessionError && (
            <div className="card error" role="alert" data-testid="error-message">
              <p>{t('app.noSession')}</p>
            </div>
          )}
          {/* The forecast tab stays mounted (hidden) so its answer and the map survive a tab switch. */}
          <section id={panelId('forecast')} role="tabpanel" aria-labelledby={tabId('forecast')} hidden={tab !== 'forecast'}>
            <ForecastView api={api} tiles={tiles} onForecast={setForecast} onWatch={watchForecast} />
          </section>
          <section id={panelId('portfolios')} role="tabpanel" aria-labelledby={tabId('portfolios')} hidden={tab !== 'portfolios'}>
            {tab === 'portfolios' && api && (
              <Suspense fallback={fallback}>
                <PortfoliosView api={api} />
              </Suspense>
            )}
          </section>
          <section id={panelId('watches')} role="tabpanel" aria-labelledby={tabId('watches')} hidden={tab !== 'watches'}>
            {tab === 'watches' && api && (
              <Suspense fallback={fallback}>
                <WatchesView
                  api={api}
                  forecast={forecast}
                  createRequested={createRequested}
                  focusId={focusWatch}
                  onConsumed={() => {
                    setCreateRequested(false);
                    setFocusWatch(null);
                  }}
                  desktopApp={isDesktopApp()}
                  onAskFirst={() => setTab('forecast')}
                />
              </Suspense>
            )}
          </section>
          <section id={panelId('scoreboard')} role="tabpanel" aria-labelledby={tabId('scoreboard')} hidden={tab !== 'scoreboard'}>
            {tab === 'scoreboard' && (
              <Suspense fallback={fallback}>
                <ScoreboardView api={api} />
              </Suspense>
            )}
          </section>
          <section id={panelId('settings')} role="tabpanel" aria-labelledby={tabId('settings')} hidden={tab !== 'settings'}>
            {tab === 'settings' && api && (
              <Suspense fallback={fallback}>
                <SettingsView
                  api={api}
                  appSettings={{
                    ...appSettingsResource,
                    data: appSettings ?? appSettingsResource.data,
                    lines: appSettingsResource.state === 'error' ? appSettingsResource.lines : [],
                  }}
                  onAppSettings={setAppSettings}
                  onTokenRotated={rememberToken}
                  openDataFolder={openDataFolder()}
                />
              </Suspense>
            )}
          </section>
        </main>
      </div>
    </HazardsContext.Provider>
  );
}
