// The scoreboard tab: GET /api/v1/track-record with hazard and horizon filters; progress and errors in words.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HazardId } from '../../../src-server/contracts/enums';
import type { TrackedHorizon, TrackRecord } from '../../../src-server/contracts/track-record';
import type { ApiClient } from '../../api/client';
import { useResource } from '../../api/use-resource';
import { ReliabilityDiagram } from '../../components/reliability-diagram';
import { formatNumber, locale } from '../../i18n';
import { PerHazardTable } from './per-hazard-table';
import { ReliabilityTable } from './reliability-table';
import { ScoreboardFilters } from './scoreboard-filters';
import { ScoreSummary } from './score-summary';

// While new filters load, the last record stays on screen (marked as updating) instead of flickering away.
type State = { kind: 'loading'; previous: TrackRecord | null } | { kind: 'done'; record: TrackRecord } | { kind: 'error'; lines: string[] };

export function ScoreboardView({ api }: { api: ApiClient | null }) {
  const { t } = useTranslation();
  const [hazard, setHazard] = useState<HazardId | ''>('');
  const [horizon, setHorizon] = useState<TrackedHorizon | ''>('');
  const load = useMemo(() => {
    if (!api) return null;
    const query = new URLSearchParams();
    if (hazard) query.set('hazard', hazard);
    if (horizon) query.set('horizon', horizon);
    const qs = query.toString();
    return (signal: AbortSignal) => api.get<TrackRecord>(`/api/v1/track-record${qs ? `?${qs}` : ''}`, signal);
  }, [api, hazard, horizon]);
  const resource = useResource(load);
  const state: State =
    resource.state === 'done'
      ? { kind: 'done', record: resource.data }
      : resource.state === 'error'
        ? { kind: 'error', lines: resource.lines }
        : { kind: 'loading', previous: resource.data };

  const record = state.kind === 'done' ? state.record : state.kind === 'loading' ? state.previous : null;

  return (
    <article className="card scoreboard" data-testid="scoreboard" aria-labelledby="scoreboard-title">
      <header>
        <h2 id="scoreboard-title">{t('scoreboard.title')}</h2>
        <p className="muted">{t('scoreboard.intro')}</p>
      </header>

      <ScoreboardFilters hazard={hazard} horizon={horizon} onHazard={setHazard} onHorizon={setHorizon} />

      <div aria-live="polite">
        {state.kind === 'loading' && (
          <p className="progress" role="status" data-testid="scoreboard-progress">
            {state.previous ? t('scoreboard.updating') : t('scoreboard.loading')}
          </p>
        )}
        {state.kind === 'error' && (
          <div className="card error" role="alert" data-testid="scoreboard-error">
            <p>{t('scoreboard.loadFailed')}</p>
            {state.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </div>
      {record && (
        <div className={state.kind === 'loading' ? 'stale' : undefined} aria-busy={state.kind === 'loading'}>
          <ScoreSummary record={record} />
          {record.forecastsResolved === 0 && (
            <p className="muted hint" data-testid="scoreboard-empty">
              {t('scoreboard.empty', { n: formatNumber(record.forecastsLogged) })}
            </p>
          )}
          <div className="scoreboard-grid">
            <section>
              <h3>{t('scoreboard.reliability')}</h3>
              <ReliabilityDiagram rows={record.reliability} />
              <p className="muted small">{t('scoreboard.reliabilityNote')}</p>
              <ReliabilityTable rows={record.reliability} />
            </section>
            <PerHazardTable rows={record.perHazard} />
          </div>
          <p className="muted small">{t('scoreboard.generated', { when: new Date(record.generatedAt).toLocaleString(locale()) })}</p>
        </div>
      )}
    </article>
  );
}
