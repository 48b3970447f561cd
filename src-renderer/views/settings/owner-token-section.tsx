// Owner-token rotation: a new token for the dashboard and the data dir; this window switches to it by itself.
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { errorLines, type ApiClient } from '../../api/client';
import { rotateOwnerToken } from '../../api/settings';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyField } from '../../components/copy-field';

export function OwnerTokenSection(props: { api: ApiClient; onRotated(token: string): void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true; url: string } | { ok: false; lines: string[] } | null>(null);

  const rotate = async () => {
    setBusy(true);
    try {
      const token = await rotateOwnerToken(props.api);
      props.onRotated(token);
      setResult({ ok: true, url: `${props.api.apiBase}/?token=${encodeURIComponent(token)}` });
    } catch (err) {
      setResult({ ok: false, lines: [t('token.failed'), ...errorLines(err)] });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section className="card settings-section" aria-labelledby="token-title" data-testid="token-section">
      <h3 id="token-title">{t('token.title')}</h3>
      <p className="small muted">
        <Trans t={t} i18nKey="token.intro" values={{ file: 'owner-token', param: '?token=' }} components={{ code: <code /> }} />
      </p>
      <button type="button" className="btn" onClick={() => setConfirming(true)} data-testid="rotate-token">
        {t('token.rotate')}
      </button>
      {result?.ok && (
        <div className="created" data-testid="token-rotated">
          <p className="ok-text">{t('token.rotated')}</p>
          <CopyField label={t('token.newAddress')} value={result.url} testId="owner-url" note={t('token.newAddressNote')} />
        </div>
      )}
      {result && !result.ok && (
        <div role="alert" className="error-inline" data-testid="token-error">
          {result.lines.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('token.confirmTitle')}
        confirmLabel={t('token.confirm')}
        busy={busy}
        onConfirm={() => void rotate()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('token.confirmBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
