// Shown once right after a watch is created: its id and the webhook signing secret, with a copy button, and the
// management token when the server made one (no owner session).
import { useTranslation } from 'react-i18next';
import type { CreatedWatch } from '../../api/watches';
import { CopyField } from '../../components/copy-field';

export function CreatedSecret({ watch, onDone }: { watch: CreatedWatch; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <section className="card created" data-testid="watch-created" aria-labelledby="created-title">
      <h3 id="created-title">{t('created.title', { id: watch.id })}</h3>
      {watch.signingSecret ? (
        <CopyField label={t('created.secret')} value={watch.signingSecret} testId="signing-secret" note={t('created.secretNote')} />
      ) : (
        <p className="muted">{t('created.noSecret')}</p>
      )}
      {watch.manageToken && (
        <CopyField label={t('created.manageToken')} value={watch.manageToken} testId="manage-token" note={t('created.manageTokenNote')} />
      )}
      <button type="button" className="btn" onClick={onDone} data-testid="secret-done">
        {t('created.kept')}
      </button>
    </section>
  );
}
