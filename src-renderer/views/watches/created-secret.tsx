// Shown once right after a watch is created: its id and the webhook signing secret, with a copy button.
import type { CreatedWatch } from '../../api/watches';
import { CopyField } from '../../components/copy-field';

export function CreatedSecret({ watch, onDone }: { watch: CreatedWatch; onDone(): void }) {
  return (
    <section className="card created" data-testid="watch-created" aria-labelledby="created-title">
      <h3 id="created-title">Watch created: {watch.id}</h3>
      {watch.signingSecret ? (
        <CopyField
          label="Webhook signing secret"
          value={watch.signingSecret}
          testId="signing-secret"
          note="Shown this once: keep it where your webhook receiver can read it, to check the webhook-signature header (Standard Webhooks). It cannot be shown again."
        />
      ) : (
        <p className="muted">This watch has no signing secret.</p>
      )}
      <button type="button" className="btn" onClick={onDone} data-testid="secret-done">
        I have kept it
      </button>
    </section>
  );
}
