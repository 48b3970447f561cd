// A watch row for tests that write watches straight into the repository (tick tests): the defaults of an hourly
// earthquake watch, due now, armed, with no channel.
import type { WatchRecord } from '../../src-server/watches/repo.js';

export function watchRecord(id: string, now: string, overrides: Partial<WatchRecord> = {}): WatchRecord {
  return {
    id,
    ownerKind: 'anonymous',
    ownerRef: '127.0.0.1',
    status: 'active',
    place: {
      name: 'Lagos, Nigeria',
      city: 'Lagos',
      country: 'Nigeria',
      countryCode: 'NG',
      admin1: null,
      lat: 6.45,
      lng: 3.39,
      source: 'gazetteer',
    },
    hazard: 'earthquake',
    metric: 'riskScore',
    threshold: 50,
    horizon: '30d',
    lens: 'community-planning',
    correlationHazards: [],
    correlationThreshold: null,
    channels: [],
    request: {},
    createdAt: now,
    updatedAt: now,
    intervalMin: 60,
    hysteresis: 0,
    signingSecret: null,
    armed: true,
    correlationArmed: true,
    lastValue: null,
    lastEvaluatedAt: null,
    nextRunAt: now,
    ...overrides,
  };
}
