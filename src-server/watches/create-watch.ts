// Creating a watch, the one use case behind POST /api/v1/risk (alert.enabled), POST /api/v1/watches and the MCP
// create_watch tool. From a request it reads the place, hazard, horizon and lens from the prompt or place name and
// stores the watch: no forecast is run, so it fails only for reasons that concern the watch (place not found,
// invalid fields, and the caller's quota, charged by the route or tool).
import { DEFAULT_HORIZON, DEFAULT_LENS } from '../contracts/enums.js';
import type { AlertRequest, AlertWatch, Place } from '../contracts/risk.js';
import type { RiskContracts } from '../contracts/risk.js';
import type { CreatedWatch, CreateWatchBody } from '../contracts/watches.js';
import type { Principal } from '../auth/principal.js';
import type { PromptUnderstanding } from '../geocode/understand.js';
import type { Clock } from '../shared/clock.js';
import { validationError } from '../shared/errors.js';
import { zodIssuesToFieldErrors } from '../shared/zod-errors.js';
import type { CreateWatchInput, WatchService } from './service.js';

export interface CreateWatchDeps {
  clock: Clock;
  watches: WatchService;
  /** Reads a prompt (place first, then hazards, horizon, lens); throws 422 place_not_found. */
  understand: (prompt: string, now: Date) => Promise<PromptUnderstanding>;
  /** The app's alert schema (its hazards and their aliases). */
  alertRequestSchema: RiskContracts['alertRequestSchema'];
  /**
   * The place a watch on a portfolio stands for (the caller's portfolio: 401 anonymous, 404 someone else's or a
   * missing one); absent, `portfolioId` is refused.
   */
  portfolioPlace?: (principal: Principal, portfolioId: string) => Promise<Place>;
}

/** A watch is on a portfolio or on one place, never both. */
export const PORTFOLIO_ALONE = 'give portfolioId alone, without prompt or place';

export function createWatchUseCase(deps: CreateWatchDeps) {
  function alertOf(body: CreateWatchBody): AlertRequest {
    const parsed = deps.alertRequestSchema.safeParse({
      enabled: true,
      metric: body.metric,
      threshold: body.threshold,
      hazard: body.hazard,
      horizon: body.horizon,
      correlationHazards: body.correlationHazards,
      correlationThreshold: body.correlationThreshold,
      channels: body.channels,
      intervalMin: body.intervalMin,
      hysteresis: body.hysteresis,
    } satisfies Record<keyof AlertRequest, unknown>);
    if (!parsed.success) throw validationError(zodIssuesToFieldErrors(parsed.error.issues, ''));
    return parsed.data;
  }

  /**
   * The checks that need no place: exactly one of prompt or place, and the alert fields as POST /risk checks `alert`.
   * Throws a 400; callers run it before charging the quota, so a malformed request is never counted.
   */
  function check(body: CreateWatchBody): { text: string | undefined; alert: AlertRequest } {
    const text = body.prompt ?? body.place;
    if (body.portfolioId !== undefined && text !== undefined) {
      throw validationError([{ field: 'portfolioId', message: PORTFOLIO_ALONE }]);
    }
    if (body.portfolioId === undefined && ((body.prompt === undefined) === (body.place === undefined) || text === undefined)) {
      throw validationError([{ field: body.prompt === undefined ? 'prompt' : 'place', message: 'give exactly one of prompt or place' }]);
    }
    const alert = alertOf(body);
    if (body.portfolioId !== undefined && !alert.hazard) {
      throw validationError([{ field: 'hazard', message: "name the hazard to monitor at the portfolio's sites" }]);
    }
    return { text, alert };
  }

  /** A watch on the caller's portfolio: its sites evaluated at each run (portfolios/watch-runner.ts). */
  async function forPortfolio(body: CreateWatchBody, alert: AlertRequest, principal: Principal): Promise<CreatedWatch> {
    if (!deps.portfolioPlace) throw validationError([{ field: 'portfolioId', message: 'portfolios are not served here' }]);
    const place = await deps.portfolioPlace(principal, body.portfolioId!);
    // A portfolio belongs to a key or the owner (anonymous callers were refused above), so no management token is made.
    const { record } = await deps.watches.createRecord({
      alert,
      place,
      portfolioId: body.portfolioId,
      hazard: alert.hazard!,
      horizon: alert.horizon ?? DEFAULT_HORIZON,
      lens: body.decisionLens ?? DEFAULT_LENS,
      principal,
      request: body,
      channelsField: 'channels',
    });
    return { ...deps.watches.detail(record), signingSecret: record.signingSecret! };
  }

  return {
    check,

    /** POST /api/v1/risk with alert.enabled: the forecast has already resolved the place, hazard, horizon and lens. */
    forForecast(input: CreateWatchInput): Promise<AlertWatch> {
      return deps.watches.create(input);
    },

    /**
     * POST /api/v1/watches and MCP create_watch: exactly one of prompt or place; the hazard is the one given, else
     * the first the prompt names (a 400 when neither names one); horizon and lens as given, else as the prompt
     * says, else the defaults (30d, community-planning). Returns the stored watch with its signing secret (and, for an
     * anonymous caller holding no management token, the new one).
     */
    async fromRequest(body: CreateWatchBody, principal: Principal): Promise<CreatedWatch> {
      const { text, alert } = check(body);
      if (text === undefined) return forPortfolio(body, alert, principal);
      const { place, hazards, horizon, lens } = await deps.understand(text, deps.clock.now());
      const hazard = alert.hazard ?? hazards[0];
      if (!hazard) {
        throw validationError([
          { field: 'hazard', message: `name the hazard to monitor: the ${body.prompt === undefined ? 'place' : 'prompt'} names none` },
        ]);
      }
      const { record, manageToken } = await deps.watches.createRecord({
        alert,
        place,
        hazard,
        horizon: alert.horizon ?? horizon ?? DEFAULT_HORIZON,
        lens: body.decisionLens ?? lens ?? DEFAULT_LENS,
        principal,
        request: body,
        channelsField: 'channels',
      });
      return { ...deps.watches.detail(record), signingSecret: record.signingSecret!, ...(manageToken ? { manageToken } : {}) };
    },
  };
}
export type CreateWatchUseCase = ReturnType<typeof createWatchUseCase>;
