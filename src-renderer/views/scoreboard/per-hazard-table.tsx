// Per-hazard scores: Brier, baseline and counts; hazards with nothing resolved say so instead of showing 0.
import { useTranslation } from 'react-i18next';
import type { TrackRecord } from '../../../src-server/contracts/track-record';
import { useHazards } from '../../components/hazards';
import { formatNumber } from '../../i18n';
import { formatBrier } from './format';

export function PerHazardTable({ rows }: { rows: TrackRecord['perHazard'] }) {
  const { t } = useTranslation();
  const hazards = useHazards();
  return (
    <section>
      <h3 id="per-hazard-title">{t('scoreboard.byHazard')}</h3>
      <div className="table-scroll">
        <table className="breakdown" data-testid="per-hazard" aria-labelledby="per-hazard-title">
          <thead>
            <tr>
              <th scope="col">{t('scoreboard.hazard')}</th>
              <th scope="col" className="num">
                {t('scoreboard.brier')}
              </th>
              <th scope="col" className="num">
                {t('scoreboard.baselineColumn')}
              </th>
              <th scope="col" className="num">
                {t('scoreboard.resolvedColumn')}
              </th>
              <th scope="col" className="num">
                {t('scoreboard.logged')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.hazard} data-hazard={row.hazard}>
                <th scope="row">{hazards.label(row.hazard)}</th>
                <td className={row.brierScore === null ? 'num muted' : 'num'}>{formatBrier(row.brierScore)}</td>
                <td className={row.baselineBrierScore === null ? 'num muted' : 'num'}>{formatBrier(row.baselineBrierScore)}</td>
                <td className="num">{formatNumber(row.resolved)}</td>
                <td className="num">{formatNumber(row.logged)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
