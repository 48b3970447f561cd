// One watch: its condition and state, actions (pause/resume, run now, test, edit, delete), the history chart and
// the delivery log.
import { useEffect, useState } from 'react';
import { errorLines, type ApiClient } from '../../api/client';
import { useResource } from '../../api/use-resource';
import { evaluateWatch, getWatchHistory, testWatch, type WatchView } from '../../api/watches';
import { formatDateTime, formatRelative, HORIZON_LABELS } from '../../components/labels';
import { Failure, Loading } from '../../components/status-message';
import { DeliveryLog } from './delivery-log';
import { HistoryChart } from './history-chart';
import { conditionText, correlationText, STATE_WORDS, watchState } from './watch-state';

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
  const history = useResource((signal) => getWatchHistory(props.api, w.id, signal), [props.api, w.id, w.updatedAt, w.state.lastEvaluatedAt]);
  const [action, setAction] = useState<{ kind: 'idle' } | { kind: 'busy'; what: string } | { kind: 'done'; text: string; ok: boolean }>({ kind: 'idle' });
  const state = watchState(w);
  const correlation = correlationText(w);

  // While a notification is on its way (sending, or due within seconds), look again shortly: the log and the
  // list's delivery health then show how it ended without a manual refresh.
  const onChanged = props.onChanged;
  const unsettled =
    history.data?.deliveries.some(
      (d) => d.status === 'sending' || (d.status === 'pending' && d.nextAttemptAt !== null && Date.parse(d.nextAttemptAt) - Date.now() < 10_000),
    ) ?? false;
  useEffect(() => {
    if (!unsettled) return;
    const timer = setTimeout(() => {
      history.reload();
      onChanged();
    }, 800);
    return () => clearTimeout(timer);
  }, [unsettled, history.data]);

  const run = async (what: string, fn: () => Promise<string>) => {
    setAction({ kind: 'busy', what });
    try {
      const text = await fn();
      setAction({ kind: 'done', text, ok: true });
      props.onChanged();
      history.reload();
    } catch (err) {
      setAction({ kind: 'done', text: `${what} failed: ${errorLines(err).join(' ')}`, ok: false });
    }
  };

  return (
    <article className="card watch-detail" data-testid="watch-detail" aria-labelledby="watch-detail-title">
      <header>
        <h3 id="watch-detail-title">
          {w.place.name} <span className="muted small">{w.id}</span>
        </h3>
        <p>
          {conditionText(w)}
          {correlation && <>, {correlation}</>}.
        </p>
        <p>
          <span className={`badge state-${state}`} data-testid="detail-state">
            {state}
          </span>{' '}
          <span className="muted">{STATE_WORDS[state]}</span>
        </p>
      </header>
      <dl className="event-facts">
        <div>
          <dt>Last value</dt>
          <dd data-testid="detail-last-value">{w.state.lastValue === null ? 'not yet evaluated' : `${w.state.lastValue.toFixed(1)} (threshold ${w.threshold})`}</dd>
        </div>
        <div>
          <dt>Last run</dt>
          <dd>{formatDateTime(w.state.lastEvaluatedAt)}</dd>
        </div>
        <div>
          <dt>Next run</dt>
          <dd>{w.status === 'paused' ? 'paused' : `${formatDateTime(w.state.nextRunAt)} (${formatRelative(w.state.nextRunAt)})`}</dd>
        </div>
        <div>
          <dt>Every</dt>
          <dd>{w.intervalMin} min</dd>
        </div>
        <div>
          <dt>Window</dt>
          <dd>{HORIZON_LABELS[w.alertCondition.horizon]}</dd>
        </div>
        <div>
          <dt>Channels</dt>
          <dd>{w.channels.length === 0 ? 'none' : w.channels.map((c) => `${c.type}: ${c.target}`).join(', ')}</dd>
        </div>
      </dl>
      <div className="form-actions">
        <button type="button" className="btn" onClick={props.onPauseResume} disabled={props.busy} data-testid="detail-pause-resume">
          {w.status === 'paused' ? 'Resume' : 'Pause'}
        </button>
        <button
          type="button"
          className="btn"
          disabled={action.kind === 'busy'}
          data-testid="run-now"
          onClick={() =>
            void run('Run now', async () => {
              const r = await evaluateWatch(props.api, w.id);
              const v = r.evaluation.value;
              return `Evaluated now: ${v === null ? 'no data' : v.toFixed(1)}${r.evaluation.fired ? ', alert sent' : ''}.`;
            })
          }
        >
          {action.kind === 'busy' && action.what === 'Run now' ? 'Running…' : 'Run now'}
        </button>
        <button
          type="button"
          className="btn"
          disabled={action.kind === 'busy' || w.channels.length === 0}
          data-testid="watch-test"
          onClick={() =>
            void run('Test send', async () => {
              const r = await testWatch(props.api, w.id);
              return `Test queued for ${r.deliveries.length} channel${r.deliveries.length === 1 ? '' : 's'}: see the delivery log.`;
            })
          }
        >
          Send a test
        </button>
        <button type="button" className="btn" onClick={props.onEdit} data-testid="edit-watch">
          Edit
        </button>
        <button type="button" className="btn btn-danger-outline" onClick={props.onDelete} data-testid="detail-delete">
          Delete
        </button>
      </div>
      <p role="status" className={action.kind === 'done' && !action.ok ? 'source-error' : 'muted'} data-testid="watch-action-result">
        {action.kind === 'done' ? action.text : ''}
      </p>
      <p className="small muted">Created {formatDateTime(w.createdAt)}.</p>

      <section aria-labelledby="history-title">
        <h4 id="history-title">History</h4>
        {history.state === 'loading' && !history.data && <Loading testId="history-loading">Loading the history…</Loading>}
        {history.state === 'error' && <Failure testId="history-error" title="Could not load the history." lines={history.lines} onRetry={history.reload} />}
        {history.data && <HistoryChart evaluations={history.data.evaluations} threshold={w.threshold} metric={w.alertCondition.metric} />}
      </section>
      <section aria-labelledby="deliveries-title">
        <h4 id="deliveries-title">Delivery log</h4>
        {history.data && <DeliveryLog deliveries={history.data.deliveries} />}
      </section>
    </article>
  );
}
