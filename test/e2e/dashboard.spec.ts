// The dashboard in Chromium: ask a question, read the forecast card; errors are shown in words.
import { expect, test } from '@playwright/test';
import { createDriver } from './support/driver.js';

test('asks about Tokyo and reads the forecast card', async ({ page }) => {
  const driver = createDriver(page);
  await driver.open();
  await expect(page).toHaveURL(/\/$/); // the token left the address bar
  await driver.ask('Earthquake risk for our office in Tokyo over the next 30 days');

  const card = driver.forecastCard();
  await expect(card).toBeVisible();
  await expect(page.getByTestId('forecast-headline')).toHaveText('Earthquake risk in Tokyo, Japan');
  const score = Number(await page.getByTestId('risk-score').textContent());
  expect(score).toBeGreaterThanOrEqual(0);
  expect(score).toBeLessThanOrEqual(100);
  await expect(page.getByTestId('risk-level')).toHaveText(/^(low|moderate|high|severe)$/);
  await expect(page.getByTestId('confidence')).toHaveText(/^(low|medium|high)$/);
  expect(await page.getByTestId('guidance').locator('li').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('data-sources')).toContainText('USGS Earthquake Catalog');

  // The Earth scene draws what the forecast looked at.
  const map = page.getByTestId('earth-map');
  await expect(map).toHaveAttribute('data-map-state', 'ready');
  await expect(map).toHaveAttribute('data-layers', 'place,usgs-earthquakes,earthquake-radius');
  await page.waitForTimeout(1500); // let the fly-to animation settle before the screenshot
  await page.screenshot({ path: 'test-results/e2e/dashboard-forecast.png', fullPage: true });
});

test('a question without a place shows the reason in words', async ({ page }) => {
  const driver = createDriver(page);
  await driver.open();
  await driver.ask('is it going to be risky?');
  await expect(driver.errorMessage()).toContainText('No place could be found in the prompt');
  await expect(driver.forecastCard()).toHaveCount(0);
});
