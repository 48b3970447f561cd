// Hazards whose calls wait for their turn in the Open-Meteo budget: how many are scored, when each will be, and when
// this page asks again by itself (docs/dashboard.md "Pending hazards").
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, locale } from '../../i18n';
import { useHazards } from '../../components/hazards';

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
  if (!readyAt) return i18n.t('pending.soon');
  const s = Math.ceil((Date.parse(readyAt) - now) / 1000);
  if (s <= 1) return i18n.t('pending.anyMoment');
  if (s < 120) return i18n.t('pending.inSeconds', { count: s });
  if (s < 7200) return i18n.t('pending.inMinutes', { count: Math.ceil(s / 60) });
  return i18n.t('pending.at', { time: new Date(readyAt).toLocaleTimeString(locale(), { hour: '2-digit', minute: '2-digit' }) });
}

/** "3 of 9 hazards scored", a progress bar, each waiting hazard with its time, and when the page asks again. */
export function PendingProgress({ hazards, askAgainAt }: { hazards: readonly HazardState[]; askAgainAt: number | null }) {
  const { t } = useTranslation();
  const words = useHazards();
  const pending = hazards.filter((h) => h.status === 'pending');
  const now = useNow(pending.length > 0);
  if (pending.length === 0) return null;
  const scored = hazards.filter((h) => h.status === 'ok').length;
  return (
    <section className="pending" aria-labelledby="pending-title" data-testid="pending-progress">
      <h3 id="pending-title">{t('pending.scored', { scored, total: hazards.length })}</h3>
      <progress value={scored} max={hazards.length} aria-labelledby="pending-title" />
      <ul>
        {pending.map((h) => (
          <li key={h.hazard} data-hazard={h.hazard}>
            <strong>{words.label(h.hazard)}</strong>: {t('pending.waiting', { when: inAbout(h.readyAt, now) })}
          </li>
        ))}
      </ul>
      <p className="small muted" data-testid="pending-follow-up">
        {askAgainAt === null ? t('pending.asking') : t('pending.fillsIn', { when: inAbout(new Date(askAgainAt).toISOString(), now) })}
      </p>
    </section>
  );
}
