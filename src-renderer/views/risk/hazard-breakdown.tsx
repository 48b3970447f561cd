// Every hazard the forecast evaluated, in the order the server ranked them, with each one's verifiable companion
// where it has one; unscored ones say why in words (pending: waiting for the Open-Meteo budget's turn).
import type { HazardAssessment } from '../../../src-server/contracts/risk';
import { hazardLabel, STATUS_WORDS } from '../../components/labels';
import { companionShort, percent } from './event-words';

export function HazardBreakdown({ rows }: { rows: HazardAssessment[] }) {
  return (
    <section>
      <h3 id="breakdown-title">All hazards evaluated</h3>
      <div className="table-scroll">
        <table className="breakdown" data-testid="hazard-breakdown" aria-labelledby="breakdown-title">
          <thead>
            <tr>
              <th scope="col">Hazard</th>
              <th scope="col" className="num">Risk score</th>
              <th scope="col" className="num">Probability</th>
              <th scope="col" className="num">Severity</th>
              <th scope="col">Level</th>
              <th scope="col">Confidence</th>
              <th scope="col">Verifiable companion</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((h) => (
              <tr key={h.hazard} data-hazard={h.hazard} className={h.status === 'ok' ? undefined : 'unscored'}>
                <th scope="row">{hazardLabel(h.hazard)}</th>
                {h.status === 'ok' ? (
                  <>
                    <td className="num">{h.riskScore === null ? '—' : Math.round(h.riskScore)}</td>
                    <td className="num">{h.probability === null ? '—' : `${h.probability.toFixed(1)}%`}</td>
                    <td className="num">{h.severity === null ? '—' : `${h.severity.toFixed(0)}%`}</td>
                    <td>{h.riskLevel && <span className={`pill level-${h.riskLevel}`}>{h.riskLevel}</span>}</td>
                    <td>{h.confidenceLabel ?? '—'}</td>
                    <td className="companion" data-testid="breakdown-companion">
                      {h.companionEvent ? (
                        <>
                          <span className="num">{percent(h.companionEvent.probability)}</span>{' '}
                          <span className="small muted">{companionShort(h.companionEvent.event)}</span>
                        </>
                      ) : (
                        <span className="muted">none</span>
                      )}
                    </td>
                  </>
                ) : (
                  <td colSpan={6} className="muted unscored-reason" data-testid="unscored-reason">
                    {h.status === 'pending' ? `not scored yet: ${h.reason ?? 'waiting for its turn'}` : `not scored: ${h.reason ?? 'no source answered'}`}
                  </td>
                )}
                <td className={h.status === 'ok' ? undefined : 'muted'}>{STATUS_WORDS[h.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
