// `npm run build:ucdp-country-years -- <UcdpPrioConflict_v25_1.csv> <states2016.csv> [views countries.csv]`: writes
// src-server/hazards/conflict/data/ucdp-country-years.ts, the conflict history the conflict model's 10- and 30-year
// chain is fitted on (docs/methodology/conflict.md "Past ViEWS's 36 months"): for every Gleditsch-Ward state, the
// first year it is observed (1946, or its independence: the Correlates of War state system's membership start) and
// the years in which UCDP/PRIO recorded at least one state-based armed conflict (>= 25 battle-related deaths in the
// year) located on its territory (`gwno_loc`). Extrasystemic conflicts (type 1, colonial wars fought outside the
// location state's territory) are left out. Provenance: src-server/hazards/conflict/data/PROVENANCE.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

/** The first year of the UCDP/PRIO dataset. */
export const FIRST_YEAR = 1946;

/** Correlates of War state codes that differ from Gleditsch and Ward's for the same state (Gleditsch & Ward 1999). */
const GW_OF_COW: Record<number, number> = { 255: 260, 679: 678, 818: 816 };

export interface CountryYears {
  gw: number;
  /** ISO 3166-1 alpha-3 as ViEWS writes it (its country table's isoab, e.g. XKX for Kosovo); '' where ViEWS has none. */
  iso3: string;
  /** UCDP's region of the state's conflicts (1 Europe, 2 Middle East, 3 Asia, 4 Africa, 5 Americas), or by GW code. */
  region: number;
  firstYear: number;
  conflictYears: number[];
}

/** UCDP's region by Gleditsch-Ward code range, for a state with no conflict to read it from (UCDP codebook, "region"). */
export function regionOfGw(gw: number): number {
  if (gw < 200) return 5;
  if (gw < 400) return 1;
  if (gw < 630 && gw !== 600 && gw !== 615 && gw !== 616 && gw !== 620 && gw !== 625) return 4;
  if (gw === 651 || (gw >= 630 && gw < 700)) return 2;
  if (gw >= 600 && gw < 630) return 4;
  return 3;
}

const cell = (row: Record<string, string>, ...names: string[]) => {
  for (const n of names) if (row[n] !== undefined) return row[n]!.trim();
  return '';
};

/** Reads the ACD (comma- or semicolon-separated, as UCDP or a copy of it writes it) into location-years. */
export function conflictYearsByState(text: string): { years: Map<number, Set<number>>; regions: Map<number, number[]>; rows: number } {
  const delimiter = text.slice(0, text.indexOf('\n')).includes(';') ? ';' : ',';
  const rows = parse(text, { columns: true, delimiter, skip_empty_lines: true, bom: true }) as Record<string, string>[];
  const years = new Map<number, Set<number>>();
  const regions = new Map<number, number[]>();
  let kept = 0;
  for (const r of rows) {
    const year = Number(cell(r, 'year'));
    const type = Number(cell(r, 'type_of_conflict'));
    if (!Number.isInteger(year) || type === 1) continue;
    const locations = cell(r, 'gwno_loc')
      .split(/[,\s]+/)
      .filter(Boolean)
      .map(Number)
      .filter(Number.isInteger);
    const region = cell(r, 'region')
      .split(/[,\s]+/)
      .map(Number);
    kept++;
    locations.forEach((gw, i) => {
      if (!years.has(gw)) years.set(gw, new Set());
      years.get(gw)!.add(year);
      const rg = region[Math.min(i, region.length - 1)];
      if (rg !== undefined && Number.isInteger(rg)) (regions.get(gw) ?? regions.set(gw, []).get(gw)!).push(rg);
    });
  }
  return { years, regions, rows: kept };
}

/** First year of each state's membership in the COW state system after 1945 (its earliest spell still running then), as GW codes. */
export function stateStarts(text: string): Map<number, number> {
  const rows = parse(text, { columns: true, skip_empty_lines: true, relax_column_count: true, bom: true }) as Record<string, string>[];
  const starts = new Map<number, number>();
  for (const r of rows) {
    const cow = Number(r.ccode);
    const start = Number(r.styear);
    const end = Number(r.endyear);
    if (!Number.isInteger(cow) || !Number.isInteger(start)) continue;
    const gw = GW_OF_COW[cow] ?? cow;
    // A spell that ended before 1946 does not count (Germany 1816-1945); of the others the earliest wins (GW's
    // Germany, 260, is the Federal Republic from 1955 on and Germany after 1990).
    if (end < FIRST_YEAR) continue;
    const prev = starts.get(gw);
    if (prev === undefined || start < prev) starts.set(gw, start);
  }
  return starts;
}

/** ViEWS's ISO code of each Gleditsch-Ward code (its newest country id when several share one). */
export function isoByGw(text: string): Map<number, string> {
  const rows = parse(text, { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
  const best = new Map<number, { id: number; iso: string }>();
  for (const r of rows) {
    const gw = Number(r.gwcode);
    const id = Number(r.country_id);
    if (!Number.isInteger(gw) || !r.isoab) continue;
    if ((best.get(gw)?.id ?? -1) < id) best.set(gw, { id, iso: r.isoab.toUpperCase() });
  }
  return new Map([...best].map(([gw, v]) => [gw, v.iso]));
}

export function countryYears(acd: string, states: string, views = ''): { table: CountryYears[]; rows: number; lastYear: number } {
  const { years, regions, rows } = conflictYearsByState(acd);
  const starts = stateStarts(states);
  const isos = views ? isoByGw(views) : new Map<number, string>();
  const lastYear = Math.max(...[...years.values()].flatMap((s) => [...s]));
  const codes = new Set([...starts.keys(), ...years.keys()]);
  const table: CountryYears[] = [];
  for (const gw of [...codes].sort((a, b) => a - b)) {
    const conflict = [...(years.get(gw) ?? [])].sort((a, b) => a - b);
    const start = Math.max(FIRST_YEAR, starts.get(gw) ?? conflict[0] ?? FIRST_YEAR);
    // A conflict recorded before the state's COW start (a state GW lists earlier) moves the start back.
    const firstYear = Math.min(start, conflict[0] ?? start);
    const rs = regions.get(gw) ?? [];
    const mode = rs.length
      ? [...new Set(rs)].sort((a, b) => rs.filter((x) => x === b).length - rs.filter((x) => x === a).length)[0]!
      : regionOfGw(gw);
    table.push({ gw, iso3: isos.get(gw) ?? '', region: mode, firstYear, conflictYears: conflict });
  }
  return { table, rows, lastYear };
}

/** "1948-1950,1952" for [1948, 1949, 1950, 1952]. */
export const ranges = (years: readonly number[]): string => {
  const out: string[] = [];
  for (let i = 0; i < years.length;) {
    let j = i;
    while (j + 1 < years.length && years[j + 1] === years[j]! + 1) j++;
    out.push(i === j ? String(years[i]) : `${years[i]}-${years[j]}`);
    i = j + 1;
  }
  return out.join(',');
};

function main(): void {
  const [acdPath, statesPath, viewsPath = 'test/fixtures/recorded/views/countries.csv'] = process.argv.slice(2);
  if (!acdPath || !statesPath) {
    console.error('usage: npm run build:ucdp-country-years -- <UcdpPrioConflict_v25_1.csv> <states2016.csv> [views countries.csv]');
    process.exit(2);
  }
  const { table, rows, lastYear } = countryYears(
    readFileSync(acdPath, 'utf8'),
    readFileSync(statesPath, 'utf8'),
    readFileSync(viewsPath, 'utf8'),
  );
  const lines = table.map((c) => `  [${c.gw}, '${c.iso3}', ${c.region}, ${c.firstYear}, '${ranges(c.conflictYears)}'],`);
  const out = `// Generated by \`npm run build:ucdp-country-years\` (scripts/build-ucdp-country-years.ts) from the UCDP/PRIO Armed Conflict
// Dataset v25.1 (CC BY 4.0) and the Correlates of War state system list 2016: do not edit. Provenance: PROVENANCE.md.
// Each row: Gleditsch-Ward code, ViEWS's ISO 3166-1 alpha-3 for it ('' where ViEWS has none), UCDP region (1 Europe,
// 2 Middle East, 3 Asia, 4 Africa, 5 Americas), first year observed, and the years with at least one state-based
// armed conflict (>= 25 battle-related deaths) on its territory.

/** The last year the dataset covers. */
export const UCDP_LAST_YEAR = ${lastYear};

export const UCDP_COUNTRY_YEARS: readonly (readonly [gw: number, iso3: string, region: number, firstYear: number, conflictYears: string])[] = [
${lines.join('\n')}
];
`;
  const target = fileURLToPath(new URL('../src-server/hazards/conflict/data/ucdp-country-years.ts', import.meta.url));
  writeFileSync(target, out);
  const conflictYears = table.reduce((n, c) => n + c.conflictYears.length, 0);
  console.log(
    `${rows} conflict-years read (extrasystemic left out), ${table.length} states, ${conflictYears} state conflict-years, last year ${lastYear}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
