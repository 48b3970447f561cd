// Past questions (kept on this computer) to open again with one click.
import { useTranslation } from 'react-i18next';
import { useHazards } from '../../components/hazards';
import { horizonLabel, formatDateTime } from '../../components/labels';
import type { HistoryEntry } from './history-store';

export function QuestionHistory(props: {
  entries: HistoryEntry[];
  busy: boolean;
  onOpen(e: HistoryEntry): void;
  onForget(i: number): void;
  onClear(): void;
}) {
  const { t } = useTranslation();
  const hazards = useHazards();
  return (
    <section className="card history" aria-labelledby="history-heading" data-testid="question-history">
      <header className="view-header">
        <h2 id="history-heading">{t('history.title')}</h2>
        {props.entries.length > 0 && (
          <button type="button" className="btn btn-small" onClick={props.onClear} data-testid="clear-history">
            {t('common.clear')}
          </button>
        )}
      </header>
      {props.entries.length === 0 ? (
        <p className="muted small" data-testid="history-empty">
          {t('history.empty')}
        </p>
      ) : (
        <ol className="history-list">
          {props.entries.map((e, i) => (
            <li key={`${e.askedAt}-${i}`} data-testid="history-entry">
              <button
                type="button"
                className="link history-open"
                disabled={props.busy}
                onClick={() => props.onOpen(e)}
                title={t('history.again', { prompt: e.request.prompt })}
              >
                <span className="history-prompt" translate="no">
                  {e.request.prompt}
                </span>
                <span className="small muted">
                  {[e.request.hazard && hazards.label(e.request.hazard), e.request.horizon && horizonLabel(e.request.horizon)]
                    .filter(Boolean)
                    .join(' · ')}
                  {e.request.hazard || e.request.horizon ? ' · ' : ''}
                  {e.place}: <span className={`pill level-${e.riskLevel}`}>{Math.round(e.riskScore)}</span> · {formatDateTime(e.askedAt)}
                </span>
              </button>
              <button
                type="button"
                className="btn btn-small btn-quiet"
                onClick={() => props.onForget(i)}
                aria-label={t('history.forget', { prompt: e.request.prompt })}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
