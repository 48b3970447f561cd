// The headline numbers of the track record: Brier score, baseline, skill and how many forecasts are resolved.
import type { TrackRecord } from '../../../src-server/contracts/track-record';
import { formatBrier, formatSkill } from './format';

export function ScoreSummary({ record }: { record: TrackRecord }) {
  const skill = record.skillVsBaselinePct;
  return (
    <dl className="facts summary" data-testid="score-summary">
      <div>
        <dt>Brier score</dt>
        <dd data-testid="brier-score" className={record.brierScore === null ? 'unscored' : undefined}>
          {formatBrier(record.brierScore)}
        </dd>
        <dd className="note">0 is perfect, lower is better</dd>
      </div>
      <div>
        <dt>Base-rate baseline</dt>
        <dd data-testid="baseline-score" className={record.baselineBrierScore === null ? 'unscored' : undefined}>
          {formatBrier(record.baselineBrierScore)}
        </dd>
        <dd className="note">always forecasting the observed rate</dd>
      </div>
      <div>
        <dt>Skill vs baseline</dt>
        <dd data-testid="skill" className={skill === null ? 'unscored' : skill >= 0 ? 'better' : 'worse'}>
          {formatSkill(skill)}
        </dd>
        <dd className="note">{skill === null ? 'needs resolved forecasts' : skill >= 0 ? 'better than the baseline' : 'worse than the baseline'}</dd>
      </div>
      <div>
        <dt>Forecasts resolved</dt>
        <dd data-testid="resolved-count">
          {record.forecastsResolved.toLocaleString()} <span className="muted of">of {record.forecastsLogged.toLocaleString()} logged</span>
        </dd>
        <dd className="note">a forecast resolves when its window ends</dd>
      </div>
    </dl>
  );
}
