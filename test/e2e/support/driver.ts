// A small driver for the dashboard: open it as the owner would, ask, switch tabs, check accessibility, and take the
// screenshots that are looked at.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.js';

export function ownerToken(): string {
  return readFileSync(join(E2E_DATA_DIR, 'owner-token'), 'utf8').trim();
}

/** The loopback webhook receiver and tile server the e2e server started. */
export const receiverUrl = (): string => readFileSync(join(E2E_DATA_DIR, 'e2e-receiver-url'), 'utf8').trim();
export const tilesTemplate = (): string => readFileSync(join(E2E_DATA_DIR, 'e2e-tiles-url'), 'utf8').trim();

export type TabName = 'Forecast' | 'Portfolios' | 'Watches' | 'Scoreboard' | 'Settings';

export function createDriver(page: Page) {
  const driver = {
    /** Opens the owner URL `npm run serve` prints, with nothing allowed off this host. */
    async open() {
      await page.route(/^(?!http:\/\/127\.0\.0\.1:)/, (route) => route.abort());
      await page.goto(`/?token=${encodeURIComponent(ownerToken())}`);
      await expect(page.getByTestId('question-input')).toBeVisible();
    },
    async ask(question: string) {
      await page.getByTestId('question-input').fill(question);
      await page.getByTestId('ask-button').click();
    },
    async tab(name: TabName) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    },
    forecastCard: () => page.getByTestId('forecast-card'),
    errorMessage: () => page.getByTestId('error-message'),
    /** axe-core on the page as it is: no serious or critical violation (the map canvas is not judged). */
    async checkA11y(label: string) {
      const results = await new AxeBuilder({ page }).exclude('.maplibregl-canvas').analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
        [],
      );
      return results;
    },
    async screenshot(name: string) {
      await page.screenshot({ path: `test-results/e2e/${name}.png`, fullPage: true });
    },
  };
  return driver;
}
