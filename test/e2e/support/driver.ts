// A small driver for the dashboard: open it as the owner would, ask, read what it shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.js';

export function ownerToken(): string {
  return readFileSync(join(E2E_DATA_DIR, 'owner-token'), 'utf8').trim();
}

export function createDriver(page: Page) {
  return {
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
    forecastCard: () => page.getByTestId('forecast-card'),
    errorMessage: () => page.getByTestId('error-message'),
  };
}
