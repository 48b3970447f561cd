// The question box: free text, with optional explicit hazard, horizon and lens (which win over the text). After an
// answer, each "from the question" choice names what the server understood (e.g. "10 years (from the question)").
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DECISION_LENSES, HORIZONS, type DecisionLens, type HazardId, type Horizon } from '../../../src-server/contracts/enums';
import { useHazards, type HazardWords } from '../../components/hazards';
import { horizonLabel, lensLabel } from '../../components/labels';
import { i18n } from '../../i18n';

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

/** The words of each "from the question" option: what was understood while the text is the one answered. */
export function autoLabels(
  understood: Understood | null,
  prompt: string,
  hazards: HazardWords,
): { hazard: string; horizon: string; lens: string } {
  const t = i18n.t;
  if (!understood || understood.prompt !== prompt.trim()) {
    return { hazard: t('question.autoHazard'), horizon: t('question.autoHorizon'), lens: t('question.autoLens') };
  }
  const hazard =
    understood.hazards.length === hazards.all.length
      ? t('question.understoodAll', { hazard: hazards.label(understood.hazard) })
      : t('question.understood', { value: understood.hazards.map((h) => hazards.label(h)).join(t('common:join.and')) });
  return {
    hazard,
    horizon: t('question.understood', { value: horizonLabel(understood.horizon) }),
    lens: understood.lensCue
      ? t('question.understoodCue', { value: lensLabel(understood.lens), cue: understood.lensCue })
      : t('question.understood', { value: lensLabel(understood.lens) }),
  };
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
  const { t } = useTranslation();
  const hazards = useHazards();
  const auto = autoLabels(props.understood, props.prompt, hazards);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.prompt.trim()) props.onSubmit();
  };
  const set = (patch: Partial<Choices>) => props.onChoices({ ...props.choices, ...patch });

  return (
    <form className="question" onSubmit={submit} aria-label={t('question.form')}>
      <label htmlFor="question-input" className="visually-hidden">
        {t('question.label')}
      </label>
      <input
        id="question-input"
        data-testid="question-input"
        type="text"
        value={props.prompt}
        maxLength={1000}
        placeholder={t('question.placeholder')}
        onChange={(e) => props.onPrompt(e.target.value)}
        autoFocus
      />
      <button type="submit" data-testid="ask-button" disabled={props.busy || !props.prompt.trim()}>
        {props.busy ? t('question.asking') : t('question.ask')}
      </button>
      <div className="question-options">
        <Select
          testId="hazard-select"
          label={t('question.hazard')}
          value={props.choices.hazard}
          onChange={(v) => set({ hazard: v as HazardId | '' })}
          options={hazards.all.map((h) => [h.id, hazards.label(h.id)])}
          auto={auto.hazard}
        />
        <Select
          testId="horizon-select"
          label={t('question.horizon')}
          value={props.choices.horizon}
          onChange={(v) => set({ horizon: v as Horizon | '' })}
          options={HORIZONS.map((h) => [h, horizonLabel(h)])}
          auto={auto.horizon}
        />
        <Select
          testId="lens-select"
          label={t('question.lens')}
          value={props.choices.lens}
          onChange={(v) => set({ lens: v as DecisionLens | '' })}
          options={DECISION_LENSES.map((l) => [l, lensLabel(l)])}
          auto={auto.lens}
        />
      </div>
    </form>
  );
}

function Select(props: {
  testId: string;
  label: string;
  value: string;
  onChange(v: string): void;
  options: [string, string][];
  auto: string;
}) {
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
