// Owner-token rotation: a new token for the dashboard and the data dir; this window switches to it by itself.
import { useState } from 'react';
import { errorLines, type ApiClient } from '../../api/client';
import { rotateOwnerToken } from '../../api/settings';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyField } from '../../components/copy-field';

export function OwnerTokenSection(props: { api: ApiClient; onRotated(token: string): void }) {
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
      setResult({ ok: false, lines: ['The token was not rotated.', ...errorLines(err)] });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section className="card settings-section" aria-labelledby="token-title" data-testid="token-section">
      <h3 id="token-title">Owner token</h3>
      <p className="small muted">
        The dashboard signs in to the local server with the owner token kept in the data folder (file <code>owner-token</code>). Rotate it if it may have
        leaked, e.g. a dashboard address with <code>?token=</code> was shared. This window keeps working; other tabs and saved addresses stop.
      </p>
      <button type="button" className="btn" onClick={() => setConfirming(true)} data-testid="rotate-token">
        Rotate the owner token
      </button>
      {result?.ok && (
        <div className="created" data-testid="token-rotated">
          <p className="ok-text">Rotated. This window uses the new token already.</p>
          <CopyField label="New dashboard address (for a browser)" value={result.url} testId="owner-url" note="Shown this once. Anyone with this address can use the app as you." />
        </div>
      )}
      {result && !result.ok && (
        <div role="alert" className="error-inline" data-testid="token-error">
          {result.lines.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </div>
      )}
      <ConfirmDialog open={confirming} title="Rotate the owner token?" confirmLabel="Rotate" busy={busy} onConfirm={() => void rotate()} onCancel={() => setConfirming(false)}>
        <p>Every other dashboard tab and saved address with the old token stops working. Scripts using API keys are not affected.</p>
      </ConfirmDialog>
    </section>
  );
}
