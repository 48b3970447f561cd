// ReliefWeb's appname: the name ReliefWeb approved for this owner (required since 1 November 2025), kept in the
// database like the other app settings; used at the next ReliefWeb call. Empty: ReliefWeb is not called.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines, type ApiClient } from '../../api/client';
import { updateAppSettings, type AppSettingsView } from '../../api/settings';

export const RELIEFWEB_APPNAME_PAGE = 'https://apidoc.reliefweb.int/parameters#appname';

export function ReliefWebSection(props: { api: ApiClient; settings: AppSettingsView; onChange(s: AppSettingsView): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.settings.reliefwebAppname ?? '');
  const [saved, setSaved] = useState('');
  const [error, setError] = useState<string[] | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    setError(null);
    const value = name.trim();
    try {
      const next = await updateAppSettings(props.api, { reliefwebAppname: value === '' ? null : value });
      props.onChange(next);
      setSaved(value === '' ? t('reliefweb.off') : t('reliefweb.saved'));
    } catch (err) {
      setError([t('common.notSaved'), ...errorLines(err)]);
    }
  };

  return (
    <section className="card settings-section" aria-labelledby="reliefweb-title" data-testid="reliefweb-section">
      <h3 id="reliefweb-title">ReliefWeb</h3>
      <form className="inline-form" onSubmit={save} aria-label={t('reliefweb.formLabel')} noValidate>
        <label className="grow">
          <span>{t('reliefweb.appname')}</span>
          <input
            type="text"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('reliefweb.notSet')}
            spellCheck={false}
            data-testid="reliefweb-appname"
          />
        </label>
        <button type="submit" className="btn" data-testid="save-reliefweb">
          {t('common.save')}
        </button>
      </form>
      <p className="small muted">
        {t('reliefweb.notePre')}{' '}
        <a href={RELIEFWEB_APPNAME_PAGE} target="_blank" rel="noreferrer" translate="no">
          apidoc.reliefweb.int
        </a>{' '}
        {t('reliefweb.notePost')}
      </p>
      <p role="status" className="small ok-text" data-testid="reliefweb-saved">
        {saved}
      </p>
      {error && (
        <div role="alert" className="error-inline" data-testid="reliefweb-error">
          {error.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </div>
      )}
    </section>
  );
}
