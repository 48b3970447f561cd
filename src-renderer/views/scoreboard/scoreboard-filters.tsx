// Hazard and horizon filters for the track record; empty means all tracked hazards / both horizons.
import type { TrackedHazard, TrackedHorizon } from '../../../src-server/contracts/track-record';
import { TRACKED_HAZARD_OPTIONS, TRACKED_HORIZON_OPTIONS } from './format';

export function ScoreboardFilters(props: {
  hazard: TrackedHazard | '';
  horizon: TrackedHorizon | '';
  onHazard(value: TrackedHazard | ''): void;
  onHorizon(value: TrackedHorizon | ''): void;
}) {
  return (
    <form className="question-options filters" aria-label="Filter the track record" onSubmit={(e) => e.preventDefault()}>
      <label className="option">
        <span>Hazard</span>
        <select data-testid="filter-hazard" value={props.hazard} onChange={(e) => props.onHazard(e.target.value as TrackedHazard | '')}>
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
        <select data-testid="filter-horizon" value={props.horizon} onChange={(e) => props.onHorizon(e.target.value as TrackedHorizon | '')}>
          <option value="">7 and 30 days</option>
          {TRACKED_HORIZON_OPTIONS.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
