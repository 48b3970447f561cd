// Per-hazard scores: Brier, baseline and counts; hazards with nothing resolved say so instead of showing 0.
import type { TrackRecord } from '../../../src-server/contracts/track-record';
import { hazardLabel } from '../../components/labels';
import { formatBrier } from './format';

export function PerHazardTable({ rows }: { rows: TrackRecord['perHazard'] }) {
  return (
    <section>
      <h3 id="per-hazard-title">By hazard</h3>
      <div className="table-scroll">
        <table className="breakdown" data-testid="per-hazard" aria-labelledby="per-hazard-title">
          <thead>
            <tr>
              <th scope="col">Hazard</th>
              <th scope="col" className="num">Brier score</th>
              <th scope="col" className="num">Baseline</th>
              <th scope="col" className="num">Resolved</th>
              <th scope="col" className="num">Logged</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.hazard} data-hazard={row.hazard}>
                <th scope="row">{hazardLabel(row.hazard)}</th>
                <td className={row.brierScore === null ? 'num muted' : 'num'}>{formatBrier(row.brierScore)}</td>
                <td className={row.baselineBrierScore === null ? 'num muted' : 'num'}>{formatBrier(row.baselineBrierScore)}</td>
                <td className="num">{row.resolved.toLocaleString()}</td>
                <td className="num">{row.logged.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
