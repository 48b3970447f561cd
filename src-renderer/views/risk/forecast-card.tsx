// The forecast card: headline, score and level, probability and severity, confidence, event and its verifiable
// companion, the earthquake hazard curve, guidance, drivers, every hazard evaluated, and the status of each source.
import type { RiskForecast } from '../../../src-server/contracts/risk';
import { windowWords } from '../../../src-server/contracts/window-words';
import { HORIZON_LABELS, LENS_LABELS } from '../../components/labels';
import { CompanionEventSection } from './companion-event';
import { EventDefinition } from './event-definition';
import { HazardBreakdown } from './hazard-breakdown';
import { HazardCurveChart } from './hazard-curve-chart';
import { SourceStatusList } from './source-status';

export function ForecastCard({ data, onWatch }: { data: RiskForecast; onWatch?: () => void }) {
  const f = data.forecast;
  return (
    <article className="card forecast" data-testid="forecast-card" aria-labelledby="forecast-headline">
      <header>
        <h2 id="forecast-headline" data-testid="forecast-headline">
          {f.headline}
        </h2>
        <p className="muted">
          <span data-testid="forecast-window">
            {data.riskInput.window.source === 'prompt'
              ? `${windowWords(data.riskInput.window)} (the period asked)`
              : `Next ${HORIZON_LABELS[f.horizon]} (${windowWords(data.riskInput.window)})`}
          </span>{' '}
          · {LENS_LABELS[data.riskInput.decisionLens]} · {data.riskInput.place.lat.toFixed(2)},{' '}
          {data.riskInput.place.lng.toFixed(2)}
        </p>
        {onWatch && (
          <button type="button" className="btn btn-primary watch-this" onClick={onWatch} data-testid="watch-this">
            Watch this forecast…
          </button>
        )}
      </header>

      <div className="scores">
        <div className={`score level-${f.riskLevel}`}>
          <span className="score-value" data-testid="risk-score">
            {Math.round(f.riskScore)}
          </span>
          <span className="score-label">
            risk score · <strong data-testid="risk-level">{f.riskLevel}</strong>
          </span>
        </div>
        <dl className="facts">
          <div>
            <dt>Probability</dt>
            <dd data-testid="probability">{f.probability.toFixed(1)}%</dd>
          </div>
          <div>
            <dt>Severity if it happens</dt>
            <dd>{f.severity.toFixed(0)}%</dd>
          </div>
          <div>
            <dt>Confidence</dt>
            <dd data-testid="confidence">{f.confidenceLabel}</dd>
          </div>
        </dl>
      </div>

      <EventDefinition event={f.event} />
      {f.companionEvent && <CompanionEventSection companion={f.companionEvent} probability={f.probability} />}
      {f.hazardCurve && <HazardCurveChart points={f.hazardCurve} windowText={windowWords(data.riskInput.window)} />}

      <section>
        <h3>What to do</h3>
        <ul data-testid="guidance">
          {f.practicalGuidance.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      </section>

      <section>
        <h3>Why</h3>
        {f.drivers.length > 0 ? (
          <ul className="drivers" data-testid="drivers">
            {f.drivers.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ) : (
          <p className="muted" data-testid="drivers">
            The model gave no specific reasons for this place.
          </p>
        )}
      </section>

      {f.hazardBreakdown.length > 0 && <HazardBreakdown rows={f.hazardBreakdown} />}

      <footer data-testid="data-sources">
        <h3>Sources</h3>
        <SourceStatusList sources={f.sourceStatus} biodiversity={data.earth.biodiversity} />
      </footer>
    </article>
  );
}
