// Hazard and horizon filters for the track record; empty means all tracked hazards / both horizons.
import { useTranslation } from 'react-i18next';
import type { HazardId } from '../../../src-server/contracts/enums';
import type { TrackedHorizon } from '../../../src-server/contracts/track-record';
import { useHazards } from '../../components/hazards';
import { trackedHorizonOptions } from './format';

export function ScoreboardFilters(props: {
  hazard: HazardId | '';
  horizon: TrackedHorizon | '';
  onHazard(value: HazardId | ''): void;
  onHorizon(value: TrackedHorizon | ''): void;
}) {
  const { t } = useTranslation();
  const hazards = useHazards();
  return (
    <form className="question-options filters" aria-label={t('scoreboard.filters')} onSubmit={(e) => e.preventDefault()}>
      <label className="option">
        <span>{t('scoreboard.hazard')}</span>
        <select data-testid="filter-hazard" value={props.hazard} onChange={(e) => props.onHazard(e.target.value)}>
          <option value="">{t('scoreboard.allHazards')}</option>
          {hazards.tracked.map((h) => (
            <option key={h.id} value={h.id}>
              {hazards.label(h.id)}
            </option>
          ))}
        </select>
      </label>
      <label className="option">
        <span>{t('scoreboard.horizon')}</span>
        <select data-testid="filter-horizon" value={props.horizon} onChange={(e) => props.onHorizon(e.target.value as TrackedHorizon | '')}>
          <option value="">{t('scoreboard.bothHorizons')}</option>
          {trackedHorizonOptions().map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
