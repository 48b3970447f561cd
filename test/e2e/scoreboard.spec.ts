// The Scoreboard tab in Chromium: summary, per-hazard table, reliability diagram, filters, progress and errors.
//
// Why /api/v1/track-record is intercepted: the route is built on another branch and a fresh e2e data dir has no
// resolved forecasts anyway, so the page would only ever show the empty state. page.route fulfils it with
// TrackRecord JSON that the contract's own zod schema validates first (one with nulls, one with numbers), so what
// the page shows is checked against known values without faking anything on the server side.
import { expect, test, type Page } from '@playwright/test';
import type { TrackRecord, TrackRecordFilter } from '../../src-server/contracts/track-record.js';
import { trackRecordSchema } from '../helpers/built-in.js';
import { createDriver } from './support/driver.js';

const ROUTE = /\/api\/v1\/track-record(\?.*)?$/;

function emptyBins(): TrackRecord['reliability'] {
  return Array.from({ length: 10 }, (_, k) => ({
    binLower: k / 10,
    binUpper: (k + 1) / 10,
    meanPredicted: null,
    observedFrequency: null,
    count: 0,
  }));
}

/** The EONET companions' recalibration: none yet (too few resolved). */
const noRecalibration = (resolved: number) =>
  (['flood', 'wildfire', 'storm'] as const).map((hazard) => ({
    hazard,
    method: 'none' as const,
    resolved,
    events: 0,
    platt: null,
    isotonic: null,
    note: 'needs at least 20 resolved forecasts of the rarer outcome',
  }));

function nothingResolved(filters: TrackRecordFilter): TrackRecord {
  return trackRecordSchema.parse({
    object: 'service.track_record',
    brierScore: null,
    baselineBrierScore: null,
    skillVsBaselinePct: null,
    forecastsResolved: 0,
    forecastsLogged: 12,
    perHazard: (['earthquake', 'flood', 'wildfire', 'storm'] as const).map((hazard) => ({
      hazard,
      brierScore: null,
      baselineBrierScore: null,
      resolved: 0,
      logged: 3,
    })),
    reliability: emptyBins(),
    decomposition: null,
    recalibration: noRecalibration(0),
    filters,
    generatedAt: '2026-11-23T09:00:00.000Z',
  });
}

function scored(filters: TrackRecordFilter): TrackRecord {
  const reliability = emptyBins();
  reliability[0] = { ...reliability[0]!, meanPredicted: 0.04, observedFrequency: 0.02, count: 120 };
  reliability[2] = { ...reliability[2]!, meanPredicted: 0.24, observedFrequency: 0.3, count: 30 };
  reliability[7] = { ...reliability[7]!, meanPredicted: 0.73, observedFrequency: 0.6, count: 5 };
  return trackRecordSchema.parse({
    object: 'service.track_record',
    brierScore: 0.0812,
    baselineBrierScore: 0.0926,
    skillVsBaselinePct: 12.31,
    forecastsResolved: 155,
    forecastsLogged: 171,
    perHazard: [
      { hazard: 'earthquake', brierScore: 0.0401, baselineBrierScore: 0.0452, resolved: 90, logged: 95 },
      { hazard: 'flood', brierScore: 0.1523, baselineBrierScore: 0.1388, resolved: 40, logged: 45 },
      { hazard: 'wildfire', brierScore: 0.0975, baselineBrierScore: 0.1201, resolved: 25, logged: 28 },
      { hazard: 'storm', brierScore: null, baselineBrierScore: null, resolved: 0, logged: 3 },
    ],
    reliability,
    decomposition: { reliability: 0.004, resolution: 0.015, uncertainty: 0.0926 },
    recalibration: noRecalibration(40),
    filters,
    generatedAt: '2026-11-23T09:00:00.000Z',
  });
}

/** Answers every track-record request from `make`, echoing its filters, and records the query strings asked. */
async function serveTrackRecord(page: Page, make: (filters: TrackRecordFilter) => TrackRecord, delayMs = 0) {
  const asked: URLSearchParams[] = [];
  await page.route(ROUTE, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.searchParams);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs)); // long enough to see the progress line
    expect(route.request().headers().authorization).toMatch(/^Bearer \S+/);
    const filters = Object.fromEntries(url.searchParams) as TrackRecordFilter;
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(make(filters)) });
  });
  return asked;
}

async function openScoreboard(page: Page) {
  const driver = createDriver(page);
  await driver.open();
  // Keyboard only: the selected tab is the tab stop, the arrow key moves to the next one (Forecast, Portfolios, Watches,
  // Scoreboard).
  await page.getByTestId('tab-forecast').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tab-scoreboard')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tab-scoreboard')).toBeFocused();
  await expect(page.getByTestId('scoreboard')).toBeVisible();
}

test('with nothing resolved, every score says "not yet scored", never 0', async ({ page }) => {
  await serveTrackRecord(page, nothingResolved, 600);
  await openScoreboard(page);
  await expect(page.getByTestId('scoreboard-progress')).toHaveText('Loading the track record…');

  await expect(page.getByTestId('brier-score')).toHaveText('not yet scored');
  await expect(page.getByTestId('baseline-score')).toHaveText('not yet scored');
  await expect(page.getByTestId('skill')).toHaveText('not yet scored');
  await expect(page.getByTestId('resolved-count')).toHaveText('0 of 12 logged');
  await expect(page.getByTestId('scoreboard-empty')).toContainText('12 forecasts are logged');

  const rows = page.getByTestId('per-hazard').locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('Earthquake');
  await expect(rows.first().locator('td').nth(0)).toHaveText('not yet scored');

  const diagram = page.getByTestId('reliability-diagram');
  await expect(diagram).toHaveAttribute('role', 'img');
  await expect(diagram).toHaveAttribute('aria-label', /not yet scored/);
  await expect(diagram).toHaveAttribute('data-points', '0');
  await expect(diagram.locator('circle')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/e2e/scoreboard-empty.png', fullPage: true });
});

test('with resolved forecasts, shows the scores, the reliability points and follows the filters', async ({ page }) => {
  const asked = await serveTrackRecord(page, scored, 400);
  await openScoreboard(page);

  await expect(page.getByTestId('brier-score')).toHaveText('0.081');
  await expect(page.getByTestId('baseline-score')).toHaveText('0.093');
  await expect(page.getByTestId('skill')).toHaveText('+12.3%');
  await expect(page.getByTestId('resolved-count')).toHaveText('155 of 171 logged');
  await expect(page.getByTestId('scoreboard-empty')).toHaveCount(0);

  const flood = page.getByTestId('per-hazard').locator('tr[data-hazard="flood"]');
  await expect(flood.locator('td')).toHaveText(['0.152', '0.139', '40', '45']);
  const storm = page.getByTestId('per-hazard').locator('tr[data-hazard="storm"]');
  await expect(storm.locator('td').first()).toHaveText('not yet scored');

  const diagram = page.getByTestId('reliability-diagram');
  await expect(diagram).toHaveAttribute('data-points', '3');
  await expect(diagram.locator('circle')).toHaveCount(3);
  await expect(diagram.getByTestId('reliability-diagonal')).toHaveCount(1);
  await expect(diagram).toHaveAttribute('aria-label', /Forecast 4%, observed 2% \(120\)/);
  // Point area follows the count: the 120-forecast bin is drawn bigger than the 5-forecast one.
  const radii = await diagram.locator('circle').evaluateAll((els) => els.map((el) => Number(el.getAttribute('r'))));
  expect(radii[0]).toBeGreaterThan(radii[2]!);

  await page.getByText('Show the numbers').click();
  await expect(page.getByTestId('reliability-table').locator('tbody tr').nth(2).locator('td')).toHaveText(['24%', '30%', '30']);
  await page.screenshot({ path: 'test-results/e2e/scoreboard-scored.png', fullPage: true });

  expect(asked[0]?.toString()).toBe('');
  await page.getByTestId('filter-hazard').selectOption('flood');
  // The last record stays on screen while the filtered one loads, and the page says it is updating.
  await expect(page.getByTestId('scoreboard-progress')).toHaveText('Updating the track record for these filters…');
  await expect(page.getByTestId('brier-score')).toBeVisible();
  await expect(page.getByTestId('scoreboard-progress')).toHaveCount(0);
  await expect.poll(() => asked.at(-1)?.toString()).toBe('hazard=flood');
  await page.getByTestId('filter-horizon').selectOption('7d');
  await expect.poll(() => asked.at(-1)?.toString()).toBe('hazard=flood&horizon=7d');
  await expect(page.getByTestId('brier-score')).toHaveText('0.081');
});

test('a failing track-record request is shown in words, with the problem detail', async ({ page }) => {
  await page.route(ROUTE, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        detail: 'The forecast log is being migrated; try again in a minute.',
        code: 'unavailable',
        errors: [],
      }),
    }),
  );
  await openScoreboard(page);
  await expect(page.getByTestId('scoreboard-error')).toContainText('Could not load the track record.');
  await expect(page.getByTestId('scoreboard-error')).toContainText('The forecast log is being migrated');
});

test('switching tabs keeps the forecast card and a full-size map', async ({ page }) => {
  await serveTrackRecord(page, nothingResolved);
  const driver = createDriver(page);
  await driver.open();
  await driver.ask('Earthquake risk for our office in Tokyo over the next 30 days');
  await expect(driver.forecastCard()).toBeVisible();
  await page.getByTestId('tab-scoreboard').click();
  await expect(page.getByTestId('question-input')).toBeHidden();
  await expect(page.getByTestId('brier-score')).toHaveText('not yet scored');
  await page.getByTestId('tab-forecast').click();
  await expect(page.getByTestId('tab-forecast')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('forecast-headline')).toHaveText('Earthquake risk in Tokyo, Japan');
  await expect(page.getByTestId('question-input')).toHaveValue('Earthquake risk for our office in Tokyo over the next 30 days');
  // The map was hidden, not destroyed: its canvas follows its container back to full width.
  const map = page.getByTestId('earth-map');
  await expect.poll(() => map.evaluate((el) => (el.querySelector('canvas')?.clientWidth ?? 0) - el.clientWidth)).toBe(0);
  expect(await map.evaluate((el) => el.querySelector('canvas')?.clientWidth ?? 0)).toBeGreaterThan(300);
});
