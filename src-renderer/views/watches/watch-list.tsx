// The watch list: where, what, state, last value against the threshold, next run, delivery health, quick actions.
import type { WatchView } from '../../../src-server/contracts/watches';
import { formatRelative } from '../../components/labels';
import { conditionText, HEALTH_WORDS, watchState } from './watch-state';

export function WatchList(props: {
  watches: WatchView[];
  selectedId: string | null;
  busyId: string | null;
  onOpen(id: string): void;
  onPauseResume(w: WatchView): void;
  onDelete(w: WatchView): void;
}) {
  return (
    <div className="table-scroll">
      <table className="breakdown watch-table" data-testid="watch-list" aria-label="Watches">
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Alerts when</th>
            <th scope="col">State</th>
            <th scope="col" className="num">Last value</th>
            <th scope="col">Next run</th>
            <th scope="col">Delivery</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
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
                  <button type="button" className="link" onClick={() => props.onOpen(w.id)} data-testid="open-watch">
                    {w.place.name}
                  </button>
                  <div className="small muted">{w.id}</div>
                </th>
                <td>{conditionText(w)}</td>
                <td>
                  <span className={`badge state-${state}`} data-testid="watch-state">
                    {state}
                  </span>
                </td>
                <td className="num" data-testid="watch-last-value">
                  {last === null ? (
                    <span className="muted">not yet evaluated</span>
                  ) : (
                    <ValueBar value={last} threshold={w.threshold} />
                  )}
                </td>
                <td>{w.status === 'paused' ? <span className="muted">paused</span> : formatRelative(w.state.nextRunAt)}</td>
                <td data-testid="watch-health">
                  <span className={`health health-${health.status}`}>{HEALTH_WORDS[health.status]}</span>
                  {health.lastError && <div className="small source-error" title={health.lastError}>{truncate(health.lastError, 60)}</div>}
                </td>
                <td className="actions">
                  <button type="button" className="btn btn-small" disabled={props.busyId === w.id} onClick={() => props.onPauseResume(w)} data-testid="pause-resume">
                    {w.status === 'paused' ? 'Resume' : 'Pause'}
                    <span className="visually-hidden"> {w.place.name}</span>
                  </button>
                  <button type="button" className="btn btn-small btn-danger-outline" onClick={() => props.onDelete(w)} data-testid="delete-watch">
                    Delete<span className="visually-hidden"> {w.place.name}</span>
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
  const above = value >= threshold;
  return (
    <span className="value-bar" role="img" aria-label={`${value.toFixed(1)} against threshold ${threshold}${above ? ', at or above' : ', below'}`}>
      <span aria-hidden="true" className="value-track">
        <span className={above ? 'value-fill above' : 'value-fill'} style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
        <span className="value-threshold" style={{ left: `${Math.min(100, Math.max(0, threshold))}%` }} />
      </span>
      <span aria-hidden="true">
        {value.toFixed(1)} / {threshold}
      </span>
    </span>
  );
}
