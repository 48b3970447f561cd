// The badge as a web page embeds it: an <img> in Chromium loads it at its natural 320x120 size.
import { expect, test } from '@playwright/test';

test('an <img> of the badge loads with natural size 320x120', async ({ page, baseURL }) => {
  await page.route(/^(?!http:\/\/127\.0\.0\.1:)/, (route) => route.abort());
  const src = `${baseURL}/api/v1/embed?lat=35.68&lng=139.69&hazard=earthquake&label=${encodeURIComponent('Tokyo <HQ> & "friends"')}`;
  await page.setContent(`<!doctype html><body style="margin:16px;background:#f1f5f9"><img id="badge" src="${src}" width="320" height="120" alt="Risk badge"></body>`);
  const img = page.locator('#badge');
  await expect.poll(() => img.evaluate((el: { complete: boolean; naturalWidth: number; naturalHeight: number }) => el.complete && el.naturalWidth)).toBe(320);
  expect(await img.evaluate((el: { complete: boolean; naturalWidth: number; naturalHeight: number }) => el.naturalHeight)).toBe(120);
  await img.screenshot({ path: 'test-results/e2e/embed-badge.png' });
});
