// NASA POWER daily point answer in its CSV format (https://power.larc.nasa.gov/docs/services/api/temporal/daily/):
// a header block between -BEGIN HEADER- and -END HEADER- (the dates, the MERRA-2 cell's location and elevation, the
// fill value of days the sources do not cover, one line per parameter), then `YEAR,MO,DY,<param>...` or
// `YEAR,DOY,<param>...` rows, one a day.
import { SourceError } from '../http.js';
import type { FetchedColumns } from '../history/kept.js';
import { dateOfNo, dayNo } from '../../shared/day-of-year.js';

const number = (s: string | undefined): number | null => {
  if (s === undefined) return null;
  const x = Number(s.trim());
  return s.trim() !== '' && Number.isFinite(x) ? x : null;
};

/** The days [from, to] of the parameters asked, as columns; a fill value (-999) or a missing day is null. */
export function normalizePowerCsv(body: unknown, params: readonly string[], from: string, to: string): FetchedColumns {
  if (typeof body !== 'string') throw new SourceError('parse', 'NASA POWER answer is not text');
  const end = body.indexOf('-END HEADER-');
  if (!body.startsWith('-BEGIN HEADER-') || end < 0) throw new SourceError('parse', 'NASA POWER answer has no CSV header block');
  const header = body.slice(0, end);
  const location = /latitude\s+(-?[\d.]+)\s+longitude\s+(-?[\d.]+)/i.exec(header);
  const elevation = /region\s*=\s*(-?[\d.]+)\s*meters/i.exec(header);
  const fill = /range:\s*(-?[\d.]+)/i.exec(header);
  const fillValue = fill ? Number(fill[1]) : -999;
  const lines = body
    .slice(end + '-END HEADER-'.length)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const names = (lines.shift() ?? '').split(',').map((n) => n.trim());
  const iYear = names.indexOf('YEAR');
  const iDoy = names.indexOf('DOY');
  const iMonth = names.indexOf('MO');
  const iDay = names.indexOf('DY');
  if (iYear < 0 || (iDoy < 0 && (iMonth < 0 || iDay < 0)))
    throw new SourceError('parse', `NASA POWER rows have no date columns (${names.join(',')})`);
  const first = dayNo(from);
  const n = dayNo(to) - first + 1;
  if (!(n > 0)) throw new SourceError('parse', `empty span ${from}..${to}`);
  const columns: Record<string, (number | null)[]> = {};
  const index: Record<string, number> = {};
  for (const p of params) {
    columns[p] = new Array<number | null>(n).fill(null);
    index[p] = names.indexOf(p);
  }
  let rows = 0;
  for (const line of lines) {
    const cells = line.split(',');
    if (cells.length !== names.length)
      throw new SourceError('parse', `NASA POWER row of ${cells.length} cells under ${names.length} columns (a cut answer)`);
    const year = number(cells[iYear]);
    if (year === null) continue;
    let day: number;
    if (iDoy >= 0) {
      const doy = number(cells[iDoy]);
      if (doy === null) continue;
      day = dayNo(`${year}-01-01`) + doy - 1;
    } else {
      const mo = number(cells[iMonth]);
      const dy = number(cells[iDay]);
      if (mo === null || dy === null) continue;
      day = dayNo(`${year}-${String(mo).padStart(2, '0')}-${String(dy).padStart(2, '0')}`);
    }
    const k = day - first;
    if (!(k >= 0 && k < n)) continue;
    rows++;
    for (const p of params) {
      const v = index[p]! >= 0 ? number(cells[index[p]!]) : null;
      columns[p]![k] = v === null || v === fillValue ? null : v;
    }
  }
  // POWER answers every day asked, a fill value where its sources have none: fewer rows is a cut answer.
  if (rows < n) throw new SourceError('parse', `NASA POWER answered ${rows} of ${n} days (a cut answer)`);
  return {
    first: dateOfNo(first),
    last: dateOfNo(first + n - 1),
    columns,
    source: {
      latitude: location ? Number(location[1]) : null,
      longitude: location ? Number(location[2]) : null,
      elevation: elevation ? Number(elevation[1]) : null,
    },
  };
}
