// One CSV cell (RFC 4180 quoting) that a spreadsheet will not run as a formula: the track record's and the portfolios'
// exports (docs/security.md "CSV export").

/**
 * Text a spreadsheet could run as a formula: a cell starting with `=`, `+`, `-`, `@`, tab or carriage return (OWASP's
 * CSV-injection list, `-` included: `-2+3+cmd|…` is a formula too).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Quotes when needed; a text cell that a spreadsheet would run as a formula is prefixed with an apostrophe. Number
 * cells are data and stay numbers (a probability or longitude of -0.5 is written -0.5): only text is neutralised
 * (docs/security.md "CSV export").
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
