// The place's FEWS NET area: the units (FNIDs) whose name or parent names are the place's city or first-level
// region, else every unit of the country. FEWS NET's geography is its own (livelihood zone x admin units), so the
// match is by name, and the answer says which it used.
import type { FewsNetClassification, FewsNetScenario } from '../../sources/fews-net/normalize.js';
import type { Place } from '../../contracts/risk.js';

export interface FewsNetArea {
  scope: 'area' | 'country';
  name: string;
  fnids: ReadonlySet<string>;
}

/** Lower case, no diacritics, letters and digits only ("Jebel Awlia" = "jebel awlia"). */
export const foldName = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function fewsNetArea(rows: readonly FewsNetClassification[], place: Pick<Place, 'city' | 'admin1' | 'country'>): FewsNetArea {
  const units = new Map<string, Set<string>>();
  for (const r of rows) {
    const names = units.get(r.fnid) ?? new Set<string>();
    for (const n of [r.unitName, ...r.unitFullName.split(',')]) if (foldName(n)) names.add(foldName(n));
    units.set(r.fnid, names);
  }
  for (const candidate of [place.city, place.admin1]) {
    const want = candidate ? foldName(candidate) : '';
    if (!want) continue;
    const fnids = new Set([...units].filter(([, names]) => names.has(want)).map(([fnid]) => fnid));
    if (fnids.size > 0) return { scope: 'area', name: candidate!, fnids };
  }
  return { scope: 'country', name: place.country, fnids: new Set(units.keys()) };
}

/** The area's phase in one scenario of its newest reporting round. */
export interface ScenarioPhase {
  scenario: FewsNetScenario;
  /** Worst phase over the area's units (null: FEWS NET classified none of them). */
  phase: number | null;
  start: number;
  /** Exclusive: the day after the period's last day. */
  end: number;
  reportingDate: string;
  assistance: boolean;
}
