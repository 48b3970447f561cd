// A watch's evaluated values against its threshold over time (uPlot on a canvas), described in words for screen
// readers, with the numbers in a folded table.
import 'uplot/dist/uPlot.min.css';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import { formatDataAge, formatDateTime, metricLabel } from '../../components/labels';
import { formatFixed } from '../../i18n';
import type { Evaluation } from '../../api/watches';
import type { AlertMetric } from '../../../src-server/contracts/enums';

const HEIGHT = 220;

export function HistoryChart(props: { evaluations: Evaluation[]; threshold: number; metric: AlertMetric }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // Oldest first for the chart and the table.
  const rows = useMemo(
    () => [...props.evaluations].sort((a, b) => Date.parse(a.evaluatedAt) - Date.parse(b.evaluatedAt)),
    [props.evaluations],
  );
  const label = metricLabel(props.metric);

  useEffect(() => {
    const el = box.current;
    if (!el || rows.length === 0) return;
    const xs = rows.map((r) => Date.parse(r.evaluatedAt) / 1000);
    const values = rows.map((r) => r.value);
    const fired = rows.map((r) => (r.fired ? r.value : null));
    const threshold = rows.map(() => props.threshold);
    // 0 to a little above the larger of the threshold and the highest value (at most 100): small values stay readable.
    const top = Math.min(100, Math.max(10, props.threshold, ...values.map((v) => v ?? 0)) * 1.2);
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: HEIGHT,
        scales: { x: { time: true }, y: { range: [0, top] } },
        series: [
          {},
          { label, stroke: '#0b6bcb', width: 2, points: { show: true, size: 6, fill: '#0b6bcb' } },
          { label: t('chart.threshold'), stroke: '#b42318', width: 1.5, dash: [6, 4], points: { show: false } },
          {
            label: t('chart.alertSent'),
            stroke: '#b42318',
            width: 0,
            paths: () => null,
            points: { show: true, size: 11, fill: '#b42318', stroke: '#ffffff', width: 2 },
          },
        ],
        axes: [{ stroke: '#5b6475' }, { stroke: '#5b6475', label, size: 50 }],
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
      },
      [xs, values, threshold, fired],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [rows, label, t, props.threshold, i18n.language]);

  if (rows.length === 0) {
    return (
      <p className="muted" data-testid="history-empty">
        {t('chart.empty')}
      </p>
    );
  }
  const valued = rows.filter((r) => r.value !== null);
  const last = rows.at(-1)!;
  const values = valued.length
    ? t('chart.values', {
        low: formatFixed(Math.min(...valued.map((r) => r.value!)), 1),
        high: formatFixed(Math.max(...valued.map((r) => r.value!)), 1),
        latest: last.value === null ? t('chart.decisions.no_data') : formatFixed(last.value, 1),
        count: rows.filter((r) => r.fired).length,
      })
    : t('chart.noValues');
  const summary = t('chart.summary', { metric: label, count: rows.length, threshold: props.threshold, values });

  return (
    <figure className="history-chart" data-testid="history-chart" data-points={rows.length}>
      <div ref={box} role="img" aria-label={summary} />
      <figcaption className="small muted">{summary}</figcaption>
      <details className="numbers">
        <summary>{t('chart.numbers')}</summary>
        <div className="table-scroll">
          <table className="breakdown" data-testid="evaluation-table">
            <thead>
              <tr>
                <th scope="col">{t('chart.evaluatedAt')}</th>
                <th scope="col">{t('chart.run')}</th>
                <th scope="col" className="num">
                  {label}
                </th>
                <th scope="col">Decision</th>
                <th scope="col">{t('chart.data')}</th>
              </tr>
            </thead>
            <tbody>
              {[...rows].reverse().map((r) => (
                <tr key={r.id}>
                  <td>{formatDateTime(r.evaluatedAt)}</td>
                  <td>{t(`chart.trigger.${r.trigger}`)}</td>
                  <td className="num">{r.value === null ? '—' : formatFixed(r.value, 1)}</td>
                  <td>
                    {t(`chart.decisions.${r.decision}`)}
                    {r.reasons.length > 0 && ` (${r.reasons.map((x) => t(`chart.reasons.${x}`)).join(', ')})`}
                    {r.error && <span className="source-error">: {r.error}</span>}
                  </td>
                  <td data-testid="evaluation-data-age">{r.dataAgeSec === null ? t('common.dash') : formatDataAge(r.dataAgeSec)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
