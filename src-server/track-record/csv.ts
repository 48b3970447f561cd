// CSV export of resolved forecasts (RFC 4180 quoting), read in keyset pages so no statement stays open.
import { csvField } from '../shared/csv.js';
import type { AggregateFilter, ExportRow, TrackRecordRepo } from './repo.js';

export { csvField };

export const CSV_COLUMNS = [
  'id',
  'issued_at',
  'issue_day',
  'hazard',
  'horizon',
  'place',
  'place_cell',
  'lat',
  'lng',
  'probability',
  'outcome',
  'window_start',
  'window_end',
  'radius_km',
  'min_magnitude',
  'category',
  'verified_by',
  'resolved_at',
  'event_description',
  'evidence',
] as const;

const PAGE_ROWS = 5000;

function description(eventJson: string): string | null {
  try {
    const d = (JSON.parse(eventJson) as { description?: unknown }).description;
    return typeof d === 'string' ? d : null;
  } catch {
    return null;
  }
}

export function csvLine(r: ExportRow): string {
  const cells: (string | number | null)[] = [
    r.id,
    r.issued_at,
    r.utc_day,
    r.hazard,
    r.horizon,
    r.place_name,
    r.place_cell,
    r.lat,
    r.lng,
    r.probability,
    r.outcome,
    new Date(r.window_start_ms).toISOString(),
    new Date(r.window_end_ms).toISOString(),
    r.radius_km,
    r.min_magnitude,
    r.category,
    r.source === 'usgs' ? 'USGS' : r.source === 'eonet' ? 'EONET' : null,
    r.resolved_at,
    description(r.event_json),
    r.evidence,
  ];
  return `${cells.map(csvField).join(',')}\r\n`;
}

export async function* toCsv(repo: Pick<TrackRecordRepo, 'exportPage'>, filter: AggregateFilter): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  let after = 0;
  for (;;) {
    const rows = await repo.exportPage(filter, after, PAGE_ROWS);
    if (rows.length === 0) return;
    yield rows.map(csvLine).join('');
    after = rows[rows.length - 1]!.id;
    if (rows.length < PAGE_ROWS) return;
  }
}
