// The forecast tab: ask a question, see the Earth scene and the forecast card; errors are shown in words.
import { useRef, useState } from 'react';
import type { RiskForecast, RiskRequest } from '../../../src-server/contracts/risk';
import { ApiError, type ApiClient } from '../../api/client';
import { MapView } from '../../map/map-view';
import { ForecastCard } from './forecast-card';
import { QuestionForm } from './question-form';

type State =
  | { kind: 'idle' }
  | { kind: 'loading'; prompt: string }
  | { kind: 'done'; data: RiskForecast }
  | { kind: 'error'; lines: string[] };

export function ForecastView({ api }: { api: ApiClient | null }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inflight = useRef<AbortController | null>(null);
  // The map keeps showing the last answered scene while a new question runs.
  const [scene, setScene] = useState<RiskForecast['earth']['sceneSpec'] | null>(null);

  const ask = async (request: RiskRequest) => {
    if (!api) return;
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setState({ kind: 'loading', prompt: request.prompt });
    try {
      const data = await api.post<RiskForecast>('/api/v1/risk', request, controller.signal);
      setState({ kind: 'done', data });
      setScene(data.earth.sceneSpec);
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      setState({ kind: 'error', lines: err instanceof ApiError ? err.lines : [(err as Error).message] });
    }
  };

  return (
    <>
      <QuestionForm busy={state.kind === 'loading'} onAsk={ask} />
      <MapView scene={scene} />
      <div aria-live="polite">
        {state.kind === 'loading' && (
          <p className="progress" role="status" data-testid="progress">
            Reading live sources for “{state.prompt}”…
          </p>
        )}
        {state.kind === 'error' && (
          <div className="card error" role="alert" data-testid="error-message">
            {state.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        {state.kind === 'done' && <ForecastCard data={state.data} />}
        {state.kind === 'idle' && (
          <p className="muted hint">Ask about a place, a hazard and a time frame, for example “flood risk in Lagos next week”.</p>
        )}
      </div>
    </>
  );
}
