// The Open-Meteo API key (a paid plan): write-only, only "set" or "not set" and where from is ever shown. With a key,
// weather calls go to Open-Meteo's customer hosts, outside the free tier's budget; a self-hosted Open-Meteo is set
// with the OPEN_METEO_*_URL variables instead (docs/sources.md "Outgrowing the free tier").
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { updateAppSettings, type AppSettingsView } from '../../api/settings';
import { useWriteOnlySave } from '../../components/use-write-only-save';

const keyState = (s: AppSettingsView): string =>
  s.openMeteoKeyFrom === 'settings' ? 'openMeteo.keyHere' : s.openMeteoKeyFrom === 'environment' ? 'openMeteo.keyEnv' : 'openMeteo.noKey';

export function OpenMeteoSection(props: { api: ApiClient; settings: AppSettingsView; onChange(s: AppSettingsView): void }) {
  const { t } = useTranslation();
  const [key, setKey] = useState('');
  const saving = useWriteOnlySave(props.onChange, () => setKey(''));
  const { status, busy } = saving;
  const save = (openMeteoApiKey: string | null, done: string) => saving.save(() => updateAppSettings(props.api, { openMeteoApiKey }), done);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (key.trim()) void save(key.trim(), t('openMeteo.saved'));
  };
  const s = props.settings;
  return (
    <section className="card settings-section" aria-labelledby="open-meteo-title" data-testid="open-meteo-section">
      <h3 id="open-meteo-title">{t('openMeteo.title')}</h3>
      <p className="small" data-testid="open-meteo-key-state">
        {t(keyState(s))}
      </p>
      {s.openMeteoKeyError && (
        <p className="small error-inline" role="alert">
          {s.openMeteoKeyError}
        </p>
      )}
      <form className="inline-form" onSubmit={submit} aria-label={t('openMeteo.formLabel')} noValidate>
        <label className="grow">
          <span>{t('openMeteo.apiKey')}</span>
          <input
            type="password"
            autoComplete="off"
            value={key}
            onChange={(e) => setKey(e.target.value)}
            placeholder={t('openMeteo.placeholder')}
            data-testid="open-meteo-key"
          />
        </label>
        <button type="submit" className="btn" disabled={busy || !key.trim()} data-testid="save-open-meteo-key">
          {t('common.save')}
        </button>
        {s.openMeteoKeyFrom === 'settings' && (
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void save(null, t('openMeteo.removed'))}
            data-testid="clear-open-meteo-key"
          >
            {t('openMeteo.remove')}
          </button>
        )}
      </form>
      <p className="small muted">{t('openMeteo.note')}</p>
      <p role="status" className={status?.ok ? 'small ok-text' : 'small'} data-testid="open-meteo-saved">
        {status?.ok ? status.lines.join(' ') : ''}
      </p>
      {status && !status.ok && (
        <div role="alert" className="error-inline" data-testid="open-meteo-error">
          {status.lines.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </div>
      )}
    </section>
  );
}
