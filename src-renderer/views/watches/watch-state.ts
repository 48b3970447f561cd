// Words for a watch's state and delivery health, and its condition in one line.
import type { DeliveryHealth, WatchView } from '../../../src-server/contracts/watches';
import type { HazardWords } from '../../components/hazards';
import { horizonLabel, metricLabel } from '../../components/labels';
import { i18n } from '../../i18n';

export type WatchState = 'armed' | 'fired' | 'paused';

/** paused: not evaluated; fired: crossed and not yet re-armed; armed: the next crossing notifies. */
export function watchState(w: Pick<WatchView, 'status' | 'state'>): WatchState {
  if (w.status === 'paused') return 'paused';
  return w.state.armed ? 'armed' : 'fired';
}

/** The state's one word ("armed") and its explanation ("Armed: alerts on the next crossing"). */
export const stateWord = (s: WatchState): string => i18n.t(`watches.states.${s}`);
export const stateWords = (s: WatchState): string => i18n.t(`watches.stateWords.${s}`);

export const healthWords = (h: DeliveryHealth['status']): string => i18n.t(`watches.health.${h}`);

/** "Earthquake risk score ≥ 50 over 7 days". */
export function conditionText(w: WatchView, hazards: HazardWords): string {
  return i18n.t('watches.condition', {
    hazards: w.alertCondition.eventHazards.map((h) => hazards.label(h)).join(i18n.t('common:join.and')),
    metric: metricLabel(w.alertCondition.metric).toLowerCase(),
    threshold: w.threshold,
    horizon: horizonLabel(w.alertCondition.horizon),
  });
}

export function correlationText(w: WatchView, hazards: HazardWords): string | null {
  const c = w.alertCondition;
  if (c.correlationHazards.length === 0) return null;
  return i18n.t('watches.correlation', {
    hazards: c.correlationHazards.map((h) => hazards.label(h)).join(', '),
    threshold: c.correlationThreshold ?? w.threshold,
  });
}
