// The forecast card: headline, score and level, probability and severity, confidence, guidance, sources.
import type { RiskForecast } from '../../../src-server/contracts/risk';
import { formatAge, HAZARD_LABELS, HORIZON_LABELS, LENS_LABELS } from '../../components/labels';

export function ForecastCard({ data }: { data: RiskForecast }) {
  const f = data.forecast;
  return (
    <article className="card forecast" data-testid="forecast-card" aria-labelledby="forecast-headline">
      <header>
        <h2 id="forecast-headline" data-testid="forecast-headline">
          {f.headline}
        </h2>
        <p className="muted">
          Next {HORIZON_LABELS[f.horizon]} · {LENS_LABELS[data.riskInput.decisionLens]} · {data.riskInput.place.lat.toFixed(2)},{' '}
          {data.riskInput.place.lng.toFixed(2)}
        </p>
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

      {f.event && <p className="event">{f.event.description}, {new Date(f.event.windowStart).toLocaleDateString()} – {new Date(f.event.windowEnd).toLocaleDateString()}.</p>}

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
        <ul className="drivers">
          {f.drivers.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </section>

      {f.hazardBreakdown.length > 1 && (
        <section>
          <h3>All hazards evaluated</h3>
          <table className="breakdown" data-testid="hazard-breakdown">
            <thead>
              <tr>
                <th>Hazard</th>
                <th>Risk</th>
                <th>Probability</th>
                <th>Severity</th>
              </tr>
            </thead>
            <tbody>
              {f.hazardBreakdown.map((h) => (
                <tr key={h.hazard}>
                  <td>{HAZARD_LABELS[h.hazard]}</td>
                  {h.status === 'ok' ? (
                    <>
                      <td>{Math.round(h.riskScore ?? 0)}</td>
                      <td>{h.probability?.toFixed(1)}%</td>
                      <td>{h.severity?.toFixed(0)}%</td>
                    </>
                  ) : (
                    <td colSpan={3} className="muted">
                      {h.status === 'not_ready' ? 'model not available yet' : 'no source answered'}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <footer>
        <h3>Sources</h3>
        <ul className="sources" data-testid="data-sources">
          {f.sourceStatus.map((s) => (
            <li key={s.name} className={s.ok ? 'ok' : 'failed'}>
              <span aria-hidden="true">{s.ok ? '●' : '○'}</span> {s.name}{' '}
              <span className="muted">{s.ok ? `${s.cached ? 'cached, ' : ''}${formatAge(s.ageSec)}` : `unavailable: ${s.error}`}</span>
            </li>
          ))}
          {data.earth.biodiversity.status === 'ok' && (
            <li className="ok">
              <span aria-hidden="true">●</span> {data.earth.biodiversity.source}{' '}
              <span className="muted">{data.earth.biodiversity.totalCount?.toLocaleString()} species occurrences within {data.earth.biodiversity.radiusKm} km</span>
            </li>
          )}
        </ul>
      </footer>
    </article>
  );
}
