// The forecast tab: ask a question (or click the map, or open a past question), see the Earth scene and the
// forecast card; errors are shown in words. Hazards waiting for the Open-Meteo budget's turn fill in by themselves:
// the question is asked again after its Retry-After, with no action from the user.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskForecast, RiskRequest } from '../../../src-server/contracts/risk';
import { ApiError, errorLines, isAbort, type ApiClient } from '../../api/client';
import { askRisk } from '../../api/risk';
import { MapView, type TileOptions } from '../../map/map-view';
import { ForecastCard } from './forecast-card';
import { clearHistory, forget, loadHistory, remember, type HistoryEntry } from './history-store';
import { QuestionForm, type Choices, type Understood } from './question-form';
import { QuestionHistory } from './question-history';
import { followUpSec, PendingProgress, type HazardState } from './pending';

type State =
  | { kind: 'idle' }
  | { kind: 'loading'; prompt: string }
  | { kind: 'done'; data: RiskForecast }
  /** Nothing scored yet (503 forecast_pending): every hazard waits for its turn or failed. */
  | { kind: 'pending'; prompt: string; hazards: (HazardState & { retryAfterSec?: number })[]; retryAfterSec: number; lines: string[] }
  | { kind: 'error'; lines: string[] };

/** The pending state a 503 forecast_pending problem describes; null for any other failure. */
function pendingOf(err: unknown, prompt: string): Extract<State, { kind: 'pending' }> | null {
  if (!(err instanceof ApiError) || err.problem?.code !== 'forecast_pending') return null;
  const p = err.problem as { hazards?: unknown; retryAfterSec?: unknown; detail: string };
  const hazards = Array.isArray(p.hazards) ? (p.hazards as (HazardState & { retryAfterSec?: number })[]) : [];
  const retryAfterSec = typeof p.retryAfterSec === 'number' ? p.retryAfterSec : (followUpSec(hazards) ?? 60);
  return { kind: 'pending', prompt, hazards, retryAfterSec, lines: [p.detail] };
}

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

export function ForecastView(props: {
  api: ApiClient | null;
  tiles: TileOptions | null;
  onForecast(f: RiskForecast): void;
  onWatch(): void;
}) {
  const { api } = props;
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [lastRequest, setLastRequest] = useState<{ request: RiskRequest; language: string } | null>(null);
  const [prompt, setPrompt] = useState('');
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const [understood, setUnderstood] = useState<Understood | null>(null);
  const [history, setHistory] = useState<HistoryEntry[]>(() => loadHistory());
  const inflight = useRef<AbortController | null>(null);
  // The question shown, asked again by itself while some of its hazards wait for their turn.
  const [asked, setAsked] = useState<RiskRequest | null>(null);
  const [askAgainAt, setAskAgainAt] = useState<number | null>(null);
  // The map keeps showing the last answered scene while a new question runs.
  const [scene, setScene] = useState<RiskForecast['earth']['sceneSpec'] | null>(null);

  /** `again`: the same question asked again for its pending hazards: the current answer stays shown meanwhile. */
  const ask = async (request: RiskRequest, again = false) => {
    if (!api) return;
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setAsked(request);
    setAskAgainAt(null);
    if (!again) setState({ kind: 'loading', prompt: request.prompt });
    setLastRequest({ request, language: i18n.language });
    try {
      const data = await askRisk(api, request, controller.signal);
      setState({ kind: 'done', data });
      // Waiting hazards: ask again once the last of them is ready (the server's Retry-After), until none waits.
      const wait = followUpSec(data.forecast.hazardBreakdown);
      if (wait !== undefined) setAskAgainAt(Date.now() + wait * 1000);
      setScene(data.earth.sceneSpec);
      const r = data.riskInput;
      setUnderstood({
        prompt: r.prompt,
        hazard: r.hazard,
        hazards: r.hazards,
        horizon: r.horizon,
        lens: r.decisionLens,
        lensCue: r.decisionLensCue,
      });
      setHistory(remember(request, data));
      props.onForecast(data);
    } catch (err) {
      if (isAbort(err)) return;
      const pending = pendingOf(err, request.prompt);
      setState(pending ?? { kind: 'error', lines: errorLines(err) });
      if (pending) setAskAgainAt(Date.now() + pending.retryAfterSec * 1000);
    }
  };

  // The answer is in the dashboard's language: when the language changes, the question on screen is asked again.
  // (Effect events: the language, or the planned time, is what the effect reacts to; the question is read as it is then.)
  const askInLanguage = useEffectEvent((language: string) => {
    if (lastRequest && state.kind === 'done' && lastRequest.language !== language) void ask(lastRequest.request);
  });
  useEffect(() => {
    const onLanguage = (language: string) => askInLanguage(language);
    i18n.on('languageChanged', onLanguage);
    return () => i18n.off('languageChanged', onLanguage);
  }, [i18n]);
  const askAgain = useEffectEvent(() => {
    if (asked) void ask(asked, true);
  });
  useEffect(() => {
    if (askAgainAt === null) return;
    const timer = setTimeout(() => askAgain(), Math.max(0, askAgainAt - Date.now()));
    return () => clearTimeout(timer);
  }, [askAgainAt]);

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
              {t('question.reading', { prompt: state.prompt })}
            </p>
          )}
          {state.kind === 'error' && (
            <div className="card error" role="alert" data-testid="error-message">
              {state.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          )}
          {state.kind === 'pending' && (
            <div className="card" data-testid="forecast-pending">
              <p>
                <strong>{t('pending.nothingYet', { prompt: state.prompt })}</strong>
              </p>
              {state.lines.map((line) => (
                <p key={line} className="small muted">
                  {line}
                </p>
              ))}
              <PendingProgress hazards={state.hazards} askAgainAt={askAgainAt} />
            </div>
          )}
          {state.kind === 'done' && <ForecastCard data={state.data} onWatch={props.onWatch} askAgainAt={askAgainAt} />}
          {state.kind === 'idle' && (
            <p className="muted hint" data-testid="forecast-empty">
              {t('question.hint')}
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
