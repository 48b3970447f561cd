// The watch list: where, what, state, last value against the threshold, next run, delivery health, quick actions.
import { useTranslation } from 'react-i18next';
import type { WatchView } from '../../../src-server/contracts/watches';
import { formatRelative } from '../../components/labels';
import { formatFixed } from '../../i18n';
import { useHazards } from '../../components/hazards';
import { conditionText, healthWords, stateWord, watchState } from './watch-state';

export function WatchList(props: {
  watches: WatchView[];
  selectedId: string | null;
  busyId: string | null;
  onOpen(id: string): void;
  onPauseResume(w: WatchView): void;
  onDelete(w: WatchView): void;
}) {
  const { t } = useTranslation();
  const hazards = useHazards();
  return (
    <div className="table-scroll">
      <table className="breakdown watch-table" data-testid="watch-list" aria-label={t('watches.list')}>
        <thead>
          <tr>
            <th scope="col">{t('watches.place')}</th>
            <th scope="col">{t('watches.alertsWhen')}</th>
            <th scope="col">{t('watches.state')}</th>
            <th scope="col" className="num">
              {t('watches.lastValue')}
            </th>
            <th scope="col">{t('watches.nextRun')}</th>
            <th scope="col">{t('watches.delivery')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('common.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.watches.map((w) => {
            const state = watchState(w);
            const last = w.state.lastValue;
            const health = w.deliveryHealth;
            return (
              <tr key={w.id} data-watch-id={w.id} className={w.id === props.selectedId ? 'selected' : undefined}>
                <th scope="row">
                  <button type="button" className="link" onClick={() => props.onOpen(w.id)} data-testid="open-watch" translate="no">
                    {w.place.name}
                  </button>
                  <div className="small muted" translate="no">
                    {w.id}
                  </div>
                </th>
                <td>{conditionText(w, hazards)}</td>
                <td>
                  <span className={`badge state-${state}`} data-testid="watch-state" data-state={state}>
                    {stateWord(state)}
                  </span>
                </td>
                <td className="num" data-testid="watch-last-value">
                  {last === null ? (
                    <span className="muted">{t('watches.notEvaluated')}</span>
                  ) : (
                    <ValueBar value={last} threshold={w.threshold} />
                  )}
                </td>
                <td>{w.status === 'paused' ? <span className="muted">{t('watches.paused')}</span> : formatRelative(w.state.nextRunAt)}</td>
                <td data-testid="watch-health">
                  <span className={`health health-${health.status}`}>{healthWords(health.status)}</span>
                  {health.lastError && (
                    <div className="small source-error" title={health.lastError}>
                      {truncate(health.lastError, 60)}
                    </div>
                  )}
                </td>
                <td className="actions">
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={props.busyId === w.id}
                    onClick={() => props.onPauseResume(w)}
                    data-testid="pause-resume"
                  >
                    {w.status === 'paused' ? t('common.resume') : t('common.pause')}
                    <span className="visually-hidden"> {w.place.name}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-small btn-danger-outline"
                    onClick={() => props.onDelete(w)}
                    data-testid="delete-watch"
                  >
                    {t('common.delete')}
                    <span className="visually-hidden"> {w.place.name}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** "42 / 50" with a bar: how far the last value is from the threshold. */
export function ValueBar({ value, threshold }: { value: number; threshold: number }) {
  const { t } = useTranslation();
  const above = value >= threshold;
  return (
    <span
      className="value-bar"
      role="img"
      aria-label={t(above ? 'watches.valueAbove' : 'watches.valueBelow', { value: formatFixed(value, 1), threshold })}
    >
      <span aria-hidden="true" className="value-track">
        <span className={above ? 'value-fill above' : 'value-fill'} style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
        <span className="value-threshold" style={{ left: `${Math.min(100, Math.max(0, threshold))}%` }} />
      </span>
      <span aria-hidden="true">
        {formatFixed(value, 1)} / {threshold}
      </span>
    </span>
  );
}
