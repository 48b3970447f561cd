// Text that fits a width on the badge: measured with conservative per-character widths (badge-metrics.ts), cut with an ellipsis.
import { ASCII_EM_WIDTHS } from './badge-metrics.js';

export type Weight = 'normal' | 'bold';

/** A character outside printable ASCII: its accent-free letter's width if it has one, else one wide em. */
const WIDE_EM = 1.1;
const SPECIAL_EM: Record<string, number> = {
  '…': 1.0,
  '·': 0.35,
  '–': 0.6,
  '—': 1.0,
  '’': 0.35,
  '‘': 0.35,
  '“': 0.55,
  '”': 0.55,
  '°': 0.5,
};

function charEm(ch: string, weight: Weight): number {
  const table = ASCII_EM_WIDTHS[weight];
  const code = ch.charCodeAt(0);
  if (ch.length === 1 && code >= 32 && code < 127) return table[code - 32]!;
  const special = SPECIAL_EM[ch];
  if (special !== undefined) return special;
  // "é", "ñ", "ø": the base letter's width (accents sit above or below it).
  const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  if (base.length === 1 && base.charCodeAt(0) >= 32 && base.charCodeAt(0) < 127) return table[base.charCodeAt(0) - 32]! * 1.05;
  return WIDE_EM;
}

/** Width in px of `text` at `sizePx`, never less than any common sans font would draw it. */
export function textWidth(text: string, sizePx: number, weight: Weight = 'normal'): number {
  let em = 0;
  for (const ch of text) em += charEm(ch, weight);
  return em * sizePx;
}

/**
 * The first of `variants` that fits `maxPx`, else the last one cut (by code point) with an ellipsis until it fits.
 * Variants go from the fullest wording to the most compact ("Food insecurity risk · next 30 days" → "… · 30 days").
 */
export function fitText(variants: readonly string[], sizePx: number, weight: Weight, maxPx: number): string {
  for (const v of variants) if (textWidth(v, sizePx, weight) <= maxPx) return v;
  const chars = [...variants[variants.length - 1]!];
  while (chars.length > 0 && textWidth(`${chars.join('').trimEnd()}…`, sizePx, weight) > maxPx) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}
