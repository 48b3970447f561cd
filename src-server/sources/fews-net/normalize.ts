// FEWS NET Data Warehouse `/api/ipcphase/` answers -> typed classifications: one row per FEWS NET geographic unit
// (FNID) x scenario (CS current situation, ML1 near-term, ML2 medium-term projection) x reporting round. Fields as
// FEWS NET's data dictionary names them (fewsnet.atlassian.net "IPC FIC domain" metadata): fnid,
// geographic_unit_name, geographic_unit_full_name, scenario, reporting_date, projection_start, projection_end, value
// (the phase), is_allowing_for_assistance, classification_scale.
import { SourceError } from '../http.js';

export type FewsNetScenario = 'CS' | 'ML1' | 'ML2';

export interface FewsNetClassification {
  fnid: string;
  unitName: string;
  /** e.g. "Jebel Awlia, Khartoum, Sudan": the unit with its parents, used to find the place's area. */
  unitFullName: string;
  scenario: FewsNetScenario;
  /** The reporting round (YYYY-MM-DD): an Outlook, Outlook Update or Key Message Update. */
  reportingDate: string;
  /** The period the phase is valid for (YYYY-MM-DD). */
  start: string;
  end: string;
  /** IPC phase 1-5; null where FEWS NET did not classify (66/88/99 sentinels, "Not Projected"). */
  phase: number | null;
  /** The "!" marker: humanitarian assistance keeps the area at least one phase better. */
  assistance: boolean;
}

export interface FewsNetPage {
  rows: FewsNetClassification[];
  /** The query string of the next page (as the API links it), or null on the last page. */
  nextQuery: string | null;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | null => (typeof x === 'string' && x.trim() !== '' ? x.trim() : null);
const day = (x: unknown): string | null => {
  const s = str(x);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) && Number.isFinite(Date.parse(s.slice(0, 10))) ? s.slice(0, 10) : null;
};
const SCENARIOS: ReadonlySet<string> = new Set<string>(['CS', 'ML1', 'ML2']);

function classification(r: Obj): FewsNetClassification | null {
  const scenario = str(r.scenario)?.toUpperCase();
  const fnid = str(r.fnid);
  const reportingDate = day(r.reporting_date);
  const start = day(r.projection_start);
  const end = day(r.projection_end);
  // The national "IPC Highest Household" series (unit type admin0) is not an area classification.
  if (
    !scenario ||
    !SCENARIOS.has(scenario) ||
    !fnid ||
    !reportingDate ||
    !start ||
    !end ||
    /highest household/i.test(String(r.classification_scale ?? ''))
  )
    return null;
  const value = typeof r.value === 'number' ? r.value : Number(str(r.value) ?? Number.NaN);
  const unitName = str(r.geographic_unit_name) ?? fnid;
  return {
    fnid,
    unitName,
    unitFullName: str(r.geographic_unit_full_name) ?? unitName,
    scenario: scenario as FewsNetScenario,
    reportingDate,
    start,
    end,
    phase: Number.isInteger(value) && value >= 1 && value <= 5 ? value : null,
    assistance: r.is_allowing_for_assistance === true || r.is_allowing_for_assistance === 'true' || r.is_allowing_for_assistance === 'True',
  };
}

/** A page of the JSON API: `{count, next, previous, results}` (or a bare array when unpaginated). */
export function normalizeIpcPhasePage(body: unknown): FewsNetPage {
  const results = Array.isArray(body) ? body : isObj(body) && Array.isArray(body.results) ? body.results : null;
  if (!results) throw new SourceError('parse', 'FEWS NET ipcphase answer has no results array');
  const next = isObj(body) ? str(body.next) : null;
  let nextQuery: string | null = null;
  if (next) {
    try {
      nextQuery = new URL(next, 'http://fdw.invalid/').search.replace(/^\?/, '') || null;
    } catch {
      nextQuery = null;
    }
  }
  return { rows: results.flatMap((r) => (isObj(r) ? (classification(r) ?? []) : [])), nextQuery };
}
