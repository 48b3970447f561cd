// The earthquake hazard curve of the forecast card: the chance of at least each intensity MMI V..IX at the place in
// the window (forecast.hazardCurve), drawn with uPlot on a log scale (the curve falls by orders of magnitude from V to
// IX), described in words for screen readers, with the numbers in a folded table.
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import type { HazardCurvePoint } from '../../../src-server/contracts/risk';
import { formatPercent } from '../../i18n';

const HEIGHT = 200;
const ROMAN: Record<number, string> = { 5: 'V', 6: 'VI', 7: 'VII', 8: 'VIII', 9: 'IX' };
/** The lowest chance drawn (0.001 %): a smaller one sits on the axis, its number in the table. */
const FLOOR = 0.001;
/** The y axis's marks: one per power of ten (a log axis's own marks crowd each other). */
const DECADES = [0.001, 0.01, 0.1, 1, 10, 100];

/** An axis mark in the dashboard's language, with the decimals its power of ten needs ("0.01%", "0,01 %", "10%"). */
const decadeText = (p: number) => formatPercent(p, Math.max(0, Math.round(-Math.log10(p))));

/** A chance in the dashboard's language, with as many decimals as its size needs ("12%", "3.4%", "0.05%", "<0.01%"). */
const pctText = (p: number, below: (value: string) => string) =>
  p >= 10
    ? formatPercent(p, 0)
    : p >= 1
      ? formatPercent(p, 1)
      : p >= 0.01
        ? formatPercent(p, 2)
        : p > 0
          ? below(formatPercent(0.01, 2))
          : formatPercent(0, 0);

export function HazardCurveChart({ points, windowText }: { points: HazardCurvePoint[]; windowText: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const series = t('curve.series');
  const xLabel = t('curve.xLabel');
  const yLabel = t('curve.yLabel');

  useEffect(() => {
    const el = box.current;
    if (!el || points.length === 0) return;
    const xs = points.map((p) => p.intensity);
    const ys = points.map((p) => Math.max(FLOOR, p.probability));
    const plot = new uPlot(
      {
        width: Math.max(260, el.clientWidth),
        height: HEIGHT,
        scales: { x: { time: false, range: [4.7, 9.3] }, y: { distr: 3, log: 10, range: [FLOOR, 100] } },
        series: [{}, { label: series, stroke: '#b42318', width: 2, points: { show: true, size: 7, fill: '#b42318' } }],
        axes: [
          { stroke: '#5b6475', values: (_u, ticks) => ticks.map((t) => ROMAN[t] ?? ''), splits: () => xs, label: xLabel },
          {
            stroke: '#5b6475',
            size: 60,
            space: 18,
            splits: () => DECADES,
            values: (_u, ticks) => ticks.map((tick) => (tick == null ? '' : decadeText(tick))),
            label: yLabel,
          },
        ],
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
      },
      [xs, ys],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(260, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, series, xLabel, yLabel]);

  const pct = (p: number) => pctText(p, (value) => t('curve.below', { value }));
  const summary = t('curve.summary', {
    window: windowText,
    points: points.map((p) => `MMI ${ROMAN[p.intensity]} ${pct(p.probability)}`).join(', '),
  });
  return (
    <section>
      <h3>{t('curve.title')}</h3>
      <figure className="hazard-curve" data-testid="hazard-curve" data-points={points.length}>
        <div ref={box} role="img" aria-label={summary} />
        <figcaption className="small muted">{summary}</figcaption>
        <details className="numbers">
          <summary>{t('curve.showNumbers')}</summary>
          <table className="breakdown" data-testid="hazard-curve-table">
            <thead>
              <tr>
                <th scope="col">{t('curve.atLeast')}</th>
                <th scope="col" className="num">
                  {t('curve.chance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.intensity}>
                  <td>
                    MMI {ROMAN[p.intensity]} ({t(`curve.words.${p.intensity}`)})
                  </td>
                  <td className="num">{pct(p.probability)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>
    </section>
  );
}
