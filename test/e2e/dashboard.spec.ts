// The dashboard in Chromium: ask a question, read the forecast card; errors are shown in words.
import { expect, test, type Page } from '@playwright/test';
import type { CompanionEvent, RiskForecast } from '../../src-server/contracts/risk.js';
import { riskForecastSchema } from '../helpers/built-in.js';
import { windowWords } from '../../src-server/contracts/window-words.js';
import { createDriver } from './support/driver.js';

/** Asks a question and returns the server's answer, as the page received it. */
async function askAndRead(page: Page, question: string): Promise<RiskForecast> {
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/risk');
  await createDriver(page).ask(question);
  const response = await answered;
  expect(response.status()).toBe(200);
  return riskForecastSchema.parse(await response.json());
}

const pct = (p: number) => `${p.toFixed(1)}%`;
/** What the breakdown's column says of a companion: its probability and a few words of its event. */
const companionCell = (c: CompanionEvent | null) =>
  c === null
    ? 'none'
    : `${pct(c.probability)} ${c.event.verifiedBy === 'USGS Earthquake Catalog' ? `M${c.event.minMagnitude.toFixed(1)}+ epicentre` : `${c.event.verifiedBy} event`} within ${c.event.radiusKm} km`;

test('asks about Tokyo and reads the forecast card', async ({ page }) => {
  const driver = createDriver(page);
  await driver.open();
  await expect(page).toHaveURL(/\/$/); // the token left the address bar
  await driver.ask('Earthquake risk for our office in Tokyo over the next 30 days');

  const card = driver.forecastCard();
  await expect(card).toBeVisible();
  await expect(page.getByTestId('forecast-headline')).toHaveText('Earthquake risk in Tokyo, Japan');
  // A span from now: the window is now → now + 30 days, said as such.
  await expect(page.getByTestId('forecast-window')).toHaveText(/^Next 30 days \(\d+ \w+( \d{4})? – \d+ \w+ \d{4}\)$/);
  const score = Number(await page.getByTestId('risk-score').textContent());
  expect(score).toBeGreaterThanOrEqual(0);
  expect(score).toBeLessThanOrEqual(100);
  await expect(page.getByTestId('risk-level')).toHaveText(/^(low|moderate|high|severe)$/);
  await expect(page.getByTestId('confidence')).toHaveText(/^(low|medium|high)$/);
  expect(await page.getByTestId('guidance').locator('li').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('data-sources')).toContainText('USGS Earthquake Catalog');

  // The exact event, the reasons, every hazard evaluated and each source's freshness.
  await expect(page.getByTestId('event-description')).toContainText('earthquake');
  await expect(page.getByTestId('event-window')).toHaveText(/\S+ – \S+/);
  expect(await page.getByTestId('drivers').locator('li').count()).toBeGreaterThanOrEqual(1);
  const breakdown = page.getByTestId('hazard-breakdown').locator('tbody tr');
  await expect(breakdown).toHaveCount(1);
  await expect(breakdown.first()).toContainText('Earthquake');
  await expect(breakdown.first()).toContainText('scored');
  await expect(page.getByTestId('source-status').locator('[data-source="USGS Earthquake Catalog"]')).toContainText(
    /(fetched|cached) (now|\d+ (min|h|days) ago)/,
  );
  await expect(page.getByTestId('biodiversity')).toContainText(/species occurrences recorded within \d+ km|biodiversity count unavailable/);

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

test('a question naming no hazard lists every hazard, unscored ones in words, in the order given', async ({ page }) => {
  const driver = createDriver(page);
  await driver.open();
  await driver.ask('What are the risks for our office in Tokyo over the next 30 days?');
  // A cold question about all nine hazards: every replayed source fetched and parsed first (seconds on a loaded machine).
  await expect(driver.forecastCard()).toBeVisible({ timeout: 30_000 });

  const rows = page.getByTestId('hazard-breakdown').locator('tbody tr');
  await expect(rows).toHaveCount(9);
  const statuses = await rows.evaluateAll((trs) => trs.map((tr) => tr.lastElementChild?.textContent));
  for (const status of statuses) expect(['scored', 'waiting for its turn', 'not scored']).toContain(status);
  // Scored hazards come first, as the server ranks them; none of the unscored rows shows a number.
  const firstUnscored = statuses.findIndex((s) => s !== 'scored');
  if (firstUnscored >= 0) expect(statuses.slice(firstUnscored).every((s) => s !== 'scored')).toBe(true);
  await expect(page.getByTestId('hazard-breakdown').locator('tr.unscored td.num')).toHaveCount(0);
  await page.getByTestId('forecast-card').screenshot({ path: 'test-results/e2e/dashboard-all-hazards.png' });
});

test('a failed source shows its error, a cached one its age, and biodiversity its count', async ({ page }) => {
  // The replay sources all answer and fetch fresh, so the real answer is taken and altered on its way to the page
  // (then checked against the contract) to show the states a live day brings: a failure, a cache hit, a GBIF count.
  await page.route('**/api/v1/risk', async (route) => {
    const real = (await (await route.fetch()).json()) as RiskForecast;
    real.forecast.sourceStatus = [
      { ...real.forecast.sourceStatus[0]!, cached: true, ageSec: 3 * 3600 },
      { name: 'NASA EONET', ok: false, ageSec: null, cached: false, error: 'timed out after 8 s' },
    ];
    real.earth.biodiversity = { source: 'GBIF', totalCount: 1234, radiusKm: 10, status: 'ok' };
    await route.fulfill({ json: riskForecastSchema.parse(real) });
  });
  const driver = createDriver(page);
  await driver.open();
  await driver.ask('Earthquake risk for our office in Tokyo over the next 30 days');

  const sources = page.getByTestId('source-status');
  await expect(sources.locator('[data-source="USGS Earthquake Catalog"]')).toContainText('cached 3 h ago');
  await expect(sources.locator('[data-source="NASA EONET"]')).toHaveText(/NASA EONET unavailable: timed out after 8 s/);
  await expect(sources.locator('[data-source="NASA EONET"]')).toHaveClass('failed');
  await expect(page.getByTestId('biodiversity')).toContainText(/1,?234 species occurrences recorded within 10 km/);
  await page.getByTestId('data-sources').screenshot({ path: 'test-results/e2e/dashboard-sources.png' });
});

test('a question naming a calendar period says which period the forecast is about', async ({ page }) => {
  const driver = createDriver(page);
  await driver.open();
  const answer = await askAndRead(page, 'Wildfire risk for a vacation rental purchase in Los Angeles next week');
  await expect(driver.forecastCard()).toBeVisible();
  // Next week is the Monday–Sunday after this one, whatever today is: seven days, "(the period asked)".
  await expect(page.getByTestId('forecast-window')).toHaveText(/^\d+ \w+( \d{4})? – \d+ \w+ \d{4} \(the period asked\)$/);
  const period = windowWords(answer.riskInput.window);
  await expect(page.getByTestId('forecast-window')).toHaveText(`${period} (the period asked)`);
  await expect(driver.forecastCard()).toContainText('Investment');
  // The event and its companion name the same days as the header (whole UTC days, not a local time to the minute).
  await expect(page.getByTestId('event-window')).toHaveText(period);
  expect(answer.forecast.companionEvent).not.toBeNull();
  await expect(page.getByTestId('companion-window')).toHaveText(period);
  await driver.checkA11y('forecast for the period asked');
  await driver.forecastCard().locator('header').screenshot({ path: 'test-results/e2e/dashboard-period-asked-header.png' });
  await driver.forecastCard().screenshot({ path: 'test-results/e2e/dashboard-period-asked.png' });
});

test("the card shows the verifiable companion event in words with its probability, and each hazard's in the breakdown", async ({
  page,
}) => {
  const driver = createDriver(page);
  await driver.open();

  // Earthquake: the headline is strong shaking at the place; the companion, which USGS decides, is M5+ within 150 km.
  const quake = await askAndRead(page, 'Earthquake risk in Tokyo over the next year');
  const c = quake.forecast.companionEvent!;
  expect(c.event.verifiedBy).toBe('USGS Earthquake Catalog');
  const section = page.getByTestId('companion-event');
  await expect(section.getByRole('heading')).toHaveText('Verifiable companion event');
  await expect(section.getByTestId('companion-probability')).toHaveText(pct(c.probability));
  await expect(section.locator('.event-text')).toHaveText(
    `${pct(c.probability)} chance of at least one M5.0+ earthquake with its epicentre within 150 km of Tokyo, Japan.`,
  );
  // The same window as the event's, in the same words (here now → now + 1 year, to the minute).
  expect([c.event.windowStart, c.event.windowEnd]).toEqual([quake.forecast.event!.windowStart, quake.forecast.event!.windowEnd]);
  await expect(section.getByTestId('companion-window')).toHaveText((await page.getByTestId('event-window').textContent())!);
  await expect(section.getByTestId('companion-verifier')).toHaveText('USGS Earthquake Catalog');
  await expect(section).toContainText(`the ${pct(quake.forecast.probability)} above is the chance of the event described above`);
  await expect(page.getByTestId('event-description')).toContainText('Modified Mercalli intensity VI');
  await expect(page.getByTestId('hazard-breakdown').locator('tr[data-hazard="earthquake"]').getByTestId('breakdown-companion')).toHaveText(
    companionCell(c),
  );
  await driver.checkA11y('forecast with a companion event');
  await driver.forecastCard().screenshot({ path: 'test-results/e2e/dashboard-companion.png' });

  // Every hazard: the companion where the hazard has one (USGS, NASA EONET), "none" where it has none.
  const all = await askAndRead(page, 'What are the risks in Los Angeles over the next 30 days?');
  await expect(page.getByTestId('forecast-headline')).toHaveText(all.forecast.headline);
  const scored = all.forecast.hazardBreakdown.filter((h) => h.status === 'ok');
  expect(scored.filter((h) => h.companionEvent).length).toBeGreaterThan(0);
  expect(scored.filter((h) => !h.companionEvent).length).toBeGreaterThan(0);
  for (const h of scored) {
    await expect(
      page.getByTestId('hazard-breakdown').locator(`tr[data-hazard="${h.hazard}"]`).getByTestId('breakdown-companion'),
    ).toHaveText(companionCell(h.companionEvent));
  }
  await driver.checkA11y('breakdown with companions');
  await page.getByTestId('hazard-breakdown').screenshot({ path: 'test-results/e2e/dashboard-breakdown-companions.png' });

  // A hazard no public feed decides has no companion: no section.
  const heat = await askAndRead(page, 'Heat risk in Los Angeles over the next 30 days');
  expect(heat.forecast.companionEvent).toBeNull();
  await expect(page.getByTestId('forecast-headline')).toHaveText('Heat risk in Los Angeles, United States');
  await expect(page.getByTestId('companion-event')).toHaveCount(0);
});
