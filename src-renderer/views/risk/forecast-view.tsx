// The forecast tab: ask a question (or click the map, or open a past question), see the Earth scene and the
// forecast card; errors are shown in words.
import { useRef, useState } from 'react';
import type { RiskForecast, RiskRequest } from '../../../src-server/contracts/risk';
import { errorLines, isAbort, type ApiClient } from '../../api/client';
import { askRisk } from '../../api/risk';
import { MapView, type TileOptions } from '../../map/map-view';
import { ForecastCard } from './forecast-card';
import { clearHistory, forget, loadHistory, remember, type HistoryEntry } from './history-store';
import { QuestionForm, type Choices, type Understood } from './question-form';
import { QuestionHistory } from './question-history';

type State =
  | { kind: 'idle' }
  | { kind: 'loading'; prompt: string }
  | { kind: 'done'; data: RiskForecast }
  | { kind: 'error'; lines: string[] };

const NO_CHOICES: Choices = { hazard: '', horizon: '', lens: '' };

/** The request the form describes: explicit choices win over the text on the server. */
function requestOf(prompt: string, c: Choices): RiskRequest {
  return {
    prompt: prompt.trim(),
    ...(c.hazard ? { hazard: c.hazard } : {}),
    ...(c.horizon ? { horizon: c.horizon } : {}),
    ...(c.lens ? { decisionLens: c.lens } : {}),
  };
}

export function ForecastView(props: { api: ApiClient | null; tiles: TileOptions | null; onForecast(f: RiskForecast): void; onWatch(): void }) {
  const { api } = props;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [prompt, setPrompt] = useState('');
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const [understood, setUnderstood] = useState<Understood | null>(null);
  const [history, setHistory] = useState<HistoryEntry[]>(() => loadHistory());
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
      const data = await askRisk(api, request, controller.signal);
      setState({ kind: 'done', data });
      setScene(data.earth.sceneSpec);
      const r = data.riskInput;
      setUnderstood({ prompt: r.prompt, hazard: r.hazard, hazards: r.hazards, horizon: r.horizon, lens: r.decisionLens, lensCue: r.decisionLensCue });
      setHistory(remember(request, data));
      props.onForecast(data);
    } catch (err) {
      if (isAbort(err)) return;
      setState({ kind: 'error', lines: errorLines(err) });
    }
  };

  /** A point picked on the map: the same question (what was understood, or chosen) about that point. */
  const askAt = (lat: number, lng: number) => {
    const text = `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
    const c: Choices = {
      hazard: choices.hazard || (understood && understood.hazards.length === 1 ? understood.hazard : ''),
      horizon: choices.horizon || understood?.horizon || '',
      lens: choices.lens || understood?.lens || '',
    };
    setPrompt(text);
    void ask(requestOf(text, c));
  };

  const reopen = (e: HistoryEntry) => {
    setPrompt(e.request.prompt);
    setChoices({ hazard: e.request.hazard ?? '', horizon: e.request.horizon ?? '', lens: e.request.decisionLens ?? '' });
    void ask(e.request);
  };

  return (
    <div className="forecast-layout">
      <div className="forecast-main">
        <QuestionForm
          busy={state.kind === 'loading'}
          prompt={prompt}
          onPrompt={setPrompt}
          choices={choices}
          onChoices={setChoices}
          understood={understood}
          onSubmit={() => void ask(requestOf(prompt, choices))}
        />
        <MapView scene={scene} onPick={api ? askAt : undefined} tiles={props.tiles} />
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
          {state.kind === 'done' && <ForecastCard data={state.data} onWatch={props.onWatch} />}
          {state.kind === 'idle' && (
            <p className="muted hint" data-testid="forecast-empty">
              Ask about a place, a hazard and a time frame, for example “flood risk in Lagos next week”, or click a point on the map.
            </p>
          )}
        </div>
      </div>
      <QuestionHistory
        entries={history}
        busy={state.kind === 'loading'}
        onOpen={reopen}
        onForget={(i) => setHistory(forget(i))}
        onClear={() => setHistory(clearHistory())}
      />
    </div>
  );
}
