// Offline mode and online map tiles: effective at once (no restart), kept in the database.
import { useState, type FormEvent } from 'react';
import { errorLines, type ApiClient } from '../../api/client';
import { updateAppSettings, type AppSettingsView } from '../../api/settings';

export function AppSection(props: { api: ApiClient; settings: AppSettingsView; onChange(s: AppSettingsView): void }) {
  const s = props.settings;
  const [error, setError] = useState<string[] | null>(null);
  const [tileUrl, setTileUrl] = useState(s.tileUrl);
  const [attribution, setAttribution] = useState(s.tileAttribution);
  const [saved, setSaved] = useState('');

  // Switches show the new position at once; the server's answer (or the old position, on failure) follows.
  const [shown, setShown] = useState({ offline: s.offline, onlineTiles: s.onlineTiles });
  const change = async (patch: Parameters<typeof updateAppSettings>[1], done: string) => {
    setError(null);
    setSaved('');
    const before = shown;
    setShown((old) => ({ offline: patch.offline ?? old.offline, onlineTiles: patch.onlineTiles ?? old.onlineTiles }));
    try {
      const next = await updateAppSettings(props.api, patch);
      setShown({ offline: next.offline, onlineTiles: next.onlineTiles });
      props.onChange(next);
      setSaved(done);
    } catch (err) {
      setShown(before);
      setError(['Not saved.', ...errorLines(err)]);
    }
  };
  const saveTiles = (event: FormEvent) => {
    event.preventDefault();
    void change({ tileUrl: tileUrl.trim(), tileAttribution: attribution.trim() }, 'Tile source saved.');
  };

  return (
    <section className="card settings-section" aria-labelledby="app-title" data-testid="app-section">
      <h3 id="app-title">Network and map</h3>
      <div className="provider">
        <h4>Offline mode</h4>
        <label className="checkbox">
          <input
            type="checkbox"
            role="switch"
            checked={shown.offline}
            disabled={s.offlineForced}
            onChange={(e) => void change({ offline: e.target.checked }, e.target.checked ? 'Offline: nothing leaves this computer.' : 'Online again.')}
            data-testid="offline-switch"
          />
          Work offline: no call to any live source, tile server or notification service
        </label>
        <p className="small muted" data-testid="offline-note">
          {s.offlineForced
            ? 'HAZARDCAST_OFFLINE=1 keeps offline mode on: unset it and restart to go online.'
            : 'Forecasts use cached data (with its age shown); places never seen before cannot be forecast. Webhook, Slack, Telegram and email notifications wait and go out when you are online again; desktop notifications still show.'}
        </p>
      </div>
      <div className="provider">
        <h4>Online map tiles</h4>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={shown.onlineTiles}
            onChange={(e) => void change({ onlineTiles: e.target.checked }, e.target.checked ? 'Online tiles on.' : 'Online tiles off.')}
            data-testid="online-tiles"
          />
          Draw street-level tiles from the internet on the map{s.offline ? ' (not while offline)' : ''}
        </label>
        <form className="inline-form" onSubmit={saveTiles} aria-label="Tile source" noValidate>
          <label className="grow">
            <span>Tile URL</span>
            <input type="text" value={tileUrl} onChange={(e) => setTileUrl(e.target.value)} data-testid="tile-url" />
          </label>
          <label className="grow">
            <span>Attribution</span>
            <input type="text" value={attribution} onChange={(e) => setAttribution(e.target.value)} data-testid="tile-attribution" />
          </label>
          <button type="submit" className="btn" data-testid="save-tiles">
            Save
          </button>
        </form>
        <p className="small muted">Tiles come through the local server, which asks for them with Hazardcast's User-Agent as tile policies require; the window keeps each for a day. The built-in map stays underneath where a tile fails.</p>
      </div>
      <p role="status" className="small ok-text" data-testid="app-saved">
        {saved}
      </p>
      {error && (
        <div role="alert" className="error-inline" data-testid="app-error">
          {error.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </div>
      )}
    </section>
  );
}
