// The badge as a web page embeds it: an <img> in Chromium loads it at its natural 320x120 size.
import { expect, test } from '@playwright/test';

test('an <img> of the badge loads with natural size 320x120', async ({ page, baseURL }) => {
  await page.route(/^(?!http:\/\/127\.0\.0\.1:)/, (route) => route.abort());
  const src = `${baseURL}/api/v1/embed?lat=35.68&lng=139.69&hazard=earthquake&label=${encodeURIComponent('Tokyo <HQ> & "friends"')}`;
  await page.setContent(
    `<!doctype html><body style="margin:16px;background:#f1f5f9"><img id="badge" src="${src}" width="320" height="120" alt="Risk badge"></body>`,
  );
  const img = page.locator('#badge');
  await expect
    .poll(() => img.evaluate((el: { complete: boolean; naturalWidth: number; naturalHeight: number }) => el.complete && el.naturalWidth))
    .toBe(320);
  expect(await img.evaluate((el: { complete: boolean; naturalWidth: number; naturalHeight: number }) => el.naturalHeight)).toBe(120);
  await img.screenshot({ path: 'test-results/e2e/embed-badge.png' });
});

// Issue 21: badge text always fits. Every hazard × level (and "unavailable") × long labels, at the longest
// horizon wording, drawn by Chromium with the fonts it has: every <text> box lies inside the 320×120 badge, the
// score and level inside the coloured band, the rest inside the text column.
test('every text element of every badge lies inside its box', async ({ page }) => {
  await page.route(/^(?!about:)/, (route) => route.abort());
  const { renderBadge } = await import('../../src-server/embed/badge-svg.js');
  const { RISK_LEVELS } = await import('../../src-server/contracts/enums.js');
  const { BUILT_IN_REGISTRY } = await import('../../src-server/hazards/registry.js');
  const labels = [
    'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Wales — our head office and warehouse',
    'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
    'Ciudad de México, Estados Unidos Mexicanos — almacén central',
    '東京都庁舎 本社オフィス 第二ビル 東京都庁舎',
  ];
  const badges: string[] = [];
  for (const hazard of BUILT_IN_REGISTRY.definitions) {
    for (const level of [...RISK_LEVELS, null]) {
      for (const label of labels) {
        for (const horizon of ['7d', '30y'] as const) {
          badges.push(
            renderBadge({
              label,
              hazardLabel: hazard.label,
              horizon,
              riskScore: level === null ? null : 100,
              level,
              probability: level === null ? null : 100,
              confidence: level === null ? null : 'medium',
            }),
          );
        }
      }
    }
  }
  await page.setContent(
    `<!doctype html><body style="margin:0">${badges.map((b) => `<div style="width:320px;height:120px">${b}</div>`).join('')}</body>`,
  );
  const outside = await page.evaluate(() => {
    // In the page; the project's Node build has no DOM types, so the few members used are typed here.
    type Box = { x: number; y: number; width: number; height: number };
    type TextEl = { getBBox(): Box; getAttribute(name: string): string | null; textContent: string | null };
    type Root = { querySelectorAll(sel: string): ArrayLike<unknown> & { length: number } };
    const document = (globalThis as unknown as { document: Root }).document;
    const bad: string[] = [];
    for (const svg of Array.from(document.querySelectorAll('svg') as ArrayLike<Root>)) {
      for (const text of Array.from(svg.querySelectorAll('text') as ArrayLike<TextEl>)) {
        const b = text.getBBox();
        const band = text.getAttribute('x') === '52';
        const [minX, maxX] = band ? [0, 104] : [118, 320];
        if (b.x < minX - 0.5 || b.x + b.width > maxX + 0.5 || b.y < 0 || b.y + b.height > 120) {
          bad.push(
            `${JSON.stringify(text.textContent)} at x ${b.x.toFixed(1)}..${(b.x + b.width).toFixed(1)}, y ${b.y.toFixed(1)}..${(b.y + b.height).toFixed(1)}`,
          );
        }
      }
    }
    return { bad, texts: document.querySelectorAll('text').length };
  });
  expect(outside.texts).toBe(badges.length * 6);
  expect(outside.bad).toEqual([]);
  await page.locator('svg').nth(2).screenshot({ path: 'test-results/e2e/embed-badge-long-label.png' });
});
