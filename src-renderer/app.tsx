// The dashboard shell: a session with the local server and two tabs, Forecast and Scoreboard.
import { useEffect, useState } from 'react';
import { createApiClient, type ApiClient } from './api/client';
import { loadSession } from './bridge';
import { panelId, TabBar, tabId } from './components/tab-bar';
import { ForecastView } from './views/risk/forecast-view';
import { ScoreboardView } from './views/scoreboard/scoreboard-view';

const TABS = [
  { id: 'forecast', label: 'Forecast' },
  { id: 'scoreboard', label: 'Scoreboard' },
] as const;
type TabKey = (typeof TABS)[number]['id'];

export function App() {
  const [api, setApi] = useState<ApiClient | null>(null);
  const [sessionError, setSessionError] = useState(false);
  const [tab, setTab] = useState<TabKey>('forecast');

  useEffect(() => {
    loadSession().then(
      (session) => setApi(createApiClient(session)),
      () => setSessionError(true),
    );
  }, []);

  return (
    <div className="app">
      <header className="topbar">
        <h1>
          Hazard<span>cast</span>
        </h1>
        <p className="muted">Place-based natural-hazard risk from live public data</p>
        <TabBar<TabKey> tabs={TABS} current={tab} onSelect={setTab} label="Dashboard sections" />
      </header>
      <main>
        {sessionError && (
          <div className="card error" role="alert" data-testid="error-message">
            <p>Could not start a session with the local server.</p>
          </div>
        )}
        {/* The forecast tab stays mounted (hidden) so its answer and the map survive a tab switch. */}
        <section id={panelId('forecast')} role="tabpanel" aria-labelledby={tabId('forecast')} hidden={tab !== 'forecast'}>
          <ForecastView api={api} />
        </section>
        <section id={panelId('scoreboard')} role="tabpanel" aria-labelledby={tabId('scoreboard')} hidden={tab !== 'scoreboard'}>
          {tab === 'scoreboard' && <ScoreboardView api={api} />}
        </section>
      </main>
    </div>
  );
}
