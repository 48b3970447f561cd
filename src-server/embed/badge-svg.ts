// The 320x120 SVG risk badge: pure text rendering, escaped, no script and no external reference.
import type { Horizon, Language, RiskLevel } from '../contracts/enums.js';
import { formatPercentValue } from '../i18n/format.js';
import { renderValue, text } from '../risk/translate.js';
import { fitText } from './text-fit.js';

export const BADGE_WIDTH = 320;
export const BADGE_HEIGHT = 120;
/** Longest label kept before measuring (the accessible name uses it too). */
export const MAX_LABEL_CHARS = 80;
/** The left band (score and level) and the text column beside it, in px. */
const BAND_WIDTH = 104;
const TEXT_X = 118;
const TEXT_MAX_PX = BADGE_WIDTH - TEXT_X - 10;
const BAND_TEXT_MAX_PX = BAND_WIDTH - 12;

/** Level colours; white text on each passes WCAG AA (>= 4.5:1), checked in the tests. */
export const LEVEL_COLOURS: Record<RiskLevel | 'unknown', string> = {
  low: '#1a7f37',
  moderate: '#8a5a00',
  high: '#b93c0a',
  severe: '#a4161a',
  unknown: '#4b5563',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Strips control characters and cuts to `max` characters (by code point) with an ellipsis. */
export function truncateLabel(text: string, max = MAX_LABEL_CHARS): string {
  const clean = text
    // Control characters are exactly what this strips.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...clean];
  return chars.length <= max
    ? clean
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export interface BadgeInput {
  label: string;
  /** The hazard's display words in the badge's language (null: no hazard was scored). */
  hazardLabel: string | null;
  /** "<hazard> risk" in the badge's language (default: the language's generic wording around hazardLabel). */
  riskLabel?: string;
  /** The badge's words: en (default), es, fr, pt, de. */
  language?: Language;
  horizon: Horizon;
  riskScore: number | null;
  level: RiskLevel | null;
  probability: number | null;
  confidence: string | null;
}

/**
 * The badge. Every line is measured with conservative character widths (the widest common sans font) and, when too
 * wide for its column, worded more compactly and then cut with an ellipsis, so no text leaves the 320×120 box
 * whatever the hazard, horizon, level or label (test/e2e/embed.spec.ts checks every text's box in Chromium).
 */
export function renderBadge(b: BadgeInput): string {
  const lang = b.language ?? 'en';
  const t = (key: string, values?: Record<string, string>) => text(lang, key, values);
  const colour = LEVEL_COLOURS[b.level ?? 'unknown'];
  const label = escapeXml(fitText([truncateLabel(b.label)], 15, 'bold', TEXT_MAX_PX));
  const hazard = b.hazardLabel ?? t('badge.risk');
  // No hazard scored: the badge says "Risk", not "Risk risk".
  const risk = b.hazardLabel === null ? hazard : (b.riskLabel ?? t('common.risk.generic', { hazard }));
  const horizon = t(`common.horizon.${b.horizon}`);
  const score = b.riskScore === null ? '–' : renderValue(lang, Math.round(b.riskScore));
  const level = fitText(
    b.level ? [t(`common.level.${b.level}`)] : [t('badge.unavailable'), t('badge.notAvailable')],
    13,
    'normal',
    BAND_TEXT_MAX_PX,
  );
  const p = b.probability === null ? '' : formatPercentValue(lang, b.probability, b.probability < 10 ? 1 : 0, t('common.notAvailable'));
  const confidence = b.confidence === null ? '?' : text(lang, `common.confidence.${b.confidence}`, {}, b.confidence);
  const detail = fitText(
    b.probability === null
      ? [t('badge.noData')]
      : [t('badge.chance', { chance: p, confidence }), t('badge.chanceShort', { chance: p, confidence })],
    12,
    'normal',
    TEXT_MAX_PX,
  );
  const what = fitText(
    [t('badge.what', { risk, horizon }), t('badge.whatShort', { hazard, horizon }), t('badge.whatShortest', { hazard, horizon })],
    12.5,
    'normal',
    TEXT_MAX_PX,
  );
  const footer = fitText([t('badge.footer'), 'Hazardcast'], 11, 'normal', TEXT_MAX_PX);
  const summary = escapeXml(
    b.riskScore === null
      ? t('badge.summaryUnavailable', { risk, label: truncateLabel(b.label) })
      : t('badge.summary', { risk, label: truncateLabel(b.label), horizon, score, level }),
  );
  const font = 'font-family="system-ui,-apple-system,\'Segoe UI\',Roboto,sans-serif"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" viewBox="0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}" role="img" aria-label="${summary}">
<title>${summary}</title>
<rect width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" rx="10" fill="#ffffff" stroke="#cbd5e1"/>
<rect width="104" height="${BADGE_HEIGHT}" rx="10" fill="${colour}"/>
<rect x="94" width="10" height="${BADGE_HEIGHT}" fill="${colour}"/>
<text x="52" y="62" text-anchor="middle" ${font} font-size="40" font-weight="700" fill="#ffffff">${score}</text>
<text x="52" y="88" text-anchor="middle" ${font} font-size="13" fill="#ffffff">${escapeXml(level)}</text>
<text x="${TEXT_X}" y="32" ${font} font-size="15" font-weight="700" fill="#0f172a">${label}</text>
<text x="${TEXT_X}" y="56" ${font} font-size="12.5" fill="#1f2937">${escapeXml(what)}</text>
<text x="${TEXT_X}" y="78" ${font} font-size="12" fill="#374151">${escapeXml(detail)}</text>
<text x="${TEXT_X}" y="104" ${font} font-size="11" fill="#4b5563">${escapeXml(footer)}</text>
</svg>
`;
}
