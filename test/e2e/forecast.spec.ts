// The Forecast tab's analyst tools in Chromium: the controls show what was understood, past questions re-open (kept
// on this computer), a click on the map asks about that point, the 1:10m basemap loads at city zoom, the legend
// names each kind of event; an earthquake answer draws its hazard curve (MMI V..IX).
import { expect, test } from '@playwright/test';
import { createDriver } from './support/driver.js';

test('after "… over the next 10 years" the Horizon control reads 10 years, and the hazard and lens what was understood', async ({
  page,
}) => {
  const driver = createDriver(page);
  await driver.open();
  await expect(page.getByTestId('horizon-select').locator('option:checked')).toHaveText('From the question (30 days if none)');
  await driver.ask('earthquake risk in Tokyo for our new office over the next 10 years');
  await expect(page.getByTestId('forecast-headline')).toHaveText('Earthquake risk in Tokyo, Japan');
  await expect(page.getByTestId('horizon-select').locator('option:checked')).toHaveText('10 years (from the question)');
  await expect(page.getByTestId('hazard-select').locator('option:checked')).toHaveText('Earthquake (from the question)');
  // The words that decided the lens are named, so a reader who meant otherwise can pick another (issue 37).
  await expect(page.getByTestId('lens-select').locator('option:checked')).toHaveText('Business setup (from "office")');
  // The earthquake answer draws its hazard curve: MMI V..IX, each chance at most the one before (at least VI implies at
  // least V), with the numbers in a table.
  const curve = page.getByTestId('hazard-curve');
  await expect(curve).toHaveAttribute('data-points', '5');
  await expect(curve.locator('canvas')).toBeVisible();
  await expect(curve.locator('figcaption')).toContainText(/MMI V \d.*MMI IX /);
  const chances = await page.getByTestId('hazard-curve-table').locator('tbody tr td.num').allTextContents();
  expect(chances).toHaveLength(5);
  const values = chances.map((t) => (t === '<0.01%' ? 0.005 : Number.parseFloat(t)));
  for (let i = 1; i < values.length; i++) expect(values[i]).toBeLessThanOrEqual(values[i - 1]!);
  expect(values[0]).toBeGreaterThan(0);
  await curve.screenshot({ path: 'test-results/e2e/hazard-curve.png' });
  // Still the automatic choice: a new question is read afresh.
  await expect(page.getByTestId('horizon-select')).toHaveValue('');
  await page.getByTestId('question-input').fill('flood risk in Lagos next week');
  await expect(page.getByTestId('horizon-select').locator('option:checked')).toHaveText('From the question (30 days if none)');
});

test('past questions are kept on this computer and re-open with one click', async ({ page }) => {
  const driver = createDriver(page);
  await driver.open();
  const history = page.getByTestId('question-history');
  await expect(history.getByTestId('history-empty')).toContainText('Questions you ask are listed here');
  await driver.ask('earthquake risk in Istanbul');
  await expect(page.getByTestId('forecast-headline')).toHaveText('Earthquake risk in Istanbul, Türkiye');
  await page.getByTestId('horizon-select').selectOption('1y');
  await driver.ask('earthquake risk in Lima, Peru');
  await expect(page.getByTestId('forecast-headline')).toHaveText('Earthquake risk in Lima, Peru');
  await expect(history.getByTestId('history-entry')).toHaveCount(2);
  await expect(history.getByTestId('history-entry').first()).toContainText('earthquake risk in Lima, Peru');
  await expect(history.getByTestId('history-entry').first()).toContainText('1 year');

  // A new window on the same computer still has them; opening one asks it again with its choices.
  await page.reload();
  await expect(history.getByTestId('history-entry')).toHaveCount(2);
  await history.getByTitle('Ask “earthquake risk in Istanbul” again').click();
  await expect(page.getByTestId('question-input')).toHaveValue('earthquake risk in Istanbul');
  await expect(page.getByTestId('forecast-headline')).toHaveText('Earthquake risk in Istanbul, Türkiye');
  await expect(page.getByTestId('horizon-select')).toHaveValue('');
  await expect(history.getByTestId('history-entry').first()).toContainText('earthquake risk in Istanbul');
  await driver.screenshot('forecast-history');

  await history.getByRole('button', { name: 'Forget “earthquake risk in Lima, Peru”' }).click();
  await expect(history.getByTestId('history-entry')).toHaveCount(1);
  await history.getByTestId('clear-history').click();
  await expect(history.getByTestId('history-empty')).toBeVisible();
});

test('a click on the map asks the same question about that point; the city view draws Natural Earth 1:10m and a legend', async ({
  page,
}) => {
  const driver = createDriver(page);
  await driver.open();
  const map = page.getByTestId('earth-map');
  await expect(map).toHaveAttribute('data-map-state', 'ready');
  await expect(map).toHaveAttribute('data-basemap', 'coarse');
  await page.waitForTimeout(500);
  await driver.screenshot('forecast-globe');

  await driver.ask('Earthquake risk in Tokyo over the next 30 days');
  await expect(page.getByTestId('forecast-headline')).toHaveText('Earthquake risk in Tokyo, Japan');
  await expect(map).toHaveAttribute('data-basemap', 'detailed', { timeout: 20_000 });
  const legend = page.getByTestId('map-legend');
  await expect(legend.locator('[data-legend="usgs-earthquakes"]')).toContainText('M4.5');
  await expect(legend.locator('[data-legend="usgs-earthquakes"]')).toContainText('USGS Earthquake Catalog');
  await expect(legend.locator('[data-legend="earthquake-radius"]')).toContainText('radius (150 km)');
  await expect(legend.locator('[data-legend="place"]')).toContainText('Tokyo, Japan (asked about)');
  await page.waitForTimeout(1500); // let the fly-to settle for the picture of Tokyo Bay at 1:10m
  await driver.screenshot('forecast-tokyo-10m');

  // Click west of the centre: a point inland from Tokyo, asked with the understood hazard and horizon.
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 - 120, y: box.height / 2 } });
  await expect(page.getByTestId('question-input')).toHaveValue(/^35\.\d{4}, 13[89]\.\d{4}$/);
  await expect(page.getByTestId('forecast-headline')).toHaveText(/^Earthquake risk in .+, Japan$/);
  await expect(page.getByTestId('forecast-headline')).not.toHaveText('Earthquake risk in Tokyo, Japan');
  await expect(page.getByTestId('horizon-select').locator('option:checked')).toHaveText('30 days (from the question)');
});

test('a question answered from other hazards shows their kinds of event in the legend', async ({ page }) => {
  const driver = createDriver(page);
  await driver.open();
  await driver.ask('flood risk in Lagos over the next 30 days');
  await expect(page.getByTestId('forecast-headline')).toHaveText('Flood risk in Lagos, Nigeria');
  // Only an earthquake answer has a hazard curve (forecast.hazardCurve is null for other hazards).
  await expect(page.getByTestId('hazard-curve')).toHaveCount(0);
  const legend = page.getByTestId('map-legend');
  // The layer's title names the kind of event (its swatch carries only the colour): "EONET floods within 150 km …".
  await expect(legend.locator('[data-legend="eonet-floods"]')).toContainText(/EONET floods within \d+ km/);
  await expect(legend.locator('[data-legend="eonet-floods"]')).toContainText('NASA EONET');
  await expect(legend.locator('[data-legend="eonet-floods"] .swatch')).toHaveCSS('background-color', 'rgb(31, 120, 180)');
  await driver.checkA11y('forecast with flood legend');
  await legend.screenshot({ path: 'test-results/e2e/forecast-legend-eonet.png' });
});
