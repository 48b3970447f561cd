// Hazards whose calls wait for their turn in the Open-Meteo budget: how many are scored, when each will be, and when
// this page asks again by itself (docs/dashboard.md "Pending hazards").
import { useEffect, useState } from 'react';
import { hazardLabel } from '../../components/labels';

/** A hazard as the breakdown or a forecast_pending problem gives it. */
export interface HazardState {
  hazard: string;
  status: string;
  reason?: string;
  readyAt?: string;
}

/** Seconds until the last pending hazard is ready, plus one for its call (what the server's Retry-After says). */
export function followUpSec(hazards: readonly { status: string; retryAfterSec?: number }[]): number | undefined {
  const waits = hazards.flatMap((h) => (h.status === 'pending' && h.retryAfterSec !== undefined ? [h.retryAfterSec] : []));
  return waits.length > 0 ? Math.max(...waits) + 1 : undefined;
}

/** Now, re-read every second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function inAbout(readyAt: string | undefined, now: number): string {
  if (!readyAt) return 'soon';
  const s = Math.ceil((Date.parse(readyAt) - now) / 1000);
  if (s <= 1) return 'any moment now';
  if (s < 120) return `in about ${s} s`;
  if (s < 7200) return `in about ${Math.ceil(s / 60)} min`;
  return `at ${new Date(readyAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`;
}

/** "3 of 9 hazards scored", a progress bar, each waiting hazard with its time, and when the page asks again. */
export function PendingProgress({ hazards, askAgainAt }: { hazards: readonly HazardState[]; askAgainAt: number | null }) {
  const pending = hazards.filter((h) => h.status === 'pending');
  const now = useNow(pending.length > 0);
  if (pending.length === 0) return null;
  const scored = hazards.filter((h) => h.status === 'ok').length;
  return (
    <section className="pending" aria-labelledby="pending-title" data-testid="pending-progress">
      <h3 id="pending-title">
        {scored} of {hazards.length} hazards scored
      </h3>
      <progress value={scored} max={hazards.length} aria-labelledby="pending-title" />
      <ul>
        {pending.map((h) => (
          <li key={h.hazard} data-hazard={h.hazard}>
            <strong>{hazardLabel(h.hazard)}</strong>: waiting for its turn in the Open-Meteo budget, ready {inAbout(h.readyAt, now)}
          </li>
        ))}
      </ul>
      <p className="small muted" data-testid="pending-follow-up">
        {askAgainAt === null
          ? 'Asking again…'
          : `This answer fills in by itself: the calls are being made within the free budget, and this page asks again ${inAbout(new Date(askAgainAt).toISOString(), now)}.`}
      </p>
    </section>
  );
}
