// Watches: storing a new one (for the create-watch use case), caller-scoped reads, PATCH, DELETE.
import type { HazardId, Horizon, DecisionLens } from '../contracts/enums.js';
import type { AlertRequest, AlertWatch, Place } from '../contracts/risk.js';
import type { WatchDetail, WatchPatch as WatchPatchInput } from '../contracts/watches.js';
import { canManage, ownersManagedBy, ownershipForNew } from '../auth/ownership.js';
import type { Principal } from '../auth/principal.js';
import { newSigningSecret } from '../notify/signing.js';
import { refuseUrlTarget } from '../net/address-policy.js';
import { channelView } from '../secrets/sealed-targets.js';
import type { Clock } from '../shared/clock.js';
import { AppError, validationError, type FieldError } from '../shared/errors.js';
import { randomSuffix, slugify } from '../shared/slug.js';
import type { WatchesRepo, WatchPatch, WatchRecord } from './repo.js';
import { firstSlot } from './schedule-math.js';
import { INITIAL_TRIGGER_STATE } from './trigger.js';
import { msg } from '../i18n/message.js';

/** Defaults when the alert request leaves a field out (docs/api-decisions.md). */
export const ALERT_DEFAULTS = { metric: 'riskScore', threshold: 50 } as const;

export function watchId(place: Place, hazard: HazardId): string {
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
    // Read now: a sealed target this server cannot open is shown unreadable, with why (never a 503 for the answer).
    channels: w.channels.map((c) => channelView(c.type, () => c.target)),
    place: w.place,
    createdAt: w.createdAt,
  };
}

export interface CreateWatchInput {
  alert: AlertRequest;
  place: Place;
  /** The forecast's hazard and horizon: defaults for the alert's own. */
  hazard: HazardId;
  horizon: Horizon;
  lens: DecisionLens;
  principal: Principal;
  /** The full request that asked for the watch. */
  request: unknown;
  /** Field path of the channels list in the caller's input, for 400s (default `alert.channels`). */
  channelsField?: string;
  /** A watch on a portfolio's sites (`place` then stands for the portfolio). */
  portfolioId?: string;
}

export interface WatchServiceDeps {
  repo: WatchesRepo;
  clock: Clock;
  defaultIntervalMin: number;
  /** Effective owner setting (config, overridden by settings). */
  allowPrivateTargets: () => boolean;
  /** Makes the management token of an anonymous caller's first watch (auth/manage-tokens.ts). */
  manageTokens: { mint(): Promise<{ id: string; token: string }> };
}

/** A stored watch, with the management token made for its anonymous creator (shown this once), if one was. */
export interface CreatedRecord {
  record: WatchRecord;
  manageToken?: string;
}

/**
 * 403 naming the channel when a caller other than the owner asks for a desktop channel: it shows notifications on
 * the computer running Hazardcast, which is the owner's (docs/watches.md). `channels` may be a raw, unvalidated body
 * value (the routes check before the quota is charged); anything that is not a list of channels passes here.
 */
export function refuseDesktopChannel(principal: Principal, channels: unknown, field: string): void {
  if (principal.kind === 'owner' || !Array.isArray(channels)) return;
  const i = channels.findIndex((c: unknown) => typeof c === 'object' && c !== null && (c as { type?: unknown }).type === 'desktop');
  if (i < 0) return;
  throw new AppError(
    'forbidden',
    "The desktop channel is for the app's owner: it shows notifications on the computer running Hazardcast.",
    {
      errors: [
        { field: `${field}[${i}].type`, message: 'desktop notifications are for the owner only (Authorization: Bearer <owner token>)' },
      ],
    },
  );
}

export function createWatchService(deps: WatchServiceDeps) {
  const listeners: ((id: string) => void)[] = [];
  const changed = (id: string) => {
    for (const fn of listeners) fn(id);
  };

  /** URL channels on loopback/private addresses are refused unless the owner allows them. */
  function checkTargets(channels: readonly { type: string; target: string }[], field: string): void {
    const allow = deps.allowPrivateTargets();
    const errors: FieldError[] = [];
    channels.forEach((c, i) => {
      if (c.type !== 'webhook' && c.type !== 'slack') return;
      const why = refuseUrlTarget(c.target, allow);
      if (why) errors.push({ field: `${field}[${i}].target`, message: why });
    });
    if (errors.length > 0) throw validationError(errors);
  }

  const detail = (w: WatchRecord): WatchDetail => ({
    ...toAlertWatch(w),
    portfolioId: w.portfolioId ?? null,
    intervalMin: w.intervalMin ?? deps.defaultIntervalMin,
    hysteresis: w.hysteresis,
    state: {
      armed: w.armed,
      correlationArmed: w.correlationArmed,
      lastValue: w.lastValue,
      lastEvaluatedAt: w.lastEvaluatedAt,
      nextRunAt: w.status === 'active' ? w.nextRunAt : null,
    },
    updatedAt: w.updatedAt,
  });

  async function getFor(principal: Principal, id: string): Promise<WatchRecord> {
    const w = await deps.repo.get(id);
    // Someone else's watch is answered exactly like a missing one: ids are not confirmed to strangers.
    if (!w || !canManage(principal, w))
      throw new AppError('watch_not_found', msg('errors.details.watchNotFound', { id: JSON.stringify(id) }));
    return w;
  }

  return {
    /** Stores a new watch for a resolved place (the create-watch use case calls this). */
    async createRecord(input: CreateWatchInput): Promise<CreatedRecord> {
      const { alert } = input;
      refuseDesktopChannel(input.principal, alert.channels, input.channelsField ?? 'alert.channels');
      checkTargets(alert.channels ?? [], input.channelsField ?? 'alert.channels');
      const hazard = alert.hazard ?? input.hazard;
      const threshold = alert.threshold ?? ALERT_DEFAULTS.threshold;
      const { owner, manageToken } = await ownershipForNew(input.principal, () => deps.manageTokens.mint());
      const nowDate = deps.clock.now();
      const now = nowDate.toISOString();
      const id = watchId(input.place, hazard);
      const record: WatchRecord = {
        id,
        ownerKind: owner.kind,
        ownerRef: owner.ref,
        status: 'active',
        place: input.place,
        portfolioId: input.portfolioId ?? null,
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
        intervalMin: alert.intervalMin ?? null,
        hysteresis: alert.hysteresis ?? 0,
        signingSecret: newSigningSecret(),
        armed: INITIAL_TRIGGER_STATE.armed,
        correlationArmed: INITIAL_TRIGGER_STATE.correlationArmed,
        lastValue: null,
        lastEvaluatedAt: null,
        nextRunAt: firstSlot(id, alert.intervalMin ?? deps.defaultIntervalMin, nowDate).toISOString(),
      };
      await deps.repo.insert(record);
      changed(id);
      return manageToken ? { record, manageToken: manageToken.token } : { record };
    },
    /**
     * Stores a new watch; the answer carries its webhook signing secret and, for an anonymous caller's first watch, its
     * management token: the only time either is shown.
     */
    async create(input: CreateWatchInput): Promise<AlertWatch> {
      const { record, manageToken } = await this.createRecord(input);
      return { ...toAlertWatch(record), signingSecret: record.signingSecret!, ...(manageToken ? { manageToken } : {}) };
    },
    get: (id: string) => deps.repo.get(id),
    /** 400 naming the field when a URL target is on a private address the owner has not allowed. */
    checkTargets,
    getFor,
    detail,
    /** The watches the caller manages: all for the owner, its key's and its management tokens' for the others. */
    async list(principal: Principal): Promise<WatchDetail[]> {
      const owners = ownersManagedBy(principal);
      if (owners !== 'all' && owners.length === 0) return [];
      return (await deps.repo.list(owners === 'all' ? undefined : owners)).map(detail);
    },
    async update(principal: Principal, id: string, input: WatchPatchInput): Promise<WatchDetail> {
      const w = await getFor(principal, id);
      if (input.channels) {
        refuseDesktopChannel(principal, input.channels, 'channels');
        checkTargets(input.channels, 'channels');
      }
      if (input.correlationThreshold !== undefined && w.correlationHazards.length === 0) {
        throw validationError([{ field: 'correlationThreshold', message: 'this watch has no correlationHazards' }]);
      }
      const now = deps.clock.now();
      const patch: WatchPatch = { ...input };
      const intervalMin = input.intervalMin ?? w.intervalMin ?? deps.defaultIntervalMin;
      // Resuming, or changing the interval, starts a fresh phase (spread like a new watch).
      if (
        (input.status === 'active' && w.status === 'paused') ||
        (input.intervalMin !== undefined && input.intervalMin !== w.intervalMin)
      ) {
        patch.nextRunAt = firstSlot(id, intervalMin, now).toISOString();
      }
      await deps.repo.update(id, patch, now.toISOString());
      changed(id);
      const updated = await deps.repo.get(id);
      // Deleted between the update and this read (another request, another instance): as missing as it now is.
      if (!updated) throw new AppError('watch_not_found', `No watch ${JSON.stringify(id)} for this caller.`);
      return detail(updated);
    },
    async remove(principal: Principal, id: string): Promise<void> {
      await getFor(principal, id);
      await deps.repo.delete(id);
      changed(id);
    },
    /** Listeners (the scheduler) hear every created, changed or deleted watch id. */
    onChange(fn: (id: string) => void): void {
      listeners.push(fn);
    },
  };
}
export type WatchService = ReturnType<typeof createWatchService>;
