// One watch: its condition and state, actions (pause/resume, run now, test, edit, delete), the history chart and
// the delivery log.
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines, type ApiClient } from '../../api/client';
import { useResource } from '../../api/use-resource';
import { evaluateWatch, getWatchHistory, testWatch, type WatchView } from '../../api/watches';
import { channelLabel, formatDateTime, formatRelative, horizonLabel } from '../../components/labels';
import { formatFixed } from '../../i18n';
import { Failure, Loading } from '../../components/status-message';
import { DeliveryLog } from './delivery-log';
import { HistoryChart } from './history-chart';
import { useHazards } from '../../components/hazards';
import { conditionText, correlationText, stateWord, stateWords, watchState } from './watch-state';

export function WatchDetail(props: {
  api: ApiClient;
  watch: WatchView;
  onChanged(): void;
  onEdit(): void;
  onDelete(): void;
  onPauseResume(): void;
  busy: boolean;
}) {
  const { watch: w } = props;
  const { t } = useTranslation();
  // Loaded again when the watch changes or is evaluated (the key), though the loader reads only its id.
  const history = useResource(
    useCallback((signal: AbortSignal) => getWatchHistory(props.api, w.id, signal), [props.api, w.id]),
    `${w.updatedAt}|${w.state.lastEvaluatedAt}`,
  );
  const [action, setAction] = useState<{ kind: 'idle' } | { kind: 'busy'; what: string } | { kind: 'done'; text: string; ok: boolean }>({
    kind: 'idle',
  });
  const state = watchState(w);
  const hazards = useHazards();
  const correlation = correlationText(w, hazards);

  // While a notification is on its way (sending, or due within seconds), look again shortly: the log and the
  // list's delivery health then show how it ended without a manual refresh.
  // (An effect event: the parent's onChanged is a new function on each of its renders, which must not restart the wait.)
  const lookAgain = useEffectEvent(() => {
    history.reload();
    props.onChanged();
  });
  const deliveries = history.data?.deliveries;
  useEffect(() => {
    const now = Date.now();
    const unsettled =
      deliveries?.some(
        (d) => d.status === 'sending' || (d.status === 'pending' && d.nextAttemptAt !== null && Date.parse(d.nextAttemptAt) - now < 10_000),
      ) ?? false;
    if (!unsettled) return;
    const timer = setTimeout(() => lookAgain(), 800);
    return () => clearTimeout(timer);
  }, [deliveries]);

  const run = async (what: 'run' | 'test', fn: () => Promise<string>) => {
    setAction({ kind: 'busy', what });
    try {
      const text = await fn();
      setAction({ kind: 'done', text, ok: true });
      props.onChanged();
      history.reload();
    } catch (err) {
      setAction({
        kind: 'done',
        text: t(what === 'run' ? 'detail.runFailed' : 'detail.testFailed', { lines: errorLines(err).join(' ') }),
        ok: false,
      });
    }
  };

  return (
    <article className="card watch-detail" data-testid="watch-detail" aria-labelledby="watch-detail-title">
      <header>
        <h3 id="watch-detail-title" translate="no">
          {w.place.name} <span className="muted small">{w.id}</span>
        </h3>
        <p>
          {conditionText(w, hazards)}
          {correlation && <>, {correlation}</>}.
        </p>
        <p>
          <span className={`badge state-${state}`} data-testid="detail-state" data-state={state}>
            {stateWord(state)}
          </span>{' '}
          <span className="muted">{stateWords(state)}</span>
        </p>
      </header>
      <dl className="event-facts">
        <div>
          <dt>{t('detail.lastValue')}</dt>
          <dd data-testid="detail-last-value">
            {w.state.lastValue === null
              ? t('watches.notEvaluated')
              : t('detail.valueOf', { value: formatFixed(w.state.lastValue, 1), threshold: w.threshold })}
          </dd>
        </div>
        <div>
          <dt>{t('detail.lastRun')}</dt>
          <dd>{formatDateTime(w.state.lastEvaluatedAt)}</dd>
        </div>
        <div>
          <dt>{t('detail.nextRun')}</dt>
          <dd>
            {w.status === 'paused'
              ? t('watches.paused')
              : t('detail.nextAt', { when: formatDateTime(w.state.nextRunAt), relative: formatRelative(w.state.nextRunAt) })}
          </dd>
        </div>
        <div>
          <dt>{t('detail.every')}</dt>
          <dd>{t('detail.minutes', { count: w.intervalMin })}</dd>
        </div>
        <div>
          <dt>{t('detail.window')}</dt>
          <dd>{horizonLabel(w.alertCondition.horizon)}</dd>
        </div>
        <div>
          <dt>{t('detail.channels')}</dt>
          <dd data-testid="watch-channels">
            {w.channels.length === 0
              ? t('common.none')
              : w.channels
                  .map((c) =>
                    c.unreadable
                      ? t('detail.unreadable', { channel: channelLabel(c.type), reason: c.reason ?? '' })
                      : `${channelLabel(c.type)}: ${c.target}`,
                  )
                  .join(', ')}
          </dd>
        </div>
      </dl>
      <div className="form-actions">
        <button type="button" className="btn" onClick={props.onPauseResume} disabled={props.busy} data-testid="detail-pause-resume">
          {w.status === 'paused' ? t('common.resume') : t('common.pause')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={action.kind === 'busy'}
          data-testid="run-now"
          onClick={() =>
            void run('run', async () => {
              const r = await evaluateWatch(props.api, w.id);
              const v = r.evaluation.value;
              return t(r.evaluation.fired ? 'detail.evaluatedFired' : 'detail.evaluated', {
                value: v === null ? t('detail.noData') : formatFixed(v, 1),
              });
            })
          }
        >
          {action.kind === 'busy' && action.what === 'run' ? t('detail.running') : t('detail.runNow')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={action.kind === 'busy' || w.channels.length === 0}
          data-testid="watch-test"
          onClick={() =>
            void run('test', async () => {
              const r = await testWatch(props.api, w.id);
              return t('detail.testQueued', { count: r.deliveries.length });
            })
          }
        >
          {t('common.sendTest')}
        </button>
        <button type="button" className="btn" onClick={props.onEdit} data-testid="edit-watch">
          {t('common.edit')}
        </button>
        <button type="button" className="btn btn-danger-outline" onClick={props.onDelete} data-testid="detail-delete">
          {t('common.delete')}
        </button>
      </div>
      <p role="status" className={action.kind === 'done' && !action.ok ? 'source-error' : 'muted'} data-testid="watch-action-result">
        {action.kind === 'done' ? action.text : ''}
      </p>
      <p className="small muted">{t('detail.created', { when: formatDateTime(w.createdAt) })}</p>

      <section aria-labelledby="history-title">
        <h4 id="history-title">{t('detail.history')}</h4>
        {history.state === 'loading' && !history.data && <Loading testId="history-loading">{t('detail.historyLoading')}</Loading>}
        {history.state === 'error' && (
          <Failure testId="history-error" title={t('detail.historyFailed')} lines={history.lines} onRetry={history.reload} />
        )}
        {history.data && <HistoryChart evaluations={history.data.evaluations} threshold={w.threshold} metric={w.alertCondition.metric} />}
      </section>
      <section aria-labelledby="deliveries-title">
        <h4 id="deliveries-title">{t('detail.deliveries')}</h4>
        {history.data && <DeliveryLog deliveries={history.data.deliveries} />}
      </section>
    </article>
  );
}
