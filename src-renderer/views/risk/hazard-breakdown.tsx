// Every hazard the forecast evaluated, in the order the server ranked them, with each one's verifiable companion
// where it has one; unscored ones say why in words (pending: waiting for the Open-Meteo budget's turn).
// where it has one; unscored ones say why in words.
import { useTranslation } from 'react-i18next';
import type { HazardAssessment } from '../../../src-server/contracts/risk';
import { useHazards } from '../../components/hazards';
import { confidenceWords, levelWords, statusWords } from '../../components/labels';
import { formatPercent } from '../../i18n';
import { companionShort, percent } from './event-words';

export function HazardBreakdown({ rows }: { rows: HazardAssessment[] }) {
  const { t } = useTranslation();
  const hazards = useHazards();
  return (
    <section>
      <h3 id="breakdown-title">{t('breakdown.title')}</h3>
      <div className="table-scroll">
        <table className="breakdown" data-testid="hazard-breakdown" aria-labelledby="breakdown-title">
          <thead>
            <tr>
              <th scope="col">{t('breakdown.hazard')}</th>
              <th scope="col" className="num">
                {t('breakdown.riskScore')}
              </th>
              <th scope="col" className="num">
                {t('breakdown.probability')}
              </th>
              <th scope="col" className="num">
                {t('breakdown.severity')}
              </th>
              <th scope="col">{t('breakdown.level')}</th>
              <th scope="col">{t('breakdown.confidence')}</th>
              <th scope="col">{t('breakdown.companion')}</th>
              <th scope="col">{t('breakdown.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((h) => (
              <tr key={h.hazard} data-hazard={h.hazard} className={h.status === 'ok' ? undefined : 'unscored'}>
                <th scope="row">{hazards.label(h.hazard)}</th>
                {h.status === 'ok' ? (
                  <>
                    <td className="num">{h.riskScore === null ? '—' : Math.round(h.riskScore)}</td>
                    <td className="num">{h.probability === null ? '—' : formatPercent(h.probability, 1)}</td>
                    <td className="num">{h.severity === null ? '—' : formatPercent(h.severity, 0)}</td>
                    <td>{h.riskLevel && <span className={`pill level-${h.riskLevel}`}>{levelWords(h.riskLevel)}</span>}</td>
                    <td>{h.confidenceLabel ? confidenceWords(h.confidenceLabel) : '—'}</td>
                    <td className="companion" data-testid="breakdown-companion">
                      {h.companionEvent ? (
                        <>
                          <span className="num">{percent(h.companionEvent.probability)}</span>{' '}
                          <span className="small muted">{companionShort(h.companionEvent.event)}</span>
                        </>
                      ) : (
                        <span className="muted">{t('common.none')}</span>
                      )}
                    </td>
                  </>
                ) : (
                  <td colSpan={6} className="muted unscored-reason" data-testid="unscored-reason">
                    {h.status === 'pending'
                      ? t('breakdown.notScoredYet', { reason: h.reason ?? t('breakdown.statusPending') })
                      : t('breakdown.notScoredBecause', { reason: h.reason ?? t('breakdown.noSource') })}
                  </td>
                )}
                <td className={h.status === 'ok' ? undefined : 'muted'}>{statusWords(h.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
