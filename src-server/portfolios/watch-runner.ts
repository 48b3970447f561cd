// A watch on a portfolio (issue 48, item 4): each site evaluated (the engine a place watch uses), each site's crossing
// decided from its own trigger state, and one alert that lists the sites that crossed with their values. The watch
// runner (watches/run-watch.ts) hands such watches here; docs/portfolios.md "Watches on a portfolio".
import type { HazardId } from '../contracts/enums.js';
import type { Place } from '../contracts/risk.js';
import type { Sql } from '../db/sql.js';
import type { NotificationPayload } from '../notify/outbox-repo.js';
import type { Outbox } from '../notify/outbox.js';
import type { RiskService } from '../risk/service.js';
import { mapPool } from '../shared/pool.js';
import { valueText } from '../shared/format.js';
import type { EvaluationRecord, EvaluationsRepo, SiteEvaluation } from '../watches/evaluations-repo.js';
import type { WatchesRepo, WatchRecord } from '../watches/repo.js';
import { nextSlot } from '../watches/schedule-math.js';
import { valuesOf, type Values } from '../watches/run-watch.js';
import { decide, INITIAL_TRIGGER_STATE, type TriggerDecision, type TriggerOutcome, type TriggerState } from '../watches/trigger.js';
import type { PortfolioRecord, PortfoliosRepo, SiteRecord } from './repo.js';
import type { WatchSitesRepo } from './watch-sites-repo.js';

export interface PortfolioWatchDeps {
  db: Sql;
  risk: Pick<RiskService, 'evaluate'>;
  watches: WatchesRepo;
  evaluations: EvaluationsRepo;
  outbox: Outbox;
  portfolios: Pick<PortfoliosRepo, 'get'>;
  sites: WatchSitesRepo;
  defaultIntervalMin: number;
}

/** Sites evaluated at once (each an engine call over the hazards the watch reads). */
const SITES_AT_ONCE = 4;

/** The place a portfolio watch shows: the portfolio by name, at its sites' centre (no country: it spans several). */
export function portfolioPlace(p: Pick<PortfolioRecord, 'name' | 'sites'>): Place {
  const mean = (xs: number[]) => (xs.length > 0 ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 1e4) / 1e4 : 0);
  return {
    name: `${p.name} (portfolio, ${p.sites.length} sites)`,
    city: p.name,
    country: '',
    countryCode: '',
    admin1: null,
    lat: mean(p.sites.map((s) => s.lat)),
    lng: mean(p.sites.map((s) => s.lng)),
    source: 'coordinates',
  };
}

/** What a fired site says: its name, place and value (and its correlated hazards' values when they fired it). */
interface FiredSite {
  site: SiteRecord;
  outcome: TriggerOutcome;
}

/** One notification for the sites that crossed: their names and values in the summary and the facts. */
export function portfolioAlertPayload(
  w: WatchRecord,
  portfolio: Pick<PortfolioRecord, 'id' | 'name' | 'sites'>,
  fired: readonly FiredSite[],
  evaluation: { id: number; evaluatedAt: string },
): NotificationPayload {
  const top = [...fired].sort((a, b) => (b.outcome.value ?? -1) - (a.outcome.value ?? -1));
  const said = (f: FiredSite) =>
    f.outcome.reasons.includes('crossing')
      ? `${f.site.name} ${valueText(f.outcome.value)}`
      : `${f.site.name} (${Object.entries(f.outcome.correlationValues)
          .map(([h, v]) => `${h} ${valueText(v)}`)
          .join(', ')})`;
  const listed = top.slice(0, 20).map(said);
  const more = top.length > listed.length ? `, and ${top.length - listed.length} more` : '';
  const value = Math.max(...fired.map((f) => f.outcome.value ?? -Infinity));
  const reasons = [...new Set(fired.flatMap((f) => f.outcome.reasons))];
  const what = reasons.includes('crossing')
    ? `${w.hazard} ${w.metric} at or above ${w.threshold}`
    : `every correlated hazard at or above ${w.correlationThreshold}`;
  return {
    type: 'watch.triggered',
    timestamp: evaluation.evaluatedAt,
    data: {
      watchId: w.id,
      headline: `${fired.length} of ${portfolio.sites.length} sites of ${portfolio.name}: ${what}`,
      summary: `In ${portfolio.name} over the next ${w.horizon}, ${fired.length} of ${portfolio.sites.length} sites crossed (${what}): ${listed.join('; ')}${more}.`,
      place: { name: w.place.name, lat: w.place.lat, lng: w.place.lng, countryCode: w.place.countryCode },
      portfolio: { id: portfolio.id, name: portfolio.name, sites: portfolio.sites.length },
      hazard: w.hazard,
      metric: w.metric,
      threshold: w.threshold,
      value: Number.isFinite(value) ? value : null,
      horizon: w.horizon,
      reasons,
      correlation: w.correlationHazards.length > 0 ? { hazards: w.correlationHazards, threshold: w.correlationThreshold } : null,
      sites: top.map((f) => ({
        siteId: f.site.id,
        name: f.site.name,
        place: f.site.place.name,
        lat: f.site.lat,
        lng: f.site.lng,
        value: f.outcome.value,
        reasons: f.outcome.reasons,
        correlationValues: f.outcome.correlationValues,
      })),
      evaluationId: evaluation.id,
      evaluatedAt: evaluation.evaluatedAt,
      facts: [
        ['Portfolio', portfolio.name],
        ['Sites crossed', `${fired.length} of ${portfolio.sites.length}`],
        ['Hazard', w.hazard],
        ['Horizon', w.horizon],
        ...top
          .slice(0, 6)
          .map((f): [string, string] => [f.site.name, `${w.metric} ${valueText(f.outcome.value)} (threshold ${w.threshold})`]),
      ],
    },
  };
}

/** The evaluation's values per hazard: the highest of the sites' (status ok where any site was scored). */
function highestValues(perSite: readonly Values[]): Values {
  const out: Values = {};
  for (const values of perSite) {
    for (const [h, v] of Object.entries(values) as [HazardId, NonNullable<Values[HazardId]>][]) {
      const o = out[h];
      const max = (a: number | null | undefined, b: number | null) => (a === null || a === undefined ? b : b === null ? a : Math.max(a, b));
      const status =
        o?.status === 'ok' || v.status === 'ok' ? 'ok' : o?.status === 'pending' || v.status === 'pending' ? 'pending' : v.status;
      out[h] = {
        riskScore: max(o?.riskScore, v.riskScore),
        probability: max(o?.probability, v.probability),
        severity: max(o?.severity, v.severity),
        status,
      };
    }
  }
  return out;
}

/** The watch's decision from its sites': fired if any fired, else the most telling of theirs. */
const ORDER: TriggerDecision[] = ['fired', 'above', 'rearmed', 'hold', 'below', 'no_data'];
const overall = (decisions: readonly TriggerDecision[]): TriggerDecision => ORDER.find((d) => decisions.includes(d)) ?? 'no_data';

export function createPortfolioWatchRunner(deps: PortfolioWatchDeps) {
  async function valuesAt(site: SiteRecord, w: WatchRecord, now: Date): Promise<{ values: Values; ageSec: number | null; error?: string }> {
    const hazards = [...new Set([w.hazard, ...w.correlationHazards])];
    try {
      const r = await deps.risk.evaluate({ place: site.place, hazards, horizon: w.horizon, lens: w.lens, now });
      const values = valuesOf(r.breakdown);
      return { values, ageSec: r.scored.length > 0 ? Math.max(...r.scored.map((s) => s.dataAgeSec)) : null };
    } catch (err) {
      return { values: {}, ageSec: null, error: `${site.name}: evaluation failed: ${(err as Error).message}` };
    }
  }

  return {
    /**
     * Evaluates and records a portfolio watch: every site, each decided from its own state, one evaluation row, one
     * alert for the sites that fired. A site whose monitored hazard waits for its turn is left undecided (its state
     * kept) and a scheduled watch runs again when it is ready. Null when the watch is gone or no longer due to run.
     */
    async evaluate(w: WatchRecord, now: Date, trigger: 'scheduled' | 'manual'): Promise<EvaluationRecord | null> {
      const portfolio = w.portfolioId ? await deps.portfolios.get(w.portfolioId) : undefined;
      const sites = portfolio?.sites ?? [];
      const runs = await mapPool(sites, SITES_AT_ONCE, (site) => valuesAt(site, w, now));
      return deps.db.transaction(async (tx) => {
        const [current] = await deps.watches.on(tx).rereadAll([w]);
        if (!current || (trigger === 'scheduled' && current.status !== 'active')) return null;
        const states = await deps.sites.on(tx).states(current.id);
        const siteRows: SiteEvaluation[] = [];
        const fired: FiredSite[] = [];
        // Each site's state after this evaluation (a pending site keeps its own).
        const after: TriggerState[] = [];
        let readyAt: number | undefined;
        for (const [i, site] of sites.entries()) {
          const { values } = runs[i]!;
          const monitored = values[current.hazard];
          const prev = states.get(site.id) ?? { ...INITIAL_TRIGGER_STATE, lastValue: null };
          if (monitored?.status === 'pending') {
            after.push(prev);
            if (monitored.readyAt) readyAt = Math.max(readyAt ?? 0, Date.parse(monitored.readyAt) + 1000);
            siteRows.push({ siteId: site.id, siteName: site.name, value: null, status: 'pending', decision: 'no_data', reasons: [] });
            continue;
          }
          const outcome = decide(prev, current, values);
          after.push(outcome.state);
          await deps.sites.on(tx).save(current.id, site.id, { ...outcome.state, lastValue: outcome.value ?? prev.lastValue });
          siteRows.push({
            siteId: site.id,
            siteName: site.name,
            value: outcome.value,
            status: monitored?.status ?? 'unavailable',
            decision: outcome.decision,
            reasons: outcome.reasons,
          });
          if (outcome.fired) fired.push({ site, outcome });
        }
        const scoredValues = siteRows.flatMap((s) => (s.value === null ? [] : [s.value]));
        const value = scoredValues.length > 0 ? Math.max(...scoredValues) : null;
        const errors = runs.flatMap((r) => (r.error ? [r.error] : []));
        const ages = runs.flatMap((r) => (r.ageSec === null ? [] : [r.ageSec]));
        const evaluatedAt = now.toISOString();
        const evaluation = await deps.evaluations.on(tx).insert({
          watchId: current.id,
          evaluatedAt,
          trigger,
          value,
          values: highestValues(runs.map((r) => r.values)),
          decision: overall(siteRows.map((s) => s.decision)),
          fired: fired.length > 0,
          reasons: [...new Set(fired.flatMap((f) => f.outcome.reasons))],
          error: !portfolio ? 'the portfolio no longer exists' : errors.length > 0 ? errors.slice(0, 5).join('; ') : null,
          dataAgeSec: ages.length > 0 ? Math.max(...ages) : null,
          sites: siteRows,
        });
        const state = {
          // The watch is armed while every site is (a site that fired waits to fall back below before it fires again).
          armed: after.every((s) => s.armed),
          correlationArmed: after.every((s) => s.correlationArmed),
          lastValue: value ?? current.lastValue,
          lastEvaluatedAt: evaluatedAt,
        };
        const repo = deps.watches.on(tx);
        if (trigger === 'scheduled') {
          const next = nextSlot(current.nextRunAt, current.intervalMin ?? deps.defaultIntervalMin, now).getTime();
          await repo.saveRun(current.id, {
            ...state,
            nextRunAt: new Date(readyAt !== undefined ? Math.min(next, readyAt) : next).toISOString(),
          });
        } else {
          await repo.saveState(current.id, state);
        }
        if (fired.length > 0 && current.channels.length > 0 && portfolio) {
          await deps.outbox.enqueue(
            {
              watchId: current.id,
              evaluationId: evaluation.id,
              kind: 'alert',
              channels: current.channels,
              payload: portfolioAlertPayload(current, portfolio, fired, evaluation),
            },
            { readBack: false, tx },
          );
        }
        return evaluation;
      });
    },
  };
}
export type PortfolioWatchRunner = ReturnType<typeof createPortfolioWatchRunner>;
