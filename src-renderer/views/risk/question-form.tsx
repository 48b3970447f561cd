// The question box: free text, with optional explicit hazard, horizon and lens (which win over the text). After an
// answer, each "from the question" choice names what the server understood (e.g. "10 years (from the question)").
import type { FormEvent } from 'react';
import { DECISION_LENSES, HAZARDS, HORIZONS, type DecisionLens, type HazardId, type Horizon } from '../../../src-server/contracts/enums';
import { HAZARD_LABELS, hazardLabel, HORIZON_LABELS, LENS_LABELS } from '../../components/labels';

export interface Choices {
  hazard: HazardId | '';
  horizon: Horizon | '';
  lens: DecisionLens | '';
}

/** What the last answer understood from its prompt. */
export interface Understood {
  prompt: string;
  hazard: HazardId;
  hazards: HazardId[];
  horizon: Horizon;
  lens: DecisionLens;
  /** The prompt's words that decided the lens (riskInput.decisionLensCue), so the reader can see why and correct it. */
  lensCue?: string | null;
}

const FROM = '(from the question)';

/** The words of each "from the question" option: what was understood while the text is the one answered. */
export function autoLabels(understood: Understood | null, prompt: string): { hazard: string; horizon: string; lens: string } {
  if (!understood || understood.prompt !== prompt.trim()) {
    return { hazard: 'From the question (all nine when none is named)', horizon: 'From the question (30 days if none)', lens: 'From the question' };
  }
  const hazard =
    understood.hazards.length === HAZARDS.length
      ? `All hazards, highest ${hazardLabel(understood.hazard)} ${FROM}`
      : `${understood.hazards.map((h) => hazardLabel(h)).join(' and ')} ${FROM}`;
  const lens = understood.lensCue ? `${LENS_LABELS[understood.lens]} (from "${understood.lensCue}")` : `${LENS_LABELS[understood.lens]} ${FROM}`;
  return { hazard, horizon: `${HORIZON_LABELS[understood.horizon]} ${FROM}`, lens };
}

export function QuestionForm(props: {
  busy: boolean;
  prompt: string;
  onPrompt(text: string): void;
  choices: Choices;
  onChoices(c: Choices): void;
  understood: Understood | null;
  onSubmit(): void;
}) {
  const auto = autoLabels(props.understood, props.prompt);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.prompt.trim()) props.onSubmit();
  };
  const set = (patch: Partial<Choices>) => props.onChoices({ ...props.choices, ...patch });

  return (
    <form className="question" onSubmit={submit} aria-label="Ask a risk question">
      <label htmlFor="question-input" className="visually-hidden">
        Your question
      </label>
      <input
        id="question-input"
        data-testid="question-input"
        type="text"
        value={props.prompt}
        maxLength={1000}
        placeholder="e.g. Earthquake risk for our office in Tokyo over the next 30 days"
        onChange={(e) => props.onPrompt(e.target.value)}
        autoFocus
      />
      <button type="submit" data-testid="ask-button" disabled={props.busy || !props.prompt.trim()}>
        {props.busy ? 'Forecasting…' : 'Forecast'}
      </button>
      <div className="question-options">
        <Select testId="hazard-select" label="Hazard" value={props.choices.hazard} onChange={(v) => set({ hazard: v as HazardId | '' })} options={HAZARDS.map((h) => [h, HAZARD_LABELS[h]])} auto={auto.hazard} />
        <Select testId="horizon-select" label="Horizon" value={props.choices.horizon} onChange={(v) => set({ horizon: v as Horizon | '' })} options={HORIZONS.map((h) => [h, HORIZON_LABELS[h]])} auto={auto.horizon} />
        <Select testId="lens-select" label="Decision" value={props.choices.lens} onChange={(v) => set({ lens: v as DecisionLens | '' })} options={DECISION_LENSES.map((l) => [l, LENS_LABELS[l]])} auto={auto.lens} />
      </div>
    </form>
  );
}

function Select(props: { testId: string; label: string; value: string; onChange(v: string): void; options: [string, string][]; auto: string }) {
  return (
    <label className="option">
      <span>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)} data-testid={props.testId}>
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
