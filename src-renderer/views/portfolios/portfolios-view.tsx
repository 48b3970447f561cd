// The Portfolios tab: import a file of sites, pick a portfolio, and see every site's risk for a horizon: the map
// coloured by each site's highest risk, the table sortable by any hazard, the exports (the server's own CSV and
// GeoJSON). Rows waiting for the Open-Meteo budget fill in by themselves: the risk is asked again after its Retry-After.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HORIZONS, type Horizon } from '../../../src-server/contracts/enums';
import { errorLines, type ApiClient } from '../../api/client';
import {
  deletePortfolio,
  EXPORTS,
  exportRisk,
  getPortfolio,
  listPortfolios,
  portfolioRisk,
  type PortfolioView,
} from '../../api/portfolios';
import { useResource } from '../../api/use-resource';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useHazards } from '../../components/hazards';
import { horizonLabel } from '../../components/labels';
import { Empty, Failure, Loading } from '../../components/status-message';
import { SitesMap, type MapSite } from '../../map/sites-map';
import { inAbout } from '../risk/pending';
import { ImportPanel } from './import-panel';
import { DEFAULT_SORT, RiskTable, siteLines, type Sort } from './risk-table';

/** Saves a file the way a browser download does. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function PortfolioPanel({ api, id, onDeleted }: { api: ApiClient; id: string; onDeleted(): void }) {
  const { t } = useTranslation();
  const words = useHazards();
  const [horizon, setHorizon] = useState<Horizon>('30d');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [deleting, setDeleting] = useState(false);
  const [actionError, setActionError] = useState<string[] | null>(null);
  const portfolio = useResource(useCallback((signal: AbortSignal) => getPortfolio(api, id, signal), [api, id]));
  const risk = useResource(useCallback((signal: AbortSignal) => portfolioRisk(api, id, horizon, signal), [api, id, horizon]));
  const answer = risk.data?.portfolioId === id && risk.data.horizon === horizon ? risk.data : null;

  // Pending rows: asked again after the answer's Retry-After (the calls are made meanwhile within the free budget).
  const retryAfterSec = risk.state === 'done' ? risk.data.retryAfterSec : null;
  const { reload } = risk;
  useEffect(() => {
    if (retryAfterSec === null) return;
    const timer = setTimeout(reload, retryAfterSec * 1000);
    return () => clearTimeout(timer);
  }, [retryAfterSec, reload]);

  const sites: MapSite[] = useMemo(() => {
    const highest = new Map(answer ? siteLines(answer).lines.map((l) => [l.siteId, l.highest?.riskLevel ?? null]) : []);
    return (portfolio.data?.sites ?? []).map((s) => ({ id: s.id, name: s.name, lat: s.lat, lng: s.lng, level: highest.get(s.id) ?? null }));
  }, [portfolio.data, answer]);

  const download = async (format: keyof typeof EXPORTS) => {
    setActionError(null);
    try {
      save(await exportRisk(api, id, horizon, format), `${id}-${horizon}.${EXPORTS[format].extension}`);
    } catch (err) {
      setActionError([t('portfolios.exportFailed'), ...errorLines(err)]);
    }
  };
  const remove = async () => {
    try {
      await deletePortfolio(api, id);
      setDeleting(false);
      onDeleted();
    } catch (err) {
      setDeleting(false);
      setActionError([t('portfolios.deleteFailed', { name: portfolio.data?.name ?? id }), ...errorLines(err)]);
    }
  };

  const p: PortfolioView | null = portfolio.data;
  const high = answer?.summary.byHazard.filter((h) => h.sitesHighOrAbove > 0) ?? [];
  return (
    <section className="card portfolio" aria-labelledby="portfolio-title" data-testid="portfolio-panel">
      <div className="portfolio-head">
        <h2 id="portfolio-title">{p?.name ?? id}</h2>
        <label className="option">
          {t('portfolios.horizon')}
          <select value={horizon} data-testid="portfolio-horizon" onChange={(e) => setHorizon(e.target.value as Horizon)}>
            {HORIZONS.map((h) => (
              <option key={h} value={h}>
                {horizonLabel(h)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-small" data-testid="export-csv" disabled={!answer} onClick={() => void download('csv')}>
          {t('portfolios.exportCsv')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          data-testid="export-geojson"
          disabled={!answer}
          onClick={() => void download('geojson')}
        >
          {t('portfolios.exportGeoJson')}
        </button>
        <button type="button" className="btn btn-small btn-danger-outline" data-testid="portfolio-delete" onClick={() => setDeleting(true)}>
          {t('common.delete')}
        </button>
      </div>
      {actionError && <Failure testId="portfolio-action-error" title={actionError[0]!} lines={actionError.slice(1)} />}
      <SitesMap sites={sites} />
      {risk.state === 'error' && (
        <Failure testId="portfolio-risk-error" title={t('portfolios.riskFailed')} lines={risk.lines} onRetry={risk.reload} />
      )}
      {!answer && risk.state === 'loading' && <Loading testId="portfolio-risk-loading">{t('portfolios.loadingRisk')}</Loading>}
      {answer && (
        <>
          {answer.pendingRows > 0 && (
            <p className="pending small" role="status" data-testid="portfolio-pending">
              {t('portfolios.pending', {
                pending: answer.pendingRows,
                total: answer.rows.length,
                when: inAbout(answer.readyAt ?? undefined, Date.parse(answer.generatedAt)),
              })}
            </p>
          )}
          <ul className="portfolio-summary small" data-testid="portfolio-summary">
            {high.length === 0 ? (
              <li>{t('portfolios.noneHigh')}</li>
            ) : (
              high.map((h) => (
                <li key={h.hazard}>
                  {t('portfolios.highSites', { hazard: words.label(h.hazard), count: h.sitesHighOrAbove, total: answer.summary.sites })}
                </li>
              ))
            )}
          </ul>
          <RiskTable risk={answer} horizonWords={horizonLabel(horizon)} sort={sort} onSort={setSort} />
        </>
      )}
      <ConfirmDialog
        open={deleting}
        title={t('portfolios.deleteTitle', { name: p?.name ?? id })}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      >
        <p>{t('portfolios.deleteBody', { count: p?.sites.length ?? 0 })}</p>
      </ConfirmDialog>
    </section>
  );
}

export function PortfoliosView({ api }: { api: ApiClient }) {
  const { t } = useTranslation();
  const list = useResource(useCallback((signal: AbortSignal) => listPortfolios(api, signal), [api]));
  const [selected, setSelected] = useState<string | null>(null);
  const portfolios = list.data ?? [];
  const current = selected ?? portfolios[0]?.id ?? null;
  return (
    <div data-testid="portfolios-view">
      <ImportPanel
        api={api}
        onImported={(p) => {
          setSelected(p.id);
          list.reload();
        }}
      />
      <section className="card" aria-labelledby="portfolio-list-title">
        <h2 id="portfolio-list-title">{t('portfolios.list')}</h2>
        {list.state === 'loading' && !list.data && <Loading testId="portfolios-loading">{t('app.loading')}</Loading>}
        {list.state === 'error' && (
          <Failure testId="portfolios-error" title={t('portfolios.list')} lines={list.lines} onRetry={list.reload} />
        )}
        {list.state === 'done' && portfolios.length === 0 && <Empty testId="portfolios-empty">{t('portfolios.empty')}</Empty>}
        {portfolios.length > 0 && (
          <ul className="portfolio-list" data-testid="portfolio-list">
            {portfolios.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className={p.id === current ? 'btn btn-small btn-primary' : 'btn btn-small'}
                  aria-pressed={p.id === current}
                  data-testid="open-portfolio"
                  onClick={() => setSelected(p.id)}
                >
                  {p.name}
                </button>{' '}
                <span className="small muted">{t('portfolios.sites', { count: p.siteCount })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {current && (
        <PortfolioPanel
          key={current}
          api={api}
          id={current}
          onDeleted={() => {
            setSelected(null);
            list.reload();
          }}
        />
      )}
    </div>
  );
}
