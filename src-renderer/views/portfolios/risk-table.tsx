// The portfolio's risk as a table: one line per site, one column per hazard (risk score, level colour, chance of the
// event), the site's highest; any column header sorts by it (again: the other way). Waiting and unavailable cells say so.
import { useTranslation } from 'react-i18next';
import type { PortfolioRisk, PortfolioRiskRow } from '../../../src-server/contracts/portfolio';
import { useHazards } from '../../components/hazards';
import { levelWords, statusWords } from '../../components/labels';
import { formatNumber } from '../../i18n';

export interface SiteLine {
  siteId: string;
  siteName: string;
  byHazard: Map<string, PortfolioRiskRow>;
  /** The highest-scoring row (null while none is scored). */
  highest: PortfolioRiskRow | null;
}

/** The rows grouped by site (in the portfolio's order) and the hazards in the answer's order. */
export function siteLines(risk: PortfolioRisk): { lines: SiteLine[]; hazards: string[] } {
  const hazards: string[] = [];
  const bySite = new Map<string, SiteLine>();
  for (const row of risk.rows) {
    if (!hazards.includes(row.hazard)) hazards.push(row.hazard);
    let line = bySite.get(row.siteId);
    if (!line) bySite.set(row.siteId, (line = { siteId: row.siteId, siteName: row.siteName, byHazard: new Map(), highest: null }));
    line.byHazard.set(row.hazard, row);
    if (row.riskScore !== null && (line.highest === null || row.riskScore > line.highest.riskScore!)) line.highest = row;
  }
  return { lines: [...bySite.values()], hazards };
}

type SortKey = 'site' | 'highest' | string;
export type Sort = { key: SortKey; descending: boolean };
/** Highest risk first, until a header is clicked. */
export const DEFAULT_SORT: Sort = { key: 'highest', descending: true };

/** A line's value for a sort key: the site's name, or a risk score (a line without one sorts last either way). */
function sortValue(line: SiteLine, key: SortKey): string | number | null {
  if (key === 'site') return line.siteName;
  if (key === 'highest') return line.highest?.riskScore ?? null;
  return line.byHazard.get(key)?.riskScore ?? null;
}

export function sortLines(lines: readonly SiteLine[], sort: Sort): SiteLine[] {
  const sign = sort.descending ? -1 : 1;
  return [...lines].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'string' && typeof y === 'string') return sign * x.localeCompare(y);
    return sign * ((x as number) - (y as number)) || a.siteName.localeCompare(b.siteName);
  });
}

function Cell({ row }: { row: PortfolioRiskRow | undefined | null }) {
  const { t } = useTranslation();
  if (!row) return <td className="num muted">—</td>;
  if (row.status !== 'ok' || row.riskScore === null) {
    return (
      <td className="num muted" data-status={row.status} title={row.reason ?? undefined}>
        {row.status === 'pending' ? t('portfolios.waitingCell') : t('portfolios.unavailableCell')}
        <span className="visually-hidden">
          {' '}
          ({statusWords(row.status)}
          {row.reason ? `: ${row.reason}` : ''})
        </span>
      </td>
    );
  }
  return (
    <td className="num" data-status="ok" data-level={row.riskLevel}>
      <span className={`chip level-${row.riskLevel}`}>{formatNumber(row.riskScore)}</span>
      <span className="visually-hidden"> {levelWords(row.riskLevel!)}</span>
      {row.probability !== null && (
        <span className="small muted chance">{t('portfolios.chance', { value: formatNumber(row.probability) })}</span>
      )}
    </td>
  );
}

/**
 * The sort is the caller's (`sort`, `onSort`): the table is unmounted while another horizon is asked, and the column the
 * user chose is kept across it.
 */
export function RiskTable({
  risk,
  horizonWords,
  sort,
  onSort,
}: {
  risk: PortfolioRisk;
  horizonWords: string;
  sort: Sort;
  onSort(sort: Sort): void;
}) {
  const { t } = useTranslation();
  const words = useHazards();
  const { lines, hazards } = siteLines(risk);
  const sorted = sortLines(lines, sort);
  const header = (key: SortKey, label: string, className?: string) => {
    const active = sort.key === key;
    return (
      <th scope="col" className={className} aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
        <button
          type="button"
          className="sort-button"
          data-testid={`sort-${key}`}
          aria-label={t('portfolios.sortBy', { column: label })}
          onClick={() => onSort({ key, descending: active ? !sort.descending : key !== 'site' })}
        >
          {label}
          <span aria-hidden="true">{active ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
        </button>
      </th>
    );
  };
  return (
    <div className="table-scroll">
      <table className="breakdown portfolio-table" data-testid="portfolio-table">
        <caption className="small muted">{t('portfolios.tableCaption', { horizon: horizonWords })}</caption>
        <thead>
          <tr>
            {header('site', t('portfolios.site'))}
            {header('highest', t('portfolios.highest'), 'num')}
            {hazards.map((h) => header(h, words.label(h), 'num'))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((line) => (
            <tr key={line.siteId} data-site={line.siteId}>
              <th scope="row">{line.siteName}</th>
              <Cell row={line.highest} />
              {hazards.map((h) => (
                <Cell key={h} row={line.byHazard.get(h)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
