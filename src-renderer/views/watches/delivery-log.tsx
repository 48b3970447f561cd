// Every notification of a watch, newest first: channel, kind, status, attempts, and each attempt's outcome and error.
import { useTranslation } from 'react-i18next';
import type { Delivery } from '../../api/watches';
import { channelLabel, formatDateTime, formatRelative } from '../../components/labels';
import type { ChannelType } from '../../../src-server/contracts/enums';

export function DeliveryLog({ deliveries }: { deliveries: Delivery[] }) {
  const { t } = useTranslation();
  if (deliveries.length === 0) {
    return (
      <p className="muted" data-testid="delivery-log-empty">
        {t('deliveries.empty')}
      </p>
    );
  }
  return (
    <ol className="delivery-log" data-testid="delivery-log">
      {deliveries.map((d) => (
        <li
          key={d.id}
          className={`delivery delivery-${d.status}`}
          data-testid="delivery"
          data-status={d.status}
          data-channel={d.channel.type}
        >
          <div className="delivery-head">
            <span className={`badge status-${d.status}`}>{t(`deliveries.status.${d.status}`)}</span>
            <strong>{d.kind === 'test' ? t('deliveries.test') : t('deliveries.alert')}</strong>{' '}
            {t('deliveries.to', { channel: channelLabel(d.channel.type as ChannelType) })}{' '}
            {d.channel.unreadable ? <span className="muted">{d.channel.reason}</span> : <code className="target">{d.channel.target}</code>}
            <span className="muted small">
              {' '}
              · {formatDateTime(d.createdAt)} · {t('deliveries.attempts', { count: d.attempts })}
              {d.deliveredAt && ` · ${t('deliveries.delivered', { when: formatRelative(d.deliveredAt) })}`}
              {d.nextAttemptAt && d.status !== 'delivered' && ` · ${t('deliveries.nextTry', { when: formatRelative(d.nextAttemptAt) })}`}
            </span>
          </div>
          {d.lastError && d.status !== 'delivered' && <p className="source-error small">{d.lastError}</p>}
          {d.attemptLog.length > 0 && (
            <details>
              <summary>{t('deliveries.attemptLog')}</summary>
              <ol className="attempts">
                {d.attemptLog.map((a) => (
                  <li key={a.attempt}>
                    #{a.attempt} {formatDateTime(a.startedAt)}: {t(`deliveries.outcome.${a.outcome}`)}
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
