// Hazards that wait for their turn in the Open-Meteo budget fill in by themselves (issue 30): a server of its own on
// the replay, every Open-Meteo call counted (HAZARDCAST_OPEN_METEO_LIMIT=all) against a busy minute of 20 weighted
// calls (a cold all-hazard question now fits the free tier's 600: history is kept per cell; 20 is lighter than the
// ensemble call flood and heat share, so the seed's question must wait), with the budget's "minute" shortened to 12 s (E2E_BUDGET_MINUTE_MS, test support in serve.ts): longer than a question's
// 8 s source budget, so calls that do not fit wait for their turn, and the waits are seconds.
// The page shows per-hazard progress and asks again after the server's Retry-After, with no action from the user.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.js';

const PORT = E2E_PORT + 7;
const DATA_DIR = join(tmpdir(), `hazardcast-e2e-pending-${PORT}`);
const BASE = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  // One process (not npx's wrapper), so stopping it stops the server.
  server = spawn(process.execPath, ['--import', 'tsx', 'test/e2e/support/serve.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HAZARDCAST_DATA_DIR: DATA_DIR,
      LOG_LEVEL: 'warn',
      HAZARDCAST_OPEN_METEO_LIMIT: 'all',
      HAZARDCAST_OPEN_METEO_PER_MINUTE: '20',
      HAZARDCAST_OPEN_METEO_PER_HOUR: '5000',
      HAZARDCAST_OPEN_METEO_PER_DAY: '10000',
      E2E_BUDGET_MINUTE_MS: '12000',
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the pending e2e server did not start');
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
});

async function open(page: Page) {
  await page.route(/^(?!http:\/\/127\.0\.0\.1:)/, (route) => route.abort());
  const token = readFileSync(join(DATA_DIR, 'owner-token'), 'utf8').trim();
  await page.goto(`${BASE}/?token=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('question-input')).toBeVisible();
}

async function ask(page: Page, question: string) {
  await page.getByTestId('question-input').fill(question);
  await page.getByTestId('ask-button').click();
}

test('every hazard: scored ones at once, the waiting ones shown with their time and filled in by themselves', async ({ page }) => {
  test.setTimeout(150_000);
  await open(page);
  await ask(page, 'What should we worry about in Jakarta?');
  const progress = page.getByTestId('pending-progress');
  await expect(progress).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByRole('heading')).toHaveText(/^\d of 9 hazards scored$/);
  await expect(progress.locator('li').first()).toContainText('waiting for its turn in the Open-Meteo budget, ready');
  await expect(page.getByTestId('pending-follow-up')).toContainText('This answer fills in by itself');
  const waiting = page.locator('[data-testid="hazard-breakdown"] tbody tr.unscored');
  expect(await waiting.count()).toBeGreaterThan(0);
  await expect(waiting.first().getByTestId('unscored-reason')).toContainText('not scored yet: waiting for the Open-Meteo budget');
  await page.screenshot({ path: 'test-results/e2e/pending-partial.png', fullPage: true });
  // No click: the page asks again after the server's Retry-After until nothing waits.
  await expect(progress).toBeHidden({ timeout: 100_000 });
  await expect(page.locator('[data-testid="hazard-breakdown"] tbody tr')).toHaveCount(9);
  // Food insecurity stays unscored in Indonesia for a reason no wait changes: FEWS NET does not cover it (issue 34).
  const left = page.locator('[data-testid="hazard-breakdown"] tbody tr.unscored');
  await expect(left).toHaveCount(1);
  await expect(left.getByTestId('unscored-reason')).toContainText('not scored: not covered by the source: FEWS NET');
  await page.screenshot({ path: 'test-results/e2e/pending-filled.png', fullPage: true });
});

test("the seed's question, nothing scored yet: the progress of both hazards, then the forecast by itself", async ({ page }) => {
  test.setTimeout(150_000);
  await open(page);
  await ask(page, 'What is the flood and heat risk for our warehouse in Lagos over the next 30 days?');
  const card = page.getByTestId('forecast-card');
  const pending = page.getByTestId('forecast-pending');
  // The ensemble both hazards read weighs more than the busy minute: nothing can be scored in the first answer (503
  // forecast_pending).
  await expect(pending).toBeVisible({ timeout: 30_000 });
  await expect(pending).toContainText('Nothing scored yet for');
  await expect(pending.getByTestId('pending-progress').getByRole('heading')).toHaveText('0 of 2 hazards scored');
  await expect(pending.getByTestId('pending-progress').locator('li')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/e2e/pending-nothing-yet.png', fullPage: true });
  await expect(card).toBeVisible({ timeout: 100_000 });
  await expect(page.getByTestId('pending-progress')).toBeHidden({ timeout: 100_000 });
  const rows = page.locator('[data-testid="hazard-breakdown"] tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(page.locator('[data-testid="hazard-breakdown"] tbody tr.unscored')).toHaveCount(0);
  await expect(page.getByTestId('forecast-headline')).toHaveText('Flood risk in Lagos, Nigeria');
});
