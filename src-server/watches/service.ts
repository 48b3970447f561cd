// Watch creation (from POST /risk with alert.enabled, or the create_watch tool) and its public shape.
import type { Hazard, Horizon, DecisionLens } from '../contracts/enums.js';
import type { AlertRequest, AlertWatch, Place } from '../contracts/risk.js';
import { ownerRef, type Principal } from '../auth/principal.js';
import type { Clock } from '../shared/clock.js';
import { randomSuffix, slugify } from '../shared/slug.js';
import type { WatchesRepo, WatchRecord } from './repo.js';

/** Defaults when the alert request leaves a field out (docs/api-decisions.md). */
export const ALERT_DEFAULTS = { metric: 'riskScore', threshold: 50 } as const;

export function watchId(place: Place, hazard: Hazard): string {
  return `${slugify(`${place.city}-${place.countryCode}`)}-${hazard}-${randomSuffix()}`;
}

export function toAlertWatch(w: WatchRecord): AlertWatch {
  return {
    object: 'service.alert_watch',
    id: w.id,
    status: w.status,
    threshold: w.threshold,
    alertCondition: {
      metric: w.metric,
      eventHazards: [w.hazard],
      correlationHazards: w.correlationHazards,
      correlationThreshold: w.correlationThreshold,
      horizon: w.horizon,
    },
    channels: w.channels,
    place: w.place,
    createdAt: w.createdAt,
  };
}

export interface CreateWatchInput {
  alert: AlertRequest;
  place: Place;
  /** The forecast's hazard and horizon: defaults for the alert's own. */
  hazard: Hazard;
  horizon: Horizon;
  lens: DecisionLens;
  principal: Principal;
  /** The full request that asked for the watch. */
  request: unknown;
}

export function createWatchService(deps: { repo: WatchesRepo; clock: Clock }) {
  return {
    create(input: CreateWatchInput): AlertWatch {
      const { alert } = input;
      const hazard = alert.hazard ?? input.hazard;
      const threshold = alert.threshold ?? ALERT_DEFAULTS.threshold;
      const owner = ownerRef(input.principal);
      const now = deps.clock.now().toISOString();
      const record: WatchRecord = {
        id: watchId(input.place, hazard),
        ownerKind: owner.kind,
        ownerRef: owner.ref,
        status: 'active',
        place: input.place,
        hazard,
        metric: alert.metric ?? ALERT_DEFAULTS.metric,
        threshold,
        horizon: alert.horizon ?? input.horizon,
        lens: input.lens,
        correlationHazards: [...new Set(alert.correlationHazards ?? [])],
        correlationThreshold: alert.correlationHazards ? (alert.correlationThreshold ?? threshold) : null,
        channels: alert.channels ?? [],
        request: input.request,
        createdAt: now,
        updatedAt: now,
      };
      deps.repo.insert(record);
      return toAlertWatch(record);
    },
    get: (id: string) => deps.repo.get(id),
  };
}
export type WatchService = ReturnType<typeof createWatchService>;
