// API keys: the list with today's usage, create (the key is shown once, with a copy button), revoke with confirmation.
import { useState, type FormEvent } from 'react';
import type { CreateKeyRequest } from '../../../src-server/contracts/keys';
import { errorLines, type ApiClient } from '../../api/client';
import { createKey, listKeys, revokeKey, type ApiKeyListItem, type CreatedKey } from '../../api/keys';
import { useResource } from '../../api/use-resource';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyField } from '../../components/copy-field';
import { formatDateTime } from '../../components/labels';
import { Empty, Failure, Loading } from '../../components/status-message';

type Tier = CreateKeyRequest['tier'];
// A Record over the contract's type: a tier added on the server is a compile error here until it is listed.
const TIER_WORDS: Record<Tier, string> = { free: 'Free (100 a day)', pro: 'Pro (5,000 a day)', enterprise: 'Enterprise (your quota)' };
const KEY_TIERS = Object.keys(TIER_WORDS) as Tier[];

export function ApiKeysSection({ api }: { api: ApiClient }) {
  const keys = useResource((signal) => listKeys(api, signal), [api]);
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
      setError([`Could not revoke ${revoking.name}.`, ...errorLines(err)]);
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <section className="card settings-section" aria-labelledby="keys-title" data-testid="keys-section">
      <h3 id="keys-title">API keys</h3>
      <p className="muted small">
        Scripts and other apps send a key in the <code>X-Service-API-Key</code> header for a daily quota above the anonymous 15. Quotas reset at 00:00 UTC.
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
          <CopyField
            label={`New key “${created.name}”`}
            value={created.key}
            testId="new-key"
            note="Shown this once: only its hash is stored. Copy it now into the script or app that will use it."
          />
          <button type="button" className="btn btn-small" onClick={() => setCreated(null)}>
            Done
          </button>
        </div>
      )}
      {error && <Failure testId="keys-action-error" title={error[0]!} lines={error.slice(1)} />}
      {keys.state === 'loading' && !keys.data && <Loading testId="keys-loading">Loading API keys…</Loading>}
      {keys.state === 'error' && <Failure testId="keys-error" title="Could not load the API keys." lines={keys.lines} onRetry={keys.reload} />}
      {keys.data && keys.data.length === 0 && (
        <Empty testId="keys-empty">
          <p className="muted">No API keys yet. Anonymous callers get 15 forecasts a day per address.</p>
        </Empty>
      )}
      {keys.data && keys.data.length > 0 && (
        <div className="table-scroll">
          <table className="breakdown" data-testid="key-list" aria-label="API keys">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Tier</th>
                <th scope="col" className="num">
                  Used today
                </th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((k) => (
                <tr key={k.id} data-key-id={k.id} className={k.revokedAt ? 'unscored' : undefined}>
                  <th scope="row">{k.name}</th>
                  <td>
                    <code>…{k.last4}</code>
                  </td>
                  <td>{k.tier}</td>
                  <td className="num" data-testid="key-usage">
                    {k.usedToday.toLocaleString()} / {k.dailyQuota.toLocaleString()}
                  </td>
                  <td>{formatDateTime(k.createdAt)}</td>
                  <td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'never'}</td>
                  <td>
                    {k.revokedAt ? (
                      <span className="muted" data-testid="key-revoked">
                        revoked {formatDateTime(k.revokedAt)}
                      </span>
                    ) : (
                      <button type="button" className="btn btn-small btn-danger-outline" onClick={() => setRevoking(k)} data-testid="revoke-key">
                        Revoke<span className="visually-hidden"> {k.name}</span>
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
        title="Revoke this key?"
        confirmLabel="Revoke key"
        danger
        busy={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      >
        <p>“{revoking?.name}” (…{revoking?.last4}) is refused from its next request on. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}

function NewKeyForm({ api, onCreated }: { api: ApiClient; onCreated(k: CreatedKey): void }) {
  const [name, setName] = useState('');
  const [tier, setTier] = useState<Tier>('free');
  const [quota, setQuota] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError(['Name the key (what will use it).']);
    if (tier === 'enterprise' && !(Number.isInteger(Number(quota)) && Number(quota) >= 1)) return setError(['An enterprise key needs a daily quota (a whole number, 1 or more).']);
    setBusy(true);
    try {
      onCreated(await createKey(api, { name: name.trim(), tier, ...(tier === 'enterprise' ? { dailyQuota: Number(quota) } : {}) }));
      setName('');
      setQuota('');
    } catch (err) {
      setError(['Could not create the key.', ...errorLines(err)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="inline-form" onSubmit={(e) => void submit(e)} aria-label="Create an API key" noValidate>
      <label>
        <span>Name</span>
        <input type="text" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} placeholder="e.g. my flood script" data-testid="key-name" />
      </label>
      <label>
        <span>Tier</span>
        <select value={tier} onChange={(e) => setTier(e.target.value as Tier)} data-testid="key-tier">
          {KEY_TIERS.map((t) => (
            <option key={t} value={t}>
              {TIER_WORDS[t]}
            </option>
          ))}
        </select>
      </label>
      {tier === 'enterprise' && (
        <label>
          <span>Daily quota</span>
          <input type="number" min={1} step={1} value={quota} onChange={(e) => setQuota(e.target.value)} data-testid="key-quota" />
        </label>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="create-key">
        {busy ? 'Creating…' : 'Create key'}
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
