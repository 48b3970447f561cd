// Numbers as the server's plain-text lines print them for a person (a watch's alert, an MCP tool's summary): 'n/a'
// where there is no value. The answer's own words are formatted per language by i18n/format.ts.

/** A value to one decimal at most (2, 2.5, 0.1), as a watch's alert and its MCP summary print it; 'n/a' for none. */
export const valueText = (v: number | null | undefined): string =>
  v === null || v === undefined ? 'n/a' : String(Math.round(v * 10) / 10);

/** A value with exactly `digits` decimals (a Brier score 0.123, a skill 12.5); 'n/a' for none or a non-finite value. */
export const fixedText = (v: number | null | undefined, digits: number): string =>
  v === null || v === undefined || !Number.isFinite(v) ? 'n/a' : v.toFixed(digits);
