// FEWS NET Data Warehouse replay: `GET /ipcphase/?format=json&country_code=&start_date=&page_size=&offset=`.
// Written from the documentation alone: FEWS NET's data dictionary for the IPC domain (fewsnet.atlassian.net wiki:
// fnid, geographic_unit_name, scenario, value, projection_start/end, reporting_date, is_allowing_for_assistance,
// classification_scale ...), the FDW API description (help.fews.net/fdw/fews-net-api; JSON pages of at most 500 rows),
// and the column list public mirrors read (OCHA-DAP/ds-fewsnet-mirror src/fdw.py). No recorded JSON answer was found
// in any public repository. The classifications below are SYNTHETIC: a few areas per country with invented phases,
// enough to exercise the model; they are not FEWS NET's analysis of any real place.
import type { ReplayAnswer, ReplayHandler, ReplayRequest } from '../replay-server.js';

interface Unit {
  country: string;
  code: string;
  fnid: string;
  name: string;
  parents: string;
  /** Phases of the October 2026 round: current situation, near-term, medium-term. */
  phases: [number, number, number];
  assistance?: boolean;
}

const UNITS: Unit[] = [
  { country: 'Sudan', code: 'SD', fnid: 'SD2014A10101', name: 'Khartoum', parents: 'Khartoum, Sudan', phases: [4, 4, 4] },
  { country: 'Sudan', code: 'SD', fnid: 'SD2014A10601', name: 'El Fasher', parents: 'North Darfur, Sudan', phases: [5, 5, 5] },
  {
    country: 'Sudan',
    code: 'SD',
    fnid: 'SD2014A11201',
    name: 'Port Sudan',
    parents: 'Red Sea, Sudan',
    phases: [3, 3, 3],
    assistance: true,
  },
  { country: 'Kenya', code: 'KE', fnid: 'KE2011A14701', name: 'Nairobi', parents: 'Nairobi, Kenya', phases: [1, 1, 2] },
  { country: 'Kenya', code: 'KE', fnid: 'KE2011A12301', name: 'Turkana', parents: 'Turkana, Kenya', phases: [3, 3, 3] },
  { country: 'Nigeria', code: 'NG', fnid: 'NG2018A12501', name: 'Lagos', parents: 'Lagos, Nigeria', phases: [1, 1, 1] },
  { country: 'Nigeria', code: 'NG', fnid: 'NG2018A10801', name: 'Maiduguri', parents: 'Borno, Nigeria', phases: [3, 4, 3] },
  { country: 'Somalia', code: 'SO', fnid: 'SO2015A10101', name: 'Banadir', parents: 'Banadir, Somalia', phases: [3, 3, 3] },
];

/** Rounds: an older June outlook (overridden by October's) and the October 2026 Food Security Outlook. */
const ROUNDS = [
  {
    reporting: '2026-06-01',
    periods: { CS: ['2026-06-01', '2026-06-30'], ML1: ['2026-06-01', '2026-09-30'], ML2: ['2026-10-01', '2027-01-31'] },
    shift: -1,
  },
  {
    reporting: '2026-10-01',
    periods: { CS: ['2026-10-01', '2026-10-31'], ML1: ['2026-10-01', '2027-01-31'], ML2: ['2027-02-01', '2027-05-31'] },
    shift: 0,
  },
] as const;
const NAMES = { CS: 'Current Situation', ML1: 'Near Term Projection', ML2: 'Medium Term Projection' } as const;
const DESCRIPTIONS = ['', 'Minimal', 'Stressed', 'Crisis', 'Emergency', 'Famine'];

type Row = Record<string, unknown>;
function rows(): Row[] {
  let id = 1000;
  const out: Row[] = [];
  for (const round of ROUNDS) {
    for (const u of UNITS) {
      (['CS', 'ML1', 'ML2'] as const).forEach((scenario, i) => {
        const value = Math.max(1, u.phases[i]! + round.shift);
        out.push({
          id: id++,
          source_organization: 'FEWS NET',
          source_document: `${u.country} - Food Security Outlook`,
          country: u.country,
          country_code: u.code,
          geographic_group: 'Africa',
          fewsnet_region: 'East Africa',
          fnid: u.fnid,
          geographic_unit_name: u.name,
          geographic_unit_full_name: `${u.name}, ${u.parents}`,
          unit_type: 'fsc_admin_lhz',
          classification_scale: 'IPC31',
          scenario,
          scenario_name: NAMES[scenario],
          is_allowing_for_assistance: u.assistance ?? false,
          projection_start: round.periods[scenario][0],
          projection_end: round.periods[scenario][1],
          value,
          description: DESCRIPTIONS[value],
          reporting_date: round.reporting,
          collection_status: 'Published',
          status: 'Classified',
          data_usage_policy: 'Public',
        });
      });
    }
  }
  // The national FAOB series is no area classification: the client leaves it out.
  out.push({
    id: id++,
    country: 'Sudan',
    country_code: 'SD',
    fnid: 'SD2014A0',
    geographic_unit_name: 'Sudan',
    geographic_unit_full_name: 'Sudan',
    unit_type: 'admin0',
    classification_scale: 'IPC Highest Household',
    scenario: 'ML1',
    projection_start: '2026-10-01',
    projection_end: '2027-01-31',
    value: 5,
    reporting_date: '2026-10-01',
    is_allowing_for_assistance: false,
  });
  return out;
}

function answer(req: ReplayRequest, empty: boolean): ReplayAnswer {
  if (!/^\/ipcphase\/?$/.test(req.path)) return { status: 404, body: { detail: 'Not found.' } };
  const code = req.query.get('country_code')?.toUpperCase();
  const from = req.query.get('start_date') ?? '';
  const matching = empty ? [] : rows().filter((r) => (!code || r.country_code === code) && String(r.reporting_date) >= from);
  const size = Math.min(500, Math.max(1, Number(req.query.get('page_size') ?? 500) || 500));
  const offset = Math.max(0, Number(req.query.get('offset') ?? 0) || 0);
  const link = (o: number) => {
    const q = new URLSearchParams(req.query);
    q.set('offset', String(o));
    return `https://fdw.fews.net/api/ipcphase/?${q}`;
  };
  return {
    body: {
      count: matching.length,
      next: offset + size < matching.length ? link(offset + size) : null,
      previous: offset > 0 ? link(Math.max(0, offset - size)) : null,
      results: matching.slice(offset, offset + size),
    },
  };
}

export const fewsNetHandler: ReplayHandler = {
  answer: (req) => answer(req, false),
  empty: (req) => answer(req, true),
};

/** Sensitivity knob: the phase of one unit's projections (ML1 and ML2), for setTransform('fews-net', ...). */
export const setFewsNetPhase =
  (unitName: string, phase: number) =>
  (body: unknown): unknown => {
    for (const r of (body as { results?: Row[] }).results ?? []) {
      if (r.geographic_unit_name === unitName && (r.scenario === 'ML1' || r.scenario === 'ML2')) {
        r.value = phase;
        r.description = DESCRIPTIONS[phase];
      }
    }
    return body;
  };
