// Every notification of a watch, newest first: channel, kind, status, attempts, and each attempt's outcome and error.
import type { Delivery } from '../../api/watches';
import { formatDateTime, formatRelative } from '../../components/labels';

const STATUS_WORDS: Record<Delivery['status'], string> = {
  pending: 'pending',
  queued: 'waiting',
  sending: 'sending',
  delivered: 'delivered',
  failed: 'failed',
};

export function DeliveryLog({ deliveries }: { deliveries: Delivery[] }) {
  if (deliveries.length === 0) {
    return (
      <p className="muted" data-testid="delivery-log-empty">
        No notifications yet: one is sent when the watch fires, or with “Send a test”.
      </p>
    );
  }
  return (
    <ol className="delivery-log" data-testid="delivery-log">
      {deliveries.map((d) => (
        <li key={d.id} className={`delivery delivery-${d.status}`} data-testid="delivery" data-status={d.status} data-channel={d.channel.type}>
          <div className="delivery-head">
            <span className={`badge status-${d.status}`}>{STATUS_WORDS[d.status]}</span>
            <strong>{d.kind === 'test' ? 'Test' : 'Alert'}</strong> to {d.channel.type} <code className="target">{d.channel.target}</code>
            <span className="muted small">
              {' '}
              · {formatDateTime(d.createdAt)} · {d.attempts} attempt{d.attempts === 1 ? '' : 's'}
              {d.deliveredAt && ` · delivered ${formatRelative(d.deliveredAt)}`}
              {d.nextAttemptAt && d.status !== 'delivered' && ` · next try ${formatRelative(d.nextAttemptAt)}`}
            </span>
          </div>
          {d.lastError && d.status !== 'delivered' && <p className="source-error small">{d.lastError}</p>}
          {d.attemptLog.length > 0 && (
            <details>
              <summary>Attempts</summary>
              <ol className="attempts">
                {d.attemptLog.map((a) => (
                  <li key={a.attempt}>
                    #{a.attempt} {formatDateTime(a.startedAt)}: {a.outcome === 'ok' ? 'ok' : a.outcome}
                    {a.statusCode !== null && ` (HTTP ${a.statusCode})`}
                    {a.error && <span className="source-error"> {a.error}</span>}
                  </li>
                ))}
              </ol>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
