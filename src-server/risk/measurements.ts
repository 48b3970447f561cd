// The live track record as the confidence rule reads it: a hazard's measured skill at a horizon, read from the database
// and kept for ten minutes (it changes as forecasts resolve, hourly).
import type { Horizon } from '../contracts/enums.js';
import type { Measurement } from '../hazards/types.js';
import type { TrackRecordService } from '../track-record/service.js';

/** What the risk service uses of the track record: logging each answer, and (optionally) its scores. */
export type TrackRecordHook = Pick<TrackRecordService, 'logAssessment'> & Partial<Pick<TrackRecordService, 'get'>>;

/** How long a track-record measurement is reused before it is read again (it changes as forecasts resolve, hourly). */
const TRACK_RECORD_MEASUREMENT_TTL_MS = 600_000;

export function createMeasurements(trackRecord: TrackRecordHook | undefined) {
  const measured = new Map<string, { at: number; m: Measurement | null }>();

  async function readMeasurement(
    get: NonNullable<TrackRecordHook['get']>,
    key: string,
    hazard: string,
    horizon: '7d' | '30d',
    now: Date,
  ): Promise<Measurement | null> {
    let m: Measurement | null = null;
    try {
      const tr = await get({ hazard: hazard as never, horizon });
      if (tr.forecastsResolved > 0 && tr.skillVsBaselinePct !== null) {
        m = {
          source: 'track-record',
          forecasts: tr.forecastsResolved,
          events: Math.round(tr.reliability.reduce((sum, r) => sum + (r.observedFrequency ?? 0) * r.count, 0)),
          brierSkillPct: tr.skillVsBaselinePct,
          skillCiLowPct: null,
          skillCiHighPct: null,
          reliability: tr.decomposition?.reliability ?? null,
          uncertainty: tr.decomposition?.uncertainty ?? null,
          reference: 'track record',
        };
      }
    } catch {
      m = null; // a hazard the track record does not follow
    }
    measured.set(key, { at: now.getTime(), m });
    return m;
  }

  return {
    /**
     * The live track record of a hazard at a horizon, as a Measurement for the confidence rule (null without one): from
     * memory while fresh, else a Promise of it read from the database.
     */
    measurementOf(hazard: string, horizon: Horizon, now: Date): Measurement | null | Promise<Measurement | null> {
      // The track record logs 7d and 30d forecasts only.
      if (!trackRecord?.get || (horizon !== '7d' && horizon !== '30d')) return null;
      const key = `${hazard}|${horizon}`;
      const hit = measured.get(key);
      if (hit && now.getTime() - hit.at < TRACK_RECORD_MEASUREMENT_TTL_MS) return hit.m;
      return readMeasurement(trackRecord.get, key, hazard, horizon, now);
    },
    /** When the measurement in use for a hazard at a horizon is read again (none kept: never). */
    until(hazard: string, horizon: Horizon): number {
      const at = measured.get(`${hazard}|${horizon}`)?.at;
      return at === undefined ? Infinity : at + TRACK_RECORD_MEASUREMENT_TTL_MS;
    },
  };
}
export type Measurements = ReturnType<typeof createMeasurements>;
