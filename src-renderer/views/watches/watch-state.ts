// Words for a watch's state and delivery health, and its condition in one line.
import type { DeliveryHealth, WatchView } from '../../../src-server/contracts/watches';
import { hazardLabel, HORIZON_LABELS, METRIC_LABELS } from '../../components/labels';

export type WatchState = 'armed' | 'fired' | 'paused';

/** paused: not evaluated; fired: crossed and not yet re-armed; armed: the next crossing notifies. */
export function watchState(w: Pick<WatchView, 'status' | 'state'>): WatchState {
  if (w.status === 'paused') return 'paused';
  return w.state.armed ? 'armed' : 'fired';
}

export const STATE_WORDS: Record<WatchState, string> = {
  armed: 'Armed: alerts on the next crossing',
  fired: 'Fired: above the threshold, re-arms when it falls below',
  paused: 'Paused: not evaluated',
};

export const HEALTH_WORDS: Record<DeliveryHealth['status'], string> = {
  none: 'nothing sent yet',
  ok: 'delivered',
  sending: 'sending',
  waiting: 'waiting',
  retrying: 'retrying',
  failing: 'failing',
};

/** "Earthquake risk score ≥ 50 over 7 days". */
export function conditionText(w: WatchView): string {
  const hazard = w.alertCondition.eventHazards.map((h) => hazardLabel(h)).join(' and ');
  return `${hazard} ${METRIC_LABELS[w.alertCondition.metric].toLowerCase()} ≥ ${w.threshold} over ${HORIZON_LABELS[w.alertCondition.horizon]}`;
}

export function correlationText(w: WatchView): string | null {
  const c = w.alertCondition;
  if (c.correlationHazards.length === 0) return null;
  return `or all of ${c.correlationHazards.map((h) => hazardLabel(h)).join(', ')} ≥ ${c.correlationThreshold ?? w.threshold}`;
}
