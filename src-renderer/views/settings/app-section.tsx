// Offline mode and online map tiles: effective at once (no restart), kept in the database.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines, type ApiClient } from '../../api/client';
import { updateAppSettings, type AppSettingsView } from '../../api/settings';

export function AppSection(props: { api: ApiClient; settings: AppSettingsView; onChange(s: AppSettingsView): void }) {
  const { t } = useTranslation();
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
      setError([t('common.notSaved'), ...errorLines(err)]);
    }
  };
  const saveTiles = (event: FormEvent) => {
    event.preventDefault();
    void change({ tileUrl: tileUrl.trim(), tileAttribution: attribution.trim() }, t('settings.tilesSaved'));
  };

  return (
    <section className="card settings-section" aria-labelledby="app-title" data-testid="app-section">
      <h3 id="app-title">{t('settings.network')}</h3>
      <div className="provider">
        <h4>{t('settings.offlineTitle')}</h4>
        <label className="checkbox">
          <input
            type="checkbox"
            role="switch"
            checked={shown.offline}
            disabled={s.offlineForced}
            onChange={(e) =>
              void change({ offline: e.target.checked }, e.target.checked ? t('settings.offlineOn') : t('settings.offlineOff'))
            }
            data-testid="offline-switch"
          />
          {t('settings.offlineSwitch')}
        </label>
        <p className="small muted" data-testid="offline-note">
          {s.offlineForced ? t('settings.offlineForced') : t('settings.offlineNote')}
        </p>
      </div>
      <div className="provider">
        <h4>{t('settings.tilesTitle')}</h4>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={shown.onlineTiles}
            onChange={(e) =>
              void change({ onlineTiles: e.target.checked }, e.target.checked ? t('settings.tilesOn') : t('settings.tilesOff'))
            }
            data-testid="online-tiles"
          />
          {t('settings.tilesSwitch')}
          {s.offline ? t('settings.tilesNotOffline') : ''}
        </label>
        <form className="inline-form" onSubmit={saveTiles} aria-label={t('settings.tileSource')} noValidate>
          <label className="grow">
            <span>{t('settings.tileUrl')}</span>
            <input type="text" value={tileUrl} onChange={(e) => setTileUrl(e.target.value)} data-testid="tile-url" />
          </label>
          <label className="grow">
            <span>{t('settings.attribution')}</span>
            <input type="text" value={attribution} onChange={(e) => setAttribution(e.target.value)} data-testid="tile-attribution" />
          </label>
          <button type="submit" className="btn" data-testid="save-tiles">
            {t('common.save')}
          </button>
        </form>
        <p className="small muted">{t('settings.tilesNote')}</p>
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
