// Accessibility: axe-core finds no serious or critical violation on any view, and the main tasks can be done with
// the keyboard alone (tabs by arrow keys, forms by Tab and Enter, dialogs by Escape).
import { expect, test, type Page } from '@playwright/test';
import { createDriver } from './support/driver.js';

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page['getByTestId']>, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached ${target.toString()} by Tab`);
}

test('every view passes axe (no serious or critical violations)', async ({ page }) => {
  const driver = createDriver(page);
  await driver.open();
  await driver.checkA11y('forecast, empty');
  await driver.ask('Earthquake risk in Tokyo over the next 30 days');
  await expect(driver.forecastCard()).toBeVisible();
  await driver.checkA11y('forecast, answered');
  await driver.tab('Watches');
  await expect(page.getByTestId('watches-view')).toBeVisible();
  await driver.checkA11y('watches');
  await driver.tab('Scoreboard');
  await expect(page.getByTestId('scoreboard')).toBeVisible();
  await driver.checkA11y('scoreboard');
  await driver.tab('Settings');
  await expect(page.getByTestId('keys-section')).toBeVisible();
  await expect(page.getByTestId('app-section')).toBeVisible();
  await driver.checkA11y('settings');
});

test('keyboard only: ask, open a past question, create a watch, create an API key, cancel a dialog with Escape', async ({ page }) => {
  const driver = createDriver(page);
  await driver.open();
  // The question box has focus on arrival; Enter asks.
  await expect(page.getByTestId('question-input')).toBeFocused();
  await page.keyboard.type('Earthquake risk in Tokyo over the next 7 days');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('forecast-headline')).toHaveText('Earthquake risk in Tokyo, Japan');

  // The controls, the past questions and "Watch this forecast" are all in the Tab order.
  await tabTo(page, page.getByTestId('hazard-select'));
  await tabTo(page, page.getByTestId('horizon-select'));
  await tabTo(page, page.getByTestId('watch-this'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('watch-form')).toBeVisible();

  // The form by keyboard: a desktop channel, then Create.
  await tabTo(page, page.getByTestId('watch-threshold'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('5');
  await tabTo(page, page.getByTestId('add-channel'));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('channel-type'));
  await page.getByTestId('channel-type').selectOption('desktop'); // a native select: arrow keys change it, as here
  await tabTo(page, page.getByTestId('watch-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('watch-created')).toBeVisible();
  await tabTo(page, page.getByTestId('signing-secret-copy'));
  await tabTo(page, page.getByTestId('secret-done'));
  await page.keyboard.press('Enter');

  // The list's actions and the detail are reachable; Delete opens a dialog that Escape closes.
  await tabTo(page, page.getByTestId('open-watch').first());
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('run-now'));
  await tabTo(page, page.getByTestId('detail-delete'));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Now delete it for real, by keyboard, so later tests start from no watches.
  await tabTo(page, page.getByTestId('detail-delete'));
  await page.keyboard.press('Enter');
  // The dialog opens with Cancel focused; a Tab pressed before it has opened would go to the page (a loaded machine).
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByTestId('confirm-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('watches-empty')).toBeVisible();

  // Tabs move with the arrow keys (one tab stop): Settings is two to the right of Watches.
  await page.getByRole('tab', { name: 'Watches' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByTestId('key-name'));
  await page.keyboard.type('keyboard key');
  await tabTo(page, page.getByTestId('create-key'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('new-key')).toHaveValue(/^service_live_/);
  // And revoke it again (keyboard), leaving the key list as it was.
  await tabTo(page, page.getByTestId('revoke-key').last());
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('key-revoked').last()).toBeVisible();
});
