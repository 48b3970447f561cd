// The SVG badge: well-formed XML, escaped and truncated label, accessible name, no script, AA contrast.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { XMLValidator, XMLParser } from 'fast-xml-parser';
import { escapeXml, LEVEL_COLOURS, renderBadge, truncateLabel, type BadgeInput } from '../../../src-server/embed/badge-svg.js';
import { fitText, textWidth } from '../../../src-server/embed/text-fit.js';

const base: BadgeInput = {
  label: 'Tokyo, Japan',
  hazardLabel: 'Earthquake',
  horizon: '30d',
  riskScore: 62.4,
  level: 'high',
  probability: 22.3,
  confidence: 'medium',
};

/** WCAG 2.x contrast ratio between two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('renderBadge', () => {
  test('is well-formed XML, 320x120, with role, aria-label and a title', () => {
    const svg = renderBadge(base);
    assert.equal(XMLValidator.validate(svg), true);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(svg);
    assert.equal(doc.svg['@_width'], '320');
    assert.equal(doc.svg['@_height'], '120');
    assert.equal(doc.svg['@_role'], 'img');
    assert.match(doc.svg['@_aria-label'], /Earthquake risk for Tokyo, Japan over 30 days: 62 of 100, high/);
    assert.equal(doc.svg.title, doc.svg['@_aria-label']);
  });

  test('a hostile label is escaped: still valid XML, no script, no external reference', () => {
    const hostile = `"><script>alert(1)</script><image href="https://evil.example/x.png"/>&amp;`;
    const svg = renderBadge({ ...base, label: hostile });
    assert.equal(XMLValidator.validate(svg), true);
    assert.doesNotMatch(svg, /<script/i);
    assert.doesNotMatch(svg, /<image/i);
    // No element has an href (the escaped text of the accessible name may still say it).
    const doc = JSON.stringify(new XMLParser({ ignoreAttributes: false }).parse(svg));
    assert.doesNotMatch(doc, /"@_(xlink:)?href"/);
    assert.doesNotMatch(doc, /"(image|script)"/);
    assert.match(svg, /&lt;script&gt;/);
  });

  test('labels are cut to 80 characters (before measuring), control characters removed', () => {
    assert.equal(truncateLabel('Short'), 'Short');
    const long = truncateLabel('x'.repeat(100));
    assert.equal([...long].length, 80);
    assert.ok(long.endsWith('…'));
    assert.equal(truncateLabel('a\u0000b\nc'), 'a b c');
    assert.equal(truncateLabel('😀'.repeat(100)).length, 79 * 2 + 1); // cut by code point, not UTF-16 unit
  });

  test('every line fits its column by the conservative widths: long labels, long hazards, unavailable data', () => {
    const labels = [
      'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Wales',
      'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
      '東京都庁舎 本社オフィス 第二ビル',
      'Tokyo',
    ];
    for (const label of labels) {
      for (const hazardLabel of ['Food insecurity', 'Air quality', 'Earthquake']) {
        for (const probability of [100, 5.5, null]) {
          const svg = renderBadge({
            ...base,
            label,
            hazardLabel,
            horizon: '30y',
            probability,
            riskScore: probability === null ? null : 100,
            level: probability === null ? null : 'moderate',
          });
          const texts = [...svg.matchAll(/<text x="(\d+)"[^>]*font-size="([\d.]+)"( font-weight="700")?[^>]*>([^<]*)<\/text>/g)];
          assert.equal(texts.length, 6);
          for (const [, x, size, bold, raw] of texts) {
            const text = raw!
              .replace(/&lt;/g, '<')
              .replace(/&gt;/g, '>')
              .replace(/&quot;/g, '"')
              .replace(/&apos;/g, "'")
              .replace(/&amp;/g, '&');
            const width = textWidth(text, Number(size), bold ? 'bold' : 'normal');
            // Centred band texts (x = 52) and left-aligned column texts (x = 118) stay inside their areas.
            if (x === '52') assert.ok(width <= 104, `${text}: ${width}`);
            else assert.ok(Number(x) + width <= 320 - 10 + 0.01, `${text}: ${width}`);
          }
        }
      }
    }
  });

  test('fitText: the fullest wording that fits, else the compact one cut with an ellipsis', () => {
    assert.equal(
      fitText(['Food insecurity risk · next 30 years', 'Food insecurity · 30 years'], 12.5, 'normal', 1000),
      'Food insecurity risk · next 30 years',
    );
    assert.equal(
      fitText(['Food insecurity risk · next 30 years', 'Food insecurity · 30 years'], 12.5, 'normal', 170),
      'Food insecurity · 30 years',
    );
    const cut = fitText(['W'.repeat(50)], 15, 'bold', 192);
    assert.ok(cut.endsWith('…') && textWidth(cut, 15, 'bold') <= 192);
  });

  test('unavailable data renders a neutral badge', () => {
    const svg = renderBadge({ ...base, riskScore: null, level: null, probability: null, confidence: null });
    assert.equal(XMLValidator.validate(svg), true);
    assert.match(svg, /unavailable/);
    assert.match(svg, new RegExp(LEVEL_COLOURS.unknown));
  });

  test('white text on every level colour passes WCAG AA (4.5:1)', () => {
    for (const [level, colour] of Object.entries(LEVEL_COLOURS)) {
      const ratio = contrast('#ffffff', colour);
      assert.ok(ratio >= 4.5, `${level} ${colour}: ${ratio.toFixed(2)}`);
    }
    // and the dark text on the white panel
    for (const ink of ['#0f172a', '#1f2937', '#374151', '#4b5563']) assert.ok(contrast('#ffffff', ink) >= 4.5, ink);
  });

  test('escapeXml covers the five XML specials', () => {
    assert.equal(escapeXml(`<&>"'`), '&lt;&amp;&gt;&quot;&apos;');
  });
});
