// The methodology of a hazard as an MCP resource, read from the hazard registry rather than written again: the event
// it forecasts (its schema and descriptions), the model's sources, verification and lens weights, the core guidance,
// and its measured reliability (hindcasts, published verification, and the live track record when it scores it).
import { z } from 'zod';
import { portableJsonSchema } from '../contracts/json-schema.js';
import type { TrackRecordReader } from '../contracts/track-record.js';
import { EONET_VERIFIER, USGS_VERIFIER } from '../hazards/event-fields.js';
import type { DefinedHazard } from '../hazards/define.js';
import { SOURCE_NAMES } from '../sources/types.js';

const VERIFIERS = { usgs: USGS_VERIFIER, eonet: EONET_VERIFIER } as const;

/** The live track record of one hazard (all horizons), or null when it is not scored or cannot be read. */
async function liveRecord(d: DefinedHazard, trackRecord: TrackRecordReader) {
  if (d.verification === null) return null;
  try {
    const r = await trackRecord.get({ hazard: d.id as never });
    const row = r.perHazard.find((h) => h.hazard === d.id);
    return {
      forecastsLogged: row?.logged ?? 0,
      forecastsResolved: row?.resolved ?? 0,
      brierScore: row?.brierScore ?? null,
      baselineBrierScore: row?.baselineBrierScore ?? null,
      note: 'Scores the 7d and 30d forecasts logged by this app; it supersedes the hindcast once 20 are resolved (docs/methodology.md "Confidence").',
    };
  } catch {
    return null;
  }
}

/** The methodology document of one hazard. */
export async function methodologyOf(d: DefinedHazard, trackRecord: TrackRecordReader) {
  return {
    hazard: d.id,
    label: d.label,
    event: {
      description: d.event.description ?? null,
      schema: portableJsonSchema(z.toJSONSchema(d.event, { io: 'output' })),
    },
    model: {
      sources: d.sources.map((s) => SOURCE_NAMES[s]),
      verifiedBy: d.verification === null ? null : VERIFIERS[d.verification],
      exposureByLens: { ...d.exposure },
      note: 'Each lens not listed weighs 1 (docs/risk-scale.md).',
    },
    reliability: {
      hindcasts: d.reliability?.measured ?? {},
      publishedVerification: d.reliability?.publishedVerification ?? null,
      trackRecord: await liveRecord(d, trackRecord),
    },
    guidance: d.guidance.core,
    reference: 'docs/methodology.md',
  };
}

/** One line for the resource listing: what the hazard's event is and where its reliability comes from. */
export function methodologySummary(d: DefinedHazard): string {
  const measured = Object.keys(d.reliability?.measured ?? {});
  const reliability = measured.length
    ? `hindcast measured at ${measured.join(', ')}`
    : d.reliability?.publishedVerification
      ? `published verification: ${d.reliability.publishedVerification}`
      : 'no measured reliability yet (confidence stays low)';
  return `${d.label}: ${d.event.description ?? 'the forecast event'}. Sources: ${d.sources.map((s) => SOURCE_NAMES[s]).join(', ')}; ${reliability}.`;
}
