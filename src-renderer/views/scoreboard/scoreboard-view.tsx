// The scoreboard tab: GET /api/v1/track-record with hazard and horizon filters; progress and errors in words.
import { useEffect, useState } from 'react';
import type { TrackedHazard, TrackedHorizon, TrackRecord } from '../../../src-server/contracts/track-record';
import { ApiError, type ApiClient } from '../../api/client';
import { ReliabilityDiagram } from '../../components/reliability-diagram';
import { PerHazardTable } from './per-hazard-table';
import { ReliabilityTable } from './reliability-table';
import { ScoreSummary } from './score-summary';
import { TRACKED_HAZARD_OPTIONS, TRACKED_HORIZON_OPTIONS } from './format';

type State = { kind: 'loading' } | { kind: 'done'; record: TrackRecord } | { kind: 'error'; lines: string[] };

export function ScoreboardView({ api }: { api: ApiClient | null }) {
  const [hazard, setHazard] = useState<TrackedHazard | ''>('');
  const [horizon, setHorizon] = useState<TrackedHorizon | ''>('');
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!api) return;
    const controller = new AbortController();
    const query = new URLSearchParams();
    if (hazard) query.set('hazard', hazard);
    if (horizon) query.set('horizon', horizon);
    const qs = query.toString();
    setState({ kind: 'loading' });
    api.get<TrackRecord>(`/api/v1/track-record${qs ? `?${qs}` : ''}`, controller.signal).then(
      (record) => setState({ kind: 'done', record }),
      (err: Error) => {
        if (err.name === 'AbortError') return;
        setState({ kind: 'error', lines: err instanceof ApiError ? err.lines : [err.message] });
      },
    );
    return () => controller.abort();
  }, [api, hazard, horizon]);

  return (
    <article className="card scoreboard" data-testid="scoreboard" aria-labelledby="scoreboard-title">
      <header>
        <h2 id="scoreboard-title">Track record</h2>
        <p className="muted">
          Every short-horizon forecast is logged and scored against what happened once its window ends. Lower Brier scores are
          better; skill compares against always forecasting the observed base rate.
        </p>
      </header>

      <form className="question-options filters" aria-label="Filter the track record" onSubmit={(e) => e.preventDefault()}>
        <label className="option">
          <span>Hazard</span>
          <select data-testid="filter-hazard" value={hazard} onChange={(e) => setHazard(e.target.value as TrackedHazard | '')}>
            <option value="">All tracked hazards</option>
            {TRACKED_HAZARD_OPTIONS.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <label className="option">
          <span>Horizon</span>
          <select data-testid="filter-horizon" value={horizon} onChange={(e) => setHorizon(e.target.value as TrackedHorizon | '')}>
            <option value="">7 and 30 days</option>
            {TRACKED_HORIZON_OPTIONS.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
      </form>

      <div aria-live="polite">
        {state.kind === 'loading' && (
          <p className="progress" role="status" data-testid="scoreboard-progress">
            Loading the track record…
          </p>
        )}
        {state.kind === 'error' && (
          <div className="card error" role="alert" data-testid="scoreboard-error">
            <p>Could not load the track record.</p>
            {state.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        {state.kind === 'done' && (
          <>
            <ScoreSummary record={state.record} />
            {state.record.forecastsResolved === 0 && (
              <p className="muted hint" data-testid="scoreboard-empty">
                Nothing is scored yet: {state.record.forecastsLogged.toLocaleString()} forecasts are logged and waiting for their
                windows to end.
              </p>
            )}
            <div className="scoreboard-grid">
              <section>
                <h3>Reliability</h3>
                <ReliabilityDiagram rows={state.record.reliability} />
                <p className="muted small">Points on the dashed diagonal are perfectly calibrated; bigger points hold more forecasts.</p>
                <ReliabilityTable rows={state.record.reliability} />
              </section>
              <PerHazardTable rows={state.record.perHazard} />
            </div>
            <p className="muted small">Generated {new Date(state.record.generatedAt).toLocaleString()}.</p>
          </>
        )}
      </div>
    </article>
  );
}
