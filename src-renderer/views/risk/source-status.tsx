// Per-source status: which live sources answered, how fresh their data is, and the error when one failed.
import { useTranslation } from 'react-i18next';
import type { RiskForecast, SourceStatus } from '../../../src-server/contracts/risk';
import { formatSourceAge } from '../../components/labels';
import { formatNumber } from '../../i18n';

type Biodiversity = RiskForecast['earth']['biodiversity'];

export function SourceStatusList({ sources, biodiversity }: { sources: SourceStatus[]; biodiversity: Biodiversity }) {
  const { t } = useTranslation();
  return (
    <ul className="sources" data-testid="source-status">
      {sources.map((s) => (
        <li key={s.name} className={s.ok ? 'ok' : 'failed'} data-source={s.name}>
          <span aria-hidden="true">{s.ok ? '●' : '○'}</span> <strong>{s.name}</strong>{' '}
          <span className="muted">{s.ok ? formatSourceAge(s.ageSec, s.cached) : t('sources.unavailable')}</span>
          {!s.ok && s.error && <span className="source-error">: {s.error}</span>}
        </li>
      ))}
      <li className={biodiversity.status === 'ok' ? 'ok' : 'failed'} data-testid="biodiversity">
        <span aria-hidden="true">{biodiversity.status === 'ok' ? '●' : '○'}</span> <strong>{biodiversity.source}</strong>{' '}
        <span className="muted">
          {biodiversity.status === 'ok' && biodiversity.totalCount !== null
            ? t('sources.biodiversity', { n: formatNumber(biodiversity.totalCount), km: biodiversity.radiusKm })
            : t('sources.biodiversityUnavailable')}
        </span>
      </li>
    </ul>
  );
}
