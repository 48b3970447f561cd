// The forecast card: headline, score and level, probability and severity, confidence, event and its verifiable
// companion, the earthquake hazard curve, guidance, drivers, every hazard evaluated, and the status of each source.
import { useTranslation } from 'react-i18next';
import type { RiskForecast } from '../../../src-server/contracts/risk';
import { windowWords } from '../../../src-server/contracts/window-words';
import { confidenceWords, horizonLabel, lensLabel, levelWords } from '../../components/labels';
import { formatPercent, locale } from '../../i18n';
import { CompanionEventSection } from './companion-event';
import { EventDefinition } from './event-definition';
import { HazardBreakdown } from './hazard-breakdown';
import { HazardCurveChart } from './hazard-curve-chart';
import { PendingProgress } from './pending';
import { SourceStatusList } from './source-status';

export function ForecastCard({
  data,
  onWatch,
  askAgainAt = null,
}: {
  data: RiskForecast;
  onWatch?: () => void;
  askAgainAt?: number | null;
}) {
  const { t } = useTranslation();
  const f = data.forecast;
  const period = windowWords(data.riskInput.window, locale());
  return (
    <article className="card forecast" data-testid="forecast-card" aria-labelledby="forecast-headline">
      <header>
        <h2 id="forecast-headline" data-testid="forecast-headline">
          {f.headline}
        </h2>
        <p className="muted">
          <span data-testid="forecast-window">
            {data.riskInput.window.source === 'prompt'
              ? t('card.windowAsked', { window: period })
              : t('card.windowNext', { horizon: horizonLabel(f.horizon), window: period })}
          </span>{' '}
          · {lensLabel(data.riskInput.decisionLens)} · {data.riskInput.place.lat.toFixed(2)}, {data.riskInput.place.lng.toFixed(2)}
        </p>
        {onWatch && (
          <button type="button" className="btn btn-primary watch-this" onClick={onWatch} data-testid="watch-this">
            {t('card.watch')}
          </button>
        )}
      </header>

      <div className="scores">
        <div className={`score level-${f.riskLevel}`}>
          <span className="score-value" data-testid="risk-score">
            {Math.round(f.riskScore)}
          </span>
          <span className="score-label">
            {t('card.riskScore')} · <strong data-testid="risk-level">{levelWords(f.riskLevel)}</strong>
          </span>
        </div>
        <dl className="facts">
          <div>
            <dt>{t('card.probability')}</dt>
            <dd data-testid="probability">{formatPercent(f.probability, 1)}</dd>
          </div>
          {f.probabilityPerYear !== null && (
            <div>
              <dt>{t('card.perYear')}</dt>
              <dd data-testid="probability-per-year">{formatPercent(f.probabilityPerYear, 1)}</dd>
            </div>
          )}
          <div>
            <dt>{t('card.severity')}</dt>
            <dd>{formatPercent(f.severity, 0)}</dd>
          </div>
          <div>
            <dt>{t('card.confidence')}</dt>
            <dd data-testid="confidence">{confidenceWords(f.confidenceLabel)}</dd>
          </div>
        </dl>
      </div>

      <PendingProgress hazards={f.hazardBreakdown} askAgainAt={askAgainAt} />
      <EventDefinition event={f.event} />
      {f.companionEvent && <CompanionEventSection companion={f.companionEvent} probability={f.probability} />}
      {f.hazardCurve && <HazardCurveChart points={f.hazardCurve} windowText={period} />}

      <section>
        <h3>{t('card.whatToDo')}</h3>
        <ul data-testid="guidance">
          {f.practicalGuidance.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      </section>

      <section>
        <h3>{t('card.why')}</h3>
        {f.drivers.length > 0 ? (
          <ul className="drivers" data-testid="drivers">
            {f.drivers.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ) : (
          <p className="muted" data-testid="drivers">
            {t('card.noDrivers')}
          </p>
        )}
      </section>

      {f.hazardBreakdown.length > 0 && <HazardBreakdown rows={f.hazardBreakdown} />}

      <footer data-testid="data-sources">
        <h3>{t('card.sources')}</h3>
        <SourceStatusList sources={f.sourceStatus} biodiversity={data.earth.biodiversity} />
      </footer>
    </article>
  );
}
