// A day of watch ticks on a time that jumps from one due watch to the next (test/support/budget-time.ts): each tick runs
// what is due, then the calls the budget queued are made at their turn. What it reports: per watch, whether it was
// evaluated within the day on data less than a day old, and whether every hazard it asks was scored at least once;
// the statuses of the weather hazards; the planner's day (planned weight, allowance, shortfall).
import type { FastifyInstance } from 'fastify';
import type { JumpableTime } from '../../test/support/budget-time.js';

const DAY_S = 86_400;

export interface WatchDayResult {
  ticks: number;
  simulatedHours: number;
  evaluations: number;
  watches: number;
  /** Watches with at least one evaluation whose data was under a day old. */
  evaluatedFresh: number;
  /** Watches whose every hazard (monitored and correlated) was scored at least once. */
  allHazardsScored: number;
  /** Watches with an evaluation that scored every hazard they ask on data under a day old. */
  evaluatedFreshAllHazards: number;
  /** Weather-hazard values over every evaluation, by status. */
  weatherStatuses: Record<string, number>;
  maxDataAgeSec: number | null;
  tickCpuMs: number;
}

export async function runWatchDay(
  app: FastifyInstance,
  time: JumpableTime,
  hours: number,
  weather: (h: string) => boolean,
): Promise<WatchDayResult> {
  const end = time.now() + hours * 3_600_000;
  const nextDue = async () =>
    (await app.db.get<{ t: string | null }>("SELECT MIN(next_run_at) AS t FROM watches WHERE status = 'active'"))?.t ?? null;
  const fresh = new Set<string>();
  const freshAll = new Set<string>();
  const asked = new Map(
    (
      await app.db.all<{ id: string; hazard: string; correlation_hazards_json: string }>(
        'SELECT id, hazard, correlation_hazards_json FROM watches',
      )
    ).map((w) => [w.id, [w.hazard, ...(JSON.parse(w.correlation_hazards_json) as string[])]]),
  );
  const scored = new Map<string, Set<string>>();
  const statuses: Record<string, number> = {};
  let evaluations = 0;
  let ticks = 0;
  let maxAge: number | null = null;
  let cpu = 0;
  for (;;) {
    const before = process.cpuUsage();
    const report = await app.services.watchRunner.tick(time.clock.now());
    const used = process.cpuUsage(before);
    cpu += (used.user + used.system) / 1000;
    ticks++;
    for (const e of report.evaluations) {
      evaluations++;
      if (e.dataAgeSec !== null) {
        maxAge = Math.max(maxAge ?? 0, e.dataAgeSec);
        if (e.dataAgeSec < DAY_S) fresh.add(e.watchId);
        if (e.dataAgeSec < DAY_S && asked.get(e.watchId)?.every((h) => e.values[h as keyof typeof e.values]?.status === 'ok'))
          freshAll.add(e.watchId);
      }
      const got = scored.get(e.watchId) ?? new Set<string>();
      for (const [h, v] of Object.entries(e.values)) {
        if (v?.status === 'ok') got.add(h);
        if (weather(h)) statuses[v!.status] = (statuses[v!.status] ?? 0) + 1;
      }
      scored.set(e.watchId, got);
    }
    await app.services.http.deferredSettled();
    const next = await nextDue();
    if (next === null || Date.parse(next) >= end) break;
    time.jumpTo(Date.parse(next));
    await app.services.http.deferredSettled();
  }
  const allScored = [...asked].filter(([id, hazards]) => hazards.every((h) => scored.get(id)?.has(h))).length;
  return {
    ticks,
    simulatedHours: hours,
    evaluations,
    watches: asked.size,
    evaluatedFresh: fresh.size,
    allHazardsScored: allScored,
    evaluatedFreshAllHazards: freshAll.size,
    weatherStatuses: statuses,
    maxDataAgeSec: maxAge,
    tickCpuMs: Math.round(cpu),
  };
}
