// The headline numbers of the track record: Brier score, baseline, skill and how many forecasts are resolved.
import { useTranslation } from 'react-i18next';
import type { TrackRecord } from '../../../src-server/contracts/track-record';
import { formatNumber } from '../../i18n';
import { formatBrier, formatSkill } from './format';

export function ScoreSummary({ record }: { record: TrackRecord }) {
  const { t } = useTranslation();
  const skill = record.skillVsBaselinePct;
  return (
    <dl className="facts summary" data-testid="score-summary">
      <div>
        <dt>{t('scoreboard.brier')}</dt>
        <dd data-testid="brier-score" className={record.brierScore === null ? 'unscored' : undefined}>
          {formatBrier(record.brierScore)}
        </dd>
        <dd className="note">{t('scoreboard.brierNote')}</dd>
      </div>
      <div>
        <dt>{t('scoreboard.baseline')}</dt>
        <dd data-testid="baseline-score" className={record.baselineBrierScore === null ? 'unscored' : undefined}>
          {formatBrier(record.baselineBrierScore)}
        </dd>
        <dd className="note">{t('scoreboard.baselineNote')}</dd>
      </div>
      <div>
        <dt>{t('scoreboard.skill')}</dt>
        <dd data-testid="skill" className={skill === null ? 'unscored' : skill >= 0 ? 'better' : 'worse'}>
          {formatSkill(skill)}
        </dd>
        <dd className="note">
          {skill === null ? t('scoreboard.skillNeeds') : skill >= 0 ? t('scoreboard.skillBetter') : t('scoreboard.skillWorse')}
        </dd>
      </div>
      <div>
        <dt>{t('scoreboard.resolved')}</dt>
        <dd data-testid="resolved-count">
          {formatNumber(record.forecastsResolved)}{' '}
          <span className="muted of">{t('scoreboard.ofLogged', { n: formatNumber(record.forecastsLogged) })}</span>
        </dd>
        <dd className="note">{t('scoreboard.resolvedNote')}</dd>
      </div>
    </dl>
  );
}
