// API keys: the list with today's usage, create (the key is shown once, with a copy button), revoke with confirmation.
import { useCallback, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { CreateKeyRequest } from '../../../src-server/contracts/keys';
import { errorLines, type ApiClient } from '../../api/client';
import { createKey, listKeys, revokeKey, type ApiKeyListItem, type CreatedKey } from '../../api/keys';
import { useResource } from '../../api/use-resource';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyField } from '../../components/copy-field';
import { formatDateTime } from '../../components/labels';
import { formatNumber, i18n } from '../../i18n';
import { Empty, Failure, Loading } from '../../components/status-message';

type Tier = CreateKeyRequest['tier'];
// A Record over the contract's type: a tier added on the server is a compile error here until it is listed.
const KEY_TIER_SET: Record<Tier, true> = { free: true, pro: true, enterprise: true };
const KEY_TIERS = Object.keys(KEY_TIER_SET) as Tier[];
const tierWords = (tier: Tier): string => i18n.t(`keys.tiers.${tier}`);

export function ApiKeysSection({ api }: { api: ApiClient }) {
  const { t } = useTranslation();
  const keys = useResource(useCallback((signal: AbortSignal) => listKeys(api, signal), [api]));
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyListItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[] | null>(null);

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    setError(null);
    try {
      await revokeKey(api, revoking.id);
      keys.reload();
    } catch (err) {
      setError([t('keys.revokeFailed', { name: revoking.name }), ...errorLines(err)]);
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <section className="card settings-section" aria-labelledby="keys-title" data-testid="keys-section">
      <h3 id="keys-title">{t('keys.title')}</h3>
      <p className="muted small">
        <Trans t={t} i18nKey="keys.intro" values={{ header: 'X-Service-API-Key' }} components={{ code: <code /> }} />
      </p>
      <NewKeyForm
        api={api}
        onCreated={(k) => {
          setCreated(k);
          keys.reload();
        }}
      />
      {created && (
        <div className="created" data-testid="key-created">
          <CopyField label={t('keys.newKey', { name: created.name })} value={created.key} testId="new-key" note={t('keys.newKeyNote')} />
          <button type="button" className="btn btn-small" onClick={() => setCreated(null)}>
            {t('keys.done')}
          </button>
        </div>
      )}
      {error && <Failure testId="keys-action-error" title={error[0]!} lines={error.slice(1)} />}
      {keys.state === 'loading' && !keys.data && <Loading testId="keys-loading">{t('keys.loading')}</Loading>}
      {keys.state === 'error' && <Failure testId="keys-error" title={t('keys.loadFailed')} lines={keys.lines} onRetry={keys.reload} />}
      {keys.data && keys.data.length === 0 && (
        <Empty testId="keys-empty">
          <p className="muted">{t('keys.empty')}</p>
        </Empty>
      )}
      {keys.data && keys.data.length > 0 && (
        <div className="table-scroll">
          <table className="breakdown" data-testid="key-list" aria-label={t('keys.list')}>
            <thead>
              <tr>
                <th scope="col">{t('keys.name')}</th>
                <th scope="col">{t('keys.key')}</th>
                <th scope="col">{t('keys.tier')}</th>
                <th scope="col" className="num">
                  {t('keys.usedToday')}
                </th>
                <th scope="col">{t('keys.created')}</th>
                <th scope="col">{t('keys.lastUsed')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((k) => (
                <tr key={k.id} data-key-id={k.id} className={k.revokedAt ? 'unscored' : undefined}>
                  <th scope="row" translate="no">
                    {k.name}
                  </th>
                  <td>
                    <code>…{k.last4}</code>
                  </td>
                  <td>{t(`keys.tierNames.${k.tier}`, { defaultValue: k.tier })}</td>
                  <td className="num" data-testid="key-usage">
                    {formatNumber(k.usedToday)} / {formatNumber(k.dailyQuota)}
                  </td>
                  <td>{formatDateTime(k.createdAt)}</td>
                  <td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('common.never')}</td>
                  <td>
                    {k.revokedAt ? (
                      <span className="muted" data-testid="key-revoked">
                        {t('keys.revoked', { when: formatDateTime(k.revokedAt) })}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-small btn-danger-outline"
                        onClick={() => setRevoking(k)}
                        data-testid="revoke-key"
                      >
                        {t('keys.revoke')}
                        <span className="visually-hidden"> {k.name}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('keys.revokeTitle')}
        confirmLabel={t('keys.revokeConfirm')}
        danger
        busy={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      >
        <p>{t('keys.revokeBody', { name: revoking?.name, last4: revoking?.last4 })}</p>
      </ConfirmDialog>
    </section>
  );
}

function NewKeyForm({ api, onCreated }: { api: ApiClient; onCreated(k: CreatedKey): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [tier, setTier] = useState<Tier>('free');
  const [quota, setQuota] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError([t('keys.nameMissing')]);
    if (tier === 'enterprise' && !(Number.isInteger(Number(quota)) && Number(quota) >= 1)) return setError([t('keys.quotaMissing')]);
    setBusy(true);
    try {
      onCreated(await createKey(api, { name: name.trim(), tier, ...(tier === 'enterprise' ? { dailyQuota: Number(quota) } : {}) }));
      setName('');
      setQuota('');
    } catch (err) {
      setError([t('keys.createFailed'), ...errorLines(err)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="inline-form" onSubmit={(e) => void submit(e)} aria-label={t('keys.form')} noValidate>
      <label>
        <span>{t('keys.name')}</span>
        <input
          type="text"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          placeholder={t('keys.namePlaceholder')}
          data-testid="key-name"
        />
      </label>
      <label>
        <span>{t('keys.tier')}</span>
        <select value={tier} onChange={(e) => setTier(e.target.value as Tier)} data-testid="key-tier">
          {KEY_TIERS.map((t) => (
            <option key={t} value={t}>
              {tierWords(t)}
            </option>
          ))}
        </select>
      </label>
      {tier === 'enterprise' && (
        <label>
          <span>{t('keys.quota')}</span>
          <input type="number" min={1} step={1} value={quota} onChange={(e) => setQuota(e.target.value)} data-testid="key-quota" />
        </label>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="create-key">
        {busy ? t('keys.creating') : t('keys.create')}
      </button>
      {error && (
        <div className="error-inline" role="alert" data-testid="key-form-error">
          {error.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </div>
      )}
    </form>
  );
}
