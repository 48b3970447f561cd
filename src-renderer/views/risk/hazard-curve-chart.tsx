// The earthquake hazard curve of the forecast card: the chance of at least each intensity MMI V..IX at the place in
// the window (forecast.hazardCurve), drawn with uPlot on a log scale (the curve falls by orders of magnitude from V to
// IX), described in words for screen readers, with the numbers in a folded table.
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { HazardCurvePoint } from '../../../src-server/contracts/risk';

const HEIGHT = 200;
const ROMAN: Record<number, string> = { 5: 'V', 6: 'VI', 7: 'VII', 8: 'VIII', 9: 'IX' };
const WORDS: Record<number, string> = { 5: 'moderate', 6: 'strong', 7: 'very strong', 8: 'severe', 9: 'violent' };
/** The lowest chance drawn (0.001 %): a smaller one sits on the axis, its number in the table. */
const FLOOR = 0.001;
/** The y axis's marks: one per power of ten (a log axis's own marks crowd each other). */
const DECADES = [0.001, 0.01, 0.1, 1, 10, 100];

const pctText = (p: number) => (p >= 10 ? `${p.toFixed(0)}%` : p >= 1 ? `${p.toFixed(1)}%` : p >= 0.01 ? `${p.toFixed(2)}%` : p > 0 ? '<0.01%' : '0%');

export function HazardCurveChart({ points, windowText }: { points: HazardCurvePoint[]; windowText: string }) {
  const box = useRef<HTMLDivElement>(null);

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
        series: [{}, { label: 'Chance of at least this intensity', stroke: '#b42318', width: 2, points: { show: true, size: 7, fill: '#b42318' } }],
        axes: [
          { stroke: '#5b6475', values: (_u, ticks) => ticks.map((t) => ROMAN[t] ?? ''), splits: () => xs, label: 'Intensity (MMI)' },
          { stroke: '#5b6475', size: 60, space: 18, splits: () => DECADES, values: (_u, ticks) => ticks.map((t) => (t == null ? '' : `${t}%`)), label: 'Chance' },
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
  }, [points]);

  const summary = `Chance of shaking at least this strong at the place, ${windowText}: ${points.map((p) => `MMI ${ROMAN[p.intensity]} ${pctText(p.probability)}`).join(', ')}.`;
  return (
    <section>
      <h3>Shaking hazard curve</h3>
      <figure className="hazard-curve" data-testid="hazard-curve" data-points={points.length}>
        <div ref={box} role="img" aria-label={summary} />
        <figcaption className="small muted">{summary}</figcaption>
        <details className="numbers">
          <summary>Show the numbers</summary>
          <table className="breakdown" data-testid="hazard-curve-table">
            <thead>
              <tr>
                <th scope="col">At least</th>
                <th scope="col" className="num">
                  Chance
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.intensity}>
                  <td>
                    MMI {ROMAN[p.intensity]} ({WORDS[p.intensity]})
                  </td>
                  <td className="num">{pctText(p.probability)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>
    </section>
  );
}
