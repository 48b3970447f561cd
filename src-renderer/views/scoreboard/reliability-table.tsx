// The reliability diagram's numbers as a table, folded away: the same data for screen readers and exact reading.
import { useTranslation } from 'react-i18next';
import type { TrackRecord } from '../../../src-server/contracts/track-record';
import { formatPct } from './format';

export function ReliabilityTable({ rows }: { rows: TrackRecord['reliability'] }) {
  const { t } = useTranslation();
  return (
    <details className="numbers">
      <summary>{t('scoreboard.numbers')}</summary>
      <table className="breakdown" data-testid="reliability-table">
        <thead>
          <tr>
            <th scope="col">{t('scoreboard.bin')}</th>
            <th scope="col" className="num">
              {t('scoreboard.meanForecast')}
            </th>
            <th scope="col" className="num">
              {t('scoreboard.observed')}
            </th>
            <th scope="col" className="num">
              {t('scoreboard.forecasts')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.binLower}>
              <th scope="row">
                {Math.round(r.binLower * 100)}–{Math.round(r.binUpper * 100)}%
              </th>
              <td className="num">{r.count ? formatPct(r.meanPredicted) : '—'}</td>
              <td className="num">{r.count ? formatPct(r.observedFrequency) : '—'}</td>
              <td className="num">{r.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
