// Reliability diagram as inline SVG: mean forecast probability (x) against observed frequency (y) per bin,
// the diagonal as perfect calibration, point area by the number of forecasts in the bin.
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../i18n';

export interface ReliabilityPoint {
  binLower: number;
  binUpper: number;
  meanPredicted: number | null;
  observedFrequency: number | null;
  count: number;
}

const SIZE = 360;
const PAD = { left: 52, right: 16, top: 16, bottom: 48 };
const PLOT = SIZE - PAD.left - PAD.right; // square plot: width and height are equal
const TICKS = [0, 0.2, 0.4, 0.6, 0.8, 1];
const R_MIN = 3;
const R_MAX = 13;

const x = (p: number) => PAD.left + p * PLOT;
const y = (p: number) => PAD.top + (1 - p) * PLOT;
const pct = (p: number) => formatPercent(Math.round(p * 100), 0);

export function ReliabilityDiagram({ rows, title: given }: { rows: ReliabilityPoint[]; title?: string }) {
  const { t } = useTranslation();
  const title = given ?? t('diagram.title');
  const points = rows.filter(
    (r): r is ReliabilityPoint & { meanPredicted: number; observedFrequency: number } =>
      r.count > 0 && r.meanPredicted !== null && r.observedFrequency !== null,
  );
  const maxCount = Math.max(1, ...points.map((p) => p.count));
  const radius = (count: number) => R_MIN + (R_MAX - R_MIN) * Math.sqrt(count / maxCount);
  const total = points.reduce((sum, p) => sum + p.count, 0);
  const summary =
    points.length === 0
      ? t('diagram.empty', { title })
      : t('diagram.summary', {
          title,
          points: points.length,
          bins: rows.length,
          total,
          list: points
            .map((p) => t('diagram.point', { forecast: pct(p.meanPredicted), observed: pct(p.observedFrequency), count: p.count }))
            .join('; '),
        });

  return (
    <svg
      className="reliability"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={summary}
      data-testid="reliability-diagram"
      data-points={points.length}
    >
      <title>{title}</title>
      <rect x={PAD.left} y={PAD.top} width={PLOT} height={PLOT} className="plot-bg" />
      {TICKS.map((t) => (
        <g key={t} aria-hidden="true">
          <line x1={x(t)} x2={x(t)} y1={PAD.top} y2={PAD.top + PLOT} className="grid" />
          <line x1={PAD.left} x2={PAD.left + PLOT} y1={y(t)} y2={y(t)} className="grid" />
          <text x={x(t)} y={PAD.top + PLOT + 16} textAnchor="middle" className="tick">
            {pct(t)}
          </text>
          <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className="tick">
            {pct(t)}
          </text>
        </g>
      ))}
      <line x1={x(0)} y1={y(0)} x2={x(1)} y2={y(1)} className="diagonal" data-testid="reliability-diagonal" />
      <text x={PAD.left + PLOT / 2} y={SIZE - 8} textAnchor="middle" className="axis-label" aria-hidden="true">
        {t('diagram.xAxis')}
      </text>
      <text
        x={14}
        y={PAD.top + PLOT / 2}
        textAnchor="middle"
        className="axis-label"
        transform={`rotate(-90 14 ${PAD.top + PLOT / 2})`}
        aria-hidden="true"
      >
        {t('diagram.yAxis')}
      </text>
      {points.length > 1 && (
        <polyline className="curve" points={points.map((p) => `${x(p.meanPredicted)},${y(p.observedFrequency)}`).join(' ')} />
      )}
      {points.map((p) => (
        <circle key={p.binLower} cx={x(p.meanPredicted)} cy={y(p.observedFrequency)} r={radius(p.count)} className="point">
          <title>
            {t('diagram.pointTitle', {
              from: pct(p.binLower),
              to: pct(p.binUpper),
              forecast: pct(p.meanPredicted),
              observed: pct(p.observedFrequency),
              count: p.count,
            })}
          </title>
        </circle>
      ))}
      {points.length === 0 && (
        <text x={x(0.3)} y={y(0.8)} textAnchor="middle" className="empty" aria-hidden="true">
          {t('diagram.notScored')}
        </text>
      )}
    </svg>
  );
}
