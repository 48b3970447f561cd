// The Open-Meteo API key (a paid plan): write-only, only "set" or "not set" and where from is ever shown. With a key,
// weather calls go to Open-Meteo's customer hosts, outside the free tier's budget; a self-hosted Open-Meteo is set
// with the OPEN_METEO_*_URL variables instead (docs/sources.md "Outgrowing the free tier").
import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../api/client';
import { updateAppSettings, type AppSettingsView } from '../../api/settings';
import { useWriteOnlySave } from '../../components/use-write-only-save';

function keyState(s: AppSettingsView): string {
  if (s.openMeteoKeyFrom === 'settings') return 'A key is set here: weather calls go to Open-Meteo’s customer hosts, outside the free tier’s budget.';
  if (s.openMeteoKeyFrom === 'environment') return 'A key is set by OPEN_METEO_API_KEY: weather calls go to Open-Meteo’s customer hosts. One saved here replaces it.';
  return 'No key: the free tier (600 weighted calls a minute, 5,000 an hour, 10,000 a day); questions that do not fit wait for their turn.';
}

export function OpenMeteoSection(props: { api: ApiClient; settings: AppSettingsView; onChange(s: AppSettingsView): void }) {
  const [key, setKey] = useState('');
  const saving = useWriteOnlySave(props.onChange, () => setKey(''));
  const { status, busy } = saving;
  const save = (openMeteoApiKey: string | null, done: string) => saving.save(() => updateAppSettings(props.api, { openMeteoApiKey }), done);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (key.trim()) void save(key.trim(), 'Key saved (sealed); weather calls use the customer hosts from now on.');
  };
  const s = props.settings;
  return (
    <section className="card settings-section" aria-labelledby="open-meteo-title" data-testid="open-meteo-section">
      <h3 id="open-meteo-title">Open-Meteo</h3>
      <p className="small" data-testid="open-meteo-key-state">
        {keyState(s)}
      </p>
      {s.openMeteoKeyError && (
        <p className="small error-inline" role="alert">
          {s.openMeteoKeyError}
        </p>
      )}
      <form className="inline-form" onSubmit={submit} aria-label="Open-Meteo API key" noValidate>
        <label className="grow">
          <span>API key</span>
          <input type="password" autoComplete="off" value={key} onChange={(e) => setKey(e.target.value)} placeholder="from your Open-Meteo subscription" data-testid="open-meteo-key" />
        </label>
        <button type="submit" className="btn" disabled={busy || !key.trim()} data-testid="save-open-meteo-key">
          Save
        </button>
        {s.openMeteoKeyFrom === 'settings' && (
          <button type="button" className="btn" disabled={busy} onClick={() => void save(null, 'Key removed.')} data-testid="clear-open-meteo-key">
            Remove
          </button>
        )}
      </form>
      <p className="small muted">Stored sealed on this computer and never shown again. A self-hosted Open-Meteo server is set with the OPEN_METEO_*_URL variables.</p>
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
