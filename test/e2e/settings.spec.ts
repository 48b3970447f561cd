// The Settings tab in Chromium against the real server: API keys (shown once, usage today, revoke), notification
// providers with test sends, private targets, offline mode at run time, online tiles, ReliefWeb's appname, the data folder, and an
// owner-token rotation after which the dashboard keeps working.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from './playwright.config.js';
import { createDriver, ownerToken, tilesTemplate } from './support/driver.js';

test.describe.configure({ mode: 'serial' });

test('API keys: empty, create (shown once, copied), used today, revoked with confirmation', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const driver = createDriver(page);
  // The empty state as a first start shows it (other specs may have made keys on this server already).
  await page.route('**/api/v1/keys', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { object: 'list', data: [] } }) : route.continue(),
  );
  await driver.open();
  await driver.tab('Settings');
  const keys = page.getByTestId('keys-section');
  await expect(keys.getByTestId('keys-empty')).toContainText('No API keys yet');
  await page.unroute('**/api/v1/keys');

  await keys.getByTestId('create-key').click();
  await expect(keys.getByTestId('key-form-error')).toHaveText('Name the key (what will use it).');
  await keys.getByTestId('key-name').fill('e2e flood script');
  await keys.getByTestId('key-tier').selectOption('enterprise');
  await keys.getByTestId('create-key').click();
  await expect(keys.getByTestId('key-form-error')).toContainText('An enterprise key needs a daily quota');
  await keys.getByTestId('key-tier').selectOption('free');
  await keys.getByTestId('create-key').click();
  const key = await keys.getByTestId('new-key').inputValue();
  expect(key).toMatch(/^service_live_[0-9A-Za-z]{32}$/);
  await expect(keys.getByTestId('key-created')).toContainText('Shown this once');
  await keys.getByTestId('new-key-copy').click();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(key);
  const row = keys.getByTestId('key-list').locator('tbody tr', { hasText: 'e2e flood script' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`…${key.slice(-4)}`);
  await expect(row.getByTestId('key-usage')).toHaveText('0 / 100');
  await driver.screenshot('settings-key-created');

  // A script uses it twice; the settings show it.
  for (let i = 0; i < 2; i++) {
    const res = await request.post('/api/v1/risk', {
      headers: { 'x-service-api-key': key },
      data: { prompt: 'earthquake risk in Tokyo', hazard: 'earthquake' },
    });
    expect(res.status()).toBe(200);
  }
  await driver.tab('Forecast');
  await driver.tab('Settings');
  await expect(row.getByTestId('key-usage')).toHaveText('2 / 100');

  await row.getByTestId('revoke-key').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Revoke this key?');
  await dialog.getByTestId('confirm-button').click();
  await expect(row.getByTestId('key-revoked')).toContainText('revoked');
  const refused = await request.post('/api/v1/risk', {
    headers: { 'x-service-api-key': key },
    data: { prompt: 'earthquake risk in Tokyo' },
  });
  expect(refused.status()).toBe(401);
});

test('notification providers: a bad SMTP URL is refused in words, test sends say what happened, private targets persist', async ({
  page,
}) => {
  const driver = createDriver(page);
  await driver.open();
  await driver.tab('Settings');
  const smtp = page.getByTestId('smtp-provider');
  await expect(smtp.getByTestId('smtp-configured')).toHaveText('not set');
  await smtp.getByTestId('smtp-input').fill('mail.example.com');
  await smtp.getByTestId('smtp-save').click();
  await expect(smtp.getByTestId('smtp-status')).toContainText('smtpUrl must look like smtp://user:pass@host:587');
  // A server on this computer while private targets are off: refused before any connection, and said so.
  await smtp.getByTestId('smtp-input').fill('smtp://127.0.0.1:9');
  await smtp.getByTestId('smtp-save').click();
  await expect(smtp.getByTestId('smtp-configured')).toHaveText('set');
  await expect(smtp.getByTestId('smtp-input')).toHaveValue('');
  await smtp.getByTestId('smtp-test-target').fill('analyst@example.com');
  await smtp.getByTestId('smtp-test-send').click();
  await expect(smtp.getByTestId('smtp-test-result')).toHaveText(
    /^Failed: SMTP: target 127\.0\.0\.1 is a private address; the owner can allow private targets/,
  );
  // Allowed: the same server is tried, and is not there: the test send fails and says why.
  await page.getByTestId('allow-private').check();
  await smtp.getByTestId('smtp-test-send').click();
  await expect(smtp.getByTestId('smtp-test-result')).toHaveText(/^Failed: SMTP: .*(ECONNREFUSED|connect)/i);
  await page.getByTestId('allow-private').uncheck();
  await expect(page.getByTestId('allow-private')).not.toBeChecked();
  await smtp.getByTestId('smtp-clear').click();
  await expect(smtp.getByTestId('smtp-configured')).toHaveText('not set');

  const telegram = page.getByTestId('telegram-provider');
  await telegram.getByTestId('telegram-input').fill('not-a-token');
  await telegram.getByTestId('telegram-save').click();
  await expect(telegram.getByTestId('telegram-status')).toContainText('telegramBotToken must look like 123456:ABC-DEF');
  await telegram.getByTestId('telegram-test-target').fill('123456789');
  await telegram.getByTestId('telegram-test-send').click();
  await expect(telegram.getByTestId('telegram-test-result')).toHaveText(/^Not sent: waiting for a Telegram bot token/);

  // The desktop channel through the server's port (the e2e server's stand-in for Electron's Notification).
  await page.getByTestId('desktop-test-send').click();
  await expect(page.getByTestId('desktop-test-result')).toHaveText('Sent.');

  await expect(page.getByTestId('allow-private')).not.toBeChecked();
  await page.getByTestId('allow-private').check();
  await page.reload();
  await driver.tab('Settings');
  await expect(page.getByTestId('allow-private')).toBeChecked();
  await page.getByTestId('allow-private').uncheck();
  await expect(page.getByTestId('allow-private')).not.toBeChecked();
  await driver.checkA11y('settings');
  await driver.screenshot('settings');
});

test('offline mode switches at once: a new place cannot be forecast, the badge shows, and back online it can', async ({ page }) => {
  const driver = createDriver(page);
  await driver.open();
  await driver.tab('Settings');
  await expect(page.getByTestId('data-dir')).toHaveValue(E2E_DATA_DIR);
  await page.getByTestId('offline-switch').check();
  await expect(page.getByTestId('app-saved')).toHaveText('Offline: nothing leaves this computer.');
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await driver.tab('Forecast');
  await driver.ask('earthquake risk in Reykjavik');
  await expect(driver.errorMessage()).toContainText('offline mode');
  await driver.screenshot('forecast-offline');
  await driver.tab('Settings');
  await page.getByTestId('offline-switch').uncheck();
  await expect(page.getByTestId('offline-badge')).toHaveCount(0);
  await driver.tab('Forecast');
  await page.getByTestId('ask-button').click();
  await expect(page.getByTestId('forecast-headline')).toHaveText('Earthquake risk in Reykjavík, Iceland');
});

test('online tiles come through the local server when switched on, and stop when switched off', async ({ page }) => {
  const driver = createDriver(page);
  await driver.open();
  await driver.tab('Settings');
  await page.getByTestId('tile-url').fill(tilesTemplate());
  await page.getByTestId('tile-attribution').fill('Test tiles');
  await page.getByTestId('save-tiles').click();
  await expect(page.getByTestId('app-saved')).toHaveText('Tile source saved.');
  const tile = page.waitForResponse((res) => res.url().includes('/api/v1/basemap/tiles/') && res.status() === 200);
  await page.getByTestId('online-tiles').check();
  await driver.tab('Forecast');
  await expect(page.getByTestId('earth-map')).toHaveAttribute('data-online-tiles', 'on');
  const res = await tile;
  expect(res.headers()['content-type']).toBe('image/png');
  await driver.ask('Earthquake risk in Tokyo over the next 30 days');
  await expect(page.getByTestId('forecast-headline')).toHaveText('Earthquake risk in Tokyo, Japan');
  await page.waitForTimeout(1500);
  await driver.screenshot('forecast-online-tiles');
  await driver.tab('Settings');
  await page.getByTestId('online-tiles').uncheck();
  await driver.tab('Forecast');
  await expect(page.getByTestId('earth-map')).toHaveAttribute('data-online-tiles', 'off');
});

test("ReliefWeb's appname: saved from Settings, used by the server, cleared to switch ReliefWeb off", async ({ page, request }) => {
  const driver = createDriver(page);
  await driver.open();
  await driver.tab('Settings');
  const section = page.getByTestId('reliefweb-section');
  await expect(section).toContainText('apidoc.reliefweb.int');
  await section.getByTestId('reliefweb-appname').fill('hazardcast-replay');
  await section.getByTestId('save-reliefweb').click();
  await expect(section.getByTestId('reliefweb-saved')).toHaveText('Appname saved: used from the next ReliefWeb call.');
  const auth = { authorization: `Bearer ${ownerToken()}` };
  expect((await (await request.get('/api/v1/settings/app', { headers: auth })).json()).reliefwebAppname).toBe('hazardcast-replay');
  await section.getByTestId('reliefweb-appname').fill('has spaces');
  await section.getByTestId('save-reliefweb').click();
  await expect(section.getByTestId('reliefweb-error')).toContainText('reliefwebAppname must be the approved name');
  await section.getByTestId('reliefweb-appname').fill('');
  await section.getByTestId('save-reliefweb').click();
  await expect(section.getByTestId('reliefweb-saved')).toHaveText('ReliefWeb switched off.');
  expect((await (await request.get('/api/v1/settings/app', { headers: auth })).json()).reliefwebAppname).toBeNull();
});

test('rotating the owner token: the old one is refused, this window keeps working, the file holds the new one', async ({
  page,
  request,
}) => {
  const driver = createDriver(page);
  await driver.open();
  const old = ownerToken();
  await driver.tab('Settings');
  await page.getByTestId('rotate-token').click();
  await page.getByRole('dialog').getByTestId('confirm-button').click();
  await expect(page.getByTestId('token-rotated')).toContainText('Rotated. This window uses the new token already.');
  const url = await page.getByTestId('owner-url').inputValue();
  const fresh = readFileSync(join(E2E_DATA_DIR, 'owner-token'), 'utf8').trim();
  expect(fresh).not.toBe(old);
  expect(url).toContain(`?token=${encodeURIComponent(fresh)}`);
  expect((await request.get('/api/v1/keys', { headers: { authorization: `Bearer ${old}` } })).status()).toBe(401);

  // Still working: owner routes answer, and a reload of the tab keeps the session.
  await driver.tab('Watches');
  await expect(page.getByTestId('watches-empty').or(page.getByTestId('watch-list'))).toBeVisible();
  await page.reload();
  await driver.tab('Settings');
  await expect(page.getByTestId('keys-section').getByTestId('key-list')).toBeVisible();
  await expect(page.getByTestId('keys-error')).toHaveCount(0);
});

test('settings failing to load are shown in words', async ({ page }) => {
  const driver = createDriver(page);
  await page.route('**/api/v1/keys', (route) => route.abort('connectionrefused'));
  await page.route('**/api/v1/settings/notifications', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: '/docs/errors#forbidden',
        title: 'Forbidden',
        status: 403,
        detail: 'Notification settings belong to the owner.',
        code: 'forbidden',
        errors: [],
      }),
    }),
  );
  await driver.open();
  await driver.tab('Settings');
  await expect(page.getByTestId('keys-error')).toContainText('Could not load the API keys.');
  await expect(page.getByTestId('keys-error')).toContainText('Could not reach the Hazardcast server');
  await expect(page.getByTestId('providers-error')).toContainText('Notification settings belong to the owner.');
  await driver.screenshot('settings-errors');
});
