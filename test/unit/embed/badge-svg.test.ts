// The SVG badge: well-formed XML, escaped and truncated label, accessible name, no script, AA contrast.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { XMLValidator, XMLParser } from 'fast-xml-parser';
import { escapeXml, LEVEL_COLOURS, renderBadge, truncateLabel, type BadgeInput } from '../../../src-server/embed/badge-svg.js';

const base: BadgeInput = { label: 'Tokyo, Japan', hazardLabel: 'Earthquake', horizon: '30d', riskScore: 62.4, level: 'high', probability: 22.3, confidence: 'medium' };

/** WCAG 2.x contrast ratio between two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
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
    assert.doesNotMatch(svg, /href=/i);
    assert.match(svg, /&lt;script&gt;/);
  });

  test('labels are truncated with an ellipsis, control characters removed', () => {
    assert.equal(truncateLabel('Short'), 'Short');
    const long = truncateLabel('Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Wales');
    assert.equal([...long].length, 19);
    assert.ok(long.endsWith('…'));
    assert.equal(truncateLabel('a\u0000b\nc'), 'a b c');
    assert.equal(truncateLabel("😀".repeat(40)).length, 18 * 2 + 1); // cut by code point, not UTF-16 unit
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
