// The question box: free text, with optional explicit hazard, horizon and lens (which win over the text).
import { useState, type FormEvent } from 'react';
import { DECISION_LENSES, HAZARDS, HORIZONS } from '../../../src-server/contracts/enums';
import type { RiskRequest } from '../../../src-server/contracts/risk';
import { HAZARD_LABELS, HORIZON_LABELS, LENS_LABELS } from '../../components/labels';

export function QuestionForm(props: { busy: boolean; onAsk(request: RiskRequest): void }) {
  const [prompt, setPrompt] = useState('');
  const [hazard, setHazard] = useState('');
  const [horizon, setHorizon] = useState('');
  const [lens, setLens] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!prompt.trim()) return;
    props.onAsk({
      prompt: prompt.trim(),
      ...(hazard ? { hazard: hazard as RiskRequest['hazard'] } : {}),
      ...(horizon ? { horizon: horizon as RiskRequest['horizon'] } : {}),
      ...(lens ? { decisionLens: lens as RiskRequest['decisionLens'] } : {}),
    });
  };

  return (
    <form className="question" onSubmit={submit} aria-label="Ask a risk question">
      <label htmlFor="question-input" className="visually-hidden">
        Your question
      </label>
      <input
        id="question-input"
        data-testid="question-input"
        type="text"
        value={prompt}
        maxLength={1000}
        placeholder="e.g. Earthquake risk for our office in Tokyo over the next 30 days"
        onChange={(e) => setPrompt(e.target.value)}
        autoFocus
      />
      <button type="submit" data-testid="ask-button" disabled={props.busy || !prompt.trim()}>
        {props.busy ? 'Forecasting…' : 'Forecast'}
      </button>
      <div className="question-options">
        <Select label="Hazard" value={hazard} onChange={setHazard} options={HAZARDS.map((h) => [h, HAZARD_LABELS[h]])} auto="From the question" />
        <Select label="Horizon" value={horizon} onChange={setHorizon} options={HORIZONS.map((h) => [h, HORIZON_LABELS[h]])} auto="From the question (30 days)" />
        <Select label="Decision" value={lens} onChange={setLens} options={DECISION_LENSES.map((l) => [l, LENS_LABELS[l]])} auto="From the question" />
      </div>
    </form>
  );
}

function Select(props: { label: string; value: string; onChange(v: string): void; options: [string, string][]; auto: string }) {
  return (
    <label className="option">
      <span>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.auto}</option>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
